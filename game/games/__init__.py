"""The games above the core: one package per game (see docs/../ARCHITECTURE.md, issue 13)."""
