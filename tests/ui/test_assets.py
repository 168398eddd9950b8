"""Every asset file exists and loads, paths resolve from source and from a frozen build, and the
card art never crashes (placeholders stand in for missing files)."""

from __future__ import annotations

import logging
import sys
import wave
from pathlib import Path

import pygame
import pytest

import game.platform.cardart as cardart_module
from game import assets
from game.assets import (
    BACKS,
    LANGUAGES,
    SOUNDS,
    AssetNotFoundError,
    asset_path,
    assets_root,
    back_path,
    card_file_name,
    card_path,
    font_path,
    sound_path,
)
from game.core.actions import HIDDEN
from game.core.cards import DECK_52, DECK_TAROT
from game.platform.cardart import CardArt, card_height, card_size

REPO = Path(__file__).resolve().parents[2]
ALL_CARDS = (*DECK_52, *DECK_TAROT)
LOOKS = [(lang, four) for lang in LANGUAGES for four in (False, True)]
FILE_SIZE = (420, 588)


@pytest.fixture(autouse=True, scope="module")
def _pygame_font() -> object:
    pygame.font.init()
    yield None
    pygame.font.quit()


# -- paths -----------------------------------------------------------------------------------


def test_assets_root_is_beside_the_game_package_whatever_the_working_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert assets_root() == REPO / "assets"
    assert asset_path("fonts", "DejaVuSans.ttf").is_absolute()
    assert font_path().is_file()


def test_frozen_build_reads_assets_from_meipass(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bundled = tmp_path / "assets" / "sounds" / "deal.wav"
    bundled.parent.mkdir(parents=True)
    bundled.write_bytes(b"RIFF")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets_root() == tmp_path / "assets"
    assert sound_path("deal") == bundled
    with pytest.raises(AssetNotFoundError, match=r"shuffle\.wav"):
        sound_path("shuffle")


def test_frozen_build_without_meipass_looks_beside_the_executable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "ascenseur"))
    assert assets_root() == tmp_path / "assets"


def test_a_missing_asset_names_the_file() -> None:
    with pytest.raises(AssetNotFoundError) as info:
        asset_path("cards", "faces", "no-such-card.png")
    assert "no-such-card.png" in str(info.value)
    assert isinstance(info.value, FileNotFoundError)


def test_unknown_names_are_refused_with_the_known_ones() -> None:
    with pytest.raises(ValueError, match="shuffle"):
        sound_path("boing")
    with pytest.raises(ValueError, match="blue"):
        back_path("purple")
    with pytest.raises(ValueError, match="0–73"):
        card_file_name(74)
    with pytest.raises(ValueError, match="language"):
        card_file_name(0, "de")


