"""The base of every rules model, and seats named relative to the hand."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class Model(BaseModel):
    """Base of every rules model: frozen, no unknown fields."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class SideSpec(Model):
    """A side (a partnership): seats that score together."""

    name: str = Field(
        min_length=1, max_length=40, description="The side's name, e.g. 'North–South'."
    )
    seats: list[int] = Field(min_length=1, description="The side's seats, e.g. [0, 2].")


SeatRef = Literal["dealer", "left_of_dealer", "declarer", "defender"]
"""A seat named relative to the hand: the dealer, the player on the dealer's left, etc."""
