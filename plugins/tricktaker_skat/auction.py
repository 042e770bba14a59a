"""The auction by game values (skat.md §4, §15.3, SK-3, SK-4), and OpenSpiel's game choice
instead of it (§11.2, SK-17).

The ISkO dialogue: Middlehand calls values to Forehand, who answers ``yes`` or ``pass``; then
Rearhand calls to the survivor; a pass is final. If nobody named a value, Forehand may bid 18
or pass (thrown in). Actions: ``Bid(v)`` names a value (or Forehand's 18), ``Declare("yes")``
holds it, ``Pass()`` passes. Every call is public.

Under ``profile = openspiel`` seats 0, 1, 2 in turn name a game (``Declare("diamonds")`` …
``Declare("null")``) or pass; the first to name one is the declarer of that game.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from tricktaker import hookimpl
from tricktaker.actions import PASS, Action, Bid, Declare, Pass
from tricktaker.engine.game import Phase, PhaseFactory
from tricktaker.engine.legality import Rule, Rules
from tricktaker.engine.visibility import PUBLIC, Part, declare
from tricktaker.errors import NotationError
from tricktaker_skat.values import BID_VALUES

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State

YES = Declare("yes")
BIDS = {v: Bid(v) for v in BID_VALUES}
CHOICES = ("diamonds", "hearts", "spades", "clubs", "grand", "null")
"""OpenSpiel's games, in its action order (33 … 38; 32 is pass)."""
CHOOSE = tuple(Declare(c) for c in CHOICES)


class Auction(Part):
    """The auction (§15.3): the part (1, 2, 3), caller and answerer, whether the answerer is
    asked, the highest value named (None: none), the calls in order, the winner (the
    declarer) and the bid (None until decided). All public."""

    __slots__ = ("answerer", "asked", "bid", "caller", "dialogue", "high", "stage", "winner")
    key = "skat_auction"
    seen = declare(
        stage=PUBLIC,
        caller=PUBLIC,
        answerer=PUBLIC,
        asked=PUBLIC,
        high=PUBLIC,
        dialogue=PUBLIC,
        winner=PUBLIC,
        bid=PUBLIC,
    )

    def __init__(self, players: int) -> None:
        self.stage = 1
        self.caller = -1
        self.answerer = -1
        self.asked = False
        self.high: int | None = None
        self.dialogue: list[tuple[int, str]] = []
        self.winner: int | None = None
        self.bid: int | None = None

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {
            "calls": [[seat, text] for seat, text in self.dialogue],
            "declarer": self.winner,
            "bid": self.bid,
        }


def openspiel(game: CompiledGame) -> bool:
    return bool(game.options.get("profile") == "openspiel")


def roles(state: State) -> tuple[int, int, int]:
    """Forehand, Middlehand, Rearhand (§1.3)."""
    d = state.dealer
    return (d + 1) % 3, (d + 2) % 3, d


def _candidates(state: State, seat: int, _: list[Action]) -> list[Action]:
    part = Auction.of(state)
    if part.stage == 0:  # OpenSpiel's game choice
        return [PASS, *CHOOSE]
    if part.stage == 3:
        return [BIDS[18], PASS]
    if part.asked:
        return [YES, PASS]
    high = part.high
    return [*(b for v, b in BIDS.items() if high is None or v > high), PASS]


def _refused(state: State, seat: int, action: Action) -> str:
    part = Auction.of(state)
    if part.stage == 0:
        return "name a game (diamonds, hearts, spades, clubs, grand, null) or pass"
    if part.stage == 3:
        return "nobody bid: you may bid 18 or pass (SK-3)"
    if part.asked:
        return f"answer {part.high}: yes or pass"
    if isinstance(action, Bid) and action.tricks in BIDS:
        return f"name a value higher than {part.high}, or pass"
    low = "" if part.high is None else f" higher than {part.high}"
    above = [str(v) for v in BID_VALUES if part.high is None or v > part.high][:4]
    return f"name a game value{low} ({', '.join(above)}, …) or pass"


RULES: Rules[Action] = Rules([Rule("calls", _candidates, _refused)])
"""One source of legality: the calls of the seat's role, and why another is refused."""


