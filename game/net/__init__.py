"""Network play: a host that owns a match, and clients that play one seat each.

The engine runs only on the host (``host.Host``); a client receives its seat's observation,
the legal actions with their words when it decides, and the event lines its seat may see,
and sends moves in the game's notation. Messages are JSON with a version
(``messages``); docs/network.md is their reference. No pygame here: ``villainous serve``
runs a host without a window, and ``villainous join`` plays a seat from a terminal.
"""
