"""The card data of Heróis de San Villano (JSON + schema)."""
