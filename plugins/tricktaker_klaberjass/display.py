"""Statistics of simulated Klaberjass games (``tricktaker simulate``): how often each seat made
trumps and how often the maker succeeded. (The table's panels of Klaberjass are in
:mod:`tricktaker_klaberjass.panels`.)"""

from __future__ import annotations

from typing import Any

from tricktaker import CompiledGame, hookimpl


@hookimpl
def game_stats(game: CompiledGame, result: dict[str, Any]) -> dict[str, list[float]]:
    """Klaberjass: how often each seat made trumps, and how often the maker succeeded."""
    hands = [h for h in result["hands"] if "maker" in h]
    players = game.players
    made = [[h for h in hands if h["maker"] == s] for s in range(players)]
    return {
        "times maker": [float(len(m)) for m in made],
        "maker succeeded": [
            sum(h["scores"][s] > 0 for h in m) / len(m) if m else 0.0 for s, m in enumerate(made)
        ],
    }
