"""The rules engine: pure, deterministic, without pygame or the clock."""
