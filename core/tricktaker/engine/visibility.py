"""Who may see what: a declaration for every field of the game state.

The state of a game is made of slotted objects: the engine's :class:`~tricktaker.engine.state.State`
and one small :class:`Part` per mechanic that needs memory (an auction's calls, a lead ban, the
cards each seat drew). Each class declares in ``seen``, for every one of its fields, who may see
it and whether it holds cards:

* ``PUBLIC``: everybody sees the value, which follows from public facts only
  (``PUBLIC_CARDS``: the cards in it are shown to all; ``PUBLIC_PLACE``: cards lie there, face
  up — a trick, the cards taken out of play; ``REVEALED``: a fact the rules make public
  although it depends on hidden cards — who holds the best meld);
* ``OWN``: a list with one entry per seat; a seat sees its own entry only (``OWN_CARDS``: the
  entries are cards, and a seat also sees how many the others hold — the cards each drew;
  ``OWN_PLACE``: and they lie there, each seat's face down — hands, discards);
* ``HIDDEN``: nobody sees it (``HIDDEN_PLACE``: cards lie there face down — the stock).

Each declaration also says what the field holds, called with a short description:
``seen = declare(bids=PUBLIC("each seat's bid; None: not bid yet"))``. The description is
the field's meaning in the reference of every game's observation (generated from these
declarations); a field without one fails the documentation's tests.

Everything that depends on who may see what is derived from these declarations, never written
again per mechanic: a seat's observation, copying the state, the re-dealing of the cards a seat
cannot see (the search bot's worlds), the card-conservation check, and the conformance suite's
no-peeking check. A field without a declaration is an error when a session is built
(:func:`check_declared`), so a new field cannot be forgotten.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar, Literal, Protocol, Self

from mypy_extensions import mypyc_attr

from tricktaker.errors import PluginError

if TYPE_CHECKING:
    from tricktaker.cards import Deck

Who = Literal["all", "owner", "nobody"]


@dataclass(frozen=True, slots=True)
class Seen:
    """The declaration of one field: who sees it, whether it holds cards, whether they lie there.

    ``cards``: every int in the value is a card (so what a seat sees there, it knows).
    ``place``: the cards physically lie in this field (each card of a deal lies in exactly one
    place; a re-deal refills the places a seat cannot see).
    ``revealed``: a public fact the rules derive from hidden cards (who holds the best meld):
    legitimately public, and worlds a seat considers must agree with it.
    ``doc``: what the field holds (its meaning, shape and quirks) for the observation's
    reference; given by calling a declaration: ``PUBLIC("the seat that made trumps")``. It
    takes no part in comparisons.
    """

    who: Who
    cards: bool = False
    place: bool = False
    revealed: bool = False
    doc: str = field(default="", compare=False)

    def __call__(self, doc: str) -> Seen:
        """This declaration, describing its field: ``trump_round=PUBLIC("1 or 2; 0: none")``."""
        return Seen(self.who, self.cards, self.place, self.revealed, doc)


PUBLIC = Seen("all")
PUBLIC_CARDS = Seen("all", cards=True)
PUBLIC_PLACE = Seen("all", cards=True, place=True)
REVEALED = Seen("all", revealed=True)
OWN = Seen("owner")
OWN_CARDS = Seen("owner", cards=True)
OWN_PLACE = Seen("owner", cards=True, place=True)
HIDDEN = Seen("nobody")
HIDDEN_PLACE = Seen("nobody", cards=True, place=True)


def declare(**fields: Seen) -> Mapping[str, Seen]:
    """A part's declarations, read-only: ``seen = declare(bids=PUBLIC, discarded=OWN_PLACE)``."""
    return MappingProxyType(fields)


class HasParts(Protocol):
    parts: dict[str, Part]


