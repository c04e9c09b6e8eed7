"""The games of the house, each a pure rules engine plugged into the core (issue 13)."""
