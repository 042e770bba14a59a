"""The actions a seat can take, as frozen slotted dataclasses.

Actions are values: two equal actions compare equal and hash alike, so legal-action lists can be
searched and recorded. Each has a canonical text form (``str(action)`` with the deck's help, see
:func:`tricktaker.notation`), used in records and at the console.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Play:
    """Play one card to the current trick, with an announcement (e.g. ``"marriage"``) or an
    explicit ``"no marriage"`` where the rules offer one with this card."""

    card: int
    announce: str = ""


@dataclass(frozen=True, slots=True)
class Bid:
    """A numeric bid: the number of tricks the seat means to take."""

    tricks: int


@dataclass(frozen=True, slots=True)
class ContractBid:
    """A contract bid: ``level`` and a denomination (a suit index, or ``NO_TRUMP``)."""

    level: int
    denomination: int


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass (in an auction, or declining an offer)."""


@dataclass(frozen=True, slots=True)
class Double:
    """Double the opponent's standing contract bid."""


@dataclass(frozen=True, slots=True)
class Redouble:
    """Redouble one's own doubled contract bid."""


@dataclass(frozen=True, slots=True)
class ChooseTrump:
    """Choose a trump suit (accept the turned suit, or name another)."""

    suit: int


@dataclass(frozen=True, slots=True)
class Exchange:
    """Exchange a card for another (e.g. the seven of trumps for the turned card)."""

    card: int


@dataclass(frozen=True, slots=True)
class Declare:
    """Declare something the rules let a player show or keep secret (e.g. a sequence)."""

    what: str


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard several cards at once."""

    cards: tuple[int, ...]


Action = (
    Play | Bid | ContractBid | Pass | Double | Redouble | ChooseTrump | Exchange | Declare | Discard
)

NO_TRUMP = -1
"""Denomination / trump value meaning "no trump". Never ``None``: ``None`` means "no answer"."""

PASS = Pass()
DOUBLE = Double()
REDOUBLE = Redouble()
