"""At a network game the others see each player's name: "You" (or "Vous") would mean nothing
to them. Host and Join offer the name used last, else the user's name, else an empty field
that says "Your name", and refuse "You" with a sentence that says why."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.platform.settings import Settings
from game.scenes import setup as setup_screen
from game.scenes.host import HostScene
from game.scenes.join import JoinScene
from game.scenes.lobby import LobbyScene
from game.scenes.screens import new_app
from game.scenes.setup import generic_name, network_name
from game.scenes.table import click_events
from tests.ui.test_table import DT


def test_generic_names_in_both_languages() -> None:
    assert generic_name("You") and generic_name(" vous ") and generic_name("VOUS")
    assert not generic_name("Youssef") and not generic_name("Léa")
    assert network_name("Léa", "en") == "Léa"
    assert network_name("You", "en") == ""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_host_and_join_refuse_you_and_ask_for_a_name(
    lang: str, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(setup_screen.getpass, "getuser", lambda: "root")  # no usable name
    app = new_app(Settings(language=lang, animation_speed="instant"), size=(1280, 720))
    try:
        host = HostScene(app)
        app.push(host)
        app.step(DT, [])
        assert host.name_fields[0].text == "" and host.names[0] == ""
        host.name_fields[0].set_text(setup_screen.t("setup.you"))
        host.names[0] = setup_screen.t("setup.you")
        app.step(DT, click_events(host.start_button.rect.center))
        assert app.top is host
        assert "friends" in host.problem.text or "amis" in host.problem.text
        assert host.ui.focus is host.name_fields[0]
        join = JoinScene(app, browse=False)
        app.push(join)
        app.step(DT, [])
        assert join.name_field.text == ""
        join.address_field.set_text("127.0.0.1:1")
        join.code_field.set_text("ABCD-EFGH")
        app.step(DT, click_events(join.join_button.rect.center))
        assert app.top is join and join.problem.text.startswith(("Type the name", "Tapez le nom"))
        assert join.ui.focus is join.name_field
    finally:
        app.shutdown()


def test_the_name_used_last_is_offered_and_hosting_goes_on(home: Path) -> None:
    app = new_app(Settings(language="en", animation_speed="instant", net_name="Ann"))
    try:
        host = HostScene(app)
        app.push(host)
        app.step(DT, [])
        assert host.name_fields[0].text == "Ann"
        app.step(DT, click_events(host.start_button.rect.center))
        lobby = app.top
        assert isinstance(lobby, LobbyScene)
        assert lobby.lobby.connection is not None
        lobby.back()
    finally:
        app.shutdown()
