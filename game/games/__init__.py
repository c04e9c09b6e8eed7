"""The games on the table: each a package that registers itself with the core."""
