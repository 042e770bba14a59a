"""OpenSpiel's game choice instead of the auction (skat.md §11.2, SK-17).

The ISkO auction by game values is :mod:`.value_auction` (``kind = "value_auction"``, the
63 values in ``rules.toml``). Under ``profile = openspiel`` the auction phase is this one:
seats 0, 1, 2 in turn name a game (``Declare("diamonds")`` … ``Declare("null")``) or pass; the
first to name one is the declarer of that game, the later seats never speak; three passes
throw the deal in. It keeps the same part as the value auction (the winner, the bid 0, the
calls), so the phases after it read one place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tricktaker import (
    PASS,
    Action,
    Declare,
    NotationError,
    Pass,
    Phase,
    Rule,
    Rules,
    RulesPhase,
)
from tricktaker_skat.value_auction import ValueBidding, order_of

if TYPE_CHECKING:
    from tricktaker import CompiledGame, State

CHOICES = ("diamonds", "hearts", "spades", "clubs", "grand", "null")
"""OpenSpiel's games, in its action order (33 … 38; 32 is pass)."""
CHOOSE = tuple(Declare(c) for c in CHOICES)
CHOICE_STAGE = 0
"""``ValueBidding.stage`` during the game choice."""


def openspiel(game: CompiledGame) -> bool:
    return bool(game.options.get("profile") == "openspiel")


def _candidates(state: State, seat: int, _: list[Action]) -> list[Action]:
    return [PASS, *CHOOSE]


def _refused(state: State, seat: int, action: Action) -> str:
    return f"name a game ({', '.join(CHOICES)}) or pass"


RULES: Rules[Action] = Rules([Rule("choice", _candidates, _refused)])


class GameChoice(RulesPhase):
    """Seats 0, 1, 2 (from the dealer's left) name a game or pass."""

    name = "auction"
    parts = (ValueBidding,)
    rules = RULES

    def start(self, game: CompiledGame, state: State) -> bool:
        part = ValueBidding.of(state)
        part.stage = CHOICE_STAGE
        state.to_move = order_of(state)[0]
        return False

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        part = ValueBidding.of(state)
        seat = state.to_move
        part.dialogue.append((seat, self.format(game, action)))
        if isinstance(action, Declare):
            part.decided(seat, 0, state.players)
            state.to_move = -1
            return True
        if seat == state.dealer:  # all three passed
            state.thrown_in = True
            state.to_move = -1
            return True
        state.to_move = (seat + 1) % state.players
        return False

    def prompt(self, game: CompiledGame, state: State) -> str:
        return f"game ({', '.join(CHOICES)}) or pass"

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        word = text.strip().lower()
        if word in ("pass", "p", "unknown/pass"):
            return PASS
        if word in CHOICES:
            return Declare(word)
        raise NotationError(f"{text.strip()!r}: type a game ({', '.join(CHOICES)}) or pass")

    def format(self, game: CompiledGame, action: Action) -> str:
        if isinstance(action, Pass):
            return "pass"
        assert isinstance(action, Declare)
        return action.what

    def told_text(self, game: CompiledGame, action: Action, you: bool) -> str | None:
        s = "" if you else "s"
        if isinstance(action, Pass):
            return "pass" if you else "passes"
        assert isinstance(action, Declare)
        return f"choose{s} {action.what}"


def choice_phase(name: str, game: CompiledGame) -> Phase:
    return GameChoice()
