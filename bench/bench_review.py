"""How long the review of a round takes to analyse, and how long its frames are meanwhile (a
benchmark: it prints, it asserts nothing).

    python -m bench.bench_review [--rounds 8] [--people 1] [--no-worker]

Each run plays a 4-player classic game with the Easy bots up to the end of its 10-card round,
then opens that round's review screen headless (the dummy video driver) and runs frames of
1/60 s until the analysis of every decision of the ``--people`` first seats is done: the
coach's Hard search with its shipped budget, in the bots' worker process (as in the game)
unless ``--no-worker``, and the endgame proofs a slice of nodes per frame. Printed: the
seconds to analyse each round (p50, p95, max) and the frame times while it runs (update +
draw; p50, p95, max), the screen's first frame apart (it scales the card images).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--people", type=int, default=1, help="seats analysed (1 to 4)")
    parser.add_argument("--no-worker", action="store_true")
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import tempfile

    os.environ["ASCENSEUR_HOME"] = tempfile.mkdtemp(prefix="bench-review-")

    from game.ai.bots import make_bot
    from game.core.observation import observe
    from game.core.presets import CLASSIC
    from game.core.records import record_from_state
    from game.core.state import GameState
    from game.platform.settings import Settings
    from game.scenes.review import ReviewScene
    from game.scenes.screens import new_app

    app = new_app(Settings(language="en", animation_speed="normal"))
    easy = make_bot("easy")
    totals: list[float] = []
    frames: list[float] = []
    openings: list[float] = []
    for n in range(args.rounds):
        state = GameState.new(CLASSIC, 4, seed=1000 + n)
        rng = random.Random(n)
        actions: list[str] = []
        target = next(i for i, size in enumerate(state.schedule() or []) if size == 10)
        while len(state.history) <= target:
            seat = state.to_move
            obs = observe(state, seat)
            action = easy.decide(obs, random.Random(f"{n}/{len(actions)}"))
            if seat == 0 and rng.random() < 0.3:
                action = rng.choice(state.legal_actions())  # a person's slips
            state.apply(action)
            actions.append(str(action))
        record = record_from_state(state, ["A", "B", "C", "D"], actions)
        scene = ReviewScene(
            app, record, target, people=list(range(args.people)), worker=not args.no_worker
        )
        app.push(scene)
        start = time.perf_counter()
        first = True
        while not scene.analysis.done:
            t0 = time.perf_counter()
            app.step(1 / 60, [])
            # The screen's first frame scales the card images for its size: counted apart.
            (openings if first else frames).append(time.perf_counter() - t0)
            first = False
        totals.append(time.perf_counter() - start)
        decisions = len(scene.review.decisions())
        print(f"round {n + 1}: {decisions} decisions analysed in {totals[-1]:.2f} s", flush=True)
        app.pop()

    def q(values: list[float], p: float) -> float:
        ordered = sorted(values)
        return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]

    print(
        f"analysis of a 10-card round, {args.people} seat(s), "
        f"{'in-process' if args.no_worker else 'worker'}: "
        f"p50 {statistics.median(totals):.2f} s, p95 {q(totals, 0.95):.2f} s, "
        f"max {max(totals):.2f} s ({len(totals)} rounds)"
    )
    print(
        f"frames while it runs: p50 {q(frames, 0.5) * 1000:.1f} ms, "
        f"p95 {q(frames, 0.95) * 1000:.1f} ms, max {max(frames) * 1000:.1f} ms "
        f"({len(frames)} frames); the screen's first frame: "
        f"max {max(openings) * 1000:.0f} ms"
    )
    app.shutdown()


if __name__ == "__main__":
    main()
