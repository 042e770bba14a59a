"""The rules language: pydantic models for a game's ``rules.toml``.

Every model is frozen and forbids unknown fields, so a typo in a rules file is an error that names
the file and the field, never a silently ignored setting. These models are used at the edges only
(loading a game); the engine copies what it needs into plain values once per session.
Loading a rules file never executes code.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from tricktaker.errors import RulesError


class Model(BaseModel):
    """Base of every rules model: frozen, no unknown fields."""

    model_config = ConfigDict(frozen=True, extra="forbid")


# -- game and deck ---------------------------------------------------------------------------


class GameInfo(Model):
    id: str = Field(pattern=r"^[a-z][a-z0-9-]*$", description="Console id, e.g. 'oh-hell'.")
    name: str
    summary: str = ""
    howto: str = Field("", description="How to play, in Markdown, shown by `tricktaker rules`.")


class SuitSpec(Model):
    letter: str = Field(min_length=1, max_length=2)
    symbol: str = Field(min_length=1, max_length=2)
    name: str
    red: bool = False


class ExtraCardSpec(Model):
    """A suitless extra card (a Colon, a joker), named in card notation by ``name``."""

    name: str = Field(pattern=r"^[A-Z][A-Z0-9]*$")
    title: str
    group: str | None = Field(None, description="Rank group the card belongs to, if any.")


class CardPointsSpec(Model):
    """Points of each rank when taken in tricks; ranks not listed are worth 0."""

    plain: dict[str, int] = Field(default_factory=dict)
    trump: dict[str, int] | None = Field(None, description="In the trump suit (default: plain).")


class DeckSpec(Model):
    suits: list[SuitSpec] = Field(min_length=1)
    ranks: list[str] = Field(min_length=1, description="Ranks from highest to lowest.")
    rank_aliases: dict[str, str] = Field(default_factory=dict)
    trump_ranks: list[str] | None = Field(
        None, description="Rank order in the trump suit, highest first, when it differs."
    )
    sequence_ranks: list[str] | None = Field(
        None, description="Natural rank order for runs (melds), highest first, when it differs."
    )
    extras: list[ExtraCardSpec] = Field(default_factory=list)
    rank_groups: dict[str, list[str]] = Field(
        default_factory=dict,
        description="Named groups of ranks (Bridgette: aces, faces, numbers); an extra card's "
        "'group' names one.",
    )
    points: CardPointsSpec | None = Field(
        None, description="Card points by rank, in plain suits and in trumps (point-trick games)."
    )

    @model_validator(mode="after")
    def _distinct(self) -> DeckSpec:
        for what, names in (
            ("suit letters", [s.letter.upper() for s in self.suits]),
            ("ranks", self.ranks),
            ("extra card names", [e.name for e in self.extras]),
        ):
            if len(set(names)) != len(names):
                raise ValueError(f"{what} must be distinct, got {names}")
        for name in ("trump_ranks", "sequence_ranks"):
            order = getattr(self, name)
            if order is not None and sorted(order) != sorted(self.ranks):
                raise ValueError(f"{name} must hold exactly the ranks, in its own order")
        grouped = [r for ranks in self.rank_groups.values() for r in ranks]
        if self.rank_groups and sorted(grouped) != sorted(self.ranks):
            raise ValueError("rank_groups must put every rank in exactly one group")
        for extra in self.extras:
            if extra.group is not None and extra.group not in self.rank_groups:
                raise ValueError(f"extra card {extra.name}: unknown rank group {extra.group!r}")
        for alias, rank in self.rank_aliases.items():
            if rank not in self.ranks:
                raise ValueError(f"rank alias {alias!r} points to unknown rank {rank!r}")
        return self


# -- options ---------------------------------------------------------------------------------


class OptionSpec(Model):
    """A game option: its type, allowed values, default and meaning."""

    type: Literal["int", "bool", "choice", "int_list"]
    default: int | bool | str | list[int]
    description: str
    min: int | None = None
    max: int | None = None
    choices: list[str] | None = None

    @model_validator(mode="after")
    def _consistent(self) -> OptionSpec:
        if self.type == "choice" and not self.choices:
            raise ValueError("a 'choice' option needs 'choices'")
        check_option_value("default", self, self.default)
        return self


def check_option_value(name: str, spec: OptionSpec, value: Any) -> Any:
    """Validate (and convert from text) one option value.

    Raises ``ValueError`` saying what is allowed.
    """
    if spec.type == "bool":
        if isinstance(value, str):
            low = value.strip().lower()
            if low in ("1", "true", "yes", "on"):
                return True
            if low in ("0", "false", "no", "off"):
                return False
        if isinstance(value, bool):
            return value
        raise ValueError(f"option {name!r}: {value!r} is not allowed; use true or false")
    if spec.type == "choice":
        assert spec.choices is not None
        if isinstance(value, str) and value.strip().lower() in spec.choices:
            return value.strip().lower()
        raise ValueError(
            f"option {name!r}: {value!r} is not allowed; choose one of: {', '.join(spec.choices)}"
        )
    if spec.type == "int":
        number = _to_int(name, value)
        _check_range(name, spec, number)
        return number
    # int_list
    items: list[Any]
    if isinstance(value, str):
        items = [v for v in re.split(r"[,\s]+", value.strip()) if v]
    elif isinstance(value, list):
        items = value
    else:
        raise ValueError(f"option {name!r}: {value!r} is not a list of whole numbers")
    numbers = [_to_int(name, v) for v in items]
    for number in numbers:
        _check_range(name, spec, number)
    return numbers


def _to_int(name: str, value: Any) -> int:
    if isinstance(value, bool):
        raise ValueError(f"option {name!r}: {value!r} is not a whole number")
    if isinstance(value, int):
        return value
    if isinstance(value, str) and re.fullmatch(r"\s*-?\d+\s*", value):
        return int(value)
    raise ValueError(f"option {name!r}: {value!r} is not a whole number")


def _check_range(name: str, spec: OptionSpec, number: int) -> None:
    low = "" if spec.min is None else str(spec.min)
    high = "" if spec.max is None else str(spec.max)
    if (spec.min is not None and number < spec.min) or (spec.max is not None and number > spec.max):
        raise ValueError(f"option {name!r}: {number} is not allowed; allowed: {low}..{high}")


# -- phases ----------------------------------------------------------------------------------

SeatRef = Literal["dealer", "left_of_dealer", "declarer", "defender"]
"""A seat named relative to the hand: the dealer, the player on the dealer's left, etc."""


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


