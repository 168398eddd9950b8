"""The review screen, headless: every hand face up from the deal, the round replayed card by
card with the keys, the analysis done a slice per frame (frames never wait for it) and kept,
so that opening the review again is instant; the round saved to share."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from game.core.actions import Bid
from game.core.presets import CLASSIC
from game.core.records import parse_game_or_round, record_from_state
from game.core.state import Deal, GameState
from game.platform.app import App
from game.scenes.review import ReviewScene
from game.scenes.table import key_event
from tests.core.helpers import cards
from tests.ui.test_table import DT

HANDS = ["4H 7D 9C", "AS KS QS", "5H 8D JC"]


def _finished_round() -> object:
    deal = Deal(hands=tuple(cards(h) for h in HANDS), turned=cards("2S")[0])
    state = GameState.new(CLASSIC, 3, first_dealer=0, deals=[deal])
    actions = []
    for b in (0, 1, 1):
        state.apply(Bid(b))
        actions.append(f"bid {b}")
    rng = random.Random(3)
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(str(action))
    return record_from_state(state, ["Ann", "Ben", "Cid"], actions)


def test_every_hand_face_up_replayed_card_by_card_and_analysed(app: App, home: Path) -> None:
    record = _finished_round()
    scene = ReviewScene(app, record, 0, people=[1], worker=False)  # type: ignore[arg-type]
    app.push(scene)
    app.step(DT, [])
    # As dealt: Ben's hand at the bottom and the others' face up in their fans.
    shown = {(f.owner, f.card) for f in scene.view.faces if f.where in ("hand", "seen")}
    dealt = {(s, c) for s, hand in enumerate(HANDS) for c in cards(hand)}
    assert shown == dealt
    for _ in range(2000):  # a slice of thinking per frame
        app.step(DT, [])
        if scene.analysis.done:
            break
    assert scene.analysis.done and len(scene.analysis.verdicts) == 4
    assert scene._summary_text().startswith("1 costly choice")  # Ben's bid of 0
    for _ in range(len(scene.review.steps)):
        app.step(DT, [key_event(pygame.K_RIGHT)])
        for _ in range(30):
            app.step(DT, [])
    assert scene.step == len(scene.review.steps) and not scene.next_button.enabled
    app.step(DT, [key_event(pygame.K_HOME)])
    assert scene.step == 0
    # Saved to share, and read back exactly.
    path = scene.save_round()
    assert path is not None and path.exists()
    back, index = parse_game_or_round(path.read_text())
    assert index == 0 and back.actions == record.actions  # type: ignore[attr-defined]
    app.step(DT, [key_event(pygame.K_ESCAPE)])
    assert app.top is not scene
    # Opened again: the analysis is already there.
    again = ReviewScene(app, record, 0, people=[1], worker=False)  # type: ignore[arg-type]
    assert again.analysis.done and again.analysis.verdicts.keys() == scene.analysis.verdicts.keys()
