"""Game-independent pieces: the seeded RNG and the protocol every caller uses."""
