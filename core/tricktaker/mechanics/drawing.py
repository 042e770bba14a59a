"""Drawing from the stock and discarding down to a hand size (an exchange with the stock).

``draw``: cards move from the top of the stock to the players named in ``[draw]``, in order,
with no decision; a step may draw a number that depends on the rank group of the turned card
(the up-card). ``discard``: each player named in ``[discard] order`` discards face down until
they hold ``down_to`` cards. A discard is offered card by card, and several cards may be
discarded in one action (``discard AS KH``). What a player drew or discarded is seen only by
that player.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, ClassVar

from mypy_extensions import mypyc_attr

from tricktaker.actions import Action, Discard, Give
from tricktaker.engine.game import Phase, require
from tricktaker.engine.handlog import (
    DRAW,
    EVERYBODY,
    DiscardEntry,
    DrawEntry,
    log,
    tell,
    unpacked,
)
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.legality import Rule, Rules
from tricktaker.engine.mechanic import Mechanic
from tricktaker.engine.seats import seat_of
from tricktaker.engine.visibility import OWN_CARDS, OWN_PLACE, PUBLIC, PUBLIC_CARDS, Part, declare
from tricktaker.errors import NotationError
from tricktaker.mechanics.tricks import Tables, TrickEffect, not_held
from tricktaker.rules.phases import DiscardSpec, DrawSpec
from tricktaker.rules.playable import count_discard, count_draws, discard_needs, draw_needs

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State
    from tricktaker.rules import DiscardSpec, DrawSpec, PlaySpec


@mypyc_attr(allow_interpreted_subclasses=True)
class Drawn(Part):
    """The cards each seat drew: seen by that seat only (the others see how many)."""

    __slots__ = ("drawn",)
    key = "draw"
    seen = declare(drawn=OWN_CARDS("the cards this seat drew from the stock"))

    def __init__(self, players: int) -> None:
        self.drawn: list[list[int]] = [[] for _ in range(players)]


@mypyc_attr(allow_interpreted_subclasses=True)
class DrawPhase(Phase):
    name = "draw"
    parts = (Drawn,)

    def __init__(self, spec: DrawSpec, deck: Deck) -> None:
        self.spec = spec
        self.deck = deck

    def count(self, step_index: int, state: State) -> int:
        """How many cards draw step ``step_index`` takes."""
        step = self.spec.draws[step_index]
        if step.cards is not None:
            return step.cards
        assert step.by_turned_group is not None and state.turned is not None
        group = self.deck.rank_groups[self.deck.group_of[state.turned]][0]
        return step.by_turned_group[group]

    def start(self, game: CompiledGame, state: State) -> bool:
        drawn = Drawn.of(state).drawn
        for i, step in enumerate(self.spec.draws):
            seat = seat_of(step.seat, state)
            n = self.count(i, state)
            cards, state.stock = state.stock[:n], state.stock[n:]
            state.hands[seat].extend(cards)
            drawn[seat].extend(cards)
            log(game, state, DrawEntry(seat, tuple(cards), (seat,)))
        return True


@mypyc_attr(allow_interpreted_subclasses=True)
class Discards(Part):
    """Who is still to discard (public), and each seat's discards: face down, seen by the
    seat that made them (the others see how many)."""

    __slots__ = ("discard_queue", "discarded")
    key = "discard"
    seen = declare(
        discard_queue=PUBLIC("the seats still to discard, in order"),
        discarded=OWN_PLACE("the cards this seat discarded, face down"),
    )

    def __init__(self, players: int) -> None:
        self.discard_queue: list[int] = []
        self.discarded: list[list[int]] = [[] for _ in range(players)]


@lru_cache(maxsize=32)
def _singles_and_places(
    kind: str, suit_of: tuple[int, ...], suits: int
) -> tuple[tuple[Discard | Give, ...], tuple[int, ...]]:
    """One action of ``kind`` (``Discard``, ``Give``) per card, and each card's place in the
    order a hand is shown in (by suit, extra cards last, then by card: ``Deck.sort_key``), made
    once per kind of pack."""
    order = sorted(range(len(suit_of)), key=lambda c: (suits if suit_of[c] < 0 else suit_of[c], c))
    place = [0] * len(suit_of)
    for i, card in enumerate(order):
        place[card] = i
    action = Give if kind == "Give" else Discard
    return tuple(action((c,)) for c in range(len(suit_of))), tuple(place)


@mypyc_attr(allow_interpreted_subclasses=True)
class ChooseCards(Phase):
    """A phase in which the seat to move chooses cards of its hand, any of them, offered one by
    one; several may be chosen in one action (``discard AS KH``). A subclass names its action
    (``kind``), its verb and how many cards the seat still chooses (:meth:`left`)."""

    kind: ClassVar[type[Discard | Give]] = Discard
    verb = "discard"
    verbs = "discards"
    words: ClassVar[tuple[str, ...]] = ("discard", "d")
    """The words an answer may start with."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.singles, place = _singles_and_places(self.kind.__name__, deck.suit_of, len(deck.suits))
        self.place = place.__getitem__
        self.rules: Rules[int] = Rules([Rule("held", self._held, self._not_held)])

    def left(self, state: State) -> int:
        """How many cards the seat to move still chooses."""
        raise NotImplementedError

    def asked(self, state: State) -> str:
        """What the seat to move is asked to do, e.g. ``discard 2 card(s)``."""
        return f"{self.verb} {self.left(state)} card(s)"

    # -- the rules: any card of the hand (several at once: see why_illegal) --------------------

    def _held(self, state: State, seat: int, cards: list[int]) -> list[int]:
        return sorted(state.hands[seat], key=self.place)

    def _not_held(self, state: State, seat: int, card: int) -> str:
        return not_held(self.deck, card)

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        singles = self.singles
        return [singles[c] for c in self.rules.allowed(state, state.to_move)]

    def accepts(self, game: CompiledGame, state: State, action: Action) -> bool:
        """Several cards in one action, as :meth:`why_illegal` finds no reason against."""
        return self.why_illegal(game, state, action) is None

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str | None:
        """Each card must be one the rules allow (a single card: exactly the legal list),
        named once, and no more cards than are still to go."""
        if not isinstance(action, self.kind):
            return f"it is time to {self.asked(state)}"
        cards = action.cards
        for card in cards:
            reason = self.rules.refusal(state, state.to_move, card)
            if reason is not None:
                return reason
        if len(set(cards)) != len(cards):
            return "a card is named twice"
        most = self.left(state)
        if not 1 <= len(cards) <= most:
            return f"you must {self.verb} {most} card(s), not {len(cards)}"
        return None

    def hidden_text(self, game: CompiledGame, action: Action) -> str | None:
        assert isinstance(action, self.kind)
        n = len(action.cards)
        return f"{self.verbs} {n} card{'s' if n != 1 else ''} face down"

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        words = text.replace(",", " ").split()
        if words and words[0].lower() in self.words:
            words = words[1:]
        if not words:
            raise NotationError(f"name the cards to {self.verb}, e.g. {self.verb} 2C 3D")
        return self.kind(tuple(self.deck.parse(w) for w in words))

    def format(self, game: CompiledGame, action: Action) -> str:
        assert isinstance(action, self.kind)
        return f"{self.verb} " + " ".join(self.deck.format(c) for c in action.cards)


