"""Command-line tools: bot tournaments (arena), record replay, and the self-test."""
