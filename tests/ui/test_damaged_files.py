"""Every file the game reads treats damage alike — random bytes, a huge binary, a key twice —
by setting it aside and using defaults; a byte-order mark is fine; keys from a newer version
survive a re-save; and the player is told once, on screen, about a damaged or unwritable file."""

from __future__ import annotations

import functools
import json
import os
import random
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame
import pytest

from game.core.presets import CLASSIC, TAROT_AFRICAIN
from game.core.records import GameRecord, record_from_state
from game.core.state import GameState
from game.i18n import LANGUAGES, catalog
from game.platform import files, notices
from game.platform.app import NOTICE_SECONDS, App
from game.platform.settings import (
    MAX_SETTINGS_BYTES,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)
from game.play import keeper
from game.play import statistics as stats
from game.play.keeper import KeeperGame, list_games
from game.play.rulesets import RuleSets
from game.play.save import load_game, save_game, save_path
from game.scenes.menu import MenuScene
from game.scenes.screens import new_app, prepare_user_folders
from game.scenes.statistics import StatisticsScene
from game.scenes.table import TableScene, click_events
from tests.ui.test_table import make_app, small_bots

DT = 1 / 60


def random_bytes(seed: int, n: int = 4096) -> bytes:
    """Bytes that are not UTF-8 (a 0xff byte can never appear in UTF-8)."""
    rng = random.Random(seed)
    return b"\xff" + bytes(rng.randrange(256) for _ in range(n))


# -- settings ----------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(3))
def test_settings_of_random_bytes_are_set_aside(home: Path, seed: int) -> None:
    path = settings_path()
    raw = random_bytes(seed)
    path.write_bytes(raw)
    s = load_settings()
    assert s == Settings(language=s.language)
    assert not path.exists()
    (kept,) = path.parent.glob("settings.json.damaged-*")
    assert kept.read_bytes() == raw
    (notice,) = notices.board.pending
    assert notice.key == "notice.settings_damaged" and notice.params["name"] == kept.name


def test_a_huge_binary_settings_file_is_not_read_whole_and_set_aside(home: Path) -> None:
    path = settings_path()
    with path.open("wb") as f:  # sparse: 50 MB without writing them
        f.seek(50 * 1024 * 1024 - 1)
        f.write(b"\0")
    assert path.stat().st_size > MAX_SETTINGS_BYTES
    assert load_settings() == Settings(language=load_settings().language)
    assert not path.exists()
    assert list(path.parent.glob("settings.json.damaged-*"))


def test_the_game_starts_with_undecodable_settings(home: Path) -> None:
    settings_path().write_bytes(random_bytes(7))
    app = new_app()
    try:
        app.push(MenuScene(app))
        app.step(DT, [])
        assert app.notice is not None and app.notice.key == "notice.settings_damaged"
    finally:
        app.shutdown()
    assert load_settings() == app.settings


def test_a_settings_file_with_a_bom_is_read_not_reset(home: Path) -> None:
    path = settings_path()
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"volume": 0.25, "language": "fr"}).encode())
    s = load_settings()
    assert s.volume == 0.25 and s.language == "fr"
    assert path.exists() and not list(path.parent.glob("*.damaged-*"))
    assert not notices.board.pending


def test_unknown_keys_from_a_newer_version_survive_a_re_save(home: Path) -> None:
    path = settings_path()
    path.write_text(
        json.dumps({"volume": 0.5, "from_a_newer_version": {"level": 3}}), encoding="utf-8"
    )
    s = load_settings()
    s.volume = 0.4
    save_settings(s)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["from_a_newer_version"] == {"level": 3}
    assert data["volume"] == 0.4


def test_a_settings_file_with_a_key_twice_is_damaged(home: Path) -> None:
    path = settings_path()
    path.write_text('{"volume": 0.5, "volume": 0.9}', encoding="utf-8")
    load_settings()
    assert not path.exists()
    assert list(path.parent.glob("settings.json.damaged-*"))


def test_settings_that_cannot_be_written_are_told_once(home: Path) -> None:
    app = make_app()
    try:
        settings_path().mkdir(parents=True)  # a folder where the file should be
        for _ in range(3):
            app.save_settings()
        assert [n.key for n in notices.board.pending] == ["notice.settings_unwritable"]
    finally:
        os.rmdir(settings_path())
        app.shutdown()


