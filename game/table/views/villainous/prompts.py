"""The bar above the hand: what the person at the screen is asked, and the answers.

A mixin of ``TableScene``: the decision's message, its answers in keyboard order, the way
out (Pass, Done, No, Cancel/Back), the End turn / Menu / Undo buttons; laid out by the
kit's ``bar_layout``.
"""

from __future__ import annotations

import pygame

from game.games.villainous import actions as A
from game.games.villainous.actions import Action
from game.games.villainous.words import action_words
from game.i18n import N_, _, proper_name, tr

from ...kit.widgets import BarPages, Button, Choice, bar_layout, bar_pages
from .plans import option_target

HOVER_DELAY = 0.3  # seconds the pointer rests on a card or symbol before it is shown large
DECLINE = (A.PASS, A.DONE, A.NO)  # the answers that decline a decision


def option_label(st, a: Action) -> str:
    """A decision's answer or a menu entry, in plain words (``words.action_words``)."""
    return tr(action_words(st, a))


def action_place(st, a: Action) -> tuple | None:
    """The place on the table an action names (to light it while its button is pointed at)."""
    v = a.verb
    if v in (A.PLAY, A.MOVE_CARD, A.MOVE_HERO) and isinstance(a.to, int) and a.to >= 0:
        return ("loc", st.table.owner[a.card], a.to)
    if v == A.MOVE:
        return ("loc", st.active, a.to)
    if v == A.FATE:
        return ("board", a.to)
    if v == A.ATTACH:
        return ("card", a.to)
    return option_target(st, a)


HINT_HOW = {
    A.MOVE: N_("drag your mover there"),
    A.PLAY: N_("drag it from your hand"),
    A.ATTACH: N_("drag it onto its holder"),
    A.MOVE_CARD: N_("drag it to the next location"),
    A.MOVE_HERO: N_("drag it to the next location"),
    A.VANQUISH: N_("drag an Ally onto the Hero"),
}
#: a box whose Move action reaches any location (Scum and Villainy: "from one location to any other")
HINT_ANYWHERE = N_("drag it to another location")
#: a Hero Vehicle engaged with an Ally Vehicle is vanquished with it, not by an Ally dragged onto it
HINT_VEHICLE = N_("click the Vanquish symbol")
HINT_ROWS = 14  # what fits above the button at 1280×720


def hint_rows(st, legal) -> list[tuple[str, list[Action]]]:
    """The ``legal`` actions now, in words, one row per thing to do: the ways to play one card
    (or to move one card) share a row that says how many there are and how it is done."""
    rows: dict[str, list[Action]] = {}
    for a in legal:
        if a.verb in (A.PLAY, A.ATTACH, A.MOVE_CARD, A.MOVE_HERO) and a.card >= 0:
            verb = _("Move {card}") if a.verb in (A.MOVE_CARD, A.MOVE_HERO) else _("Play {card}")
            label = verb.format(card=proper_name(st.table.defs[a.card].name))
        else:
            label = tr(action_words(st, a))
        rows.setdefault(label, []).append(a)
    out = []
    for label, acts in rows.items():
        how = HINT_HOW.get(acts[0].verb)
        if acts[0].verb in (A.MOVE_CARD, A.MOVE_HERO) and st.table.box.move_reaches == "any":
            how = HINT_ANYWHERE
        if acts[0].verb == A.VANQUISH and acts[0].card >= 0 and st.table.defs[acts[0].card].type == "Vehicle":
            how = HINT_VEHICLE  # an engaged pair: no Ally is dragged, the pair goes together
        how = _(how) if how else ""
        if len(acts) > 1:
            label = _("{what}: {n} places").format(what=label, n=len(acts)) + (f" ({how})" if how else "")
        elif how:
            label = f"{label} ({how})"
        out.append((label, acts))
    if len(out) > HINT_ROWS:
        rest = [a for _label, acts in out[HINT_ROWS - 1:] for a in acts]
        out = out[:HINT_ROWS - 1] + [(_("…and {n} more things").format(n=len(out) - HINT_ROWS + 1), rest)]
    return out