@mypyc_attr(allow_interpreted_subclasses=True)
class Part:
    """The state one mechanic keeps, with a visibility declaration for each field.

    Subclasses set ``__slots__``, ``key`` (the part's name in ``State.parts``; one part per key),
    ``seen`` (field → :class:`Seen`, one entry per slot) and ``scope``: ``"hand"`` (made anew for
    every deal) or ``"match"`` (kept from deal to deal). ``__init__(players)`` sets the values
    at the start of a deal (or of the match).
    """

    __slots__ = ()
    key: ClassVar[str] = ""
    seen: ClassVar[Mapping[str, Seen]] = {}
    scope: ClassVar[Literal["hand", "match"]] = "hand"

    def __init__(self, players: int) -> None:
        """Set every field for a new deal of ``players`` seats."""

    @classmethod
    def of(cls, state: HasParts) -> Self:
        """This part of ``state`` (the phase that keeps it is part of the game)."""
        return state.parts[cls.key]  # type: ignore[return-value]

    def copy(self) -> Part:
        """An independent copy: lists are copied (two levels deep), other values shared (they
        are immutable: ints, tuples, frozen records)."""
        kind = type(self)
        new = kind(0) if _COMPILED else object.__new__(kind)  # compiled: no bare __new__
        for name in self.seen:
            setattr(new, name, copy_value(getattr(self, name)))
        return new

    def summary(self, deck: Deck) -> dict[str, Any]:
        """Facts of the finished deal for records and reports (public facts only)."""
        return {}

    def meld_points(self) -> Sequence[int]:
        """Points per seat that this part adds to a hand's card points (melds, announcements):
        none by default. Point-trick scoring adds every part's."""
        return ()

    def points_label(self) -> str:
        """What :meth:`meld_points` counts, as the hand's score breakdown names it."""
        return "melds"

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and all(
            getattr(self, n) == getattr(other, n) for n in self.seen
        )

    def __repr__(self) -> str:
        fields = ", ".join(f"{n}={getattr(self, n)!r}" for n in self.seen)
        return f"{type(self).__name__}({fields})"

    __hash__ = None  # type: ignore[assignment]


_COMPILED = hasattr(Part, "__mypyc_attrs__")
"""Whether this module runs compiled by mypyc (the optional compiled build)."""


@mypyc_attr(allow_interpreted_subclasses=True)
class Unlooked(Part):
    """The seats that have not looked at their own cards yet: public (the table sees who has not
    picked up its hand).

    A seat listed here does not see its own hand: its observation shows no card of it, the cards
    it knows leave it out, and a re-deal of what it cannot see (the search bot's worlds) deals
    its hand afresh too (:mod:`tricktaker.engine.views`). A mechanic that lets a seat decide
    before looking (a blind bid) keeps this part and removes the seat once it looks; a game
    without such a mechanic has no such part, and nothing is hidden from a hand's owner."""

    __slots__ = ("unlooked",)
    key = "unlooked"
    seen = declare(unlooked=PUBLIC("the seats that have not looked at their cards yet"))

    def __init__(self, players: int) -> None:
        self.unlooked: list[int] = []


def copy_value(value: Any) -> Any:
    """A copy of a state value: lists (and lists of lists) copied, anything else shared."""
    if type(value) is list:
        return [list(v) if type(v) is list else v for v in value]
    if type(value) is dict:
        return {k: copy_value(v) for k, v in value.items()}
    return value


def _own_slots(klass: type) -> tuple[str, ...] | None:
    """The fields ``klass`` itself adds: its ``__slots__``; for a class compiled by mypyc
    (the optional compiled build), which keeps no ``__slots__``, its native attributes. None
    when the class has neither (its instances would take any attribute)."""
    found = klass.__dict__.get("__slots__")
    if found is None:
        native = klass.__dict__.get("__mypyc_attrs__")
        return None if native is None else tuple(n for n in native if not n.startswith("__"))
    return (found,) if isinstance(found, str) else tuple(found)


def slots_of(cls: type) -> list[str]:
    """Every slot of ``cls`` and its bases, in definition order."""
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        names += _own_slots(klass) or ()
    return [n for n in dict.fromkeys(names) if n not in ("__weakref__", "__dict__")]


def check_declared(cls: type, seen: Mapping[str, Seen], owner: str) -> None:
    """Every slot of ``cls`` has a declaration and every declaration a slot; else a
    :class:`PluginError` naming ``owner`` (the mechanic or plugin) and the field."""
    slots = slots_of(cls)
    missing = [n for n in slots if n not in seen]
    if missing:
        raise PluginError(
            f"{owner}: state field {missing[0]!r} of {cls.__name__} has no visibility "
            "declaration (add it to `seen`: PUBLIC, OWN, HIDDEN, or a *_CARDS / *_PLACE form)"
        )
    extra = [n for n in seen if n not in slots]
    if extra:
        raise PluginError(f"{owner}: {cls.__name__}.seen declares {extra[0]!r}, which is no slot")
    unslotted = [k.__name__ for k in cls.__mro__[:-1] if _own_slots(k) is None]
    if unslotted:
        raise PluginError(f"{owner}: {unslotted[0]} must define __slots__ (state is slotted)")


def cards_in(value: Any) -> Iterator[int]:
    """Every int in a card-holding value (a card, a list of cards, lists of lists, None)."""
    if value is None:
        return
    if isinstance(value, int):
        yield value
        return
    for item in value:
        yield from cards_in(item)


def observed(value: Any, seen: Seen, seat: int) -> Any:
    """What ``seat`` sees of a value declared ``seen`` (a copy, so observations stay as taken)."""
    if seen.who == "owner":
        return copy_value(value[seat])
    return copy_value(value)
