"""Seats named relative to the hand ("the dealer's left", "the defender")."""

from __future__ import annotations

from tricktaker.engine.state import State


def seat_of(ref: str, state: State) -> int:
    """Resolve a :data:`~tricktaker.rules.SeatRef` for the current hand. Left means seat + 1."""
    n = state.players
    if ref == "dealer":
        return state.dealer
    if ref == "left_of_dealer":
        return (state.dealer + 1) % n
    if ref in ("declarer", "defender"):
        if state.contract is None:
            raise ValueError(f"no contract yet, so no {ref}")
        declarer: int = state.contract.declarer
        return declarer if ref == "declarer" else (declarer + 1) % n
    raise ValueError(f"unknown seat reference {ref!r}")
