"""Villainous Table: the Villainous board games on one screen, with every rule enforced."""

__version__ = "0.1.0"
