"""The rules language: pydantic models for a game's ``rules.toml``.

Every model is frozen and forbids unknown fields, so a typo in a rules file is an error that names
the file and the field, never a silently ignored setting. These models are used at the edges only
(loading a game); the engine copies what it needs into plain values once per session.
Loading a rules file never executes code.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections import Counter
from collections.abc import Callable, Mapping
from pathlib import Path
from types import UnionType
from typing import Annotated, Any, TypeVar, Union, get_args, get_origin

from pydantic import BaseModel, Field, ValidationError, model_validator

from tricktaker.errors import RulesError
from tricktaker.limits import (
    MAX_DEPTH,
    MAX_DIGITS,
    MAX_PLAYERS,
    check_data,
    read_regular_file,
    shown,
)
from tricktaker.rules.base import MAX_LIST, MAX_NUMBER, Model, SeatRef, SideSpec
from tricktaker.rules.deck import CardPointsSpec, DeckSpec, ExtraCardSpec, GameInfo, SuitSpec
from tricktaker.rules.options import (
    OptionSpec,
    check_option_value,
    option_overlays,
    options_key,
    overlaying,
    patch_key,
    values_key,
)
from tricktaker.rules.phases import (
    AnnounceSpec,
    AuctionSpec,
    BiddingSpec,
    BidRequirements,
    BlindBidSpec,
    DealSpec,
    DiscardSpec,
    DrawSpec,
    DrawStep,
    PassCardsSpec,
    PlaySpec,
    ScheduleSpec,
    TopTrump,
    TrumpSelectionSpec,
    TrumpSet,
    TurnedExchangeSpec,
    WidowSpec,
)
from tricktaker.rules.playable import check_names, players_of
from tricktaker.rules.scoring import (
    ContractScoring,
    ContractValue,
    ContractValueScoring,
    CoreScoringField,
    ExactBidScoring,
    ExactBidStyle,
    Linear,
    MatchSpec,
    PenaltyCardScoring,
    PointTrickScoring,
    ScoringTable,
    SlamMinimum,
)

__all__ = [
    "AnnounceSpec",
    "AuctionSpec",
    "BidRequirements",
    "BiddingSpec",
    "BlindBidSpec",
    "CardPointsSpec",
    "Check",
    "ContractScoring",
    "ContractValue",
    "ContractValueScoring",
    "DealSpec",
    "DeckSpec",
    "DiscardSpec",
    "DrawSpec",
    "DrawStep",
    "ExactBidScoring",
    "ExactBidStyle",
    "ExtraCardSpec",
    "GameInfo",
    "Linear",
    "MatchSpec",
    "Model",
    "OptionSpec",
    "PassCardsSpec",
    "PenaltyCardScoring",
    "PlaySpec",
    "PointTrickScoring",
    "RulesFile",
    "ScheduleSpec",
    "ScoringTable",
    "SeatRef",
    "SideSpec",
    "SlamMinimum",
    "SuitSpec",
    "TopTrump",
    "TrumpSelectionSpec",
    "TrumpSet",
    "TurnedExchangeSpec",
    "WidowSpec",
    "apply_options",
    "check_option_value",
    "check_options",
    "compile_rules",
    "format_validation_error",
    "load_rules",
    "load_rules_data",
    "mechanic_settings",
    "merge",
    "option_overlays",
    "options_key",
    "overlaying",
    "parse_rules",
    "players_of",
    "read_toml",
    "validate_rules",
    "values_key",
]


class RulesFile(Model):
    """One game's ``rules.toml``: every number of the game, and its options."""

    game: GameInfo = Field(description="The game's id, name, summary and how to play.")
    deck: DeckSpec = Field(
        description="The pack: suits, ranks and their orders, extra cards, rank groups, points."
    )
    options: dict[str, OptionSpec] = Field(
        max_length=MAX_LIST,
        description="Game options by name (letters, digits and '_', starting with a letter); "
        "'players' (type int) is always present.",
    )
    phases: list[str] = Field(
        min_length=1, max_length=MAX_LIST, description="The phases of one hand, in order."
    )
    deal: DealSpec = Field(DealSpec(), description="How each hand is dealt (the 'deal' phase).")
    schedule: ScheduleSpec | None = Field(
        None,
        description="Hand sizes for each hand of the match; not set: every hand has "
        "`deal.hand_size` cards.",
    )
    bidding: BiddingSpec | None = Field(
        None, description="The 'bidding' phase: each seat bids a number of tricks."
    )
    auction: AuctionSpec | None = Field(
        None, description="The 'auction' phase: a contract auction."
    )
    trump_selection: TrumpSelectionSpec | None = Field(
        None,
        description="The 'trump_selection' phase: trumps chosen around the turned card, in rounds.",
    )
    exchange_turned: TurnedExchangeSpec | None = Field(
        None,
        description="The 'exchange_turned' phase: a low trump exchanged for the turned card.",
    )
    draw: DrawSpec | None = Field(None, description="The 'draw' phase: cards drawn from the stock.")
    discard: DiscardSpec | None = Field(
        None, description="The 'discard' phase: discards down to a hand size."
    )
    pass_cards: PassCardsSpec | None = Field(
        None,
        description="The 'pass_cards' phase: cards passed face down from seat to seat (e.g. "
        "between a blind bidder and its partner).",
    )
    play: PlaySpec = Field(
        PlaySpec(),
        description="Trick play in the 'play' phase; its `trumps` also says where the hand's "
        "trump suit comes from.",
    )
    tricks: dict[str, PlaySpec] = Field(
        max_length=MAX_LIST,
        default_factory=dict,
        description="Trick phases other than 'play', by phase name, with their own rules "
        "(e.g. 13 drawing tricks before the auction).",
    )
    scoring: CoreScoringField = Field(
        None,
        title="Scoring",
        description="How the 'score' phase scores a hand; its `kind` picks the table. Not set: "
        "a game plugin's score_hand hook must score.",
    )
    seat_names: list[str] = Field(
        max_length=MAX_PLAYERS,
        default_factory=list,
        description="Names of the seats for people, from seat 0 (e.g. North, East, South, "
        "West), distinct and not blank; not set: Player 1, Player 2, ...",
    )
    sides: list[SideSpec] = Field(
        max_length=MAX_PLAYERS,
        default_factory=list,
        description="Partnerships: every seat in exactly one side (e.g. seats 0 and 2 against 1 "
        "and 3). A side's hand score is the sum of what the scoring gives its seats; each seat "
        "of a side shows the side's score and total, and the best side wins. Not set: every "
        "player scores alone.",
    )
    match: MatchSpec = Field(
        MatchSpec(),
        description="When the match ends (the schedule, a target score or a number of deals) and "
        "who wins.",
    )

    mechanics: dict[str, dict[str, Any]] = Field(
        max_length=MAX_LIST,
        default_factory=dict,
        description="Settings of phases whose mechanic a plugin ships, by phase name: `kind` "
        "names the phase kind (default: the phase name); the other keys are the mechanic's own "
        "settings, checked by its model when the game loads.",
    )

    def kind_of(self, phase: str) -> str:
        """The phase kind of the phase named ``phase``: ``tricks`` for ``play`` and every
        ``[tricks.NAME]``, the ``kind`` of ``[mechanics.NAME]``, else the name itself."""
        if phase == "play" or phase in self.tricks:
            return "tricks"
        return str(self.mechanics.get(phase, {}).get("kind", phase))

    def trick_spec(self, phase: str) -> PlaySpec:
        """The trick rules of the trick phase named ``phase`` (``[play]`` for "play")."""
        return self.tricks.get(phase, self.play)

    @model_validator(mode="after")
    def _options(self) -> RulesFile:
        players = self.options.get("players")
        if players is None or players.type != "int" or players.min is None or players.max is None:
            raise ValueError("options.players must be an 'int' option with 'min' and 'max'")
        if players.min < 2 or players.max > MAX_PLAYERS:
            raise ValueError(
                f"options.players: {players.min}..{players.max} players; a game has 2 players "
                f"or more, and at most {MAX_PLAYERS} (allowed: min >= 2, max <= {MAX_PLAYERS})"
            )
        for name, spec in self.options.items():
            if not _OPTION_NAME.fullmatch(name):
                raise ValueError(
                    f"options: {shown(name)} is not an option name: letters, digits and '_', "
                    "starting with a letter (the console sets it as --option NAME=VALUE)"
                )
            problem = spec.sets and _field_path_problem(RulesFile, spec.sets.split("."))
            if problem:
                raise ValueError(f"options.{name}.sets: {spec.sets!r} is not a field: {problem}")
            for value, preset in spec.presets.items():
                where = f"options.{name}.presets.{value}"
                if spec.choices is not None and value not in spec.choices:
                    raise ValueError(f"{where}: {value!r} is not a choice of {name}")
                for other, given in preset.items():
                    if other not in self.options or other == name:
                        raise ValueError(f"{where}: {other!r} is not another option")
                    check_option_value(f"{where}.{other}", self.options[other], given)
            for other, needed in spec.only_with.items():
                if other not in self.options or other == name:
                    raise ValueError(f"options.{name}.only_with: {other!r} is not another option")
                check_option_value(f"options.{name}.only_with.{other}", self.options[other], needed)
        return self

    @model_validator(mode="after")
    def _sides(self) -> RulesFile:
        seats = [seat for side in self.sides for seat in side.seats]
        twice = sorted(s for s, n in Counter(seats).items() if n > 1)
        if twice:
            raise ValueError(f"sides: seat {twice[0]} is in more than one side")
        if any(s < 0 for s in seats):
            raise ValueError("sides: seats are numbered from 0")
        names = [side.name for side in self.sides]
        if len(set(names)) != len(names):
            raise ValueError("sides: two sides have the same name")
        return self

    @model_validator(mode="after")
    def _playable(self) -> RulesFile:
        """Every card, rank and denomination the fields name in the pack (see
        :mod:`tricktaker.rules.playable`). The phases and the cards through them are checked
        against the registered mechanics when the game loads
        (:func:`tricktaker.engine.mechanic.check_mechanics`)."""
        check_names(self)
        return self

    @model_validator(mode="after")
    def _trick_cards(self) -> RulesFile:
        """The cards and suits each trick phase names exist in the deck."""
        letters = [s.letter.upper() for s in self.deck.suits]
        ranks = {r.upper() for r in self.deck.ranks} | {a.upper() for a in self.deck.rank_aliases}
        specs = {"play": self.play, **{f"tricks.{n}": spec for n, spec in self.tricks.items()}}
        for where, spec in specs.items():
            for i, top in enumerate(spec.top_trumps):
                field = f"{where}.top_trumps[{i}]"
                if top.rank is None or top.suit is None:  # a card: checked with the pack's cards
                    continue
                if top.rank.upper() not in ranks:
                    raise ValueError(
                        f"{field}: {top.rank!r} is not a rank of the deck "
                        f"(ranks: {' '.join(self.deck.ranks)})"
                    )
                if top.suit == "same_colour":
                    for suit in self.deck.suits:
                        same = [s for s in self.deck.suits if s.red == suit.red and s is not suit]
                        if len(same) != 1:
                            raise ValueError(
                                f"{field}: 'same_colour' needs every suit paired with exactly "
                                f"one other suit of its colour; {suit.letter} has {len(same)}"
                            )
                elif top.suit != "trump" and top.suit.upper() not in letters:
                    raise ValueError(
                        f"{field}: suit {top.suit!r} is not 'trump', 'same_colour' or a suit "
                        f"letter of the deck ({', '.join(letters)})"
                    )
            for k, trump_set in enumerate(spec.trump_sets):
                for i, card in enumerate(trump_set.cards):
                    field = f"{where}.trump_sets[{k}].cards[{i}]"
                    if card.rank is None or card.suit is None:  # a card: checked with the pack
                        continue
                    if card.rank.upper() not in ranks:
                        raise ValueError(f"{field}: {card.rank!r} is not a rank of the deck")
                    if card.suit.upper() not in letters:
                        raise ValueError(
                            f"{field}: {card.suit!r} is not a suit letter of the deck "
                            f"({', '.join(letters)})"
                        )
            if spec.no_trump_order == "sequence" and not self.deck.sequence_ranks:
                raise ValueError(f"{where}.no_trump_order = 'sequence' needs deck.sequence_ranks")
            if spec.trump_suit is not None and spec.trump_suit.upper() not in letters:
                raise ValueError(
                    f"{where}.trump_suit: {spec.trump_suit!r} is not a suit letter of the deck "
                    f"({', '.join(letters)})"
                )
            lead = spec.no_lead_until_broken
            if lead is not None and lead != "trump" and lead.upper() not in letters:
                raise ValueError(
                    f"{where}.no_lead_until_broken: {lead!r} is not 'trump' or a suit letter "
                    f"of the deck ({', '.join(letters)})"
                )
        return self


