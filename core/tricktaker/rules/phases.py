"""The phases of a hand as data: schedules, dealing, bidding, auctions, trick play, melds."""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import Field, model_validator

from tricktaker.rules.base import Model, SeatRef


class ScheduleSpec(Model):
    """Hand sizes per hand. ``styles`` are lists of ranges such as ``"M..1"`` or ``"M-1..1"``:

    ``M`` is the largest hand for the player count (``max_hand``), ``S`` is
    ``min(short_cap, M)``; a range counts down when its start is larger than its end.
    """

    max_hand: dict[int, int] = Field(description="Players -> largest hand size M.")
    short_cap: int = 10
    styles: dict[str, list[str]] = Field(default_factory=dict)
    style_option: str | None = Field(None, description="Option choosing a style by name.")
    custom_option: str | None = Field(
        None, description="Option giving an explicit list of hand sizes (overrides the style)."
    )
    fixed: list[int] | None = Field(None, description="A fixed schedule, when no style applies.")

    @model_validator(mode="after")
    def _ranges(self) -> ScheduleSpec:
        for name, ranges in self.styles.items():
            for text in ranges:
                if not _RANGE.fullmatch(text.replace(" ", "")):
                    raise ValueError(
                        f"style {name!r}: {text!r} is not a range like 'M..1', '1..S' or 'M-1..1'"
                    )
        return self


_TERM = r"(?:\d+|[MS](?:-\d+)?)"
_RANGE = re.compile(rf"{_TERM}(?:\.\.{_TERM})?")


class DealSpec(Model):
    """How one hand is dealt from the pack (top card first)."""

    first_dealer: Literal["random", "seat0"] = "random"
    rotation: int = Field(1, description="Next dealer = dealer + rotation (after a counted hand).")
    first_receiver: SeatRef = "left_of_dealer"
    batches: list[Annotated[int, Field(gt=0)]] = Field(default_factory=lambda: [1], min_length=1)
    hand_size: int | None = Field(None, description="Cards per player when no schedule applies.")
    turn_up: Literal["none", "next", "stock_top"] = Field(
        "none",
        description="'next': the card after the deal is turned and set aside (Oh Hell's trump "
        "card); 'stock_top': the top of the stock is shown but stays in the stock.",
    )
    throw_in_counts: bool = Field(True, description="A thrown-in deal counts as a deal played.")
    throw_in_dealer: Literal["next", "same"] = Field(
        "next", description="Who deals after a thrown-in deal: the next dealer or the same one."
    )


class BiddingSpec(Model):
    """Numeric bidding: each seat bids a number of tricks once, from the dealer's left."""

    first: SeatRef = "left_of_dealer"
    hook_option: str | None = Field(
        None,
        description="Bool option switching on the hook (the dealer's bid may not make the "
        "total equal the number of tricks).",
    )
    hook: bool = Field(False, description="The hook when no option controls it.")


class BidRequirements(Model):
    """Bids allowed only with certain cards in the bidder's hand. A *jump* bid is one whose level
    is higher than the lowest level at which its denomination would outrank the standing bid."""

    suit_cards: int = Field(0, description="Cards of the suit needed for a suit bid.")
    jump_suit_cards: int = Field(0, description="Cards of the suit needed for a jump bid in it.")
    nt_each_suit: int = Field(0, description="Cards of every suit needed for a no-trump bid.")
    nt_jump_long_suit_option: str | None = Field(
        None,
        description="Bool option: a no-trump jump also needs some suit of jump_suit_cards cards.",
    )


class AuctionSpec(Model):
    """A contract auction: levels and denominations, pass / double / redouble."""

    first: SeatRef = "dealer"
    min_level: int = 1
    max_level: int = 7
    denominations: list[str] = Field(
        description="Lowest first: suit letters and 'NT', e.g. ['C','D','H','S','NT']."
    )
    level_zero: list[str] = Field(default_factory=list, description="Denominations at level 0.")
    base_tricks: int = Field(6, description="A bid of level L promises base_tricks + L tricks.")
    doubling: bool = True
    passes_to_end: int = Field(1, description="Passes in a row that end the auction after a bid.")
    passes_to_throw_in: int = Field(2, description="Passes in a row with no bid: deal thrown in.")
    requirements: BidRequirements | None = Field(
        None, description="Cards the bidder must hold to make a bid (Bridgette §5.4)."
    )


