"""The statistics model and file: a finished game is counted exactly once (resumed, reopened
or played again), pass-and-play per named player, every figure checked against a scripted game
computed by hand, and a damaged file set aside for a fresh one, never a crash."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.core.actions import Bid
from game.core.cards import parse_card
from game.core.presets import CLASSIC, TAROT_AFRICAIN, WHIST22, get_preset
from game.core.records import GameRecord, GameRecorder, record_from_state, resume, start_state
from game.core.rules import Rules
from game.core.state import Deal, GameState, Phase
from game.platform import notices
from game.play.statistics import (
    FORMAT,
    StatsFile,
    game_entries,
    game_id,
    levels,
    load_stats,
    opponent_level,
    parse_stats,
    players,
    record_game,
    reset_stats,
    rule_sets,
    rules_key,
    scoring_kind,
    select,
    stats_json,
    stats_path,
    summarize,
)

NAMES = ["Léa", "Tom", "Chloé", "Hugo"]


@pytest.fixture(autouse=True)
def _private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Nothing here may touch the real user folder, and notices do not leak between tests."""
    monkeypatch.setenv("ASCENSEUR_HOME", str(tmp_path / "home"))
    notices.board.clear()
    yield
    notices.board.clear()


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "stats"


def play(
    rules: Rules,
    names: list[str],
    seed: int,
    until: int | None = None,
    rng_seed: int = 0,
    start: GameRecord | None = None,
) -> GameRecord:
    """A game played with random legal actions (to the end, or ``until`` actions)."""
    rng = random.Random(rng_seed)
    if start is not None:
        state = resume(start)
        actions = list(start.actions)
    else:
        state = GameState.new(rules, len(names), seed=seed)
        actions = []
    while not state.is_over and (until is None or len(actions) < until):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    return record_from_state(state, names, actions)


def scripted() -> GameRecord:
    """Three rounds of explicit deals; seat 0 bids 0, then 1, then 2 (the rest take the first
    legal bid, and every play is forced or the first legal card)."""
    c = parse_card
    deals = [
        Deal(((c("AS"),), (c("2C"),), (c("3C"),)), c("4D")),
        Deal(((c("KH"),), (c("2H"),), (c("3S"),)), c("5D")),
        Deal(((c("AH"), c("KH")), (c("2C"), c("3C")), (c("4S"), c("5S"))), c("6D")),
    ]
    state = GameState.new(CLASSIC, 3, first_dealer=0, deals=deals)
    rec = GameRecorder(state, ["Léa", "Bot 1", "Bot 2"])
    wanted = {(0, 0): 0, (1, 0): 1, (2, 0): 2}
    while not rec.state.is_over:
        st = rec.state
        legal = st.legal_actions()
        want = wanted.get((st.round_index, st.to_move)) if st.phase is Phase.BID else None
        rec.apply(Bid(want) if want is not None else legal[0])
    return rec.record()


# -- counted once ----------------------------------------------------------------------------


def test_finishing_a_game_counts_it_exactly_once(folder: Path) -> None:
    rec = play(CLASSIC, NAMES[:3], seed=5)
    kinds = ["human", "easy", "hard"]
    assert record_game(rec, kinds, folder) is True
    assert record_game(rec, kinds, folder) is False
    stats = load_stats(folder).stats
    assert len(stats.games) == 1
    entry = stats.games[0]
    assert (entry.player, entry.seat, entry.rules, entry.opponents) == (
        "Léa",
        0,
        "classic",
        "mixed",
    )
    state = resume(rec)
    assert entry.total == state.totals[0]
    assert entry.won == (0 in (state.winners or ()))
    assert len(entry.rounds) == len(state.history)
    assert not list(folder.glob("*.tmp")), "the temporary file is renamed into place"


def test_an_unfinished_game_or_one_without_a_human_is_not_counted(folder: Path) -> None:
    partial = play(CLASSIC, NAMES[:3], seed=5, until=20)
    assert record_game(partial, ["human", "easy", "easy"], folder) is False
    finished = play(CLASSIC, NAMES[:3], seed=5)
    assert record_game(finished, ["easy", "normal", "hard"], folder) is False
    assert not stats_path(folder).exists()


def test_a_resumed_game_is_counted_once_however_it_is_finished(folder: Path) -> None:
    kinds = ["human", "normal", "normal"]
    half = play(CLASSIC, NAMES[:3], seed=8, until=30)
    assert record_game(half, kinds, folder) is False  # saved mid-game: not over yet
    finished = play(CLASSIC, NAMES[:3], seed=8, start=half, rng_seed=1)
    assert record_game(finished, kinds, folder) is True
    # The same record finished again (a reopened game), or the same deal finished otherwise.
    assert record_game(finished, kinds, folder) is False
    other_end = play(CLASSIC, NAMES[:3], seed=8, start=half, rng_seed=2)
    assert other_end.actions != finished.actions
    assert game_id(other_end) == game_id(finished)
    assert record_game(other_end, kinds, folder) is False
    assert len(load_stats(folder).stats.games) == 1


