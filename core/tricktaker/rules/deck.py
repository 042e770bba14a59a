"""The game and its cards: suits, ranks in each order, extra cards, rank groups, points."""

from __future__ import annotations

from pydantic import Field, model_validator

from tricktaker.rules.base import Model


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
