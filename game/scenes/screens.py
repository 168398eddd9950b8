"""The screens the app opens by itself, given to it at start-up: the main menu, the pause
menu and the crash screen (``game.platform`` imports nothing from ``game.scenes``)."""

from __future__ import annotations

from pathlib import Path

from ..platform import files
from ..platform.app import DEFAULT_SIZE, App, HeldGame, SceneLike, Screens, SoundPlayer
from ..platform.settings import Settings


def _menu(app: App) -> SceneLike:
    from .menu import MenuScene

    return MenuScene(app)


def _pause(app: App) -> SceneLike:
    from .pause import PauseScene

    return PauseScene(app)


def _crash(app: App, report: Path | None, held: tuple[HeldGame, ...]) -> SceneLike:
    from .crash import CrashScene

    return CrashScene(app, report, held)


#: The game's own screens. Each is imported when first opened, so the menu shows at once.
SCREENS = Screens(menu=_menu, pause=_pause, crash=_crash)


def prepare_user_folders() -> None:
    """At start-up, before any file is read: a file standing where one of the game's folders
    should be is moved aside, and so is a folder standing where the statistics file should be
    (the statistics screen leaves a file it cannot read alone; the other files' loaders move
    a folder aside themselves); the player is told once. Then the temporary files an earlier
    run left when it was killed mid-write are removed. Never raises, and imports nothing more:
    it runs before the first frame."""
    config = files.config_dir()
    data = files.data_dir()
    files.log_dir()
    inner = [data / name for name in files.DATA_FOLDERS]
    for folder in inner:
        files.check_folder(folder)
    stats = data / files.STATS_FILE
    if stats.is_dir():
        files.move_folder_aside(stats, "stats-damaged", "notice.stats_folder")
    files.clean_temporaries([config, data, *inner])


def new_app(
    settings: Settings | None = None,
    size: tuple[int, int] = DEFAULT_SIZE,
    audio: SoundPlayer | None = None,
) -> App:
    """The app with the game's screens (``settings``: None loads the player's), its user
    folders checked first (:func:`prepare_user_folders`)."""
    prepare_user_folders()
    return App(settings, size, audio, screens=SCREENS)


def run() -> int:
    """Open the window on the main menu and run until it closes; the exit status."""
    from ..platform.app import configure_logging

    configure_logging()
    app = new_app()
    app.push(_menu(app))
    return app.run()
