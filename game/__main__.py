"""``python -m game``: start the game; ``python -m game --selftest`` to check an installation
headless; ``python -m game replay FILE`` to check a game record."""

from __future__ import annotations

import os
import sys

USAGE = """usage: python -m game               start the game
       python -m game --selftest    play a scripted game headless, exit 0 when all is well
       python -m game replay FILE [--json]   check and print a game record"""


def _ensure_streams() -> None:
    """A windowed build (``console=False``: Windows, macOS app bundles) starts with
    ``sys.stdout``/``sys.stderr`` set to None: point them at the null device so that a print,
    a warning or a log line never fails."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name, None) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m game`` and of the ``ascenseur`` executables."""
    if getattr(sys, "frozen", False):
        # A packaged build started as a worker process (the arena's process pool) must run
        # the worker, not the game. Nothing to do from source.
        from multiprocessing import freeze_support

        freeze_support()
    _ensure_streams()
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] == "replay":
        from .cli.replay import main as replay_main

        return replay_main(args[1:])
    if args and args[0] == "--selftest":
        from .cli.selftest import main as selftest_main

        return selftest_main(args[1:])
    if args and args[0] in ("-h", "--help"):
        print(USAGE)
        return 0
    if args:
        print(f"unknown argument {args[0]!r}\n{USAGE}", file=sys.stderr)
        return 2
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .scenes.screens import run

    return run()


if __name__ == "__main__":
    raise SystemExit(main())
