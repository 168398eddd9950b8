"""What the score keeper and the statistics cost as they grow (a benchmark: it prints).

    python -m bench.bench_files [--games 500] [--runs 5]

* **Score keeper**: every entry replays the whole evening through the engine and saves the
  file (so a correction anywhere is exact). Timed: one bid entered at the last round of a
  whole ``classic`` evening at 4 players (every round done), and an edit of the first round
  (everything after recomputed).
* **Statistics**: the file holds every round of every finished game. Timed: counting one more
  game into a file of ``--games`` games (read, dedupe, atomic write), loading that file, and
  the summary plus chart data the statistics screen computes for one player.

The games are played by random legal moves from fixed seeds, in a temporary folder.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from game.core.presets import CLASSIC
from game.core.records import GameRecord, record_from_state
from game.core.state import GameState
from game.play import statistics as stats
from game.play.keeper import KeeperGame


def timed(fn: Callable[[], object], runs: int) -> tuple[float, float]:
    """Best and median seconds of ``runs`` calls."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times), statistics.median(times)


def random_game(seed: int) -> GameRecord:
    """A whole classic game at 4 players by random legal moves."""
    rng = random.Random(seed)
    state = GameState.new(CLASSIC, 4, seed=seed, first_dealer=seed % 4)
    actions = []
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        actions.append(action)
        state.apply(action)
    return record_from_state(state, ["Léa", "Tom", "Chloé", "Hugo"], actions)


def keeper_evening(folder: Path) -> KeeperGame:
    """A whole classic evening entered in the keeper, but the last round's last bid."""
    game = KeeperGame.create(CLASSIC, ["Léa", "Tom", "Chloé", "Hugo"], 0, folder)
    rng = random.Random(1)
    while True:
        st = game.state
        for seat in st.bid_order:
            legal = [n for n in range(st.hand_size + 1) if game.bid_problem(seat, n) is None]
            if game.state.round_index == st.round_count() - 1 and seat == st.bid_order[-1]:
                return game
            game.set_bid(seat, rng.choice(legal))
        tricks = [0] * 4
        for _ in range(st.hand_size):
            tricks[rng.randrange(4)] += 1
        game.enter_tricks(tricks)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    print(f"CPython {platform.python_version()} on {platform.machine()}, {platform.system()}")
    with tempfile.TemporaryDirectory(prefix="ascenseur-bench-") as tmp:
        folder = Path(tmp)
        game = keeper_evening(folder / "keeper")
        st = game.state
        seat = st.bid_order[-1]
        bid = next(n for n in range(st.hand_size + 1) if game.bid_problem(seat, n) is None)
        print(f"keeper: classic, 4 players, {len(game.rounds)} rounds entered")

        def last_bid() -> None:
            game.set_bid(seat, bid)
            game.undo()

        best, med = timed(last_bid, args.runs)
        print(
            f"  one bid at the last round (+ its undo): best {best * 1000:.1f} ms, "
            f"median {med * 1000:.1f} ms"
        )
        first = game.rounds[0]

        def edit_first() -> None:
            assert first.tricks is not None
            game.edit_round(0, list(first.bids), list(first.tricks))

        best, med = timed(edit_first, args.runs)
        print(
            f"  correcting round 1 (all recomputed): best {best * 1000:.1f} ms, "
            f"median {med * 1000:.1f} ms"
        )

        records = [random_game(seed) for seed in range(args.games + args.runs)]
        kinds = ["human", "easy", "normal", "hard"]
        sfolder = folder / "stats"
        for rec in records[: args.games]:
            stats.record_game(rec, kinds, sfolder)
        extra = iter(records[args.games :])
        size = stats.stats_path(sfolder).stat().st_size
        print(f"statistics: {args.games} games of classic (4 players), file {size / 1e6:.1f} MB")
        best, med = timed(lambda: stats.record_game(next(extra), kinds, sfolder), args.runs)
        print(f"  counting one more game: best {best * 1000:.0f} ms, median {med * 1000:.0f} ms")
        best, med = timed(lambda: stats.load_stats(sfolder), args.runs)
        print(f"  loading the file: best {best * 1000:.0f} ms, median {med * 1000:.0f} ms")
        loaded = stats.load_stats(sfolder).stats
        key = stats.rule_sets(loaded)[0].key

        def summary() -> None:
            stats.summarize(stats.select(loaded, key, None, "Léa"))

        best, med = timed(summary, args.runs)
        print(
            f"  figures and charts for one player: best {best * 1000:.1f} ms, "
            f"median {med * 1000:.1f} ms"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
