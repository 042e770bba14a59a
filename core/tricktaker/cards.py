"""Cards as small ints, and the deck that names them.

A :class:`Deck` is built once per session from the rules file's deck spec. Inside the engine a
card is an ``int``: suited cards are numbered ``suit * len(ranks) + rank`` (rank 0 is the
highest), and extra suitless cards (e.g. jokers) follow them. Lookup tables
(``suit_of``, ``rank_of``) make the hot path a list index, never an object or a string.
A pack may leave named cards out (``removed``, e.g. the 2s and 3s): the numbering stays the
same, so ids are then sparse: ``Deck.ids`` card ids exist (the length of every table indexed by
card id), ``Deck.cards`` are the ids of the cards in the pack and ``Deck.size`` their count.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

from tricktaker.errors import NotationError

NO_SUIT: Final = -1
"""``suit_of`` value of an extra (suitless) card."""


@dataclass(frozen=True, slots=True)
class Suit:
    """One suit: its letter in card notation, its symbol, its name and colour."""

    letter: str
    symbol: str
    name: str
    red: bool


@dataclass(frozen=True, slots=True)
class ExtraCard:
    """A suitless card such as a joker; ``group`` names the rank group it belongs to."""

    name: str
    title: str
    group: str | None = None


@dataclass(frozen=True, slots=True)
class EffectiveCards:
    """Each card as trick play sees it under one trump suit: its *effective* suit (a card may
    count as another suit, e.g. as a trump) and its place in that suit's order (0 is the
    highest; trumps in the trump order, cards that count as trumps ranked above the trump
    suit's own). Extra suitless cards have ``NO_SUIT`` in both."""

    suit_of: tuple[int, ...]
    rank_of: tuple[int, ...]


