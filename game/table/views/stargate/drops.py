"""Drag and drop on the mission-duel table: the kit's ``DragAdapter`` for this game.

Pieces: ``("hand", card)`` and ``("play", card)`` (the viewer's own, in play or at the
mission). Targets: ``"mission"``, ``"complication"`` (the face-down slot), ``("card", c)``
(a card to boost, equip or aim an event at) and ``("area", seat)`` (your cards in play).
A drop that matches no legal action is refused with the game's own reason (``why_not``).
Cards are read in the seen game; legality only through the game protocol on the match's game.
"""

from __future__ import annotations

import pygame

from game.games.stargate import totals as T
from game.games.stargate.actions import (
    ASSIGN,
    BOOST,
    COMPLICATE,
    PLAY,
    WITHDRAW,
    Action,
)
from game.i18n import _, tr

from .drawing import draw_card

TO_MISSION_KINDS = frozenset({"obstacle", "adversary", "villain-ship", "support", "hero-ship", "event"})


def targets_of(st, a: Action) -> list:
    """Where a drop stands for ``a`` (for an action about a card; others are clicked)."""
    if a.verb == PLAY:
        kind = T.card(st, a.card).kind
        out: list = []
        if a.target >= 0:
            out.append(("card", a.target))
            if kind == "obstacle":
                out.append("mission")
        else:
            out.append("mission")
            if kind not in ("obstacle", "adversary", "villain-ship"):
                out.append(("area", st.actor))  # a support or a ship joins your cards in play
        return out
    if a.verb == ASSIGN:
        return ["mission"]
    if a.verb == BOOST:
        return [("card", a.target)]
    if a.verb == COMPLICATE:
        return ["complication"]
    if a.verb == WITHDRAW:
        return [("area", st.actor)]
    return []


def _placed(label: str | None, iid: int, st) -> int:
    """The card a move's text names by ``label``, as the seen game ``st`` numbers it: a
    complication by its place (``complication2``: the text names every complication so, and
    the seen game keeps their order), any other card as the action does."""
    if label and label.startswith("complication") and label[len("complication"):].isdigit():
        k = int(label[len("complication"):]) - 1
        comps = st.mission.complications
        return comps[k] if 0 <= k < len(comps) else -1
    return iid


def seen_cards(a: Action, text: str, st) -> tuple[int, int]:
    """The cards action ``a`` (its text ``text``, the match game's ``text(a)``) is about, its
    card and its target, in the numbers of the seen game ``st``: a complication face down to
    the seat at the screen is another number there than in the real game."""
    words = text.split()[1:]
    card = next((w for w in words if not w.startswith(">")), None)
    target = next((w[1:] for w in words if w.startswith(">")), None)
    return _placed(card, a.card, st), _placed(target, a.target, st)


def first_copy(st, c: int) -> int:
    """Copies of a card in hand are interchangeable: the engine's actions name the lowest one,
    so a drag of any copy stands for it."""
    owner = st.table.owner[c]
    hand = st.seats[owner].hand
    if c not in hand:
        return c
    key = T.card(st, c).key
    return min(x for x in hand if T.card(st, x).key == key)


class Drops:
    def __init__(self, table) -> None:
        self.table = table

    @property
    def st(self):
        """What the seat at the screen sees (the table's ``sight``): its own cards are there
        as they are; the legal actions come from the match's game."""
        return self.table.sight

    def piece_at(self, pos):
        t = self.table
        if not t.may_act():
            return None
        lay = t.lay
        me = lay.seats[lay.bottom]
        for c, r in reversed(list(me.hand_cards.items())):
            if r.collidepoint(pos):
                return ("hand", c)
        for c, r in list(me.cards.items()) + list(lay.at_mission.items()):
            if r.collidepoint(pos) and self.st.table.owner[c] == t.viewer and c != self.st.mission.card:
                return ("play", c)
        return None

    def plans_for(self, piece) -> dict:
        out: dict = {}
        st = self.st
        c = first_copy(st, piece[1])
        game = self.table.game
        for a in game.legal_actions():
            if a.card != c:
                continue
            target = a.target
            if target >= 0:  # an event aimed at a complication: the one at its place
                target = seen_cards(a, game.text(a), st)[1]
            for where in targets_of(st, a._replace(target=target)):
                out.setdefault(where, []).append((a,))
        return out

    def sprite_for(self, piece):
        lay = self.table.lay
        c = piece[1]
        r = lay.card_rects()[c]
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        draw_card(surf, self.st, c, surf.get_rect(), lay.s, True)
        return surf, r

    def targets_at(self, pos) -> list:
        lay = self.table.lay
        out: list = []
        if lay.slot.collidepoint(pos):
            out.append("complication")
        for c, r in list(lay.at_mission.items()):
            if r.collidepoint(pos) and c != self.st.mission.card:
                out.append(("card", c))
        for a in lay.seats.values():
            for c, r in a.cards.items():
                if r.collidepoint(pos):
                    out.append(("card", c))
        if lay.mission.collidepoint(pos):
            out.append("mission")
        for p, a in lay.seats.items():
            if a.panel.collidepoint(pos):
                out.append(("area", p))
        return out

    def refusal(self, piece, targets: list) -> str | None:
        """Why the drop does nothing: the engine's reason for the action it looked like."""
        st, game = self.st, self.table.game
        where, c = piece
        c = first_copy(st, c)
        if not targets:
            return "Drop it on the mission, the complication slot or a card"
        target = targets[0]
        d = T.card(st, c)
        if target == "complication":
            a = Action(COMPLICATE, c)
        elif target == "mission" or target == ("area", st.actor):
            a = Action(PLAY, c) if where == "hand" else Action(ASSIGN, c)
        elif isinstance(target, tuple) and target[0] == "card":
            t = target[1]
            same = T.card(st, t).title == d.title
            a = Action(BOOST, c, t) if same or where == "play" else Action(PLAY, c, t)
        else:
            return _("Not there: drop it on the mission, the complication slot or a card")
        why = game.why_not(a)
        if why is None:  # legal but not as this drop (an event aimed elsewhere, say)
            return _("Not there")
        why = tr(why)  # the engine's phrase, in the language chosen
        return why[0].upper() + why[1:]

    def price(self, piece) -> str | None:
        """Shown while dragging: what a complication would cost, and the card's own cost."""
        if piece[0] != "hand":
            return None
        st = self.st
        d = T.card(st, piece[1])
        parts = []
        if d.cost:
            parts.append(f"play: {d.cost} power")
        if st.phase == "actions" and st.actor == st.villain:
            parts.append(f"as a complication: {T.complication_cost(st)} power")
        return " · ".join(parts) or None
