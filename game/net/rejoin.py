"""What it takes to come back to a game played over the network — the server's address, the
room, the seat's secret token — kept in the user data folder from the moment the server seats
us until the game ends or the seat is given up, so that reopening the app offers "Rejoin the
game in progress"."""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ..platform.files import data_dir, set_aside, write_atomic

log = logging.getLogger(__name__)

REJOIN_FILE = "rejoin.json"


def net_dir() -> Path:
    """Where the app keeps what it needs to play over the network."""
    return data_dir() / "net"


# -- coming back -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Rejoin:
    """What it takes to take one's seat back."""

    url: str
    room: str
    token: str
    name: str
    #: The game was hosted on this computer (hosting starts again before rejoining).
    hosted: bool = False
    #: The rules' name, to say which game it is.
    game: str = ""


def save_rejoin(info: Rejoin) -> None:
    """Remember the seat (a failure to write is logged: the game goes on)."""
    try:
        write_atomic(net_dir() / REJOIN_FILE, json.dumps(asdict(info), indent=1) + "\n")
    except OSError as exc:
        log.warning("could not remember the seat to rejoin: %s", exc)


def load_rejoin() -> Rejoin | None:
    """The seat to rejoin, if any (a damaged file is set aside)."""
    path = net_dir() / REJOIN_FILE
    try:
        raw = path.read_bytes()
    except OSError:
        return None
    try:
        from ..core.jsontext import load_bytes

        data: Any = load_bytes(raw)
        if not isinstance(data, dict):
            raise ValueError("not an object")
        return Rejoin(
            url=str(data["url"]),
            room=str(data["room"]),
            token=str(data["token"]),
            name=str(data["name"]),
            hosted=bool(data.get("hosted", False)),
            game=str(data.get("game", "")),
        )
    except (ValueError, KeyError, TypeError) as exc:
        log.warning("the seat to rejoin cannot be read (%s): set aside", exc)
        set_aside(path)
        return None


def forget_rejoin() -> None:
    """The game is over or the seat given up: nothing to come back to."""
    try:
        (net_dir() / REJOIN_FILE).unlink(missing_ok=True)
    except OSError as exc:
        log.warning("could not forget the seat to rejoin: %s", exc)


__all__ = ["Rejoin", "forget_rejoin", "load_rejoin", "net_dir", "save_rejoin"]