class AnnounceSpec(Model):
    """An announcement made while playing the second card of a set held together at the start
    of play, e.g. bella: the King and Queen of trumps, 20 points."""

    name: str = Field(pattern=r"^[a-z]+$")
    ranks: list[str] = Field(min_length=2)
    trumps_only: bool = True
    points: int
    default: bool = Field(True, description="A play that may announce does so unless told not to.")


class PlaySpec(Model):
    """Trick play: who leads, the obligation ladder and what wins a trick."""

    first_lead: SeatRef = "left_of_dealer"
    follow_suit: bool = True
    must_trump: bool = False
    must_overtrump: bool = False
    trumps: Literal["turned", "contract", "chosen", "none"] = Field(
        "turned",
        description="'turned': the suit of the turned card; 'contract': the auction's "
        "denomination; 'chosen': named in a trump-selection phase; 'none': no trumps.",
    )
    extras: Literal["none", "group"] = Field(
        "none",
        description="'group': suitless extra cards play by rank group (Bridgette's Colons): the "
        "matching one may replace following suit and loses; a led one is won by a trump or a "
        "card of its group; the lead ban follows.",
    )
    follow_suit_option: str | None = Field(
        None, description="Bool option that, when true, makes following suit compulsory."
    )
    draw_after_trick: bool = Field(
        False,
        description="After each trick the winner, then the others, draw from the stock; the "
        "phase ends when the stock is empty (Draw Bridge's drawing tricks).",
    )
    open_top_option: str | None = Field(
        None, description="Bool option: the top card of the stock is face up for everybody."
    )
    announce: AnnounceSpec | None = Field(
        None, description="A marriage announced with the second of its cards (Klaberjass' bella)."
    )


class TrumpSelectionSpec(Model):
    """Trumps chosen around a turned card, in rounds: ``turned`` (accept the turned card's suit
    or pass) and ``other`` (name another suit or pass). If every round is passed out the deal is
    thrown in."""

    first: SeatRef = "left_of_dealer"
    rounds: list[Literal["turned", "other"]] = Field(default=["turned", "other"], min_length=1)


class CompletionDealSpec(Model):
    """More cards dealt from the top of the stock after trumps are fixed."""

    cards: int = Field(gt=0, description="Cards to each player.")
    batches: list[Annotated[int, Field(gt=0)]] = Field(default_factory=lambda: [3], min_length=1)
    first_receiver: SeatRef = "left_of_dealer"
    reveal_bottom: bool = Field(False, description="Expose the bottom card of the stock.")


class TurnedExchangeSpec(Model):
    """A player holding the trump of ``rank`` may exchange it for the turned card (the dix)."""

    rank: str
    only_turned_suit: bool = Field(True, description="Only when the turned suit is trumps.")


class SequenceSpec(Model):
    """Runs of cards of one suit in the sequence order, compared between players.

    The best run is the longest, then the one with the higher top card, then one in trumps;
    equal best runs of different players cancel out.
    """

    min_length: int = Field(3, ge=2)
    points: dict[int, int] = Field(
        description="Length -> points; longer runs score as the largest length listed."
    )
    scoring: Literal["best_only", "all_of_best_holder"] = "best_only"
    scoring_option: str | None = Field(None, description="Option choosing 'scoring'.")
    declare_option: str | None = Field(
        None, description="Bool option: players choose whether to declare their best run."
    )


class DrawStep(Model):
    """One draw from the top of the stock: a fixed number of cards, or a number that depends
    on the rank group of the turned card (the up-card)."""

    seat: SeatRef
    cards: int | None = Field(None, ge=0)
    by_turned_group: dict[str, int] | None = None

    @model_validator(mode="after")
    def _one(self) -> DrawStep:
        if (self.cards is None) == (self.by_turned_group is None):
            raise ValueError("give either 'cards' or 'by_turned_group'")
        return self


class DrawSpec(Model):
    """Cards drawn from the stock, in order, with no decision (Bridgette's exchange)."""

    draws: list[DrawStep] = Field(min_length=1)


class DiscardSpec(Model):
    """Players discard face down, in order, until they hold ``down_to`` cards."""

    order: list[SeatRef] = Field(min_length=1)
    down_to: int = Field(gt=0)
