"""The score keeper's entry model (game.play.keeper_entry), driven without any window: what
digits, Enter, Backspace, Tab and clicks on cells mean in each phase, corrections previewed
through the engine, and the notices the screen words."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.core.presets import CLASSIC, RIKIKI
from game.core.rules import Rules, Sequence
from game.i18n import set_language
from game.play.keeper import KeeperGame, Round, replay
from game.play.keeper_entry import (
    NOTICE_TIME,
    KeeperEntry,
    Notice,
    notice_text,
    problem_text,
)


@pytest.fixture(autouse=True)
def _english(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("ASCENSEUR_HOME", str(tmp_path / "home"))
    set_language("en")
    yield


def sized(*sizes: int) -> Rules:
    """Classic rules with these hand sizes."""
    data = {**CLASSIC.model_dump(), "sequence": Sequence.CUSTOM, "custom_sizes": sizes}
    return Rules.model_validate(data)


def entry_of(rules: Rules = CLASSIC, players: int = 3) -> KeeperEntry:
    names = ["Léa", "Tom", "Zoé", "Ugo"][:players]
    return KeeperEntry(KeeperGame.create(rules, names, 0, save=False))


def typed(entry: KeeperEntry, *numbers: int) -> None:
    """Each number's digits, then Enter if it is still waiting."""
    for n in numbers:
        for ch in str(n):
            entry.digit(int(ch))
        if entry.typed:
            entry.enter()


def four_rounds() -> KeeperEntry:
    """Rikiki, four players, rounds of 1 to 4 cards: seat 2 bids 1 in round 1 and 0 after;
    the others bid the whole hand; the first bidder takes every trick."""
    entry = entry_of(RIKIKI, 4)
    for r in range(4):
        st = entry.game.state
        for seat in st.bid_order:
            typed(entry, (1 if r == 0 else 0) if seat == 2 else st.hand_size)
        for seat in st.bid_order:
            typed(entry, st.hand_size if seat == st.bid_order[0] else 0)
        entry.enter()
    assert entry.game.state.round_index == 4
    return entry


def test_the_model_needs_no_window() -> None:
    code = "import sys, game.play.keeper_entry; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


# -- digits ----------------------------------------------------------------------------------


def test_a_digit_is_taken_at_once_when_no_second_digit_could_follow() -> None:
    entry = entry_of(sized(5, 5))
    assert entry.phase == "bids" and entry.target() == 1
    entry.digit(3)  # no 30-something in a hand of 5
    assert entry.game.current().bids == (None, 3, None) and entry.typed == ""
    entry.digit(0)  # nothing follows a 0
    assert entry.game.current().bids == (None, 3, 0)


def test_a_digit_waits_for_a_second_one_when_the_hand_allows_ten_or_more() -> None:
    entry = entry_of(sized(12, 12))
    entry.digit(1)
    assert entry.typed == "1" and entry.pending(1, "bid") == "1"
    assert entry.game.current().bids == (None, None, None)
    entry.digit(1)
    assert entry.game.current().bids[1] == 11 and entry.typed == ""
    entry.digit(1)
    entry.enter()  # Enter takes the digit waiting
    assert entry.game.current().bids[2] == 1
    entry.digit(1)
    entry.digit(7)  # no 17 in a hand of 12: the 7 is a number of its own
    assert entry.game.current().bids[0] == 7


def test_a_digit_larger_than_the_hand_is_refused_and_said() -> None:
    entry = entry_of(sized(3, 3))
    entry.digit(7)
    assert entry.game.current().bids == (None, None, None)
    assert entry.notice == Notice("too-big", value=7, limit=3)
    assert notice_text(entry.notice, entry.names) == "7 is too many: this round has 3 cards"
    entry.digit(2)
    assert entry.notice is None  # the next entry makes the refusal stale


