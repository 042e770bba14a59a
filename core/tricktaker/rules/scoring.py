"""Scoring tables as data (exact bids, contracts, point tricks) and the end of a match."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from tricktaker.rules.base import Model


class Linear(Model):
    """Points = base + per_trick × tricks + per_bid × bid + per_miss × |tricks − bid|."""

    base: int = 0
    per_trick: int = 0
    per_bid: int = 0
    per_miss: int = 0

    def points(self, tricks: int, bid: int) -> int:
        return (
            self.base
            + self.per_trick * tricks
            + self.per_bid * bid
            + self.per_miss * abs(tricks - bid)
        )


class ExactBidStyle(Model):
    made: Linear = Field(description="Points when tricks taken equal the bid.")
    lost: Linear = Field(description="Points when they differ.")


class ExactBidScoring(Model):
    """Exact-bid scoring (Oh Hell and its family), one table per scoring style."""

    kind: Literal["exact_bid"] = "exact_bid"
    style_option: str | None = None
    styles: dict[str, ExactBidStyle] = Field(min_length=1)
    default_style: str | None = None


class MatchSpec(Model):
    """When the match ends and who wins."""

    end: Literal["schedule", "target", "deals"] = "schedule"
    target: int | None = None
    target_option: str | None = None
    deals: int | None = None
    winner: Literal["highest"] = "highest"
    ties: Literal["share", "play_on"] = "share"


class ContractValue(Model):
    value: int
    contracts: list[str] = Field(min_length=1, description="Bids such as '0NT', '1C', '4H'.")


class ContractScoring(Model):
    """Contract scoring (bridge family). Made (tricks ≥ required): the contract's value — a
    fixed value per contract (``values``) or points per trick over ``base_tricks``
    (``trick_values``) — plus bonuses, times the doubling multiplier. Failed: the defenders
    score the penalty table's entry (rows: 1, 2, … undertricks; the last row for more)."""

    kind: Literal["contract"] = "contract"
    values: list[ContractValue] = Field(default_factory=list)
    trick_values: dict[str, list[int]] = Field(
        default_factory=dict,
        description="Denomination -> [first trick over base, each further trick over base].",
    )
    exact_bonus: dict[int, int] = Field(
        default_factory=dict, description="Level -> bonus for taking exactly the tricks bid."
    )
    overtrick_bonus: dict[int, int] = Field(
        default_factory=dict, description="Exact number of overtricks -> bonus."
    )
    completion_bonus: list[int] = Field(
        default=[0, 0, 0],
        min_length=3,
        max_length=3,
        description="Bonus for making the contract undoubled, doubled, redoubled.",
    )
    multiplier: list[int] = Field(default=[1, 2, 4], min_length=3, max_length=3)
    multiply_completion_option: str | None = Field(
        None, description="Bool option: the multiplier applies to the completion bonus too."
    )
    penalties: list[list[int]] = Field(
        default_factory=list,
        description="Undertricks 1, 2, ... -> [undoubled, doubled, redoubled]; the last row "
        "also for more undertricks. Empty: a failed contract scores nothing.",
    )
    penalties_option: str | None = Field(
        None, description="Bool option switching the penalty table on (off: nothing scores)."
    )


class PointTrickScoring(Model):
    """Point-trick scoring: card points taken + runs + announcements + the last trick, then a
    settlement between the maker (who chose trumps) and the opponent."""

    kind: Literal["point_trick"] = "point_trick"
    last_trick: int = Field(0, description="Bonus for winning the last trick.")
    settlement: Literal["maker_must_win"] = Field(
        "maker_must_win",
        description="More than the opponent: both score their totals; equal: maker 0; less: "
        "the opponent scores both totals.",
    )
    hold_over_option: str | None = Field(
        None, description="Bool option: on a tie the maker's points go to the next hand's winner."
    )
