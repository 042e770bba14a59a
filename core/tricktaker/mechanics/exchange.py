"""Exchanging a card of a hand for the turned card.

With a ``rank``: a low trump (e.g. the seven of trumps) for the turned card. Only the holder of
that trump is asked, and only when the turned card's suit is trumps and the turned card is not
that trump itself. The card given up takes the turned card's place, face up.

Without a ``rank``: the dealer takes the turned card into hand and gives up any other card
(``compulsory``: the dealer must). With ``face_down`` the card given up is discarded face down,
seen by the dealer only (the ``turned_discard`` part), and everybody remembers the turned card.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, ClassVar

from mypy_extensions import mypyc_attr

from tricktaker.actions import PASS, Action, Exchange, Pass
from tricktaker.engine.game import Phase, require
from tricktaker.engine.handlog import EVERYBODY, ExchangeEntry, log
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.legality import Rule, Rules
from tricktaker.engine.mechanic import Mechanic
from tricktaker.engine.visibility import OWN_PLACE, PUBLIC, Part, declare
from tricktaker.errors import NotationError
from tricktaker.mechanics.tricks import not_held
from tricktaker.rules.phases import TurnedExchangeSpec
from tricktaker.rules.playable import count_same

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State
    from tricktaker.rules import TurnedExchangeSpec


@mypyc_attr(allow_interpreted_subclasses=True)
class Exchanged(Part):
    """The seat that exchanged its card for the turned card (None: nobody)."""

    __slots__ = ("exchanged",)
    key = "exchange_turned"
    seen = declare(exchanged=PUBLIC("the seat that took the turned card; None: nobody"))

    def __init__(self, players: int) -> None:
        self.exchanged: int | None = None

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {} if self.exchanged is None else {"exchanged": self.exchanged}


@mypyc_attr(allow_interpreted_subclasses=True)
class TurnedDiscard(Part):
    """The card each seat gave up face down for the turned card: seen by that seat only."""

    __slots__ = ("turned_discard",)
    key = "turned_discard"
    seen = declare(
        turned_discard=OWN_PLACE("the card this seat gave up face down for the turned card")
    )

    def __init__(self, players: int) -> None:
        self.turned_discard: list[list[int]] = [[] for _ in range(players)]


@lru_cache(maxsize=16)
def _exchanges(size: int) -> tuple[Exchange, ...]:
    """One exchange action per card id of a pack with ``size`` card ids."""
    return tuple(Exchange(c) for c in range(size))


@mypyc_attr(allow_interpreted_subclasses=True)
class TurnedCardExchange(Phase):
    name = "exchange_turned"
    parts: ClassVar[tuple[type[Part], ...]] = (Exchanged,)

    def __init__(self, spec: TurnedExchangeSpec, deck: Deck) -> None:
        self.spec = spec
        self.deck = deck
        self.rank = None if spec.rank is None else deck.rank_index(spec.rank)
        self.exchanges = _exchanges(deck.ids)  # indexed by card id
        rules = [Rule("held", self._held, self._not_held)]
        if self.rank is not None:
            rules.append(Rule("the_trump", self._the_trump, self._not_the_trump))
        if spec.compulsory:
            rules.append(Rule("compulsory", self._no_pass, self._must_exchange))
        self.rules: Rules[Action] = Rules(rules)

    def kept_parts(self) -> tuple[type[Part], ...]:
        """With ``face_down``, also the card given up, which only the dealer sees."""
        return (Exchanged, TurnedDiscard) if self.spec.face_down else (Exchanged,)

    def _card(self, state: State) -> int:
        assert self.rank is not None
        return self.deck.card(state.trump, self.rank)

    def _turned_text(self, state: State) -> str:
        assert state.turned is not None
        return self.deck.format(state.turned, symbols=True)

    def _held(self, state: State, seat: int, actions: list[Action]) -> list[Action]:
        return [*(self.exchanges[c] for c in state.hands[seat]), PASS]

    def _not_held(self, state: State, seat: int, action: Action) -> str:
        assert isinstance(action, Exchange)
        return not_held(self.deck, action.card)

    def _the_trump(self, state: State, seat: int, actions: list[Action]) -> list[Action]:
        card = self._card(state)
        return [a for a in actions if not isinstance(a, Exchange) or a.card == card]

    def _not_the_trump(self, state: State, seat: int, action: Action) -> str:
        card = self.deck.format(self._card(state), symbols=True)
        return f"only {card} may be exchanged for the turned card"

    def _no_pass(self, state: State, seat: int, actions: list[Action]) -> list[Action]:
        return [a for a in actions if not isinstance(a, Pass)]

    def _must_exchange(self, state: State, seat: int, action: Action) -> str:
        return f"you must take {self._turned_text(state)} and give up a card"

    def start(self, game: CompiledGame, state: State) -> bool:
        turned = state.turned
        if turned is None or state.trump < 0:
            return True
        if self.spec.only_turned_suit and self.deck.suit_of[turned] != state.trump:
            return True
        if self.rank is None:
            state.to_move = state.dealer
            return False
        card = self._card(state)
        if turned == card:
            return True
        for seat, hand in enumerate(state.hands):
            if card in hand:
                state.to_move = seat
                return False
        return True

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        return self.rules.allowed(state, state.to_move)

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        if isinstance(action, Exchange):
            assert state.turned is not None
            hand = state.hands[state.to_move]
            hand.remove(action.card)
            hand.append(state.turned)
            seen_by = (state.to_move,) if self.spec.face_down else EVERYBODY
            entry = ExchangeEntry(state.to_move, (action.card,), (state.turned,), seen_by)
            log(game, state, entry)
            if self.spec.face_down:
                TurnedDiscard.of(state).turned_discard[state.to_move].append(action.card)
            else:
                state.turned = action.card
            Exchanged.of(state).exchanged = state.to_move
        return True

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str | None:
        if not isinstance(action, Exchange | Pass):
            return self.prompt(game, state)
        return self.rules.refusal(state, state.to_move, action)

    def prompt(self, game: CompiledGame, state: State) -> str:
        if self.rank is None:
            turned = self._turned_text(state)
            give = "discard a card" if self.spec.face_down else "give up a card"
            choice = "" if self.spec.compulsory else ", or pass"
            return f"take {turned} and {give}{choice}"
        card = self.deck.format(self._card(state), symbols=True)
        return f"exchange {card} for the turned card, or pass"

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        key = text.strip().lower()
        if key in ("pass", "p", "no", "n", "keep"):
            return PASS
        words = key.split()
        if words and words[0] in ("exchange", "swap", "yes", "y", "x", "discard", "d"):
            if len(words) == 1 and self.rank is not None:
                return Exchange(self._card(state))
            if len(words) == 2:
                return Exchange(self.deck.parse(words[1]))
        if len(words) == 1 and self.rank is None:
            return Exchange(self.deck.parse(words[0]))
        if self.rank is None:
            raise NotationError(f"{text.strip()!r}: type the card to discard, e.g. discard 9C")
        raise NotationError(f"{text.strip()!r}: type exchange (or swap) or pass")

    def format(self, game: CompiledGame, action: Action) -> str:
        if isinstance(action, Pass):
            return "pass"
        assert isinstance(action, Exchange)
        verb = "discard" if self.spec.face_down else "exchange"
        return f"{verb} {self.deck.format(action.card)}"

    def hidden_text(self, game: CompiledGame, action: Action) -> str | None:
        if self.spec.face_down and isinstance(action, Exchange):
            return "takes the turned card and discards a card face down"
        return None


@hookimpl(trylast=True)
def mechanics() -> list[Mechanic]:
    """The phase kinds of this module, declared (issue 45)."""
    return [
        Mechanic(
            kind="exchange_turned",
            build=_exchange,
            settings=TurnedExchangeSpec,
            table="exchange_turned",
            count=count_same,
            summary="A low trump (or the dealer's discard) exchanged for the turned card.",
        )
    ]


def _exchange(name: str, game: CompiledGame) -> Phase:
    spec = require(game, name, game.rules.exchange_turned, "exchange_turned")
    return TurnedCardExchange(spec, game.deck)
