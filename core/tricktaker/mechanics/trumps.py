"""Choosing trumps around a turned card, in rounds.

Round ``turned``: each player in turn may accept the turned card's suit or pass. Round
``other``: each may name another suit or pass. The first to choose is the *maker*
(public, in the ``trump_selection`` part). If every round is passed out, the deal is thrown in.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from mypy_extensions import mypyc_attr

from tricktaker.actions import PASS, Action, ChooseTrump, Pass
from tricktaker.engine.game import Phase, require
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.legality import Rule, Rules
from tricktaker.engine.mechanic import Mechanic
from tricktaker.engine.seats import seat_of
from tricktaker.engine.visibility import PUBLIC, Part, declare
from tricktaker.errors import NotationError
from tricktaker.rules.phases import TrumpSelectionSpec
from tricktaker.rules.playable import count_turned, first_seat_needs

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State
    from tricktaker.rules import TrumpSelectionSpec

ACCEPT_WORDS = ("accept", "take", "yes", "y", "play", "order")
PASS_WORDS = ("pass", "p", "no", "n")


@mypyc_attr(allow_interpreted_subclasses=True)
class Selection(Part):
    """Who made trumps (None: nobody yet) and in which round; the round being spoken in."""

    __slots__ = ("maker", "passes", "round", "trump_round")
    key = "trump_selection"
    seen = declare(
        maker=PUBLIC("the seat that made trumps; None: nobody yet"),
        trump_round=PUBLIC("the round trumps were made in, 1-based; 0: not made yet"),
        round=PUBLIC("the round being spoken in, 0-based (an index into the rounds)"),
        passes=PUBLIC("the passes so far in this round"),
    )

    def __init__(self, players: int) -> None:
        self.maker: int | None = None
        self.trump_round = 0
        self.round = 0
        self.passes = 0

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {} if self.maker is None else {"maker": self.maker}


@mypyc_attr(allow_interpreted_subclasses=True)
class TrumpSelection(Phase):
    name = "trump_selection"
    parts = (Selection,)

    def __init__(self, spec: TrumpSelectionSpec, deck: Deck) -> None:
        self.spec = spec
        self.deck = deck
        self.choices = tuple(ChooseTrump(s) for s in range(len(deck.suits)))
        self.calls: list[Action] = [*self.choices, PASS]
        self.rules: Rules[Action] = Rules(
            [
                Rule("choices", self._calls, self._no_such_suit),
                Rule("turned_round", self._turned_round, self._only_turned),
                Rule("other_round", self._other_round, self._turned_refused),
            ]
        )
        if spec.last_must_choose:
            self.rules = Rules([*self.rules.rules, Rule("last", self._last, self._must_choose)])

    def _turned_suit(self, state: State) -> int:
        assert state.turned is not None, "trump selection needs a turned card"
        return self.deck.suit_of[state.turned]

    def _round(self, state: State) -> str:
        return self.spec.rounds[Selection.of(state).round]

    # -- the rules: every suit or pass; the round says which suits --------------------------

    def _calls(self, state: State, seat: int, calls: list[Action]) -> list[Action]:
        return self.calls

    def _no_such_suit(self, state: State, seat: int, call: Action) -> str:
        return "there is no such suit: accept, pass, or name a suit"

    def _turned_round(self, state: State, seat: int, calls: list[Action]) -> list[Action]:
        if self._round(state) != "turned":
            return calls
        turned = self._turned_suit(state)
        return [c for c in calls if not isinstance(c, ChooseTrump) or c.suit == turned]

    def _only_turned(self, state: State, seat: int, call: Action) -> str:
        turned = self.deck.suits[self._turned_suit(state)]
        return f"in this round you may only accept {turned.symbol} ({turned.name}) or pass"

    def _other_round(self, state: State, seat: int, calls: list[Action]) -> list[Action]:
        if self._round(state) != "other":
            return calls
        turned = self._turned_suit(state)
        return [c for c in calls if not isinstance(c, ChooseTrump) or c.suit != turned]

    def _turned_refused(self, state: State, seat: int, call: Action) -> str:
        turned = self.deck.suits[self._turned_suit(state)]
        return f"{turned.symbol} ({turned.name}) was refused: name another suit or pass"

    def _last(self, state: State, seat: int, calls: list[Action]) -> list[Action]:
        part = Selection.of(state)
        if part.round == len(self.spec.rounds) - 1 and part.passes == state.players - 1:
            return [c for c in calls if not isinstance(c, Pass)]
        return calls

    def _must_choose(self, state: State, seat: int, call: Action) -> str:
        return "everybody else has passed: you must choose a suit"

    def start(self, game: CompiledGame, state: State) -> bool:
        state.to_move = seat_of(self.spec.first, state)
        return False

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        return self.rules.allowed(state, state.to_move)

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str | None:
        if not isinstance(action, ChooseTrump | Pass):
            return "it is time to choose trumps: accept, pass, or name a suit"
        return self.rules.refusal(state, state.to_move, action)

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        part = Selection.of(state)
        if isinstance(action, ChooseTrump):
            state.trump = action.suit
            part.maker = state.to_move
            part.trump_round = part.round + 1
            return True
        part.passes += 1
        state.to_move = (state.to_move + 1) % state.players
        if part.passes == state.players:
            part.passes = 0
            part.round += 1
            state.to_move = seat_of(self.spec.first, state)
            if part.round == len(self.spec.rounds):
                state.thrown_in = True
                return True
        return False

    def prompt(self, game: CompiledGame, state: State) -> str:
        suit = self.deck.suits[self._turned_suit(state)]
        if self._round(state) == "turned":
            word = self.spec.accept_words[0] if self.spec.accept_words else "accept"
            return f"trumps: {word} {suit.symbol} or pass"  # the game's word: "order up"
        return f"trumps: name a suit other than {suit.symbol}, or pass"

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        key = " ".join(text.lower().split())
        if key in PASS_WORDS:
            return PASS
        ours = (" ".join(w.lower().split()) for w in self.spec.accept_words)
        if key in ACCEPT_WORDS or key in ours:  # the game's own words too ("order up")
            return self.choices[self._turned_suit(state)]
        key = re.sub(r"^(trump|trumps|name|call)\s+", "", key)
        try:
            return self.choices[self.deck.suit_index(key)]
        except NotationError:
            raise NotationError(
                f"{text.strip()!r} is not a choice: type accept, pass, or a suit (e.g. H or ♥)"
            ) from None

    def format(self, game: CompiledGame, action: Action) -> str:
        if isinstance(action, Pass):
            return "pass"
        assert isinstance(action, ChooseTrump)
        return f"trump {self.deck.suits[action.suit].letter}"


@hookimpl(trylast=True)
def mechanics() -> list[Mechanic]:
    """The phase kinds of this module, declared (issue 45)."""
    return [
        Mechanic(
            kind="trump_selection",
            build=_selection,
            settings=TrumpSelectionSpec,
            table="trump_selection",
            makes=("maker",),
            needs_of=first_seat_needs("trump_selection"),
            count=count_turned,
            summary="Trumps chosen around the turned card, in rounds; names the maker.",
        )
    ]


def _selection(name: str, game: CompiledGame) -> Phase:
    spec = require(game, name, game.rules.trump_selection, "trump_selection")
    return TrumpSelection(spec, game.deck)
