"""The game and its cards: suits, ranks in each order, extra cards, rank groups, points."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Annotated

from pydantic import AfterValidator, Field, model_validator

from tricktaker.cards import Deck, ExtraCard, Suit
from tricktaker.errors import NotationError
from tricktaker.limits import MAX_CARDS
from tricktaker.rules.base import MAX_LIST, Model


def _one_word(text: str) -> str:
    if not text or any(c.isspace() for c in text):
        raise ValueError(f"{text!r}: write it as one word, with no spaces (it is part of a card)")
    return text


Word = Annotated[str, Field(min_length=1, max_length=40), AfterValidator(_one_word)]
"""A rank or an alias: part of how a card is written, so one word."""

Mark = Annotated[str, Field(min_length=1, max_length=2), AfterValidator(_one_word)]
"""A suit's letter or symbol: one or two characters, no space."""


GAME_ID = r"^[a-z][a-z0-9-]*$"
"""A game's id: lower-case letters, digits and hyphens, starting with a letter."""
MAX_GAME_ID = 64
"""The longest game id: the names of a game's saves begin with it (a file name has 255 bytes)."""


class GameInfo(Model):
    """The game's identity and the texts that present it to players."""

    id: str = Field(
        pattern=GAME_ID,
        max_length=MAX_GAME_ID,
        description="Console id, e.g. 'my-game': what `tricktaker play` takes and game records "
        "name. Lower-case letters, digits and hyphens, starting with a letter.",
    )
    name: str = Field(
        min_length=1,
        max_length=100,
        description="Display name, e.g. 'My Game', shown by `tricktaker games`, "
        "`tricktaker rules` and at the start of play.",
    )
    summary: str = Field(
        "",
        max_length=1000,
        description="One-line description shown after the name by `tricktaker rules`.",
    )
    howto: str = Field("", description="How to play, in Markdown, shown by `tricktaker rules`.")


