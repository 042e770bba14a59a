"""The hand's log: what happened in a hand, kept so that a person or a program can study it.

The mechanics write an entry for each thing a table shows: the deal, each completed trick, each
draw, exchange, discard and pass of cards; the scoring writes the hand's score broken down into
its items (:attr:`State.breakdown <tricktaker.engine.state.State.breakdown>`). Entries are
named tuples of ints (cards of the game's deck). Each entry says who saw it (``seen_by``); the
log as a whole is hidden from the players' observations and published in the hand's summary
(``result()["hands"]``, records) once the hand is over.

:func:`log` is the one way to write an entry: it appends it and tells the ``hand_event`` hook
when somebody listens (the console announces draws with it). A game's own mechanic may log an
entry of its own: any object with ``seen_by`` and a ``to_data(deck, players)`` method.

The log keeps the core's entries packed (:func:`packed`): a plain tuple, the kind's tag first,
then the fields. A long game keeps thousands of entries until it ends; the garbage collector
stops looking at a plain tuple of ints and strings once it has survived one collection, but
scans a named tuple at every collection for as long as it lives (a tenth of a long drawing
game's time went to that). :func:`entries` gives the named tuples back.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Final, NamedTuple, Protocol

from tricktaker.engine.observed import TableView

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State


EVERYBODY: Final[tuple[int, ...]] = ()
"""``seen_by`` of an entry every seat saw (the empty tuple: cheaper than naming them all)."""


class Entry(Protocol):
    """What the log holds: who saw it, and its plain data for a record."""

    @property
    def seen_by(self) -> tuple[int, ...]: ...

    def to_data(self, deck: Deck, players: int) -> dict[str, Any]: ...


def _seen(seen_by: tuple[int, ...], players: int) -> list[int]:
    return list(range(players)) if seen_by == EVERYBODY else list(seen_by)


def _cards(deck: Deck, cards: tuple[int, ...]) -> list[str]:
    return [deck.format(c) for c in cards]


class DealEntry(NamedTuple):
    """The deal: the dealer, every seat's cards, the turned card, the stock (top first)."""

    dealer: int
    hands: tuple[tuple[int, ...], ...]
    turned: int | None
    stock: tuple[int, ...]
    seen_by: tuple[int, ...] = EVERYBODY  # each seat saw its own hand and the turned card

    def to_data(self, deck: Deck, players: int) -> dict[str, Any]:
        data: dict[str, Any] = {
            "dealer": self.dealer,
            "hands": [_cards(deck, h) for h in self.hands],
        }
        if self.turned is not None:
            data["turned"] = deck.format(self.turned)
        data["stock"] = _cards(deck, self.stock)
        return data


class TrickEntry(NamedTuple):
    """A completed trick of phase ``phase``: the leader, the cards in play order, the winner."""

    phase: str
    leader: int
    cards: tuple[int, ...]
    winner: int
    seen_by: tuple[int, ...] = EVERYBODY
    out: tuple[int, ...] = ()  # seats that sat the hand out (they play no card)

    def seats(self, players: int) -> list[int]:
        """The seat that played each card, in play order."""
        playing = [(self.leader + k) % players for k in range(players)]
        return [s for s in playing if s not in self.out][: len(self.cards)]

    def to_data(self, deck: Deck, players: int) -> dict[str, Any]:
        return {
            "phase": self.phase,
            "leader": self.leader,
            "seats": self.seats(players),
            "cards": _cards(deck, self.cards),
            "winner": self.winner,
        }


class DrawEntry(NamedTuple):
    """``seat`` took ``cards`` from the stock (``source``: ``"stock"``, or ``"deal"`` for a
    completion deal); ``face_up`` when everybody saw them."""

    seat: int
    cards: tuple[int, ...]
    seen_by: tuple[int, ...]
    source: str = "stock"

    @property
    def face_up(self) -> bool:
        return self.seen_by == EVERYBODY

    def to_data(self, deck: Deck, players: int) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "cards": _cards(deck, self.cards),
            "source": self.source,
            "seen_by": _seen(self.seen_by, players),
        }


class ExchangeEntry(NamedTuple):
    """``seat`` gave ``gave`` and took ``took`` (e.g. a low trump for the turned card)."""

    seat: int
    gave: tuple[int, ...]
    took: tuple[int, ...]
    seen_by: tuple[int, ...] = EVERYBODY

    def to_data(self, deck: Deck, players: int) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "gave": _cards(deck, self.gave),
            "took": _cards(deck, self.took),
            "seen_by": _seen(self.seen_by, players),
        }


