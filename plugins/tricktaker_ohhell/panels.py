"""The panels Oh Hell players follow at the table (the ``table_panels`` hook, issue 46).

* **Bids and tricks**: each seat's bid against the tricks it has taken (a bid is a promise of
  exactly that many tricks), once it has bid.
* **Bids total**: the bids against the tricks of the hand: over (more bid than there are
  tricks: somebody must fail) or under, the number every player watches for the hook rule.

All of it is public, read from the seat's observation.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tricktaker import CompiledGame, Panel, PanelRow, hookimpl


def seat_text(bid: int | None, took: int, playing: bool) -> str:
    """``bid 2, took 1``; ``not bid yet``; in the auction only the bid."""
    if bid is None:
        return "not bid yet"
    return f"bid {bid}, took {took}" if playing else f"bid {bid}"


def total_text(bids: list[int | None], tricks: int) -> str:
    """The bids so far against the hand's tricks: ``6 bid for 5 tricks: 1 over``
    (``4 bid so far, for 5 tricks`` while the bidding is on)."""
    total = sum(b for b in bids if b is not None)
    if None in bids:
        return f"{total} bid so far, for {tricks} tricks"
    text = f"{total} bid for {tricks} tricks"
    if total > tricks:
        return f"{text}: {total - tricks} over"
    if total < tricks:
        return f"{text}: {tricks - total} under"
    return f"{text}: even"


@hookimpl
def table_panels(game: CompiledGame, view: Mapping[str, Any], seat: int) -> list[Panel]:
    """Oh Hell's bids against tricks, per seat and in total."""
    bids = view.get("bids") or []
    if all(b is None for b in bids):
        return [Panel("Bids and tricks"), Panel("Bids total")]
    playing = view["phase"] != "bidding"
    rows = tuple(
        PanelRow(seat=s, text=seat_text(b, view["tricks_won"][s], playing))
        for s, b in enumerate(bids)
    )
    total = PanelRow(text=total_text(bids, view["hand_size"]))
    return [Panel("Bids and tricks", rows), Panel("Bids total", (total,))]