# -- loading ---------------------------------------------------------------------------------


Check = Callable[["RulesFile", list[int]], None]
"""``check(rules, players)``: what the fields cannot say, for rules played with each of
``players`` (the phases and the cards counted through them against the registered mechanics:
:func:`tricktaker.engine.mechanic.check_mechanics`); a ``ValueError`` whose message starts with
the field."""


def load_rules(
    path: Path,
    overlays: tuple[Mapping[str, Any], ...] = (),
    source: str | None = None,
    check: Check | None = None,
    context: Mapping[str, Any] | None = None,
) -> RulesFile:
    """Read and validate a rules file, with variant overlays merged over it (later wins), and
    every value of its options (see :func:`validate_rules`). Errors name ``source`` (default:
    the file)."""
    return validate_rules(load_rules_data(path, overlays), source or str(path), check, context)


def load_rules_data(path: Path, overlays: tuple[Mapping[str, Any], ...] = ()) -> dict[str, Any]:
    """A rules file's data with variant overlays merged over it (later wins), not validated."""
    data = read_toml(path, "the rules file")
    for overlay in overlays:
        data = narrowed(merge(data, overlay), overlay)
    return data


def narrowed(data: dict[str, Any], overlay: Mapping[str, Any]) -> dict[str, Any]:
    """``data`` (a variant merged over its base) without the base's patches of the choices an
    option of the variant no longer offers: a variant that gives an option its own
    ``choices`` (e.g. ``first_dealer`` for three players) drops the base's patches of the
    values it left out, since a TOML table cannot delete a key."""
    options = overlay.get("options")
    if not isinstance(options, Mapping):
        return data
    for name, option in options.items():
        merged = data.get("options", {}).get(name)
        if not (isinstance(option, Mapping) and "choices" in option and isinstance(merged, dict)):
            continue
        patches = merged.get("patch")
        if isinstance(patches, Mapping) and isinstance(option["choices"], list):
            kept = {str(c) for c in option["choices"]}
            merged["patch"] = {k: v for k, v in patches.items() if str(k) in kept}
    return data