class TablePrompts:
    """The decision being asked and its answers."""

    prompt_pages = BarPages([], pygame.Rect(0, 0, 0, 0), [])  # the bar's page as last laid out

    def _way_out(self) -> tuple | None:
        """What Escape does in a decision: its last way out (Pass, Done, No, Cancel, Back)."""
        outs = [plan for _label, plan, _shown in self._prompt_choices()
                if plan == ("undo",) or getattr(plan[0], "verb", "") in DECLINE]
        return outs[-1] if outs and self.st.prompt is not None else None

    def _mine(self) -> bool:
        return self.viewer >= 0 and self.decider() == self.viewer

    def _fixed_buttons(self) -> list[Button]:
        """End turn, Menu, Undo, Rules and What can I do? as they are now (label = their name;
        no plan = disabled)."""
        lay = self.lay
        end_ok = self._mine() and Action(A.END) in self.legal()
        undo_ok = self.undo_why_not() is None
        return [Button(name, lay.buttons[name], plan if ok else ())
                for name, plan, ok in (("end", ("end",), end_ok), ("menu", ("menu",), True),
                                       ("undo", ("undo",), undo_ok), ("rules", ("rules",), True),
                                       ("hint", ("hint",), self._mine()))]

    def _prompt_message(self) -> str:
        st = self.st
        who = self.decider()
        if who < 0:
            return _("{name} wins!").format(name=proper_name(st.players[st.winner].villain.name))
        if not self._mine():
            who_name = proper_name(st.players[who].villain.name)
            if self.bot_plays(who):
                return _("{name} (bot) is thinking…").format(name=who_name)
            return (_("{name} is deciding…") if st.prompt else _("{name}'s turn")).format(name=who_name)
        if st.prompt is not None:
            return tr(st.prompt.message)
        if st.phase == "move":
            return _("Drag your Villain to a new location")
        return _("Drag cards to play them, click an action symbol, or End turn")

    def _cancel_plan(self) -> tuple[str, tuple] | None:
        """A prompt the engine offers no way out of (the first card of a Discard Cards action,
        the Allies of a Vanquish) may still be taken back: Cancel (or Back) is an undo."""
        st = self.st
        if st.prompt is None or not self._mine() or not self.match.can_undo(self.viewer):
            return None
        if any(a.verb in DECLINE for a in self.legal()):
            return None
        # the decision began with the move undone (no decision was pending before it)
        first = self.match.definition.seen(self.match.history[-1].game, self.viewer).state.prompt is None
        return (_("Cancel") if first else _("Back"), ("undo",))

    def _prompt_choices(self) -> list[tuple[str, tuple, bool]]:
        """The answers of the viewer's decision, in keyboard order: (label, plan, in the bar).
        Answers clicked on the table come after those with a button; declining comes last."""
        st = self.st
        if not self._mine():
            return []
        legal = self.legal()
        if st.prompt is not None:
            main = [a for a in legal if a.verb not in DECLINE]
            declines = [a for a in legal if a.verb in DECLINE]
        else:
            main = [a for a in legal if a.verb == A.REPLACE]
            declines = []
        in_bar = [a for a in main if st.prompt is None or option_target(st, a) is None or len(legal) <= 8]
        rest = [a for a in main if a not in in_bar]
        out = [(option_label(st, a), (a,), True) for a in in_bar]
        out += [(option_label(st, a), (a,), False) for a in rest]
        out += [(option_label(st, a), (a,), True) for a in declines]
        cancel = self._cancel_plan()
        if cancel is not None:
            out.append((cancel[0], cancel[1], True))
        return out

    def _badge(self, k: int, plan: tuple) -> str:
        """The key that picks a choice, shown on its button: Esc for the way out, else 1-9."""
        return "Esc" if plan == self._way_out() else (str(k + 1) if k < 9 else "")

    def _prompt_layout(self) -> tuple[str, pygame.Rect, float, list[tuple[int, Button]]]:
        """The bar above the hand, laid out once for drawing and for clicks: the message, its
        box, the answers' text size and the buttons as (keyboard index, button). The message
        takes what the answers leave (at least a third of the bar); the answers' text shrinks
        (not below 10 px) until they fit; the way out of a decision (Pass, Done, No, Cancel)
        sits at the right end and is always shown."""
        bar = self.lay.prompt_rect
        msg = self._prompt_message()
        choices = self._prompt_choices()
        on_bar = [Choice(label, self._badge(k, plan), plan == ("undo",) or getattr(plan[0], "verb", "") in DECLINE)
                  if shown else None for k, (label, plan, shown) in enumerate(choices)]
        # more answers than the bar holds at a readable size: a page at a time (the keys keep
        # their numbers: the table's targets are numbered with them)
        page = self.bar_page((msg, tuple(c.label for c in on_bar if c is not None)))
        pages = self.prompt_pages = bar_pages(bar, msg, on_bar, self.lay.s, page)
        msg_box, size, placed = bar_layout(pages.bar, msg, pages.choices, self.lay.s)
        return msg, msg_box, size, [(k, Button(choices[k][0], r, choices[k][1])) for k, r in placed]

    def _prompt_buttons(self) -> list[tuple[int, Button]]:
        return self._prompt_layout()[3]
