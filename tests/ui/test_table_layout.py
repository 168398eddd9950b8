"""The table layout: nothing overlaps and everything stays in the window, at the reference
window sizes from 1024×600 to 4K, for every player count and card size, with the largest hands
and bid panels the games deal; seats go round in the order of play."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.table_layout import BUTTONS, compute_layout

SIZES = [(1024, 600), (1280, 720), (1920, 1080), (3840, 2160)]
CARD_SCALES = [0.16, 0.2, 0.25]


def largest_hand(players: int) -> int:
    """The biggest hand any 52-card preset deals at this table (17 at 3 players)."""
    return 52 // players if players >= 3 else 9


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("card_scale", CARD_SCALES)
def test_no_element_overlaps_another(
    size: tuple[int, int], players: int, card_scale: float
) -> None:
    hand = largest_hand(players)
    for view in range(players):
        lay = compute_layout(*size, players, view, card_scale, max_hand=hand)
        for count in (1, hand // 2, hand):
            assert lay.overlaps(hand_count=count, bids=hand + 1) == [], (view, count)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", range(2, 9))
def test_trick_cards_stay_in_the_middle_and_apart(size: tuple[int, int], players: int) -> None:
    lay = compute_layout(*size, players, 0, 0.2, max_hand=largest_hand(players))
    rects = [lay.trick_rect(s) for s in range(players)]
    for r in rects:
        assert lay.center.contains(r)
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.colliderect(b)
    # Cards stay readable: never smaller than a third of a hand card.
    assert lay.trick_card_w >= lay.card_w // 3


@pytest.mark.parametrize("players", range(3, 9))
def test_view_seat_at_the_bottom_and_next_seat_on_its_left(players: int) -> None:
    for view in range(players):
        lay = compute_layout(1280, 720, players, view, 0.2)
        me = lay.seat(view)
        assert me.slot == 0 and me.side == "bottom"
        assert me.plate.bottom >= max(s.box.bottom for s in lay.seats if s.seat != view)
        nxt = lay.seat((view + 1) % players)
        prev = lay.seat((view - 1) % players)
        # Play goes clockwise around the table: the next seat is on the viewer's left.
        assert nxt.box.centerx < prev.box.centerx
        assert nxt.side == "left" and prev.side == "right"


def test_two_players_face_each_other() -> None:
    lay = compute_layout(1280, 720, 2, 0, 0.2)
    other = lay.seat(1)
    assert other.side == "top"
    assert abs(other.box.centerx - lay.trick_rect(0).centerx) < lay.card_w
    assert lay.trick_rect(1).centery < lay.trick_rect(0).centery


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_hand_cards_can_be_found_under_the_pointer(size: tuple[int, int]) -> None:
    lay = compute_layout(*size, 4, 0, 0.2, max_hand=13)
    rects = lay.hand_rects(13)
    for i, r in enumerate(rects):
        visible = r.width if i == len(rects) - 1 else rects[i + 1].left - r.left
        assert visible > 8
        assert lay.hand_card_at((r.left + visible // 2, r.centery), rects) == i
    assert lay.hand_card_at((0, 0), rects) is None


def test_bid_buttons_fit_the_panel_and_do_not_overlap() -> None:
    for count in range(2, 19):
        lay = compute_layout(1024, 600, 3, 0, 0.2, max_hand=17)
        panel = lay.bid_panel(count)
        buttons = lay.bid_buttons(count)
        assert len(buttons) == count
        assert lay.center.contains(panel)
        for i, b in enumerate(buttons):
            assert panel.contains(b)
            assert all(not b.colliderect(o) for o in buttons[i + 1 :])
        assert panel.contains(lay.bid_reason(count))


def test_panel_buttons_and_popup() -> None:
    lay = compute_layout(1280, 720, 5, 2, 0.2)
    assert set(lay.buttons) == set(BUTTONS)
    for r in lay.buttons.values():
        assert lay.panel.contains(r)
    box = lay.popup()
    for b in lay.popup_buttons(3):
        assert box.contains(b)
    assert lay.table.contains(lay.overlay_box())


def test_wrong_player_count_is_refused() -> None:
    with pytest.raises(ValueError):
        compute_layout(1280, 720, 9)
    with pytest.raises(ValueError):
        compute_layout(1280, 720, 1)


def test_rects_are_pygame_rects() -> None:
    lay = compute_layout(1280, 720, 4)
    assert isinstance(lay.hand_area, pygame.Rect)
    assert isinstance(lay.seat(1).plate, pygame.Rect)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", range(2, 8))
@pytest.mark.parametrize("card_scale", CARD_SCALES)
def test_the_excuse_popup_leaves_the_trick_in_sight(
    size: tuple[int, int], players: int, card_scale: float
) -> None:
    """The Excuse's value is chosen with the cards already played in view: the popup sits
    above the hand and covers no other seat's trick card (tarot tables seat 2 to 7)."""
    for view in range(players):
        lay = compute_layout(*size, players, view, card_scale, max_hand=9)
        box = lay.popup()
        assert lay.table.contains(box)
        assert box.bottom <= lay.hand_area.top
        for seat in range(players):
            if seat != view:
                assert not box.colliderect(lay.trick_rect(seat)), (view, seat)
        for b in lay.popup_buttons(3):
            assert box.contains(b)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_hand_cards_never_leave_the_window_whatever_their_pose(size: tuple[int, int]) -> None:
    """Raised (hovered), playable (raised a little) or unplayable (dimmed, at rest): every
    pose of every hand card stays inside the window and inside the hand's own strip."""
    for card_scale in CARD_SCALES:
        lay = compute_layout(*size, 4, 0, card_scale, max_hand=13)
        screen = pygame.Rect(0, 0, *size)
        strip = dict((name, r) for name, r, _ in lay.elements(hand_count=13))["hand"]
        for rect in lay.hand_rects(13):
            poses = {
                p: lay.hand_pose(rect, p) for p in ("rest", "playable", "raised", "unplayable")
            }
            for r in poses.values():
                assert screen.contains(r) and strip.contains(r)
            # Legal cards stand out above the others.
            assert poses["playable"].top < poses["unplayable"].top
            assert poses["raised"].top < poses["playable"].top


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", range(2, 9))
def test_the_coach_badges_have_a_strip_between_the_keys_line_and_the_hand(
    size: tuple[int, int], players: int
) -> None:
    """The coach's expected score of each card sits in a strip of its own, under the keys line
    and over the hand (its raised cards too), checked with the other elements."""
    hand = largest_hand(players)
    lay = compute_layout(*size, players, 0, 0.2, max_hand=hand)
    strip = {name: r for name, r, _ in lay.elements(hand_count=hand)}["coach"]
    assert strip.top >= lay.message.bottom and strip.bottom <= lay.hand_area.top
    badge_size = (theme.px(48, lay.scale), theme.px(21, lay.scale))
    for rect in lay.hand_rects(hand):
        for pose in ("playable", "raised"):
            card = lay.hand_pose(rect, pose)
            badge = lay.coach_badge(card, badge_size)
            assert strip.contains(badge) and not badge.colliderect(card)