def read_toml(path: Path, what: str = "the file") -> dict[str, Any]:
    """A TOML file's data; a :class:`RulesError` naming the file says why it cannot be read.

    Only a regular file is read, within the limits of :mod:`tricktaker.limits` (size, nesting,
    number length)."""
    raw = read_regular_file(path, what, RulesError)
    try:
        data = tomllib.loads(raw.decode("utf-8-sig"))  # an editor's byte order mark is no data
    except UnicodeDecodeError:
        raise RulesError(f"{path}: not a text file in UTF-8") from None
    except tomllib.TOMLDecodeError as exc:
        raise RulesError(f"{path}: not valid TOML: {exc}") from None
    except RecursionError:
        raise RulesError(f"{path}: nested too deeply (at most {MAX_DEPTH} levels)") from None
    except ValueError:
        raise RulesError(f"{path}: a number is too long (at most {MAX_DIGITS} digits)") from None
    check_data(data, str(path), RulesError)
    return data


def validate_rules(
    data: Mapping[str, Any],
    source: str,
    check: Check | None = None,
    context: Mapping[str, Any] | None = None,
) -> RulesFile:
    """Validate rules data, and the rules each option value makes of it
    (:func:`check_options`, with ``check``); errors name ``source``, each bad field, its value,
    what is allowed."""
    rules = parse_rules(data, source, context)
    check_options(data, rules, source, check, context)
    return rules