@mypyc_attr(allow_interpreted_subclasses=True)
class DiscardPhase(ChooseCards):
    name = "discard"
    parts = (Discards,)

    def __init__(self, spec: DiscardSpec, deck: Deck) -> None:
        super().__init__(deck)
        self.spec = spec

    def left(self, state: State) -> int:
        return len(state.hands[state.to_move]) - self.spec.down_to

    def _next(self, state: State) -> bool:
        """Move to the next player who must discard; True when nobody is left."""
        queue = Discards.of(state).discard_queue
        while queue:
            state.to_move = queue.pop(0)
            if self.left(state) > 0:
                return False
        state.hand_size = self.spec.down_to
        return True

    def start(self, game: CompiledGame, state: State) -> bool:
        Discards.of(state).discard_queue = [seat_of(ref, state) for ref in self.spec.order]
        return self._next(state)

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        assert isinstance(action, Discard)
        hand = state.hands[state.to_move]
        for card in action.cards:
            hand.remove(card)
        Discards.of(state).discarded[state.to_move].extend(action.cards)
        seat = state.to_move
        log(game, state, DiscardEntry(seat, tuple(action.cards), (seat,)))
        if self.left(state) > 0:
            return False
        return self._next(state)

    def prompt(self, game: CompiledGame, state: State) -> str:
        """How many cards the seat to move discards; out of turn (the phase over or not yet
        begun, e.g. in the help), what the rules ask instead of "discard 0 cards" (issue 46)."""
        n = self.left(state)
        if n < 1:
            return f"discard down to {self.spec.down_to} cards (e.g. discard 2C 3D)"
        return f"discard {n} card{'s' if n != 1 else ''} (e.g. discard 2C 3D)"


