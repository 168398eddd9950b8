"""Synthesise the game's sound effects into ``assets/sounds/*.wav`` (pure Python: math, random,
wave; no recording is copied).

    .venv/bin/python tools/make_sounds.py

Every sound is mono, 16-bit, 44.1 kHz and short. Noise comes from seeded generators, so running
the tool twice writes the same bytes.
"""

from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.assets import SOUNDS  # noqa: E402

RATE = 44100
OUT = ROOT / "assets" / "sounds"

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def lowpass(sig: Signal, cutoff: float | Callable[[float], float]) -> Signal:
    """One-pole low-pass; ``cutoff`` in Hz, or a function of time for a sweep."""
    out, y = [], 0.0
    for i, x in enumerate(sig):
        fc = cutoff(i / RATE) if callable(cutoff) else cutoff
        a = 1.0 - math.exp(-2.0 * math.pi * fc / RATE)
        y += a * (x - y)
        out.append(y)
    return out


def highpass(sig: Signal, cutoff: float) -> Signal:
    low = lowpass(sig, cutoff)
    return [x - lo for x, lo in zip(sig, low, strict=True)]


def bandpass(sig: Signal, low: float, high: float) -> Signal:
    return highpass(lowpass(sig, high), low)


def envelope(sig: Signal, attack: float, decay: float, hold: float = 0.0) -> Signal:
    """Linear attack, optional hold, then exponential decay (time constant ``decay``)."""
    out = []
    for i, x in enumerate(sig):
        t = i / RATE
        if t < attack:
            g = t / attack
        elif t < attack + hold:
            g = 1.0
        else:
            g = math.exp(-(t - attack - hold) / decay)
        out.append(x * g)
    return out


def tone(
    freq: float, seconds: float, partials: tuple[tuple[float, float], ...] = ((1, 1),)
) -> Signal:
    """A sum of sine partials (ratio, amplitude) at ``freq``."""
    n = int(seconds * RATE)
    return [
        sum(a * math.sin(2 * math.pi * freq * r * i / RATE) for r, a in partials) for i in range(n)
    ]


def mix(*parts: tuple[float, Signal, float]) -> Signal:
    """Sum signals, each ``(start seconds, signal, gain)``."""
    length = max(int(start * RATE) + len(sig) for start, sig, _ in parts)
    out = [0.0] * length
    for start, sig, gain in parts:
        o = int(start * RATE)
        for i, x in enumerate(sig):
            out[o + i] += x * gain
    return out


def finish(sig: Signal, peak: float) -> Signal:
    """Normalise to ``peak`` and fade the last 6 ms out (no click at the end)."""
    top = max(abs(x) for x in sig) or 1.0
    out = [x * peak / top for x in sig]
    fade = min(len(out), int(0.006 * RATE))
    for i in range(fade):
        out[len(out) - 1 - i] *= i / fade
    return out


# ------------------------------------------------------------------------------------------------
# The sounds


def card_swish(rng: random.Random, seconds: float, bright: float) -> Signal:
    """A card sliding: band-passed noise whose brightness falls as it slows."""
    sig = noise(seconds, rng)
    sig = lowpass(sig, lambda t: bright * (1.0 - 0.7 * t / seconds) + 300)
    sig = highpass(sig, 500)
    return envelope(sig, 0.006, seconds / 4)


def tap(rng: random.Random, body: float = 170.0) -> Signal:
    """A card landing on the cloth: a soft noise burst with a low body."""
    burst = envelope(bandpass(noise(0.05, rng), 600, 5000), 0.001, 0.008)
    thump = envelope(tone(body, 0.06), 0.002, 0.018)
    return mix((0, burst, 1.0), (0, thump, 0.6))


def make_deal(rng: random.Random) -> Signal:
    return finish(mix((0, card_swish(rng, 0.09, 5000), 0.8), (0.075, tap(rng), 0.7)), 0.7)


def make_card_played(rng: random.Random) -> Signal:
    swish = card_swish(rng, 0.05, 6500)
    return finish(mix((0, swish, 0.5), (0.035, tap(rng, 150), 1.0)), 0.8)