# -- the saved game ----------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(3))
def test_a_save_of_random_bytes_is_set_aside(home: Path, seed: int) -> None:
    path = save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(random_bytes(seed))
    assert load_game() is None
    assert not path.exists()
    (kept,) = path.parent.glob("current.json.damaged-*")
    assert [n.key for n in notices.board.pending] == ["notice.save_damaged"]
    assert notices.board.pending[0].params["name"] == kept.name


def test_a_save_with_a_key_twice_is_set_aside(home: Path) -> None:
    path = save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "ascenseur-save/1", "format": "x"}', encoding="utf-8")
    assert load_game() is None
    assert list(path.parent.glob("current.json.damaged-*"))


def test_the_menu_finds_a_damaged_save_before_continue_is_clicked(home: Path) -> None:
    path = save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json", encoding="utf-8")
    app = make_app()
    try:
        menu = MenuScene(app)
        app.push(menu)
        app.step(DT, [])
        app.step(DT, [])
        assert not menu.continue_.enabled  # greyed at once, not after a click
        assert app.notice is not None and app.notice.key == "notice.save_damaged"
        text = app.notice_text()
        assert text is not None and "current.json.damaged-" in text
    finally:
        app.shutdown()


def test_a_save_that_cannot_be_written_is_told_once_and_play_goes_on(home: Path) -> None:
    save_path().mkdir(parents=True)  # a folder in the save's place: every autosave fails
    app = make_app()
    try:
        scene = TableScene.local(
            app, CLASSIC, ["Ann", "Bob", "Cy"], ["easy"] * 3, 3, bot_factory=small_bots
        )
        app.push(scene)
        for _ in range(120):
            app.step(DT, [])
        assert len(scene.table.recorder.actions) > 3  # the bots played on
        shown = [app.notice.key] if app.notice is not None else []
        assert shown + [n.key for n in notices.board.pending] == ["notice.save_unwritable"]
    finally:
        app.shutdown()


# -- the notice on screen ------------------------------------------------------------------------


def test_a_notice_is_drawn_in_the_players_language_and_a_click_dismisses_it(home: Path) -> None:
    app = new_app(Settings(language="fr", animation_speed="instant"))
    try:
        app.push(MenuScene(app))
        app.step(DT, [])
        before = app.screen.copy()
        notices.report("t", "notice.save_unreadable", reason="disque plein")
        notices.report("t", "notice.save_unreadable", reason="again")  # same topic: once
        app.step(DT, [])
        assert app.notice_text() == "La partie enregistrée n'a pas pu être lue (disque plein)."
        rect = app._notice_rect
        assert rect is not None and rect.width > 0 and rect.top < app.size[1] // 4
        # The banner is drawn over the menu: its area looks different from the menu alone.
        shown = pygame.transform.average_color(app.screen, rect)
        alone = pygame.transform.average_color(before, rect)
        assert sum(abs(a - b) for a, b in zip(shown, alone, strict=True)) > 30
        app.step(DT, click_events(rect.center))
        assert app.notice is None
        app.step(DT, [])
        assert app.notice is None  # not shown again
    finally:
        app.shutdown()


def test_a_notice_goes_away_by_itself(home: Path) -> None:
    app = make_app()
    try:
        app.push(MenuScene(app))
        notices.report("a", "notice.save_unreadable", reason="x")
        notices.report("b", "notice.settings_unwritable", reason="y")
        app.step(DT, [])
        assert app.notice is not None and app.notice.topic == "a"
        for _ in range(int(NOTICE_SECONDS / 0.1) + 2):
            app.step(0.1, [])
        assert app.notice is not None and app.notice.topic == "b"  # the next one follows
    finally:
        app.shutdown()


def test_the_menu_click_under_a_notice_still_works_elsewhere(home: Path) -> None:
    app = make_app()
    try:
        menu = MenuScene(app)
        app.push(menu)
        notices.report("a", "notice.save_unreadable", reason="x")
        app.step(DT, [])
        app.step(DT, click_events(menu.settings.rect.center))
        assert type(app.top).__name__ == "SettingsScene"
        assert app.notice is not None  # a click elsewhere leaves the notice up
    finally:
        app.shutdown()


# -- every file the game writes × every kind of damage (issue 34) ------------------------------
#
# Each case writes a good file through the game, damages it, then reads it as the game does: the
# start-up checks of the user folders, then the file's own loader. The game goes on (defaults,
# nothing to continue), the damaged file or folder is kept aside, the player is told once in
# words that name the file (in both languages), a second start tells nothing more, and the next
# write works and reads back.


