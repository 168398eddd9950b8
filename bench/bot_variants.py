"""Variants of the Hard bot on the same deals, for tuning (a benchmark, not a test: it prints).

    python bench/bot_variants.py run VARIANT [--deals 100] [--first 50] [--seats ...]
    python bench/bot_variants.py pair A.json B.json

``run`` plays the arena's duplicate format (every deal replayed with the line-up rotated)
with the 'hard' entries built from a *variant*: comma-separated overrides of the shipped Hard
bot, for example ``tree=0`` (flat Monte Carlo for the cards), ``prior=0.001`` (every opponent
judged erratic before any evidence), ``playouts=4000``, ``pool=300``, ``explore=1.2``.
``shipped`` is the shipped bot. Deals ``first … first+deals-1`` of ``--seed`` are played, so
variants compare on the same cards, and the report (the arena's text) is printed and saved
as JSON in ``--out``.

``pair`` compares two saved runs deal by deal: the second's mean result per round of its
'hard' entries minus the first's, on the deals both played, with a 95% confidence interval.
Results in ``docs/BOTS.md``.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game.arena as arena
from game.ai import bots, opponents

#: Variant keys and how each one changes the Hard bot.
KEYS = ("tree", "prior", "playouts", "pool", "explore", "min_worlds", "noise")


def apply_variant(variant: str) -> None:
    """Change the Hard bot of this process as ``variant`` says."""
    if variant == "shipped":
        return
    changes: dict[str, Any] = {}
    for part in variant.split(","):
        key, _, value = part.partition("=")
        if key not in KEYS or not value:
            raise SystemExit(f"bad variant part '{part}': use key=value with a key of {KEYS}")
        if key == "prior":
            opponents.PRIOR_PURPOSEFUL = float(value)
        elif key == "tree":
            changes["tree"] = value not in ("0", "false", "no")
        elif key in ("playouts", "pool", "min_worlds"):
            changes[key] = int(value)
        else:
            changes[key] = float(value)
    bots.HARD_CONFIG = replace(bots.HARD_CONFIG, **changes)


def _play(spec: arena.ArenaSpec, deal: int, variant: str) -> arena.DealOutcome:
    apply_variant(variant)
    return arena.play_deal(spec, deal)


def run(args: argparse.Namespace) -> int:
    """Play the deals with the variant and print and save the report."""
    apply_variant(args.variant)  # refuse a bad variant before starting workers
    seats = tuple(args.seats.split(","))
    sizes = tuple(int(s) for s in args.sizes.split(",")) if args.sizes else ()
    spec = arena.ArenaSpec(args.preset, len(seats), seats, sizes, args.seed)
    deals = range(args.first, args.first + args.deals)
    start = time.perf_counter()
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=args.workers, mp_context=context) as pool:
        outcomes = list(pool.map(_play, [spec] * len(deals), deals, [args.variant] * len(deals)))
    report = arena.summarize(spec, outcomes, time.perf_counter() - start)
    print(f"variant: {args.variant}; deals {deals.start}-{deals.stop - 1}")
    print(arena.report_text(report))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    name = f"{args.variant.replace(',', '_').replace('=', '')}_{args.preset}_s{args.seed}"
    path = out / f"{name}_{deals.start}-{deals.stop - 1}.json"
    path.write_text(json.dumps(arena.report_data(report)))
    print(f"saved {path}")
    return 0


def hard_by_deal(path: str) -> dict[int, tuple[float, float]]:
    """Per deal: the 'hard' entries' mean result per round and exact share."""
    data = json.loads(Path(path).read_text())
    seats = data["seats"]
    lives = data["lives"]
    out = {}
    for deal in data["deal_results"]:
        results, exact = [], []
        for game in deal["games"]:
            for seat, entry in enumerate(game["entry_at_seat"]):
                if seats[entry] == "hard":
                    per_round = game["points"][seat] / game["rounds"][seat]
                    results.append(-per_round if lives else per_round)
                    exact.append(game["exact"][seat] / game["rounds"][seat])
        out[deal["deal"]] = (statistics.fmean(results), statistics.fmean(exact))
    return out


def pair(args: argparse.Namespace) -> int:
    """Print the second run's 'hard' result minus the first's, deal by deal."""
    a, b = hard_by_deal(args.first_run), hard_by_deal(args.second_run)
    common = sorted(set(a) & set(b))
    if len(common) < 2:
        raise SystemExit("the two runs share fewer than two deals")
    gaps = [b[d][0] - a[d][0] for d in common]
    half = 1.96 * statistics.stdev(gaps) / math.sqrt(len(gaps))
    print(
        f"{len(common)} deals: second - first = {statistics.fmean(gaps):+.2f} ± {half:.2f} "
        f"per round; exact {statistics.fmean(a[d][1] for d in common):.1%} -> "
        f"{statistics.fmean(b[d][1] for d in common):.1%}"
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run", help="play deals with a variant of the Hard bot")
    r.add_argument("variant")
    r.add_argument("--preset", default="classic")
    r.add_argument("--seats", default="hard,random,random,random")
    r.add_argument("--sizes", default="10")
    r.add_argument("--seed", type=int, default=1)
    r.add_argument("--deals", type=int, default=100)
    r.add_argument("--first", type=int, default=0)
    r.add_argument("--workers", type=int, default=2)
    r.add_argument("--out", default="bench/out")
    p = sub.add_parser("pair", help="compare two saved runs on their common deals")
    p.add_argument("first_run")
    p.add_argument("second_run")
    args = parser.parse_args(argv)
    return run(args) if args.command == "run" else pair(args)


if __name__ == "__main__":
    raise SystemExit(main())
