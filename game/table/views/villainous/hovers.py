"""What the Villainous table says under the pointer and shows after a bot's move (both boxes):
its counters, tokens and piles by name (the kit's ``MatchScene.named_things``), why a greyed
button is greyed (``reasoned_buttons``), the legal targets a tooltip keeps off
(``tip_avoid``) and where each card and mover is (``piece_places``, for the outline of what
a bot's move changed).
"""

from __future__ import annotations

import pygame

from game.games.villainous import actions as A
from game.games.villainous.actions import Action
from game.i18n import _, proper_name, tr

from ...kit.match_scene import Named, ReasonedButton
from . import art, scum
from .helptext import TOKEN_MEANING
from .plans import option_target
from .prompts import action_place

#: each pile of a board: its name (with the count) and what it is
PILES = {
    "villain-deck": (lambda n: _("Villain deck: {n} cards").format(n=n),
                     lambda who: _("{name}'s own cards, face down: drawn back up to the hand at the end of each "
                                   "turn.").format(name=who)),
    "villain-discard": (lambda n: _("Villain discard pile: {n} cards").format(n=n),
                        lambda who: _("{name}'s discarded and defeated cards, the last on top (click to look "
                                      "through them).").format(name=who)),
    "fate-deck": (lambda n: _("Fate deck: {n} cards").format(n=n),
                  lambda who: _("The Heroes and Fate cards the other players reveal and play against "
                                "{name}.").format(name=who)),
    "fate-discard": (lambda n: _("Fate discard pile: {n} cards").format(n=n),
                     lambda who: _("{name}'s Fate cards discarded or defeated, the last on top.").format(name=who)),
}


def pile_size(p, zone: str) -> int:
    return len({"villain-deck": p.deck, "villain-discard": p.discard, "fate-deck": p.fate_deck,
                "fate-discard": p.fate_discard}[zone])


def named_things(st, lay) -> list[Named]:
    """Every seat's currency (Power; Credits and Ambition), piles and Villain mover by name."""
    out: list[Named] = []
    box = st.table.box
    for key, r in lay.zones.items():
        if len(key) != 2 or not isinstance(key[1], int) or not 0 <= key[1] < len(st.players):
            continue
        zone, seat = key
        p = st.players[seat]
        who = proper_name(p.villain.name)
        if zone in PILES:
            head, body = PILES[zone]
            out.append(Named(r, head(pile_size(p, zone)), body(who)))
        elif zone == "power":
            if len(box.currencies) > 1:  # Scum and Villainy: the Credits left, the Ambition right
                half = r.w // 2
                ambition = getattr(p.ext, "ambition", 0)
                out.append(Named(pygame.Rect(r.left, r.top, half, r.h),
                                 _("{name}: {n} Credits").format(name=who, n=p.power), _(scum.TOKEN_MEANING["credits"])))
                out.append(Named(pygame.Rect(r.left + half, r.top, r.w - half, r.h),
                                 _("{name}: {n} Ambition").format(name=who, n=ambition),
                                 _(scum.TOKEN_MEANING["ambition"])))
            else:
                out.append(Named(r, _("{name}: {n} Power").format(name=who, n=p.power), _(TOKEN_MEANING["power"])))
    for seat, r in lay.movers.items():
        if seat < len(st.players):
            out.append(Named(r, _("{name}'s {token}").format(name=proper_name(st.players[seat].villain.name),
                                                              token=_(art.TOKEN_NAMES["mover"])),
                             _(TOKEN_MEANING["mover"])))
    return out


def card_places(st) -> dict[int, tuple]:
    """Where each card on a board is in the game (its seat, side and location)."""
    out: dict[int, tuple] = {}
    for seat, p in enumerate(st.players):
        for side, rows in (("villain", p.vside), ("fate", p.fside)):
            for i, row in enumerate(rows):
                for c in row:
                    out[c] = (seat, side, i)
        for c in p.hand:
            out[c] = (seat, "hand")
    return out


