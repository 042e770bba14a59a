"""Statistics of simulated Euchre games (``tricktaker simulate``): how often each seat made
trumps and went alone, and how often its side then scored. (The table's panels of Euchre are in
:mod:`tricktaker_euchre.panels`.)"""

from __future__ import annotations

from typing import Any

from tricktaker import CompiledGame, hookimpl


@hookimpl
def game_stats(game: CompiledGame, result: dict[str, Any]) -> dict[str, list[float]]:
    """How often each seat made trumps and went alone, and how often its side then scored."""
    hands = [h for h in result["hands"] if "maker" in h]
    made = [[h for h in hands if h["maker"] == s] for s in range(game.players)]
    return {
        "times maker": [float(len(m)) for m in made],
        "times alone": [float(sum(s in h.get("alone", []) for h in m)) for s, m in enumerate(made)],
        "maker scored": [
            sum(h["scores"][s] > 0 for h in m) / len(m) if m else 0.0 for s, m in enumerate(made)
        ],
    }