def parse_rules(
    data: Mapping[str, Any], source: str, context: Mapping[str, Any] | None = None
) -> RulesFile:
    """Validate rules data as written (no option applied); errors name ``source``.

    ``context``: the validation context, what the game's plugins register that the fields
    are checked against (``{"scoring_kinds": {name: table}}``: the tables of the scoring kinds,
    :mod:`tricktaker.rules.scoring`); none: the core's alone."""
    check_numbers(data, source)
    try:
        return RulesFile.model_validate(data, context=context)
    except ValidationError as exc:
        raise RulesError(format_validation_error(source, exc)) from None


def check_numbers(data: Mapping[str, Any], source: str, within: str = "") -> None:
    """Every whole number of the rules data is at most :data:`MAX_NUMBER` in size: the
    points of a hand are products of them, added up over a match, and a game's record holds
    numbers of at most :data:`~tricktaker.limits.MAX_DIGITS` digits, so a larger one would
    make records that never replay. A :class:`RulesError` names ``source`` and the field."""
    stack: list[tuple[Any, str]] = [(data, "")]
    while stack:
        value, where = stack.pop()
        if isinstance(value, Mapping):
            stack += [(v, f"{where}.{k}" if where else str(k)) for k, v in value.items()]
        elif isinstance(value, list):
            stack += [(v, f"{where}[{i}]") for i, v in enumerate(value)]
        elif isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_NUMBER:
            problem = (
                f"{where}: {shown(value)} is too large; a number of the rules is at most "
                f"{MAX_NUMBER:,} in size (points add up over a match, and a record holds "
                f"numbers of at most {MAX_DIGITS} digits)"
            )
            raise RulesError(format_problem(source, problem, within))


