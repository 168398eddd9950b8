"""Test set-up: headless SDL drivers before anything imports pygame."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# A game hosted by a test listens on loopback only: nothing of the tests leaves the machine.
os.environ.setdefault("ASCENSEUR_HOST_BIND", "127.0.0.1")


import pytest


@pytest.fixture(autouse=True)
def _fresh_notices() -> None:
    """Every test starts with no notice queued or already reported (they are per run)."""
    from game.platform import notices

    notices.board.clear()
