"""The table's input: pointer, keys, drag and drop, clicks on the table, small menus, End turn.

A mixin of ``TableScene`` (its state lives there); the drag controller is the kit's,
answered by ``drops.Drops``.
"""

from __future__ import annotations

import time

import pygame

from game.games.villainous import actions as A
from game.games.villainous.actions import (
    AMBITION_ACTIVATE,
    AMBITION_ATTACH,
    AMBITION_PLAY,
    FATE_ENGAGE,
    HUNT,
    MANEUVER,
    Action,
)
from game.games.villainous.words import action_words
from game.i18n import N_, _, proper_name, tr

from ...kit.animator import Glide
from ...kit.drag import choose
from ...kit.widgets import Menu
from . import art, scum, view
from .plans import option_target
from .prompts import hint_rows, option_label

#: the verbs each action symbol of a location offers (by ``symbol_kind``): a click on a symbol
#: offers them, and End turn names the symbols whose actions are still unused
SYMBOL_VERBS = {
    "gain": (A.GAIN,), "play": (A.PLAY, A.ATTACH), "activate": (A.ACTIVATE, A.ACTIVATE_RELIC),
    "fate": (A.FATE, FATE_ENGAGE), "move_item_ally": (A.MOVE_CARD, MANEUVER), "move_hero": (A.MOVE_HERO,),
    "vanquish": (A.VANQUISH,), "discard": (A.DISCARD,),
    "ambition": (AMBITION_PLAY, AMBITION_ATTACH, AMBITION_ACTIVATE),
}
#: the symbols whose action is dragged, not clicked (a Maneuver aside: it is clicked)
DRAGGED_SYMBOLS = frozenset(("play", "move_item_ally", "move_hero"))
#: what a click on each symbol does, said on its tooltip after what the action does: an action
#: Undo takes back is done at once; one it cannot (Fate reveals cards, an ability may draw)
#: is first said, then done by a second click or Enter
SYMBOL_CLICKS = {
    "gain": N_("A click does it; Undo takes it back."),
    "fate": N_("A click says what it does; a second click or Enter does it (it cannot be undone)."),
    "activate": N_("A click does it or asks which card; if it cannot be undone, a second click or Enter does it."),
    "vanquish": N_("A click does it or asks which Hero; if it cannot be undone, a second click or Enter does it."),
    "discard": N_("A click asks which cards."),
    "move_item_ally": N_("Drag the card onto a location to move it."),
    "move_hero": N_("Drag the Hero onto a location to move it."),
}


def symbol_kind(sym: str) -> str:
    """A symbol's kind: "gain1" to "gain3" are all Gain Power."""
    return "gain" if sym.startswith("gain") else sym

#: a click on a card of the board does these actions of that card (a Bounty's Hunt, which
#: has no symbol: it is paid at any time of the turn); the others are dragged, or clicked on
#: their symbol
CARD_VERBS = frozenset((HUNT,))