class SkatAuction(Phase):
    """The auction (or OpenSpiel's game choice); sets the declarer and the bid, or throws the
    deal in."""

    name = "auction"
    parts = (Auction,)

    def start(self, game: CompiledGame, state: State) -> bool:
        part = Auction.of(state)
        fore, middle, _rear = roles(state)
        if openspiel(game):
            part.stage = 0
            state.to_move = fore
            return False
        part.stage, part.caller, part.answerer = 1, middle, fore
        state.to_move = middle
        return False

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        return RULES.allowed(state, state.to_move)

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str | None:
        return RULES.refusal(state, state.to_move, action)

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        part = Auction.of(state)
        seat = state.to_move
        part.dialogue.append((seat, self.call_text(part, action)))
        if part.stage == 0:
            return self._choice(state, part, seat, action)
        if part.stage == 3:
            if isinstance(action, Bid):
                return self._won(state, part, seat, 18)
            state.thrown_in = True
            state.to_move = -1
            return True
        if isinstance(action, Bid):
            part.high = action.tricks
            part.asked = True
            state.to_move = part.answerer
            return False
        if action is YES:
            part.asked = False
            state.to_move = part.caller
            return False
        survivor = part.caller if part.asked else part.answerer  # the other one survives
        part.asked = False
        if part.stage == 1:
            part.stage, part.caller, part.answerer = 2, roles(state)[2], survivor
            state.to_move = part.caller
            return False
        if part.high is not None:
            return self._won(state, part, survivor, part.high)
        part.stage = 3
        state.to_move = roles(state)[0]
        return False

    def _won(self, state: State, part: Auction, seat: int, bid: int) -> bool:
        part.winner, part.bid = seat, bid
        state.to_move = -1
        return True

    def _choice(self, state: State, part: Auction, seat: int, action: Action) -> bool:
        if isinstance(action, Declare):
            return self._won(state, part, seat, 0)
        if seat == roles(state)[2]:  # all three passed
            state.thrown_in = True
            state.to_move = -1
            return True
        state.to_move = (seat + 1) % 3
        return False

    @staticmethod
    def call_text(part: Auction, action: Action) -> str:
        if isinstance(action, Pass):
            return "pass"
        if isinstance(action, Declare):
            return action.what
        assert isinstance(action, Bid)
        return str(action.tricks)

    def prompt(self, game: CompiledGame, state: State) -> str:
        part = Auction.of(state)
        if part.stage == 0:
            return "game (diamonds, hearts, spades, clubs, grand, null) or pass"
        if part.stage == 3:
            return "18 or pass"
        if part.asked:
            return f"{part.high}? yes or pass"
        low = BID_VALUES[0] if part.high is None else f"more than {part.high}"
        return f"bid a value ({low}) or pass"

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        word = text.strip().lower()
        if word in ("pass", "p", "no", "unknown/pass"):
            return PASS
        if word in ("yes", "y", "hold", "ja"):
            return YES
        if word in CHOICES:
            return Declare(word)
        match = re.fullmatch(r"(?:bid\s*)?(\d+)", word)
        if not match:
            raise NotationError(f"{text.strip()!r}: type a value (18, 20, …), yes or pass")
        value = int(match.group(1))
        return BIDS.get(value) or Bid(value)

    def told_text(self, game: CompiledGame, action: Action, you: bool) -> str | None:
        """The dialogue as it is spoken: ``says "18?"``, ``says "yes"``, ``passes``."""
        s = "" if you else "s"
        if isinstance(action, Pass):
            return "pass" if you else "passes"
        if isinstance(action, Bid):
            return f'say{s} "{action.tricks}?"'
        if action is YES:
            return f'say{s} "yes"'
        assert isinstance(action, Declare)
        return f"choose{s} {action.what}"

    def format(self, game: CompiledGame, action: Action) -> str:
        if isinstance(action, Pass):
            return "pass"
        if isinstance(action, Declare):
            return action.what
        assert isinstance(action, Bid)
        return str(action.tricks)


@hookimpl
def phase_kinds() -> dict[str, PhaseFactory]:
    return {"skat_auction": _auction}


def _auction(name: str, game: CompiledGame) -> Phase:
    return SkatAuction()
