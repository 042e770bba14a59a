"""Scoring tables as data (exact bids, contracts, point tricks, penalty cards) and the end of a
match.

A ``[scoring]`` table is read by the *scoring kind* its ``kind`` names. Each kind is a registered
piece (:class:`tricktaker.ScoringKind`, issue 45): its name, its settings model, what it needs an
earlier phase to have made, its scorer. This module holds what the rules language itself knows
of them: :class:`ScoringTable`, the base of every validated table, the tables of the core's
kinds, and :func:`check_scoring`, which validates a ``[scoring]`` table against the kinds of the
game's plugins (given as the validation context ``{"scoring_kinds": {name: table}}``; without
one, the core's).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated, Any, ClassVar, Literal, Union

from pydantic import (
    Field,
    SerializeAsAny,
    ValidationError,
    ValidationInfo,
    ValidatorFunctionWrapHandler,
    WrapValidator,
    model_validator,
)
from pydantic_core import InitErrorDetails, PydanticCustomError

from tricktaker.limits import shown
from tricktaker.rules.base import Model

PRODUCTS = ("bids", "contract", "maker", "winner", "tricks")
"""What a phase may leave for the phases after it, by the names a scoring kind's ``needs``
uses: the bids (a ``bidding`` phase), the contract and its declarer (an ``auction``), the maker
who chose trumps (a ``trump_selection``), an auction's winner (a game's auction keeping an
``AuctionWinner`` part), the tricks (a trick phase)."""


class ScoringTable(Model):
    """A validated ``[scoring]`` table: the ``kind`` that reads it and that kind's settings.

    Every table a rules file's ``scoring`` holds is an instance of a subclass: one of the core's
    tables below, or the table a :class:`tricktaker.ScoringKind` makes of its settings model.
    ``needs`` (a class constant) is what the kind scores that an earlier phase must have made
    (names of :data:`PRODUCTS`): the rules are refused when no phase before the score makes it.
    """

    kind: str = Field(description="The scoring kind that reads this table.")
    needs: ClassVar[tuple[str, ...]] = ()


class Linear(Model):
    """Points = base + per_trick × tricks + per_bid × bid + per_miss × |tricks − bid|."""

    base: int = Field(0, description="Points scored in any case (e.g. 10 for a bid made).")
    per_trick: int = Field(0, description="Points for each trick taken.")
    per_bid: int = Field(0, description="Points for each trick bid.")
    per_miss: int = Field(
        0,
        description="Points for each trick of difference between tricks taken and bid; "
        "negative for a penalty (e.g. -10 for each trick a bid is missed by).",
    )

    def points(self, tricks: int, bid: int) -> int:
        return (
            self.base
            + self.per_trick * tricks
            + self.per_bid * bid
            + self.per_miss * abs(tricks - bid)
        )


class ExactBidStyle(Model):
    """One scoring style of exact-bid scoring: a formula for a bid made exactly and one for a
    bid missed."""

    made: Linear = Field(description="Points when tricks taken equal the bid.")
    lost: Linear = Field(description="Points when they differ.")


class ExactBidScoring(ScoringTable):
    """Exact-bid scoring, one table per scoring style."""

    needs: ClassVar[tuple[str, ...]] = ("bids",)

    kind: Literal["exact_bid"] = Field(
        "exact_bid", description="Selects exact-bid scoring (a `[bidding]` phase bids the tricks)."
    )
    styles: dict[str, ExactBidStyle] = Field(
        min_length=1,
        description="Scoring tables by style name (e.g. positive, neutral, negative).",
    )
    style: str | None = Field(
        None,
        description="The style to score by, a name in `styles` (an option may set it, e.g. a "
        "scoring style chosen by the players); not set: the first style listed.",
    )

    @model_validator(mode="after")
    def _known_style(self) -> ExactBidScoring:
        if self.style is not None and self.style not in self.styles:
            raise ValueError(
                f"style {self.style!r} is not in styles (styles: {', '.join(self.styles)})"
            )
        return self


class PenaltyCardScoring(ScoringTable):
    """Penalty points by the cards taken: each seat scores the points of the cards in the
    tricks it won (points are bad: pair it with `[match] winner = 'lowest'`). A seat that
    takes every card of `take_all` reverses the charge (`take_all_effect`), and seats that
    win no trick may get a bonus."""

    kind: Literal["card_penalty"] = Field(
        "card_penalty", description="Selects penalty-card scoring (card points by the cards taken)."
    )
    cards: dict[str, int] = Field(
        min_length=1,
        description="Suit letters and cards -> points for each such card taken, e.g. "
        "{ H = 1, QS = 13 }; a card named twice (by its suit and by itself) counts the last "
        "entry; a card named nowhere is worth 0.",
    )
    take_all: list[str] = Field(
        default_factory=list,
        description="Suit letters and cards (e.g. ['H', 'QS']): a seat whose tricks hold every "
        "one of them has taken them all; other cards, and the number of tricks, do not matter.",
    )
    take_all_effect: Literal["none", "add", "subtract"] = Field(
        "none",
        description="When a seat has taken every card of `take_all`: 'add': that seat loses "
        "`take_all_points` and every other seat gains them; 'subtract': that seat loses "
        "`take_all_points` twice, the others are unchanged; 'none': nothing changes.",
    )
    take_all_points: int = Field(
        0, description="The points of the reversal (e.g. 26, the penalty cards' total)."
    )
    no_trick_bonus: int = Field(
        0,
        description="Points for each seat that won no trick in the hand (e.g. -5), unless "
        "some seat took every card of `take_all`; 0: none.",
    )

    @model_validator(mode="after")
    def _take_all_named(self) -> PenaltyCardScoring:
        if self.take_all_effect != "none" and not self.take_all:
            raise ValueError(f"take_all_effect = {self.take_all_effect!r} needs take_all cards")
        return self


class MatchSpec(Model):
    """When the match ends and who wins."""

    end: Literal["schedule", "target", "deals", "hook"] = Field(
        "schedule",
        description="'schedule': after the last hand of the schedule; 'target': after a hand in "
        "which the highest total reaches the target; 'deals': after `deals` counted deals; "
        "'hook': when the game's own `match_over` hook says so (the number of hands is not "
        "known in advance, e.g. a match of rubbers).",
    )
    target: int | None = Field(
        None,
        description="The winning score when `end` is 'target' (e.g. 500; an option may set "
        "it, e.g. a target score chosen by the players).",
    )
    deals: int | None = Field(
        None, ge=1, description="The number of counted deals when `end` is 'deals' (e.g. 6)."
    )
    winner: Literal["highest", "lowest"] = Field(
        "highest",
        description="Who wins: 'highest', the highest total; 'lowest', the lowest (points are "
        "bad; with `end` 'target' the match still ends when the highest total reaches the "
        "target).",
    )
    ties: Literal["share", "play_on"] = Field(
        "share",
        description="Equal best totals at the end: 'share' the win; 'play_on': with `end` "
        "'target' or 'deals', more hands are played until the best total is alone.",
    )
    lose_at: int | Literal["minus_target"] | None = Field(
        None,
        description="A floor, with `end` 'target': a side (or seat) whose total is this or "
        "less after a hand loses, and the best of the other totals wins, e.g. -200; "
        "'minus_target': minus the target (e.g. -500 with a target of 500; it follows an "
        "option that sets the target). Not set: no floor. Checked after a contract won by "
        "`contract_wins` and before the target.",
    )
    contract_wins: Literal["no", "first", "only"] = Field(
        "no",
        description="What a contract made in the hand does at the target (`end` 'target', a "
        "phase that makes a contract): 'no': nothing, the best total at the target wins; "
        "'first': the contracting side that made its contract this hand and is at the "
        "target wins, before any other side (the bidders go out first), else the best total "
        "at the target; 'only': only that side wins by reaching the target ('bidding "
        "out'): a side at the target or more by other points (a defender's tricks) keeps "
        "its total and plays on until it makes a contract with its total at the target or "
        "more. After each counted hand: the contract, then `lose_at`, then (not with "
        "'only') the best total at the target.",
    )
    start: list[int] = Field(
        default_factory=list,
        description="Each side's total before the first hand (each seat's in a game without "
        "sides), e.g. [0, 0], or one total for every side, e.g. [100]; a handicap, or a "
        "match started near its end. An option of type "
        "'int_list' sets it with `sets = 'match.start'`. Empty: every total starts at 0. A "
        "total at `lose_at` or below is refused, and so is one at the target or more unless "
        "`contract_wins` is 'only'.",
    )

    @model_validator(mode="after")
    def _end_has_its_number(self) -> MatchSpec:
        if self.end == "target" and self.target is None:
            raise ValueError("end = 'target' needs a `target`")
        if self.end == "deals" and self.deals is None:
            raise ValueError("end = 'deals' needs `deals`")
        return self

    @model_validator(mode="after")
    def _floor_and_start(self) -> MatchSpec:
        for name, used in (
            ("lose_at", self.lose_at is not None),
            ("contract_wins", self.contract_wins != "no"),
        ):
            if used and (self.end != "target" or self.winner != "highest"):
                raise ValueError(f"{name} needs end = 'target' and winner = 'highest'")
        floor = self.floor
        for total in self.start:
            if floor is not None and total <= floor:
                raise ValueError(f"start: {total} is at or below the losing total {floor}")
            if (
                self.end == "target"
                and self.target is not None
                and self.contract_wins != "only"
                and total >= self.target
            ):
                raise ValueError(
                    f"start: {total} is at or above the target {self.target}: a side would "
                    "start the game as its winner, unless only a made contract wins "
                    "(contract_wins = 'only')"
                )
        return self

    @property
    def floor(self) -> int | None:
        """The total at or below which a side loses (``lose_at`` with the target applied);
        None: no floor."""
        if self.lose_at == "minus_target":
            return None if self.target is None else -self.target
        return self.lose_at


class ContractValue(Model):
    """A value shared by a list of contracts, in the fixed table of contract values."""

    value: int = Field(
        description="Points for making one of the contracts, before bonuses and the multiplier "
        "(e.g. 150 for 0NT, 1C, 1D, 1H, 1S)."
    )
    contracts: list[str] = Field(min_length=1, description="Bids such as '0NT', '1C', '4H'.")


class ContractScoring(ScoringTable):
    """Contract scoring (games with contracts of a level and a denomination). Made (tricks ≥
    required): the contract's value — a fixed value per contract (``values``) or points per
    trick over ``base_tricks`` (``trick_values``) — plus bonuses, times the doubling
    multiplier. Failed: the defenders score the penalty table's entry (rows: 1, 2, …
    undertricks; the last row for more)."""

    needs: ClassVar[tuple[str, ...]] = ("contract",)

    kind: Literal["contract"] = Field(
        "contract", description="Selects contract scoring (an `[auction]` sets the contract)."
    )
    values: list[ContractValue] = Field(
        default_factory=list,
        description="The fixed value of each contract; a contract listed nowhere is worth 0 here.",
    )
    trick_values: dict[str, list[int]] = Field(
        default_factory=dict,
        description="Denomination -> [first trick over base, each further trick over base], "
        "e.g. NT = [40, 30]; every trick over `base_tricks` counts, overtricks too.",
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
    multiplier: list[int] = Field(
        default=[1, 2, 4],
        min_length=3,
        max_length=3,
        description="Factor on a made contract's points when undoubled, doubled, redoubled; it "
        "applies to the completion bonus too unless `multiply_completion` is false.",
    )
    multiply_completion: bool = Field(
        True,
        description="The multiplier applies to the completion bonus too; false: the "
        "completion bonus is added after multiplying.",
    )
    penalties: list[list[int]] = Field(
        default_factory=list,
        description="Undertricks 1, 2, ... -> [undoubled, doubled, redoubled]; the last row "
        "also for more undertricks. Empty: a failed contract scores nothing (an option may "
        "empty it with a patch to switch the penalties off).",
    )
    # The tables below are indexed by the declaring side's stakes: [normal, raised]. A game
    # whose sides may play a deal at raised stakes says which (its own hook or option) and
    # passes them to the scorer; with none, every side plays at normal stakes.
    count: Literal["all", "contracted"] = Field(
        "all",
        description="Which tricks `trick_values` count: 'all', every trick over `base_tricks` "
        "(overtricks too); 'contracted', only the contract's level (the trick score, "
        "multiplied by `multiplier`), overtricks being scored each at the denomination's "
        "further-trick value undoubled, or at `doubled_overtricks`.",
    )
    doubled_overtricks: list[list[int]] = Field(
        default_factory=list,
        description="With count = 'contracted': each overtrick of a doubled contract, then of "
        "a redoubled one, as [normal, raised] stakes, e.g. [[100, 200], [200, 400]]. Empty: "
        "the undoubled value times `multiplier`.",
    )
    game_threshold: int | None = Field(
        None,
        description="A made contract whose trick score (the contracted tricks, multiplied; "
        "never overtricks) reaches this is a game and earns `game_bonus`; below it, "
        "`part_game_bonus`. Not set: neither bonus.",
    )
    game_bonus: list[int] = Field(
        default=[0, 0],
        min_length=2,
        max_length=2,
        description="Bonus for a made game, [normal, raised] stakes, e.g. [300, 500].",
    )
    part_game_bonus: list[int] = Field(
        default=[0, 0],
        min_length=2,
        max_length=2,
        description="Bonus for a made contract below the game threshold, [normal, raised].",
    )
    level_bonus: dict[int, list[int]] = Field(
        default_factory=dict,
        description="Level -> bonus for making a contract of that level, [normal, raised], "
        "e.g. 6 = [500, 750]; added to the game bonus.",
    )
    penalty_each: bool = Field(
        False,
        description="The penalty tables give each undertrick's own penalty (row 1: the first "
        "undertrick, row 2: the second, ...; the last row for each further one), added up; "
        "false: each row is the whole penalty for that many undertricks.",
    )
    raised_penalties: list[list[int]] = Field(
        default_factory=list,
        description="`penalties` when the declaring side plays at raised stakes (same form). "
        "Empty: `penalties` in any case.",
    )
    zero_sum: bool = Field(
        False,
        description="What a side scores on a deal is taken from the other side: each item is "
        "+points for one side and -points for the other (needs sides).",
    )

    @model_validator(mode="after")
    def _counted(self) -> ContractScoring:
        if self.count == "contracted" and not self.trick_values:
            raise ValueError("count = 'contracted' needs trick_values")
        bad = [row for row in self.doubled_overtricks if len(row) != 2]
        if bad or len(self.doubled_overtricks) not in (0, 2):
            raise ValueError(
                "doubled_overtricks: two rows (doubled, redoubled), each [normal, raised]"
            )
        if any(len(row) != 2 for row in self.level_bonus.values()):
            raise ValueError("level_bonus: each level's bonus is [normal, raised]")
        return self


class SlamMinimum(Model):
    """The least a contract made with (nearly) every trick scores."""

    tricks: int | None = Field(
        None,
        ge=1,
        description="The declaring side's tricks that make a slam, e.g. 10; not set: every "
        "trick of the hand.",
    )
    minimum: int = Field(
        description="What a slam scores at least: the contract's value when that is more, "
        "else this (e.g. 250: a slam bid at 6 or 7 scores 250, a contract worth 520 still 520)."
    )


class ContractValueScoring(ScoringTable):
    """Contract scoring by the contract's own value (its place in a ladder of bids with values,
    e.g. ``[mechanics.auction] values``): made (the declaring side took at least the tricks
    required) the declaring side scores the value, failed it loses the value; the defenders
    score a number of points for each trick they took, made or failed. A misère contract (the
    declarer must take no trick) scores the value when the declarer took none, loses it
    otherwise; its defenders score nothing. A slam may score a minimum. Nothing for
    overtricks; a thrown-in hand (no contract) scores nothing."""

    needs: ClassVar[tuple[str, ...]] = ("contract",)

    kind: Literal["contract_value"] = Field(
        "contract_value",
        description="Selects scoring by the contract's value (an auction whose bids carry "
        "values sets it, e.g. a `ladder`).",
    )
    defenders_per_trick: int = Field(
        0,
        description="Points for each trick a defender takes, in a contract made or failed "
        "(e.g. 10); never in a misère contract. 0: the defenders never score (an option may "
        "patch it to 0 to switch their points off).",
    )
    slam: SlamMinimum | None = Field(
        None,
        description="The least a slam scores, e.g. `{ tricks = 10, minimum = 250 }`: taking "
        "all ten tricks scores the larger of the contract's value and 250; not set: the "
        "value in any case.",
    )


class PointTrickScoring(ScoringTable):
    """Point-trick scoring: card points taken + runs + announcements + the last trick, then a
    settlement between the maker (who chose trumps) and the opponent."""

    needs: ClassVar[tuple[str, ...]] = ("maker",)

    kind: Literal["point_trick"] = Field(
        "point_trick",
        description="Selects point-trick scoring (card points from `deck.points`; the maker "
        "from `[trump_selection]`).",
    )
    last_trick: int = Field(0, description="Bonus for winning the last trick.")
    settlement: Literal["maker_must_win"] = Field(
        "maker_must_win",
        description="More than the opponent: both score their totals; equal: maker 0; less: "
        "the opponent scores both totals.",
    )
    hold_over: bool = Field(
        False,
        description="On a tie the maker's points are set aside for whoever scores more in the "
        "next settled hand.",
    )


CORE_TABLES: tuple[type[ScoringTable], ...] = (
    ExactBidScoring,
    PointTrickScoring,
    ContractScoring,
    PenaltyCardScoring,
    ContractValueScoring,
)
"""The tables of the core's scoring kinds, in the order the reference lists them: what a
``[scoring]`` table is checked against when no plugin's kinds are given (the default plugins
register exactly these, a test checks it)."""


def kind_of(table: type[ScoringTable]) -> str:
    """The ``kind`` a table class stands for: its ``kind`` field's default."""
    default = table.model_fields["kind"].default
    assert isinstance(default, str), f"{table.__name__}: kind has no default"
    return default


