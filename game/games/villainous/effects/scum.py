"""Verbs of Star Wars Villainous: Scum and Villainy's cards: Ambition, Strength tokens,
Target markers (Cad Bane), Rebels removed from the game (Seventh Sister), Vehicles."""

from __future__ import annotations

from game.core.phrase import N_, Name, say

from .. import actions as A
from .. import cardplay
from .. import events as E
from ..actions import Action
from ..book import Rulebook
from ..realm import allies, heroes, location_of, strength
from ..resolution import ask
from ..stack import Prog
from ..state import Player, State
from ._verbs import realm_of, said_nothing


def _sv(st: State):
    from .. import scum_and_villainy as SV

    return SV


def gain_ambition(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    if p.ext is not None:
        p.ext.ambition += step["amount"]
        st.log.append(E.AmbitionGained(p.seat, step["amount"]))
    return True


def _token_candidates(st: State, p: Player, f_src: int, step: dict) -> list[int]:
    pool = allies(st, p) if step.get("whom", "ally") == "ally" else heroes(st, p)
    here = location_of(p, f_src, st) if step.get("at") == "this_location" else None
    return [c for c, loc in pool if here is None or loc == here]


def _can_token(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return step.get("optional", False) or bool(_token_candidates(st, p, src, step))


def strength_token(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Put a +1 or -1 Strength token on an Ally or a Hero: it stays while the card does."""
    p = realm_of(st, f)
    if ans is None:
        options = [Action(A.PICK, c) for c in _token_candidates(st, p, f.src, step)]
        if not options:
            said_nothing(st, p, f.src, N_("no Ally to take the Strength token")
                         if step.get("whom", "ally") == "ally" else N_("no Hero to take the Strength token"))
            return True
        if step.get("optional"):
            options.append(A.DONE_ACTION)
        sign = "+" if step["amount"] > 0 else ""
        ans = ask(st, f.ctl, "token", options, say("Choose a card for a {amount} Strength token",
                                                   amount=Name(f"{sign}{step['amount']}")))
        if ans is None:
            return False
    if ans.verb == A.PICK:
        p.ext.tokens[ans.card] = p.ext.tokens.get(ans.card, 0) + step["amount"]
    return True


def _target_candidates(st: State, p: Player, src: int, step: dict) -> list[int]:
    if p.ext is None or _sv(st).markers_free(st) <= 0:
        return []
    here = location_of(p, src, st) if step.get("at") == "this_location" else None
    return [h for h, loc in heroes(st, p) if h not in p.ext.marked and (here is None or loc == here)]


def _can_place_target(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return step.get("optional", False) or bool(_target_candidates(st, p, src, step))


def place_target(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Put a Target marker on a Hero (Cad Bane collects it when the Hero is defeated); "you
    may" (``optional``): Done puts none."""
    p = realm_of(st, f)
    v = f.v
    while v.get("n", 0) < step.get("count", 1):
        if ans is None:
            options = [Action(A.PICK, h) for h in _target_candidates(st, p, f.src, step)]
            if not options:
                if not v.get("n"):
                    said_nothing(st, p, f.src, N_("no Target marker left") if p.ext is not None
                                 and _sv(st).markers_free(st) <= 0 else N_("no Hero to mark as a Target"))
                return True
            if step.get("optional"):
                options.append(A.DONE_ACTION)
            ans = ask(st, f.ctl, "hero", options, N_("Choose a Hero to mark as a Target"))
            if ans is None:
                return False
        if ans.verb != A.PICK:  # Done: "you may", and the player does not
            return True
        p.ext.marked.append(ans.card)
        v["n"] = v.get("n", 0) + 1
        ans = None
    return True


def _collectable(st: State, p: Player, step: dict) -> list[int]:
    if p.ext is None:
        return []
    cap = step.get("max_strength")
    return [h for h, loc in heroes(st, p) if h in p.ext.marked
            and (cap is None or strength(st, p, h, loc=loc) <= cap)]


def _can_collect(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return bool(_collectable(st, p, step))


def collect_target(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Take the Target marker off a Hero and keep it, the Hero staying where it is."""
    p = realm_of(st, f)
    if ans is None:
        options = [Action(A.PICK, h) for h in _collectable(st, p, step)]
        if not options:
            said_nothing(st, p, f.src, N_("no Target to collect"))
            return True
        ans = ask(st, f.ctl, "hero", options, N_("Choose the Target to collect"))
        if ans is None:
            return False
    p.ext.marked.remove(ans.card)
    p.ext.collected += 1
    return True


def _rebels(st: State, p: Player, src: int, step: dict) -> list[int]:
    defs = st.table.defs
    cap = step.get("max_strength")
    here = location_of(p, src, st) if step.get("at") == "this_location" else None
    return [h for h, loc in heroes(st, p) if "Rebel" in defs[h].extra.get("traits", ())
            and (cap is None or strength(st, p, h, loc=loc) <= cap) and (here is None or loc == here)]


def _can_remove_rebel(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return p.ext is not None and bool(_rebels(st, p, src, step))


def remove_rebel(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Defeat a Rebel and remove it from the game (not to the Fate discard pile)."""
    p = realm_of(st, f)
    if ans is None:
        options = [Action(A.PICK, h) for h in _rebels(st, p, f.src, step)]
        if not options:
            said_nothing(st, p, f.src, N_("no Rebel to remove"))
            return True
        ans = ask(st, f.ctl, "hero", options, N_("Choose the Rebel to remove from the game"))
        if ans is None:
            return False
    p.ext.purge = ans.card
    cardplay.defeat(st, p, ans.card, f.ctl)
    return True


def engage(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """This Ally Vehicle engages an unengaged Hero Vehicle ("you may choose to engage it")."""
    SV = _sv(st)
    p = realm_of(st, f)
    if f.src in p.ext.engaged or f.src not in SV.ally_vehicles(st, p):
        return True
    if ans is None:
        options = [Action(A.PICK, h) for h in SV.unengaged_heroes(st, p)]
        if not options:
            said_nothing(st, p, f.src, N_("no Hero Vehicle to engage"))
            return True
        if step.get("optional"):
            options.append(A.DONE_ACTION)
        ans = ask(st, f.ctl, "hero", options, N_("Engage a Hero Vehicle?"))
        if ans is None:
            return False
    if ans.verb == A.PICK:
        SV.engage(p, f.src, ans.card)
        ds = SV.deep_space(p)
        st.log.append(E.Moved(p.seat, ans.card, ds, ds))
    return True


def _can_discard_hero_vehicle(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return p.ext is not None and bool(_sv(st).unengaged_heroes(st, p))


def discard_hero_vehicle(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Discard an unengaged Hero Vehicle (a card used "specifically against Vehicles")."""
    from ..zones import discard_from_realm

    p = realm_of(st, f)
    if ans is None:
        options = [Action(A.PICK, h) for h in _sv(st).unengaged_heroes(st, p)]
        if not options:
            said_nothing(st, p, f.src, N_("no Hero Vehicle to discard"))
            return True
        ans = ask(st, f.ctl, "hero", options, N_("Choose the Hero Vehicle to discard"))
        if ans is None:
            return False
    discard_from_realm(st, p, ans.card)
    st.log.append(E.Discarded(p.seat, ans.card))
    return True


def register(book: Rulebook) -> None:
    """Enter this module's verbs in the rulebook (``rulebook.assemble`` calls it)."""
    book.verb("gain_ambition", gain_ambition)
    book.verb("strength_token", strength_token, feasible=_can_token)
    book.verb("place_target", place_target, feasible=_can_place_target)
    book.verb("collect_target", collect_target, feasible=_can_collect)
    book.verb("remove_rebel", remove_rebel, feasible=_can_remove_rebel)
    book.verb("engage", engage)
    book.verb("discard_hero_vehicle", discard_hero_vehicle, feasible=_can_discard_hero_vehicle)
