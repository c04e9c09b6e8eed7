"""Bots measured against each other: the paired games, the systems they are played in, and
the rating ladder (``villainous ladder``, ``make ladder``; ``tools/sprt.py`` and
``tools/balance_page.py`` play through the same runner).

A *system* is one rule set with its own line-up: Villainous is two (each box plays by its own
rulebook, and villains of two boxes never meet), San Villano and Stargate one each. Games are
played in *pairs*: the same seed and the same villains, decks or organizations in the same
seats, once with the bots one way round and once swapped, so the deal and the seat a villain
sits in cancel out and only the bots differ.

The ladder rates the levels with ``openskill`` (Plackett-Luce, the package's default model):
every finished game is a ranking (the winner first, the others tied behind it), an unfinished
game ties everyone. A level's 95 % interval is its mean ± 1.96 of its uncertainty; the gap
between two levels is their means' difference, with 1.96 of the two uncertainties combined.
"""

from __future__ import annotations

import itertools
import math
import multiprocessing
import statistics
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from game.core.bots import close_bot, decision_summary
from game.core.bots.arena import play_out
from game.core.match import Seat
from game.core.registry import game_named
from game.core.session import Session

#: the levels every game offers, weakest first (the order the ladder expects)
LEVELS = ("random", "easy", "normal", "hard")
#: z for a two-sided 95 % interval
Z95 = 1.959964


@dataclass(frozen=True)
class System:
    """One rule set the bots are measured in: its game, its title and who can sit at it."""

    key: str
    game: str
    title: str
    #: the labels a seat can be given (villains or decks), empty when the seats are alike
    sides: tuple[str, ...] = ()

    def options(self, labels: Sequence[str]) -> dict[str, Any]:
        """The game's setup options for these labels, one a seat."""
        if self.game == "villainous":
            return {"villains": list(labels), "fate_token": None}
        if self.game == "stargate":
            return {"decks": list(labels)}
        return {}

    def side_name(self, key: str) -> str:
        """What a player calls a side: the villain's, deck's or Super-Agent's name."""
        try:
            if self.game == "villainous":
                from game.games.villainous.cards import load_villain

                return load_villain(key).name
            if self.game == "stargate":
                from game.games.stargate.cards import load_deck

                return load_deck(key).name
            from game.games.san_villano.board import content

            return next(s.name for s in content().super_agents if s.key == key)
        except (StopIteration, KeyError, ValueError, OSError):
            return key

    def line_ups(self, players: int = 2) -> list[tuple[str, ...]]:
        """Every seating of the sides the system has (each side against each side, both ways
        round and against itself); one empty seating when the seats are alike."""
        if not self.sides:
            return [()]
        return list(itertools.product(self.sides, repeat=players))


def _villains_of(box_key: str) -> tuple[str, ...]:
    from game.games.villainous.cards import VILLAINS, load_villain

    return tuple(v for v in VILLAINS if load_villain(v).box == box_key)


def _systems() -> dict[str, System]:
    from game.games.stargate.cards import DECKS
    from game.games.villainous.box import BOXES

    out: dict[str, System] = {}
    for box in BOXES.values():
        out[box.key] = System(box.key, "villainous", box.name, _villains_of(box.key))
    out["san-villano"] = System("san-villano", "san-villano", "Heróis de San Villano")
    out["stargate"] = System("stargate", "stargate", "Stargate", tuple(DECKS))
    return out


def systems() -> dict[str, System]:
    """The systems, by key: the Villainous boxes, San Villano, Stargate."""
    return _systems()


def systems_named(key: str) -> list[System]:
    """The systems ``key`` means: a system's key, a game's key (Villainous: both boxes) or
    ``all``. ValueError naming the valid keys."""
    known = systems()
    if key == "all":
        return list(known.values())
    if key in known:
        return [known[key]]
    found = [s for s in known.values() if s.game == key]
    if not found:
        valid = ", ".join(["all", *sorted({s.game for s in known.values()}), *known])
        raise ValueError(f"unknown game or system {key[:40]!r}; valid: {valid}")
    return found