CORE_KINDS: dict[str, type[ScoringTable]] = {kind_of(t): t for t in CORE_TABLES}
"""The core's tables by kind name."""

CONTEXT_KEY = "scoring_kinds"
"""The key of the validation context that gives the scoring kinds a rules file may use
(``{name: table class}``): the kinds the game's plugins register."""


def check_scoring(value: Any, handler: ValidatorFunctionWrapHandler, info: ValidationInfo) -> Any:
    """Validate a ``[scoring]`` table by the kind its ``kind`` names, among the kinds of the
    validation context (:data:`CONTEXT_KEY`; without it, the core's). An unknown kind is an
    error at ``scoring.kind`` listing the kinds allowed; the kind's own model refuses an unknown
    key or a bad value at its field (``scoring.NAME``)."""
    if value is None or isinstance(value, ScoringTable):
        return value
    context = info.context if isinstance(info.context, Mapping) else {}
    tables: Mapping[str, type[ScoringTable]] = context.get(CONTEXT_KEY, CORE_KINDS)
    if not isinstance(value, Mapping):
        return handler(value)  # pydantic's own error: not a table
    kind = value.get("kind")
    table = tables.get(kind) if isinstance(kind, str) else None
    if table is None:
        allowed = ", ".join(repr(name) for name in sorted(tables)) or "none"
        said = "no kind given" if kind is None else f"{shown(kind)} is not a scoring kind"
        problem = InitErrorDetails(
            type=PydanticCustomError(
                "scoring_kind",
                f"{said}; the kinds of this game's plugins: {allowed}",
            ),
            loc=("kind",),
            input=kind,
        )
        raise ValidationError.from_exception_data("scoring", [problem])
    unknown = [key for key in value if key not in table.model_fields]
    if unknown:  # said as a [mechanics.NAME] table says it: what the kind takes
        allowed = ", ".join(table.model_fields)
        problems = [
            InitErrorDetails(
                type=PydanticCustomError(
                    "extra_forbidden",
                    f"not a setting of the scoring kind {shown(kind)} (allowed: {allowed})",
                ),
                loc=(key,),
                input=value[key],
            )
            for key in unknown
        ]
        raise ValidationError.from_exception_data("scoring", problems)
    return table.model_validate(value, context=info.context)


def scoring_field(tables: tuple[type[ScoringTable], ...]) -> Any:
    """The type of ``RulesFile.scoring`` for these tables: a table validated by
    :func:`check_scoring`, whose JSON Schema is the union of ``tables`` by ``kind``."""
    union: Any = Annotated[Union[tables], Field(discriminator="kind")]  # noqa: UP007
    return Annotated[
        SerializeAsAny[ScoringTable] | None,  # dumped with its kind's own fields
        WrapValidator(check_scoring, json_schema_input_type=union | None),
    ]


if TYPE_CHECKING:
    CoreScoringField = ScoringTable | None
else:
    CoreScoringField = scoring_field(CORE_TABLES)
"""``RulesFile.scoring``: a table of one of the kinds given (the core's without a context)."""
