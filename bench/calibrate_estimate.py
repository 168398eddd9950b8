"""Fit the hand estimate to the tricks hands really take, and write the fit as data.

    python -m bench.calibrate_estimate [--deals 3000] [--passes 3] [--check]

``game/ai/estimate.py`` rates each card's chance of taking a trick from the hand alone. That
rating ignores who leads and which suit is led, so it runs high in small hands (a lone
middle card is rated about 0.7 of a trick in a 1-card round of 4, where a hand takes 0.25 on
average) and low in big ones (0.75 of a trick short at 10 cards, by ``bench/opponent_fit.py``).
This script plays many seeded random rounds for every deck, player count, hand size and trump
case the presets allow, every seat bidding the nearest allowed number to the fitted estimate
(the last bidder under the hook) and playing the rollout policy towards it with a little
noise, and fits for each case ``tricks = top trumps + a + b_trump * other trumps' ratings +
b_plain * plain cards' ratings`` by least squares (a plain ace is worth less than a trump
king in a 1-card round, whatever their ratings say). Bids steer
the play, so the fit is repeated ``--passes`` times, each pass bidding from the last pass's
fit, until it settles.

The fit is written to ``game/ai/estimate_fit.py`` (generated; the same seed gives the same
file). ``--check`` fits again and exits 1 if the stored file differs (nothing is written).
Results in ``docs/BOTS.md``.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from game.ai import estimate
from game.ai.rollout import play_round
from game.core.cards import SUIT_OF
from game.core.fastround import EXCUSE_22, EXCUSE_ZERO, RoundSim

OUT = Path(__file__).resolve().parent.parent / "game" / "ai" / "estimate_fit.py"
#: Most players of any preset, and the chance of a random card for every seat in the fitting
#: rounds (its own figure, not the opponent model's).
MAX_PLAYERS = 8
NOISE = 0.05

Case = tuple[bool, int, int, bool]
Coefficients = tuple[float, float, float]
Fit = dict[Case, Coefficients]


def cases() -> list[Case]:
    """Every (tarot, players, hand size, trump or Excuse high) the presets can deal."""
    out: list[Case] = []
    for players in range(2, MAX_PLAYERS + 1):
        for size in range(1, 52 // players + 1):
            out.append((False, players, size, True))
            out.append((False, players, size, False))
        for size in range(1, 22 // players + 1):
            out.append((True, players, size, True))
            out.append((True, players, size, False))
    return out


def play_case(case: Case, deals: int) -> Coefficients:
    """The fit of ``case`` over ``deals`` seeded rounds, bids from the estimate as it stands."""
    tarot, players, size, flag = case
    rng = random.Random(f"calibrate/{case}")
    deck = list(range(52, 74)) if tarot else list(range(52))
    rows: list[tuple[float, float, float]] = []
    for _ in range(deals):
        cards = rng.sample(deck, len(deck))
        hands = [sorted(cards[i * size : (i + 1) * size]) for i in range(players)]
        trump: int | None = None
        if not tarot and flag:
            rest = cards[players * size :]
            # The turned-up card names trump; with every card dealt, a random suit.
            trump = SUIT_OF[rest[0]] if rest else rng.randrange(4)
        excuse_high = tarot and flag
        leader = rng.randrange(players)
        order = [(leader + i) % players for i in range(players)]
        bids: list[int | None] = [None] * players
        for i, seat in enumerate(order):
            est = estimate.estimate_tricks(hands[seat], trump, players, tarot, excuse_high)
            allowed = list(range(size + 1))
            if i == players - 1:
                rest_bid = size - sum(x for x in bids if x is not None)
                if 0 <= rest_bid <= size:
                    allowed.remove(rest_bid)
            bids[seat] = min(allowed, key=lambda n, e=est: (abs(n - e), n))
        sim = RoundSim(
            players=players,
            nxt=[(s + 1) % players for s in range(players)],
            trump=trump,
            tarot=tarot,
            excuse_mode=(EXCUSE_22 if excuse_high else EXCUSE_ZERO),
            must_trump=False,
            greedy_when_over=True,
            bids=bids,
            won=[0] * players,
            leader=leader,
            trick=[],
            tricks_left=size,
            active=players,
        )
        won = play_round(sim, [h[:] for h in hands], rng, [NOISE] * players)
        for hand, tricks in zip(hands, won, strict=True):
            top, in_trumps, in_plain = estimate.ratings(hand, trump, players, tarot, excuse_high)
            # The top trumps' tricks are sure: the fit is of the rest.
            rows.append((in_trumps, in_plain, float(tricks - top)))
    return least_squares(rows)


def least_squares(rows: list[tuple[float, float, float]]) -> Coefficients:
    """(a, b1, b2) of ``y = a + b1 x1 + b2 x2`` by least squares over ``rows`` (x1, x2, y); a
    feature that never varies keeps the weight 1 (its mean goes into ``a``)."""
    n = len(rows)
    m1 = sum(r[0] for r in rows) / n
    m2 = sum(r[1] for r in rows) / n
    my = sum(r[2] for r in rows) / n
    s11 = sum((r[0] - m1) ** 2 for r in rows)
    s22 = sum((r[1] - m2) ** 2 for r in rows)
    s12 = sum((r[0] - m1) * (r[1] - m2) for r in rows)
    s1y = sum((r[0] - m1) * (r[2] - my) for r in rows)
    s2y = sum((r[1] - m2) * (r[2] - my) for r in rows)
    tiny = 1e-9 * n
    det = s11 * s22 - s12 * s12
    if s11 > tiny and s22 > tiny and det > tiny * tiny:
        b1 = (s1y * s22 - s2y * s12) / det
        b2 = (s2y * s11 - s1y * s12) / det
    elif s11 > tiny:
        b1, b2 = s1y / s11, 1.0
    elif s22 > tiny:
        b1, b2 = 1.0, s2y / s22
    else:
        b1 = b2 = 1.0
    return round(my - b1 * m1 - b2 * m2, 4), round(b1, 4), round(b2, 4)


def fit_all(deals: int, passes: int) -> Fit:
    """The fit of every case after ``passes`` rounds of bidding from the previous fit."""
    fit: Fit = {}
    for p in range(passes):
        # Each pass bids from the last pass's fit (the first from the raw ratings).
        estimate.FIT = fit
        fit = {case: play_case(case, deals) for case in cases()}
        print(f"pass {p + 1}: {len(fit)} cases", file=sys.stderr)
    return fit


def render(fit: Fit, deals: int, passes: int) -> str:
    """The generated module's text."""
    lines = [
        '"""The hand estimate\'s fit to the tricks hands take: generated by',
        f"``python -m bench.calibrate_estimate --deals {deals} --passes {passes}`` (do not edit).",
        "",
        "``FIT[(tarot, players, hand size, trump or Excuse high)] = (a, b_trump, b_plain)``: a",
        "hand takes about ``top + a + b_trump * t + b_plain * p`` tricks, where ``top``, ``t``",
        "and ``p`` are :func:`game.ai.estimate.ratings`: its top trumps and the summed ratings",
        "of its other trumps and of its plain cards.",
        '"""',
        "",
        "FIT: dict[tuple[bool, int, int, bool], tuple[float, float, float]] = {",
    ]
    for case in sorted(fit):
        lines.append(f"    {case!r}: {fit[case]!r},")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--passes", type=int, default=3)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    text = render(fit_all(args.deals, args.passes), args.deals, args.passes)
    if args.check:
        same = OUT.exists() and OUT.read_text() == text
        print("the stored fit is current" if same else f"{OUT} differs from a fresh fit")
        return 0 if same else 1
    OUT.write_text(text)
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
