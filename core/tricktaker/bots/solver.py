"""An exact solver for the rest of one hand of a perfect-information world, for any game.

The ``search`` bot samples deals consistent with what its seat has seen (*worlds*); in each one
every card is known, and near the end of a hand the rest of it can be searched exactly instead
of played out by ``basic`` bots. :class:`HandSolver` does that with the engine's own
``legal_actions()``/``apply()`` (so it knows every game's rules, effects and scoring without
learning any):

* **paranoid alpha-beta** (:class:`AlphaBeta`): the seats of the searching seat's side choose
  the action best for the side, every other seat the worst — the value of a finished hand is
  :func:`hand_value`, the same figure the bot's play-outs score, so both kinds of evaluation
  mix in one mean;
* a **transposition table** keyed on the position, not on how it was reached: the cards in
  each hand as sets, the trick so far, whose turn, the tricks and cards each seat has taken as
  sets, the stock, trumps, and every mechanic's part (so a broken suit or an announcement is
  part of the key); history fields (``played``, ``last_trick``, the log) are left out, so two
  orders of the same tricks meet in one entry. Entries hold bounds (alpha-beta values are
  exact only inside the window) and the best action, which is tried first next time;
* **move ordering**: the table's best action first;
* **equivalent cards**: two cards of one hand in one effective suit with no card between them
  still held by anyone (by the trick phase's effective ranks) and of equal worth to every
  scoring part are the same move; only the first is searched. The check needs the trick phase's
  effective tables (:class:`~tricktaker.mechanics.tricks.TrickPlay` has them); elsewhere, or when
  the phase's plays carry an announcement, every action is searched.

A search that would visit more than ``node_limit`` positions gives up (:class:`OutOfNodes`):
the bot then plays that world out instead; one that runs past the decision's deadline gives up
too (:class:`OutOfTime`). A world is solved only when the hand is near its
end, where the tree is small (see :mod:`tricktaker.bots.search`).
"""

from __future__ import annotations

import time
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

from tricktaker.actions import Action, Play
from tricktaker.engine.seats import hand_sides
from tricktaker.mechanics.leads import cards_named
from tricktaker.mechanics.scoring import card_values
from tricktaker.rules import PenaltyCardScoring

if TYPE_CHECKING:
    from tricktaker.engine.session import Session
    from tricktaker.engine.state import State

_INF = float("inf")

_HISTORY = frozenset({"played", "last_trick", "log", "hand_logs", "rng_box", "given", "pack"})
"""Engine fields that say how a position was reached, not what it is (nor what follows)."""


class OutOfNodes(Exception):
    """The search would visit more positions than it may."""


class OutOfTime(OutOfNodes):
    """The search ran past its deadline."""


def hand_value(session: Session, side: Sequence[int]) -> float:
    """What the hand just finished in ``session`` is worth to ``side``: its best seat's hand
    score minus the mean of the other seats' (or the mean minus its score where the fewest
    points win). The mean of the others, not their best, because each decision is judged by
    every world's outcome: the mean is the steadier figure."""
    scores: list[int] = session.state.hand_results[-1]["scores"]
    others = [s for i, s in enumerate(scores) if i not in side]
    if not others:
        return 0.0
    rest = sum(others) / len(others)
    if session.rules.match.winner == "lowest":  # points are bad: the fewer the better
        return rest - min(scores[i] for i in side)
    return max(scores[i] for i in side) - rest


def hand_side(finished: Session, seat: int) -> tuple[int, ...]:
    """``seat``'s side in the hand ``finished`` just ended: its partnership, else the side the
    hand's record names (a deal's sides, e.g. declarer against defenders), else itself. A
    partner is no opponent."""
    sides = hand_sides(finished.game, finished.state.hand_results[-1])
    return next((side.seats for side in sides if seat in side.seats), (seat,))


def seat_values(session: Session) -> tuple[float, ...]:
    """:func:`hand_value` of every seat on its own (a side of one), for the game just ended."""
    scores: list[int] = session.state.hand_results[-1]["scores"]
    n = len(scores)
    if n < 2:
        return (0.0,) * n
    total = sum(scores)
    sign = -1.0 if session.rules.match.winner == "lowest" else 1.0
    return tuple(sign * (s - (total - s) / (n - 1)) for s in scores)


_ATOMS = (int, str, type(None), bool, float)
"""Field types that are their own key (most fields: read first, a position's key is built at
every node of the exact search)."""


def _frozen(value: Any) -> Hashable:
    """A hashable stand-in for a part's field (lists become tuples, all the way down)."""
    if type(value) in _ATOMS:
        return value  # type: ignore[no-any-return]
    if isinstance(value, list | tuple):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, set | frozenset):
        return frozenset(value)
    if isinstance(value, dict):
        return tuple(sorted((k, _frozen(v)) for k, v in value.items()))
    return value  # type: ignore[no-any-return]


