"""The arena (``python -m game.cli.arena``): duplicate rotations, its figures, and results that
depend on the seed only — not on the run, nor on the number of worker processes."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest

from game.cli.arena import (
    TIMING_FIELDS,
    DealOutcome,
    GameOutcome,
    SeatOutcome,
    arena_rules,
    diff_sample,
    groups_of,
    main,
)
from game.cli.arena_stats import mean_ci, percentile, t975
from game.core.rules import Sequence

TINY = ["--preset", "classic", "--players", "3", "--seats", "random,easy,random"]
TINY += ["--deals", "2", "--sizes", "2", "--seed", "7"]


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    assert main([*argv, "--json"]) == 0
    data: dict[str, Any] = json.loads(capsys.readouterr().out)
    return data


def without_timings(data: Any) -> Any:
    """The JSON with every field that measures time removed."""
    if isinstance(data, dict):
        return {k: without_timings(v) for k, v in data.items() if k not in TIMING_FIELDS}
    if isinstance(data, list):
        return [without_timings(v) for v in data]
    return data


def test_json_has_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, *TINY)
    assert data["preset"] == "classic" and data["players"] == 3 and data["sizes"] == [2]
    assert data["deals"] == 2 and data["games"] == 6 and data["lives"] is False
    assert [(g["level"], g["entries"]) for g in data["groups"]] == [
        ("random", [0, 2]),
        ("easy", [1]),
    ]
    for g in data["groups"]:
        for key in ("per_round", "diff", "win_rate"):
            assert set(g[key]) == {"mean", "ci95", "n"}
            assert g[key]["n"] == 2
        # Every seat plays one 2-card round per game, in three rotations of two deals.
        assert g["rounds"] == 2 * 3 * len(g["entries"])
        assert g["exact"] + g["over"] + g["under"] == g["rounds"]
        # The JSON keeps 6 decimals.
        assert math.isclose(g["exact_pct"], 100 * g["exact"] / g["rounds"], abs_tol=1e-6)
        assert set(g["time_ms"]) == {"decisions", "mean", "p95", "max"}
        t = g["time_ms"]
        assert t["decisions"] == 2 * 3 * len(g["entries"]) * 3  # a bid and two cards
        assert 0 <= t["mean"] <= t["max"] and t["p95"] <= t["max"]
    # Two groups: each one's duplicate difference is the other's, negated.
    a, b = (g["diff"]["mean"] for g in data["groups"])
    assert math.isclose(a, -b, abs_tol=1e-5)
    # One head-to-head pair, in line-up order: the mean of the per-deal differences is the
    # difference of the groups' means.
    (pair,) = data["pairs"]
    assert (pair["first"], pair["second"]) == ("random", "easy")
    random_mean, easy_mean = (g["per_round"]["mean"] for g in data["groups"])
    assert math.isclose(pair["per_round_diff"]["mean"], random_mean - easy_mean, abs_tol=1e-5)
    assert pair["per_round_diff"]["n"] == 2 and pair["win_rate_diff"]["n"] == 2


def test_rotations_put_every_entry_in_every_seat(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, *TINY)
    for deal in data["deal_results"]:
        assert [g["rotation"] for g in deal["games"]] == [0, 1, 2]
        seats_of: dict[int, set[int]] = {e: set() for e in range(3)}
        for game in deal["games"]:
            assert sorted(game["entry_at_seat"]) == [0, 1, 2]
            for seat, entry in enumerate(game["entry_at_seat"]):
                seats_of[entry].add(seat)
            assert game["rounds"] == [1, 1, 1]
            assert sum(game["win"]) == pytest.approx(1.0)
        assert all(s == {0, 1, 2} for s in seats_of.values())


def test_same_seed_same_results(capsys: pytest.CaptureFixture[str]) -> None:
    first = run_json(capsys, *TINY)
    second = run_json(capsys, *TINY)
    assert without_timings(first) == without_timings(second)
    other = run_json(capsys, *TINY[:-1], "8")
    assert without_timings(other)["deal_results"] != without_timings(first)["deal_results"]


def test_workers_do_not_change_results(capsys: pytest.CaptureFixture[str]) -> None:
    one = run_json(capsys, *TINY)
    two = run_json(capsys, *TINY, "--workers", "2")
    assert without_timings(one) == without_timings(two)


def test_lives_preset_whole_games_share_the_win(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--preset", "tarot-africain", "--seats", "easy,random,random", "--deals", "2"]
    data = run_json(capsys, *argv)
    assert data["lives"] is True and data["metric"] == "lives lost per round"
    wins = sum(g["win_rate"]["mean"] * len(g["entries"]) for g in data["groups"])
    assert wins == pytest.approx(1.0, abs=1e-5)
    for deal in data["deal_results"]:
        assert all(min(g["rounds"]) >= 1 for g in deal["games"])


def test_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(TINY) == 0
    out = capsys.readouterr().out
    assert "points/round" in out and "diff" in out and "ms/decision" in out
    assert "random x2" in out and "\neasy " in out
    assert "head to head on the same deals" in out and "random - easy" in out


@pytest.mark.parametrize(
    "argv",
    [
        ["--seats", "easy,random", "--players", "3"],
        ["--seats", "easy,wizard,random"],
        ["--seats", "easy,random,random", "--sizes", "20"],
        ["--seats", "easy,random,random", "--sizes", "zero"],
        ["--seats", "easy,random,random", "--deals", "0"],
        ["--preset", "bridge"],
    ],
)
def test_impossible_requests_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert capsys.readouterr().out == ""


def test_sizes_make_single_round_games() -> None:
    rules = arena_rules("tarot-africain", 3)
    assert rules.sequence is Sequence.CUSTOM and rules.custom_sizes == (3,)
    assert rules.blind_round and rules.uses_lives  # every other option unchanged


def _seat(points: int) -> SeatOutcome:
    return SeatOutcome(points, 1, 0, 0, 0, 0.0, ())


def test_duplicate_difference_compares_the_same_seat() -> None:
    # Seat 0 always scores 10, seat 1 always 0, whoever sits there: no skill, no difference.
    games = tuple(
        GameOutcome(r, ((0 - r) % 2, (1 - r) % 2), (_seat(10), _seat(0))) for r in range(2)
    )
    deal = DealOutcome(0, 0, 0, None, games)
    assert diff_sample(deal, [0], [1], lives=False) == 0.0
    # Entry 0 scores 4 more than entry 1 in each seat: +4 (lives: lost, so the sign flips).
    games = (
        GameOutcome(0, (0, 1), (_seat(14), _seat(0))),
        GameOutcome(1, (1, 0), (_seat(10), _seat(4))),
    )
    deal = DealOutcome(0, 0, 0, None, games)
    assert diff_sample(deal, [0], [1], lives=False) == 4.0
    assert diff_sample(deal, [0], [1], lives=True) == -4.0


def test_groups_of_levels() -> None:
    assert groups_of(["hard", "normal", "hard", "random"]) == [
        ("hard", (0, 2)),
        ("normal", (1,)),
        ("random", (3,)),
    ]


def test_statistics() -> None:
    assert t975(1) == 12.706 and t975(30) == 2.042
    assert t975(31) == pytest.approx(2.040, abs=1e-3)
    assert t975(10_000) == pytest.approx(1.960, abs=1e-3)
    e = mean_ci([1.0, 2.0, 3.0])
    assert e.mean == 2.0 and e.n == 3
    assert e.ci95 == pytest.approx(4.303 * 1.0 / math.sqrt(3))
    assert mean_ci([5.0]).ci95 is None
    assert percentile(list(range(1, 101)), 95) == 95
    assert percentile([3.0], 95) == 3.0
