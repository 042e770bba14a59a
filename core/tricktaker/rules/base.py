"""The base of every rules model, and seats named relative to the hand."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict


class Model(BaseModel):
    """Base of every rules model: frozen, no unknown fields."""

    model_config = ConfigDict(frozen=True, extra="forbid")


SeatRef = Literal["dealer", "left_of_dealer", "declarer", "defender"]
"""A seat named relative to the hand: the dealer, the player on the dealer's left, etc."""
