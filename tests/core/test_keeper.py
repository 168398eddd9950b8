"""The score keeper's model (game.play.keeper): entries replayed through the engine, refusals
naming the round and the rule, corrections, undo, saving, resuming, damaged files, CSV."""

from __future__ import annotations

import csv
import json
import os
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.core.actions import Bid
from game.core.presets import CLASSIC, RIKIKI, TAROT_AFRICAIN
from game.core.rules import Direction, Rules, Sequence, Trump
from game.core.state import GameState, Phase
from game.i18n import set_language
from game.play import keeper
from game.play.keeper import (
    KEEPER_SEED,
    KeeperError,
    KeeperFileError,
    KeeperGame,
    Round,
    latest_game,
    list_games,
    load_game,
    open_game,
    take_damaged,
    trump_info,
)


@pytest.fixture(autouse=True)
def _private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Nothing here may reach the real user folder, even by mistake."""
    monkeypatch.setenv("ASCENSEUR_HOME", str(tmp_path / "home"))
    set_language("en")
    take_damaged()
    yield
    take_damaged()


def play_round(game: KeeperGame, bids: dict[int, int], tricks: list[int]) -> None:
    """Enter one round: ``bids`` by seat (made in bidding order), then the tricks."""
    for seat in game.state.bid_order:
        game.set_bid(seat, bids[seat])
    game.enter_tricks(tricks)


def test_a_round_goes_through_the_engine(tmp_path: Path) -> None:
    game = KeeperGame.create(CLASSIC, ["Ana", "Ben", "Cid", "Dan"], 0, tmp_path)
    info = game.round_info()
    assert (info.index, info.hand_size, info.dealer, info.first_bidder) == (0, 1, 0, 1)
    assert info.trump.kind == "turned-up"
    game.bid(1)
    game.bid(0)
    game.bid(0)
    # The dealer bids last: the hook forbids 0 (the bids would total 1).
    problem = game.bid_problem(0, 0)
    assert problem is not None and problem.rule == "hook"
    with pytest.raises(KeeperError) as err:
        game.bid(0)
    assert err.value.rule == "hook" and err.value.round == 0 and err.value.seat == 0
    assert err.value.detail == "the hook forbids 0: the bids would total 1"
    assert game.current().bids == (None, 1, 0, 0)
    game.bid(1)
    with pytest.raises(KeeperError, match="1 too many") as err:
        game.enter_tricks([1, 1, 0, 0])
    assert err.value.rule == "tricks-total" and err.value.tricks == (1, 1, 0, 0)
    game.enter_tricks([0, 1, 0, 0])
    ref = GameState.new(CLASSIC, 4, KEEPER_SEED, 0)
    for b in (1, 0, 0, 1):
        ref.apply(Bid(b))
    ref.settle_tricks([0, 1, 0, 0])
    assert game.state.totals == ref.totals
    assert game.state.history == ref.history
    assert game.round_info().index == 1


def test_bids_go_in_order_and_may_be_changed_this_round(tmp_path: Path) -> None:
    game = KeeperGame.create(CLASSIC, ["Ana", "Ben", "Cid"], 0, tmp_path)
    with pytest.raises(KeeperError) as err:
        game.set_bid(0, 0)  # seat 1 bids first
    assert err.value.rule == "turn"
    game.bid(0)
    game.bid(0)
    game.set_bid(1, 1)  # a change of seat 1's bid: the dealer's 0 is still to come
    assert game.current().bids == (None, 1, 0)
    game.bid(1)
    # Changing seat 1 back to 0 would leave the dealer's 1 on the hook total: refused.
    with pytest.raises(KeeperError) as err:
        game.set_bid(1, 0)
    assert err.value.rule == "hook" and err.value.seat == 0
    assert game.current().bids == (1, 1, 0)


def enter_round(game: KeeperGame, wants: dict[int, int]) -> None:
    """A round where the seats of ``wants`` bid that and the others bid the whole hand (so
    that with four players the hook never falls on a wanted bid), the first bidder taking
    every trick."""
    st = game.state
    for seat in st.bid_order:
        game.set_bid(seat, wants.get(seat, st.hand_size))
    tricks = [0] * st.players
    tricks[st.bid_order[0]] = st.hand_size
    game.enter_tricks(tricks)


def test_zero_limit_and_blind_round(tmp_path: Path) -> None:
    game = KeeperGame.create(RIKIKI, ["Ana", "Ben", "Cid", "Dan"], 3, tmp_path)
    assert game.round_info().blind
    for _ in range(3):
        enter_round(game, {0: 0})
    assert not game.round_info().blind
    # Seat 0 bid 0 three rounds running: a fourth zero is refused.
    for seat in game.state.bid_order:
        if seat == 0:
            break
        game.set_bid(seat, game.state.hand_size)
    problem = game.bid_problem(0, 0)
    assert problem is not None and problem.rule == "zero-limit"
    with pytest.raises(KeeperError) as err:
        game.set_bid(0, 0)
    assert err.value.rule == "zero-limit"
    game.set_bid(0, 1)


def test_edit_recomputes_and_refuses_what_breaks_a_later_round(tmp_path: Path) -> None:
    game = KeeperGame.create(RIKIKI, ["Ana", "Ben", "Cid", "Dan"], 0, tmp_path)
    # Seat 2 bids 1 in round 1, then 0 in rounds 2-4: three zeros in a row.
    enter_round(game, {2: 1})
    for _ in range(3):
        enter_round(game, {2: 0})
    assert [res.bids[2] for res in game.state.history] == [1, 0, 0, 0]
    totals = list(game.state.totals)
    # A correction of round 1's tricks: seat 2 took the trick, not the first bidder.
    first = game.rounds[0]
    game.edit_round(0, first.bids, [0, 0, 1, 0])
    ref = GameState.new(RIKIKI, 4, KEEPER_SEED, 0)
    for entry in game.rounds:
        for seat in ref.bid_order:
            bid = entry.bids[seat]
            assert bid is not None
            ref.apply(Bid(bid))
        assert entry.tricks is not None
        ref.settle_tricks(list(entry.tricks))
    assert game.state.totals == ref.totals != totals
    assert game.state.history == ref.history
    # Seat 2's round-1 bid corrected to 0: round 4's zero becomes a fourth in a row.
    kept = list(game.rounds)
    bids = list(kept[0].bids)
    bids[2] = 0
    with pytest.raises(KeeperError) as err:
        game.edit_round(0, bids, kept[0].tricks)
    assert (err.value.rule, err.value.round, err.value.seat) == ("zero-limit", 3, 2)
    assert game.rounds == kept
    assert game.state.totals == ref.totals


def test_a_correction_is_previewed_without_changing_or_saving_anything(tmp_path: Path) -> None:
    game = KeeperGame.create(RIKIKI, ["Ana", "Ben", "Cid", "Dan"], 0, tmp_path)
    enter_round(game, {2: 1})
    for _ in range(3):
        enter_round(game, {2: 0})
    kept, saved = list(game.rounds), game.path.read_text(encoding="utf-8")
    preview = game.preview_edit(0, kept[0].bids, [0, 0, 1, 0])
    assert game.rounds == kept and game.path.read_text(encoding="utf-8") == saved
    assert preview.totals != game.state.totals
    game.edit_round(0, kept[0].bids, [0, 0, 1, 0])
    assert preview.history == game.state.history and preview.totals == game.state.totals
    game.edit_round(0, kept[0].bids, kept[0].tricks)
    saved = game.path.read_text(encoding="utf-8")
    bids = list(kept[0].bids)
    bids[2] = 0
    with pytest.raises(KeeperError) as err:
        game.preview_edit(0, bids, kept[0].tricks)
    assert (err.value.rule, err.value.round) == ("zero-limit", 3)
    assert game.rounds == kept and game.path.read_text(encoding="utf-8") == saved


def test_elimination_follows_the_engine_and_edits_that_change_it_are_refused(
    tmp_path: Path,
) -> None:
    game = KeeperGame.create(TAROT_AFRICAIN, ["Ana", "Ben", "Cid"], 0, tmp_path)
    rounds = 0
    while not game.is_over:
        st = game.state
        # Everyone bids 0 (the hook allows it: 0 ≠ hand size); the first bidder takes all.
        for seat in st.bid_order:
            game.set_bid(seat, 0)
        tricks = [0] * 3
        tricks[st.bid_order[0]] = st.hand_size
        game.enter_tricks(tricks)
        rounds += 1
        assert rounds < 50
    st = game.state
    assert st.winners is not None and len(st.winners) == 1
    assert sum(st.alive) <= 1
    out_round = (
        next(i for i, res in enumerate(st.history) if None in res.bids)
        if any(None in res.bids for res in st.history)
        else None
    )
    assert out_round is not None, "someone was eliminated before the end"
    # Round 1 corrected so that nobody loses a life there: the player who went out later
    # would still be in, with no bid: refused.
    first = game.rounds[0]
    exact = list(first.tricks or ())
    with pytest.raises(KeeperError) as err:
        game.edit_round(0, exact, exact)
    assert err.value.round is not None and err.value.round >= 0
    assert err.value.rule in ("keeper-missing", "keeper-out", "hook", "tricks-total", "bid-range")


def test_undo_takes_back_one_entry(tmp_path: Path) -> None:
    game = KeeperGame.create(CLASSIC, ["Ana", "Ben", "Cid"], 0, tmp_path)
    assert not game.undo()
    game.bid(0)
    game.bid(0)
    game.bid(0)
    game.enter_tricks([1, 0, 0])
    assert game.state.round_index == 1
    assert game.undo()  # the tricks of round 1
    assert game.state.round_index == 0 and game.state.phase is Phase.PLAY
    assert game.undo()  # the dealer's bid
    assert game.current().bids == (None, 0, 0)
    assert game.undo() and game.undo()
    assert game.rounds == [] and not game.can_undo()


def test_saved_after_every_entry_and_resumed_exactly(tmp_path: Path) -> None:
    game = KeeperGame.create(CLASSIC, ["Léa", "Tom", "Zoé"], 2, tmp_path)
    assert game.path.is_file()
    game.bid(1)
    saved = json.loads(game.path.read_text(encoding="utf-8"))
    assert saved["format"] == "ascenseur-keeper/1"
    assert saved["rounds"] == [{"bids": [1, None, None], "tricks": None}]
    assert not list(tmp_path.glob("*.tmp"))
    again = open_game(game.id, tmp_path)
    assert again.names == ("Léa", "Tom", "Zoé") and again.first_dealer == 2
    assert again.rounds == game.rounds
    assert again.state.to_move == game.state.to_move
    summary = latest_game(tmp_path)
    assert summary is not None and summary.id == game.id and summary.round == 1
    assert summary.rounds == game.state.round_count()


def test_latest_game_skips_finished_games(tmp_path: Path) -> None:
    rules = Rules.model_validate(
        {**CLASSIC.model_dump(), "sequence": Sequence.CUSTOM, "custom_sizes": (1,)}
    )
    done = KeeperGame.create(rules, ["A", "B", "C"], 0, tmp_path)
    play_round(done, {0: 1, 1: 1, 2: 1}, [1, 0, 0])
    assert done.is_over
    assert latest_game(tmp_path) is None
    going = KeeperGame.create(CLASSIC, ["D", "E", "F"], 0, tmp_path)
    summary = latest_game(tmp_path)
    assert summary is not None and summary.id == going.id
    assert {s.id for s in list_games(tmp_path)} == {done.id, going.id}


def _good_body() -> dict[str, object]:
    game = KeeperGame.create(CLASSIC, ["A", "B", "C"], 0, save=False)
    return game.to_file().model_dump(mode="json")


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (bytes(random.Random(5).randrange(256) for _ in range(400)), "UTF-8"),
        (b"{not json", "JSON"),
        (b"[1, 2]", "object"),
        (json.dumps({"format": "other/9"}).encode(), "format"),
        (json.dumps({**_good_body(), "first_dealer": "zero"}).encode(), "first_dealer"),
        (json.dumps({**_good_body(), "names": ["A"]}).encode(), "names"),
        (
            json.dumps({**_good_body(), "rounds": [{"bids": [1, 0, 0], "tricks": None}]}).encode(),
            "hook",
        ),
        (b'{"format": "ascenseur-keeper/1", "format": "x"}', "twice"),
        (b"[" * 100000, "JSON|recursion|depth"),
    ],
)
def test_a_damaged_file_is_set_aside_and_reported(
    tmp_path: Path, content: bytes, words: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(KeeperFileError, match=words):
        load_game(path)
    assert not path.exists()
    assert [p.name.startswith("bad.json.damaged-") for p in tmp_path.iterdir()] == [True]
    damaged = take_damaged()
    assert [d.name for d in damaged] == ["bad.json"]
    assert take_damaged() == []


def test_list_games_sets_damaged_files_aside_and_keeps_the_others(tmp_path: Path) -> None:
    good = KeeperGame.create(CLASSIC, ["A", "B", "C"], 0, tmp_path)
    (tmp_path / "broken.json").write_bytes(os.urandom(64) + b"\xff")
    assert [s.id for s in list_games(tmp_path)] == [good.id]
    assert [d.name for d in take_damaged()] == ["broken.json"]
    assert [s.id for s in list_games(tmp_path)] == [good.id]
    assert take_damaged() == []


def test_an_unwritable_folder_is_reported_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    game = KeeperGame.create(CLASSIC, ["A", "B", "C"], 0, blocker)
    assert game.save_error
    game.bid(0)  # the game goes on


def test_csv_export(tmp_path: Path) -> None:
    game = KeeperGame.create(CLASSIC, ["Léa", "Tom", "Zoé"], 0, tmp_path)
    play_round(game, {0: 1, 1: 1, 2: 1}, [0, 1, 0])
    play_round(game, {0: 0, 1: 1, 2: 0}, [1, 1, 0])
    path = game.export_csv(tmp_path / "exports")
    assert path.parent == tmp_path / "exports" and path.suffix == ".csv"
    with path.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    assert rows[0][:4] == ["Round", "Cards", "Dealer", "Trump"]
    assert rows[0][4:8] == ["Léa · bid", "Léa · tricks", "Léa · score", "Léa · total"]
    assert len(rows) == 3 and all(len(r) == 4 + 4 * 3 for r in rows)
    for res, row in zip(game.state.history, rows[1:], strict=True):
        assert row[1] == str(res.hand_size)
        assert row[2] == game.names[res.dealer]
        assert row[3] == "turned up by the dealer"
        for seat in range(3):
            cells = row[4 + 4 * seat : 8 + 4 * seat]
            assert cells == [
                str(res.bids[seat]),
                str(res.tricks[seat]),
                str(res.deltas[seat]),
                str(res.totals[seat]),
            ]


def test_trump_rule_comes_from_the_rules() -> None:
    assert trump_info(CLASSIC, 4, 0, 5, 4).kind == "turned-up"
    assert trump_info(CLASSIC, 4, 12, 13, 4).kind == "none-left"  # the whole deck is dealt
    assert trump_info(TAROT_AFRICAIN, 4, 0, 5, 4).kind == "tarot"
    rotation = Rules.model_validate({**CLASSIC.model_dump(), "trump": Trump.ROTATION})
    assert [trump_info(rotation, 4, i, 3, 4).suit for i in range(5)] == [2, 1, 0, 3, None]
    assert trump_info(rotation, 4, 4, 3, 4).kind == "no-trump"
    none = Rules.model_validate({**CLASSIC.model_dump(), "trump": Trump.NONE})
    assert trump_info(none, 4, 0, 3, 4).kind == "no-trump"


def test_history_order_follows_the_direction(tmp_path: Path) -> None:
    rules = Rules.model_validate({**CLASSIC.model_dump(), "direction": Direction.COUNTERCLOCKWISE})
    game = KeeperGame.create(rules, ["A", "B", "C", "D"], 0, tmp_path)
    order = game.state.bid_order
    play_round(game, dict.fromkeys(range(4), 1), [1, 0, 0, 0])
    assert game.history_order(0) == order


def test_the_replay_is_the_module_function(tmp_path: Path) -> None:
    game = KeeperGame.create(CLASSIC, ["A", "B", "C"], 0, tmp_path)
    game.bid(0)
    st = keeper.replay(CLASSIC, 3, 0, [Round((None, 0, None))])
    assert st.to_move == game.state.to_move
