"""Is NEW stronger than OLD? Paired games until a sequential probability ratio test decides.

    python tools/sprt.py --game stargate --elo0 0 --elo1 50 hard hard:seconds=0.3
    python tools/sprt.py --game despicable-plots 0398249@hard HEAD@hard
    python tools/sprt.py --game stargate --workers 1 hard:workers=1 hard:workers=2

OLD and NEW are bot settings, ``[COMMIT@]LEVEL[:KEY=VALUE,...]``: a level with the options its
game's ``make_bot`` takes (``hard:seconds=0.2``), optionally from another commit. A commit's
bot runs in a helper process on that commit's code (``git archive`` into a temporary folder,
removed at the end; the repository is not touched); the game itself is this tree's engine,
which hands the bot the position and plays the move it names.

Games come in pairs (one seed and one seating of villains or decks, NEW in each seat once),
so the deal cancels out. After every pair the log-likelihood ratio of "NEW is ``elo1`` better"
against "NEW is ``elo0`` better" is printed as a JSON line; the test stops when it leaves
[ln(β/(1−α)), ln((1−β)/α)] (α = β = 0.05 by default: ±2.94).

``--workers``: games played at once, each in a process of a pool. A bot that searches on
processes of its own (``hard:workers=2``, Hard on two cores) needs ``--workers 1``: a pool's
process may not start processes. Name the one-core Hard too (``hard:workers=1``): a plain
``hard`` takes the machine's CPUs.

The statistic is the generalised SPRT in the normal approximation (Van den Bergh's, as chess
engine testing uses it), on pentanomial pair scores: each pair scores NEW 0, ¼, ½, ¾ or 1
(an unfinished game is half a point), and with the pairs' mean m and variance v,
LLR = N (s1 − s0)(2m − s0 − s1) / (2v), where s = 1 / (1 + 10^(−elo/400)) is the expected
score at that Elo difference; every bucket starts with a tenth of a pair (``PRIOR``), so
that the first pairs alone cannot decide. ``llr_trinomial`` is the same on single games.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import ladder as L  # noqa: E402

#: the test's prior: every bucket starts with this many pairs (half a pair in all), so that a
#: lopsided start (the first pairs all won) has a variance and does not decide on its own
PRIOR = 0.1
PAIR_SCORES = (0.0, 0.25, 0.5, 0.75, 1.0)
GAME_SCORES = (0.0, 0.5, 1.0)


def expected_score(elo: float) -> float:
    """The score a player this many Elo above its opponent is expected to make."""
    return 1.0 / (1.0 + 10.0 ** (-elo / 400.0))


def bounds(alpha: float = 0.05, beta: float = 0.05) -> tuple[float, float]:
    """Wald's stopping bounds on the log-likelihood ratio: below the first, accept H0 (elo0);
    above the second, accept H1 (elo1)."""
    return math.log(beta / (1.0 - alpha)), math.log((1.0 - beta) / alpha)


def _llr(counts: Sequence[float], scores: Sequence[float], elo0: float, elo1: float, prior: float) -> float:
    if len(counts) != len(scores):
        raise ValueError(f"{len(scores)} counts are needed, not {len(counts)}")
    counts = [c + prior for c in counts]
    if sum(counts) <= 0:
        return 0.0
    n = sum(counts)
    mean = sum(c * x for c, x in zip(counts, scores, strict=True)) / n
    var = sum(c * x * x for c, x in zip(counts, scores, strict=True)) / n - mean * mean
    if var <= 0:
        return 0.0
    s0, s1 = expected_score(elo0), expected_score(elo1)
    return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var)


def llr_pentanomial(counts: Sequence[float], elo0: float, elo1: float, prior: float = 0.0) -> float:
    """The LLR from pair counts: [NEW scored 0, ½, 1, 1½, 2 points in the pair] (``prior``
    pairs added to each); 0 while the scores have no variance."""
    return _llr(counts, PAIR_SCORES, elo0, elo1, prior)


def llr_trinomial(losses: float, draws: float, wins: float, elo0: float, elo1: float,
                  prior: float = 0.0) -> float:
    """The LLR from single games (NEW's losses, draws and wins), pairs ignored."""
    return _llr((losses, draws, wins), GAME_SCORES, elo0, elo1, prior)


def elo_of(score: float) -> float:
    """The Elo difference a mean score stands for (±inf at 0 and 1)."""
    if score <= 0:
        return -math.inf
    if score >= 1:
        return math.inf
    return -400.0 * math.log10(1.0 / score - 1.0)


@dataclass
class Sprt:
    elo0: float
    elo1: float
    alpha: float = 0.05
    beta: float = 0.05
    pairs: list[int] = field(default_factory=lambda: [0] * 5)

    def add_pair(self, new_points: float) -> None:
        """A finished pair: NEW's points in its two games (0, 0.5, …, 2)."""
        self.pairs[round(new_points * 2)] += 1

    @property
    def llr(self) -> float:
        return llr_pentanomial(self.pairs, self.elo0, self.elo1, PRIOR)

    def verdict(self) -> str | None:
        """"H1" (NEW is stronger by elo1), "H0" (not by more than elo0), or None: play on."""
        low, high = bounds(self.alpha, self.beta)
        llr = self.llr
        return "H1" if llr >= high else "H0" if llr <= low else None

    def status(self) -> dict[str, Any]:
        n = sum(self.pairs)
        score = sum(c * x for c, x in zip(self.pairs, PAIR_SCORES, strict=True)) / n if n else 0.5
        low, high = bounds(self.alpha, self.beta)
        return {"pairs": n, "pentanomial": list(self.pairs), "score": round(score, 4),
                "elo": round(elo_of(score), 1) + 0.0 if 0 < score < 1 else elo_of(score),
                "llr": round(self.llr, 4), "bounds": [round(low, 4), round(high, 4)], "verdict": self.verdict()}


# --- bot settings and bots of other commits ---------------------------------------------------


@dataclass(frozen=True)
class Setting:
    level: str
    options: tuple[tuple[str, Any], ...] = ()
    commit: str | None = None

    def label(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in self.options)
        return (f"{self.commit}@" if self.commit else "") + self.level + (f":{opts}" if opts else "")


def parse_setting(text: str) -> Setting:
    """``[COMMIT@]LEVEL[:KEY=VALUE,...]``; a value is read as JSON when it can be (0.2, 100,
    true), else kept as text. ValueError on anything else."""
    commit, _, rest = text.rpartition("@")
    level, _, opts = rest.partition(":")
    if not level.isalpha():
        raise ValueError(f"a bot setting is LEVEL[:KEY=VALUE,...], not {text[:60]!r}")
    options = []
    for part in filter(None, opts.split(",")):
        key, eq, value = part.partition("=")
        if not eq or not key.isidentifier():
            raise ValueError(f"a bot option is KEY=VALUE, not {part[:40]!r}")
        try:
            options.append((key, json.loads(value)))
        except ValueError:
            options.append((key, value))
    return Setting(level.lower(), tuple(options), commit or None)


class RemoteBot:
    """A bot of another commit: a helper process running that commit's code is handed the
    position and names its move. One helper per worker process and setting, reused."""

    wants_game = True
    _helpers: dict[tuple[str, str], subprocess.Popen] = {}

    def __init__(self, tree: str, game: str, level: str, seed: int, options: dict[str, Any]) -> None:
        key = (tree, json.dumps([game, level, options]))
        proc = self._helpers.get(key)
        if proc is None or proc.poll() is not None:
            env = dict(os.environ, PYTHONPATH=tree)
            proc = subprocess.Popen([sys.executable, str(ROOT / "tools" / "sprt_bot.py"), game, level,
                                     json.dumps(options)], cwd=tree, env=env, text=True,
                                    stdin=subprocess.PIPE, stdout=subprocess.PIPE)
            self._helpers[key] = proc
        self.proc = proc
        self.name = level
        self._ask({"op": "new", "seed": seed})

    def _ask(self, msg: dict[str, Any]) -> dict[str, Any]:
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(json.dumps(msg) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the other commit's bot stopped (its error is above)")
        reply = json.loads(line)
        if "error" in reply:
            raise RuntimeError(f"the other commit's bot: {reply['error']}")
        return reply

    def choose_in(self, game, seat: int):
        reply = self._ask({"op": "move", "seat": seat, "position": game.to_position()})
        return game.parse(reply["move"])


def _make(definition, kind: str, seed: int, options: dict[str, Any]):
    tree = options.pop("_tree", None)
    if tree is None:
        return definition.make_bot(kind, seed, **options)
    return RemoteBot(tree, definition.key, kind, seed, options)


def play_job(job: L.Job) -> L.Result:
    return L.play(job, make=_make)


def checkout(commit: str, into: Path) -> str:
    """The commit's files in a folder of their own (``git archive``: no worktree is added)."""
    into.mkdir(parents=True)
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", commit],
                             capture_output=True, check=False)
    if archive.returncode != 0:
        raise ValueError(f"no commit {commit!r}: {archive.stderr.decode(errors='replace').strip()[:200]}")
    tar = into / "tree.tar"
    tar.write_bytes(archive.stdout)
    with tarfile.open(tar) as t:
        t.extractall(into, filter="data")
    tar.unlink()
    return str(into)


def jobs_for(system: L.System, old: Setting, new: Setting, pairs: int, seed: int, max_rounds: int,
             trees: dict[str, str]) -> list[L.Job]:
    line_ups = system.line_ups(2)
    settings = {"old": old, "new": new}
    out = []
    for p in range(pairs):
        labels = line_ups[p % len(line_ups)]
        for names in (("old", "new"), ("new", "old")):
            opts = []
            for n in names:
                s = settings[n]
                extra = (("_tree", trees[s.commit]),) if s.commit else ()
                opts.append(s.options + extra)
            out.append(L.Job(system.key, labels, tuple(settings[n].level for n in names), seed + p, max_rounds,
                             tuple(opts), p, names))
    return out


def new_points(result: L.Result) -> float:
    if result.winner is None:
        return 0.5
    return 1.0 if result.names[result.winner] == "new" else 0.0


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("old", help="[COMMIT@]LEVEL[:KEY=VALUE,...], e.g. hard or main@hard:seconds=0.2")
    ap.add_argument("new")
    ap.add_argument("--game", default="stargate", help="a system: " + ", ".join(L.systems()))
    ap.add_argument("--elo0", type=float, default=0.0, help="H0: NEW is this many Elo better (default 0)")
    ap.add_argument("--elo1", type=float, default=30.0, help="H1: NEW is this many Elo better (default 30)")
    ap.add_argument("--alpha", type=float, default=0.05)
    ap.add_argument("--beta", type=float, default=0.05)
    ap.add_argument("--max-pairs", type=int, default=500, help="stop undecided after this many pairs")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-rounds", type=int, default=100)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args(argv)
    try:
        (system,) = L.systems_named(args.game)
        old, new = parse_setting(args.old), parse_setting(args.new)
        if not (0 < args.alpha < 0.5 and 0 < args.beta < 0.5 and args.elo1 > args.elo0 and args.max_pairs >= 1):
            raise ValueError("alpha and beta lie between 0 and 0.5, elo1 is above elo0, max-pairs at least 1")
        searching = [dict(s.options).get("workers", 1) for s in (old, new)]
        if args.workers > 1 and any(not isinstance(w, int) or w > 1 for w in searching):
            raise ValueError("a bot with workers > 1 needs --workers 1: a game played in a pool's "
                             "process may not start the search's processes")
    except ValueError as exc:
        print(f"sprt: {exc} (a system: {', '.join(L.systems())})", file=sys.stderr)
        return 2
    test = Sprt(args.elo0, args.elo1, args.alpha, args.beta)
    print(json.dumps({"old": old.label(), "new": new.label(), "system": system.key, "elo0": args.elo0,
                      "elo1": args.elo1, "alpha": args.alpha, "beta": args.beta}), flush=True)
    with tempfile.TemporaryDirectory(prefix="sprt-") as tmp:
        trees = {}
        try:
            for s in (old, new):
                if s.commit and s.commit not in trees:
                    trees[s.commit] = checkout(s.commit, Path(tmp) / f"tree{len(trees)}")
        except ValueError as exc:
            print(f"sprt: {exc}", file=sys.stderr)
            return 2
        jobs = jobs_for(system, old, new, args.max_pairs, args.seed, args.max_rounds, trees)
        halves: dict[int, float] = {}
        for r in L.run(jobs, args.workers, play_one=play_job):
            if r.pair not in halves:
                halves[r.pair] = new_points(r)
                continue
            test.add_pair(halves.pop(r.pair) + new_points(r))
            status = test.status()
            print(json.dumps(status), flush=True)
            if status["verdict"]:
                break
    verdict = test.verdict()
    words = {"H1": f"NEW is stronger (by {args.elo1:g} Elo rather than {args.elo0:g})",
             "H0": f"NEW is not stronger by {args.elo1:g} Elo", None: "undecided: the pairs ran out"}
    print(json.dumps({"result": verdict, "meaning": words[verdict]} | test.status()), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