@dataclass(frozen=True)
class Job:
    """One game to play: everything needed to play it again the same way."""

    system: str
    labels: tuple[str, ...]
    kinds: tuple[str, ...]
    seed: int
    max_rounds: int = 100
    #: each seat's bot options (e.g. the Hard bot's ``seconds``), one dict a seat
    bot_options: tuple[tuple[tuple[str, Any], ...], ...] = ()
    #: which pair the game belongs to (its twin has the same pair number)
    pair: int = 0
    #: a name per seat for what plays there, when it is not the level (``tools/sprt.py``: OLD, NEW)
    names: tuple[str, ...] = ()


@dataclass
class Result:
    system: str
    labels: list[str]
    kinds: list[str]
    names: list[str]
    seed: int
    pair: int
    winner: int | None
    #: the seat that moved first (the turn order, where the game draws it)
    opener: int
    rounds: int | None
    moves: int
    #: what the game calls each seat (villains, decks, San Villano's Super-Agents)
    sides: list[str] = field(default_factory=list)
    decision_seconds: dict[str, list[float]] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["decision_seconds"] = {k: decision_summary(v) for k, v in self.decision_seconds.items()}
        return out


def _sides_of(system: System, game, labels: Sequence[str]) -> list[str]:
    if labels:
        return list(labels)
    if system.game == "san-villano":  # the seats differ only by the Super-Agent they drew
        return [org.super_agent for org in game.state.orgs]
    return [f"seat {i + 1}" for i in range(len(labels) or 2)]


def _make_bot(definition, kind: str, seed: int, options: dict[str, Any]):
    return definition.make_bot(kind, seed, **options)


def play(job: Job, make: Callable[..., Any] = _make_bot) -> Result:
    """Play one job's game to its end (or to ``max_rounds``); ``make(definition, level, seed,
    options)`` makes each seat's bot (``tools/sprt.py``: a bot of another commit)."""
    system = systems()[job.system]
    definition = game_named(system.game)
    players = len(job.kinds)
    opts = [dict(o) for o in job.bot_options] or [{} for _ in job.kinds]
    bots = [make(definition, kind, job.seed * 31 + i, opts[i]) for i, kind in enumerate(job.kinds)]
    game = definition.new(players, job.seed, system.options(job.labels))
    opener = game.current_player()
    sides = _sides_of(system, game, job.labels)  # as dealt (a Super-Agent may leave the game)
    names = list(job.names) or list(job.kinds)
    session = Session(None, bots, game=game, definition=definition,
                      seats=[Seat("bot", k) for k in job.kinds])
    try:
        moves, times = play_out(session, names, job.max_rounds)
    finally:
        for bot in bots:  # Hard's worker processes live for one game
            close_bot(bot)
    return Result(system.key, list(job.labels), list(job.kinds), names, job.seed, job.pair,
                  session.game.winner(), opener, definition.round(session.game), moves, sides, times)


#: the games whose Hard thinks for a time (``seconds``) or a number of iterations given to it;
#: San Villano's Hard searches a fixed few visits of its own and is left at them
HARD_BUDGETED = frozenset({"villainous", "stargate"})


def bot_options(kind: str, hard_seconds: float | None, game: str = "villainous",
                hard_iterations: int | None = None, hard_workers: int | None = None) -> tuple[tuple[str, Any], ...]:
    """The options a level is made with: the Hard bot's budget where its game takes one, a
    number of search iterations (the same moves on any machine, however loaded) or else a
    thinking time a decision; ``hard_workers``: the processes its search runs on (every game;
    None: the bot's default, the machine's CPUs)."""
    if kind != "hard":
        return ()
    workers = (("workers", hard_workers),) if hard_workers is not None else ()
    if game not in HARD_BUDGETED:
        return workers
    if hard_iterations is not None:
        return (("iterations", hard_iterations),) + workers
    if hard_seconds is not None:
        return (("seconds", hard_seconds),) + workers
    return workers


def paired_jobs(system: System, a: str, b: str, pairs: int, seed: int, max_rounds: int = 100,
                hard_seconds: float | None = None, start_pair: int = 0,
                hard_iterations: int | None = None, hard_workers: int | None = None) -> list[Job]:
    """``pairs`` pairs of 2-player games between the levels ``a`` and ``b``: each pair is one
    seed and one seating of the sides, played with ``a`` first and then with the bots swapped.
    The seatings are taken in turn, so every side meets every side from both seats."""
    line_ups = system.line_ups(2)
    jobs = []
    for p in range(start_pair, start_pair + pairs):
        labels = line_ups[p % len(line_ups)]
        for kinds in ((a, b), (b, a)):
            jobs.append(Job(system.key, labels, kinds, seed + p, max_rounds,
                            tuple(bot_options(k, hard_seconds, system.game, hard_iterations, hard_workers)
                                  for k in kinds), p))
    return jobs