def test_play_again_deals_a_new_seed_and_is_a_new_game(folder: Path) -> None:
    kinds = ["human", "hard", "hard"]
    first = play(CLASSIC, NAMES[:3], seed=11)
    again = play(CLASSIC, NAMES[:3], seed=12)
    assert game_id(first) != game_id(again)
    assert record_game(first, kinds, folder) is True
    assert record_game(again, kinds, folder) is True
    stats = load_stats(folder).stats
    assert [g.game for g in stats.games] == [game_id(first), game_id(again)]
    assert summarize(select(stats, "classic")).games == 2


def test_the_first_dealer_drawn_from_the_seed_is_part_of_the_id() -> None:
    rec = play(CLASSIC, NAMES[:3], seed=3)
    drawn = start_state(rec).first_dealer
    as_drawn = rec.model_copy(update={"first_dealer": None})
    assert game_id(as_drawn, drawn) == game_id(rec)
    other = rec.model_copy(update={"first_dealer": (drawn + 1) % 3})
    assert game_id(other) != game_id(rec)


def test_pass_and_play_counts_each_named_player(folder: Path) -> None:
    rec = play(CLASSIC, NAMES[:4], seed=21)
    kinds = ["human", "human", "easy", "human"]
    assert record_game(rec, kinds, folder) is True
    assert record_game(rec, kinds, folder) is False
    stats = load_stats(folder).stats
    assert sorted(g.player for g in stats.games) == ["Hugo", "Léa", "Tom"]
    assert set(players(stats, "classic")) == {"Hugo", "Léa", "Tom"}
    state = resume(rec)
    for seat, name in ((0, "Léa"), (1, "Tom"), (3, "Hugo")):
        (entry,) = select(stats, "classic", player=name)
        assert entry.seat == seat
        assert entry.total == state.totals[seat]
        assert [r.bid for r in entry.rounds] == [r.bids[seat] for r in state.history]
        assert entry.opponents == "easy"  # the other people do not make it "mixed"
    assert levels(stats, "classic") == ["easy"]


def test_opponent_levels() -> None:
    assert opponent_level(["human", "hard", "hard"], 0) == "hard"
    assert opponent_level(["human", "easy", "hard"], 0) == "mixed"
    assert opponent_level(["human", "human", "human"], 1) == "humans"
    assert opponent_level(["normal", "human", "human"], 1) == "normal"


# -- the figures -----------------------------------------------------------------------------


def test_every_figure_of_a_scripted_game_computed_by_hand(folder: Path) -> None:
    rec = scripted()
    state = resume(rec)
    # The game as worked out by hand: Léa makes 0 (10), misses 1 (0), makes 2 (10 + 2).
    assert [r.bids for r in state.history] == [(0, 0, 0), (1, 1, 0), (2, 0, 1)]
    assert [r.tricks for r in state.history] == [(0, 0, 1), (0, 0, 1), (2, 0, 0)]
    assert state.totals == [22, 20, 2] and state.winners == (0,)
    assert record_game(rec, ["human", "easy", "easy"], folder, ended="2025-03-01T20:00:00Z")
    s = summarize(select(load_stats(folder).stats, "classic", "easy", "Léa"))
    assert (s.games, s.wins, s.win_rate) == (1, 1, 1.0)
    assert (s.rounds, s.exact) == (3, 2)
    assert s.exact_rate == pytest.approx(2 / 3)
    assert s.scoring == "points"
    assert s.per_round == pytest.approx((10 + 0 + 12) / 3)
    assert s.best is not None and (s.best.total, s.best.rank, s.best.ended[:10]) == (
        22,
        1,
        "2025-03-01",
    )
    assert s.streak == 1
    assert [(b.size, b.rounds, b.exact) for b in s.by_size] == [(1, 2, 1), (2, 1, 1)]
    assert s.by_size[0].rate == 0.5
    assert s.scores == (22,) and s.won == (True,)
    assert s.diffs == ((0, 2), (1, 1))


