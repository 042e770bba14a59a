"""The panels Spades players follow at the table (the ``table_panels`` hook, issue 46).

* **Team bids**: each side's team bid against the tricks counted for it (§4.4, §6.1: a nil bid
  counts 0, and under ``failed_nil_tricks = bags_only`` a nil bidder's tricks are not counted
  for it), with the tricks still needed or the overtricks (future bags). A nil is never shown
  as a bid of 0: a side whose only bids are nil has no team bid.
* **Nil**: who bid nil or blind nil, and whether it still stands (no trick taken) or is set.
* **Bags**: each side's bags carried from hand to hand (§6.4: every 10 cost 100).
* **Blind nil exchange** (with ``blind_nil``): the cards the seat passed to its partner and
  received back, once it holds them.

Everything is read from the seat's observation (bids, tricks and bags are public).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tricktaker import CompiledGame, Panel, PanelRow, hookimpl


def side_row(game: CompiledGame, view: Mapping[str, Any], side: int) -> PanelRow:
    """One side's team bid against its counted tricks (``bid 5, took 3: 2 to go``)."""
    seats = game.sides[side]
    bids = [view["bids"][s] for s in seats]
    tricks = view["tricks_won"]
    count_nil = game.options["failed_nil_tricks"] == "count_for_bid"
    counted = sum(tricks[s] for s, b in zip(seats, bids, strict=True) if count_nil or b != 0)
    if any(b is None for b in bids):
        known = [b for b in bids if b is not None]
        so_far = f"bid so far {sum(known)}" if sum(known) else "nil so far"
        return PanelRow(side=side, text=so_far if known else "not bid yet")
    bid = sum(bids)
    if bid == 0:  # every seat of the side bid nil: no team bid to make
        return PanelRow(side=side, text=f"nil only, took {sum(tricks[s] for s in seats)}")
    if counted < bid:
        return PanelRow(side=side, text=f"bid {bid}, took {counted}: {bid - counted} to go")
    over = f", {counted - bid} over" if counted > bid else ""
    return PanelRow(side=side, text=f"bid {bid}, took {counted}: made{over}")


def nil_panel(game: CompiledGame, view: Mapping[str, Any]) -> Panel:
    """Every nil and blind nil of the hand: standing while its bidder has taken no trick."""
    blind = view.get("blind") or [False] * game.players
    rows = []
    for seat, bid in enumerate(view["bids"]):
        if bid != 0:
            continue
        kind = "blind nil" if blind[seat] else "nil"
        took = view["tricks_won"][seat]
        state = "stands" if not took else f"set (took {took})"
        rows.append(PanelRow(seat=seat, text=f"{kind}, {state}"))
    return Panel("Nil", tuple(rows))


def exchange_panel(view: Mapping[str, Any], seat: int) -> Panel:
    """The blind nil exchange between partners (§4.5.3), as this seat knows it."""
    rows = []
    made = view.get("passes") or []
    given, received = view.get("cards_given") or [], view.get("cards_received") or []
    to = next((r for p, r, _ in made if p == seat), None)
    giver = next((p for p, r, _ in made if r == seat), None)
    if given and to is not None:
        rows.append(PanelRow(label="Passed to", seat=to, cards=tuple(given)))
    if received and giver is not None:
        rows.append(PanelRow(label="Received from", seat=giver, cards=tuple(received)))
    return Panel("Blind nil exchange", tuple(rows))


@hookimpl
def table_panels(game: CompiledGame, view: Mapping[str, Any], seat: int) -> list[Panel]:
    """Spades' side bids against tricks, the nil bids, the bags and the blind nil exchange."""
    sides = range(len(game.sides))
    bidding = any(b is not None for b in view["bids"])
    bids = Panel("Team bids", tuple(side_row(game, view, i) for i in sides) if bidding else ())
    bags = Panel("Bags", tuple(PanelRow(side=i, text=str(view["bags"][i])) for i in sides))
    return [bids, nil_panel(game, view), bags, exchange_panel(view, seat)]