def ladder_jobs(system: System, levels: Sequence[str], pairs: int, seed: int, max_rounds: int = 100,
                hard_seconds: float | None = None, hard_iterations: int | None = None,
                hard_workers: int | None = None) -> list[Job]:
    """Every level against every other level, ``pairs`` pairs of games each; each pairing
    has its own seeds (a pair number runs on through the pairings)."""
    jobs: list[Job] = []
    for n, (a, b) in enumerate(itertools.combinations(levels, 2)):
        jobs.extend(paired_jobs(system, a, b, pairs, seed, max_rounds, hard_seconds, start_pair=n * pairs,
                                hard_iterations=hard_iterations, hard_workers=hard_workers))
    return jobs


def run(jobs: Sequence[Job], workers: int = 2,
        play_one: Callable[[Job], Result] = play) -> Iterator[Result]:
    """Play the jobs, ``workers`` processes at once (1: in this process), yielding each
    result as its game ends (not in the jobs' order)."""
    if workers <= 1 or len(jobs) <= 1:
        for job in jobs:
            yield play_one(job)
        return
    # One job a chunk: the games differ in length by ten times, so both workers stay busy to the end.
    with multiprocessing.Pool(workers) as pool:
        yield from pool.imap_unordered(play_one, jobs, chunksize=1)


# --- rating ---------------------------------------------------------------------------------


@dataclass
class Rating:
    level: str
    mu: float
    sigma: float
    games: int
    wins: int
    unfinished: int

    @property
    def low(self) -> float:
        return self.mu - Z95 * self.sigma

    @property
    def high(self) -> float:
        return self.mu + Z95 * self.sigma

    def as_json(self) -> dict[str, Any]:
        return {"level": self.level, "mu": round(self.mu, 2), "sigma": round(self.sigma, 2),
                "low95": round(self.low, 2), "high95": round(self.high, 2), "games": self.games,
                "wins": self.wins, "unfinished": self.unfinished}


def rate(results: Iterable[Result], levels: Sequence[str]) -> dict[str, Rating]:
    """Each level's openskill rating after the games, taken in the order of their pairs and
    seats (so the same games give the same ratings however the workers finished them)."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings = {lv: model.rating(name=lv) for lv in levels}
    games = dict.fromkeys(levels, 0)
    wins = dict.fromkeys(levels, 0)
    unfinished = dict.fromkeys(levels, 0)
    for r in sorted(results, key=lambda r: (r.pair, r.names, r.seed)):
        seats = r.names
        if len(set(seats)) < len(seats):
            continue  # a level against itself says nothing of its strength
        for s in seats:
            games[s] += 1
        if r.winner is None:
            for s in seats:
                unfinished[s] += 1
            ranks = [1] * len(seats)
        else:
            wins[seats[r.winner]] += 1
            ranks = [1 if i == r.winner else 2 for i in range(len(seats))]
        new = model.rate([[ratings[s]] for s in seats], ranks=ranks)
        for s, team in zip(seats, new, strict=True):
            ratings[s] = team[0]
    return {lv: Rating(lv, ratings[lv].mu, ratings[lv].sigma, games[lv], wins[lv], unfinished[lv])
            for lv in levels}


def gaps(ratings: dict[str, Rating], levels: Sequence[str]) -> list[dict[str, Any]]:
    """Each level against the one below it: the difference of their means with its 95 %
    interval, and whether the interval lies wholly above nought (the order holds)."""
    out = []
    for low, high in itertools.pairwise(levels):
        a, b = ratings[low], ratings[high]
        diff = b.mu - a.mu
        half = Z95 * math.hypot(a.sigma, b.sigma)
        out.append({"gap": f"{high} - {low}", "mu": round(diff, 2), "low95": round(diff - half, 2),
                    "high95": round(diff + half, 2), "order_holds": diff - half > 0})
    return out


def pairing_scores(results: Iterable[Result]) -> list[dict[str, Any]]:
    """Head to head: for each pairing of levels, the games, each one's wins and the unfinished."""
    table: dict[tuple[str, str], dict[str, Any]] = {}
    for r in results:
        if len(r.names) != 2 or r.names[0] == r.names[1]:
            continue
        key = tuple(sorted(r.names, key=lambda n: LEVELS.index(n) if n in LEVELS else 99))
        row = table.setdefault(key, {"pairing": f"{key[0]} vs {key[1]}", "games": 0,
                                     "wins": {key[0]: 0, key[1]: 0}, "unfinished": 0, "rounds": []})
        row["games"] += 1
        if r.winner is None:
            row["unfinished"] += 1
        else:
            row["wins"][r.names[r.winner]] += 1
        if r.rounds is not None:
            row["rounds"].append(r.rounds)
    out = []
    for row in table.values():
        rounds = row.pop("rounds")
        row["median_rounds"] = statistics.median(rounds) if rounds else None
        out.append(row)
    return out


