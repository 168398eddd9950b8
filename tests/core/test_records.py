"""Game records (game/core/records.py) and the replay command (game/cli/replay.py)."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.cli.replay import main as replay_main
from game.core.actions import Bid, Play, parse_action
from game.core.cards import parse_card
from game.core.presets import CLASSIC, TAROT_AFRICAIN, WHIST22
from game.core.records import (
    FORMAT,
    GameRecord,
    GameRecorder,
    RecordError,
    load_record,
    parse_record,
    preset_id,
    record_from_state,
    record_json,
    record_rules,
    replay,
    resume,
    save_record,
    start_state,
)
from game.core.rules import Deck, LivesScoring, Rules, Sequence
from game.core.state import Deal, GameState, Phase
from tests.golden import make_golden

GOLDEN = Path(make_golden.__file__).resolve().parent
STEMS = ["classic-4p", "tarot-africain-4p", "whist22-3p", "tarot-example-004"]
REPO = GOLDEN.parent.parent


def golden(stem: str) -> GameRecord:
    return load_record(GOLDEN / f"{stem}.record.json")


def base_data(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": FORMAT,
        "rules": "classic",
        "players": ["Ann", "Bob", "Cyd"],
        "first_dealer": 0,
        "seed": 1,
        "actions": ["bid 0"],
    }
    data.update(changes)
    return {k: v for k, v in data.items() if v is not ...}


def record_error(data: Any) -> RecordError:
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(RecordError) as info:
        parse_record(text)
    return info.value


def run_cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = replay_main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def with_actions(rec: GameRecord, actions: list[str]) -> GameRecord:
    return GameRecord.model_validate({**rec.model_dump(mode="json"), "actions": actions})


# -- golden transcripts ----------------------------------------------------------------------


@pytest.mark.parametrize("stem", STEMS)
def test_golden_text_output(stem: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_cli(capsys, str(GOLDEN / f"{stem}.record.json"))
    assert (status, err) == (0, "")
    assert out == (GOLDEN / f"{stem}.replay.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("stem", STEMS)
def test_golden_json_output(stem: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_cli(capsys, str(GOLDEN / f"{stem}.record.json"), "--json")
    assert (status, err) == (0, "")
    assert out == (GOLDEN / f"{stem}.replay.json").read_text(encoding="utf-8")
    data = json.loads(out)
    assert data["status"] == "finished"
    assert data["winners"]


def test_golden_records_are_reproducible() -> None:
    """make_golden.py regenerates exactly the stored records (same engine, same seeds)."""
    records = make_golden.golden_records()
    assert sorted(records) == sorted(STEMS)
    for stem, rec in records.items():
        assert record_json(rec) == (GOLDEN / f"{stem}.record.json").read_text(encoding="utf-8")


def test_golden_games_are_whole_games() -> None:
    for stem in STEMS:
        result = replay(golden(stem))
        assert result.status == "finished", stem
        assert result.applied == len(result.record.actions)


def test_tarot_example_round_matches_rule_text() -> None:
    """rules/004: Théo deals, bids 1 1 0 2, only Théo misses (bid 2, made 1)."""
    result = replay(golden("tarot-example-004"))
    (row,) = result.state.history
    assert row.dealer == 3
    assert row.bids == (1, 1, 0, 2)
    assert row.tricks == (1, 1, 0, 1)
    assert row.totals == (5, 5, 5, 4)
    assert result.state.winners == (0, 1, 2)
    assert len(result.state.undealt) == 10


def test_cli_as_a_module(tmp_path: Path) -> None:
    """``python -m game replay`` in a fresh interpreter: output and exit statuses."""
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    record = GOLDEN / "tarot-example-004.record.json"
    proc = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(record)],
        cwd=REPO,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == (GOLDEN / "tarot-example-004.replay.txt").read_text(encoding="utf-8")
    missing = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(tmp_path / "nope.json")],
        cwd=REPO,
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert missing.returncode == 2
    assert "Traceback" not in missing.stderr
    assert len(missing.stderr.strip().splitlines()) == 1
    assert "cannot read the file" in missing.stderr


# -- saving and loading ----------------------------------------------------------------------


def play_random(
    state: GameState, names: list[str], seed: int, limit: int | None = None
) -> GameRecorder:
    recorder = GameRecorder(state, names)
    rng = random.Random(seed)
    while not recorder.state.is_over and (limit is None or len(recorder.actions) < limit):
        recorder.apply(rng.choice(recorder.state.legal_actions()))
    return recorder


def test_round_trip_preset_by_seed(tmp_path: Path) -> None:
    recorder = play_random(GameState.new(WHIST22, 4, seed=9), ["A", "B", "C", "D"], 1)
    rec = recorder.record()
    assert rec.rules == "whist22"
    assert rec.seed == 9 and rec.deals is None
    assert rec.first_dealer == recorder.state.first_dealer
    path = tmp_path / "game.json"
    save_record(rec, path)
    loaded = load_record(path)
    assert loaded == rec
    result = replay(loaded)
    assert result.status == "finished"
    assert result.state.totals == recorder.state.totals
    assert result.state.winners == recorder.state.winners


def test_round_trip_custom_rules_and_explicit_deals(tmp_path: Path) -> None:
    rules = Rules.model_validate(
        {**TAROT_AFRICAIN.model_dump(), "name": "house", "short_cycle": True}
    )
    assert preset_id(rules) is None
    deals = [
        Deal(((52, 53), (54, 55), (56, 73))),
        Deal(((72,), (71,), (70,))),
    ]
    state = GameState.new(rules, 3, first_dealer=1, deals=deals)
    recorder = play_random(state, ["Léa", "Marc", "Inès"], 3)
    rec = recorder.record()
    assert isinstance(rec.rules, Rules) and rec.rules == rules
    assert rec.seed is None and rec.deals is not None
    assert rec.deals[0].hands == [["1", "2"], ["3", "4"], ["5", "EX"]]
    path = tmp_path / "house.json"
    save_record(rec, path)
    text = path.read_text(encoding="utf-8")
    assert '"name": "house"' in text and "Léa" in text  # pretty, UTF-8, not escaped
    loaded = load_record(path)
    assert loaded == rec
    assert record_rules(loaded) == rules
    result = replay(loaded)
    assert result.status == "finished"
    assert len(result.state.history) == 2
    assert result.state.totals == recorder.state.totals


def test_preset_id_only_for_exact_presets() -> None:
    assert preset_id(CLASSIC) == "classic"
    assert preset_id(CLASSIC.model_copy(update={"hook": False})) is None


def test_record_from_state_and_canonical_texts() -> None:
    state = GameState.new(CLASSIC, 3, seed=2, first_dealer=1)
    rec = record_from_state(state, ["A", "B", "C"], [Bid(1), "BID  0", Play(parse_card("10h"))])
    assert rec.actions == ["bid 1", "bid 0", "TH"]
    data = base_data(
        seed=...,
        deals=[{"hands": [["10h"], ["as"], ["2c"]], "turned": "kd"}],
        actions=["Bid 0", "ex=22"],
    )
    rec2 = GameRecord.model_validate(data)
    assert rec2.deals is not None
    assert rec2.deals[0].hands == [["TH"], ["AS"], ["2C"]]
    assert rec2.deals[0].turned == "KD"
    assert rec2.actions == ["bid 0", "EX=22"]


def test_record_json_groups_actions_by_bidding_and_trick() -> None:
    text = (GOLDEN / "tarot-example-004.record.json").read_text(encoding="utf-8")
    assert '    "bid 1", "bid 1", "bid 0", "bid 2",\n    "8", "5", "9", "10",\n' in text


def test_recorder_undo_and_resume() -> None:
    recorder = play_random(GameState.new(CLASSIC, 4, seed=5), ["A", "B", "C", "D"], 2, limit=30)
    before = recorder.record()
    state = recorder.undo(3)
    assert len(recorder.actions) == 27
    assert recorder.state is state
    assert with_actions(before, before.actions[:27]) == recorder.record()
    again = resume(recorder.record())
    assert again.to_move == state.to_move and again.hands == state.hands
    with pytest.raises(ValueError):
        recorder.undo(28)


def test_recorder_needs_a_fresh_game() -> None:
    state = GameState.new(CLASSIC, 3, seed=1)
    state.apply(state.legal_actions()[0])
    with pytest.raises(ValueError, match="before its first action"):
        GameRecorder(state)
    with pytest.raises(ValueError, match="names"):
        GameRecorder(GameState.new(CLASSIC, 3, seed=1), ["A", "B"])


# -- damaged records -------------------------------------------------------------------------


def test_malformed_json() -> None:
    err = record_error('{"format": "ascenseur-record/1", "rules": "classic",,}')
    assert err.field is None
    assert str(err).startswith("not valid JSON:") and "line 1, column" in str(err)


@pytest.mark.parametrize(
    ("text", "expected"),
    [("[1, 2]", "not a list"), ('"x"', "not a string"), ("3", "not a number"), ("null", "null")],
)
def test_record_must_be_an_object(text: str, expected: str) -> None:
    assert expected in str(record_error(text))


@pytest.mark.parametrize("field", ["format", "rules", "players", "actions"])
def test_missing_field(field: str) -> None:
    err = record_error(base_data(**{field: ...}))
    assert err.field == field
    assert "missing" in err.problem


def test_seed_or_deals() -> None:
    err = record_error(base_data(seed=...))
    assert "either 'seed'" in str(err) and "required" in str(err)
    both = base_data(deals=[{"hands": [["AS"], ["KS"], ["QS"]]}])
    assert "not both" in str(record_error(both))
    assert record_error(base_data(seed="7")).field == "seed"
    assert record_error(base_data(seed=True)).field == "seed"


@pytest.mark.parametrize(
    ("changes", "field", "words"),
    [
        ({"format": "ascenseur-record/9"}, "format", "expected 'ascenseur-record/1'"),
        ({"rules": "bridge"}, "rules", "no preset 'bridge'"),
        ({"rules": 3}, "rules", "preset id"),
        ({"rules": {"deck": "jokers"}}, "rules.deck", "'standard' or 'tarot'"),
        ({"rules": {"deck": "tarot"}}, "rules", "trump option must be 'none'"),
        ({"rules": {"colour": "red"}}, "rules.colour", "not a field"),
        (
            {"rules": {"scoring": {"kind": "lives", "start": 0}}},
            "rules.scoring.start",
            "greater than or equal to 1",
        ),
        ({"players": ["Ann", "Bob"]}, "players", "3 to 7 players, not 2"),
        ({"players": ["Ann", "Bob", "Ann"]}, "players[2]", "two players are called 'Ann'"),
        ({"players": ["Ann", " ", "Cyd"]}, "players[1]", "cannot be empty"),
        ({"players": "Ann"}, "players", "valid list"),
        ({"first_dealer": 3}, "first_dealer", "from 0 to 2"),
        ({"first_dealer": "0"}, "first_dealer", "integer"),
        ({"colour": "red"}, "colour", "not a field"),
        ({"actions": ["bid 0", "bid x"]}, "actions[1]", "'bid x' is not a bid"),
        ({"actions": ["bid 0", "ZZ"]}, "actions[1]", "'ZZ' is neither a bid nor a card"),
        ({"actions": ["EX=5"]}, "actions[0]", "worth 0 or 22"),
        ({"actions": "bid 0"}, "actions", "valid list"),
    ],
)
def test_wrong_field(changes: dict[str, Any], field: str, words: str) -> None:
    err = record_error(base_data(**changes))
    assert err.field == field
    assert words in err.problem
    assert str(err) == f"{field}: {err.problem}"


@pytest.mark.parametrize(
    ("deals", "field", "words"),
    [
        ([{"hands": [["AS"], ["XS"], ["QS"]]}], "deals[0].hands[1][0]", "'XS' is not a card"),
        ([{"hands": [["AS"], ["KS"], ["22"]]}], "deals[0].hands[2][0]", "not a tarot trump"),
        ([{"hands": [["AS"], ["KS"], ["AS"]]}], "deals[0].hands[2][0]", "AS is dealt twice"),
        ([{"hands": [["AS"], ["KS"], ["21"]]}], "deals[0].hands[2][0]", "not in this game's deck"),
        ([{"hands": [["AS"], ["KS"]]}], "deals[0].hands", "2 hands for 3 players"),
        ([{"hands": [["AS", "2C"], ["KS"], ["QS"]]}], "deals[0].hands", "same number of cards"),
        ([{"hands": [[], [], []]}], "deals[0].hands", "nobody gets a card"),
        ([{"hands": [["AS"], ["KS"], ["QS"]], "turned": "AS"}], "deals[0].turned", "dealt twice"),
        ([{"hands": [["AS"], ["KS"], ["QS"]], "trump": "S"}], "deals[0].trump", "not a field"),
        ([{"turned": "AS"}], "deals[0].hands", "missing"),
        ([], "deals", "at least one round"),
    ],
)
def test_bad_deals(deals: list[Any], field: str, words: str) -> None:
    err = record_error(base_data(seed=..., deals=deals))
    assert err.field == field
    assert words in err.problem


def test_turned_card_needs_turned_up_trump() -> None:
    data = base_data(
        rules="tarot-africain",
        seed=...,
        deals=[{"hands": [["1"], ["2"], ["3"]], "turned": "4"}],
    )
    err = record_error(data)
    assert err.field == "deals[0].turned"
    assert "turn up no trump card" in err.problem


def test_more_problems_are_counted() -> None:
    err = record_error(base_data(first_dealer="x", seed="y", actions=["zz"]))
    assert "(and 2 more problems)" in str(err)


def test_load_record_file_problems(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot read the file"):
        load_record(tmp_path / "missing.json")
    with pytest.raises(RecordError, match="cannot read the file"):
        load_record(tmp_path)
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00garbage\x9c")
    with pytest.raises(RecordError, match="not a text file"):
        load_record(binary)
    bom = tmp_path / "bom.json"
    bom.write_bytes(b"\xef\xbb\xbf" + json.dumps(base_data()).encode())
    assert load_record(bom).players == ["Ann", "Bob", "Cyd"]


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        json.dumps(base_data(players=...)),
        json.dumps(base_data(seed=..., deals=[{"hands": [["AS"], ["KS"], ["1H"]]}])),
        "",
    ],
)
def test_cli_damaged_file(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str) -> None:
    path = tmp_path / "damaged.json"
    path.write_text(content, encoding="utf-8")
    status, out, err = run_cli(capsys, str(path))
    assert status == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert err.startswith(f"replay: {path}: ")
    assert "Traceback" not in err


def test_cli_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run_cli(capsys)
    assert status == 2 and "usage" in err
    status, _, err = run_cli(capsys, "a.json", "--colour")
    assert status == 2 and "unrecognized arguments" in err


def test_deal_error_at_setup_is_a_record_error() -> None:
    """A later deal whose size is fine for the validator but whose seat is out of the game:
    caught by the engine when the round comes, reported as a damaged record."""
    rules = TAROT_AFRICAIN.model_copy(update={"scoring": LivesScoring(start=1)})
    deals = [
        {"hands": [["1", "2"], ["3", "4"], ["5", "6"]]},
        {"hands": [["7"], ["8"], ["9"]]},
    ]
    # Seats 0 and 1 bid 0, the hook forbids 2 to the dealer (seat 2), who bids 1, takes both
    # tricks and is out: the second deal still gives seat 2 a card.
    data = base_data(
        rules=rules.model_dump(mode="json"),
        seed=...,
        first_dealer=2,
        deals=deals,
        actions=["bid 0", "bid 0", "bid 1", "1", "3", "5", "6", "2", "4"],
    )
    rec = GameRecord.model_validate(data)
    with pytest.raises(RecordError) as info:
        replay(rec)
    assert info.value.field == "deals"
    assert "out of the game" in info.value.problem


# -- illegal and unfinished records ----------------------------------------------------------


def hook_violation(rec: GameRecord, skip_rounds: int = 2) -> tuple[int, int, int]:
    """The index (from 0) of a last bid, in a later round, the hook forbade, the forbidden bid
    and the hand size."""
    state = start_state(rec)
    for i, text in enumerate(rec.actions):
        if state.phase is Phase.BID and state.round_index >= skip_rounds:
            hooked = [b for b, why in state.forbidden_bids().items() if "hook" in why]
            if hooked:
                return i, hooked[0], state.hand_size
        state.apply(parse_action(text))
    raise AssertionError("no hook in the record")


def test_illegal_bid_in_the_middle(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rec = golden("classic-4p")
    index, bid, size = hook_violation(rec)
    actions = list(rec.actions)
    actions[index] = f"bid {bid}"
    bad = with_actions(rec, actions)
    result = replay(bad)
    assert result.status == "illegal" and not result.legal
    assert result.illegal is not None
    assert result.illegal.index == index + 1
    assert result.illegal.rule == "hook"
    assert result.applied == index
    expected = (
        f"action {index + 1} (bid {bid}) is illegal: "
        f"the hook forbids {bid}: the bids would total {size} [hook]"
    )
    assert result.illegal.describe() == expected
    with pytest.raises(RecordError, match=r"\[hook\]"):
        resume(bad)

    path = tmp_path / "bad.json"
    save_record(bad, path)
    status, out, err = run_cli(capsys, str(path))
    assert (status, err) == (1, "")
    assert out.rstrip().splitlines()[-1] == expected
    assert "Standings after round" in out
    status, out, _ = run_cli(capsys, str(path), "--json")
    assert status == 1
    data = json.loads(out)
    assert data["status"] == "illegal"
    assert data["illegal"]["index"] == index + 1
    assert data["illegal"]["rule"] == "hook"
    assert data["illegal"]["action"] == f"bid {bid}"
    assert data["winners"] is None


def test_illegal_play_names_the_rule() -> None:
    rec = golden("classic-4p")
    state = start_state(rec)
    for i, text in enumerate(rec.actions):
        if (
            state.phase is Phase.PLAY
            and state.trick
            and len(state.legal_actions()) < len(state.hands[state.to_move])
        ):
            legal = {str(a) for a in state.legal_actions()}
            wrong = next(
                str(Play(c)) for c in state.hands[state.to_move] if str(Play(c)) not in legal
            )
            actions = list(rec.actions)
            actions[i] = wrong
            result = replay(with_actions(rec, actions))
            assert result.illegal is not None
            assert result.illegal.index == i + 1
            assert result.illegal.rule == "follow-suit"
            assert "you must follow" in result.illegal.describe()
            return
        state.apply(parse_action(text))
    raise AssertionError("no constrained play found")


def test_card_not_in_hand_and_actions_after_the_end() -> None:
    rec = golden("tarot-example-004")
    wrong = with_actions(rec, [*rec.actions[:4], "21"])
    result = replay(wrong)
    assert result.illegal is not None and result.illegal.rule == "not-in-hand"
    assert result.illegal.seat == 0
    extra = with_actions(rec, [*rec.actions, "bid 0"])
    result = replay(extra)
    assert result.illegal is not None
    assert result.illegal.rule == "game-over"
    assert result.illegal.index == 17 and result.illegal.seat == -1


def test_unfinished_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rec = golden("whist22-3p")
    short = with_actions(rec, rec.actions[:30])
    result = replay(short)
    assert result.status == "unfinished" and result.legal
    assert result.applied == 30
    path = tmp_path / "short.json"
    save_record(short, path)
    status, out, err = run_cli(capsys, str(path))
    assert (status, err) == (0, "")
    last = out.rstrip().splitlines()[-1]
    assert last.startswith("unfinished after 30 actions: round ")
    assert "Final standings" not in out and "Winner" not in out
    status, out, _ = run_cli(capsys, str(path), "--json")
    data = json.loads(out)
    assert status == 0
    assert data["status"] == "unfinished"
    assert data["applied"] == 30
    assert data["current"]["phase"] in ("bid", "play")


def test_record_without_actions(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "empty.json"
    path.write_text(json.dumps(base_data(actions=[])), encoding="utf-8")
    status, out, _ = run_cli(capsys, str(path))
    assert status == 0
    assert "No round finished yet" in out
    assert out.rstrip().endswith("unfinished after 0 actions: round 1 (1 card), Bob to bid")


def test_custom_rules_label(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = Rules(name="quick", deck=Deck.STANDARD, sequence=Sequence.CUSTOM, custom_sizes=(2, 1))
    recorder = play_random(GameState.new(rules, 3, seed=4), ["A", "B", "C"], 6)
    path = tmp_path / "quick.json"
    save_record(recorder.record(), path)
    status, out, _ = run_cli(capsys, str(path))
    assert status == 0
    assert out.startswith("Rules: custom rules 'quick' (points)\n")
    assert out.count("\nRound ") == 2
