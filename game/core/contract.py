"""The contract every game keeps, checked by playing it: one helper for tests and tools.

``check_playout(definition, players, seed, options)`` plays one seeded random game to its
end (or to ``max_steps``) through the protocol alone and raises ``ContractBroken`` (naming
the game, seed, step and the broken promise) at the first of these that fails:

- a running game has a deciding seat and a legal action, an ended one neither but a winner;
  legal actions apply (each to a copy, leaving the game as it was); every event says
  whether it reveals something (the undo barrier);
- every legal action's text is unique and parses back to it (the notation round-trip), and
  every legal action and event has words (``describe``, ``describe_event``); ``scores()``
  has one score a seat;
- ``why_not(a)`` is None exactly when ``a`` is legal: for every legal action, and for the
  actions legal at earlier steps that are not legal now (they must get a reason, and
  ``apply`` must refuse them with a ``ValueError``);
- the position round-trips through JSON to the same position, legal texts and observations;
- every determinization a bot samples (``determinize(seat, seed)``, and the game's own
  ``SearchHooks.sample`` from an observation when it has one) agrees with that seat's
  information set: the seat's observation is the same, and so are the legal actions when it
  is that seat's decision; sampling changes nothing in the real game;
- undo of every prefix: the copy kept before each move (what the match's undo restores) still
  holds that move's position, and applying the move's text to it again gives the next one.

Pure: no pygame, files or clock; the random moves come from the core's seeded RNG.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from . import rng as R
from .protocol import GameDefinition, GameState

#: how many actions legal at earlier steps are asked ``why_not`` at each checked step
ILLEGAL_PROBES = 24
#: how many legal actions are applied, each to its own copy, at each checked step
APPLY_PROBES = 8


class ContractBroken(AssertionError):
    """A promise of the game protocol that a random game broke (seed and step to replay it)."""

    def __init__(self, key: str, seed: int, step: int, message: str) -> None:
        super().__init__(f"{key} seed {seed} step {step}: {message}")
        self.key, self.seed, self.step, self.message = key, seed, step, message


@dataclass
class Playout:
    """A checked random game: its moves' texts and whether it ended."""

    key: str
    seed: int
    players: int
    moves: list[str] = field(default_factory=list)
    over: bool = False


def plain(value: Any) -> str:
    """An observation or position as canonical JSON text, so a tuple and a list of the same
    things compare equal (a position read back holds lists where the live state held tuples)."""
    return json.dumps(value, sort_keys=True, default=repr)


def _sampler(definition: GameDefinition):
    hooks = definition.search_hooks()
    return hooks if hooks is not None and hooks.sample is not None else None


