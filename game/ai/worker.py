"""The bots' thinking in a worker process, on the second core.

At the table a bot thinks a slice per frame on the main thread, a few milliseconds each: the
frame stays short, but a decision takes many frames. A :class:`BotWorker` runs the same
thinking in a process of its own instead, in slices between which it reads its messages, so
the main thread only polls for the answer and a decision takes the wall time of its search.

Nothing about the decision changes: the worker receives the seat's observation and the
decision's ``random.Random`` (its state travels with it), makes the same bot with the same
level and steps it until done; budgets are in playouts and nodes, and a search gives the same
result however it is sliced, so the same seed gives the same move in the worker and in the
main thread. A decision dropped (undo, a new game, leaving the table) is cancelled with a
message the worker reads within one slice. If the worker cannot start or dies, the decision
falls back to thinking in this process, so a game never waits on a missing worker.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import multiprocessing
import os
import random
import weakref
from multiprocessing.connection import Connection
from typing import Any

from ..core.actions import Action
from ..core.observation import Observation
from .bots import Bot, Thinking, make_bot

log = logging.getLogger(__name__)

#: Playouts per slice in the worker, between two reads of its messages (a few milliseconds).
SLICE = 50


def _serve(conn: Connection) -> None:
    """The worker's loop: decisions by id, stepped in turn, answered when done."""
    jobs: dict[int, Thinking] = {}
    while True:
        try:
            if not jobs or conn.poll():
                message = conn.recv()
                kind = message[0]
                if kind == "think":
                    _, job, level, obs, rng = message
                    jobs[job] = make_bot(level).think(obs, rng)
                elif kind == "cancel":
                    jobs.pop(message[1], None)
                elif kind == "stop":
                    return
                continue
            for job, thinking in list(jobs.items()):
                if thinking.step(SLICE):
                    conn.send(("done", job, thinking.result, thinking.values()))
                    del jobs[job]
        except (EOFError, OSError, KeyboardInterrupt):
            return  # the game has gone: nothing left to answer


class RemoteThinking(Thinking):
    """A decision made by the worker (or, if the worker fails, here)."""

    def __init__(
        self, worker: BotWorker, job: int, level: str, obs: Observation, rng: random.Random
    ) -> None:
        self.worker = worker
        self.job = job
        self.level = level
        self.obs = obs
        #: A copy of the generator as it was, for the fallback to think from the same state.
        self.rng_state = rng.getstate()
        self._answer: tuple[Action, dict[Action, float] | None] | None = None
        self._local: Thinking | None = None

    def _fall_back(self) -> Thinking:
        if self._local is None:
            rng = random.Random()
            rng.setstate(self.rng_state)
            self._local = make_bot(self.level).think(self.obs, rng)
        return self._local

    @property
    def background(self) -> bool:
        return self._local is None

    def answer(self, action: Action, values: dict[Action, float] | None) -> None:
        """The worker's answer arrived."""
        self._answer = (action, values)

    def step(self, playouts: int = 200) -> bool:
        if self._answer is not None:
            return True
        if self._local is None and self.worker.poll():
            return self._answer is not None
        return self._fall_back().step(playouts)

    @property
    def done(self) -> bool:
        return self._answer is not None or (self._local is not None and self._local.done)

    @property
    def result(self) -> Action:
        if self._answer is not None:
            return self._answer[0]
        if self._local is not None and self._local.done:
            return self._local.result
        raise RuntimeError("the decision is not made yet")

    def values(self) -> dict[Action, float] | None:
        if self._answer is not None:
            return self._answer[1]
        return self._local.values() if self._local is not None else None

    def best_so_far(self) -> Action:
        if self._answer is not None:
            return self._answer[0]
        return self._fall_back().best_so_far()

    def __del__(self) -> None:
        # Dropped before its answer (undo, a new game, the table left): the worker stops it.
        if self._answer is None:
            # Never raise from a finaliser (at interpreter exit the pipe may be gone).
            with contextlib.suppress(Exception):
                self.worker.cancel(self.job)