# -- options as overlays -----------------------------------------------------------------------


def apply_options(
    data: Mapping[str, Any], options: Mapping[str, OptionSpec], values: Mapping[str, Any]
) -> dict[str, Any] | None:
    """``data`` with the patches and ``sets`` of the option ``values`` merged over it, options
    in the order declared; None when no value changes the rules."""
    overlays = [
        overlay
        for name, spec in options.items()
        if spec.overlays
        for overlay in option_overlays(spec, values[name])
    ]
    if not overlays:
        return None
    out = dict(data)
    for overlay in overlays:
        out = merge(out, overlay)
    return out


def compile_rules(
    data: Mapping[str, Any],
    base: RulesFile,
    values: Mapping[str, Any],
    source: str,
    check: Check | None = None,
    context: Mapping[str, Any] | None = None,
) -> RulesFile:
    """The rules of a session: the rules data ``data`` (validated as ``base``) with the
    overlays of the option ``values`` (every option, resolved) applied, validated. ``base``
    itself when no value changes the rules. A :class:`RulesError` names ``source``, the
    options and each bad field."""
    changed = apply_options(data, base.options, values)
    if changed is None:
        return base
    chosen = ", ".join(
        f"{name}={values[name]!r}"
        for name, spec in base.options.items()
        if spec.overlays and values[name] != spec.default
    )
    where = f"{source} with the options {chosen} (the others at their defaults)"
    check_numbers(changed, where)
    try:
        rules = RulesFile.model_validate(changed, context=context)
    except ValidationError as exc:
        raise RulesError(format_validation_error(where, exc)) from None
    _counted(rules, [values["players"]], where, check=check)
    return rules