def test_a_bid_the_rules_forbid_is_refused_with_the_engine_s_rule() -> None:
    entry = entry_of()
    typed(entry, 0, 0)
    assert [(n, e.rule) for n, e in entry.forbidden()] == [(1, "hook")]
    entry.press_number(1)
    assert entry.notice is not None and entry.notice.kind == "refused"
    assert entry.notice.error is not None and entry.notice.error.rule == "hook"
    assert notice_text(entry.notice, entry.names) == (
        "Refused: The hook forbids 1: the bids would total 1"
    )
    assert entry.game.current().bids == (None, 0, 0)


# -- tricks, Enter and Backspace ------------------------------------------------------------


def test_tricks_are_typed_in_bidding_order_and_confirmed_by_enter() -> None:
    entry = entry_of()
    typed(entry, 0, 0, 0)
    assert entry.phase == "tricks" and entry.target() == 1 and entry.field() == "tricks"
    typed(entry, 1, 0)
    assert entry.tricks == [None, 1, 0] and entry.target() == 0
    entry.enter()  # a box is empty: Enter waits for it
    count = entry.tricks_count()
    assert entry.game.state.round_index == 0 and count is not None and not count.complete
    typed(entry, 1)
    entry.enter()
    assert entry.notice is not None and entry.notice.kind == "refused"
    assert notice_text(entry.notice, entry.names) == (
        "Refused: The tricks add up to 2, not 1: 1 too many"
    )
    assert entry.target() == 0  # the last box filled stays selected
    entry.digit(0)
    assert entry.notice is None
    entry.enter()
    assert entry.game.state.round_index == 1 and entry.tricks == [None, None, None]
    assert entry.game.state.history[0].tricks == (0, 1, 0)


def test_confirm_asks_for_a_missing_count() -> None:
    entry = entry_of()
    typed(entry, 0, 0, 0, 1)
    entry.confirm_tricks()
    assert entry.notice == Notice("missing", seat=2)
    assert entry.target() == 2
    assert notice_text(entry.notice, entry.names) == "How many tricks did Zoé take?"


def test_backspace_erases_the_digit_then_the_box_then_the_last_entry() -> None:
    entry = entry_of(sized(12, 12))
    typed(entry, 5, 6, 0)
    assert entry.phase == "tricks"
    entry.digit(4)
    entry.digit(1)
    assert entry.typed == "1"
    entry.backspace()
    assert entry.typed == "" and entry.tricks[1] == 4 and entry.target() == 2
    entry.backspace()  # the box selected is empty: the last entry (the dealer's bid) goes
    assert entry.phase == "bids" and entry.game.current().bids == (None, 5, 6)
    entry.backspace()
    assert entry.game.current().bids == (None, 5, None)


def test_tab_and_clicks_choose_the_player() -> None:
    entry = entry_of()
    typed(entry, 0)
    assert entry.target() == 2
    entry.tab(-1)
    assert entry.target() == 1  # back to a bid already made, to change it
    entry.choose(0)  # the dealer bids after seat 2: nobody to change there
    assert entry.target() == 1
    typed(entry, 0)  # seat 1 bids 0 again: the numbers go back to the next bidder
    assert entry.target() == 2
    typed(entry, 0, 0)
    entry.choose(2, "tricks")
    assert entry.target() == 2
    entry.tab(1)
    assert entry.target() == 0


def test_an_entry_that_ends_the_game_is_told_once() -> None:
    entry = entry_of(sized(1))
    typed(entry, 0, 0, 0, 1, 0, 0)
    entry.enter()
    assert entry.phase == "over"
    assert entry.take_ended() and not entry.take_ended()
    entry.digit(1)  # nothing to enter any more
    assert entry.notice is None


# -- corrections -----------------------------------------------------------------------------


def test_a_click_on_a_cell_of_a_round_being_corrected_fills_that_cell() -> None:
    entry = four_rounds()
    entry.open_round(2)
    c = entry.correction
    assert c is not None and entry.phase == "edit"
    first, second = entry.game.history_order(2)[:2]
    assert (c.seat, c.field) == (first, "bid")
    entry.choose(second, "tricks")
    assert (c.seat, c.field) == (second, "tricks")
    entry.digit(2)  # replaces the 0 at once (no 20 in a hand of 3) …
    assert c.tricks[second] == 2
    assert (c.seat, c.field) == (entry.game.history_order(2)[2], "bid")  # … and moves on
    entry.tab(-1)
    assert (c.seat, c.field) == (second, "tricks")
    entry.choose(first)  # a click on the name keeps the column
    assert (c.seat, c.field) == (first, "tricks")


