"""The games above the core (issue 13, "One house for many games"): one package per game."""
