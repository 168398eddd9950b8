"""Every network test keeps the user files it writes (the seat to rejoin, hosted rooms) in a
folder of its own, and anything it hosts stays on loopback."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ASCENSEUR_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("ASCENSEUR_HOST_BIND", "127.0.0.1")  # loopback: nothing leaves the machine
    return tmp_path / "home"
