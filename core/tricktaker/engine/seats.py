"""Seats named relative to the hand ("the dealer's left", "the defender"), and the sides a
finished hand was played by."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from tricktaker.engine.state import State

if TYPE_CHECKING:
    from tricktaker.engine.game import CompiledGame


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


class HandSide(NamedTuple):
    """One side of a finished hand: its name, its seats, and whether they share one score and
    total (a partnership of the rules) or each seat keeps its own (sides for one deal)."""

    name: str
    seats: tuple[int, ...]
    shared: bool


def hand_sides(game: CompiledGame, hand: Mapping[str, Any]) -> list[HandSide]:
    """The sides that played ``hand`` (an entry of ``hand_results``): the rules' partnerships;
    else the sides of that deal alone (``deal_sides`` in the hand's record, named by
    ``deal_side_names``: e.g. the declarer against the others together); else none, every
    seat for itself."""
    if game.sides:
        names = [side.name for side in game.rules.sides]
        return [HandSide(n, seats, True) for n, seats in zip(names, game.sides, strict=True)]
    seats_of: list[list[int]] = hand.get("deal_sides") or []
    named: list[str] = hand.get("deal_side_names") or []
    names = [*named, *(f"side {k + 1}" for k in range(len(named), len(seats_of)))]
    return [HandSide(n, tuple(seats), False) for n, seats in zip(names, seats_of, strict=False)]
