"""The user's folders (issue 34, items 3 and 4): a file standing where one of the game's folders
should be is moved aside and the player told once, or, when it cannot be moved, the game says
so and runs without saving — never an exception; a file of the user's outside the game's
folders is never moved; a folder standing where a file should be is never written through."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from game.platform import files, notices
from game.platform.files import (
    config_dir,
    data_dir,
    log_dir,
    make_folder,
    save_dir,
    write_atomic,
)


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "home"
    monkeypatch.setenv("ASCENSEUR_HOME", str(path))
    return path


@pytest.mark.parametrize(
    "folder", [config_dir, data_dir, log_dir, save_dir], ids=lambda f: f.__name__
)
def test_a_file_in_place_of_a_user_folder_is_set_aside_and_told(
    home: Path, folder: Callable[..., Path]
) -> None:
    where = folder(create=False)
    where.parent.mkdir(parents=True, exist_ok=True)
    where.write_bytes(b"not a folder")
    got = folder()
    assert got == where and where.is_dir()
    (kept,) = where.parent.glob(f"{where.name}.damaged-*")
    assert kept.read_bytes() == b"not a folder"
    (notice,) = notices.board.pending
    assert notice.key == "notice.folder_blocked"
    assert notice.params["name"] == where.name and notice.params["aside"] == kept.name
    folder()  # already fixed: nothing more to say
    assert len(notices.board.pending) == 1


def test_a_file_in_place_of_a_folder_that_cannot_be_moved_is_told_and_never_raises(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(files, "set_aside", lambda path: None)
    data_dir(create=False).mkdir(parents=True)
    saves = save_dir(create=False)
    saves.write_bytes(b"x")
    for _ in range(3):
        assert save_dir() == saves  # no exception, however often it is asked
    assert [n.key for n in notices.board.pending] == ["notice.folder_unusable"]
    assert notices.board.pending[0].params["name"] == "saves"
    with pytest.raises(OSError):  # writing there fails as a write, for the caller to tell
        write_atomic(saves / "current.json", "{}")
    assert saves.read_bytes() == b"x"


def test_writing_into_a_game_folder_taken_by_a_file_moves_the_file_aside(home: Path) -> None:
    keeper = data_dir() / "keeper"
    keeper.write_bytes(b"x")
    write_atomic(keeper / "game.json", "{}\n")
    assert (keeper / "game.json").read_text(encoding="utf-8") == "{}\n"
    assert [p.name.split("-")[0] for p in data_dir().glob("keeper.damaged-*")] == ["keeper.damaged"]
    assert [n.key for n in notices.board.pending] == ["notice.folder_blocked"]


def test_a_file_above_the_games_folders_is_never_moved(tmp_path: Path) -> None:
    outside = tmp_path / "not-ours"
    outside.write_bytes(b"x")
    with pytest.raises(OSError):
        make_folder(outside / "inner" / "deeper")
    assert outside.read_bytes() == b"x" and not list(tmp_path.glob("*.damaged-*"))


def test_writing_over_a_folder_fails_and_leaves_no_temporary(home: Path) -> None:
    target = config_dir() / "settings.json"
    target.mkdir()
    with pytest.raises(OSError):
        write_atomic(target, "{}")
    assert target.is_dir()  # writes never move anything: the readers do (and tell)
    assert not list(config_dir().glob("*.tmp"))


def test_the_start_up_checks_know_every_folder_and_file_the_game_writes(home: Path) -> None:
    from game.play import keeper, rulesets, statistics

    data = data_dir()
    assert {save_dir(), keeper.keeper_dir(), rulesets.RuleSets().folder} <= {
        data / name for name in files.DATA_FOLDERS
    }
    assert files.export_path("x", "png").parent == data / "exports"
    assert "exports" in files.DATA_FOLDERS
    assert statistics.stats_path() == data / files.STATS_FILE