def check_options(
    data: Mapping[str, Any],
    base: RulesFile,
    source: str,
    check: Check | None = None,
    context: Mapping[str, Any] | None = None,
) -> dict[tuple[Any, ...], RulesFile]:
    """Compile the rules for the defaults, then for every value of each option that changes
    the rules (each choice, true and false, an 'int' option's default and the numbers it
    patches, and its min and max if it `sets` a field, an 'int_list' option's default), the
    other options at their defaults; each compiled rules are checked playable for every
    player count they apply to by ``check`` (see :data:`Check`; none: the fields alone). A broken
    patch is a :class:`RulesError` naming ``source``, ``options.NAME.patch.VALUE`` (or
    ``options.NAME.sets``) and what is wrong. Returns the compiled rules by
    :func:`options_key`, to start a cache with."""
    options = base.options
    defaults = {name: spec.default for name, spec in options.items()}
    compiled: dict[tuple[Any, ...], RulesFile] = {}
    trials: list[tuple[str | None, Any]] = [(None, None)]  # the defaults first
    for option, spec in options.items():
        if spec.overlays:
            trials += [(option, v) for v in _values_to_check(spec) if v != spec.default]
    for name, value in trials:
        values = defaults if name is None else {**defaults, name: value}
        key = options_key(options, values)
        if key in compiled:
            continue
        changed = apply_options(data, options, values)
        if changed is None:
            rules = base
        else:
            if name is not None:
                check_numbers(changed, source, _label(name, options[name], value))
            try:
                rules = RulesFile.model_validate(changed, context=context)
            except ValidationError as exc:
                raise _blame(data, base, source, exc, defaults, name, value, context) from None
        within = "" if name is None else _label(name, options[name], value)
        players = values["players"]
        assert isinstance(players, int)  # checked by the option's type
        counts = _player_counts(options["players"], players)
        _counted(rules, counts, source, within, check)
        compiled[key] = rules
    return compiled


def _counted(
    rules: RulesFile,
    players: list[int],
    source: str,
    within: str = "",
    check: Check | None = None,
) -> None:
    """The rules checked by ``check`` for ``players`` (the phases and the cards counted
    through every hand: :data:`Check`); a :class:`RulesError` naming ``source`` and the field
    otherwise."""
    if check is None:
        return
    try:
        check(rules, players)
    except ValueError as exc:  # Unplayable, or a schedule that cannot be expanded
        raise RulesError(format_problem(source, str(exc), within)) from None


def _player_counts(spec: OptionSpec, value: int) -> list[int]:
    """The player counts the rules compiled for ``players = value`` are played with: that
    count alone if its value changes the rules, else every count whose value changes
    nothing."""
    assert spec.min is not None and spec.max is not None
    if spec.sets is not None or patch_key(spec, value) in spec.patch:
        return [value]
    return [n for n in range(spec.min, spec.max + 1) if patch_key(spec, n) not in spec.patch]


def _values_to_check(spec: OptionSpec) -> list[Any]:
    if spec.type == "bool":
        return [True, False]
    if spec.type == "choice":
        return list(spec.choices or [])
    if spec.type == "int":
        ends = [v for v in (spec.min, spec.max) if v is not None and spec.sets is not None]
        return [spec.default, *(int(key) for key in spec.patch), *ends]
    return [spec.default]


def _label(name: str, spec: OptionSpec, value: Any) -> str:
    """Where the rules file says what ``value`` of option ``name`` changes."""
    parts = []
    key = patch_key(spec, value)
    if key in spec.patch:
        parts.append(f"options.{name}.patch.{key}")
    if spec.sets is not None:
        parts.append(f"options.{name}.sets ({name} = {json.dumps(value)} at {spec.sets})")
    return " and ".join(parts)


def _blame(
    data: Mapping[str, Any],
    base: RulesFile,
    source: str,
    exc: ValidationError,
    defaults: Mapping[str, Any],
    name: str | None,
    value: Any,
    context: Mapping[str, Any] | None = None,
) -> RulesError:
    """The error of a combination of option values that makes invalid rules, naming the
    option value whose overlay alone breaks the rules when one does."""
    options = base.options
    suspects = (
        [(n, s, defaults[n]) for n, s in options.items() if s.overlays]
        if name is None
        else [(name, options[name], value)]
    )
    for suspect, spec, val in suspects:
        alone = data
        for overlay in option_overlays(spec, val):
            alone = merge(alone, overlay)
        try:
            RulesFile.model_validate(alone, context=context)
        except ValidationError as own:
            return RulesError(format_validation_error(source, own, _label(suspect, spec, val)))
    within = (
        "the defaults of the options together"
        if name is None
        else f"{_label(name, options[name], value)} with the other options at their defaults"
    )
    return RulesError(format_validation_error(source, exc, within))