def test_a_correction_shows_its_totals_before_it_is_saved() -> None:
    entry = four_rounds()
    game = entry.game
    saved = game.state.totals
    entry.open_round(0)
    first = game.history_order(0)[0]
    assert entry.totals() == game.state.history[0].totals
    entry.choose(first, "tricks")
    entry.digit(0)
    assert entry.totals() is None  # one trick short: the total cannot be worked out
    problem = entry.problem()
    assert problem is not None and problem.rule == "tricks-total"
    assert problem_text(entry) == (
        "This correction breaks round 1: The tricks add up to 0, not 1: 1 missing"
    )
    entry.choose(2, "tricks")
    entry.digit(1)
    rounds = list(game.rounds)
    rounds[0] = Round(rounds[0].bids, (0, 0, 1, 0))
    expected = replay(game.rules, 4, 0, rounds)
    assert entry.totals() == expected.history[0].totals
    assert entry.history_state().totals == expected.totals != saved
    assert game.state.totals == saved and game.rounds[0].tricks != (0, 0, 1, 0)
    entry.enter()
    assert entry.phase == "bids" and game.state.totals == expected.totals
    assert entry.notice == Notice("edited", round=0)


def test_a_correction_that_breaks_a_later_round_is_refused_and_kept_open() -> None:
    entry = four_rounds()
    kept = list(entry.game.rounds)
    entry.open_round(0)
    entry.choose(2, "bid")
    entry.digit(0)  # seat 2 would bid 0 four rounds in a row
    problem = entry.problem()
    assert problem is not None and (problem.rule, problem.round) == ("zero-limit", 3)
    entry.enter()
    assert entry.phase == "edit" and entry.game.rounds == kept
    assert entry.notice is not None and entry.notice.kind == "edit-refused"
    assert notice_text(entry.notice, entry.names) == (
        "Correction refused: round 4, No more than 3 zero bids in a row"
    )
    assert entry.escape() and entry.phase == "bids" and not entry.escape()


def test_a_correction_with_an_empty_box_asks_for_it() -> None:
    entry = four_rounds()
    entry.open_round(1)
    seat = entry.game.history_order(1)[1]
    entry.choose(seat, "tricks")
    entry.backspace()
    assert entry.correction is not None and entry.correction.tricks[seat] is None
    entry.save_correction()
    assert entry.notice == Notice("missing", seat=seat)
    assert entry.phase == "edit"


# -- notices ---------------------------------------------------------------------------------


def test_a_message_goes_after_a_while() -> None:
    entry = entry_of()
    entry.digit(9)
    assert entry.notice is not None
    entry.tick(NOTICE_TIME - 0.5)
    assert entry.notice is not None
    entry.tick(1.0)
    assert entry.notice is None


def test_the_export_is_said_with_its_path(tmp_path: Path) -> None:
    entry = entry_of()
    path = entry.export_csv(tmp_path / "exports")
    assert path is not None and path.exists()
    assert entry.notice == Notice("exported", detail=str(path))
    assert notice_text(entry.notice, entry.names) == f"Saved to {path}"
    assert notice_text(entry.notice, entry.names, "…/x.csv") == "Saved to …/x.csv"
    blocked = tmp_path / "file"
    blocked.write_text("")
    assert entry.export_csv(blocked / "sub") is None
    assert entry.notice is not None and entry.notice.kind == "export-failed"
    assert entry.notice.bad


def test_notices_in_french() -> None:
    set_language("fr")
    names = ("Léa", "Tom")
    assert notice_text(Notice("too-big", value=2, limit=1), names) == (
        "2, c'est trop : cette manche a 1 carte"
    )
    assert notice_text(Notice("edited", round=2), names) == (
        "Manche 3 corrigée ; les manches suivantes ont été recalculées"
    )
