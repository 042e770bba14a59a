"""Going alone (euchre.md §5, E-4, E-6, E-7): after trumps are made, the maker may play
without a partner.

The maker is asked first (``alone`` or ``partner``); with ``opponents`` (the option
``allow_lone_defender``) the opponents are then asked in seat order from the dealer's left, and
the first who plays alone ends the questions. Whoever plays alone has their partner sit the
hand out (:meth:`State.sit_out`, the engine's): their cards stay face down in their hand, out
of play, turns skip them and tricks have fewer cards. Who played alone and who sits out are
public (the ``alone`` part shows both).

The phase kind ``alone`` lives here, not in the core, because only Euchre asks it: Five
Hundred's misère also has a partner sit out, but as part of a bid, with no question after the
trumps are made. Its settings are ``[mechanics.alone]`` in ``rules.toml``.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from tricktaker import (
    PUBLIC,
    Action,
    CompiledGame,
    Deck,
    Declare,
    Mechanic,
    Model,
    NotationError,
    Part,
    Phase,
    Rule,
    Rules,
    Selection,
    State,
    declare,
    hookimpl,
    mechanic_settings,
)

ALONE = Declare("alone")
PARTNER = Declare("partner")
ALONE_WORDS = ("alone", "a", "yes", "y", "solo", "go alone", "going alone", "loner")
PARTNER_WORDS = (
    *("partner", "p", "no", "n", "with partner", "with my partner", "play with partner"),
    *("pass", "not alone"),  # the words players use (issue 46)
)


class AloneSettings(Model):
    """``[mechanics.alone]``: who is asked whether to play alone (§5, E-6, E-7)."""

    opponents: bool = Field(
        False,
        description="The opponents are asked too, after the maker, in seat order from the "
        "dealer's left; the first who plays alone has their partners sit out, and the others "
        "are not asked.",
    )


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


class AlonePhase(Phase):
    """Asks the maker, then (with ``opponents``) each opponent, ``alone`` or ``partner``."""

    name = "alone"
    parts = (Alone,)

    def __init__(self, settings: AloneSettings) -> None:
        self.settings = settings
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
        if self.settings.opponents:
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


def build(name: str, game: CompiledGame) -> Phase:
    """The phase ``name`` with its ``[mechanics.NAME]`` settings (checked when the game
    loaded)."""
    return AlonePhase(mechanic_settings(game.rules, name, AloneSettings))


@hookimpl
def mechanics() -> list[Mechanic]:
    """The phase kind ``alone``: after the maker is known (a ``trump_selection`` before it,
    whose part it reads; checked when the game loads); it moves no card, so the cards are
    counted on through it."""
    return [
        Mechanic(
            kind="alone",
            build=build,
            settings=AloneSettings,
            needs=("maker",),
            reads=("trump_selection",),
            count=lambda rules, name, table, setting: (table,),
            summary="Going alone (Euchre): the maker, and if allowed an opponent, may play "
            "without partners, who sit the hand out.",
        )
    ]
