"""Trick play driven by the contract (issue 47): a misère ends at the declarer's first trick,
and a contract with ``exposed_after`` lays the declarer's hand face up in mid-hand.

The core's trick piece ``contract_play`` (:class:`ContractPlay`), in force in a game whose
contracts may be a misère or exposed (a ``ladder`` auction with such special bids, see
:func:`contract_play`). It reads only the hand's :class:`~tricktaker.engine.state.Contract`:

* ``misere``: the declarer must take no trick, so trick play ends right after the first trick
  the declarer wins (that trick complete); otherwise every trick is played;
* ``exposed_after = N``: once N tricks are complete and play goes on, the declarer's
  remaining cards lie face up for every seat to the end of the hand (:class:`ExposedDeclarer`,
  a public card field kept up to date as the declarer plays); N = 0 lays them face up before
  the opening lead. If play ends at trick N (a misère lost), they are never shown.

Who sits out is the auction's business (a bid with ``partner_sits_out``: ``State.sit_out``);
who leads is ``[play] first_lead`` (``"declarer"``: the declarer). A game whose own auction
makes such contracts adds the piece itself:
``TrickRule("contract_play", replaces=True, effect=ContractPlay())``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mypy_extensions import mypyc_attr

from tricktaker.engine.visibility import PUBLIC, PUBLIC_CARDS, Part, declare
from tricktaker.mechanics.tricks import TrickEffect

if TYPE_CHECKING:
    from tricktaker.actions import Play
    from tricktaker.cards import Deck
    from tricktaker.engine.state import State
    from tricktaker.mechanics.trickrules import TrickSetup


@mypyc_attr(allow_interpreted_subclasses=True)
class ExposedDeclarer(Part):
    """The declarer's hand once the contract lays it face up: public (-1 and [] before)."""

    __slots__ = ("exposed_hand", "exposed_hand_seat")
    key = "contract_play"
    seen = declare(
        exposed_hand_seat=PUBLIC("the declarer whose hand lies face up; -1: none (yet)"),
        exposed_hand=PUBLIC_CARDS("the declarer's remaining cards, face up; [] until exposed"),
    )

    def __init__(self, players: int) -> None:
        self.exposed_hand_seat = -1
        self.exposed_hand: list[int] = []

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {} if self.exposed_hand_seat < 0 else {"exposed_hand": self.exposed_hand_seat}


@mypyc_attr(allow_interpreted_subclasses=True)
class ContractPlay(TrickEffect):
    """Ends a misère at the declarer's first trick; lays the declarer's hand face up after
    ``exposed_after`` tricks (see the module)."""

    parts = (ExposedDeclarer,)

    def start(self, state: State) -> None:
        contract = state.contract
        if contract is not None and contract.exposed_after == 0:
            self._expose(state, contract.declarer)

    @staticmethod
    def _expose(state: State, declarer: int) -> None:
        part = ExposedDeclarer.of(state)
        part.exposed_hand_seat = declarer
        part.exposed_hand = list(state.hands[declarer])

    def played(self, state: State, seat: int, action: Play) -> None:
        part = ExposedDeclarer.of(state)
        if seat == part.exposed_hand_seat and action.card in part.exposed_hand:
            part.exposed_hand.remove(action.card)

    def trick_done(self, state: State, trick: list[int], winner: int) -> bool:
        contract = state.contract
        if contract is None:
            return False
        if contract.misere and winner == contract.declarer:
            return True  # the declarer took a trick: the misère is lost, play stops
        declarer = contract.declarer
        if contract.exposed_after == state.trick_no and state.hands[declarer]:
            self._expose(state, declarer)
        return False


def contract_play(setup: TrickSetup) -> TrickEffect | None:
    """The core's ``contract_play`` piece: a :class:`ContractPlay` when some contract of the
    game may be a misère or exposed (a ``ladder`` phase of the rules with such a special
    bid, after the options); None (not in force) otherwise."""
    from tricktaker.rules import mechanic_settings
    from tricktaker.rules.ladder import LadderSettings

    rules = setup.game.rules
    for name in rules.phases:
        if rules.kind_of(name) != "ladder":
            continue
        spec = mechanic_settings(rules, name, LadderSettings)
        if any(s.enabled and (s.misere or s.exposed_after >= 0) for s in spec.specials.values()):
            return ContractPlay()
    return None