class RemoteBot(Bot):
    """A bot level whose decisions the worker makes."""

    def __init__(self, level: str, worker: BotWorker) -> None:
        self.level = level
        self.worker = worker

    def think(self, obs: Observation, rng: random.Random) -> Thinking:
        return self.worker.think(self.level, obs, rng)


class BotWorker:
    """One worker process for the bots' decisions; started on the first decision."""

    def __init__(self) -> None:
        self._conn: Connection | None = None
        self._process: Any = None
        self._failed = False
        self._next = 0
        self._waiting: weakref.WeakValueDictionary[int, RemoteThinking] = (
            weakref.WeakValueDictionary()
        )

    def _start(self) -> bool:
        if self._conn is not None:
            return True
        if self._failed:
            return False
        try:
            # 'spawn': a fresh interpreter, never a copy of a process holding a window.
            ctx = multiprocessing.get_context("spawn")
            parent, child = ctx.Pipe()
            process = ctx.Process(target=_serve, args=(child,), daemon=True, name="ascenseur-bots")
            process.start()
            child.close()
        except Exception:  # no worker on this system: think in this process instead
            log.exception("the bots' worker process could not start; thinking in the game")
            self._failed = True
            return False
        self._conn, self._process = parent, process
        return True

    def bot(self, level: str) -> Bot:
        """A bot of ``level`` thinking in the worker (``random`` and ``easy`` are instant
        and stay here)."""
        if level in ("random", "easy"):
            return make_bot(level)
        return RemoteBot(level, self)

    def think(self, level: str, obs: Observation, rng: random.Random) -> RemoteThinking:
        """Send a decision to the worker."""
        self._next += 1
        thinking = RemoteThinking(self, self._next, level, obs, rng)
        if self._start() and self._send(("think", self._next, level, obs, rng)):
            self._waiting[self._next] = thinking
        else:
            thinking._fall_back()
        return thinking

    def _send(self, message: tuple[Any, ...]) -> bool:
        conn = self._conn
        if conn is None:
            return False
        try:
            conn.send(message)
            return True
        except (OSError, ValueError):
            self._lost()
            return False

    def _lost(self) -> None:
        log.warning("the bots' worker process stopped; thinking in the game")
        self._failed = True
        self._conn = None

    def poll(self) -> bool:
        """Read every answer that arrived; False when the worker is lost (the waiting
        decisions then think here)."""
        conn = self._conn
        if conn is None:
            return False
        try:
            while conn.poll():
                _, job, action, values = conn.recv()
                thinking = self._waiting.pop(job, None)
                if thinking is not None:
                    thinking.answer(action, values)
        except (EOFError, OSError):
            self._lost()
            return False
        if self._process is not None and not self._process.is_alive():
            self._lost()
            return False
        return True

    def cancel(self, job: int) -> None:
        """Forget a decision nobody waits for."""
        self._waiting.pop(job, None)
        if self._conn is not None:
            self._send(("cancel", job))

    def close(self) -> None:
        """Stop the worker (it also stops by itself when the game's end of the pipe closes)."""
        conn, process = self._conn, self._process
        self._conn = None
        if conn is not None:
            try:
                conn.send(("stop",))
                conn.close()
            except (OSError, ValueError):
                pass
        if process is not None:
            process.join(timeout=1.0)
            if process.is_alive():
                process.terminate()


_shared: BotWorker | None = None


def shared_worker() -> BotWorker | None:
    """The game's worker (started on its first decision, stopped at exit), or None when the
    environment says ``ASCENSEUR_WORKER=0`` (think in the game's process, a slice a frame)."""
    global _shared
    if os.environ.get("ASCENSEUR_WORKER", "1") == "0":
        return None
    if _shared is None:
        _shared = BotWorker()
        atexit.register(_shared.close)
    return _shared


__all__ = ["SLICE", "BotWorker", "RemoteBot", "RemoteThinking", "shared_worker"]