@functools.cache
def finished_game(seed: int) -> GameRecord:
    """A whole Tarot Africain game at 3 players by random legal moves (short: 5 lives)."""
    rng = random.Random(seed)
    state = GameState.new(TAROT_AFRICAIN, 3, seed=seed)
    actions = []
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        actions.append(action)
        state.apply(action)
    return record_from_state(state, ["Léa", "Tom", "Zoé"], actions)


def started_game() -> GameRecord:
    state = GameState.new(CLASSIC, 3, seed=5)
    actions = []
    for _ in range(4):
        action = state.legal_actions()[0]
        actions.append(action)
        state.apply(action)
    return record_from_state(state, ["Léa", "Bot 1", "Bot 2"], actions)


def _read_back(path: Path) -> str:
    text = path.read_text(encoding="utf-8")
    path.unlink()
    return text


@dataclass(frozen=True)
class UserFile:
    """One file the game writes: where it lives, a good copy, where a number sits in it, how
    the game loads it (and whether what it found is "nothing": defaults, no game to continue)
    and how it writes it again."""

    path: Callable[[], Path]
    good: Callable[[], str]
    number: tuple[str | int, ...]
    load: Callable[[], object]
    nothing: Callable[[object], bool]
    write_and_read: Callable[[], bool]


def _write_settings() -> bool:
    save_settings(Settings(language="en", volume=0.5))
    return load_settings().volume == 0.5


def _write_save() -> bool:
    save_game(started_game(), ["human", "easy", "easy"])
    return load_game() is not None


def _write_stats() -> bool:
    return stats.record_game(finished_game(2), ["human", "easy", "easy"]) and bool(
        stats.load_stats().stats.games
    )


def _keeper_game() -> KeeperGame:
    game = KeeperGame.create(CLASSIC, ["Léa", "Tom", "Zoé"])
    game.set_bid(game.state.to_move, 0)
    return game


def _write_keeper() -> bool:
    game = _keeper_game()
    return game.save_error is None and [s.id for s in list_games()] == [game.id]


def _write_ruleset() -> bool:
    RuleSets().save("Family", CLASSIC)
    return RuleSets().names() == ["Family"]


FILES: dict[str, UserFile] = {
    "settings": UserFile(
        path=lambda: files.config_dir(create=False) / "settings.json",
        good=lambda: json.dumps(Settings(language="en", volume=0.25).model_dump()),
        number=("volume",),
        load=load_settings,
        nothing=lambda s: isinstance(s, Settings) and s.volume == Settings().volume,
        write_and_read=_write_settings,
    ),
    "save": UserFile(
        path=lambda: files.save_dir(create=False) / "current.json",
        good=lambda: _read_back(save_game(started_game(), ["human", "easy", "easy"]) or Path()),
        number=("record", "seed"),
        load=load_game,
        nothing=lambda found: found is None,
        write_and_read=_write_save,
    ),
    "statistics": UserFile(
        path=lambda: files.data_dir(create=False) / "statistics.json",
        good=lambda: stats.stats_json(
            stats.StatsFile(games=stats.game_entries(finished_game(1), ["human", "easy", "easy"]))
        ),
        number=("games", 0, "total"),
        load=stats.load_stats,
        nothing=lambda found: isinstance(found, stats.StatsLoad) and not found.stats.games,
        write_and_read=_write_stats,
    ),
    "keeper game": UserFile(
        path=lambda: files.data_dir(create=False) / "keeper" / "20250101-200000-abcd.json",
        good=lambda: _read_back(_keeper_game().path),
        number=("first_dealer",),
        load=list_games,
        nothing=lambda found: found == [],
        write_and_read=_write_keeper,
    ),
    "rule set": UserFile(
        path=lambda: files.data_dir(create=False) / "rulesets" / "0123456789ab.json",
        good=lambda: _read_back(RuleSets().save("Home", CLASSIC).path),
        number=("rules", "min_players"),
        load=lambda: RuleSets().list(),
        nothing=lambda found: found == [],
        write_and_read=_write_ruleset,
    ),
}


