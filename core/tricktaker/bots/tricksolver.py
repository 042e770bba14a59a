"""The exact solver's fast twin for plain trick play: the same search on small ints.

:class:`~tricktaker.bots.solver.HandSolver` walks the engine itself (``clone()`` and ``apply()``
at every position), so it knows every game but visits a position in about 30 µs: only the last
three tricks of a hand fit in a decision. Most trick phases are plain, though: the legal cards
are the obligation ladder (follow suit, must trump, must overtrump), the trick's winner is the
core's, and nothing happens between tricks. For such a phase :class:`TrickModel` holds the rest
of the hand as small state — each hand a list of card ids and a bit mask, the trick a list,
the tricks each seat won and the cards it took — and makes and unmakes plays in place with the
phase's own narrowing functions and trick winner (called on a copy of the state whose
``trick`` is the model's: they read just the trick and the trump). The engine is asked only
for what a finished hand is worth: the line played is replayed on a copy of the world and
scored by :func:`~tricktaker.bots.solver.hand_value`, and the value is kept under the hand's
outcome (each seat's tricks, the roles of the cards each took, the last trick's winner, and
the world's other hidden cards by role), so each outcome is replayed once, whatever world and
line reach it.

:class:`TrickSolver` is :class:`~tricktaker.bots.solver.HandSolver`'s alpha-beta
(:class:`~tricktaker.bots.solver.AlphaBeta`) on the model, with the same transposition table
(keyed on the hands, the trick, the seat to move and what was taken), the same equivalent
cards searched once and the same limits; a test checks that both solvers give every action the
same value in every game where the model fits (:func:`fits`). The tree search
(:mod:`tricktaker.bots.tricktree`) runs on the model too.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

from tricktaker.actions import Action, Play
from tricktaker.bots.basic import basic_card, card_strengths
from tricktaker.bots.solver import (
    AlphaBeta,
    card_roles,
    distinct_cards,
    hand_side,
    hand_value,
    parts_key,
)
from tricktaker.mechanics.bidding import Bids
from tricktaker.mechanics.tricks import TrickPlay

if TYPE_CHECKING:
    from collections.abc import Callable

    from tricktaker.engine.session import Session

_INF = float("inf")

TABLE_LIMIT = 500_000
"""Positions the transposition table may hold before it starts afresh (it is kept from one
world of a decision to the next: a position holds every hand, so it means the same in any)."""

LADDER = frozenset({"in_hand", "follow_suit", "must_trump", "must_overtrump"})
"""The rules a plain trick phase may have: they read only the hand, the trick and the trump."""


def fits(session: Session) -> bool:
    """True when the phase being played is a plain trick phase: the core's ladder of rules and
    trick winner, no effects (no lead restriction, announcement, broken suit or drawing), no
    later trick phase in the hand, every seat in every trick, and cards whose scoring roles
    the rules declare (:func:`~tricktaker.bots.solver.card_roles`)."""
    phase = session.phase
    state = session.state
    return (
        isinstance(phase, TrickPlay)
        and not phase.effects
        and not phase.followed
        and not state.seats_out
        and state.trick_size == state.players
        and all(rule.name in LADDER for rule in phase.rules.rules)
        and phase.winner.__module__.startswith("tricktaker.mechanics")
        and card_roles(session) is not None
    )


class TrickModel:
    """The rest of a hand of a plain trick phase (:func:`fits`) on small ints: each hand a list
    of card ids and a bit mask, the trick, the tricks each seat won and the cards it took, the
    leader and the seat to move, and the line played since the world was loaded. Made once for
    a decision (or a hand: what it keeps holds for the whole trick phase); :meth:`load` sets it
    to a world, :meth:`play` and :meth:`unplay` walk the tree in place."""

    def __init__(self, session: Session) -> None:
        phase = session.phase
        assert isinstance(phase, TrickPlay)
        self.narrows = phase.rules.narrows[1:]  # the source is the hand itself
        self.winner = phase.winner
        self.tables = phase.tables
        roles = card_roles(session)
        assert roles is not None
        kinds = sorted(set(roles), key=roles.index)
        self.roles = [kinds.index(role) for role in roles]  # each card's role, as a small int
        self.plain = len(kinds) == 1  # every card the same to the scoring: tricks count
        self.players = session.state.players
        self.outcomes: dict[Hashable, tuple[float, ...]] = {}  # finished hands' values
        self.stand_in = session.state.copy()  # what the rules and the winner read: trick, trump
        # Trumps and bids are set for the whole trick phase: the effective cards (what the
        # equivalent-cards rule reads) and what the roll-outs' play reads are found once.
        state = session.state
        effective = self.tables.get(state.trump) or self.tables[min(self.tables)]
        self.suit_of, self.rank_of = effective.suit_of, effective.rank_of
        self.strength = card_strengths(effective.suit_of, effective.rank_of, state.trump)
        self.targets: list[int] = []
        self.base: Hashable = None

    def load(self, world: Session) -> None:
        """Set the model to ``world``'s position (the world is kept to score finished hands)."""
        state = world.state
        self.world = world
        self.deal = state.deal_no
        self.stand_in.trump = state.trump
        self.stand_in.trick = list(state.trick)
        self.hands = [list(h) for h in state.hands]
        self.masks = [_mask(h) for h in state.hands]
        self.won = list(state.tricks_won)
        self.taken = [_mask(t) for t in state.taken]
        self.leader = state.leader
        self.to_move = state.to_move
        self.line: list[int] = []
        # The bids are read at each load: one model serves every bid the auction's play-outs
        # try (the trump, read once, is the same for all of them).
        part = state.parts.get(Bids.key)
        bids = part.bids if isinstance(part, Bids) else [None] * self.players
        self.targets = [self.players * 100 if b is None else b for b in bids]
        roles = self.roles
        self.base = (
            tuple(sorted(roles[c] for c in state.stock)),
            tuple(sorted(roles[c] for c in state.out_of_play)),
            parts_key(state),
        )

    def saved(self) -> tuple[Any, ...]:
        """The loaded world's position, for :meth:`restore` (a search that loads each world
        once and plays from it many times)."""
        return (
            self.world,
            self.targets,
            [h[:] for h in self.hands],
            self.masks[:],
            self.won[:],
            self.taken[:],
            self.stand_in.trick[:],
            self.leader,
            self.to_move,
            self.base,
            self.stand_in.trump,
        )

    def restore(self, saved: tuple[Any, ...]) -> None:
        """Set the model back to a position :meth:`saved` returned."""
        world, targets, hands, masks, won, taken, trick, leader, to_move, base, trump = saved
        self.world = world
        self.targets = targets
        self.hands = [h[:] for h in hands]
        self.masks = masks[:]
        self.won = won[:]
        self.taken = taken[:]
        self.stand_in.trick = trick[:]
        self.stand_in.trump = trump
        self.leader = leader
        self.to_move = to_move
        self.base = base
        self.line = []

    def play(self, card: int) -> tuple[int, int, int, int, list[int] | None]:
        """Play ``card`` for the seat to move; what :meth:`unplay` needs to take it back."""
        seat = self.to_move
        hand = self.hands[seat]
        index = hand.index(card)
        del hand[index]
        self.masks[seat] ^= 1 << card
        self.line.append(card)
        trick = self.stand_in.trick
        trick.append(card)
        leader = self.leader
        if len(trick) < self.players:
            self.to_move = (seat + 1) % self.players
            return seat, index, leader, -1, None
        done = trick[:]
        return seat, index, leader, self._trick_done(), done

    def _trick_done(self) -> int:
        """The trick is complete: its winner takes it and leads (returned)."""
        trick = self.stand_in.trick
        won_by = (self.leader + self.winner(self.stand_in)) % self.players
        self.won[won_by] += 1
        mask = 0
        for c in trick:
            mask |= 1 << c
        self.taken[won_by] |= mask
        trick.clear()
        self.leader = self.to_move = won_by
        return won_by

    def play_out(self, random: Callable[[], float] | None = None) -> None:
        """Play the hand out: at random (each legal card alike, ``random()`` in [0, 1)), or
        without ``random`` by :meth:`plain_choice`. The hands' bit masks are left behind:
        :meth:`restore` follows."""
        hands, line, players = self.hands, self.line, self.players
        trick = self.stand_in.trick
        seat = self.to_move
        hand = hands[seat]
        while hand:
            cards = self.legal()
            if len(cards) == 1:
                card = cards[0]
            elif random is None:
                card = self.plain_choice(seat, cards)
            else:
                card = cards[int(random() * len(cards))]
            hand.remove(card)
            line.append(card)
            trick.append(card)
            if len(trick) < players:
                seat = self.to_move = (seat + 1) % players
            else:
                seat = self._trick_done()
            hand = hands[seat]

    def unplay(self, undo: tuple[int, int, int, int, list[int] | None]) -> None:
        """Take back the play that returned ``undo``."""
        seat, index, leader, won_by, done = undo
        trick = self.stand_in.trick
        if done is not None:
            self.won[won_by] -= 1
            for c in done:
                self.taken[won_by] ^= 1 << c
            trick[:] = done
        card = trick.pop()
        self.line.pop()
        self.hands[seat].insert(index, card)
        self.masks[seat] |= 1 << card
        self.leader = leader
        self.to_move = seat

    def plain_choice(self, seat: int, cards: list[int]) -> int:
        """``basic``'s play on the model (:func:`~tricktaker.bots.basic.basic_card`), a seat
        short of its bid (every seat, without bids) wanting more tricks."""
        trick = self.stand_in.trick
        winner, stand_in, place = self.winner, self.stand_in, len(trick)

        def wins(card: int) -> bool:
            trick.append(card)
            won = winner(stand_in) == place
            trick.pop()
            return won

        short = self.targets[seat] - self.won[seat]
        return basic_card(cards, not trick, short > 0, self.strength, wins, short == 1)

    def over(self) -> bool:
        """Whether the hand's cards are all played."""
        return not self.hands[self.to_move]

    def legal(self) -> list[int]:
        """The seat to move's legal cards (the phase's own rules)."""
        seat = self.to_move
        cards = self.hands[seat]
        stand_in = self.stand_in
        for narrow in self.narrows:
            cards = narrow(stand_in, seat, cards)
        return cards

    def distinct(self) -> list[int]:
        """The legal cards without those equivalent to another
        (:func:`~tricktaker.bots.solver.distinct_cards`; cards out of play, such as the stock
        of a phase that draws nothing, separate no two cards)."""
        cards = self.legal()
        if len(cards) < 2:
            return list(cards)
        seat = self.to_move
        others = [c for s, hand in enumerate(self.hands) if s != seat for c in hand]
        others += self.stand_in.trick
        return distinct_cards(cards, others, self.suit_of, self.rank_of, self.roles)

    def key(self) -> Hashable:
        """The position: the hands, the trick, the seat to move and what each seat took (its
        tricks where only tricks count, else its cards)."""
        taken = self.won if self.plain else self.taken
        return (tuple(self.masks), tuple(self.stand_in.trick), self.to_move, tuple(taken))

    def outcome(self) -> tuple[float, ...]:
        """The finished hand's value to each seat (its side's
        :func:`~tricktaker.bots.solver.hand_value`): the line is replayed on the world and
        scored by the engine once per outcome (each seat's tricks or the roles of the cards it
        took, the last trick's winner, the world's other cards by role)."""
        if self.plain:
            taken: Hashable = tuple(self.won)
        else:
            roles = self.roles
            taken = tuple(tuple(sorted(roles[c] for c in _cards(m))) for m in self.taken)
        key = (taken, self.leader, self.base)
        value = self.outcomes.get(key)
        if value is None:
            sim = self.world.clone()
            for card in self.line:
                sim.apply(Play(card))
            assert sim.state.over or sim.state.deal_no != self.deal
            value = tuple(hand_value(sim, hand_side(sim, s)) for s in range(self.players))
            self.outcomes[key] = value
        return value


