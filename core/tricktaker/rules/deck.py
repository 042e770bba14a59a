"""The game and its cards: suits, ranks in each order, extra cards, rank groups, points."""

from __future__ import annotations

from pydantic import Field, model_validator

from tricktaker.rules.base import Model


class GameInfo(Model):
    """The game's identity and the texts that present it to players."""

    id: str = Field(
        pattern=r"^[a-z][a-z0-9-]*$",
        description="Console id, e.g. 'my-game': what `tricktaker play` takes and game records "
        "name. Lower-case letters, digits and hyphens, starting with a letter.",
    )
    name: str = Field(
        description="Display name, e.g. 'My Game', shown by `tricktaker games`, "
        "`tricktaker rules` and at the start of play."
    )
    summary: str = Field(
        "",
        description="One-line description shown after the name by `tricktaker rules`.",
    )
    howto: str = Field("", description="How to play, in Markdown, shown by `tricktaker rules`.")


class SuitSpec(Model):
    """One suit of the pack: how its cards are written, shown and named."""

    letter: str = Field(
        min_length=1,
        max_length=2,
        description="The suit's letter in card notation, e.g. 'S' as in 'QS' (read "
        "case-insensitively, written upper-case). Distinct for every suit.",
    )
    symbol: str = Field(
        min_length=1,
        max_length=2,
        description="The suit's symbol, e.g. '♠': shown at the console and accepted in card "
        "notation instead of the letter ('Q♠').",
    )
    name: str = Field(
        description="The suit's name in messages, e.g. 'spades'. Also accepted where a suit is "
        "named (trumps, bids), with or without a final 's'."
    )
    red: bool = Field(False, description="Cards of this suit are shown in red at the console.")


class ExtraCardSpec(Model):
    """A suitless extra card (e.g. a joker), named in card notation by ``name``."""

    name: str = Field(
        pattern=r"^[A-Z][A-Z0-9]*$",
        description="The card's name in card notation, e.g. 'BJ' (a big joker). "
        "Distinct for every extra card.",
    )
    title: str = Field(
        description="The card's full name, e.g. 'Big Joker', shown in messages; also accepted "
        "in card notation."
    )
    group: str | None = Field(
        None,
        description="The rank group (a key of `deck.rank_groups`) the card belongs to, if any: "
        'it decides how the card plays with `play.extras = "group"` and counts as that group '
        "for `by_turned_group` draws.",
    )


class CardPointsSpec(Model):
    """Points of each rank when taken in tricks; ranks not listed are worth 0."""

    plain: dict[str, int] = Field(
        default_factory=dict,
        description="Rank -> points in a plain (non-trump) suit, e.g. A 11, 10 10, K 4, Q 3, J 2.",
    )
    trump: dict[str, int] | None = Field(
        None,
        description="Rank -> points in the trump suit (e.g. J 20, 9 14, ...); not set: "
        "the same as `plain`.",
    )


class DeckSpec(Model):
    """The pack: every suit has every rank, plus any suitless extra cards; the rank orders for
    tricks, trumps and runs; rank groups and card points."""

    suits: list[SuitSpec] = Field(
        min_length=1,
        description="The suits, in the order hands are sorted and cards are numbered. Suits "
        "have no rank among themselves.",
    )
    ranks: list[str] = Field(
        min_length=1,
        description="Ranks from highest to lowest. The order that wins tricks in a plain suit "
        "(and in trumps unless `trump_ranks` is set).",
    )
    rank_aliases: dict[str, str] = Field(
        default_factory=dict,
        description="Other ways to write a rank in card notation: alias -> rank, e.g. "
        '`{ T = "10" }` so that "TH" reads as the 10 of hearts.',
    )
    trump_ranks: list[str] | None = Field(
        None, description="Rank order in the trump suit, highest first, when it differs."
    )
    sequence_ranks: list[str] | None = Field(
        None, description="Natural rank order for runs (melds), highest first, when it differs."
    )
    extras: list[ExtraCardSpec] = Field(
        default_factory=list,
        description="Suitless extra cards added to the pack (e.g. three jokers).",
    )
    rank_groups: dict[str, list[str]] = Field(
        default_factory=dict,
        description="Named groups of ranks (e.g. aces, faces, numbers); an extra card's "
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
            twice = sorted({n for n in names if names.count(n) > 1})
            if twice:
                raise ValueError(f"{what} must be distinct: {', '.join(twice)} given twice")
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
        self._extras_unlike_cards()
        return self

    def _extras_unlike_cards(self) -> None:
        """An extra card written like a suited card (or like another extra) would be read as
        that card in a record, so the record could never be replayed: refused, naming it."""
        cards: dict[str, str] = {}
        for suit in self.suits:
            for rank in self.ranks:
                written = [rank, *(a for a, r in self.rank_aliases.items() if r == rank)]
                for text in written:
                    for mark in (suit.letter, suit.symbol):
                        cards.setdefault(f"{text}{mark}".upper(), f"the {rank} of {suit.name}")
        for i, extra in enumerate(self.extras):
            for field in ("name", "title"):
                text = getattr(extra, field)
                key = text.strip().upper()
                if key in cards:
                    raise ValueError(
                        f"extras.{i}.{field}: {text!r} is how {cards[key]} is written; an extra "
                        "card needs a name and title no other card is written as"
                    )
                cards[key] = f"the extra card {extra.name}"