# -- the rules file --------------------------------------------------------------------------


class RulesFile(Model):
    """One game's ``rules.toml``: every number of the game, and its options."""

    game: GameInfo
    deck: DeckSpec
    options: dict[str, OptionSpec] = Field(
        description="Game options by name; 'players' (type int) is always present."
    )
    phases: list[str] = Field(min_length=1, description="The phases of one hand, in order.")
    deal: DealSpec = DealSpec()
    schedule: ScheduleSpec | None = None
    bidding: BiddingSpec | None = None
    auction: AuctionSpec | None = None
    trump_selection: TrumpSelectionSpec | None = None
    deal_more: CompletionDealSpec | None = None
    exchange_turned: TurnedExchangeSpec | None = None
    sequences: SequenceSpec | None = None
    draw: DrawSpec | None = None
    discard: DiscardSpec | None = None
    play: PlaySpec = PlaySpec()
    tricks: dict[str, PlaySpec] = Field(
        default_factory=dict,
        description="Trick phases other than 'play', by phase name, with their own rules "
        "(e.g. Draw Bridge's 13 drawing tricks before the auction).",
    )
    scoring: ExactBidScoring | PointTrickScoring | ContractScoring | None = Field(
        None, discriminator="kind"
    )
    match: MatchSpec = MatchSpec()

    def trick_spec(self, phase: str) -> PlaySpec:
        """The trick rules of the trick phase named ``phase`` (``[play]`` for "play")."""
        return self.tricks.get(phase, self.play)

    @model_validator(mode="after")
    def _players(self) -> RulesFile:
        players = self.options.get("players")
        if players is None or players.type != "int" or players.min is None or players.max is None:
            raise ValueError("options.players must be an 'int' option with 'min' and 'max'")
        references = {
            "schedule.style_option": self.schedule and self.schedule.style_option,
            "schedule.custom_option": self.schedule and self.schedule.custom_option,
            "bidding.hook_option": self.bidding and self.bidding.hook_option,
            "scoring.style_option": isinstance(self.scoring, ExactBidScoring)
            and self.scoring.style_option,
            "scoring.hold_over_option": isinstance(self.scoring, PointTrickScoring)
            and self.scoring.hold_over_option,
            "sequences.scoring_option": self.sequences and self.sequences.scoring_option,
            "scoring.multiply_completion_option": isinstance(self.scoring, ContractScoring)
            and self.scoring.multiply_completion_option,
            "scoring.penalties_option": isinstance(self.scoring, ContractScoring)
            and self.scoring.penalties_option,
            "auction.requirements.nt_jump_long_suit_option": self.auction is not None
            and self.auction.requirements is not None
            and self.auction.requirements.nt_jump_long_suit_option,
            "sequences.declare_option": self.sequences and self.sequences.declare_option,
            "match.target_option": self.match.target_option,
            **{
                f"tricks.{phase}.{field}": getattr(spec, field)
                for phase, spec in self.tricks.items()
                for field in ("follow_suit_option", "open_top_option")
            },
            "play.follow_suit_option": self.play.follow_suit_option,
        }
        for field_path, name in references.items():
            if name and name not in self.options:
                raise ValueError(
                    f"{field_path} refers to option {name!r}, which is not declared in [options] "
                    f"(declared: {', '.join(sorted(self.options))})"
                )
        if isinstance(self.scoring, ExactBidScoring) and self.scoring.style_option:
            choices = self.options[self.scoring.style_option].choices or []
            missing = [c for c in choices if c not in self.scoring.styles]
            if missing:
                raise ValueError(f"scoring.styles has no table for {', '.join(missing)}")
        if self.schedule and self.schedule.style_option:
            choices = self.options[self.schedule.style_option].choices or []
            missing = [c for c in choices if c not in self.schedule.styles]
            if missing:
                raise ValueError(f"schedule.styles has no entry for {', '.join(missing)}")
        return self