class TrickSolver(AlphaBeta):
    """Exact values of actions for the rest of the current hand of one world (a plain trick
    phase, :func:`fits`), for ``side`` against all the other seats: the interface of
    :class:`~tricktaker.bots.solver.HandSolver`, its alpha-beta on a :class:`TrickModel`."""

    def __init__(self, session: Session, side: Sequence[int], node_limit: int = 200_000) -> None:
        super().__init__(side, node_limit)
        self.model = TrickModel(session)
        self.me = min(side)
        self.undo: list[tuple[int, int, int, int, list[int] | None]] = []
        self.table_base: Hashable = None

    def values(
        self, world: Session, actions: Sequence[Action], deadline: float = _INF
    ) -> list[float]:
        """The exact value of each of ``actions`` (plays) in ``world``; raises
        :class:`~tricktaker.bots.solver.OutOfNodes` past the node limit,
        :class:`~tricktaker.bots.solver.OutOfTime` past ``deadline``."""
        self.deadline = deadline
        self.nodes = 0
        model = self.model
        model.load(world)
        if model.base != self.table_base or len(self.table) > TABLE_LIMIT:
            self.table.clear()  # positions are whole (every hand in the key): worlds share them
            self.table_base = model.base
        found: list[float] = []
        for action in actions:
            assert isinstance(action, Play)
            self._enter(action.card)
            found.append(self._search(-_INF, _INF))
            self._leave()
        return found

    def _over(self) -> bool:
        return self.model.over()

    def _leaf(self) -> float:
        return self.model.outcome()[self.me]

    def _key(self) -> Hashable:
        return self.model.key()

    def _mover(self) -> int:
        return self.model.to_move

    def _moves(self) -> list[Any]:
        return self.model.distinct()

    def _enter(self, move: Any) -> None:
        self.undo.append(self.model.play(move))

    def _leave(self) -> None:
        self.model.unplay(self.undo.pop())


def _mask(cards: Sequence[int]) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def _cards(mask: int) -> list[int]:
    """The card ids of a bit mask."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found
