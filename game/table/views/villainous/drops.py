"""What may be picked up and dropped on the Villainous table: the drag controller's adapter.

The kit's ``DragController`` asks; this answers in Villainous terms. Pieces are
``("hand", card)``, ``("card", card)``, ``("mover", seat)`` and ``("symbol", "fate")``;
targets ``("loc", seat, i)``, ``("card", card)``, ``("discard", seat)``,
``("fate-deck", seat)`` and ``("board", seat)`` (see ``plans``).
"""

from __future__ import annotations

import pygame

from game.i18n import _

from ...kit import theme
from . import art, view
from .plans import ally_cannot_join, attempt_for, plans


class Drops:
    def __init__(self, scene) -> None:
        self.scene = scene  # the Villainous TableScene: its state, layout and viewer

    def piece_at(self, pos) -> tuple | None:
        """The piece under the pointer that the viewer may pick up."""
        sc = self.scene
        lay = sc.lay
        st = sc.st
        if sc.viewer < 0 or sc.decider() != sc.viewer:
            return None
        held = view.hand_card_at(lay, pos, sc.hover_card)
        if held is not None:
            return ("hand", held)
        m = lay.movers.get(sc.viewer)
        if m is not None and m.collidepoint(pos) and lay.focus == sc.viewer:
            return ("mover", sc.viewer)
        for c, r in sorted(lay.cards.items(), key=lambda kv: -kv[1].y):
            if r.collidepoint(pos) and st.table.owner[c] == lay.focus and c not in lay.attached_under:
                return ("card", c)
        for (seat, i, _row, _j), (sym, r) in lay.symbols.items():
            if seat == sc.viewer and sym == "fate" and r.collidepoint(pos) and st.players[seat].mover == i:
                return ("symbol", "fate")
        return None

    def plans_for(self, piece) -> dict[tuple, list[tuple]]:
        sc = self.scene
        return plans(sc.st, sc.legal(), piece, sc.viewer, sc.seen_after)

    def sprite_for(self, piece) -> tuple[pygame.Surface, pygame.Rect]:
        sc = self.scene
        lay = sc.lay
        if piece[0] in ("hand", "card"):
            r = dict(lay.hand).get(piece[1]) or lay.cards.get(piece[1])
            return view.card_surface(sc.st, piece[1], r.w, r.h), r
        if piece[0] == "mover":
            origin = lay.movers[sc.viewer]
            v = sc.st.players[sc.viewer].villain
            return art.mover(origin.h, *theme.palette(v)), origin
        origin = next(r for (seat, i, _row, _j), (sym, r) in lay.symbols.items()
                      if seat == sc.viewer and sym == "fate" and sc.st.players[seat].mover == i)
        return art.symbol("fate", origin.w), origin

    def targets_at(self, pos) -> list[tuple]:
        lay = self.scene.lay
        found = []
        for c, r in lay.tray:
            if r.collidepoint(pos):
                found.append(("card", c))
        for c, r in sorted(lay.cards.items(), key=lambda kv: -kv[1].y):
            if r.collidepoint(pos):
                found.append(("card", c))
        for key, r in lay.zones.items():
            if key[0] in ("discard", "fate-deck") and r.collidepoint(pos):
                found.append(key)
        for key, r in lay.zones.items():
            if key[0] == "loc" and r.collidepoint(pos):
                found.append(key)
        for seat, place in lay.boards.items():
            if place.rect.collidepoint(pos):
                found.append(("board", seat))
        return found

    def refusal(self, piece, candidates: list) -> str | None:
        """Why a drop matched no legal action, in the engine's words."""
        sc = self.scene
        st = sc.st
        reason = None
        for target in candidates:
            reason = ally_cannot_join(st, sc.legal(), piece, target)
            if reason is not None:
                break
        for target in candidates if reason is None else ():
            attempt = attempt_for(st, piece, target)
            if attempt is not None:
                reason = sc.match.game.why_not(attempt)  # the decider's: only the decider drags
                break
        if reason is None and candidates:
            reason = _("That piece cannot go there")
        return reason
