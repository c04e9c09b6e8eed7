"""What the terminal game (``villainous cli``) shows a Villainous player beyond the notation
(the definition's ``terminal_talk``)."""

from __future__ import annotations

from .state import mover_place_name


class TerminalTalk:
    """What the terminal shows a Villainous player beyond the notation: their villain, the
    Objective, their Realm and hand, the question asked."""

    @staticmethod
    def intro(game, me: int) -> str:
        return f" ({game.state.players[me].villain.name})"

    @staticmethod
    def objective(game, me: int) -> None:
        print(f"Objective: {game.state.players[me].villain.objective}")

    @staticmethod
    def opening(game) -> list:
        return list(game.state.log)

    @staticmethod
    def names(game) -> list[str]:
        return [p.villain.name for p in game.state.players]

    @staticmethod
    def show(game, me: int) -> None:
        st = game.state
        p = st.players[me]
        defs = st.table.defs
        print(f"\n[{p.villain.name}] Power {p.power} · at {mover_place_name(p)}")
        for i, loc in enumerate(p.villain.locations):
            fate = ", ".join(defs[c].name for c in p.fside[i]) or "-"
            mine = ", ".join(defs[c].name for c in p.vside[i]) or "-"
            obst = f" · Obstacles {p.obstacles[i]}" if loc.obstacle_spots else ""
            print(f"  {loc.name:18} Heroes: {fate:28} Allies/Items: {mine}{obst}")
        print("  Hand: " + ", ".join(defs[c].name for c in p.hand))
        if st.prompt is not None:
            print(f"? {st.prompt.message}")
