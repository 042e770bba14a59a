"""The mutable state of one game: plain lists of small ints, cheap to copy, each field declared.

The engine's own fields are here, each with a visibility declaration in :data:`State.seen`
(:mod:`tricktaker.engine.visibility`); whatever a mechanic has to remember lives in its own
:class:`~tricktaker.engine.visibility.Part` in ``State.parts``, declared the same way. Phase
handlers hold no game state, so :meth:`State.copy` is all ``Session.clone()`` has to do.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from tricktaker.actions import NO_TRUMP
from tricktaker.engine.visibility import (
    HIDDEN,
    HIDDEN_PLACE,
    OWN_PLACE,
    PUBLIC,
    PUBLIC_CARDS,
    PUBLIC_PLACE,
    Part,
    Seen,
    copy_value,
)

if TYPE_CHECKING:
    from tricktaker.cards import Deck


Card = int | str


@dataclass(frozen=True)
class DealGiven:
    """An explicit deal for one hand: the dealer and either the whole ``pack`` (top card first,
    dealt by the game's procedure) or the ``hands``, ``turned`` card and ``stock`` directly.

    Cards may be ints or card text (``"QS"``); the session reads text with its deck.
    """

    dealer: int
    pack: Sequence[Card] | None = None
    hands: Sequence[Sequence[Card]] | None = None
    turned: Card | None = None
    stock: Sequence[Card] = ()

    def resolved(self, deck: Deck) -> DealGiven:
        """The same deal with every card as an int of ``deck``."""

        def card(c: Card) -> int:
            return deck.parse(c) if isinstance(c, str) else c

        return DealGiven(
            dealer=self.dealer,
            pack=None if self.pack is None else tuple(card(c) for c in self.pack),
            hands=None
            if self.hands is None
            else tuple(tuple(card(c) for c in h) for h in self.hands),
            turned=None if self.turned is None else card(self.turned),
            stock=tuple(card(c) for c in self.stock),
        )


@dataclass(frozen=True, slots=True)
class Contract:
    """The result of an auction. ``doubled``: 0 undoubled, 1 doubled, 2 redoubled.

    Kept here, beside :attr:`State.contract`, so the engine needs no mechanic; the auction
    (:mod:`tricktaker.mechanics.auction`, which re-exports it) fills it in."""

    level: int
    denomination: int
    declarer: int
    doubled: int
    tricks: int  # tricks the declarer must take
    name: str = ""
    """The contract's own text when it is not a level and a denomination (e.g. ``MIS``); "":
    written from ``level`` and ``denomination``."""
    value: int = 0
    """The contract's value in a ladder of bids with values (what a scoring table reads);
    0 in auctions without values."""
    misere: bool = False
    """The declarer must take no trick at all (``tricks`` is then 0)."""
    exposed_after: int = -1
    """After this many complete tricks the declarer's hand lies face up for every seat
    (an open misère after the first trick: 1); -1: never."""


class RngBox:
    """A state's generator and how many states hold it (copies share it until one asks for
    it: :attr:`State.rng`)."""

    __slots__ = ("holders", "rng")

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.holders = 1

    def __repr__(self) -> str:
        return "<the state's generator>"  # the same for every state: compare rng.getstate()


@cache
def _clockwise(players: int) -> tuple[int, ...]:
    """The next seat after each seat when every seat plays: seat + 1, round the table."""
    return tuple((seat + 1) % players for seat in range(players))


class State:
    """Whole-game state. Seats are ``0 .. players-1``; cards are ints of the session's deck.

    What a phase, a trick rule or a scoring kind reads and changes. Its fields are public API,
    each described where it is declared (``State.seen``, rendered with its meaning in the
    observations reference), the ones a mechanic uses most: ``players``, ``dealer``,
    ``hand_no`` (0-based), ``phase`` (an index into the phases), ``to_move`` (the seat to act),
    ``hands`` (each seat's cards), ``trump`` (a suit index, ``NO_TRUMP`` for none),
    ``contract``, ``leader``, ``trick`` (the cards of the trick in play order, from
    ``leader``), ``trick_no``, ``last_trick`` (leader, cards, winner), ``played`` ((seat,
    card) of the hand in order), ``tricks_won`` and ``taken`` (per seat), ``stock``,
    ``turned``, ``seats_out``, ``hand_scores``, ``breakdown``, ``totals``, ``hand_results``
    (one summary per hand) and ``parts`` (each mechanic's :class:`Part`, by key; read one with
    ``ItsPart.of(state)``). ``rng`` is the session's seeded generator: every chance comes
    from it. An observer never gets the state: the event hooks hand it a read-only
    :class:`~tricktaker.engine.observed.TableView`.
    """

    __slots__ = (
        "breakdown",
        "contract",
        "deal_no",
        "dealer",
        "given",
        "hand_logs",
        "hand_no",
        "hand_results",
        "hand_scores",
        "hand_size",
        "hands",
        "last_trick",
        "leader",
        "log",
        "next_seat",
        "out_of_play",
        "over",
        "pack",
        "parts",
        "phase",
        "played",
        "played_by",
        "players",
        "rng_box",
        "seats_out",
        "stock",
        "stop_after",
        "stopped",
        "taken",
        "thrown_in",
        "to_move",
        "totals",
        "trick",
        "trick_no",
        "trick_size",
        "tricks_won",
        "trump",
        "turned",
        "winners",
    )

    seen: ClassVar[Mapping[str, Seen]] = {
        "players": PUBLIC("the number of seats; seats are numbered 0 to players - 1"),
        "hand_no": PUBLIC("the current hand, 0-based, counting only the hands that count"),
        "deal_no": PUBLIC("the current deal, 0-based, thrown-in deals included"),
        "dealer": PUBLIC("the seat that dealt this hand"),
        "hand_size": PUBLIC("the cards dealt to each seat this hand"),
        "phase": PUBLIC("the current phase: an index into the rules' phases"),
        "to_move": PUBLIC("the seat whose action or card is due; -1: nobody (the game is over)"),
        "played_by": PUBLIC(
            "per seat, the seat that chooses its actions this hand (a declarer playing the exposed"
            " hand)"
        ),
        "hands": OWN_PLACE("each seat's cards"),
        "turned": PUBLIC_CARDS("the turned card (the up-card); None: none"),
        "stock": HIDDEN_PLACE("the cards not dealt, face down, top card first"),
        "pack": HIDDEN(
            "the pack of this deal as it was dealt, top card first (in the hand's record once it "
            "is over)"
        ),
        "trump": PUBLIC("the trump suit, an index into the deck's suits; -1 (NO_TRUMP): none"),
        "contract": PUBLIC(
            "the contract won in an auction: level, denomination (a suit index; -1: no trump), "
            "declarer, doubled (0, 1 doubled, 2 redoubled) and the tricks the declarer needs; "
            "None: none"
        ),
        "leader": PUBLIC("the seat that led (or leads) the current trick"),
        "trick": PUBLIC_PLACE("the cards of the current trick, in play order from the leader"),
        "trick_no": PUBLIC("the current trick of the hand, 0-based"),
        "last_trick": PUBLIC(
            "the hand's last complete trick as (leader, cards in play order, winner); None: none "
            "yet"
        ),
        "played": PUBLIC("every card played this hand as (seat, card), in order"),
        "tricks_won": PUBLIC("the tricks each seat has won this hand"),
        "taken": PUBLIC_PLACE("per seat, the cards of the tricks it won this hand"),
        "out_of_play": PUBLIC_PLACE("the cards of an earlier trick phase of the hand, out of play"),
        "thrown_in": PUBLIC("whether the deal is thrown in (everybody passed)"),
        "seats_out": PUBLIC("the seats that sit this hand out (their cards stay out of play)"),
        "next_seat": PUBLIC(
            "per seat, the next seat that plays after it (skipping those sitting out)"
        ),
        "trick_size": PUBLIC("the cards of a complete trick: one per seat that plays"),
        "hand_scores": PUBLIC("each seat's score of this hand, once scored (0 before)"),
        "breakdown": PUBLIC("the hand's score by item as (item, points per seat), once scored"),
        "log": HIDDEN("the hand's log: published in the hand's record once it is over"),
        "totals": PUBLIC("each seat's total score of the match so far"),
        "hand_results": PUBLIC(
            "one summary per finished hand: scores, totals, tricks, breakdown, thrown_in and the "
            "mechanics' facts"
        ),
        "hand_logs": HIDDEN("each finished hand's log, for the game's result"),
        "over": PUBLIC("whether the match is over"),
        "winners": PUBLIC("the winning seats once the match is over (several: a shared win)"),
        "stop_after": PUBLIC("the game stops after this many deals; None: when the match is over"),
        "stopped": PUBLIC(
            "whether the game was stopped after stop_after deals, before the match's end"
        ),
        "parts": PUBLIC("the mechanics' parts, by key: each declares its own fields"),
        "rng_box": HIDDEN("the session's seeded generator: every chance comes from it"),
        "given": HIDDEN("explicit deals (a record's), one per deal from the first"),
    }

    def __init__(
        self,
        players: int = 0,
        match_parts: Iterable[type[Part]] = (),
        rng: random.Random | None = None,
        given: tuple[DealGiven, ...] = (),
    ) -> None:
        if not players:  # an empty state for copy() to fill (no __new__ in the compiled build)
            return
        self.players = players
        self.rng_box = RngBox(random.Random(0) if rng is None else rng)
        self.given = given
        self.hand_no = 0
        self.deal_no = 0
        self.dealer = 0
        self.hand_size = 0
        self.phase = 0
        self.to_move = -1
        self.totals = [0] * players
        self.hand_results: list[dict[str, Any]] = []
        self.hand_logs: list[tuple[Any, ...]] = []
        self.over = False
        self.winners: list[int] = []
        self.stop_after: int | None = None
        self.stopped = False
        self.parts: dict[str, Part] = {cls.key: cls(players) for cls in match_parts}
        self.new_hand(())

    def new_hand(self, hand_parts: Iterable[type[Part]]) -> None:
        """Clear the per-hand values before a deal; new parts for the hand's mechanics."""
        n = self.players
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.turned: int | None = None
        self.stock: list[int] = []
        self.pack: tuple[int, ...] = ()
        self.trump = NO_TRUMP
        self.contract: Contract | None = None
        self.leader = 0
        self.trick: list[int] = []
        self.trick_no = 0
        self.last_trick: tuple[int, tuple[int, ...], int] | None = None
        self.played: list[tuple[int, int]] = []
        self.tricks_won = [0] * n
        self.taken: list[list[int]] = [[] for _ in range(n)]
        self.out_of_play: list[int] = []
        self.thrown_in = False
        self.seats_out: tuple[int, ...] = ()
        self.next_seat: tuple[int, ...] = _clockwise(n)
        self.trick_size = n
        self.hand_scores: list[int] = [0] * n
        self.breakdown: list[tuple[str, tuple[int, ...]]] = []
        self.log: list[Any] = []
        self.played_by: list[int] | None = None
        parts = {k: p for k, p in self.parts.items() if p.scope == "match"}
        for cls in hand_parts:
            parts[cls.key] = cls(n)
        self.parts = parts

    @staticmethod
    def trick_only(trick: list[int], trump: int) -> State:
        """A bare state holding only a trick's cards and the trump suit: what a trick phase's
        ``winner`` reads, for a bot asking which card would win (every other field unset)."""
        probe = State()
        probe.trick = trick
        probe.trump = trump
        return probe

    def seat_in_trick(self, position: int) -> int:
        """The seat that played the card at ``position`` of the current trick."""
        if not self.seats_out:
            return (self.leader + position) % self.players
        seat = self.leader
        for _ in range(position):
            seat = self.next_seat[seat]
        return seat

    def sit_out(self, seats: Sequence[int]) -> None:
        """``seats`` sit the rest of this hand out: turns skip them and a trick is complete
        when every other seat has played to it."""
        out = tuple(sorted(set(self.seats_out) | set(seats)))
        n = self.players
        self.seats_out = out
        self.trick_size = n - len(out)
        following = []
        for seat in range(n):
            after = (seat + 1) % n
            while after in out:
                after = (after + 1) % n
            following.append(after)
        self.next_seat = tuple(following)

    @property
    def rng(self) -> random.Random:
        """The generator every chance comes from. Copies of a state share it until one of them
        asks for it (to draw, or to read its state): that one then takes a copy of its own, so
        a copy that never draws (a search bot's rollout to the hand's end) costs no copy."""
        box = self.rng_box
        if box.holders > 1:
            box.holders -= 1
            own = random.Random.__new__(random.Random)  # no seeding: the state follows
            own.setstate(box.rng.getstate())
            box = self.rng_box = RngBox(own)
        return box.rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        box = self.rng_box
        if box.holders > 1:
            box.holders -= 1
        self.rng_box = RngBox(value)

    def copy(self) -> State:
        """An independent copy (lists are copied; cards and actions are immutable; the
        generator is shared until one of them asks for it, see :attr:`rng`)."""
        new = State.__new__(State)
        for name in State.seen:  # every field (a test checks), walked without __slots__
            setattr(new, name, copy_value(getattr(self, name)))
        new.parts = {key: part.copy() for key, part in self.parts.items()}
        self.rng_box.holders += 1
        return new