# -- card files ------------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "four_colour"), LOOKS)
def test_every_card_face_loads_in_every_language_and_colour_mode(
    lang: str, four_colour: bool
) -> None:
    for card in ALL_CARDS:
        surf = pygame.image.load(str(card_path(card, lang, four_colour)))
        assert surf.get_size() == FILE_SIZE, card
        # Rounded corners are transparent, the middle of the card is opaque.
        assert surf.get_at((0, 0)).a == 0
        assert surf.get_at((FILE_SIZE[0] // 2, FILE_SIZE[1] // 2)).a == 255


def test_every_back_loads() -> None:
    for style in BACKS:
        surf = pygame.image.load(str(back_path(style)))
        assert surf.get_size() == FILE_SIZE
        assert surf.get_at((0, 0)).a == 0


def test_french_faces_differ_only_on_the_court_cards() -> None:
    for card in ALL_CARDS:
        court = card < 52 and card % 13 in (9, 10, 11)  # J Q K → V D R
        assert (card_path(card, "fr") != card_path(card, "en")) == court, card


def test_four_colour_faces_differ_only_for_clubs_and_diamonds() -> None:
    for card in ALL_CARDS:
        recoloured = card < 26  # ♣ and ♦
        assert (card_path(card, "en", True) != card_path(card, "en")) == recoloured, card


def _ink(card: int, four_colour: bool) -> tuple[int, int, int]:
    """The mean colour of the non-white pixels of the corner index."""
    surf = pygame.image.load(str(card_path(card, "en", four_colour)))
    total = [0, 0, 0]
    count = 0
    for x in range(8, 90):
        for y in range(10, 190):
            c = surf.get_at((x, y))
            if c.a == 255 and min(c.r, c.g, c.b) < 160:
                total = [total[0] + c.r, total[1] + c.g, total[2] + c.b]
                count += 1
    assert count > 500, "the corner index is missing"
    return (total[0] // count, total[1] // count, total[2] // count)


def test_four_colour_deck_paints_clubs_green_and_diamonds_blue() -> None:
    r, g, b = _ink(12, True)  # A♣
    assert g > r + 40 and g > b
    r, g, b = _ink(25, True)  # A♦
    assert b > r + 60
    r, g, b = _ink(38, True)  # A♥ stays red
    assert r > g + 80 and r > b + 80
    r, g, b = _ink(12, False)  # two-colour A♣ is black
    assert max(r, g, b) < 80


def test_no_stray_files_under_assets_cards() -> None:
    expected = {card_file_name(c, lang, four) for c in ALL_CARDS for lang, four in LOOKS}
    faces = {p.name for p in (REPO / "assets" / "cards" / "faces").iterdir()}
    assert faces == expected
    backs = {p.name for p in (REPO / "assets" / "cards" / "backs").iterdir()}
    assert backs == {f"{b}.png" for b in BACKS}


def test_card_images_stay_under_the_size_budget() -> None:
    size = sum(p.stat().st_size for p in (REPO / "assets" / "cards").rglob("*") if p.is_file())
    assert size < 8_000_000


# -- fonts and sounds ------------------------------------------------------------------------


@pytest.mark.parametrize("bold", [False, True])
def test_bundled_fonts_render_suits_and_accents(bold: bool) -> None:
    font = pygame.font.Font(str(font_path(bold=bold)), 24)
    assert font.size("♣ ♦ ♥ ♠ — Passez à Léa, cœur")[0] > 100
    # Every suit symbol is a real glyph (not the same box for all four).
    widths = {font.render(s, True, (0, 0, 0)).get_bounding_rect().size for s in "♣♦♥♠"}
    assert len(widths) > 1
    assert (REPO / "assets" / "fonts" / "LICENSE-DejaVu.txt").is_file()


@pytest.mark.parametrize("name", SOUNDS)
def test_every_sound_is_a_short_wav(name: str) -> None:
    with wave.open(str(sound_path(name))) as w:
        assert w.getnchannels() == 1
        assert w.getsampwidth() == 2
        seconds = w.getnframes() / w.getframerate()
    assert 0.01 < seconds < 1.6


# -- card art --------------------------------------------------------------------------------


def test_card_size_keeps_five_by_seven() -> None:
    assert card_size(100) == (100, 140)
    assert card_height(70) == 98
    assert card_height(1) == 1


@pytest.mark.parametrize(("lang", "four_colour"), LOOKS)
def test_card_art_scales_every_face(lang: str, four_colour: bool) -> None:
    art = CardArt(lang, four_colour)
    for card in ALL_CARDS:
        face = art.face(card, 70)
        assert face.get_size() == (70, 98)
        # Scaling keeps the card opaque (no felt showing through) and the corners clear.
        assert face.get_at((35, 49)).a == 255
        assert face.get_at((0, 0)).a == 0
    assert art.back(120).get_size() == (120, 168)


def test_card_art_caches_and_reloads_when_the_look_changes() -> None:
    art = CardArt("en", False, back="red")
    king = art.face(50, 90)
    assert art.face(50, 90) is king
    assert art.face(50, 91).get_size() == (91, 127)
    art.configure(lang="fr")
    assert art.lang == "fr"
    assert art.face(50, 90) is not king
    art.configure(back="green")
    assert art.back_style == "green"


def test_card_art_shows_the_back_for_the_blind_rounds_hidden_card() -> None:
    art = CardArt("en", False)
    assert art.face(HIDDEN, 80) is art.back(80)


def test_card_art_draws_a_placeholder_for_a_missing_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(assets, "assets_root", lambda: tmp_path)
    art = CardArt("fr", True)
    with caplog.at_level(logging.WARNING, logger="game.platform.cardart"):
        face = art.face(34, 60)
        back = art.back(60)
    assert face.get_size() == back.get_size() == (60, 84)
    assert "placeholder" in caplog.text and "TH" in caplog.text


def test_card_art_survives_an_unreadable_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = tmp_path / "broken.png"
    broken.write_bytes(b"not a png")
    monkeypatch.setattr(cardart_module, "card_path", lambda *args: broken)
    assert CardArt("en").face(0, 50).get_size() == (50, 70)


def test_card_art_falls_back_for_an_unknown_language_or_back() -> None:
    art = CardArt("de", back="purple")
    assert (art.lang, art.back_style) == ("en", "blue")
    assert art.face(73, 40).get_size() == (40, 56)
