"""Tests of Heróis de San Villano: a test per rule, per card, the protocol contract, fuzz, bots."""
