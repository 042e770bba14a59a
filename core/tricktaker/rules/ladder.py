"""The settings of a bid-ladder auction (``[mechanics.NAME] kind = "ladder"``), as data.

A ladder is every bid there is, lowest first: the *level rungs* (a number of tricks and a
denomination, each with a value from a table) and the *special rungs* placed among them by
name (``above = "8S"``), e.g. a misère. Bids are compared by their place in the ladder only,
never by value; the value is what a scoring reads (``Contract.value``). Signals are calls made
outside the ladder (they never become the contract), by the first speakers only.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import Field, model_validator

from tricktaker.rules.base import MAX_LIST, Model, SeatRef

_LEVEL_RUNG = re.compile(r"^(\d+)(.+)$")


def _span(levels: list[int], denominations: list[str]) -> str:
    """The level bids from the lowest to the highest, e.g. ``6S … 10NT``."""
    if not levels:
        return "none"
    return f"{levels[0]}{denominations[0]} … {levels[-1]}{denominations[-1]}"


class SpecialRung(Model):
    """A bid that is not a level and a denomination (e.g. a misère), placed in the ladder
    directly above a level rung. Its text is its name: the key of its table in ``specials``."""

    title: str = Field(
        "",
        max_length=40,
        description="What players call the bid, for the table and the help, e.g. 'misère'; "
        "empty: its name.",
    )
    value: int = Field(
        0, description="Its value (the contract's `value`, what a scoring table reads), e.g. 250."
    )
    above: str | None = Field(
        None,
        description="The level rung it stands directly above, by its text, e.g. '8S' (between "
        "8S and the next rung). Specials above the same rung stand in the order they are "
        "written. Not set: the lowest bid of the ladder.",
    )
    denomination: str = Field(
        "NT",
        description="The contract's denomination: a suit letter (its trumps) or 'NT' (no "
        "trumps), e.g. 'NT'.",
    )
    tricks: int = Field(
        0,
        ge=0,
        description="The tricks the declarer's side must take, e.g. 10; a misère needs 0.",
    )
    misere: bool = Field(
        False,
        description="The declarer must take no trick at all (a misère, `tricks` = 0); trick "
        "play ends at the first trick the declarer wins, e.g. true.",
    )
    partner_sits_out: bool = Field(
        False,
        description="The declarer plays alone: its partners (the other seats of its side) sit "
        "the hand out, their cards out of play, e.g. true. Needs `[[sides]]`: a variant "
        "without partnerships sets it false.",
    )
    only_over_tricks: int = Field(
        0,
        ge=0,
        description="Legal only when the standing bid is a level bid of at least this many "
        "tricks (signals never count), e.g. 7; 0: no such condition (also legal as the first "
        "bid).",
    )
    exposed_after: int = Field(
        -1,
        ge=-1,
        description="Once this many tricks are complete and play goes on, the declarer's "
        "remaining cards lie face up for every seat to the end of the hand, e.g. 1 (after the "
        "first trick); 0: before the opening lead; -1: never.",
    )
    enabled: bool = Field(
        True,
        description="Whether the bid exists; false removes it from the ladder (an option's "
        "patch may switch it off, e.g. `specials = { MIS = { enabled = false } }`).",
    )

    @model_validator(mode="after")
    def _misere(self) -> SpecialRung:
        if self.misere and self.tricks:
            raise ValueError("a misère needs tricks = 0: the declarer must take none")
        return self


class SignalSpec(Model):
    """Calls of some levels that are signals, not bids: public information for a partner,
    outside the ladder. A signal need not outrank anything, never becomes the standing bid or
    the contract, and does not count as a pass."""

    levels: list[int] = Field(
        min_length=1,
        max_length=MAX_LIST,
        description="The levels whose calls are signals (any denomination), e.g. [6]; these "
        "levels are then no bids, so the lowest bid is the next level's.",
    )
    first_speakers: int = Field(
        ge=1,
        description="Only the first this many seats in the order of speaking (from `first`) "
        "may signal, e.g. 2.",
    )
    first_call_only: bool = Field(
        True,
        description="A seat may signal only as its first call of the auction, e.g. true.",
    )
    name: str = Field(
        "signal",
        min_length=1,
        max_length=40,
        description="What players call a signal, for the table and the help, e.g. 'hint'.",
    )


class LadderSettings(Model):
    """A bid-ladder auction: calls from `first` to the left, each a pass or a bid that
    outranks the standing bid (its place in the ladder); the auction ends when every seat but
    the standing bid's has passed since that bid was made (a seat that passed for good, with
    `pass_is_final`, counts as passed). The bidder of the standing bid is the declarer and it
    is the contract (its trumps are the hand's). When every seat has passed and no bid stands,
    the deal is thrown in (or see `all_pass`)."""

    first: SeatRef = Field(
        "left_of_dealer",
        description="The seat that calls first, e.g. 'left_of_dealer'; calls go on to the left.",
    )
    levels: list[int] = Field(
        min_length=1,
        max_length=MAX_LIST,
        description="The levels of the level rungs, lowest first, as written in a bid's text, "
        "e.g. [6, 7, 8, 9, 10] (6S ... 10NT).",
    )
    base_tricks: int = Field(
        0,
        ge=0,
        description="A level-L bid promises base_tricks + L tricks, e.g. 0 when the level is "
        "the number of tricks (6S: six tricks), 6 when it counts the tricks above six (1S: "
        "seven).",
    )
    denominations: list[str] = Field(
        min_length=1,
        max_length=MAX_LIST,
        description="The denominations within a level, lowest first: suit letters and 'NT', "
        "e.g. ['S', 'C', 'D', 'H', 'NT'].",
    )
    values: dict[str, list[int]] = Field(
        default_factory=dict,
        description="Each denomination's values, one per level in the order of `levels` (the "
        "contract's `value`, what a scoring table reads), e.g. { S = [40, 140, 240, 340, 440], "
        "NT = [120, 220, 320, 420, 520] }; empty: every value 0.",
    )
    specials: dict[str, SpecialRung] = Field(
        default_factory=dict,
        max_length=MAX_LIST,
        description="The special rungs by their text (letters, upper case), e.g. "
        "[mechanics.auction.specials.MIS] with `above = '8S'`, `value = 250`, `misere = true`, "
        "`partner_sits_out = true`.",
    )
    pass_is_final: bool = Field(
        True,
        description="A seat that passed never calls again (turns skip it); false: it may call "
        "again when its turn comes round after a new bid.",
    )
    all_pass: Literal["throw_in", "last_must_bid"] = Field(
        "throw_in",
        description="'throw_in': when every seat passes and no bid stands, the deal is thrown "
        "in; 'last_must_bid': the last seat to speak may not pass when every other seat has "
        "passed without a bid.",
    )
    signals: SignalSpec | None = Field(
        None,
        description="Calls of some levels that are signals by the first speakers, not bids, "
        "e.g. { levels = [6], first_speakers = 2, name = 'hint' }; not set: none.",
    )

    @model_validator(mode="after")
    def _ladder(self) -> LadderSettings:
        problems: list[str] = []
        if len(set(self.levels)) != len(self.levels) or self.levels != sorted(self.levels):
            problems.append("levels: distinct whole numbers, lowest first")
        upper = [d.upper() for d in self.denominations]
        if len(set(upper)) != len(upper):
            problems.append("denominations: each once")
        for denom, values in self.values.items():
            if denom.upper() not in upper:
                problems.append(f"values.{denom}: not one of the denominations")
            elif len(values) != len(self.levels):
                problems.append(
                    f"values.{denom}: {len(values)} values for {len(self.levels)} levels"
                )
        if self.values and set(d.upper() for d in self.values) != set(upper):
            missing = [
                d for d in self.denominations if d.upper() not in {v.upper() for v in self.values}
            ]
            if missing:
                problems.append(f"values: no values for {', '.join(missing)}")
        bid_levels = self.bid_levels()
        if not bid_levels:
            problems.append("signals.levels: every level is a signal, so there is no bid")
        if self.signals is not None:
            unknown = [lv for lv in self.signals.levels if lv not in self.levels]
            if unknown:
                problems.append(f"signals.levels: {unknown} not in levels")
        rungs = {f"{lv}{d}" for lv in bid_levels for d in upper}
        for name, special in self.specials.items():
            if not re.fullmatch(r"[A-Z][A-Z0-9_]*", name):
                problems.append(f"specials.{name}: a name of capital letters, e.g. MIS")
            elif _LEVEL_RUNG.fullmatch(name) or name in ("NT", "PASS"):
                problems.append(f"specials.{name}: the name of a special may not be a bid's")
            if special.above is not None and special.above.upper() not in rungs:
                problems.append(
                    f"specials.{name}.above: {special.above!r} is not a level bid of the "
                    f"ladder (its level bids: {_span(bid_levels, self.denominations)})"
                )
            if special.denomination.upper() not in upper and special.denomination.upper() != "NT":
                problems.append(
                    f"specials.{name}.denomination: {special.denomination!r} is not one of "
                    "the denominations"
                )
        if problems:
            raise ValueError("; ".join(problems))
        return self

    def bid_levels(self) -> list[int]:
        """The levels whose calls are bids (every level but the signals')."""
        signal = set(self.signals.levels) if self.signals is not None else set()
        return [lv for lv in self.levels if lv not in signal]

    def value_of(self, level: int, denomination: str) -> int:
        """The value of the level rung ``level`` ``denomination`` (0 without a table)."""
        key = {d.upper(): d for d in self.values}.get(denomination.upper())
        if key is None:
            return 0
        return self.values[key][self.levels.index(level)]
