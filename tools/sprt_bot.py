"""A bot of another commit for ``tools/sprt.py``: run with that commit's tree on PYTHONPATH.

    PYTHONPATH=/tmp/sprt-x/tree0 python tools/sprt_bot.py GAME LEVEL OPTIONS_JSON

Reads one JSON request a line and answers one JSON line: ``{"op": "new", "seed": n}`` makes
a fresh bot (``{"ok": true}``); ``{"op": "move", "seat": n, "position": {...}}`` answers
``{"move": "<notation>"}``, the bot's choice in that position. Only the commit's own
``game`` package is imported (this file does not add its own tree to the path), so the bot
thinks with that commit's code.
"""

from __future__ import annotations

import json
import sys


def main() -> int:
    from game.core.registry import game_named

    key, level, options = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
    definition = game_named(key)
    bot = None
    for line in sys.stdin:
        try:
            msg = json.loads(line)
            if msg["op"] == "new":
                bot = definition.make_bot(level, msg["seed"], **options)
                reply = {"ok": True}
            else:
                game = definition.from_position(msg["position"])
                seat = msg["seat"]
                if getattr(bot, "wants_game", False):
                    action = bot.choose_in(game, seat)
                else:
                    action = bot.choose(definition.bot_observation(game, seat, bot), list(game.legal_actions()))
                reply = {"move": game.text(action)}
        except Exception as exc:  # noqa: BLE001 - said to the caller, which stops the test
            reply = {"error": f"{type(exc).__name__}: {exc}"[:300]}
        print(json.dumps(reply), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
