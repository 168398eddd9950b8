"""One computer of the discovery tests, run by them inside a network namespace of their own
(tests/net/test_discovery.py); never run it on a real network.

    python -m tests.net.discovery_peer announce --interface 10.77.0.1 --room K7QM3F9D
    python -m tests.net.discovery_peer browse

It polls its announcer or browser like the app's frame loop does (every 10 ms, never waiting
on it) and prints one JSON line on stdout for each change it sees, with the time on the
steady clock (shared by every namespace of the machine): ``{"t": ..., "status": ...}``,
``{"t": ..., "games": [...]}``. It reads commands on stdin: ``seated N`` (announce that many
people seated), ``stop`` (stop, wait for the thread, say which threads are left, exit). It
exits by itself after ``--lifetime`` seconds whatever happens.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import queue
import sys
import threading
import time
from typing import Any

from game.net.discovery import Announcement, Announcer, Browser, Status


def say(**fields: Any) -> None:
    print(json.dumps({"t": time.monotonic(), **fields}), flush=True)


def read_commands(commands: queue.Queue[str]) -> None:
    for line in sys.stdin:
        commands.put(line.strip())
    commands.put("stop")  # the test went away


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("role", choices=["announce", "browse"])
    parser.add_argument("--interface", action="append", help="an IPv4 address (default: all)")
    parser.add_argument("--name", default="Zoé's PC")
    parser.add_argument("--room", default="K7QM3F9D")
    parser.add_argument("--game", default="L'Ascenseur")
    parser.add_argument("--port", type=int, default=47474)
    parser.add_argument("--protocol", type=int, default=None)
    parser.add_argument("--ttl", type=int, default=120)
    parser.add_argument("--lifetime", type=float, default=60.0)
    args = parser.parse_args(argv)

    worker: Announcer | Browser
    announcement: Announcement | None = None
    if args.role == "announce":
        announcement = Announcement(args.name, args.room, args.game, 1, 4, args.port)
        if args.protocol is not None:
            announcement = dataclasses.replace(announcement, protocol=args.protocol)
        worker = Announcer(announcement, args.interface, ttl=args.ttl)
    else:
        worker = Browser(args.interface)
    commands: queue.Queue[str] = queue.Queue()
    threading.Thread(target=read_commands, args=(commands,), name="commands", daemon=True).start()

    say(status="start")
    worker.start()
    status: Status | None = None
    changes = -1
    end = time.monotonic() + args.lifetime
    while time.monotonic() < end:
        if worker.status != status:
            status = worker.status
            say(status=status.value, error=worker.error)
        if isinstance(worker, Browser) and worker.changes != changes:
            changes = worker.changes
            say(
                games=[
                    {**dataclasses.asdict(g), "compatible": g.compatible} for g in worker.games()
                ]
            )
        try:
            command = commands.get(timeout=0.01)
        except queue.Empty:
            continue
        if command == "stop":
            break
        if command.startswith("seated ") and isinstance(worker, Announcer):
            assert announcement is not None
            announcement = dataclasses.replace(announcement, seated=int(command.split()[1]))
            worker.update(announcement)
            say(updated=announcement.seated)
    worker.stop()
    joined = worker.join(10.0)
    left = [t.name for t in threading.enumerate() if t.name not in ("MainThread", "commands")]
    say(status="exit", joined=joined, final=worker.status.value, threads=left)
    return 0


if __name__ == "__main__":
    sys.exit(main())