def parts_key(state: State) -> Hashable:
    """Every mechanic's part of ``state`` (its declared fields), hashable."""
    return tuple(
        (key, tuple(_frozen(getattr(part, name)) for name in part.seen))
        for key, part in state.parts.items()
    )


def position_key(session: Session) -> Hashable:
    """The position of ``session``'s hand, whatever order its tricks were played in."""
    state = session.state
    parts = parts_key(state)
    return (
        state.phase,
        state.to_move,
        state.trump,
        tuple(state.trick),
        tuple(frozenset(h) for h in state.hands),
        tuple(state.stock),
        tuple(state.tricks_won),
        tuple(frozenset(t) for t in state.taken),
        parts,
    )


class AlphaBeta:
    """Paranoid alpha-beta with a transposition table, over a position that a subclass moves
    in place (:meth:`_enter`, :meth:`_leave`): :class:`HandSolver` on the engine's sessions,
    :class:`~tricktaker.bots.tricksolver.TrickSolver` on small ints. The seats of ``side``
    choose the move best for the side, every other seat the worst. Table entries hold bounds
    (alpha-beta values are exact only inside the window) and the best move, tried first next
    time."""

    def __init__(self, side: Sequence[int], node_limit: int) -> None:
        self.side = tuple(side)
        self.node_limit = node_limit
        self.nodes = 0
        self.deadline = _INF
        self.table: dict[Hashable, tuple[float, float, Any]] = {}

    # -- the position, for subclasses ----------------------------------------------------------

    def _over(self) -> bool:
        """Whether the hand is over (and scored)."""
        raise NotImplementedError

    def _leaf(self) -> float:
        """The finished hand's value to the side."""
        raise NotImplementedError

    def _key(self) -> Hashable:
        """The position, whatever order its tricks were played in."""
        raise NotImplementedError

    def _mover(self) -> int:
        raise NotImplementedError

    def _moves(self) -> list[Any]:
        """The moves to search: the legal ones without those equivalent to another."""
        raise NotImplementedError

    def _enter(self, move: Any) -> None:
        """Make ``move``."""
        raise NotImplementedError

    def _leave(self) -> None:
        """Take back the last move made."""
        raise NotImplementedError

    # -- the search ----------------------------------------------------------------------------

    def _visit(self) -> None:
        """Count a position; give up past the node limit or the deadline (the clock is read
        every 256 positions)."""
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise OutOfNodes
        if not self.nodes & 255 and time.perf_counter() > self.deadline:
            raise OutOfTime

    def _search(self, alpha: float, beta: float) -> float:
        self._visit()
        if self._over():
            return self._leaf()
        key = self._key()
        entry = self.table.get(key)
        first = None
        if entry is not None:
            low, high, first = entry
            if low >= beta:
                return low
            if high <= alpha:
                return high
            alpha, beta = max(alpha, low), min(beta, high)
        moves = self._moves()
        if first is not None and first in moves:
            moves.remove(first)
            moves.insert(0, first)
        window = alpha, beta
        ours = self._mover() in self.side
        best = -_INF if ours else _INF
        best_move = moves[0]
        for move in moves:
            self._enter(move)
            value = self._search(alpha, beta)
            self._leave()
            if ours:
                if value > best:
                    best, best_move = value, move
                    alpha = max(alpha, value)
            elif value < best:
                best, best_move = value, move
                beta = min(beta, value)
            if alpha >= beta:
                break
        low, high = -_INF, _INF
        if best <= window[0]:
            high = best  # failed low: an upper bound
        elif best >= window[1]:
            low = best  # failed high: a lower bound
        else:
            low = high = best
        self.table[key] = (low, high, best_move)
        return best


