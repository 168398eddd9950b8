"""The game being played: the table controller and the saved game in progress."""
