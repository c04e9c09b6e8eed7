"""Villain data files (one JSON file per villain) and their loader."""
