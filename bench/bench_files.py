"""What the score keeper, the statistics and the save cost as they grow (a benchmark: it
prints).

    python -m bench.bench_files [--games 500] [--runs 5] [--folder DIR]

* **Score keeper**: every entry replays the whole evening through the engine and saves the
  file (so a correction anywhere is exact). Timed: one bid entered at the last round of a
  whole ``classic`` evening at 4 players (every round done), and an edit of the first round
  (everything after recomputed).
* **Statistics**: the file holds every round of every finished game. Timed: counting one more
  game into a file of ``--games`` games (read, dedupe, atomic write), loading that file, and
  the summary plus chart data the statistics screen computes for one player.

* **The save after every action**: the game in progress is saved after each bid and card.
  Timed: every save of the longest ``classic`` game (3 players, 33 rounds), written durably
  (the file synced before the rename, the folder after: what the game does) and without the
  syncs; per write p50 / p95 / max and the total for the game.

The games are played by random legal moves from fixed seeds, in a temporary folder (in
``--folder`` when given: the syncs cost what that disk makes them cost).
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
from game.platform import files
from game.play import save as saving
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


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0 … 1) of ``values``, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def save_every_action(folder: Path, durable: bool) -> list[float]:
    """Seconds of each save of the longest classic game, saved after every action as the
    table does (``durable``: with the syncs)."""
    rng = random.Random(7)
    state = GameState.new(CLASSIC, 3, seed=7, first_dealer=0)
    names = ["Léa", "Tom", "Chloé"]
    kinds = ["human", "normal", "hard"]
    original = files.write_atomic

    def write(path: Path, text: str) -> None:
        original(path, text, durable=durable)

    setattr(saving, "write_atomic", write)  # noqa: B010 - the save module's own writer
    times = []
    actions = []
    try:
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            actions.append(action)
            state.apply(action)
            record = record_from_state(state, names, actions)
            start = time.perf_counter()
            saving.save_game(record, kinds, folder)
            times.append(time.perf_counter() - start)
    finally:
        setattr(saving, "write_atomic", original)  # noqa: B010
    return times


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
    parser.add_argument("--folder", type=Path, default=None, help="where to write (a disk)")
    args = parser.parse_args(argv)
    print(f"CPython {platform.python_version()} on {platform.machine()}, {platform.system()}")
    with tempfile.TemporaryDirectory(prefix="ascenseur-bench-", dir=args.folder) as tmp:
        folder = Path(tmp)
        for durable in (True, False):
            times = save_every_action(folder / "saves", durable)
            size = (folder / "saves" / saving.SAVE_FILE).stat().st_size
            label = "with fsync (file and folder)" if durable else "without fsync"
            print(
                f"save after every action, {label}: {len(times)} saves of up to "
                f"{size / 1000:.0f} kB; per save p50 {percentile(times, 0.5) * 1000:.2f} ms, "
                f"p95 {percentile(times, 0.95) * 1000:.2f} ms, max {max(times) * 1000:.2f} ms; "
                f"whole game {sum(times):.2f} s"
            )
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
