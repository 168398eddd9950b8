"""The blunder suite (a benchmark, not a test: it prints).

    python -m bench.blunders --level hard [--json] [--workers 2] [--no-proofs]
    python -m bench.blunders --check [--sample 50]
    python -m bench.blunders --generate [--seeds 6]

``--level`` lets a fresh bot of that level decide every stored position of
``bench/blunders.json`` (seeded by the position's index) and counts the decisions that are
proved worse than another action in every world the seat cannot tell apart; ``--json`` prints
``{"level", "positions", "blunders", "by_kind", "list"}``, else a table and each blunder;
``--no-proofs`` judges the Normal or Hard search alone, without the proofs that guard it.
``--check`` proves the stored positions again (all, or an evenly spaced sample) and fails if a
proof differs. ``--generate`` rebuilds the file from seeded games of Easy and Normal bots over
every preset and player count (see :mod:`game.cli.blunders`). Figures in ``docs/BOTS.md``.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from game.cli import blunders as suite
from game.core.presets import PRESETS

SUITE = Path(__file__).resolve().parent / "blunders.json"

#: The seat levels of the generating games, by seed: mostly Easy (quick, and its slips lead
#: to positions a careful player would avoid), some Normal.
LEVELS = [["easy"], ["easy"], ["normal", "easy"]]


def _judge_chunk(args: tuple[str, str, list[int], bool]) -> list[suite.Verdict]:
    path, level, indices, proofs = args
    return suite.judge(suite.load(Path(path)), level, indices, proofs)


def evaluate(level: str, workers: int, as_json: bool, path: Path, proofs: bool) -> int:
    positions = suite.load(path)
    indices = list(range(len(positions)))
    start = time.perf_counter()
    if workers > 1:
        chunks = [(str(path), level, indices[w::workers], proofs) for w in range(workers)]
        with ProcessPoolExecutor(workers) as pool:
            verdicts = [v for part in pool.map(_judge_chunk, chunks) for v in part]
        verdicts.sort(key=lambda v: v.index)
    else:
        verdicts = suite.judge(positions, level, proofs=proofs)
    seconds = time.perf_counter() - start
    rep = suite.report(level, positions, verdicts)
    if as_json:
        print(json.dumps(rep, indent=1))
        return 0
    print(f"{level}: {rep['blunders']} blunders in {rep['positions']} positions ({seconds:.0f} s)")
    by_kind = rep["by_kind"]
    assert isinstance(by_kind, dict)
    for kind, cell in by_kind.items():
        print(f"  {kind:18} {cell['blunders']:4} / {cell['positions']}")
    for b in rep["list"]:  # type: ignore[attr-defined]
        print(
            f"  #{b['index']} {b['position']} ({b['kind']}): played {b['played']}, good {b['good']}"
        )
    return 0


def check(sample: int | None, path: Path) -> int:
    positions = suite.load(path)
    n = len(positions)
    indices = range(n) if not sample or sample >= n else [i * n // sample for i in range(sample)]
    bad = 0
    for i in indices:
        if not suite.proof_matches(positions[i], suite.reprove(positions[i])):
            bad += 1
            print(f"  #{i} {positions[i].label()}: the proof differs")
    print(f"{len(indices)} positions re-proved, {bad} differ")
    return 1 if bad else 0


def _setup(args: tuple[str, int, int]) -> list[suite.Position]:
    preset, players, seeds = args
    return suite.generate_setup(preset, players, seeds, LEVELS)


def generate(seeds: int, workers: int, path: Path) -> int:
    setups = [
        (name, players, seeds)
        for name, rules in PRESETS.items()
        for players in range(rules.min_players, rules.max_players + 1)
    ]
    start = time.perf_counter()
    found: list[suite.Position] = []
    with ProcessPoolExecutor(workers) as pool:
        for (name, players, _), part in zip(setups, pool.map(_setup, setups), strict=True):
            found.extend(part)
            took = time.perf_counter() - start
            print(f"{name} {players}p: {len(part)} positions ({took:.0f} s)", flush=True)
    suite.save(found, path)
    kinds = Counter(p.kind for p in found)
    print(f"{len(found)} positions written to {path}: {dict(kinds)}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--level", help="judge this bot level (random, easy, normal, hard)")
    ap.add_argument("--json", action="store_true", help="print the summary as JSON")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument(
        "--no-proofs", action="store_true", help="judge a search bot without its proofs"
    )
    ap.add_argument("--check", action="store_true", help="prove the stored positions again")
    ap.add_argument("--sample", type=int, default=None, help="with --check: this many positions")
    ap.add_argument("--generate", action="store_true", help="rebuild the stored positions")
    ap.add_argument("--seeds", type=int, default=6, help="with --generate: games per set-up")
    ap.add_argument("--file", type=Path, default=SUITE)
    args = ap.parse_args(argv)
    if args.generate:
        return generate(args.seeds, args.workers, args.file)
    if args.check:
        return check(args.sample, args.file)
    if args.level:
        return evaluate(args.level, args.workers, args.json, args.file, not args.no_proofs)
    ap.error("say --level LEVEL, --check or --generate")
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