class TableHovers:
    """The Villainous table's answers to the kit's hooks of tooltips and bot moves."""

    def named_things(self) -> list[Named]:
        if self.lay is None:
            return []
        return named_things(self.st, self.lay)

    def named_at(self, pos: tuple[int, int]) -> Named | None:
        """What counter, pile or mover lies under ``pos``: they are only listed (some twenty
        phrases, put into words again after every move) when ``pos`` is on a zone or a
        mover, where they all lie."""
        lay = self.lay
        if lay is None or not any(r.collidepoint(pos) for r in (*lay.zones.values(), *lay.movers.values())):
            return None
        return next((n for n in self.named_things() if n.rect.collidepoint(pos)), None)

    def end_why_not(self) -> str | None:
        """Why End turn is unavailable now, in words (None: it is available): said on its
        button's tooltip and when E is pressed."""
        st = self.st
        who = self.decider()
        if who < 0:
            return _("The game is over")
        if who != self.viewer or not self._mine():
            return _("{name} is deciding now").format(name=proper_name(st.players[who].villain.name))
        if Action(A.END) in self.legal():
            return None
        if st.prompt is not None:
            return _("First: {question}").format(question=tr(st.prompt.message))
        if st.phase == "move":
            return _("Move your Villain first")
        why = self.match.game.why_not(Action(A.END))
        return tr(why)[:1].upper() + tr(why)[1:] if why else _("Not now")

    def reasoned_buttons(self) -> list[ReasonedButton]:
        lay = self.lay
        if lay is None:
            return []
        b = lay.buttons
        mine = self._mine()
        who = self.decider()
        busy = None if mine else _("Nothing to do now: {name} is deciding").format(
            name=proper_name(self.st.players[who].villain.name) if who >= 0 else _("Nobody"))
        out = []
        if "end" in b:
            out.append(ReasonedButton(b["end"], _("End turn (E)"), _("Ends your turn: you draw back up to your "
                                                                   "hand size"), self.end_why_not()))
        if "undo" in b:
            out.append(self.undo_button(b["undo"]))
        if "hint" in b:
            out.append(ReasonedButton(b["hint"], _("What can I do? (H)"), _("Every move you may make now, in words"),
                                      busy))
        if "rules" in b:
            out.append(ReasonedButton(b["rules"], _("Rules (F1)"), _("The rules of the game")))
        if "menu" in b:
            out.append(ReasonedButton(b["menu"], _("Menu (Esc)"), _("Save, load, settings, or leave the game")))
        return out

    def tip_avoid(self) -> list[pygame.Rect]:
        """The answers of the decision open, where they lie on the boards; in the move, the
        locations the mover may go to; in the actions, the symbols at the mover still usable;
        the symbol clicked once that waits for a second click (its question is said off it)."""
        st = self.st
        if self.lay is None or not self._mine():
            return []
        lit = int(16 * self.lay.s)  # with its light
        armed = [self._armed_rect().inflate(lit, lit)] if self.armed is not None else []
        if st.prompt is not None:
            places = [option_target(st, a) for a in st.prompt.options]
        elif st.phase == "move":
            places = [action_place(st, a) for a in self.legal() if a.verb == A.MOVE]
        else:
            # the action symbols at the mover that can still be used: a message about one
            # (a click on Play a Card says it is dragged) lay over the others
            return armed + [r for _sym, r in self.usable_symbols(self.legal())]
        out = armed
        for t in places:
            r = self._target_rect(t) if t and t[0] != "board" else None
            if r is not None:
                out.append(r)
        return out

    def piece_places(self) -> dict | None:
        """Each card on the boards and each Villain mover, with where it is in the game: a card
        or a mover drawn elsewhere only because another board is shown large is no change."""
        if self.lay is None:
            self._relayout()
        lay, st = self.lay, self.st
        places = card_places(st)
        out: dict = {c: (places.get(c, ("shown",)), r) for c, r in lay.cards.items()}
        for seat, r in lay.movers.items():
            if seat < len(st.players):
                out[("mover", seat)] = (st.players[seat].mover, r)
        return out
