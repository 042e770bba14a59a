"""The rules language: pydantic models for a game's ``rules.toml``.

Every model is frozen and forbids unknown fields, so a typo in a rules file is an error that names
the file and the field, never a silently ignored setting. These models are used at the edges only
(loading a game); the engine copies what it needs into plain values once per session.
Loading a rules file never executes code.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import Field, ValidationError, model_validator

from tricktaker.errors import RulesError
from tricktaker.rules.base import Model, SeatRef
from tricktaker.rules.deck import CardPointsSpec, DeckSpec, ExtraCardSpec, GameInfo, SuitSpec
from tricktaker.rules.options import OptionSpec, check_option_value
from tricktaker.rules.phases import (
    AnnounceSpec,
    AuctionSpec,
    BiddingSpec,
    BidRequirements,
    CompletionDealSpec,
    DealSpec,
    DiscardSpec,
    DrawSpec,
    DrawStep,
    PlaySpec,
    ScheduleSpec,
    SequenceSpec,
    TrumpSelectionSpec,
    TurnedExchangeSpec,
)
from tricktaker.rules.scoring import (
    ContractScoring,
    ContractValue,
    ExactBidScoring,
    ExactBidStyle,
    Linear,
    MatchSpec,
    PointTrickScoring,
)

__all__ = [
    "AnnounceSpec",
    "AuctionSpec",
    "BidRequirements",
    "BiddingSpec",
    "CardPointsSpec",
    "CompletionDealSpec",
    "ContractScoring",
    "ContractValue",
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
    "PlaySpec",
    "PointTrickScoring",
    "RulesFile",
    "ScheduleSpec",
    "SeatRef",
    "SequenceSpec",
    "SuitSpec",
    "TrumpSelectionSpec",
    "TurnedExchangeSpec",
    "check_option_value",
    "format_validation_error",
    "load_rules",
    "merge",
    "read_toml",
    "validate_rules",
]


class RulesFile(Model):
    """One game's ``rules.toml``: every number of the game, and its options."""

    game: GameInfo = Field(description="The game's id, name, summary and how to play.")
    deck: DeckSpec = Field(
        description="The pack: suits, ranks and their orders, extra cards, rank groups, points."
    )
    options: dict[str, OptionSpec] = Field(
        description="Game options by name; 'players' (type int) is always present."
    )
    phases: list[str] = Field(min_length=1, description="The phases of one hand, in order.")
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
    deal_more: CompletionDealSpec | None = Field(
        None,
        description="The 'deal_more' phase: more cards dealt after trumps are fixed.",
    )
    exchange_turned: TurnedExchangeSpec | None = Field(
        None,
        description="The 'exchange_turned' phase: a low trump exchanged for the turned card.",
    )
    sequences: SequenceSpec | None = Field(
        None, description="The 'sequences' phase: runs compared and scored."
    )
    draw: DrawSpec | None = Field(None, description="The 'draw' phase: cards drawn from the stock.")
    discard: DiscardSpec | None = Field(
        None, description="The 'discard' phase: discards down to a hand size."
    )
    play: PlaySpec = Field(
        PlaySpec(),
        description="Trick play in the 'play' phase; its `trumps` also says where the hand's "
        "trump suit comes from.",
    )
    tricks: dict[str, PlaySpec] = Field(
        default_factory=dict,
        description="Trick phases other than 'play', by phase name, with their own rules "
        "(e.g. 13 drawing tricks before the auction).",
    )
    scoring: ExactBidScoring | PointTrickScoring | ContractScoring | None = Field(
        None,
        discriminator="kind",
        description="How the 'score' phase scores a hand; its `kind` picks the table. Not set: "
        "a game plugin's score_hand hook must score.",
    )
    match: MatchSpec = Field(
        MatchSpec(),
        description="When the match ends (the schedule, a target score or a number of deals) and "
        "who wins.",
    )

    mechanics: dict[str, dict[str, Any]] = Field(
        default_factory=dict,
        description="Settings of phases whose mechanic a plugin ships, by phase name: `kind` "
        "names the phase kind (default: the phase name); the other keys are the mechanic's own "
        "settings, checked by its model when a session is built.",
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


def load_rules(
    path: Path, overlays: tuple[Mapping[str, Any], ...] = (), source: str | None = None
) -> RulesFile:
    """Read and validate a rules file, with variant overlays merged over it (later wins).
    Errors name ``source`` (default: the file)."""
    data = read_toml(path, "the rules file")
    for overlay in overlays:
        data = merge(data, overlay)
    return validate_rules(data, source or str(path))


def read_toml(path: Path, what: str = "the file") -> dict[str, Any]:
    """A TOML file's data; a :class:`RulesError` naming the file says why it cannot be read."""
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except OSError as exc:
        raise RulesError(f"{path}: cannot read {what} ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise RulesError(f"{path}: not a text file in UTF-8") from None
    except tomllib.TOMLDecodeError as exc:
        raise RulesError(f"{path}: not valid TOML: {exc}") from None


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
