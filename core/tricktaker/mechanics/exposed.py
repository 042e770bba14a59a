"""A hand played by its partner, face up: ``[play] exposed_partner``.

The declarer's partner takes no part in the play. When the trick phase starts, the declarer
is made the chooser of the partner's cards (``State.played_by``, which ``Session.current_seat``
reads): in the partner's turn the declarer acts, choosing among the partner's legal cards;
every card still comes from the hand whose turn it is. Once the first card of the play is down,
the partner's remaining cards lie face up for everybody (:class:`ExposedHand`, a public card
field, so observations show them and a re-deal of hidden cards never moves them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mypy_extensions import mypyc_attr

from tricktaker.engine.visibility import PUBLIC, PUBLIC_CARDS, Part, declare
from tricktaker.mechanics.tricks import Tables, TrickEffect

if TYPE_CHECKING:
    from tricktaker.actions import Play
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State


@mypyc_attr(allow_interpreted_subclasses=True)
class ExposedHand(Part):
    """The seat whose hand is played by the declarer (-1 before the play) and its cards once
    they lie face up (empty before the first card of the play): both public."""

    __slots__ = ("exposed", "exposed_seat")
    key = "exposed"
    seen = declare(
        exposed_seat=PUBLIC("the seat whose hand the declarer plays; -1: before the play"),
        exposed=PUBLIC_CARDS("that hand's cards, face up after the first card; [] before"),
    )

    def __init__(self, players: int) -> None:
        self.exposed_seat = -1
        self.exposed: list[int] = []

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {} if self.exposed_seat < 0 else {"exposed_seat": self.exposed_seat}


@mypyc_attr(allow_interpreted_subclasses=True)
class PartnerPlayed(TrickEffect):
    """The declarer plays the partner's hand, which is exposed after the first card."""

    parts = (ExposedHand,)

    def bind(self, game: CompiledGame, tables: Tables) -> None:
        self.partner = [-1] * game.players
        for side in game.sides:
            if len(side) == 2:
                first, second = side
                self.partner[first], self.partner[second] = second, first

    def start(self, state: State) -> None:
        contract = state.contract
        assert contract is not None, "exposed_partner needs a contract"
        declarer = contract.declarer
        partner = self.partner[declarer]
        if partner < 0:
            return
        by = list(range(state.players))
        by[partner] = declarer
        state.played_by = by
        ExposedHand.of(state).exposed_seat = partner

    def played(self, state: State, seat: int, action: Play) -> None:
        part = ExposedHand.of(state)
        partner = part.exposed_seat
        if partner < 0:
            return
        card = action.card
        if not state.played:  # the first card of the play: the partner's hand goes face up
            part.exposed = [c for c in state.hands[partner] if seat != partner or c != card]
        elif seat == partner:
            part.exposed.remove(card)