def _truncated(path: Path, good: str, number: tuple[str | int, ...]) -> bytes:
    return good.encode()[: len(good.encode()) // 2]


def _random(path: Path, good: str, number: tuple[str | int, ...]) -> bytes:
    return random_bytes(34)


def _empty(path: Path, good: str, number: tuple[str | int, ...]) -> bytes:
    return b""


def _folder(path: Path, good: str, number: tuple[str | int, ...]) -> None:
    path.mkdir()
    (path / "note.txt").write_text("x", encoding="utf-8")


def _file_for_folder(path: Path, good: str, number: tuple[str | int, ...]) -> None:
    shutil.rmtree(path.parent, ignore_errors=True)
    path.parent.write_bytes(b"in the way")


def _wrong_version(path: Path, good: str, number: tuple[str | int, ...]) -> bytes:
    data = json.loads(good)
    data["format"] = data["format"].rsplit("/", 1)[0] + "/99"
    return json.dumps(data).encode()


def _wrong_shape(path: Path, good: str, number: tuple[str | int, ...]) -> bytes:
    return f"[{good}]".encode()


def _huge_number(path: Path, good: str, number: tuple[str | int, ...]) -> bytes:
    data = json.loads(good)
    inner = data
    for step in number[:-1]:
        inner = inner[step]
    inner[number[-1]] = "@NUMBER@"
    return json.dumps(data).replace('"@NUMBER@"', "9" * 5000).encode()


def _key_twice(path: Path, good: str, number: tuple[str | int, ...]) -> bytes:
    return ('{"dup": 1, "dup": 2, ' + good.lstrip()[1:]).encode()


def _sparse_50_mb(path: Path, good: str, number: tuple[str | int, ...]) -> None:
    with path.open("wb") as f:  # sparse: the size without writing the bytes
        f.seek(50 * 1024 * 1024 - 1)
        f.write(b"\0")


#: Each kind of damage, given the path, a good file's text and where a number sits in it:
#: the bytes to write there, or None when it arranged the damage itself.
DAMAGE: dict[str, Callable[[Path, str, tuple[str | int, ...]], bytes | None]] = {
    "truncated": _truncated,
    "random bytes": _random,
    "empty": _empty,
    "a folder in its place": _folder,
    "a file in its folder's place": _file_for_folder,
    "wrong version": _wrong_version,
    "wrong shape": _wrong_shape,
    "huge number": _huge_number,
    "a key twice": _key_twice,
    "50 MB": _sparse_50_mb,
}

CASES = [
    pytest.param(f, d, id=f"{f}-{d}")
    for f in FILES
    for d in DAMAGE
    if (f, d) != ("settings", "wrong version")  # settings have no version: unknown keys are kept
]


def _told() -> list[tuple[str, dict[str, str]]]:
    """What the player was told: the notices, and the keeper screen's line."""
    out = [(n.key, dict(n.params)) for n in notices.board.pending]
    damaged = keeper.take_damaged()
    if damaged:
        out.append(("keeper.damaged", {"names": ", ".join(d.name for d in damaged)}))
    notices.board.pending.clear()
    return out


def start_and_load(spec: UserFile) -> object:
    prepare_user_folders()
    return spec.load()


@pytest.mark.parametrize(("which", "damage"), CASES)
def test_every_kind_of_damage_to_every_file(home: Path, which: str, damage: str) -> None:
    spec = FILES[which]
    path = spec.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    good = spec.good()
    keeper.take_damaged()
    assert not notices.board.pending
    raw = DAMAGE[damage](path, good, spec.number)
    if raw is not None:
        path.write_bytes(raw)
    blocked = damage == "a file in its folder's place"
    damaged = path.parent if blocked else path

    assert spec.nothing(start_and_load(spec))
    # Kept aside, never deleted: the damaged file (or folder) under a new name beside it.
    (kept,) = damaged.parent.glob(f"{damaged.name}.damaged-*")
    if damage == "a folder in its place":
        assert (kept / "note.txt").read_text() == "x"
    elif blocked:
        assert kept.read_bytes() == b"in the way"
    elif raw is not None:
        assert kept.read_bytes() == raw
    else:
        assert kept.stat().st_size == 50 * 1024 * 1024
    # Told once, naming the file in plain words, in both languages.
    ((key, params),) = _told()
    for lang in LANGUAGES:
        text = catalog(lang)[key].format(**params)
        assert damaged.name in text and "{" not in text, (lang, text)
    # Starting again finds nothing more to say or to set aside.
    assert spec.nothing(start_and_load(spec))
    assert _told() == [] and len(list(damaged.parent.glob("*.damaged-*"))) == 1
    # And the game keeps writing that file.
    assert spec.write_and_read()
    assert _told() == []


@pytest.mark.parametrize("which", ["settings", "save", "keeper game", "rule set"])
def test_a_folder_that_appears_during_a_run_is_set_aside_by_the_loader(
    home: Path, which: str
) -> None:
    spec = FILES[which]
    path = spec.path()
    path.mkdir(parents=True)
    keeper.take_damaged()
    assert spec.nothing(spec.load())
    (kept,) = path.parent.glob(f"{path.name}.damaged-*")
    assert kept.is_dir()
    ((key, params),) = _told()
    assert path.name in catalog("en")[key].format(**params)
    assert spec.write_and_read()


def test_a_folder_that_cannot_be_moved_is_said_and_left(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(files, "set_aside", lambda path: None)
    path = settings_path()
    path.mkdir()
    assert load_settings() == Settings(language=load_settings().language)
    assert [n.key for n in notices.board.pending] == ["notice.folder_in_place_kept"]
    for lang in LANGUAGES:
        assert "settings.json" in catalog(lang)[notices.board.pending[0].key].format(
            **notices.board.pending[0].params
        )
    assert path.is_dir()


# -- a real start with damaged files ---------------------------------------------------------


def _start(settings: Settings | None = None) -> App:
    """A real start: the user folders checked, the settings loaded (unless given), the menu."""
    app = new_app(settings)
    app.push(MenuScene(app))
    app.step(DT, [])
    return app


def _shown(app: App) -> list[str]:
    keys = [app.notice.key] if app.notice is not None else []
    return keys + [n.key for n in notices.board.pending]


def test_a_file_in_place_of_the_config_folder_does_not_stop_the_start(home: Path) -> None:
    home.mkdir(exist_ok=True)
    (home / "config").write_text("in the way", encoding="utf-8")
    app = _start()
    try:
        assert _shown(app) == ["notice.folder_blocked"]
        assert list(home.glob("config.damaged-*"))
    finally:
        app.shutdown()
    assert (home / "config" / "settings.json").is_file()  # and the settings were saved


def test_a_file_in_place_of_the_saves_folder_does_not_stop_a_game(home: Path) -> None:
    (home / "data").mkdir(parents=True)
    (home / "data" / "saves").write_text("in the way", encoding="utf-8")
    app = _start(Settings(language="en", animation_speed="instant"))
    try:
        scene = TableScene.local(
            app, CLASSIC, ["Ann", "Bob", "Cy"], ["easy"] * 3, 3, bot_factory=small_bots
        )
        app.push(scene)
        for _ in range(120):
            app.step(DT, [])
        assert len(scene.table.recorder.actions) > 3
        assert _shown(app) == ["notice.folder_blocked"]
        assert load_game() is not None  # the game in progress is saved
    finally:
        app.shutdown()


def test_a_folder_in_place_of_the_settings_is_moved_aside_and_a_new_file_written(
    home: Path,
) -> None:
    settings_path().mkdir(parents=True)
    app = _start()
    try:
        assert _shown(app) == ["notice.settings_folder"]
        text = app.notice_text()
        assert text is not None and "settings.json" in text
    finally:
        app.shutdown()
    assert settings_path().is_file()
    assert [p.is_dir() for p in settings_path().parent.glob("settings.json.damaged-*")] == [True]


def test_the_statistics_screen_opens_on_a_file_with_a_huge_number(home: Path) -> None:
    path = stats.stats_path()
    path.write_text(
        '{"format": "ascenseur-stats/1", "games": [], "n": ' + "9" * 5000 + "}",
        encoding="utf-8",
    )
    app = make_app()
    try:
        scene = StatisticsScene(app)
        app.push(scene)
        app.step(DT, [])
        assert scene.message is not None and "statistics.json.damaged-" in scene.message
    finally:
        app.shutdown()
    assert list(path.parent.glob("statistics.json.damaged-*"))
    assert stats.record_game(finished_game(1), ["human", "easy", "easy"])  # counted again


def test_stale_temporaries_are_cleaned_at_start_and_fresh_ones_kept(home: Path) -> None:
    saves = files.save_dir()
    stale = saves / "current.json.tmp"
    stale.write_text("{", encoding="utf-8")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    other = saves / "notes.tmp"
    other.write_text("mine", encoding="utf-8")
    os.utime(other, (old, old))
    app = _start()
    app.shutdown()
    assert not stale.exists() and other.exists()
