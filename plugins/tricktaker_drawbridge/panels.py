"""The panels Draw Bridge players follow at the table (the ``table_panels`` hook, issue 46).

* **Drawing** (§5, phase 1): the drawing trick being played, the cards left in the stock, its
  top card when it lies face up (the open-top variant, D-11), and the card this seat drew last
  (D-13: drawn cards are seen only by the player who draws them).
* The **Contract** panel (§6, §7, §8) (the contract, the declarer's tricks against the 6 + level it
  needs, the defender's against those that defeat it) is the core auction's own.

Everything is read from the seat's observation: the opponent's drawn cards are never in it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tricktaker import CompiledGame, Panel, PanelRow, hookimpl


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
    """Draw Bridge's drawing tricks and stock (the contract panel is the core's)."""
    return [drawing_panel(view, seat)]
