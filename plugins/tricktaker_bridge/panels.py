"""The panels Bridge players follow at the table (the ``table_panels`` hook, issue 46).

* **Board**: the board's number and each side's vulnerability (Law 2: both sides are shown,
  as on a board's case: vulnerable or not).
* The **Contract** panel (the contract, declarer, dummy and each side's tricks against its goal,
  Law 79: a trick belongs to the side that won it) is the core auction's own, drawn for every
  game with a contract.
* **Rubber** (``scoring = rubber``): each side's games, trick points toward the current game
  and points in the rubber.

Everything is read from the seat's observation: all of it is public.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tricktaker import CompiledGame, Panel, PanelRow, hookimpl


def board_panel(game: CompiledGame, view: Mapping[str, Any]) -> Panel:
    """The board's number (when it has one) and both sides' vulnerability."""
    rows = [PanelRow(label="Board", text=str(view["board"]))] if view.get("board") else []
    for side, vulnerable in enumerate(view["vulnerable"]):
        rows.append(PanelRow(side=side, text="vulnerable" if vulnerable else "not vulnerable"))
    return Panel("Board", tuple(rows))


def rubber_panel(view: Mapping[str, Any]) -> Panel:
    """Under rubber scoring: each side's games, part score toward game and rubber points."""
    if "games" not in view:
        return Panel("Rubber")
    rows = tuple(
        PanelRow(
            side=side,
            text=f"games {games}, toward game {below}, rubber points {points}",
        )
        for side, (games, below, points) in enumerate(
            zip(view["games"], view["toward_game"], view["rubber_points"], strict=True)
        )
    )
    return Panel("Rubber", rows)


@hookimpl
def table_panels(game: CompiledGame, view: Mapping[str, Any], seat: int) -> list[Panel]:
    """Bridge's board and vulnerability, and the rubber (the contract panel is the core's)."""
    return [board_panel(game, view), rubber_panel(view)]
