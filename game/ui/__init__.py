"""What the scenes share: widgets, theme, layout helpers, table sprites and tweens."""
