"""The panels Bridge players follow at the table (the ``table_panels`` hook, issue 46).

* **Board**: the board's number and each side's vulnerability (Law 2: both sides are shown,
  as on a board's case: vulnerable or not).
* **Contract**: the contract with its doubling, the declarer and the dummy, and the tricks of
  the declarer's side against those it needs, the defenders' against those that set it
  (Law 79: a trick belongs to the side that won it, whichever partner took it).
* **Rubber** (``scoring = rubber``): each side's games, trick points toward the current game
  and points in the rubber.

Everything is read from the seat's observation: all of it is public.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tricktaker import CompiledGame, Contract, Panel, PanelRow, hookimpl

DOUBLING = ("", " doubled", " redoubled")


def contract_words(game: CompiledGame, contract: Contract) -> str:
    """``4♥ doubled``: the level, the strain and the doubling."""
    strain = game.deck.denomination(contract.denomination, symbols=True)
    return f"{contract.level}{strain}{DOUBLING[contract.doubled]}"


def board_panel(game: CompiledGame, view: Mapping[str, Any]) -> Panel:
    """The board's number (when it has one) and both sides' vulnerability."""
    rows = [PanelRow(label="Board", text=str(view["board"]))] if view.get("board") else []
    for side, vulnerable in enumerate(view["vulnerable"]):
        rows.append(PanelRow(side=side, text="vulnerable" if vulnerable else "not vulnerable"))
    return Panel("Board", tuple(rows))


def contract_panel(game: CompiledGame, view: Mapping[str, Any]) -> Panel:
    """The contract, its declarer and dummy, and the tricks of both sides against the goal."""
    contract = view.get("contract")
    if contract is None:
        return Panel("Contract")
    declarer = contract.declarer
    ours = game.side_of[declarer]
    theirs = 1 - ours
    tricks = view["tricks_won"]
    taken = [sum(tricks[s] for s in seats) for seats in game.sides]
    to_set = view["hand_size"] - contract.tricks + 1
    rows = [
        PanelRow(label="Contract", text=contract_words(game, contract)),
        PanelRow(label="Declarer", seat=declarer),
    ]
    dummy = view.get("exposed_seat", -1)
    if dummy is not None and dummy >= 0:
        rows.append(PanelRow(label="Dummy", seat=dummy))
    made = ": made" if taken[ours] >= contract.tricks else ""
    beaten = ": set" if taken[theirs] >= to_set else ""
    rows.append(PanelRow(side=ours, text=f"{taken[ours]} taken, {contract.tricks} needed{made}"))
    rows.append(PanelRow(side=theirs, text=f"{taken[theirs]} taken, {to_set} to set{beaten}"))
    return Panel("Contract", tuple(rows))


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
    """Bridge's board and vulnerability, the contract with both sides' tricks, the rubber."""
    return [board_panel(game, view), contract_panel(game, view), rubber_panel(view)]
