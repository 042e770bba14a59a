"""Extra rows for the console table of Euchre, and statistics of simulated games: the maker,
who plays alone, who sits out, the makers' tricks (all public facts of the observation)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tricktaker import CompiledGame, hookimpl
from tricktaker_euchre.scoring import settings


@hookimpl
def display_lines(game: CompiledGame, view: Mapping[str, Any], seat: int) -> list[tuple[str, str]]:
    obs = view
    names = game.rules.seat_names

    def name(s: int) -> str:
        return "you" if s == seat else names[s]

    rows: list[tuple[str, str]] = []
    maker = obs.get("maker")
    if maker is None:
        return rows
    alone = obs.get("alone_seats", [])
    words = [f"{name(maker)}{' (alone)' if maker in alone else ''}"]
    rows.append(("Maker", words[0]))
    defenders = [s for s in alone if s != maker]
    if defenders:
        rows.append(("Defends alone", name(defenders[0])))
    out = obs.get("sitting_out", [])
    if out:
        rows.append(("Sitting out", ", ".join(name(s) for s in out)))
    if obs["phase"] == "play":
        side = game.sides[game.side_of[maker]]
        taken = sum(obs["tricks_won"][s] for s in side)
        rows.append(("Makers' tricks", f"{taken} ({settings(game).needed} needed)"))
    return rows


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
