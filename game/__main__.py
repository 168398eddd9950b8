"""``python -m game``: start the game, or ``python -m game replay FILE`` to check a record."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m game``."""
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] == "replay":
        from .replay import main as replay_main

        return replay_main(args[1:])
    print(
        "Ascenseur: the table is not there yet.\n"
        "Check and print a game record with:  python -m game replay FILE [--json]"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
