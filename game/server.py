"""``ascenseur-server`` (also ``python -m game.server``): a server for games played over the
internet, hosting many rooms (docs/NETWORK.md).

    ascenseur-server --host 0.0.0.0 --port 47474 --data /var/lib/ascenseur
    ascenseur-server --tls-cert fullchain.pem --tls-key privkey.pem ...

Rooms persist in ``--data``: a server stopped or killed at any moment starts again with every
room where it was, and the players' apps reconnect by themselves. Without TLS options, put it
behind a reverse proxy that terminates TLS (nginx or Caddy: examples in docs/NETWORK.md).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import logging
import signal
import sys
from pathlib import Path

from . import __version__


def _parser() -> argparse.ArgumentParser:
    from .net.client import DEFAULT_PORT
    from .net.server import Limits

    lim = Limits()
    p = argparse.ArgumentParser(
        prog="ascenseur-server",
        description="Host games of Ascenseur for players on the internet.",
    )
    p.add_argument(
        "--host",
        default="127.0.0.1",
        help="address to listen on (default %(default)s; 0.0.0.0 for every interface)",
    )
    p.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help="port (default %(default)s; 0: any)"
    )
    p.add_argument(
        "--data",
        type=Path,
        default=None,
        help="folder where rooms persist (default: the user data folder's server/)",
    )
    p.add_argument("--tls-cert", type=Path, default=None, help="TLS certificate chain (PEM)")
    p.add_argument("--tls-key", type=Path, default=None, help="TLS private key (PEM)")
    p.add_argument("--max-rooms", type=int, default=lim.max_rooms, help="rooms at once")
    p.add_argument("--rooms-per-address", type=int, default=lim.rooms_per_address)
    p.add_argument(
        "--rate",
        type=float,
        default=lim.rate,
        help="messages per second a connection may send (default %(default)s)",
    )
    p.add_argument(
        "--trusted-proxy",
        action="append",
        default=[],
        metavar="ADDRESS",
        help="a reverse proxy whose X-Forwarded-For names the player (repeat for several; "
        "e.g. 127.0.0.1 behind nginx or Caddy on this machine)",
    )
    p.add_argument(
        "--bot-processes",
        type=int,
        default=1,
        help="worker processes for the searching bots (0: think on a thread)",
    )
    p.add_argument("--log-level", default="INFO")
    return p


def main(argv: list[str] | None = None) -> int:
    """Run the server until SIGINT or SIGTERM; the exit status."""
    args = _parser().parse_args(argv)
    logging.basicConfig(
        level=getattr(logging, str(args.log_level).upper(), logging.INFO),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    logging.getLogger("websockets").setLevel(logging.WARNING)
    args.trusted_proxy = _addresses(args.trusted_proxy)
    if (args.tls_cert is None) != (args.tls_key is None):
        print("ascenseur-server: give both --tls-cert and --tls-key, or neither", file=sys.stderr)
        return 2
    _more_open_files()
    try:
        return asyncio.run(_serve(args))
    except KeyboardInterrupt:
        return 0


def _tune_gc() -> None:
    """Keep the garbage collector's full passes out of the players' way.

    A server holds hundreds of thousands of long-lived objects (thousands of connections and
    rooms), and a full pass walks all of them: about 150 ms of a core at 1,000 rooms, during
    which nobody gets an update. Full passes come once enough objects have been promoted to
    the oldest generation; with the default young threshold (700), an update's short-lived
    objects are often still alive at a young pass and get promoted, so they came every
    10-20 s. With 10,000, they die young and a full pass becomes rare (docs/NETWORK.md,
    "Measured"). What start-up built lives as long as the process: frozen, never walked."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 10, 10)


def _more_open_files() -> None:
    """Every player is a socket: raise the soft limit of open files to the hard limit (often
    1,024 soft for a few hundred thousand hard on Linux). Windows has no such limit here."""
    try:
        import resource
    except ImportError:  # Windows
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    # macOS reports an infinite hard limit it does not grant: ask for a finite number there.
    target = hard if hard != resource.RLIM_INFINITY else 65536
    if soft == resource.RLIM_INFINITY or soft >= target:
        return
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    except (ValueError, OSError) as exc:
        logging.getLogger(__name__).warning("open files stay limited to %d: %s", soft, exc)


def _addresses(texts: list[str]) -> list[str]:
    """The proxies' addresses as the server sees peers (``::1``, not ``0:0::1``); an
    ``argparse`` error for one that is not an address."""
    import ipaddress

    out: list[str] = []
    for text in texts:
        try:
            out.append(str(ipaddress.ip_address(text.strip())))
        except ValueError:
            _parser().error(f"--trusted-proxy {text!r} is not an IP address")
    return out


async def _serve(args: argparse.Namespace) -> int:
    from .net.bots import BotRunner
    from .net.server import Limits, Server, ssl_context

    data: Path = args.data
    if data is None:
        from .platform.files import data_dir

        data = data_dir() / "server"
    context = None
    if args.tls_cert is not None:
        try:
            context = ssl_context(args.tls_cert, args.tls_key)
        except (OSError, ValueError) as exc:
            print(f"ascenseur-server: cannot use the TLS files: {exc}", file=sys.stderr)
            return 2
    limits = Limits(
        max_rooms=args.max_rooms,
        rooms_per_address=args.rooms_per_address,
        rate=args.rate,
        burst=max(40, int(args.rate * 2)),
        trusted_proxies=frozenset(args.trusted_proxy),
    )
    server = Server(data, limits=limits, bots=BotRunner(processes=args.bot_processes))
    try:
        port = await server.start(args.host, args.port, context)
    except OSError as exc:
        print(f"ascenseur-server: cannot listen on {args.host}:{args.port}: {exc}", file=sys.stderr)
        return 1
    _tune_gc()
    scheme = "wss" if context is not None else "ws"
    host = f"[{args.host}]" if ":" in args.host else args.host
    # The first line says where to connect (scripts and tests read it).
    print(f"ascenseur-server {__version__} listening on {scheme}://{host}:{port}", flush=True)
    print(f"rooms in {data} ({len(server.rooms)} restored)", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, AttributeError):  # Windows
            loop.add_signal_handler(sig, stop.set)
    sweeper = asyncio.create_task(server.run_sweeper())
    try:
        await stop.wait()
    finally:
        sweeper.cancel()
        await server.close("server-stopped")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
