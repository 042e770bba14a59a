"""Sequences (runs) as melds: found in the hands, compared between players, scored.

A run is a maximal set of cards of one suit that are consecutive in the deck's sequence order
(``deck.sequence_rank_of``). Each player's best run takes part: longer beats shorter, then the
higher top card, then a run in trumps; equal best runs of different players cancel out, and
nobody scores. The holder of the best run scores it (``best_only``) or all their runs
(``all_of_best_holder``). With a declare option, players choose whether to show their run.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from tricktaker.actions import PASS, Action, Declare, Pass
from tricktaker.engine.phase import Phase
from tricktaker.engine.seats import seat_of
from tricktaker.errors import NotationError

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.session import Session
    from tricktaker.engine.state import State
    from tricktaker.rules import SequenceSpec

DECLARE = Declare("sequence")
RunKey = tuple[int, int, bool]


def find_runs(deck: Deck, hand: Sequence[int], min_length: int) -> list[tuple[int, ...]]:
    """Every maximal run of ``min_length`` or more cards in ``hand``, each highest card first."""
    order = deck.sequence_rank_of
    by_suit: dict[int, list[int]] = {}
    for card in hand:
        if not deck.is_extra(card):
            by_suit.setdefault(deck.suit_of[card], []).append(card)
    runs = []
    for cards in by_suit.values():
        cards.sort(key=lambda c: order[c])
        chain = [cards[0]]
        for card in cards[1:]:
            if order[card] == order[chain[-1]] + 1:
                chain.append(card)
                continue
            if len(chain) >= min_length:
                runs.append(tuple(chain))
            chain = [card]
        if len(chain) >= min_length:
            runs.append(tuple(chain))
    return runs


def run_key(deck: Deck, run: Sequence[int], trump: int) -> RunKey:
    """Larger is better: length, then the top card in sequence order, then trumps."""
    top = min(deck.sequence_rank_of[c] for c in run)
    return (len(run), -top, deck.suit_of[run[0]] == trump)


def run_points(points: dict[int, int], length: int) -> int:
    """Points of a run of ``length``: the entry of the largest listed length not above it."""
    return points[max(k for k in points if k <= length)]


def best_run(deck: Deck, runs: Sequence[tuple[int, ...]], trump: int) -> tuple[int, ...] | None:
    return max(runs, key=lambda r: run_key(deck, r, trump), default=None)


def compare_runs(
    deck: Deck, best: dict[int, tuple[int, ...]], trump: int
) -> tuple[int, tuple[int, ...]] | None:
    """The seat whose best run beats every other seat's, with that run; None on a tie."""
    ranked = sorted(best.items(), key=lambda item: run_key(deck, item[1], trump), reverse=True)
    if not ranked:
        return None
    if len(ranked) > 1 and run_key(deck, ranked[0][1], trump) == run_key(deck, ranked[1][1], trump):
        return None
    return ranked[0]


class SequencePhase(Phase):
    """Scores runs before the first lead: ``state.extra["sequence"]`` (the winning run, shown to
    everybody) and ``state.extra["sequence_points"]`` (per seat)."""

    name = "sequences"

    def __init__(self, spec: SequenceSpec, deck: Deck) -> None:
        self.spec = spec
        self.deck = deck

    def runs(self, state: State, seat: int) -> list[tuple[int, ...]]:
        """Every run of ``seat``'s hand long enough to count."""
        return find_runs(self.deck, state.hands[seat], self.spec.min_length)

    def start(self, session: Session, state: State) -> bool:
        first = seat_of("left_of_dealer", state)
        order = [(first + k) % state.players for k in range(state.players)]
        holders = [seat for seat in order if self.runs(state, seat)]
        declare = self.spec.declare_option and session.options[self.spec.declare_option]
        if declare and holders:
            state.extra["declare_queue"] = holders
            state.extra["declared"] = []
            state.to_move = holders[0]
            return False
        self._settle(session, state, holders)
        return True

    def legal_actions(self, session: Session, state: State) -> list[Action]:
        return [DECLARE, PASS]

    def apply(self, session: Session, state: State, action: Action) -> bool:
        queue: list[int] = state.extra["declare_queue"]
        if isinstance(action, Declare):
            state.extra["declared"].append(queue[0])
        queue.pop(0)
        if queue:
            state.to_move = queue[0]
            return False
        self._settle(session, state, state.extra["declared"])
        return True

    def _settle(self, session: Session, state: State, seats: Sequence[int]) -> None:
        deck, trump = self.deck, state.trump
        best = {}
        for seat in seats:
            run = best_run(deck, self.runs(state, seat), trump)
            if run is not None:
                best[seat] = run
        points = [0] * state.players
        winner = compare_runs(deck, best, trump)
        state.extra["sequence"] = winner
        if winner is not None:
            seat, run = winner
            points[seat] = self.holder_points(session, state, seat, run)
        state.extra["sequence_points"] = points

    def holder_points(self, session: Session, state: State, seat: int, best: Sequence[int]) -> int:
        """What the holder of the best run scores: that run (``best_only``) or all their runs
        (``all_of_best_holder``), as the rules or their option say. A variant may override it."""
        scoring = self.spec.scoring
        if self.spec.scoring_option:
            scoring = session.options[self.spec.scoring_option]
        if scoring == "all_of_best_holder":
            return sum(run_points(self.spec.points, len(r)) for r in self.runs(state, seat))
        return run_points(self.spec.points, len(best))

    def why_illegal(self, session: Session, state: State, action: Action) -> str:
        return "declare your sequence, or pass to keep it secret"

    def prompt(self, session: Session, state: State) -> str:
        return "declare your sequence, or pass"

    def parse(self, session: Session, text: str) -> Action:
        key = text.strip().lower()
        if key in ("declare", "declare sequence", "show", "yes", "y"):
            return DECLARE
        if key in ("pass", "p", "no", "n", "keep"):
            return PASS
        raise NotationError(f"{text.strip()!r}: type declare or pass")

    def format(self, session: Session, action: Action) -> str:
        return "pass" if isinstance(action, Pass) else "declare sequence"

    def observe(self, session: Session, state: State, seat: int, obs: dict[str, Any]) -> None:
        obs["sequence"] = state.extra.get("sequence")
