"""Ascenseur: the exact-bid trick-taking card games (Rikiki, Oh Hell!, L'Ascenseur, Tarot
Africain, Whist 22)."""

__version__ = "0.1.0"