def test_streaks_best_game_and_averages_over_several_games(folder: Path) -> None:
    kinds = ["human", "normal", "normal"]
    recs = [play(CLASSIC, NAMES[:3], seed=100 + i, rng_seed=i) for i in range(6)]
    for rec in recs:
        assert record_game(rec, kinds, folder)
    entries = select(load_stats(folder).stats, "classic")
    s = summarize(entries)
    states = [resume(r) for r in recs]
    won = [0 in (st.winners or ()) for st in states]
    totals = [st.totals[0] for st in states]
    assert s.won == tuple(won) and s.scores == tuple(totals)
    assert s.wins == sum(won)
    # The streak by hand: the run of equal outcomes at the end, + for wins, - otherwise.
    run = 0
    for w in reversed(won):
        if w != won[-1]:
            break
        run += 1
    assert s.streak == (run if won[-1] else -run)
    assert s.best is not None and s.best.total == max(totals)
    deltas = [r.deltas[0] for st in states for r in st.history]
    assert s.per_round == pytest.approx(sum(deltas) / len(deltas))
    diffs: dict[int, int] = {}
    for st in states:
        for r in st.history:
            d = (r.bids[0] or 0) - r.tricks[0]
            diffs[d] = diffs.get(d, 0) + 1
    assert dict(s.diffs) == diffs
    assert sum(b.rounds for b in s.by_size) == len(deltas)


def test_lives_games_count_lives_lost_per_round_and_rank_the_best_game(folder: Path) -> None:
    rec = play(TAROT_AFRICAIN, NAMES[:4], seed=7)
    assert record_game(rec, ["human", "hard", "hard", "hard"], folder)
    (entry,) = load_stats(folder).stats.games
    assert entry.scoring == "lives" and entry.opponents == "hard"
    state = resume(rec)
    played = [r for r in state.history if r.bids[0] is not None]
    assert len(entry.rounds) == len(played)  # the rounds after elimination are not Léa's
    s = summarize([entry])
    lost = -sum(r.deltas[0] for r in played)
    assert s.per_round == pytest.approx(lost / len(played))
    assert s.per_round is not None and s.per_round >= 0
    assert scoring_kind(WHIST22) == "countdown"
    assert scoring_kind(CLASSIC) == "points"


def test_rule_sets_presets_and_custom_rules_apart(folder: Path) -> None:
    custom = CLASSIC.model_copy(update={"hook": False})
    assert rules_key(CLASSIC) == "classic"
    assert rules_key(custom).startswith("custom-")
    assert rules_key(custom) != rules_key(custom.model_copy(update={"must_trump": True}))
    assert record_game(play(CLASSIC, NAMES[:3], seed=1), ["human", "easy", "easy"], folder)
    assert record_game(play(custom, NAMES[:3], seed=2), ["human", "easy", "easy"], folder)
    sets = rule_sets(load_stats(folder).stats)
    assert [(rs.preset, rs.entries) for rs in sets] == [(False, 1), (True, 1)]  # latest first
    assert sets[0].key == rules_key(custom) and sets[0].name == "classic"
    assert sets[1].key == "classic"


def test_an_empty_selection_has_no_figures() -> None:
    s = summarize([])
    assert (s.games, s.rounds, s.streak) == (0, 0, 0)
    assert s.win_rate is None and s.exact_rate is None and s.per_round is None
    assert s.best is None and s.by_size == () and s.scores == () and s.diffs == ()


# -- the file --------------------------------------------------------------------------------


def _counted(folder: Path) -> GameRecord:
    rec = play(get_preset("classic"), NAMES[:3], seed=31)
    assert record_game(rec, ["human", "easy", "easy"], folder)
    return rec


def test_the_file_is_versioned_json_one_line_per_entry(folder: Path) -> None:
    _counted(folder)
    text = stats_path(folder).read_text(encoding="utf-8")
    data = json.loads(text)
    assert data["format"] == FORMAT == "ascenseur-stats/1"
    assert len(data["games"]) == 1
    assert len(text.splitlines()) == 3
    assert parse_stats(text.encode()) == load_stats(folder).stats


def test_a_byte_order_mark_is_fine(folder: Path) -> None:
    _counted(folder)
    path = stats_path(folder)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    loaded = load_stats(folder)
    assert loaded.problem is None and len(loaded.stats.games) == 1
    assert not list(folder.glob("*.damaged-*"))


def _entry_json(folder: Path) -> dict[str, object]:
    _counted(folder)
    data = json.loads(stats_path(folder).read_text(encoding="utf-8"))
    entry: dict[str, object] = data["games"][0]
    return entry


DAMAGE = {
    "bad JSON": b'{"format": "ascenseur-stats/1", "games": [',
    "random bytes": random.Random(16).randbytes(512),
    "not UTF-8 inside JSON": b'{"format": "ascenseur-stats/1", "games": [], "x": "\xff\xfe"}',
    "wrong format": b'{"format": "ascenseur-stats/9", "games": []}',
    "a list": b"[1, 2, 3]",
    "duplicated key": b'{"format": "ascenseur-stats/1", "games": [], "games": []}',
    "unknown field": b'{"format": "ascenseur-stats/1", "games": [], "extra": 1}',
    "empty file": b"",
}


