"""The base of every rules model, and seats named relative to the hand."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from tricktaker.limits import MAX_PLAYERS

MAX_NUMBER = 10**9
"""The largest size of a whole number in a rules file (see
:func:`tricktaker.rules.check_numbers`)."""

MAX_LIST = 100
"""The most entries of a list or table of the rules that is read entry by entry: phases,
options, a choice's values, draws, top trumps, rank aliases (a pack, a schedule and the hand
sizes have the limits of :mod:`tricktaker.limits`). Far above any game's, it keeps a rules file
from making its checks run for minutes."""


class Model(BaseModel):
    """Base of every rules model: frozen, no unknown fields."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class SideSpec(Model):
    """A side (a partnership): seats that score together."""

    name: str = Field(
        min_length=1, max_length=40, description="The side's name, e.g. 'North–South'."
    )
    seats: list[int] = Field(
        min_length=1, max_length=MAX_PLAYERS, description="The side's seats, e.g. [0, 2]."
    )


SeatRef = Literal["dealer", "left_of_dealer", "declarer", "defender"]
"""A seat named relative to the hand: the dealer, the player on the dealer's left, etc."""
