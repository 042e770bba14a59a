"""The panels Draw Bridge players follow at the table (the ``table_panels`` hook, issue 46).

* **Drawing** (§5, phase 1): the drawing trick being played, the cards left in the stock, its
  top card when it lies face up (the open-top variant, D-11), and the card this seat drew last
  (D-13: drawn cards are seen only by the player who draws them).
* **Contract** (§6, §7, §8): the contract with its doubling, the declarer's tricks against the
  6 + level it needs, the defender's against those that defeat it.

Everything is read from the seat's observation: the opponent's drawn cards are never in it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tricktaker import CompiledGame, Panel, PanelRow, hookimpl

DOUBLING = ("", " doubled", " redoubled")


def contract_panel(game: CompiledGame, view: Mapping[str, Any]) -> Panel:
    """The contract, and the declarer's and defender's tricks against their goals."""
    contract = view.get("contract")
    if contract is None:
        return Panel("Contract")
    strain = game.deck.denomination(contract.denomination, symbols=True)
    declarer, defender = contract.declarer, 1 - contract.declarer
    taken = view["tricks_won"]
    to_set = view["hand_size"] - contract.tricks + 1
    made = ": made" if taken[declarer] >= contract.tricks else ""
    beaten = ": defeated" if taken[defender] >= to_set else ""
    words = f"{contract.level}{strain}{DOUBLING[contract.doubled]}"
    mine = f"{taken[declarer]} taken, {contract.tricks} needed{made}"
    theirs = f"{taken[defender]} taken, {to_set} to defeat{beaten}"
    return Panel(
        "Contract",
        (
            PanelRow(label="Contract", text=words),
            PanelRow(label="Declarer", seat=declarer, text=mine),
            PanelRow(label="Defender", seat=defender, text=theirs),
        ),
    )


def drawing_panel(view: Mapping[str, Any], seat: int) -> Panel:
    """The drawing trick, the stock and its open top card, and the seat's last drawn card."""
    if view["phase"] != "draw_tricks":
        return Panel("Drawing")
    rows = [
        PanelRow(label="Trick", text=f"{view['trick_no'] + 1} of {view['hand_size']}"),
        PanelRow(label="Stock", text=f"{view.get('stock_size', 0)} cards"),
    ]
    if view.get("top_card") is not None:
        rows.append(PanelRow(label="Top card", text="face up", cards=(view["top_card"],)))
    if view.get("drawn"):
        rows.append(PanelRow(label="Last drawn", seat=seat, cards=(view["drawn"][-1],)))
    return Panel("Drawing", tuple(rows))


@hookimpl
def table_panels(game: CompiledGame, view: Mapping[str, Any], seat: int) -> list[Panel]:
    """Draw Bridge's drawing tricks and stock, then the contract."""
    return [drawing_panel(view, seat), contract_panel(game, view)]
