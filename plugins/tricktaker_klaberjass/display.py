"""Extra rows for the console table of Klaberjass: what a seat knows beyond the generic view."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tricktaker import CompiledGame, hookimpl


@hookimpl
def display_lines(game: CompiledGame, view: Mapping[str, Any], seat: int) -> list[tuple[str, str]]:
    """Maker, bottom card, the winning sequence, card points taken and bella: all of them
    public facts, read from the seat's observation."""
    deck = game.deck
    obs = view
    rows: list[tuple[str, str]] = []
    maker = obs.get("maker")
    if maker is not None:
        rows.append(("Maker", "you" if maker == seat else f"Seat {maker}"))
    if obs.get("bottom_card") is not None:
        rows.append(("Bottom card", deck.format(obs["bottom_card"], symbols=True)))
    sequence = obs.get("sequence")
    if sequence is not None:
        holder, run = sequence
        points = obs["sequence_points"][holder]
        who = "you" if holder == seat else f"Seat {holder}"
        rows.append(("Sequence", f"{deck.format_many(run, symbols=True)} ({who}, {points})"))
    elif obs.get("sequence_points") is not None:
        rows.append(("Sequence", "none scores"))
    if obs["trump"] >= 0:
        taken = [sum(deck.points(c, obs["trump"]) for c in cards) for cards in obs["taken"]]
        rows.append(("Card points", " · ".join(f"Seat {s} {p}" for s, p in enumerate(taken))))
    announced = obs.get("announced")
    if announced and any(announced):
        rows.append(("Bella", ", ".join(f"Seat {s}" for s, n in enumerate(announced) if n)))
    return rows


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
