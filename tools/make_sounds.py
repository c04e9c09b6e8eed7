"""Synthesise the table's sound effects into assets/sounds/ (so they are ours, and small).

    python tools/make_sounds.py          # writes play, draw, gain, vanquish, fate, win .wav

Each effect is a few sine partials and some seeded noise under an envelope, mono, 22 050 Hz,
16-bit: the same files every run. Nothing is sampled from anywhere.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def _env(t: float, length: float, attack: float = 0.005, power: float = 2.0) -> float:
    if t < attack:
        return t / attack
    return max(0.0, 1 - (t - attack) / max(1e-6, length - attack)) ** power


def _tone(samples: list[float], start: float, length: float, hz: float, volume: float, power: float = 2.0,
          glide: float = 0.0) -> None:
    """Add a sine from ``start`` for ``length`` seconds (``glide``: Hz per second)."""
    first = int(start * RATE)
    phase = 0.0
    for i in range(int(length * RATE)):
        t = i / RATE
        phase += 2 * math.pi * (hz + glide * t) / RATE
        k = first + i
        if k < len(samples):
            samples[k] += volume * _env(t, length, power=power) * math.sin(phase)


def _noise(samples: list[float], start: float, length: float, volume: float, smooth: float, seed: int,
           power: float = 2.0, sweep: float = 0.0) -> None:
    """Add filtered noise: ``smooth`` near 1 is dull, near 0 is hiss; ``sweep`` brightens it over time."""
    rnd = random.Random(seed)
    first = int(start * RATE)
    last = 0.0
    for i in range(int(length * RATE)):
        t = i / RATE
        a = min(0.98, max(0.0, smooth - sweep * t))
        last = a * last + (1 - a) * rnd.uniform(-1, 1)
        k = first + i
        if k < len(samples):
            samples[k] += volume * _env(t, length, power=power) * last


def play() -> list[float]:  # a card laid on the table: a soft slap
    s = [0.0] * int(0.16 * RATE)
    _noise(s, 0, 0.12, 0.9, 0.6, seed=1, power=3)
    _tone(s, 0, 0.08, 140, 0.35, power=3)
    return s


def draw() -> list[float]:  # a card slid off the deck: a short rising swish
    s = [0.0] * int(0.2 * RATE)
    _noise(s, 0, 0.18, 0.7, 0.9, seed=2, power=1.5, sweep=3.0)
    return s


def gain() -> list[float]:  # Power taken: two small coins
    s = [0.0] * int(0.3 * RATE)
    for k, at in enumerate((0.0, 0.09)):
        _tone(s, at, 0.16, 2100 + 300 * k, 0.22, power=4)
        _tone(s, at, 0.16, 3150 + 420 * k, 0.12, power=5)
    return s


def vanquish() -> list[float]:  # a Hero defeated: a low blow and a clash
    s = [0.0] * int(0.45 * RATE)
    _tone(s, 0, 0.3, 95, 0.6, power=2, glide=-80)
    _noise(s, 0, 0.4, 0.5, 0.3, seed=3, power=3)
    _tone(s, 0.01, 0.25, 1250, 0.1, power=4)
    return s


def fate() -> list[float]:  # Fate revealed: a rising shimmer
    s = [0.0] * int(0.6 * RATE)
    for k, hz in enumerate((523.25, 659.25, 783.99, 1046.5)):
        _tone(s, k * 0.07, 0.4, hz, 0.16, power=2)
        _tone(s, k * 0.07, 0.4, hz * 2.01, 0.04, power=3)
    return s


def win() -> list[float]:  # the game won: a short fanfare
    s = [0.0] * int(1.0 * RATE)
    for at, hz, length in ((0.0, 392.0, 0.18), (0.16, 523.25, 0.18), (0.32, 659.25, 0.18), (0.48, 783.99, 0.5)):
        _tone(s, at, length, hz, 0.22, power=1.5)
        _tone(s, at, length, hz * 2, 0.07, power=2)
        _tone(s, at, length, hz * 1.5, 0.05, power=2)
    return s


EFFECTS = {"play": play, "draw": draw, "gain": gain, "vanquish": vanquish, "fate": fate, "win": win}


def write(path: Path, samples: list[float]) -> None:
    peak = max(1e-6, max(abs(v) for v in samples))
    scale = 0.8 * 32767 / peak
    frames = b"".join(struct.pack("<h", int(max(-32767, min(32767, v * scale)))) for v in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, make in EFFECTS.items():
        write(args.out / f"{name}.wav", make())
    print(f"{len(EFFECTS)} sounds written to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
