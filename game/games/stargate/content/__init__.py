"""Deck data (JSON) for the Stargate mission duel, validated against deck.schema.json."""
