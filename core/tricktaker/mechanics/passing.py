"""Passing cards face down from seat to seat (the ``pass_cards`` phase, ``[pass_cards]``).

Each passer chooses ``cards`` cards of its hand and gives them to its receiver; with ``back``,
the receiver then gives as many back, chosen among all its cards (those just received
included), before the next passer passes. The passers are the seats that made a blind bid
(:class:`~tricktaker.mechanics.bidding.BlindBidding`), in bidding order, each passing to its
partner; or every seat, from the first bidder clockwise, each to the seat a direction names
(left, right, across, or hold: no pass), the direction chosen hand by hand from a list (in
turn, or at random) as the hand starts, before the deal. With ``receive = "after_all"`` the
chosen cards are set aside face down (``set_aside``, seen by the passer) and handed over
together once every passer has chosen.
The cards are offered one by one, and several may be given in one action (``pass 2C 3D``).
Only the passer and the receiver see the cards passed between them (``cards_given``,
``cards_received``: each seat its own); everybody sees the hand's direction, who passed how
many to whom (``passes``) and who is still to pass (``pass_queue``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from tricktaker.actions import Action, Give
from tricktaker.engine.game import Phase, require
from tricktaker.engine.handlog import PassEntry, log
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.mechanic import Mechanic
from tricktaker.engine.seats import seat_of
from tricktaker.engine.visibility import OWN_CARDS, OWN_PLACE, PUBLIC, Part, declare
from tricktaker.errors import RulesError
from tricktaker.mechanics.bidding import blind_of
from tricktaker.mechanics.drawing import ChooseCards
from tricktaker.rules.phases import PassCardsSpec
from tricktaker.rules.playable import check_pass, count_pass, pass_needs

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State
    from tricktaker.rules import PassCardsSpec


@mypyc_attr(allow_interpreted_subclasses=True)
class Passes(Part):
    """The hand's passes: who is still to pass to whom and how many cards the current passer
    still gives (public), every pass made as (passer, receiver, cards) (public: the others see
    how many went), and the cards each seat gave and received (seen by that seat only)."""

    __slots__ = (
        "cards_given",
        "cards_received",
        "pass_direction",
        "pass_queue",
        "passes",
        "set_aside",
        "to_give",
    )
    key = "pass_cards"
    seen = declare(
        pass_direction=PUBLIC(
            "this hand's direction (e.g. left, right, across, partner); '': none yet"
        ),
        pass_queue=PUBLIC("the passes still to make as (passer, receiver), in order"),
        to_give=PUBLIC("the cards the current passer still gives"),
        passes=PUBLIC("every pass made as (passer, receiver, number of cards), in order"),
        cards_given=OWN_CARDS("the cards this seat passed"),
        cards_received=OWN_CARDS("the cards this seat was passed"),
        set_aside=OWN_PLACE("the cards this seat chose to pass, face down until handed over"),
    )

    def __init__(self, players: int) -> None:
        self.pass_direction = ""
        self.set_aside: list[list[int]] = [[] for _ in range(players)]
        self.pass_queue: list[tuple[int, int]] = []
        self.to_give = 0
        self.passes: list[tuple[int, int, int]] = []
        self.cards_given: list[list[int]] = [[] for _ in range(players)]
        self.cards_received: list[list[int]] = [[] for _ in range(players)]


@mypyc_attr(allow_interpreted_subclasses=True)
class PassCards(ChooseCards):
    name = "pass_cards"
    parts = (Passes,)
    kind = Give
    verb = "pass"
    verbs = "passes"
    words = ("pass", "give", "p")

    def __init__(self, spec: PassCardsSpec, deck: Deck) -> None:
        super().__init__(deck)
        self.spec = spec

    def bind(self, game: CompiledGame) -> None:
        if self.spec.to == "partner" and (
            not game.sides or any(len(side) != 2 for side in game.sides)
        ):
            raise RulesError(
                f"{game.id}: pass_cards.to = 'partner' needs sides of two seats ([[sides]])"
            )
        pairs = [side for side in game.sides if len(side) == 2]  # partners, with 'partner'
        self.partner = {a: b for a, b in pairs} | {b: a for a, b in pairs}
        bidding = game.rules.bidding
        self.first = bidding.first if bidding is not None else "left_of_dealer"

    def left(self, state: State) -> int:
        return Passes.of(state).to_give

    def asked(self, state: State) -> str:
        """How many cards the seat to move passes (the rules' number out of turn, e.g. in the
        help, rather than "pass 0 cards": issue 46)."""
        n = self.left(state) or self.spec.cards
        return f"pass {n} card{'s' if n != 1 else ''} face down"

    def direction(self, state: State) -> str:
        """This hand's direction (``to`` a list): by the hand's number, or drawn at random."""
        directions = self.spec.to
        assert isinstance(directions, list)
        if self.spec.choose == "random":
            return directions[state.rng.randrange(len(directions))]
        return directions[state.hand_no % len(directions)]

    def begin_hand(self, game: CompiledGame, state: State) -> None:
        """The hand's direction is settled (and public) before the deal: a random one is
        drawn from the match's generator before the pack is shuffled."""
        if isinstance(self.spec.to, list):
            Passes.of(state).pass_direction = self.direction(state)

    def start(self, game: CompiledGame, state: State) -> bool:
        part = Passes.of(state)
        first = seat_of(self.first, state)
        queue: list[tuple[int, int]] = []
        n = state.players
        if isinstance(self.spec.to, list):
            offset = direction_offset(part.pass_direction, n)
            if self.spec.cards and offset:
                queue = [((first + k) % n, (first + k + offset) % n) for k in range(n)]
        elif self.spec.cards:
            part.pass_direction = "partner"
            blind = blind_of(state)
            for k in range(n):
                seat = (first + k) % n
                if blind[seat]:
                    queue.append((seat, self.partner[seat]))
                    if self.spec.back:
                        queue.append((self.partner[seat], seat))
        part.pass_queue = queue
        return self._next(game, state)

    def _next(self, game: CompiledGame, state: State) -> bool:
        """The next passer to move; True when nobody is left to pass."""
        part = Passes.of(state)
        if not part.pass_queue:
            part.to_give = 0
            self._hand_over(game, state)
            return True
        state.to_move = part.pass_queue[0][0]
        part.to_give = self.spec.cards
        return False

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        assert isinstance(action, Give)
        part = Passes.of(state)
        seat, receiver = part.pass_queue[0]
        hand = state.hands[seat]
        later = self.spec.receive == "after_all"
        theirs = part.set_aside[seat] if later else state.hands[receiver]
        for card in action.cards:
            hand.remove(card)
            theirs.append(card)
        part.cards_given[seat].extend(action.cards)
        if not later:
            part.cards_received[receiver].extend(action.cards)
        part.to_give -= len(action.cards)
        if part.to_give > 0:
            return False
        cards = tuple(part.cards_given[seat][-self.spec.cards :])
        if not later:  # set-aside cards are logged when they are handed over
            log(game, state, PassEntry(seat, receiver, cards, (seat, receiver)))
        part.passes.append((seat, receiver, self.spec.cards))
        part.pass_queue.pop(0)
        return self._next(game, state)

    def _hand_over(self, game: CompiledGame, state: State) -> None:
        """With ``receive = "after_all"``: every set-aside card goes to its receiver, now that
        every passer has chosen (each receiver gets its cards as a set, sorted)."""
        if self.spec.receive != "after_all":
            return
        part = Passes.of(state)
        for seat, receiver, _ in part.passes:
            cards = sorted(part.set_aside[seat])
            part.set_aside[seat] = []
            state.hands[receiver].extend(cards)
            part.cards_received[receiver].extend(cards)
            log(game, state, PassEntry(seat, receiver, tuple(cards), (seat, receiver)))

    def witnesses(self, game: CompiledGame, state: State, action: Action) -> tuple[int, ...]:
        """The receiver sees the cards passed to it (set-aside cards: nobody, until they are
        handed over)."""
        queue = Passes.of(state).pass_queue
        if self.spec.receive == "after_all":
            return ()
        return (queue[0][1],) if queue else ()

    def prompt(self, game: CompiledGame, state: State) -> str:
        if not isinstance(self.spec.to, list):
            return f"{self.asked(state)} to your partner (e.g. pass 2C 3D)"
        part = Passes.of(state)
        receiver = part.pass_queue[0][1] if part.pass_queue else -1
        names = game.rules.seat_names
        who = names[receiver] if 0 <= receiver < len(names) else f"Player {receiver + 1}"
        example = " ".join(["2C", "3D", "4H", "5S"][: max(1, min(4, self.left(state)))])
        return (
            f"{self.asked(state)} to {who} ({part.pass_direction}), all in one line "
            f"(e.g. pass {example})"
        )


def direction_offset(direction: str, players: int) -> int:
    """How many seats clockwise a direction passes at a table of ``players`` (0: hold)."""
    return {"left": 1, "right": players - 1, "across": players // 2}.get(direction, 0)


@hookimpl(trylast=True)
def mechanics() -> list[Mechanic]:
    """The phase kinds of this module, declared (issue 45)."""
    return [
        Mechanic(
            kind="pass_cards",
            build=_pass_cards,
            settings=PassCardsSpec,
            table="pass_cards",
            needs_of=pass_needs,
            check=check_pass,
            count=count_pass,
            summary="Cards passed face down from seat to seat (every seat to another before "
            "the play, or between a blind bidder and its partner).",
        )
    ]


def _pass_cards(name: str, game: CompiledGame) -> Phase:
    return PassCards(require(game, name, game.rules.pass_cards, "pass_cards"), game.deck)