class TableInput:
    """Pointer and keys into plans: ``handle`` is the scene's input."""

    def _card_at(self, pos) -> int | None:
        lay = self.lay
        held = view.hand_card_at(lay, pos, self.hover_card) if self.viewer >= 0 else None
        if held is not None:
            return held
        for c, r in lay.tray:
            if r.collidepoint(pos):
                return c
        # the card drawn on top: a card over the Items attached to it (they hang behind it,
        # lower), then the lowest; so each shows large from its own visible part
        for c, r in sorted(lay.cards.items(), key=lambda kv: (kv[0] in lay.attached_under, -kv[1].y)):
            if r.collidepoint(pos):
                return c
        for seat in range(self.st.n):
            for pile in ("villain-discard", "fate-discard"):
                r = lay.zones.get((pile, seat))
                p = self.st.players[seat]
                cards = p.discard if pile == "villain-discard" else p.fate_discard
                if r is not None and r.collidepoint(pos) and cards:
                    return cards[-1]
        return None

    def _answer_pending(self) -> bool:
        """A bot is answering inside the turn of the person at the screen (a Condition): their
        clicks and keys wait for it instead of being lost."""
        st = self.st
        who = self.decider()
        return who >= 0 and self.match.is_bot(who) and self.viewer >= 0 and st.active == self.viewer

    def _finish_animations(self) -> None:
        if self.animator.finish():
            self.static = None
            self.dirty = True

    def handle(self, event) -> None:
        pressed = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)
        if pressed or (event.type == pygame.MOUSEMOTION and self.pending_input):
            if self._answer_pending() or self.pending_input:
                self.pending_input.append(event)
                self.bot_ready_at = 0.0  # someone is waiting: no pacing for the bot
                return
            if pressed:
                self._finish_animations()  # what is clicked is what the table shows after the move
        if self.lay is None:
            self._relayout()
        if event.type == pygame.VIDEORESIZE:
            self.lay = None
            self.dirty = True
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.dragger.motion(event.pos)
            self._point_at(event.pos)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            card = self._card_at(event.pos)
            self.zoom = None if self.zoom == card else card
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # a symbol's tooltip goes with the click: what the click did (a card revealed, a
            # message, a choice) shows where it lay; it comes back when the pointer moves on
            self.hover_symbol = None
            self._mouse_down(event.pos)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._mouse_up(event.pos)
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEWHEEL and self.prompt_pages.pages > 1 and \
                self.lay.prompt_rect.collidepoint(self.mouse):
            self.turn_bar_page(-event.y)  # the wheel over a long bar turns its pages

    # --- the keys: the kit's one key map (kit.match_scene.TABLE_KEYS) answered here ----------

    def _key(self, event) -> None:
        self.table_key(event)

    def _point_at(self, pos) -> None:
        """What lies under the pointer at ``pos`` in this layout: a card (its enlarging waits
        again when it changes), else an action symbol (its tooltip likewise)."""
        card = self._card_at(pos)
        if card != self.hover_card:
            self.hover_card = card
            self.hover_since = time.monotonic()
            if self.zoom is not None and self.zoom != card:
                self.zoom = None
        sym = None if card is not None else next(
            ((s_, r) for (s_, r) in self.lay.symbols.values() if r.collidepoint(pos)), None)
        if sym != self.hover_symbol:
            self.hover_symbol = sym
            self.hover_since = time.monotonic()

    def open_rules(self) -> None:
        self._press(("rules",))

    def close_overlay(self) -> bool:
        """Esc: put away a card shown large, a pile browsed or a Realm opened, or the question
        of an action clicked once; else take the decision's way out (Pass, Done, No, Cancel,
        Back)."""
        if self.armed is not None:
            self.forget_armed()
            return True
        if self.browse is not None or self.zoom is not None or self.focus_override is not None:
            self.browse = None
            self.zoom = None
            self.focus_override = None
            self.lay = None
            return True
        if (out := self._way_out()) is not None:
            self._press(out)
            return True
        return False

    def move_focus(self, step: int) -> None:
        choices = self._prompt_choices()
        if choices:
            self.keyboard_used = True
            self.key_focus = (self.key_focus + step) % len(choices)
            # the answer lit is on the page shown (a long bar's pages turn with the focus)
            focus = self.key_focus
            for _turn in range(self.prompt_pages.pages):
                self._prompt_layout()
                if focus in self.prompt_pages.keys or not choices[focus][2]:
                    break
                self.turn_bar_page(1 if step > 0 else -1)

    def pick(self, n: int) -> None:
        choices = self._prompt_choices()
        if n < len(choices):
            self._press(choices[n][1])

    def _rules_help(self) -> None:
        """The rules help, opened at this box's own chapter in a Scum and Villainy game (its
        first page said "Your board is your Realm", Despicable Plots' words, the box's
        chapter behind twenty others)."""
        from ...helpscreens import RulesHelpScene, game_pages

        start = 0
        if any(scum.is_scum(p) for p in self.st.players):
            chapter = _("Scum and Villainy")
            start = next((k for k, (title, _body) in enumerate(game_pages(self.app.view)) if title == chapter), 0)
        self.app.push(RulesHelpScene(self.app, start=start))

    def confirm(self) -> None:
        if self.armed is not None:  # Enter after a click on Fate: do it
            plan = self.armed[1]
            self.forget_armed()
            self.apply_plan(plan)
            return
        choices = self._prompt_choices()
        if choices and self.st.prompt is not None:
            self._press(choices[self.key_focus % len(choices)][1])
        else:
            self._end_turn()

    def end_turn(self) -> None:
        self._end_turn()

    def _press(self, plan: tuple) -> None:
        """A button, a menu row or a keyboard choice: do what it stands for, if still legal."""
        self.key_focus = 0
        if plan == ("end",):
            self._end_turn()
        elif plan == ("undo",):
            self.undo()
        elif plan == ("menu",):
            self.open_pause()
        elif plan == ("rules",):
            self._rules_help()
        elif plan == ("hint",):
            self.open_hint()
        elif plan and plan[0] == "hint":
            acts = [a for a in plan[1] if a in self.legal()]
            if len(acts) == 1:
                self.apply_plan((acts[0],))
            elif acts:
                self._open_menu([(tr(action_words(self.st, a)), (a,)) for a in acts], self.mouse)
        elif plan and plan[0] in self.legal():
            self.apply_plan(plan)

    def open_hint(self) -> None:
        """What can I do? Every legal action now, in words; a row lights its places, and
        choosing it does it (or asks which, when it stands for several)."""
        if not self._mine():
            who = self.decider()
            name = self.st.players[who].villain.name if who >= 0 else None
            self.say(lambda: _("Nothing to do now: {name} is deciding").format(
                name=proper_name(name) if name is not None else _("Nobody")))
            return
        items = [(label, ("hint", tuple(acts))) for label, acts in hint_rows(self.st, self.legal())]
        self._open_menu(items, self.lay.buttons["hint"].topleft, above=self.lay.buttons["hint"])

    def choose_from_menu(self, k: int) -> None:
        rows = self.menu.items
        self.menu = None
        self.key_focus = 0
        if 0 <= k < len(rows) and rows[k][2]:
            self._press(rows[k][2])

    def _mouse_down(self, pos) -> None:
        if self.armed is not None and not self._armed_rect().collidepoint(pos):
            self.forget_armed()  # a press elsewhere: the action asked about is not done
        if self.fate_panel and self.fate_story.done and self.fate_panel_rect().collidepoint(pos):
            self.fate_panel = False  # put the Fate panel away
            self.log_surface = None
            return
        if self.menu is not None:
            k = self.menu.row_at(pos)
            if k is not None:
                self.choose_from_menu(k)
                return
            self.menu = None
            return
        if self.browse is not None:
            self.browse = None
            return
        # the buttons as the state is now (a queued click may come before the next frame)
        buttons = self._prompt_buttons()
        pages = self.prompt_pages
        for step, r in ((-1, pages.prev), (1, pages.next)):
            if buttons and r is not None and r.collidepoint(pos):
                self.turn_bar_page(step)
                return
        for b in self._fixed_buttons() + [b for _k, b in buttons]:
            if b.rect.collidepoint(pos):
                if b.plan:
                    self._press(b.plan)
                elif b.label == "end":
                    self._end_turn()  # disabled: it says why
                return
        if self.dragger.press(pos):
            return
        self._click(pos)

    def _mouse_up(self, pos) -> None:
        out = self.dragger.release(pos)
        if out is None:
            return
        if out.kind == "click":
            self._click(pos, out.piece)
        elif out.kind in ("submit", "menu"):
            self._submit(out.plans, pos)
        else:  # nothing matched: glide back, and say why
            if out.piece[0] in ("hand", "card"):
                self.glides.append(Glide(out.piece[1], out.at, out.back, time.monotonic(), 0.25 * self._speed_factor()))
            if out.reason:
                self.say(out.reason)  # the game's phrase: put into words when drawn
            self.app.last_refusal = out.reason

    def _submit(self, options: list[tuple], pos) -> None:
        """One plan is applied; several open a small menu at ``pos``."""
        out = choose(options)
        if out.kind == "submit":
            self.apply_plan(out.plans[0])
            return
        self._open_menu([(option_label(self.st, plan[0]), plan) for plan in out.plans], pos)

    def _open_menu(self, items: list[tuple[str, tuple]], pos, above: pygame.Rect | None = None) -> None:
        """A small menu of choices and Cancel at ``pos`` (or, given ``above``, just above that
        rectangle, right-aligned with it). Keys: arrows or Tab, digits, Enter, Escape."""
        self.key_focus = 0
        self.menu = Menu.open(items, pos, self.app.screen.get_size(), self.lay.s, above, avoid=self.menu_avoid())

    def _click(self, pos, piece=None) -> None:
        st = self.st
        lay = self.lay
        # an opponent's small board: look at it large (click again to come back)
        for seat, place in lay.boards.items():
            if not place.big and place.rect.collidepoint(pos):
                fate = lay.zones.get(("fate-deck", seat))
                legal = self.legal()
                fate_action = Action(A.FATE, -1, seat)
                if fate is not None and fate.collidepoint(pos) and fate_action in legal and self._mine():
                    self._ask_or_do(("fate-deck", seat), (fate_action,), "fate")
                    return
                self.focus_override = seat
                self.lay = None
                self.dirty = True
                return
        if self._mine():
            legal = self.legal()
            # prompt candidates on the table
            if st.prompt is not None:
                for target in self.dragger.adapter.targets_at(pos) + ([("hand", piece[1])] if piece and piece[0] == "hand" else []):
                    hits = [a for a in legal if option_target(st, a) == target]
                    if hits:
                        self._submit([(a,) for a in hits], pos)
                        return
            # a card with an action of its own: a Bounty's Hunt
            if st.prompt is None:
                c = self._board_card_at(pos)
                own = [(a,) for a in legal if a.card == c and a.verb in CARD_VERBS] if c is not None else []
                if own:
                    self._submit(own, pos)
                    return
            # an action symbol at the mover's location
            p = st.players[self.viewer]
            for key, (sym, r) in lay.symbols.items():
                seat, i = key[0], key[1]
                if seat == self.viewer and r.collidepoint(pos) and i == p.mover and st.prompt is None:
                    self._symbol_click(sym, pos, key)
                    return
            for (sym, r) in lay.symbols.values():
                if r.collidepoint(pos):
                    self.say(lambda sym=sym: "{}: {}".format(*self._symbol_words(sym)))
                    return
        # discard piles are public: browse them
        for seat in range(st.n):
            for pile in ("villain-discard", "fate-discard"):
                r = lay.zones.get((pile, seat))
                if r is not None and r.collidepoint(pos):
                    self.browse = (seat, pile)
                    return
        if self.focus_override is not None:
            self.focus_override = None
            self.lay = None
            self.dirty = True

    def _board_card_at(self, pos) -> int | None:
        """The card of the board under ``pos`` (the one drawn on top), or None."""
        hits = [(r.y, c) for c, r in self.lay.cards.items() if r.collidepoint(pos)]
        return max(hits)[1] if hits else None

    def _symbol_words(self, sym: str) -> tuple[str, str]:
        """An action symbol's name and what it does, in the words of this game's box."""
        return scum.symbol_words(self.st, sym) or (_(art.SYMBOL_NAMES.get(sym, sym)), _(art.SYMBOL_HELP.get(sym, "")))

    def _symbol_tip(self, sym: str) -> tuple[str, str]:
        """An action symbol's tooltip: its name, what it does and what a click on it does."""
        name, does = self._symbol_words(sym)
        click = SYMBOL_CLICKS.get(symbol_kind(sym))
        return name, f"{does} {_(click)}" if click else does

    def forget_armed(self) -> None:
        """The action clicked once is done or not: its light and its question go."""
        self.armed = None
        if self.toast is not None and self.toast[0] is self.armed_said:
            self.toast = None
        self.armed_said = None
        self.dirty = True

    def _armed_rect(self) -> pygame.Rect:
        """Where the action clicked once lies (a symbol, or an opponent's Fate deck)."""
        key = self.armed[0]
        if key[0] == "fate-deck":
            return self.lay.zones.get(key) or pygame.Rect(0, 0, 0, 0)
        return self.lay.symbols[key][1] if key in self.lay.symbols else pygame.Rect(0, 0, 0, 0)

    def _undoable(self, action: Action) -> bool:
        """Whether Undo could take ``action`` back: tried on a copy of the game, it reveals
        nothing and passes the decision to nobody else (the match's barrier rule)."""
        game = self.match.game
        after = game.clone()
        events = after.apply(action)
        return not self.match.definition.is_barrier(events, game.current_player(), after)

    def _ask_or_do(self, key: tuple, plan: tuple, sym: str) -> None:
        """A click on an action's place (a symbol, an opponent's Fate deck): one Undo takes
        back is done; one it cannot is first said, and done by a second click there or Enter."""
        if self.armed == (key, plan) or self._undoable(plan[0]):
            self.forget_armed()
            self.apply_plan(plan)
            return
        self.armed = (key, plan)
        self.dirty = True
        self.armed_said = lambda: _("{name}: {does} It cannot be undone: click again or press Enter to do it, "
                                    "Esc not to.").format(name=self._symbol_words(sym)[0], does=self._symbol_words(sym)[1])
        self.say(self.armed_said)
        self.toast = (self.armed_said, time.monotonic() + 60.0)  # said while it waits for the answer

    def _symbol_click(self, sym: str, pos, key: tuple = ()) -> None:
        kind = symbol_kind(sym)
        want = None if kind in DRAGGED_SYMBOLS else SYMBOL_VERBS.get(kind)
        if sym == "move_item_ally":  # Maneuvers are clicked; a Move is dragged
            maneuvers = [(a,) for a in self.legal() if a.verb == MANEUVER]
            if maneuvers:
                self._submit(maneuvers, pos)
                return
        if want is None:  # Play a Card and the Move actions are dragged, not clicked
            self.say(lambda: "{}: {}".format(*self._symbol_words(sym)))
            return
        options = [(a,) for a in self.legal() if a.verb in want]
        if len(options) == 1:
            self._ask_or_do(key, options[0], sym)
            return
        if options:  # which one: a menu (a choice is no blind commitment)
            # Fate on one of several opponents: the row chosen is done at once, and for good.
            # Said before the menu opens, so that the menu keeps clear of the words
            warned = len(options) > 1 and not any(self._undoable(plan[0]) for plan in options)
            if warned:
                self.say(lambda: _("{name}: {does} It cannot be undone: choose in the menu, or Cancel.").format(
                    name=self._symbol_words(sym)[0], does=self._symbol_words(sym)[1]))
            self._submit(options, pos)
            if warned and self.menu is None:  # one plan after all: done, nothing to warn of
                self.toast = None
            return
        reason = self.match.game.why_not(Action(want[0])) if kind != "gain" else None
        if reason == "That move is not possible now":
            reason = None
        if reason is None and want[0] in (A.ACTIVATE, A.VANQUISH):
            reason = self._card_refusal(want[0])
        self.say(reason or (lambda: _("Nothing to {action} now").format(action=self._symbol_words(sym)[0].lower())))

    def usable_symbols(self, left: list) -> list[tuple[str, pygame.Rect]]:
        """The action symbols of the mover's location that could still be used (some of
        ``left``, the legal actions, is theirs), with where each lies."""
        p = self.st.players[self.viewer]
        verbs = {a.verb for a in left}
        return [(sym, r) for (seat, i, _row, _j), (sym, r) in self.lay.symbols.items()
                if seat == self.viewer and i == p.mover
                and any(v in verbs for v in SYMBOL_VERBS.get(symbol_kind(sym), ()))]

    def _unused_symbols(self, left: list) -> list[str]:
        """The names of the action symbols of the mover's location that could still be used:
        "Fate", "Play a Card"."""
        names: list[str] = []
        for sym, _r in self.usable_symbols(left):
            name = self._symbol_words(sym)[0]
            if name not in names:
                names.append(name)
        return names

    def _card_refusal(self, verb: str) -> str | None:
        """Why no card of the Realm can be activated (vanquished), in the first card's own
        words ("Activating Monsieur D'Arque costs 2 Power; you have 1", "Cogsworth has
        Strength 3; your Allies there have 1"): the refusal of the whole action names no card."""
        st = self.st
        p = st.players[self.viewer]
        defs = st.table.defs
        if verb == A.ACTIVATE:
            cards = [c for z in p.vside for c in z
                     if defs[c].activate_cost is not None and defs[c].extra.get("activate_currency") != "ambition"]
        else:
            cards = [c for z in p.fside for c in z if defs[c].type == "Hero"]
        for c in cards:
            reason = self.match.game.why_not(Action(verb, c))
            if reason and reason != "That move is not possible now":
                return reason
        if not cards:
            return (_("No card in your Realm has an Activated ability") if verb == A.ACTIVATE
                    else _("There is no Hero in your Realm to vanquish"))
        return None

    def _end_turn(self) -> None:
        end = Action(A.END)
        if not self._mine() or end not in self.legal():
            # not now: say why (as the button's tooltip does) rather than do nothing; in the
            # language of the moment when drawn (the words said now, if the reason has gone)
            said = self.end_why_not()
            self.say(lambda: self.end_why_not() or said)
            return
        left = [a for a in self.legal() if a.verb != A.END]
        if left and self.app.settings.get("confirm_end_turn", True):
            unused = self._unused_symbols(left)
            label = (_("End turn (not used: {actions})").format(actions=", ".join(unused)) if unused
                     else _("End turn (actions left)"))
            # above the Menu button, over neither Undo nor End turn
            self._open_menu([(label, (end,))], self.lay.buttons["end"].topleft, above=self.lay.buttons["menu"])
            return
        self.apply_plan((end,))
