"""``ASCENSEUR_DEBUG_LAYOUT=FILE``: tell a script driving the real window where to click.

When the variable is set, the app writes after every frame it shows (only when something
changed, atomically) a small JSON object::

    {"scene": "TableScene", "size": [1280, 720],
     "buttons": {"new_game": [640, 290], "preset_buttons.classic": [...], ...},
     "selected": ["preset_buttons.classic"],
     "bids": {"0": [x, y], ...},  "cards": {"12": [x, y], ...},  "hand": 5}

``buttons`` are the visible, enabled :class:`~game.ui.widgets.Button` attributes of the top
scene (lists and dicts of buttons too, as ``name.key``), plus ``handoff.confirm`` when a
hand-off screen takes input; ``selected`` names those shown as chosen; ``bids`` and ``cards``
are the points to click for the legal bids and cards of the person to act at the table (empty
while nobody's input is awaited); ``hand`` is how many cards their hand shows. Points are
window coordinates in pixels.

Used by ``tools/smoke_frozen.py`` to play a few cards with xdotool in a packaged build; the
game never reads the file. Without the variable nothing is done (one ``None`` check a frame).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Protocol


class _Stage(Protocol):
    """What the probe reads of the app: the screen on top and the window size."""

    @property
    def top(self) -> Any: ...

    @property
    def size(self) -> tuple[int, int]: ...


ENV = "ASCENSEUR_DEBUG_LAYOUT"


def _buttons(name: str, value: object) -> Iterator[tuple[str, Any]]:
    from ..ui.widgets import Button

    if isinstance(value, Button):
        yield name, value
    elif isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, Button):
                yield f"{name}.{key}", item
    elif isinstance(value, list | tuple):
        for i, item in enumerate(value):
            if isinstance(item, Button):
                yield f"{name}.{i}", item


def _point(pos: Any) -> list[int] | None:
    return None if pos is None else [int(pos[0]), int(pos[1])]


def snapshot(app: _Stage) -> dict[str, Any]:
    """What can be clicked on the top scene now (see the module docstring)."""
    top: Any = app.top
    data: dict[str, Any] = {
        "scene": type(top).__name__ if top is not None else None,
        "size": list(app.size),
        "buttons": {},
        "selected": [],
        "bids": {},
        "cards": {},
        "hand": 0,
    }
    if top is None:
        return data
    buttons: dict[str, list[int]] = data["buttons"]
    for name, value in vars(top).items():
        for key, button in _buttons(name, value):
            if button.visible and button.enabled and button.rect.width > 0:
                buttons[key] = [button.rect.centerx, button.rect.centery]
                if button.selected:
                    data["selected"].append(key)
    if data["scene"] == "HandoffScene" and top.armed:
        x, y = top.confirm_position()
        buttons["handoff.confirm"] = [int(x), int(y)]
    # Any screen built on the table (a networked table, a lesson) lists its moves too.
    if callable(getattr(top, "legal", None)) and callable(getattr(top, "card_position", None)):
        from ..core.actions import Bid, Play

        data["hand"] = len(top.view.hand_cards(top.show.display))
        for action in top.legal():
            if isinstance(action, Bid):
                pos = _point(top.bid_position(action.n))
                if pos is not None:
                    data["bids"][str(action.n)] = pos
            elif isinstance(action, Play):
                pos = _point(top.card_position(action.card))
                if pos is not None:
                    data["cards"][str(action.card)] = pos
    return data


def probe_from_env() -> Callable[[_Stage], None] | None:
    """The per-frame writer when ``ASCENSEUR_DEBUG_LAYOUT`` is set, else None."""
    target = os.environ.get(ENV, "").strip()
    if not target:
        return None
    path = Path(target)
    last: list[str] = [""]

    def probe(app: _Stage) -> None:
        try:
            text = json.dumps(snapshot(app), sort_keys=True)
            if text != last[0]:
                tmp = path.with_name(path.name + ".tmp")
                tmp.write_text(text, encoding="utf-8")
                os.replace(tmp, path)
                last[0] = text
        except Exception:  # a debugging aid must never stop the game
            pass

    return probe
