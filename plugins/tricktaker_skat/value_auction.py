"""Skat's auction by game values (skat.md §4, SK-3, SK-4, SK-20): bids from a ladder of values,
in a fixed dialogue order; the phase kind ``value_auction``.

The bids are the values of ``values`` (``[mechanics.NAME]`` with ``kind = "value_auction"``);
the contract is declared after the auction by a later phase of the game, which must make it
worth at least the bid (or charge the declarer for the difference). The dialogue: with the
seats in order from the dealer's left, the second seat *calls* values to the first, who
*answers* each one ``yes`` (holds it: the senior seat need only equal a value) or ``pass``;
the caller names a higher value after a ``yes``, or passes. The one left is the *survivor*;
then the third seat calls to the survivor the same way, and so on to the dealer. A caller may
name any value of the ladder above the highest so far (a jump); a pass is final. The last
survivor is the declarer and the highest value named is the bid. If nobody named a value, the
first seat may still bid the lowest value or pass (``last_resort``); three passes throw the
deal in.

Actions: ``Bid(value)`` names a value, ``Declare("yes")`` holds it, ``Pass()`` passes. Every
call is public. The part :class:`ValueBidding` holds the winner and the bid for the phases
that follow (the core's ``widow`` reads the winner: it is an :class:`~tricktaker.AuctionWinner`),
and the sides of the deal (the winner against the others together: temporary sides, in the
hand's record as ``deal_sides`` named by ``deal_side_names``, "declarer" and "defenders"; the
search bot plays for its side, the console sums a side's tricks and points).

Only Skat bids this way, so the mechanic lives here, written against the public API (issue
45); OpenSpiel's game choice (:mod:`.auction`) keeps the same part.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from pydantic import Field, model_validator

from tricktaker import (
    PASS,
    PUBLIC,
    Action,
    AuctionWinner,
    Bid,
    Declare,
    Mechanic,
    Model,
    NotationError,
    Pass,
    Phase,
    Rule,
    Rules,
    RulesPhase,
    declare,
    hookimpl,
    mechanic_settings,
)

if TYPE_CHECKING:
    from tricktaker import CompiledGame, Deck, State

YES = Declare("yes")
DEAL_SIDE_NAMES = ("declarer", "defenders")
"""The names of the deal's sides, in the order of ``deal_sides``: the auction's winner, then
the other seats together."""
LAST_RESORT = -1
"""``ValueBidding.stage`` when nobody named a value and the first seat may still bid."""


class ValueAuctionSpec(Model):
    """A value auction: bids from a ladder of values, in a fixed dialogue order from the
    dealer's left (the second seat calls values to the first, who answers ``yes`` or ``pass``;
    each later seat calls to the survivor); the contract is declared after the auction by a
    later phase of the game. Actions ``Bid(value)``, ``Declare("yes")``, ``Pass()``; the part
    ``value_auction`` keeps the calls, the winner and the bid."""

    values: list[int] = Field(
        min_length=1,
        description="The values that may be bid, lowest first (e.g. 18, 20, 22, 23, …): the "
        "values some contract can be worth.",
    )
    last_resort: bool = Field(
        True,
        description="When every caller passed without naming a value, the first seat may still "
        "bid the lowest value (or pass: the deal is thrown in); false: thrown in at once.",
    )

    @model_validator(mode="after")
    def _increasing(self) -> ValueAuctionSpec:
        if any(b <= a for a, b in zip(self.values, self.values[1:], strict=False)):
            raise ValueError("values must increase: lowest first, each once")
        return self


class ValueBidding(AuctionWinner):
    """The auction: the stage (the caller's place in the order; ``LAST_RESORT``), caller and
    answerer, whether the answerer is asked, the highest value named (None: none), the calls
    in order as (seat, text), the winner (the declarer) and the bid (None until decided). All
    public."""

    __slots__ = (
        "answerer",
        "asked",
        "bid",
        "caller",
        "deal_sides",
        "dialogue",
        "high",
        "stage",
        "winner",
    )
    key = "value_auction"
    seen = declare(
        stage=PUBLIC(
            "the caller's place in the order from the dealer's left (1: Middlehand calls to "
            "Forehand, 2: Rearhand to the survivor); -1: nobody bid and Forehand may still "
            "bid the lowest value; 0: OpenSpiel's game choice"
        ),
        caller=PUBLIC("the seat calling values; -1: before the auction"),
        answerer=PUBLIC("the seat the caller asks; -1: before the auction"),
        asked=PUBLIC("whether the answerer owes an answer (yes or pass) to the value named"),
        high=PUBLIC("the highest value named; None: none yet"),
        dialogue=PUBLIC("every call in order as (seat, text): a value, 'yes' or 'pass'"),
        winner=PUBLIC("the auction's winner, the declarer; None: not decided (or thrown in)"),
        bid=PUBLIC("the winner's bid (0 after OpenSpiel's game choice); None: not decided"),
        deal_sides=PUBLIC("this deal's sides, [[declarer], [defenders]]; []: not decided"),
    )

    def __init__(self, players: int) -> None:
        self.stage = 1
        self.caller = -1
        self.answerer = -1
        self.asked = False
        self.high: int | None = None
        self.dialogue: list[tuple[int, str]] = []
        self.winner: int | None = None
        self.bid: int | None = None
        self.deal_sides: list[list[int]] = []

    def decided(self, winner: int, bid: int, players: int) -> None:
        """The auction is won: the winner declares at ``bid``; for this deal the winner is one
        side and the other seats together the other (temporary sides, ``deal_sides``)."""
        self.winner, self.bid = winner, bid
        self.deal_sides = [[winner], [s for s in range(players) if s != winner]]

    def declarer(self) -> int | None:
        """The auction's winner, who takes up the skat (None until decided)."""
        return self.winner

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {
            "calls": [[seat, text] for seat, text in self.dialogue],
            "declarer": self.winner,
            "bid": self.bid,
            "deal_sides": [list(side) for side in self.deal_sides],
            "deal_side_names": list(DEAL_SIDE_NAMES[: len(self.deal_sides)]),
        }


def order_of(state: State) -> list[int]:
    """The seats from the dealer's left, the dealer last."""
    n = state.players
    return [(state.dealer + 1 + k) % n for k in range(n)]


class ValueAuction(RulesPhase):
    """The dialogue of the module docstring; sets ``ValueBidding.winner`` and ``bid``, or
    throws the deal in."""

    name = "auction"
    parts = (ValueBidding,)

    def __init__(self, spec: ValueAuctionSpec) -> None:
        self.spec = spec
        self.bids = {v: Bid(v) for v in spec.values}
        self.rules: Rules[Action] = Rules([Rule("calls", self._candidates, self._refused)])

    def _candidates(self, state: State, seat: int, _: list[Action]) -> list[Action]:
        part = ValueBidding.of(state)
        if part.stage == LAST_RESORT:
            return [self.bids[self.spec.values[0]], PASS]
        if part.asked:
            return [YES, PASS]
        high = part.high
        return [*(b for v, b in self.bids.items() if high is None or v > high), PASS]

    def _refused(self, state: State, seat: int, action: Action) -> str:
        part = ValueBidding.of(state)
        if part.stage == LAST_RESORT:
            return f"nobody bid: you may bid {self.spec.values[0]} or pass"
        if part.asked:
            return f"answer {part.high}: yes or pass"
        low = "" if part.high is None else f" higher than {part.high}"
        above = [str(v) for v in self.spec.values if part.high is None or v > part.high][:4]
        return f"name a value{low} ({', '.join(above)}, …) or pass"

    def start(self, game: CompiledGame, state: State) -> bool:
        part = ValueBidding.of(state)
        order = order_of(state)
        part.stage, part.caller, part.answerer = 1, order[1], order[0]
        state.to_move = part.caller
        return False

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        part = ValueBidding.of(state)
        seat = state.to_move
        part.dialogue.append((seat, self.format(game, action)))
        if part.stage == LAST_RESORT:
            if isinstance(action, Bid):
                return self._won(state, part, seat, action.tricks)
            return self._thrown_in(state)
        if isinstance(action, Bid):
            part.high, part.asked = action.tricks, True
            state.to_move = part.answerer
            return False
        if action is YES:
            part.asked = False
            state.to_move = part.caller
            return False
        survivor = part.caller if part.asked else part.answerer  # the other one survives
        part.asked = False
        order = order_of(state)
        if part.stage + 1 < len(order):
            part.stage += 1
            part.caller, part.answerer = order[part.stage], survivor
            state.to_move = part.caller
            return False
        if part.high is not None:
            return self._won(state, part, survivor, part.high)
        if not self.spec.last_resort:
            return self._thrown_in(state)
        part.stage = LAST_RESORT
        state.to_move = survivor
        return False

    @staticmethod
    def _won(state: State, part: ValueBidding, seat: int, bid: int) -> bool:
        part.decided(seat, bid, state.players)
        state.to_move = -1
        return True

    @staticmethod
    def _thrown_in(state: State) -> bool:
        state.thrown_in = True
        state.to_move = -1
        return True

    def prompt(self, game: CompiledGame, state: State) -> str:
        part = ValueBidding.of(state)
        if part.stage == LAST_RESORT:
            return f"{self.spec.values[0]} or pass"
        if part.asked:
            return f"{part.high}? yes or pass"
        low = self.spec.values[0] if part.high is None else f"more than {part.high}"
        return f"bid a value ({low}) or pass"

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        word = text.strip().lower()
        if word in ("pass", "p", "no"):
            return PASS
        if word in ("yes", "y", "hold"):
            return YES
        match = re.fullmatch(r"(?:bid\s*)?(\d{1,6})", word)
        if not match:
            raise NotationError(
                f"{text.strip()!r}: type a value ({self.spec.values[0]}, …), yes or pass"
            )
        value = int(match.group(1))
        return self.bids.get(value) or Bid(value)

    def format(self, game: CompiledGame, action: Action) -> str:
        if isinstance(action, Pass):
            return "pass"
        if isinstance(action, Declare):
            return action.what
        assert isinstance(action, Bid)
        return str(action.tricks)

    def told_text(self, game: CompiledGame, action: Action, you: bool) -> str | None:
        """The dialogue as it is spoken: ``says "18?"``, ``says "yes"``, ``passes``."""
        s = "" if you else "s"
        if isinstance(action, Bid):
            return f'say{s} "{action.tricks}?"'
        if action is YES:
            return f'say{s} "yes"'
        return "pass" if you else "passes"


@hookimpl
def mechanics() -> list[Mechanic]:
    return [
        Mechanic(
            kind="value_auction",
            build=_value_auction,
            settings=ValueAuctionSpec,
            makes=("winner",),
            count=_no_card_moves,
            summary=(
                "Skat's auction: bids from a ladder of values, each later seat calling values "
                "to the survivor, who answers yes or pass; makes the winner (the declarer)."
            ),
        )
    ]


def _no_card_moves(rules: Any, name: str, table: Any, setting: Any) -> list[Any]:
    """The cards after the auction, as the load-time check counts them: as they were (calls
    move no card)."""
    return [table]


def _value_auction(name: str, game: CompiledGame) -> Phase:
    phase = ValueAuction(mechanic_settings(game.rules, name, ValueAuctionSpec))
    phase.name = name
    return phase
