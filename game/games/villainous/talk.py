"""What the terminal game (``villainous cli``) shows a Villainous player beyond the notation
(the definition's ``terminal_talk``): phrases (``game.core.phrase``), said by the ``words`` the
command line gives (its language's, through the message catalogue; English as they are)."""

from __future__ import annotations

from collections.abc import Callable

from game.core.phrase import N_, Name, join, say

from .state import PORTRAIT

#: words as they are: the phrases' English
Words = Callable[[str], str]


class TerminalTalk:
    """What the terminal shows a Villainous player beyond the notation: their villain, the
    Objective, their Realm and hand, the question asked."""

    @staticmethod
    def intro(game, me: int, words: Words = str) -> str:
        return f" ({words(Name(game.state.players[me].villain.name))})"

    @staticmethod
    def objective(game, me: int, words: Words = str) -> None:
        print(words(say("Objective: {objective}", objective=game.state.players[me].villain.objective)))

    @staticmethod
    def opening(game) -> list:
        return list(game.state.log)

    @staticmethod
    def names(game) -> list[str]:
        return [p.villain.name for p in game.state.players]

    @staticmethod
    def show(game, me: int, words: Words = str) -> None:
        st = game.state
        p = st.players[me]
        defs = st.table.defs

        def names(cards, none: str = "-") -> str:
            return words(join(", ", [Name(defs[c].name) for c in cards])) or none

        place = N_("the portrait") if p.mover == PORTRAIT else Name(p.villain.locations[p.mover].name)
        print()
        print(words(say("[{villain}] Power {power} · at {place}", villain=Name(p.villain.name), power=p.power,
                        place=place)))
        for i, loc in enumerate(p.villain.locations):
            heroes = words(say("Heroes: {cards}", cards=Name(f"{names(p.fside[i]):28}")))
            mine = words(say("Allies/Items: {cards}", cards=Name(names(p.vside[i]))))
            obst = " · " + words(say("Obstacles {n}", n=p.obstacles[i])) if loc.obstacle_spots else ""
            print(f"  {words(Name(loc.name)):18} {heroes} {mine}{obst}")
        print("  " + words(say("Hand: {cards}", cards=Name(names(p.hand, "")))))
        if st.prompt is not None:
            print(f"? {words(st.prompt.message)}")
