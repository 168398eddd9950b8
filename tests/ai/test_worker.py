"""The bots' worker process: the same move as in the game's process, cancel, fallback."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.ai.bots import make_bot
from game.ai.worker import BotWorker, RemoteThinking
from game.cli import blunders as suite
from game.core.observation import Observation

POSITIONS = suite.load(Path(__file__).resolve().parents[2] / "bench" / "blunders.json")


@pytest.fixture(scope="module")
def worker() -> Iterator[BotWorker]:
    w = BotWorker()
    yield w
    w.close()


def wait(thinking: RemoteThinking) -> None:
    """Poll as the table does each frame (the answer comes from the other process)."""
    deadline = time.monotonic() + 60
    while not thinking.step(1):
        assert time.monotonic() < deadline, "the worker never answered"
        time.sleep(0.001)


def observations(step: int) -> list[Observation]:
    return [p.observation() for p in POSITIONS[::step]]


def test_the_worker_makes_the_same_decisions(worker: BotWorker) -> None:
    """Same observation, same seed: the same move and the same values as in this process."""
    for i, obs in enumerate(observations(36)):
        for level in ("normal", "hard"):
            remote = worker.think(level, obs, random.Random(i))
            wait(remote)
            assert remote._local is None  # answered by the worker, not by the fallback
            local = make_bot(level).think(obs, random.Random(i))
            while not local.step(250):
                pass
            assert remote.result == local.result
            assert remote.values() == local.values()


def test_a_dropped_decision_is_never_answered(worker: BotWorker) -> None:
    """Dropping a decision cancels it in the worker: the next one is answered, the dropped
    one never (the worker reads its messages between slices of a few milliseconds)."""
    first_bid = next(p for p in POSITIONS if not p.actions)
    obs = first_bid.observation()
    dropped = worker.think("hard", obs, random.Random(1))
    job = dropped.job
    del dropped
    assert job not in worker._waiting
    nxt = worker.think("normal", POSITIONS[40].observation(), random.Random(2))
    wait(nxt)
    assert nxt.result in POSITIONS[40].observation().legal


def test_a_lost_worker_falls_back_to_thinking_here() -> None:
    """A worker that dies mid-game: the waiting decision is made in this process, the same
    move as the worker would have made."""
    w = BotWorker()
    obs = POSITIONS[10].observation()
    thinking = w.think("hard", obs, random.Random(3))
    assert w._process is not None
    w._process.kill()
    w._process.join()
    wait(thinking)
    expected = make_bot("hard").decide(obs, random.Random(3))
    assert thinking.result == expected
    later = w.think("normal", obs, random.Random(4))
    wait(later)
    assert later._local is not None
    w.close()
