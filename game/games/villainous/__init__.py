"""The Villainous rules (Despicable Plots) and their effect vocabulary."""
