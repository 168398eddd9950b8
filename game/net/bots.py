"""The bots of a server's rooms: their decisions are made off the server's event loop, so a
search never delays a message.

A decision is the shipped bot of the level, given the seat's observation and the
``random.Random`` seeded as a game at one computer seeds it (``<seed>/bot/<seat>/<index>``):
the same room with the same actions gets the same moves, wherever they are computed.
"""

from __future__ import annotations

import asyncio
import logging
import random
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor

from ..ai.bots import make_bot
from ..core.actions import Action, parse_action
from ..core.observation import Observation

log = logging.getLogger(__name__)

#: Levels whose decision takes well under a millisecond: made on a thread, never shipped to
#: another process.
QUICK_LEVELS = frozenset({"random", "easy"})


def decide(level: str, obs: Observation, key: str) -> str:
    """The bot of ``level``'s action for ``obs``, as text (runs in a worker)."""
    return str(make_bot(level).decide(obs, random.Random(key)))


class BotRunner:
    """Runs bot decisions: quick levels on a thread, the searching ones in worker processes
    (``processes`` 0: on the thread too, as tests do)."""

    def __init__(self, processes: int = 1) -> None:
        self.processes = processes
        self._thread: Executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bots")
        self._pool: Executor | None = None

    def _executor(self, level: str) -> Executor:
        if level in QUICK_LEVELS or self.processes <= 0:
            return self._thread
        if self._pool is None:
            try:
                import multiprocessing

                # 'spawn': a fresh interpreter, never a copy of a process holding sockets.
                ctx = multiprocessing.get_context("spawn")
                self._pool = ProcessPoolExecutor(max_workers=self.processes, mp_context=ctx)
            except (OSError, ValueError, NotImplementedError) as exc:
                log.warning("no worker process for the bots (%s): they think on a thread", exc)
                self.processes = 0
                return self._thread
        return self._pool

    async def decide(self, level: str, obs: Observation, key: str) -> Action:
        """The action of a bot of ``level`` for ``obs``."""
        loop = asyncio.get_running_loop()
        executor = self._executor(level)
        try:
            text = await loop.run_in_executor(executor, decide, level, obs, key)
        except Exception:  # a broken worker must not stop the room: think here instead
            if executor is self._thread:
                raise
            log.exception("a bot's worker failed; deciding on a thread")
            self.processes = 0
            text = await loop.run_in_executor(self._thread, decide, level, obs, key)
        return parse_action(text)

    def close(self) -> None:
        """Stop the workers."""
        self._thread.shutdown(wait=False, cancel_futures=True)
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)


__all__ = ["BotRunner", "decide"]