class SuitSpec(Model):
    """One suit of the pack: how its cards are written, shown and named."""

    letter: Mark = Field(
        description="The suit's letter in card notation, e.g. 'S' as in 'QS' (read "
        "case-insensitively, written upper-case). Distinct for every suit.",
    )
    symbol: Mark = Field(
        description="The suit's symbol, e.g. '♠': shown at the console and accepted in card "
        "notation instead of the letter ('Q♠').",
    )
    name: str = Field(
        min_length=1,
        max_length=40,
        description="The suit's name in messages, e.g. 'spades'. Also accepted where a suit is "
        "named (trumps, bids), with or without a final 's'.",
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
    ranks: list[Word] = Field(
        min_length=1,
        description="Ranks from highest to lowest. The order that wins tricks in a plain suit "
        "(and in trumps unless `trump_ranks` is set). Each rank is one word, distinct from "
        "the others when read case-insensitively.",
    )
    rank_aliases: dict[Word, Word] = Field(
        max_length=MAX_LIST,
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
    remove: list[str] = Field(
        default_factory=list,
        max_length=MAX_CARDS,
        description='Cards left out of the pack, in card notation, e.g. `remove = ["2S", '
        '"2H", "2D", "2C", "3S", "3H", "3D", "3C", "4S", "4C"]` (a 52-card pack without the 2s, '
        "3s and black 4s, plus one extra card: 43 cards). The pack's size, the deal and every "
        "text that describes the pack follow; a removed card written anywhere (a hand, a "
        "record, a rule naming a card) is refused as not in this pack.",
    )

    @model_validator(mode="after")
    def _distinct(self) -> DeckSpec:
        size = len(self.suits) * len(self.ranks) + len(self.extras)
        if size > MAX_CARDS:
            raise ValueError(
                f"the pack has {size:,} cards ({len(self.suits)} suits x {len(self.ranks)} ranks "
                f"+ {len(self.extras)} extra cards); at most {MAX_CARDS:,}"
            )
        for field in ("letter", "symbol"):
            marks = [getattr(s, field).upper() for s in self.suits]
            twice = [m for m, k in Counter(marks).items() if k > 1]
            if twice:
                names = [s.name for s, m in zip(self.suits, marks, strict=True) if m == twice[0]]
                raise ValueError(
                    f"suits {' and '.join(map(repr, names))} have the same {field} "
                    f"{twice[0]!r} (read case-insensitively); each suit needs its own"
                )
        case = " (read case-insensitively)"
        for what, names, note in (
            ("ranks", [r.upper() for r in self.ranks], case),
            ("rank aliases", [a.upper() for a in self.rank_aliases], case),
            ("extra card names", [e.name for e in self.extras], ""),
        ):
            twice = sorted(n for n, k in Counter(names).items() if k > 1)
            if twice:
                raise ValueError(f"{what} must be distinct: {', '.join(twice)} given twice{note}")
        self._suit_words()
        ranks = sorted(r.upper() for r in self.ranks)
        for name in ("trump_ranks", "sequence_ranks"):
            order = getattr(self, name)
            if order is not None and sorted(r.upper() for r in order) != ranks:
                raise ValueError(f"{name} must hold exactly the ranks, in its own order")
        grouped = [r.upper() for group in self.rank_groups.values() for r in group]
        if self.rank_groups and sorted(grouped) != ranks:
            raise ValueError("rank_groups must put every rank in exactly one group")
        for extra in self.extras:
            if extra.group is not None and extra.group not in self.rank_groups:
                raise ValueError(f"extra card {extra.name}: unknown rank group {extra.group!r}")
        for alias, rank in self.rank_aliases.items():
            if rank.upper() not in ranks:
                raise ValueError(f"rank alias {alias!r} points to unknown rank {rank!r}")
            if alias.upper() in ranks and alias.upper() != rank.upper():
                raise ValueError(
                    f"rank_aliases: {alias!r} is a rank itself, so it cannot also be a way to "
                    f"write {rank!r}; an alias must be a word that is not a rank "
                    f"(ranks: {' '.join(self.ranks)})"
                )
        for table in ("plain", "trump"):
            points = getattr(self.points, table, None) or {}
            unknown = [r for r in points if r.upper() not in ranks]
            if unknown:
                raise ValueError(
                    f"points.{table}: {unknown[0]!r} is not a rank (ranks: {' '.join(self.ranks)})"
                )
        self._extras_unlike_cards()
        self._read_back()
        self._removed()
        return self

    def _removed(self) -> None:
        """Each removed card is a card of the full pack, named once, and some card is left."""
        deck = deck_of(self, remove=False)
        seen: dict[int, str] = {}
        for i, text in enumerate(self.remove):
            try:
                card = deck.read_any(text)
            except NotationError as exc:
                raise ValueError(f"remove.{i}: {exc}") from None
            if card in seen:
                raise ValueError(
                    f"remove.{i}: {text!r} removes {deck.format(card)}, which "
                    f"{seen[card]!r} removes already; name each card once"
                )
            seen[card] = text
        if len(seen) >= deck.ids:
            raise ValueError("remove: every card of the pack is removed; leave some cards in it")

    def _suit_words(self) -> None:
        """Each word a suit may be named by (its letter, symbol and name, with or without a
        final 's') names that suit only, and never 'NT' (no trump): a trump or a bid written in
        a record must read back as the same suit."""
        owner: dict[str, int] = {}
        for index, suit in enumerate(self.suits):
            if suit.symbol != suit.symbol.upper():
                raise ValueError(
                    f"suit {suit.name!r}: symbol {suit.symbol!r}: cards are read upper-cased, so "
                    f"write its letters in upper case ({suit.symbol.upper()!r})"
                )
            name = suit.name.strip().upper()
            words = {suit.letter.upper(), suit.symbol, name, name.removesuffix("S")} - {""}
            for word in sorted(words):
                if word == "NT":
                    raise ValueError(
                        f"suit {suit.name!r}: 'NT' means no trump; a suit's letter, symbol "
                        "and name must not read as it"
                    )
                other = self.suits[owner.setdefault(word, index)]
                if other is not suit:
                    raise ValueError(
                        f"suits {other.letter} ({other.name!r}) and {suit.letter} "
                        f"({suit.name!r}) are both named {word!r} (by a "
                        "letter, a symbol or a name, with or without a final 's'); each word "
                        "must name one suit"
                    )

    def _read_back(self) -> None:
        """Every card reads back from each way it is written (its rank or an alias, then its
        suit letter or symbol) as itself: otherwise a record could not be replayed."""
        deck = deck_of(self, remove=False)
        written: list[tuple[str, int]] = []
        for card in deck.cards:
            written += [(deck.format(card), card), (deck.format(card, symbols=True), card)]
        for alias, rank in self.rank_aliases.items():
            index = deck.ranks.index(rank.upper())
            for s, suit in enumerate(deck.suits):
                card = deck.card(s, index)
                written += [(alias + suit.letter, card), (alias + suit.symbol, card)]
        for text, card in written:
            what = deck.format(card, symbols=True)
            try:
                read = deck.parse(text)
            except NotationError as exc:
                raise ValueError(
                    f"the card {what} is written {text!r}, which does not read back: {exc}"
                ) from None
            if read != card:
                raise ValueError(
                    f"the card {what} is written {text!r}, which reads as "
                    f"{deck.format(read, symbols=True)}: ranks, aliases and suit letters or "
                    "symbols must combine so that every card reads as itself"
                )

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


def deck_of(spec: DeckSpec, remove: bool = True) -> Deck:
    """The :class:`~tricktaker.cards.Deck` of a pack: ranks, aliases and rank groups as
    written upper-cased, card points per card (plain and trump), the ``remove`` cards left
    out (``remove=False``: the full pack, to read what is removed)."""
    ranks = [r.upper() for r in spec.ranks]
    plain_points: tuple[int, ...] = ()
    trump_points: tuple[int, ...] = ()
    if spec.points is not None:
        plain = {r.upper(): v for r, v in spec.points.plain.items()}
        trump = {r.upper(): v for r, v in (spec.points.trump or spec.points.plain).items()}
        plain_points = tuple([plain.get(r, 0) for r in ranks] * len(spec.suits))
        trump_points = tuple([trump.get(r, 0) for r in ranks] * len(spec.suits))
        plain_points += (0,) * len(spec.extras)
        trump_points += (0,) * len(spec.extras)
    deck = Deck(
        rank_groups=tuple(
            (name, tuple(r.upper() for r in group)) for name, group in spec.rank_groups.items()
        ),
        plain_points=plain_points,
        trump_points=trump_points,
        suits=tuple(Suit(s.letter.upper(), s.symbol, s.name, s.red) for s in spec.suits),
        ranks=tuple(ranks),
        extras=tuple(ExtraCard(e.name, e.title, e.group) for e in spec.extras),
        rank_aliases={k.upper(): v.upper() for k, v in spec.rank_aliases.items()},
        trump_ranks=tuple(r.upper() for r in spec.trump_ranks) if spec.trump_ranks else None,
        sequence_ranks=(
            tuple(r.upper() for r in spec.sequence_ranks) if spec.sequence_ranks else None
        ),
    )
    if not remove or not spec.remove:
        return deck
    return replace(deck, removed=frozenset(deck.read_any(t) for t in spec.remove))
