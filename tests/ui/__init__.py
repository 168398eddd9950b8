"""Tests of the presentation layers: assets, card art, sounds, translations (headless)."""