def _field_path_problem(model: Any, parts: list[str]) -> str | None:
    """Why the dotted path ``parts`` names no field of ``model`` (walking through models,
    tables keyed by name and optional tables), or None."""
    kinds = [model]
    for depth, part in enumerate(parts):
        found: list[Any] = []
        for kind in kinds:
            for member in _members(kind):
                if isinstance(member, type) and issubclass(member, BaseModel):
                    field = member.model_fields.get(part)
                    if field is not None:
                        found.append(field.annotation)
                elif get_origin(member) is dict:
                    found.append(get_args(member)[1])
                elif member is Any:
                    return None
        if not found:
            where = ".".join(parts[:depth]) or "the rules"
            return f"{where} has no field {part!r}"
        kinds = found
    return None


def _members(kind: Any) -> list[Any]:
    """The types a field may hold: the members of a union, the type of an ``Annotated``. A
    ``[scoring]`` table is any registered kind's (checked when the option's values are applied,
    by the kind's own model): its fields are not known here."""
    if kind is ScoringTable:
        return [Any]
    origin = get_origin(kind)
    if origin is Annotated:
        return _members(get_args(kind)[0])
    if origin is Union or origin is UnionType:
        return [m for arg in get_args(kind) for m in _members(arg)]
    return [kind]


def format_validation_error(source: str, exc: ValidationError, within: str = "") -> str:
    """One line per problem: ``file: field.path: message (got value)``; with ``within``
    (e.g. ``options.NAME.patch.VALUE``), each problem line starts with it."""
    lines = [
        f"{source}: invalid ({exc.error_count()} problem{'s' if exc.error_count() > 1 else ''})"
    ]
    for error in exc.errors():
        where = ".".join(str(part) for part in error["loc"])
        value = error["input"]
        message = error["msg"]
        if error["type"] == "value_error":  # a check of ours: its message names the field
            message = message.removeprefix("Value error, ")
            value = None
        shown = isinstance(value, str | int | float | bool | list) and len(repr(value)) <= 80
        got = f" (got {value!r})" if shown and error["type"] != "missing" else ""
        said = f"{where}: {message}" if where else message
        lines.append(f"  {within + ': ' if within else ''}{said}{got}")
    return "\n".join(lines)


def format_problem(source: str, problem: str, within: str = "") -> str:
    """The problems found beyond the fields (:mod:`tricktaker.rules.playable`; several are
    separated by a newline and two spaces), in the form of :func:`format_validation_error`."""
    problems = problem.split("\n  ")
    count = f"{len(problems)} problem{'s' if len(problems) > 1 else ''}"
    prefix = f"{within}: " if within else ""
    return f"{source}: invalid ({count})" + "".join(f"\n  {prefix}{p}" for p in problems)


_OPTION_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
"""An option's name: what ``--option NAME=VALUE`` can set (a '-' is read as '_')."""

SettingsModel = TypeVar("SettingsModel", bound=Model)


def mechanic_settings(rules: RulesFile, phase: str, model: type[SettingsModel]) -> SettingsModel:
    """The settings of the phase ``phase`` from its ``[mechanics.NAME]`` table (all but
    ``kind``), validated by the mechanic's own ``model`` (a :class:`Model`: frozen, no unknown
    fields). The settings were already checked against the model the mechanic declares
    (:class:`~tricktaker.engine.mechanic.Mechanic`) when the game loaded, so a bad one never gets
    this far; a mechanic calls this when its phase is built, once per compiled game, to get them
    as its model's instance."""
    data = {k: v for k, v in rules.mechanics.get(phase, {}).items() if k != "kind"}
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise RulesError(
            format_validation_error(rules.game.id, exc, within=f"mechanics.{phase}")
        ) from None


def merge(base: Mapping[str, Any], overlay: Mapping[str, Any]) -> dict[str, Any]:
    """Deep-merge ``overlay`` into ``base``: tables merge, everything else is replaced."""
    out = dict(base)
    for key, value in overlay.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), Mapping):
            out[key] = merge(out[key], value)
        else:
            out[key] = value
    return out