def check_playout(definition: GameDefinition, players: int, seed: int,
                  options: Mapping[str, Any] | None = None, *, max_steps: int = 3000,
                  check_every: int = 1, every_seat: bool = True) -> Playout:
    """Play one random game of ``definition`` and check the contract: the turn, the legal
    actions' texts and undo at every step; the rest (parsing, ``why_not``, the position read
    back, the determinizations) at every ``check_every``-th step, which bounds the cost.
    ``every_seat``: sample for every seat, not only the one deciding (a bot samples at its own
    decision). ``ContractBroken`` at the first promise broken."""
    key = definition.key
    game = definition.new(players, seed, dict(options or {}))
    sampler = _sampler(definition)
    r = R.seed_state(seed ^ 0xC0417AC7)
    pick = random.Random(seed)
    out = Playout(key, seed, players)
    kept: list[tuple[GameState, str]] = []  # the copy before each move, and its position
    seen: dict[str, Any] = {}  # every action legal at some step so far, by its repr
    step = 0

    def broken(message: str) -> ContractBroken:
        return ContractBroken(key, seed, step, message)

    while True:
        position = plain(game.to_position())
        over = game.is_over()
        if over != (game.winner() is not None):
            raise broken(f"is_over() is {over} but winner() is {game.winner()!r}")
        if len(game.scores()) != players:
            raise broken(f"scores() has {len(game.scores())} entries for {players} players")
        if over and (game.current_player() != -1 or list(game.legal_actions())):
            raise broken("an ended game still has a deciding seat or legal actions")
        if over or step >= max_steps:
            break
        seat = game.current_player()
        if not 0 <= seat < players:
            raise broken(f"a running game's current_player() is {seat}")
        legal = list(game.legal_actions())
        if not legal:
            raise broken("a running game has no legal action")
        texts = [game.text(a) for a in legal]
        if len(set(texts)) != len(texts):
            raise broken(f"two legal actions share a text: {sorted(t for t in texts if texts.count(t) > 1)[:4]}")
        if game.legal_texts() != texts:
            raise broken("legal_texts() is not the text of each legal action")
        if step % check_every == 0:
            for a, t in zip(legal, texts, strict=True):
                if game.parse(t) != a:
                    raise broken(f"{t!r} does not parse back to its action")
                reason = game.why_not(a)
                if reason is not None:
                    raise broken(f"why_not({t!r}) is {reason!r} for a legal action")
                if not (isinstance(words := game.describe(a), str) and words):
                    raise broken(f"describe({t!r}) is {words!r}")
            probes = list(seen.values())
            for a in pick.sample(probes, min(ILLEGAL_PROBES, len(probes))):
                if a in legal:
                    continue
                try:
                    reason = game.why_not(a)
                except Exception as exc:  # noqa: BLE001 - the contract says which action broke it
                    raise broken(f"why_not({a!r}) raised {type(exc).__name__}: {exc}") from exc
                if not (isinstance(reason, str) and reason):
                    raise broken(f"why_not({a!r}) is {reason!r} for an action that is not legal")
                try:
                    game.clone().apply(a)
                except ValueError:
                    pass  # refused, as it should be (a game's illegal-action error is a ValueError)
                else:
                    raise broken(f"apply({a!r}) accepts an action that is not legal")
            for k in pick.sample(range(len(legal)), min(APPLY_PROBES, len(legal))):
                a, t = legal[k], texts[k]
                try:
                    game.clone().apply(a)
                except Exception as exc:  # noqa: BLE001 - the contract says which action broke it
                    raise broken(f"the legal action {t!r} does not apply: {type(exc).__name__}: {exc}") from exc
            if plain(game.to_position()) != position:
                raise broken("applying a move to a copy changed the real game")
            observations = [plain(game.observe(s)) for s in range(players)]
            back = definition.from_position(json.loads(json.dumps(game.to_position())))
            if plain(back.to_position()) != position:
                raise broken("the position does not read back as itself")
            if back.legal_texts() != texts:
                raise broken("a position read back has other legal actions")
            if [plain(back.observe(s)) for s in range(players)] != observations:
                raise broken("a position read back shows a seat something else")
            _check_samples(game, sampler, players, seat, every_seat, texts, observations,
                           seed * 7919 + step, broken)
            if plain(game.to_position()) != position:
                raise broken("sampling a determinization changed the real game")
        for a in legal:
            seen.setdefault(repr(a), a)
        r, i = R.below(r, len(legal))
        kept.append((game.clone(), position))
        events = game.apply(legal[i])
        for ev in events:
            if not isinstance(getattr(ev, "reveals", False), bool):
                raise broken(f"the event {ev!r} does not say whether it reveals (an undo barrier)")
            if not isinstance(definition.describe_event(game, ev), str):
                raise broken(f"describe_event({ev!r}) is not words")
        out.moves.append(texts[i])
        step += 1
    out.over = over
    _check_undo(definition, kept, plain(game.to_position()), out)
    return out


def _check_samples(game: GameState, sampler, players: int, seat: int, every_seat: bool,
                   texts: list[str], observations: list[str], seed: int, broken) -> None:
    """Each seat's determinizations keep its observation (and its legal actions on its turn)."""
    for s in (range(players) if every_seat else (seat,)):
        samples = [("determinize", game.determinize(s, seed + s))]
        if sampler is not None:
            observation = game.observe(s)
            if sampler.seat_of(observation) == s:
                samples.append(("SearchHooks.sample", sampler.sample(observation, random.Random(seed + s))))
        for how, d in samples:
            if plain(d.observe(s)) != observations[s]:
                raise broken(f"{how} for seat {s} shows that seat something else: "
                             f"{_first_difference(json.loads(observations[s]), json.loads(plain(d.observe(s))))}")
            if s == seat and d.legal_texts() != texts:
                raise broken(f"{how} for seat {s} (to move) gives other legal actions: "
                             f"{sorted(set(texts) ^ set(d.legal_texts()))[:4]}")


def _check_undo(definition: GameDefinition, kept: list[tuple[GameState, str]], final: str,
                out: Playout) -> None:
    """Undo to every prefix gives that prefix's position; redoing its move gives the next."""
    after = final
    for k in range(len(kept) - 1, -1, -1):
        copy, position = kept[k]
        if plain(copy.to_position()) != position:
            raise ContractBroken(out.key, out.seed, k, "undo: the copy kept before this move has changed")
        again = copy.clone()
        again.apply(out.moves[k])
        if plain(again.to_position()) != after:
            raise ContractBroken(out.key, out.seed, k, "redo: the move's text applied again gives another position")
        after = position


def _first_difference(a: Any, b: Any, path: str = "") -> str:
    """Where two JSON values first differ (``path: a != b``), to name the leak or the loss."""
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b)):
            if a.get(k) != b.get(k):
                return _first_difference(a.get(k), b.get(k), f"{path}.{k}")
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return _first_difference(x, y, f"{path}[{i}]")
    return f"{path or '.'}: {repr(a)[:80]} != {repr(b)[:80]}"