def make_shuffle(rng: random.Random) -> Signal:
    """A riffle: dozens of little clicks, quick in the middle, over a soft rustle, then the
    bridge (the cards slide back together)."""
    parts: list[tuple[float, Signal, float]] = []
    t = 0.02
    while t < 0.5:
        click = envelope(highpass(noise(0.012, rng), 1800), 0.0005, 0.0025)
        parts.append((t, click, rng.uniform(0.45, 1.0)))
        # Clicks come faster in the middle of the riffle.
        t += 0.006 + 0.012 * (abs(t - 0.26) / 0.26) + rng.uniform(0, 0.004)
    rustle = envelope(bandpass(noise(0.52, rng), 900, 6000), 0.05, 0.25)
    bridge = card_swish(rng, 0.18, 4200)
    parts += [(0.0, rustle, 0.12), (0.52, bridge, 0.6), (0.66, tap(rng, 140), 0.5)]
    return finish(mix(*parts), 0.7)


def make_trick_won(rng: random.Random) -> Signal:
    """The trick gathered: a few cards sliding over each other to the winner."""
    parts = [(i * 0.045, card_swish(rng, 0.14, 3800 + 500 * i), 1.0 - 0.15 * i) for i in range(4)]
    parts.append((0.3, tap(rng, 130), 0.6))
    return finish(mix(*parts), 0.6)


BELL = ((1.0, 1.0), (2.0, 0.32), (3.0, 0.12), (4.16, 0.06))


def bell(freq: float, seconds: float, decay: float) -> Signal:
    return envelope(tone(freq, seconds, BELL), 0.004, decay)


def make_contract_made(rng: random.Random) -> Signal:
    """A bright rising arpeggio (C E G C), each note a soft bell."""
    notes = (523.25, 659.25, 783.99, 1046.5)
    parts = [(i * 0.09, bell(f, 1.3 - i * 0.09, 0.3 + 0.05 * i), 1.0) for i, f in enumerate(notes)]
    return finish(mix(*parts), 0.65)


def make_contract_missed(rng: random.Random) -> Signal:
    """A soft low falling third, rounded (sine, slow attack): disappointing, never harsh."""
    soft = ((1.0, 1.0), (2.0, 0.18), (3.0, 0.04))
    first = envelope(tone(233.08, 0.45, soft), 0.03, 0.16, hold=0.05)
    second = envelope(tone(196.0, 0.7, soft), 0.03, 0.22, hold=0.08)
    return finish(mix((0, first, 0.9), (0.24, second, 1.0)), 0.5)


def make_click(rng: random.Random) -> Signal:
    blip = envelope(tone(1700, 0.035, ((1, 1), (2.1, 0.2))), 0.0008, 0.006)
    tick = envelope(highpass(noise(0.01, rng), 3000), 0.0003, 0.0015)
    return finish(mix((0, blip, 1.0), (0, tick, 0.4)), 0.45)


MAKERS: dict[str, Callable[[random.Random], Signal]] = {
    "shuffle": make_shuffle,
    "deal": make_deal,
    "card_played": make_card_played,
    "trick_won": make_trick_won,
    "contract_made": make_contract_made,
    "contract_missed": make_contract_missed,
    "click": make_click,
}


def write_wav(path: Path, sig: Signal) -> None:
    samples = array("h", (max(-32767, min(32767, round(x * 32767))) for x in sig))
    if sys.byteorder == "big":
        samples.byteswap()
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(samples.tobytes())


def main() -> int:
    assert set(MAKERS) == set(SOUNDS), "every sound of game.assets.SOUNDS needs a maker"
    OUT.mkdir(parents=True, exist_ok=True)
    total = 0
    for seed, name in enumerate(SOUNDS):
        sig = MAKERS[name](random.Random(1000 + seed))
        path = OUT / f"{name}.wav"
        write_wav(path, sig)
        total += path.stat().st_size
        print(f"{path.name:22} {len(sig) / RATE:5.2f} s  {path.stat().st_size / 1000:6.1f} kB")
    print(f"total {total / 1000:.1f} kB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