# -- loading ---------------------------------------------------------------------------------


def load_rules(path: Path, overlays: tuple[Mapping[str, Any], ...] = ()) -> RulesFile:
    """Read and validate a rules file, with variant overlays merged over it (later wins)."""
    try:
        with path.open("rb") as handle:
            data: dict[str, Any] = tomllib.load(handle)
    except OSError as exc:
        raise RulesError(f"{path}: cannot read the rules file ({exc.strerror})") from None
    except tomllib.TOMLDecodeError as exc:
        raise RulesError(f"{path}: not valid TOML: {exc}") from None
    for overlay in overlays:
        data = merge(data, overlay)
    return validate_rules(data, str(path))


def validate_rules(data: Mapping[str, Any], source: str) -> RulesFile:
    """Validate rules data; errors name ``source``, each bad field, its value, what is allowed."""
    try:
        return RulesFile.model_validate(data)
    except ValidationError as exc:
        raise RulesError(format_validation_error(source, exc)) from None


def format_validation_error(source: str, exc: ValidationError) -> str:
    """One line per problem: ``file: field.path: message (got value)``."""
    lines = [
        f"{source}: invalid ({exc.error_count()} problem{'s' if exc.error_count() > 1 else ''})"
    ]
    for error in exc.errors():
        where = ".".join(str(part) for part in error["loc"]) or "(top level)"
        value = error["input"]
        shown = isinstance(value, str | int | float | bool | list) and len(repr(value)) <= 80
        got = f" (got {value!r})" if shown and error["type"] != "missing" else ""
        lines.append(f"  {where}: {error['msg']}{got}")
    return "\n".join(lines)


def merge(base: Mapping[str, Any], overlay: Mapping[str, Any]) -> dict[str, Any]:
    """Deep-merge ``overlay`` into ``base``: tables merge, everything else is replaced."""
    out = dict(base)
    for key, value in overlay.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), Mapping):
            out[key] = merge(out[key], value)
        else:
            out[key] = value
    return out
