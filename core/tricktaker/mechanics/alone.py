"""Playing alone: after trumps are chosen, the maker may play without partners.

The maker is asked first (``alone`` or ``partner``); with ``opponents`` the opponents are then
asked in seat order from the dealer's left, and the first who plays alone ends the questions.
Whoever plays alone has their partners sit the hand out (:meth:`State.sit_out`): their cards
stay face down in their hands, out of play, turns skip them and tricks have fewer cards. Who
played alone and who sits out are public (the ``alone`` part shows both).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mypy_extensions import mypyc_attr

from tricktaker.actions import Action, Declare
from tricktaker.engine.game import Phase, PhaseFactory, require
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.legality import Rule, Rules
from tricktaker.engine.visibility import PUBLIC, Part, declare
from tricktaker.errors import NotationError, RulesError
from tricktaker.mechanics.trumps import Selection

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State
    from tricktaker.rules import AloneSpec

ALONE = Declare("alone")
PARTNER = Declare("partner")
ALONE_WORDS = ("alone", "a", "yes", "y", "solo")
PARTNER_WORDS = ("partner", "p", "no", "n", "with partner")


@mypyc_attr(allow_interpreted_subclasses=True)
class Alone(Part):
    """The seats still to be asked, in order, the seats that chose to play alone, and the
    seats that sit the hand out (as ``State.seats_out``)."""

    __slots__ = ("alone_queue", "alone_seats", "sitting_out")
    key = "alone"
    seen = declare(
        alone_queue=PUBLIC("the seats still to be asked whether they play alone, in order"),
        alone_seats=PUBLIC("the seats that chose to play alone"),
        sitting_out=PUBLIC("the seats that sit the hand out (their partners play alone)"),
    )

    def __init__(self, players: int) -> None:
        self.alone_queue: list[int] = []
        self.alone_seats: list[int] = []
        self.sitting_out: list[int] = []

    def summary(self, deck: Deck) -> dict[str, Any]:
        if not self.alone_seats:
            return {}
        return {"alone": list(self.alone_seats), "sitting_out": list(self.sitting_out)}


@mypyc_attr(allow_interpreted_subclasses=True)
class AlonePhase(Phase):
    name = "alone"
    parts = (Alone,)

    def __init__(self, spec: AloneSpec) -> None:
        self.spec = spec
        self.answers: list[Action] = [ALONE, PARTNER]
        self.rules: Rules[Action] = Rules([Rule("answers", self._answers, self._not_answer)])

    def _answers(self, state: State, seat: int, actions: list[Action]) -> list[Action]:
        return self.answers

    def _not_answer(self, state: State, seat: int, action: Action) -> str:
        return "answer alone or partner"

    def start(self, game: CompiledGame, state: State) -> bool:
        maker = Selection.of(state).maker
        if maker is None:
            return True
        queue = [maker]
        if self.spec.opponents:
            n = state.players
            order = ((state.dealer + 1 + k) % n for k in range(n))
            queue += [s for s in order if game.side_of[s] != game.side_of[maker]]
        part = Alone.of(state)
        part.alone_queue = queue
        state.to_move = maker
        return False

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        return self.rules.allowed(state, state.to_move)

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str | None:
        return self.rules.refusal(state, state.to_move, action)

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        part = Alone.of(state)
        seat = part.alone_queue.pop(0)
        if action == ALONE:
            part.alone_seats.append(seat)
            side = game.side_of[seat]
            partners = [s for s in range(state.players) if s != seat and game.side_of[s] == side]
            state.sit_out(partners)
            part.sitting_out = list(state.seats_out)
            maker = Selection.of(state).maker
            if seat != maker:  # an opponent plays alone: nobody else is asked
                part.alone_queue = []
        if not part.alone_queue:
            return True
        state.to_move = part.alone_queue[0]
        return False

    def prompt(self, game: CompiledGame, state: State) -> str:
        return "play alone, or with your partner? (alone / partner)"

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        key = " ".join(text.strip().lower().split())
        if key in ALONE_WORDS:
            return ALONE
        if key in PARTNER_WORDS:
            return PARTNER
        raise NotationError(f"{text.strip()!r}: type alone or partner")

    def format(self, game: CompiledGame, action: Action) -> str:
        assert isinstance(action, Declare)
        return action.what


@hookimpl(trylast=True)
def phase_kinds() -> dict[str, PhaseFactory]:
    return {"alone": _alone}


def _alone(name: str, game: CompiledGame) -> Phase:
    spec = require(game, name, game.rules.alone, "alone")
    rules = game.rules
    before = rules.phases[: rules.phases.index(name)]
    if not any(rules.kind_of(p) == "trump_selection" for p in before):
        raise RulesError(
            f"{game.game_id}: the phase {name!r} needs a 'trump_selection' phase before it "
            "(the maker is asked first)"
        )
    return AlonePhase(spec)