# --- the ladder -----------------------------------------------------------------------------


@dataclass
class LadderReport:
    system: System
    levels: list[str]
    results: list[Result]
    seconds: float
    ratings: dict[str, Rating] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.ratings = rate(self.results, self.levels)

    def lines(self) -> list[dict[str, Any]]:
        """The report as JSON lines: a level's rating each, then the gaps, then head to head."""
        head = {"system": self.system.key}
        out = [head | {"kind": "rating"} | self.ratings[lv].as_json() for lv in self.levels]
        out += [head | {"kind": "gap"} | g for g in gaps(self.ratings, self.levels)]
        out += [head | {"kind": "pairing"} | p for p in pairing_scores(self.results)]
        return out

    def markdown(self, command: str) -> str:
        """The system's table for docs/bots.md."""
        lines = [f"### {self.system.title}", "",
                 f"{len(self.results)} games, {self.seconds / 60:.1f} min on this shared 2-core machine: "
                 f"`{command}`", "",
                 "| level | rating (openskill μ) | 95 % interval | games | wins | unfinished |",
                 "|---|---|---|---|---|---|"]
        for lv in self.levels:
            r = self.ratings[lv]
            lines.append(f"| {lv.capitalize()} | {r.mu:.1f} | {r.low:.1f} to {r.high:.1f} | {r.games} | "
                         f"{r.wins} | {r.unfinished} |")
        lines += ["", "| gap | difference | 95 % interval | order holds |", "|---|---|---|---|"]
        for g in gaps(self.ratings, self.levels):
            lines.append(f"| {g['gap']} | {g['mu']:+.1f} | {g['low95']:+.1f} to {g['high95']:+.1f} | "
                         f"{'yes' if g['order_holds'] else '**no**'} |")
        lines += ["", "| pairing | games | wins | unfinished | median rounds |", "|---|---|---|---|---|"]
        for p in pairing_scores(self.results):
            wins = ", ".join(f"{k.capitalize()} {v}" for k, v in p["wins"].items())
            lines.append(f"| {p['pairing']} | {p['games']} | {wins} | {p['unfinished']} | {p['median_rounds']} |")
        return "\n".join(lines) + "\n"


def write_section(path: str, key: str, text: str, heading: str = "## Ladder") -> None:
    """Put ``text`` between the markers of ``key`` in the Markdown file ``path`` (replacing what
    was there), adding the markers at the end of ``heading``'s section, or of the file, the
    first time."""
    from pathlib import Path

    file = Path(path)
    doc = file.read_text(encoding="utf-8") if file.exists() else ""
    start, end = f"<!-- {key} -->", f"<!-- /{key} -->"
    block = f"{start}\n{text}{end}"
    if start in doc and end in doc:
        before, rest = doc.split(start, 1)
        doc = before + block + rest.split(end, 1)[1]
    elif heading in doc:
        before, rest = doc.split(heading, 1)
        nxt = rest.find("\n## ")
        cut = len(rest) if nxt < 0 else nxt
        doc = before + heading + rest[:cut].rstrip("\n") + "\n\n" + block + "\n" + rest[cut:]
    else:
        doc = doc.rstrip("\n") + f"\n\n{heading}\n\n{block}\n"
    file.write_text(doc, encoding="utf-8")