@pytest.mark.parametrize("content", list(DAMAGE.values()), ids=list(DAMAGE))
def test_a_damaged_file_is_set_aside_reported_and_started_afresh(
    folder: Path, content: bytes
) -> None:
    folder.mkdir(parents=True)
    path = stats_path(folder)
    path.write_bytes(content)
    loaded = load_stats(folder)
    assert loaded.problem is not None and loaded.stats.games == []
    (aside,) = folder.glob("statistics.json.damaged-*")
    assert aside.name == loaded.aside
    assert aside.read_bytes() == content, "the damaged file is kept as it was"
    assert parse_stats(path.read_bytes()) == StatsFile(), "a fresh file replaces it"
    (notice,) = notices.board.pending
    assert notice.key == "stats.damaged" and notice.params == {"name": aside.name}
    # And the next game is counted in the fresh file.
    _counted(folder)
    assert len(load_stats(folder).stats.games) == 1


@pytest.mark.parametrize(
    "change",
    [
        {"rounds": [{"size": 1, "bid": 3, "tricks": 0, "delta": 0}]},  # a bid above the hand
        {"won": "yes"},
        {"total": 1.5},
        {"game": "not-a-hash"},
        {"opponents": "grandmaster"},
        {"seat": -1},
    ],
)
def test_an_entry_that_fails_validation_damages_the_file(
    folder: Path, change: dict[str, object]
) -> None:
    entry = {**_entry_json(folder), **change}
    body = {"format": FORMAT, "games": [entry]}
    stats_path(folder).write_text(json.dumps(body), encoding="utf-8")
    loaded = load_stats(folder)
    assert loaded.problem is not None and loaded.aside is not None
    assert loaded.stats.games == []


def test_the_same_seat_of_a_game_twice_damages_the_file(folder: Path) -> None:
    entry = _entry_json(folder)
    body = {"format": FORMAT, "games": [entry, entry]}
    stats_path(folder).write_text(json.dumps(body), encoding="utf-8")
    loaded = load_stats(folder)
    assert loaded.problem is not None and "counted twice" in loaded.problem


def test_an_unwritable_folder_never_raises(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    rec = play(CLASSIC, NAMES[:3], seed=41)
    assert record_game(rec, ["human", "easy", "easy"], blocker) is False
    assert blocker.read_text() == "not a folder"


def test_an_unreadable_file_is_never_overwritten(folder: Path) -> None:
    stats_path(folder).mkdir(parents=True)  # a folder where the file should be
    loaded = load_stats(folder)
    assert loaded.problem is not None and not loaded.writable and not loaded.damaged
    rec = play(CLASSIC, NAMES[:3], seed=41)
    assert record_game(rec, ["human", "easy", "easy"], folder) is False
    assert stats_path(folder).is_dir()
    (notice,) = notices.board.pending
    assert notice.key == "stats.unreadable"


def test_a_damaged_file_that_cannot_be_set_aside_is_kept(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder.mkdir(parents=True)
    stats_path(folder).write_bytes(b"{oops")
    monkeypatch.setattr("game.play.statistics.set_aside", lambda path: None)
    loaded = load_stats(folder)
    assert loaded.damaged and not loaded.writable and loaded.aside is None
    rec = play(CLASSIC, NAMES[:3], seed=41)
    assert record_game(rec, ["human", "easy", "easy"], folder) is False
    assert stats_path(folder).read_bytes() == b"{oops", "what may be recovered is not lost"
    (notice,) = notices.board.pending
    assert notice.key == "stats.damaged_kept"


def test_reset_erases_everything(folder: Path) -> None:
    _counted(folder)
    assert load_stats(folder).stats.games
    reset_stats(folder)
    assert load_stats(folder).stats == StatsFile()
    # A game counted before the reset counts again after it: the player asked for a new start.
    rec = play(get_preset("classic"), NAMES[:3], seed=31)
    assert record_game(rec, ["human", "easy", "easy"], folder)


def test_game_entries_refuses_kinds_that_do_not_match_the_seats() -> None:
    rec = play(CLASSIC, NAMES[:3], seed=5)
    with pytest.raises(ValueError, match="3 players"):
        game_entries(rec, ["human", "easy"])


def test_the_default_folder_is_the_user_data_folder(tmp_path: Path) -> None:
    assert stats_path() == tmp_path / "home" / "data" / "statistics.json"
    assert stats_json(StatsFile()).startswith('{"format": "ascenseur-stats/1"')