@mypyc_attr(allow_interpreted_subclasses=True)
class TrickDraws(Part):
    """Draws after each trick: what each seat drew (its own), the face-up cards of the stock
    (all, with the open top), the top card now face up, and the stock's size."""

    __slots__ = ("drawn", "face_up", "stock_size", "top_card")
    key = "trick_draws"
    seen = declare(
        drawn=OWN_CARDS("the cards this seat drew after tricks"),
        face_up=PUBLIC_CARDS("every card of the stock seen face up so far (the open tops)"),
        top_card=PUBLIC_CARDS("the stock's top card, face up; None: the stock is empty"),
        stock_size=PUBLIC("the cards left in the stock"),
    )

    def __init__(self, players: int) -> None:
        self.drawn: list[list[int]] = [[] for _ in range(players)]
        self.face_up: list[int] = []
        self.top_card: int | None = None
        self.stock_size = 0


@mypyc_attr(allow_interpreted_subclasses=True)
class DrawAfterTrick(TrickEffect):
    """Draws after each trick (``draw_after_trick``): the winner draws first, then the others
    in turn; the phase ends when the stock is empty (drawing tricks). A seat sees the cards it
    drew (``observation["drawn"]``); with the open top the top card of the stock is face up
    for everybody, from the start of the phase on, and every face-up card stays known
    (``observation["face_up"]``)."""

    parts = (TrickDraws,)

    def __init__(self, open_top: bool) -> None:
        self.open_top = open_top

    def bind(self, game: CompiledGame, tables: Tables) -> None:
        self.game = game  # the draws are logged to it
        self.told = "hand_event" in game.heard
        # The log entry of each draw (handlog's packed form), made once, not one per draw: seen
        # by the seat that draws alone (hidden[seat][card]) or, the open top card, by everybody
        # (shown[seat][card]). Typed as tuples of any length: the compiled build keeps a
        # fixed-length tuple unboxed and would box a new one at each use.
        seats, cards = range(game.players), game.deck.cards
        self.hidden: tuple[tuple[tuple[Any, ...], ...], ...] = tuple(
            tuple((DRAW, seat, (card,), (seat,), "stock") for card in cards) for seat in seats
        )
        self.shown: tuple[tuple[tuple[Any, ...], ...], ...] = tuple(
            tuple((DRAW, seat, (card,), EVERYBODY, "stock") for card in cards) for seat in seats
        )

    def start(self, state: State) -> None:
        self._show(state, TrickDraws.of(state))

    def _show(self, state: State, part: TrickDraws) -> None:
        stock = state.stock
        part.stock_size = len(stock)
        if self.open_top and stock:
            part.top_card = stock[0]
            part.face_up.append(stock[0])
        else:
            part.top_card = None

    def trick_done(self, state: State, trick: list[int], winner: int) -> bool:
        part = TrickDraws.of(state)
        drawn = part.drawn
        stock = state.stock
        top = part.top_card  # only the first card drawn can have been face up
        players = state.players
        hands, entries = state.hands, state.log
        hidden, shown = self.hidden, self.shown
        first = len(entries)
        for k in range(min(players, len(stock))):
            seat = (winner + k) % players
            card = stock.pop(0)
            hands[seat].append(card)
            drawn[seat].append(card)
            entries.append(shown[seat][card] if card == top else hidden[seat][card])
            top = None
        if self.told:  # the log is written directly here: the hot path of drawing games
            for item in entries[first:]:
                tell(self.game, state, unpacked(item))
        self._show(state, part)
        return not stock


def draw_after_trick(spec: PlaySpec, game: CompiledGame) -> DrawAfterTrick:
    """The draws of a trick phase with ``draw_after_trick`` (and its ``open_top``)."""
    return DrawAfterTrick(spec.open_top)


@hookimpl(trylast=True)
def mechanics() -> list[Mechanic]:
    """The phase kinds of this module, declared (issue 45)."""
    return [
        Mechanic(
            kind="draw",
            build=_draw,
            settings=DrawSpec,
            table="draw",
            needs_of=draw_needs,
            count=count_draws,
            summary="Cards drawn from the stock (a number, or by the turned card's rank group).",
        ),
        Mechanic(
            kind="discard",
            build=_discard,
            settings=DiscardSpec,
            table="discard",
            needs_of=discard_needs,
            count=count_discard,
            summary="Discards down to a hand size, seat by seat.",
        ),
    ]


def _draw(name: str, game: CompiledGame) -> Phase:
    return DrawPhase(require(game, name, game.rules.draw, "draw"), game.deck)


def _discard(name: str, game: CompiledGame) -> Phase:
    return DiscardPhase(require(game, name, game.rules.discard, "discard"), game.deck)
