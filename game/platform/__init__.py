"""The platform under the game: the app window and loop, settings and user folders, assets,
sound and card art."""