@dataclass(frozen=True)
class Deck:
    """The cards of one game: suits, ranks from high to low, and extra suitless cards.

    ``ranks`` is the order of tricks in a plain suit. ``trump_ranks`` orders the trump suit when
    it differs (e.g. J 9 A 10 K Q 8 7), and ``sequence_ranks`` is the natural order used
    for runs (melds) when it differs from both (e.g. A K Q J 10 9 8 7).
    A card is an int: ``suit_of[card]`` and ``rank_of[card]`` are its suit index and its rank
    index in ``ranks`` (0 the highest); ``card(suit, rank)`` is the inverse, ``parse("10H")`` and
    ``format(card)`` read and write it, ``suit_index(letter)`` and ``rank_index(rank)`` find
    indexes by name.
    ``trump_rank_of[card]`` and ``sequence_rank_of[card]`` give a card's place in each order.
    ``removed`` are the ids of the cards left out of the pack (e.g. the 2s and 3s): their ids
    keep their place in the numbering, so tables indexed by card id have ``ids`` entries, while
    ``cards`` (the ids in the pack, ascending) and ``size`` (their count) are the pack itself;
    ``in_pack[card]`` says whether an id is a card of the pack. ``parse`` refuses a removed card.
    ``plain_points`` and ``trump_points`` (per card, may be empty) are the card points of a
    point-trick game in a plain suit and in trumps. ``rank_groups`` name groups of ranks;
    ``group_of[card]`` is the group index of a suited card or of the extra card that belongs to
    it, -1 for none.
    """

    suits: tuple[Suit, ...]
    ranks: tuple[str, ...]
    extras: tuple[ExtraCard, ...] = ()
    rank_aliases: dict[str, str] = field(default_factory=dict)
    trump_ranks: tuple[str, ...] | None = None
    sequence_ranks: tuple[str, ...] | None = None
    plain_points: tuple[int, ...] = ()
    trump_points: tuple[int, ...] = ()
    rank_groups: tuple[tuple[str, tuple[str, ...]], ...] = ()
    removed: frozenset[int] = frozenset()
    suit_of: tuple[int, ...] = field(init=False, repr=False)
    rank_of: tuple[int, ...] = field(init=False, repr=False)
    trump_rank_of: tuple[int, ...] = field(init=False, repr=False)
    sequence_rank_of: tuple[int, ...] = field(init=False, repr=False)
    group_of: tuple[int, ...] = field(init=False, repr=False)
    cards: tuple[int, ...] = field(init=False, repr=False)
    in_pack: tuple[bool, ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        ids = len(self.suits) * len(self.ranks) + len(self.extras)
        outside = sorted(c for c in self.removed if not 0 <= c < ids)
        if outside:
            raise ValueError(f"removed: {outside[0]} is not a card id (0..{ids - 1})")
        object.__setattr__(self, "removed", frozenset(self.removed))
        object.__setattr__(self, "cards", tuple(c for c in range(ids) if c not in self.removed))
        object.__setattr__(self, "in_pack", tuple(c not in self.removed for c in range(ids)))
        n = len(self.ranks)
        suit_of = [s for s in range(len(self.suits)) for _ in range(n)]
        rank_of = [r for _ in range(len(self.suits)) for r in range(n)]
        suit_of += [NO_SUIT] * len(self.extras)
        rank_of += [NO_SUIT] * len(self.extras)
        object.__setattr__(self, "suit_of", tuple(suit_of))
        object.__setattr__(self, "rank_of", tuple(rank_of))
        object.__setattr__(self, "trump_rank_of", self._places(self.trump_ranks, rank_of))
        object.__setattr__(self, "sequence_rank_of", self._places(self.sequence_ranks, rank_of))
        names = [name for name, _ in self.rank_groups]
        group_of_rank = {rank: i for i, (_, ranks) in enumerate(self.rank_groups) for rank in ranks}
        groups = [
            group_of_rank.get(self.ranks[r], -1) for r in rank_of[: len(suit_of) - len(self.extras)]
        ]
        groups += [names.index(e.group) if e.group in names else -1 for e in self.extras]
        object.__setattr__(self, "group_of", tuple(groups))

    def _places(self, order: tuple[str, ...] | None, rank_of: list[int]) -> tuple[int, ...]:
        """Each card's place in ``order`` (the plain order when None); extras get NO_SUIT."""
        order = order or self.ranks
        suited = len(self.suits) * len(self.ranks)
        places = [order.index(self.ranks[r]) for r in rank_of[:suited]]
        return tuple(places + [NO_SUIT] * len(self.extras))

    def denomination(self, denomination: int, symbols: bool = False) -> str:
        """A contract's denomination or a trump suit as text: ``NT`` or the suit (``H``, ``♥``)."""
        if denomination < 0:
            return "NT"
        suit = self.suits[denomination]
        return suit.symbol if symbols else suit.letter

    def denomination_index(self, text: str) -> int:
        """Read a denomination: ``NT`` (no trump, -1) or a suit."""
        return -1 if text.strip().upper() == "NT" else self.suit_index(text)

    def points(self, card: int, trump: int) -> int:
        """The card points of ``card`` when ``trump`` is the trump suit (0 without a table)."""
        table = self.trump_points if self.suit_of[card] == trump else self.plain_points
        return table[card] if table else 0

    def rank_index(self, rank: str) -> int:
        """The index of ``rank`` (text, aliases allowed) in the plain order."""
        key = rank.strip().upper()
        key = self.rank_aliases.get(key, key)
        if key not in self.ranks:
            raise NotationError(f"{rank!r} is not a rank (ranks: {' '.join(self.ranks)})")
        return self.ranks.index(key)

    # -- structure ---------------------------------------------------------------------------

    @property
    def size(self) -> int:
        """Number of cards in the pack (the removed cards are not in it)."""
        return len(self.cards)

    @property
    def ids(self) -> int:
        """Number of card ids (removed cards included): the length of every table indexed by
        card id, and one more than the highest id. ``cards`` (every card of the pack, in the
        canonical unshuffled order) are ids below it."""
        return len(self.suits) * len(self.ranks) + len(self.extras)

    def card(self, suit: int, rank: int) -> int:
        """The card of ``suit`` (index) and ``rank`` (index, 0 = highest)."""
        return suit * len(self.ranks) + rank

    def is_extra(self, card: int) -> bool:
        return self.suit_of[card] == NO_SUIT

    def extra(self, card: int) -> ExtraCard:
        return self.extras[card - len(self.suits) * len(self.ranks)]

    def suit_index(self, letter: str) -> int:
        """The index of the suit written ``letter`` (or its symbol or name), case-insensitive."""
        key = letter.strip().upper()
        for i, suit in enumerate(self.suits):
            if key in (
                suit.letter.upper(),
                suit.symbol,
                suit.name.upper(),
                suit.name.upper().removesuffix("S"),
            ):
                return i
        allowed = ", ".join(f"{s.letter} ({s.symbol})" for s in self.suits)
        raise NotationError(f"{letter!r} is not a suit (suits: {allowed})")

    # -- notation ----------------------------------------------------------------------------

    def format(self, card: int, symbols: bool = False) -> str:
        """Write a card: rank then suit (``10H``, ``QS``), or the extra card's name (``GC``)."""
        suit = self.suit_of[card]
        if suit == NO_SUIT:
            return self.extra(card).name
        mark = self.suits[suit].symbol if symbols else self.suits[suit].letter
        return self.ranks[self.rank_of[card]] + mark

    def format_many(self, cards: Iterable[int], symbols: bool = False) -> str:
        return " ".join(self.format(c, symbols) for c in cards)

    def parse(self, text: str) -> int:
        """Read a card in any common form: ``AS``, ``as``, ``10H``, ``TH``, ``Q♠``, ``GC``.

        Raises :class:`NotationError` that says what is wrong and what is allowed.
        """
        raw = text.strip()
        key = raw.upper()
        if not key:
            raise NotationError("no card given")
        card = self._read(raw, key)
        if self.removed and card in self.removed:
            raise NotationError(
                f"{raw!r}: {self.format(card, symbols=True)} is not in this pack "
                f"(the pack leaves out {self.format_many(sorted(self.removed))})"
            )
        return card

    def _read(self, raw: str, key: str) -> int:
        """The id ``key`` (``raw`` upper-cased) writes, removed cards included."""
        base = len(self.suits) * len(self.ranks)
        for i, extra in enumerate(self.extras):
            if key in (extra.name.upper(), extra.title.upper()):
                return base + i
        for s, suit in enumerate(self.suits):
            for mark in (suit.letter.upper(), suit.symbol):
                if key.endswith(mark) and len(key) > len(mark):
                    rank_text = key[: -len(mark)].strip()
                    rank_text = self.rank_aliases.get(rank_text, rank_text)
                    if rank_text in self.ranks:
                        return self.card(s, self.ranks.index(rank_text))
                    raise NotationError(
                        f"{raw!r} is not a card: unknown rank {rank_text!r} "
                        f"(ranks: {' '.join(self.ranks)})"
                    )
        extras = f"; extra cards: {', '.join(e.name for e in self.extras)}" if self.extras else ""
        suited = [c for c in self.cards if not self.is_extra(c)] or [0, 0]
        raise NotationError(
            f"{raw!r} is not a card: write rank then suit, e.g. "
            f"{self.format(suited[0])} or {self.format(suited[-1])}"
            f" (suits: {' '.join(s.letter for s in self.suits)}{extras})"
        )

    def read_any(self, text: str) -> int:
        """The id a card text writes, a removed card's too (for rules that name a card of the
        full pack, e.g. to say which cards are removed)."""
        raw = text.strip()
        if not raw:
            raise NotationError("no card given")
        return self._read(raw, raw.upper())

    def parse_many(self, texts: Sequence[str]) -> list[int]:
        return [self.parse(t) for t in texts]

    def sort_key(self, card: int) -> tuple[int, int]:
        """Sort by suit then rank (high first); extra cards last."""
        suit = self.suit_of[card]
        return (len(self.suits) if suit == NO_SUIT else suit, card)
