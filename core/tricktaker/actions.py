"""The actions a seat can take, as interned immutable values.

Actions are values: two actions with the same fields are the *same object* (each class keeps one
instance per value, made on first use), so equality is identity and hashing is by identity too,
both at C speed. That matters on the hot path: ``Session.apply`` checks an action against the
legal list, which with field-by-field ``__eq__`` cost more than applying the action. Pickling,
``copy`` and ``deepcopy`` return the interned instance. Each has a canonical text form (the
phase's ``format``), used in records and at the console.
"""

from __future__ import annotations

from typing import Any, ClassVar, Final


class _Value:
    """Base of the action classes: immutable, interned, compared by identity."""

    __slots__ = ()
    __match_args__: ClassVar[tuple[str, ...]] = ()
    _cache: ClassVar[dict[tuple[Any, ...], Any]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._cache = {}

    @classmethod
    def _interned(cls, *values: Any) -> Any:
        self = cls._cache.get(values)
        if self is None:
            self = object.__new__(cls)
            for name, value in zip(cls.__match_args__, values, strict=True):
                object.__setattr__(self, name, value)
            cls._cache[values] = self
        return self

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return type(self), tuple(getattr(self, name) for name in self.__match_args__)

    def __copy__(self) -> Any:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        return self

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__match_args__)
        return f"{type(self).__name__}({fields})"


class Play(_Value):
    """Play one card to the current trick, with an announcement (e.g. ``"marriage"``) or an
    explicit ``"no marriage"`` where the rules offer one with this card.

    ``named_suit``: the suit (index) the player names with the card, -1 for none. With
    ``[play] extras = "names_suit"`` a suitless extra card led in a hand without trumps names
    the suit that is led (``Play(card, named_suit=2)``, written ``JK:D``); every other play
    names none."""

    __slots__ = ("announce", "card", "named_suit")
    __match_args__ = ("card", "announce", "named_suit")
    card: int
    announce: str
    named_suit: int

    def __new__(cls, card: int, announce: str = "", named_suit: int = -1) -> Play:
        self: Play = cls._interned(card, announce, named_suit)
        return self


class Bid(_Value):
    """A numeric bid: the number of tricks the seat means to take."""

    __slots__ = ("tricks",)
    __match_args__ = ("tricks",)
    tricks: int

    def __new__(cls, tricks: int) -> Bid:
        self: Bid = cls._interned(tricks)
        return self


class ContractBid(_Value):
    """A contract bid: ``level`` and a denomination (a suit index, or ``NO_TRUMP``)."""

    __slots__ = ("denomination", "level")
    __match_args__ = ("level", "denomination")
    level: int
    denomination: int

    def __new__(cls, level: int, denomination: int) -> ContractBid:
        self: ContractBid = cls._interned(level, denomination)
        return self


class Pass(_Value):
    """Pass (in an auction, or declining an offer)."""

    __slots__ = ()

    def __new__(cls) -> Pass:
        self: Pass = cls._interned()
        return self


class Double(_Value):
    """Double the opponent's standing contract bid."""

    __slots__ = ()

    def __new__(cls) -> Double:
        self: Double = cls._interned()
        return self


class Redouble(_Value):
    """Redouble one's own doubled contract bid."""

    __slots__ = ()

    def __new__(cls) -> Redouble:
        self: Redouble = cls._interned()
        return self


class ChooseTrump(_Value):
    """Choose a trump suit (accept the turned suit, or name another)."""

    __slots__ = ("suit",)
    __match_args__ = ("suit",)
    suit: int

    def __new__(cls, suit: int) -> ChooseTrump:
        self: ChooseTrump = cls._interned(suit)
        return self


class Exchange(_Value):
    """Exchange a card for another (e.g. the seven of trumps for the turned card)."""

    __slots__ = ("card",)
    __match_args__ = ("card",)
    card: int

    def __new__(cls, card: int) -> Exchange:
        self: Exchange = cls._interned(card)
        return self


class Declare(_Value):
    """Declare something the rules let a player show or keep secret (e.g. a sequence)."""

    __slots__ = ("what",)
    __match_args__ = ("what",)
    what: str

    def __new__(cls, what: str) -> Declare:
        self: Declare = cls._interned(what)
        return self


class Discard(_Value):
    """Discard several cards at once."""

    __slots__ = ("cards",)
    __match_args__ = ("cards",)
    cards: tuple[int, ...]

    def __new__(cls, cards: tuple[int, ...]) -> Discard:
        self: Discard = cls._interned(tuple(cards))
        return self


class BlindBid(_Value):
    """A numeric bid made before looking at one's cards (e.g. a blind bid of 0)."""

    __slots__ = ("tricks",)
    __match_args__ = ("tricks",)
    tricks: int

    def __new__(cls, tricks: int) -> BlindBid:
        self: BlindBid = cls._interned(tricks)
        return self


class Look(_Value):
    """Look at one's cards (declining to bid before looking)."""

    __slots__ = ()

    def __new__(cls) -> Look:
        self: Look = cls._interned()
        return self


class Give(_Value):
    """Give cards face down to another seat (a pass of cards): the receiver is the rules'."""

    __slots__ = ("cards",)
    __match_args__ = ("cards",)
    cards: tuple[int, ...]

    def __new__(cls, cards: tuple[int, ...]) -> Give:
        self: Give = cls._interned(tuple(cards))
        return self


Action = (
    Play
    | Bid
    | ContractBid
    | Pass
    | Double
    | Redouble
    | ChooseTrump
    | Exchange
    | Declare
    | Discard
    | BlindBid
    | Look
    | Give
)

NO_TRUMP: Final = -1
"""Denomination / trump value meaning "no trump". Never ``None``: ``None`` means "no answer"."""

PASS = Pass()
LOOK = Look()
DOUBLE = Double()
REDOUBLE = Redouble()
