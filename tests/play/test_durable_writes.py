"""Writes survive a power cut (issue 34, item 5): the temporary file is synced before it is
renamed over the old one and the folder after (never a folder on Windows; a file system that
refuses is no error), and the temporary files a killed run left are cleaned, nothing else."""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

import pytest

from game.platform import files
from game.platform.files import clean_temporaries, data_dir, save_dir, write_atomic


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "home"
    monkeypatch.setenv("ASCENSEUR_HOME", str(path))
    return path


def _spy_fsync(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        calls.append("dir" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file")
        real_fsync(fd)

    def replace(src: object, dst: object) -> None:
        calls.append("rename")
        real_replace(src, dst)  # type: ignore[arg-type]

    monkeypatch.setattr(files.os, "fsync", fsync)
    monkeypatch.setattr(files.os, "replace", replace)
    return calls


@pytest.mark.skipif(os.name == "nt", reason="Windows cannot sync a folder")
def test_a_write_syncs_the_file_before_the_rename_and_the_folder_after(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = _spy_fsync(monkeypatch)
    path = data_dir() / "statistics.json"
    write_atomic(path, "{}\n")
    assert calls == ["file", "rename", "dir"]
    assert path.read_text(encoding="utf-8") == "{}\n"
    calls.clear()
    write_atomic(path, "[]\n", durable=False)
    assert calls == ["rename"]


def test_windows_never_syncs_a_folder(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[int] = []
    monkeypatch.setattr(files, "_WINDOWS", True)
    monkeypatch.setattr(files.os, "fsync", lambda fd: synced.append(fd))
    write_atomic(data_dir() / "statistics.json", "{}\n")
    assert len(synced) == 1  # the file only


def test_a_folder_that_refuses_fsync_is_not_an_error(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fsync(fd: int) -> None:
        raise OSError(22, "Invalid argument")

    monkeypatch.setattr(files, "_sync_folder_fd", fsync)
    write_atomic(data_dir() / "statistics.json", "{}\n")
    assert (data_dir() / "statistics.json").read_text(encoding="utf-8") == "{}\n"


def test_stale_temporaries_of_the_games_files_are_cleaned_and_nothing_else(home: Path) -> None:
    folder = save_dir()
    old = time.time() - 3600
    stale = folder / "current.json.tmp"
    fresh = folder / "other.json.tmp"
    foreign = folder / "notes.tmp"
    kept_folder = folder / "dir.json.tmp"
    for path in (stale, fresh, foreign):
        path.write_text("{", encoding="utf-8")
    kept_folder.mkdir()
    for path in (stale, foreign, kept_folder):
        os.utime(path, (old, old))
    removed = clean_temporaries([folder, home / "missing"], before=time.time() - 60)
    assert removed == [stale]
    assert not stale.exists() and fresh.exists() and foreign.exists() and kept_folder.is_dir()