class DiscardEntry(NamedTuple):
    """``seat`` discarded ``cards`` (face down: seen by ``seen_by``)."""

    seat: int
    cards: tuple[int, ...]
    seen_by: tuple[int, ...]

    def to_data(self, deck: Deck, players: int) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "cards": _cards(deck, self.cards),
            "seen_by": _seen(self.seen_by, players),
        }


class PassEntry(NamedTuple):
    """``seat`` passed ``cards`` face down to ``to`` (seen by the two of them)."""

    seat: int
    to: int
    cards: tuple[int, ...]
    seen_by: tuple[int, ...]

    def to_data(self, deck: Deck, players: int) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "to": self.to,
            "cards": _cards(deck, self.cards),
            "seen_by": _seen(self.seen_by, players),
        }


KINDS: dict[type, str] = {
    DealEntry: "deal",
    TrickEntry: "play",
    DrawEntry: "draws",
    ExchangeEntry: "exchanges",
    DiscardEntry: "discards",
    PassEntry: "passes",
}
"""Where each kind of entry goes in a hand's summary (others: ``"events"``)."""


PACKED: tuple[type, ...] = tuple(KINDS)
"""The core's kinds of entry, by tag: ``packed(entry)[0]`` is the index of its kind here."""
# The tags, constants (Final) so that the compiled build writes them as numbers, not looked up.
DEAL: Final = 0
TRICK: Final = 1
DRAW: Final = 2
EXCHANGE: Final = 3
DISCARD: Final = 4
PASS: Final = 5
assert tuple(range(len(PACKED))) == (DEAL, TRICK, DRAW, EXCHANGE, DISCARD, PASS)
_TAG: dict[type, int] = {kind: tag for tag, kind in enumerate(PACKED)}


def packed(entry: Entry) -> Any:
    """``entry`` as the log keeps it: a core entry as ``(tag, *fields)``, any other as it is.
    The hot path writes ``(TRICK, phase, leader, cards, winner, seen_by)`` directly."""
    tag = _TAG.get(type(entry))
    return entry if tag is None else (tag, *entry)  # type: ignore[misc]


def unpacked(item: Any) -> Entry:
    """The entry of one item of a log (:func:`packed`)."""
    if type(item) is tuple:
        return PACKED[item[0]]._make(item[1:])  # type: ignore[no-any-return,attr-defined]
    return item  # type: ignore[no-any-return]


def entries(items: Iterable[Any]) -> list[Entry]:
    """The entries of a hand's log (``state.log``, or a finished hand's in ``state.hand_logs``)."""
    return [unpacked(item) for item in items]


def log(game: CompiledGame, state: State, entry: Entry) -> None:
    """Append ``entry`` to the hand's log and tell the ``hand_event`` hook if anybody listens."""
    state.log.append(packed(entry))
    if "hand_event" in game.heard:
        tell(game, state, entry)


def tell(game: CompiledGame, state: State, entry: Entry) -> None:
    """Tell the ``hand_event`` hook of ``entry``, with a read-only view of the table (a
    :class:`~tricktaker.engine.observed.TableView`), never the state itself."""
    game.hook.hand_event(game=game, view=TableView(game, state), entry=entry)


def hand_log(deck: Deck, players: int, entries: Iterable[Entry]) -> dict[str, Any]:
    """A hand's log as plain data: ``deal``, ``play`` (the tricks in order), ``draws``,
    ``exchanges``, ``discards`` and ``passes`` (and ``events`` for entries of other kinds).
    An entry with a ``trick_note(deck)`` method (e.g. the suit named with a suitless card
    led) adds its note's keys to the record of the trick it was said in (the next trick
    entry), not to ``events``.
    Made when it is asked for (``result()``, records), never while games are played."""
    detail: dict[str, Any] = {"play": []}
    notes: dict[str, Any] = {}
    for entry in entries:
        note = getattr(entry, "trick_note", None)
        if note is not None:  # said during a trick: part of that trick's record
            notes.update(note(deck))
            continue
        kind = KINDS.get(type(entry), "events")
        data = entry.to_data(deck, players)
        if kind == "deal":
            detail["deal"] = data
        elif kind == "play":
            detail["play"].append({**data, **notes})
            notes = {}
        else:
            detail.setdefault(kind, []).append(data)
    return detail