class HandSolver(AlphaBeta):
    """Exact values of actions for the rest of the current hand of one world, for ``side``
    (the searching seat and its partners) against all the other seats, on the engine itself
    (a copy of the session for each position on the way)."""

    def __init__(
        self,
        session: Session,
        side: Sequence[int],
        node_limit: int = 20_000,
        each_for_itself: bool = False,
    ) -> None:
        super().__init__(side, node_limit)
        self.each_for_itself = each_for_itself
        self.vectors: dict[Hashable, tuple[float, ...]] = {}
        self.roles = card_roles(session)
        self.path: list[Session] = []
        self.deal = session.state.deal_no

    def values(
        self, world: Session, actions: Sequence[Action], deadline: float = _INF
    ) -> list[float]:
        """The exact value of each of ``actions`` in ``world``; raises :class:`OutOfNodes`
        past the node limit, :class:`OutOfTime` past ``deadline`` (a ``time.perf_counter()``
        reading)."""
        self.deadline = deadline
        self.nodes = 0
        self.table.clear()
        self.vectors.clear()
        self.deal = deal = world.state.deal_no
        found: list[float] = []
        me = self.side[0]
        for action in actions:
            self.path = [world]
            self._enter(action)
            if self.each_for_itself:
                found.append(self._each(self.path[-1], deal)[me])
            else:
                found.append(self._search(-_INF, _INF))
        return found

    def _over(self) -> bool:
        state = self.path[-1].state
        return state.over or state.deal_no != self.deal

    def _leaf(self) -> float:
        return hand_value(self.path[-1], self.side)

    def _key(self) -> Hashable:
        return position_key(self.path[-1])

    def _mover(self) -> int:
        return self.path[-1].current_seat

    def _moves(self) -> list[Any]:
        session = self.path[-1]
        return distinct_moves(session, session.legal_actions(), self.roles)

    def _enter(self, move: Any) -> None:
        child = self.path[-1].clone()
        child.apply(move)
        self.path.append(child)

    def _leave(self) -> None:
        self.path.pop()

    def _each(self, session: Session, deal: int) -> tuple[float, ...]:
        """Max^n: every seat chooses what is best for itself (its :func:`hand_value`); among
        choices equal to it, the one worst for the searching seat. The value of every seat."""
        self._visit()
        state = session.state
        if state.over or state.deal_no != deal:
            return seat_values(session)
        key = position_key(session)
        found = self.vectors.get(key)
        if found is not None:
            return found
        mover, me = session.current_seat, self.side[0]
        best: tuple[float, ...] | None = None
        for action in distinct_moves(session, session.legal_actions(), self.roles):
            child = session.clone()
            child.apply(action)
            value = self._each(child, deal)
            if (
                best is None
                or value[mover] > best[mover]
                or (value[mover] == best[mover] and value[me] < best[me])
            ):
                best = value
        assert best is not None
        self.vectors[key] = best
        return best


def card_roles(session: Session) -> list[Hashable] | None:
    """Each card's role in the game's scoring: its card points (the deck's plain and trump
    points, a penalty table's) and whether it is one of the cards that must all be taken. None
    when the roles cannot be told from the rules: a game plugin scores, the pack has extra
    cards, or a trick effect comes from a game plugin (it may treat single cards specially)."""
    rules = session.rules
    deck = session.deck
    if rules.scoring is None or deck.extras:
        return None
    for phase in session.phases:
        effects = getattr(phase, "effects", ())
        if any(not type(e).__module__.startswith("tricktaker.mechanics") for e in effects):
            return None
    plain, trump = deck.plain_points, deck.trump_points
    roles: list[Hashable] = []
    penalty = rules.scoring if isinstance(rules.scoring, PenaltyCardScoring) else None
    values = card_values(deck, penalty.cards) if penalty is not None else None
    everything = cards_named(deck, penalty.take_all) if penalty is not None else set()
    for card in range(deck.ids):  # indexed by card id
        roles.append(
            (
                plain[card] if plain else 0,
                trump[card] if trump else 0,
                values[card] if values is not None else 0,
                card in everything,
            )
        )
    return roles


def distinct_moves(
    session: Session, legal: Sequence[Action], roles: Sequence[Hashable] | None
) -> list[Action]:
    """``legal`` without the plays equivalent to an earlier one: cards of the same role
    (:func:`card_roles`) in one effective suit with no card of that suit ranked between them in
    another hand, the stock or the trick. All of ``legal`` where equivalence cannot be told
    (no roles, not a trick phase, plays that carry an announcement)."""
    phase = session.phase
    tables = getattr(phase, "tables", None)
    if roles is None or tables is None or getattr(phase, "announcing", None) is not None:
        return list(legal)
    plays = [a for a in legal if isinstance(a, Play)]
    if len(legal) < 2 or len(plays) != len(legal) or any(a.named_suit >= 0 for a in plays):
        return list(legal)
    state = session.state
    effective = tables.get(state.trump)
    if effective is None:
        effective = tables[min(tables)]
    suit_of, rank_of = effective.suit_of, effective.rank_of
    own = next((h for h in state.hands if plays[0].card in h), [])  # the hand played from
    others = [c for h in state.hands if h is not own for c in h]
    others += state.stock
    others += state.trick
    by_card = {action.card: action for action in plays}
    kept = distinct_cards([a.card for a in plays], others, suit_of, rank_of, roles)
    return [by_card[card] for card in kept]


def distinct_cards(
    cards: Sequence[int],
    others: Sequence[int],
    suit_of: Sequence[int],
    rank_of: Sequence[int],
    roles: Sequence[Hashable],
) -> list[int]:
    """``cards`` (of one hand) without those equivalent to the one kept before them, highest
    first in each effective suit: a card of the same suit and role as the last card kept, with
    no card of ``others`` (the cards still to be played by anyone else) ranked between them.
    The rule of both exact solvers."""
    kept: list[int] = []
    for card in sorted(cards, key=lambda c: (suit_of[c], rank_of[c])):
        if kept:
            last = kept[-1]
            suit = suit_of[card]
            if suit_of[last] == suit and roles[last] == roles[card]:
                low, high = rank_of[last], rank_of[card]
                if not any(suit_of[o] == suit and low < rank_of[o] < high for o in others):
                    continue
        kept.append(card)
    return kept
