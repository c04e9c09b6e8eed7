"""The save soak (`make soak`): kill programs while they autosave, two at a time in one
folder, and check that no game was lost or damaged and no temporary file is left.

Each round starts two writer processes in the same save folder. A writer either starts a
new game or continues the newest one (when the other writer has that game open, it is
refused and opens a copy, as the Load screen offers), then plays with a deterministic
policy, autosaving after every move and reporting each save that returned. The soak
SIGKILLs both writers at random moments, usually in the middle of a write.

At the end every game any writer reported is checked: its file exists, loads, verifies,
holds at least the moves reported, and those moves are exactly the game its seed plays
(so a resumed game went on as if never interrupted). Every backup loads too. Then a new
start-up must leave no temporary file behind.

    python tools/soak.py --kills 220          # figures as text (or --json)
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

VILLAINS = [["gaston", "lady-tremaine"], ["horned-king", "gaston"], ["lady-tremaine", "horned-king", "gaston"]]
MAX_MOVES_PER_GAME = 400


def pick(st, n: int, seed: int):
    """The policy: a fixed function of the position's legal moves, the move number and the
    seed, so a game resumed from its save goes on exactly as it would have."""
    from game.games.villainous import rules

    legal = rules.legal_actions(st)
    return legal[(seed * 1_000_003 + n * 7919) % len(legal)]


def setup_for(seed: int):
    from game.core.match import Seat
    from game.games.villainous import villainous_setup

    villains = VILLAINS[seed % len(VILLAINS)]
    return villainous_setup(list(villains), [Seat("bot", "random") for _ in villains], seed)


# --- the writer (a child process) ---------------------------------------------------


def writer(folder: Path, seed: int, mode: str) -> None:
    from game.core.match import Match
    from game.core.saves import SaveInUse, SaveStore

    store = SaveStore(folder)  # start-up: removes what killed writers left
    print(f"cleaned {store.cleaned}", flush=True)
    while True:
        match = None
        if mode == "continue":
            entry = store.newest()
            if entry is not None:
                try:
                    match = store.open(entry).match
                except SaveInUse:
                    match = store.open_copy(entry).match
                    print(f"copy {store.file_of(match).name}", flush=True)
                except Exception as exc:  # noqa: BLE001 - reported, the soak counts it as damage
                    print(f"refused {entry.file} {type(exc).__name__}: {exc}", flush=True)
        if match is None:
            match = Match(setup_for(seed))
        game_seed = match.setup.seed
        while match.state.winner is None and len(match.moves) < MAX_MOVES_PER_GAME:
            match.apply(pick(match.state, len(match.moves), game_seed))
            path = store.autosave(match)
            print(f"saved {path.name} {len(match.moves)} {game_seed}", flush=True)
        store.release(match)
        mode = "new"
        seed += 7


# --- the soak -------------------------------------------------------------------------


class Child:
    def __init__(self, folder: Path, seed: int, mode: str) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--writer", str(folder), "--seed", str(seed),
             "--mode", mode],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
        self.lines: list[str] = []
        self.first_save = threading.Event()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.append(line.strip())
            if line.startswith("saved"):
                self.first_save.set()

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
        self.reader.join(5)
        self.stderr = self.proc.stderr.read()


def soak(kills: int, folder: Path, seed: int = 1, quiet: bool = False) -> dict:
    rnd = random.Random(seed)
    reported: dict[str, tuple[int, int]] = {}  # file -> (moves, seed)
    copies = refusals = crashed = killed = cleaned = 0
    problems: list[str] = []
    started = time.perf_counter()
    rounds = 0
    while killed < kills:
        rounds += 1
        children = [Child(folder, rnd.randrange(10**6), rnd.choice(["new", "continue", "continue"]))
                    for _ in range(2)]
        for c in children:
            if not c.first_save.wait(60):
                problems.append(f"a writer never saved: {c.proc.poll()} {c.proc.stderr.read()[-500:]}")
        time.sleep(rnd.uniform(0.02, 0.5))
        for c in children:
            time.sleep(rnd.uniform(0, 0.05))
            if c.proc.poll() is not None:
                crashed += 1
                problems.append(f"a writer died by itself: {c.proc.stderr.read()[-800:]}")
                continue
            c.kill()
            killed += 1
            for line in c.lines:
                parts = line.split()
                if parts[0] == "saved":
                    name, n, s = parts[1], int(parts[2]), int(parts[3])
                    if n >= reported.get(name, (0, 0))[0]:
                        reported[name] = (n, s)
                elif parts[0] == "copy":
                    copies += 1
                elif parts[0] == "cleaned":
                    cleaned += int(parts[1])
                elif parts[0] == "refused":
                    refusals += 1
                    problems.append(line)
        if not quiet and rounds % 20 == 0:
            print(f"  {killed} kills, {len(reported)} games", file=sys.stderr)
    elapsed = time.perf_counter() - started
    temps_left = sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if ".tmp-" in p.name)
    lost, damaged, wrong = verify(folder, reported, problems)
    from game.core.saves import SaveStore

    store = SaveStore(folder)  # a new start-up
    temps_after = sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if ".tmp-" in p.name)
    files = sorted(folder.glob("*.json"))
    backups = sorted((folder / ".backups").glob("*.json.*")) if (folder / ".backups").is_dir() else []
    return {
        "kills": killed,
        "rounds_of_two_concurrent_writers": rounds,
        "games_reported": len(reported),
        "save_files": len(files),
        "backups_checked": len(backups),
        "copies_opened_because_in_use": copies,
        "games_lost": lost,
        "games_damaged": damaged,
        "games_not_replaying_identically": wrong,
        "writer_refusals": refusals,
        "writers_died_by_themselves": crashed,
        "temp_files_removed_by_writers_starting_up": cleaned,
        "temp_files_left_by_the_last_kills": len(temps_left),
        "temp_files_removed_at_the_final_start_up": store.cleaned,
        "temp_files_after_start_up": len(temps_after),
        "seconds": round(elapsed, 1),
        "problems": problems[:10],
    }


def verify(folder: Path, reported: dict[str, tuple[int, int]], problems: list[str]) -> tuple[int, int, int]:
    from game.core.match import Match
    from game.core.saves import SaveError, load_file
    from game.games.villainous.actions import format_action

    lost = damaged = wrong = 0
    for name, (n, seed) in sorted(reported.items()):
        path = folder / name
        if not path.exists():
            lost += 1
            problems.append(f"lost: {name}")
            continue
        try:
            loaded = load_file(path)
        except SaveError as exc:
            damaged += 1
            problems.append(f"damaged: {exc}")
            continue
        if not loaded.verified or len(loaded.match.moves) < n:
            damaged += 1
            problems.append(f"damaged: {name}: {len(loaded.match.moves)} moves < {n} reported, "
                            f"verified={loaded.verified}")
            continue
        ref = Match(setup_for(seed))
        for i, text in enumerate(loaded.match.moves):
            expected = format_action(ref.state, pick(ref.state, i, seed))
            if text != expected:
                wrong += 1
                problems.append(f"replays differently: {name} move {i + 1}: {text!r} != {expected!r}")
                break
            ref.apply(text)
    for backup in sorted((folder / ".backups").glob("*.json.*")) if (folder / ".backups").is_dir() else []:
        if ".tmp-" in backup.name:
            continue
        try:
            load_file(backup)
        except SaveError as exc:
            damaged += 1
            problems.append(f"damaged backup: {exc}")
    for path in sorted(folder.glob("*.json")):
        if path.name not in reported:
            try:
                load_file(path)
            except SaveError as exc:
                damaged += 1
                problems.append(f"damaged unreported file: {exc}")
    return lost, damaged, wrong


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kills", type=int, default=220)
    ap.add_argument("--folder", default=None, help="the save folder (default: a new temporary one)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--writer", default=None, help=argparse.SUPPRESS)
    ap.add_argument("--mode", default="new", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.writer:
        writer(Path(args.writer), args.seed, args.mode)
        return 0
    if os.name != "posix":
        print("the soak needs SIGKILL (Linux or macOS)", file=sys.stderr)
        return 2
    folder = Path(args.folder) if args.folder else Path(tempfile.mkdtemp(prefix="villainous-soak-"))
    folder.mkdir(parents=True, exist_ok=True)
    result = soak(args.kills, folder, args.seed, quiet=args.json)
    result["folder"] = str(folder)
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        for k, v in result.items():
            print(f"{k}: {v}")
    bad = (result["games_lost"] or result["games_damaged"] or result["games_not_replaying_identically"]
           or result["temp_files_after_start_up"] or result["writers_died_by_themselves"]
           or result["writer_refusals"])
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
