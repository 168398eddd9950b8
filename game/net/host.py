"""A server on a background thread of the app: hosting a game on the home network (and the
tests' servers). The app's frame loop never waits for it: it runs its own asyncio loop."""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path

from .bots import BotRunner
from .server import Limits, Server

log = logging.getLogger(__name__)


class ServerThread:
    """A :class:`Server` listening on ``host``:``port`` (0: any free port) on its own thread."""

    def __init__(
        self,
        data: Path | None,
        host: str,
        port: int = 0,
        *,
        limits: Limits | None = None,
        bots: BotRunner | None = None,
        seeds: Callable[[], int] | None = None,
    ) -> None:
        self.data = data
        self.seeds = seeds
        self.host = host
        self.port = port
        self.limits = limits if limits is not None else Limits()
        self.bots = bots
        self.server: Server | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopped: asyncio.Event | None = None
        self._started: Future[int] = Future()
        self._thread = threading.Thread(target=self._run, name="net-server", daemon=True)

    def start(self, timeout: float = 10.0) -> int:
        """Start listening; the port it listens on. Raises :class:`OSError` when it cannot
        (the port is taken)."""
        self._thread.start()
        self.port = self._started.result(timeout=timeout)
        return self.port

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except Exception as exc:  # reported to start(); logged if it came later
            if not self._started.done():
                self._started.set_exception(exc)
            else:
                log.exception("the hosted server stopped")

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopped = asyncio.Event()
        self.server = Server(self.data, limits=self.limits, bots=self.bots, seeds=self.seeds)
        port = await self.server.start(self.host, self.port)
        self._started.set_result(port)
        sweeper = asyncio.create_task(self.server.run_sweeper())
        await self._stopped.wait()
        sweeper.cancel()
        await self.server.close(self._reason)

    _reason = "host-left"

    def call(self, fn: object) -> None:
        """Run ``fn()`` on the server's thread (its state belongs to that thread)."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(fn)  # type: ignore[arg-type]

    def stop(self, reason: str = "host-left") -> None:
        """Tell everyone why, close every connection, flush the rooms' journals, stop."""
        if self._loop is None or self._stopped is None:
            return
        self._reason = reason
        self._loop.call_soon_threadsafe(self._stopped.set)
        self._thread.join(timeout=10)


__all__ = ["ServerThread"]
