"""The ``search`` bot: determinized Monte Carlo (PIMC) over whole hands, for any game.

For each decision the bot samples complete deals consistent with what its seat has seen
(*determinizations*): the cards it cannot see — the other hands, the stock, other players'
hidden discards — are pooled (the pool is what the seat can deduce: every card not visible to
it), shuffled and dealt back into those places with their public sizes, and a deal is kept only
if every card the others played in the current trick phase was legal for the hand the deal gives
them (so known voids are respected). In each sampled deal every legal action is tried and the
hand is played out by ``basic`` bots; the action with the best mean result (own hand score minus
the best opponent's; a partner is no opponent, nor a seat of its side for the deal: the hand's
sides, :func:`~tricktaker.engine.seats.hand_sides`) is chosen. The bot reads the true state
only to find the pool's union and the sizes of the hidden places, both of which its seat knows;
a test proves that permuting the hidden cards never changes its decisions.

Strength is set by ``iterations`` (sampled deals per decision, default 16) with a time cap
(``seconds``, default 1.0): ``--seats search:32``.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from tricktaker.actions import Action
from tricktaker.bots.basic import BasicBot, SeededBot
from tricktaker.engine.seats import hand_sides
from tricktaker.engine.views import redeal

if TYPE_CHECKING:
    import random

    from tricktaker.engine.session import Session


class SearchBot(SeededBot):
    name = "search"

    def __init__(self, seed: int = 0, iterations: int = 16, seconds: float = 1.0) -> None:
        super().__init__(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.rollout = BasicBot(seed)

    def choose(self, session: Session, seat: int) -> Action:
        legal = list(session.legal_actions())
        if len(legal) == 1:
            return legal[0]
        rng = self.reseed(session)
        totals = [0.0] * len(legal)
        deadline = time.perf_counter() + self.seconds
        for _ in range(self.iterations):
            world = determinize(session, seat, rng)
            for i, action in enumerate(legal):
                totals[i] += self.play_out(world, seat, action)
            if time.perf_counter() > deadline:
                break
        best = max(range(len(legal)), key=lambda i: (totals[i], -i))
        return legal[best]

    def play_out(self, world: Session, seat: int, action: Action) -> float:
        """Apply ``action`` in a copy of ``world`` and let basic bots finish the hand."""
        sim = world.clone()
        deal = sim.state.deal_no
        sim.apply(action)
        bot = self.rollout
        while not sim.is_over and sim.state.deal_no == deal:
            sim.apply(bot.choose(sim, sim.current_seat))
        hand = sim.state.hand_results[-1]
        scores: list[int] = hand["scores"]
        sides = hand_sides(sim.game, hand)  # partners, for the match or the deal, are no opponents
        mine = next((side.seats for side in sides if seat in side.seats), (seat,))
        others = [s for i, s in enumerate(scores) if i not in mine]
        if sim.rules.match.winner == "lowest":  # points are bad: the fewer the better
            return float(min(others) - scores[seat])
        return float(scores[seat] - max(others))


def determinize(session: Session, seat: int, rng: random.Random, tries: int = 30) -> Session:
    """A copy of ``session`` whose hidden cards are re-dealt consistently with ``seat``'s view
    (which cards are hidden from it follows from the state's visibility declarations)."""
    world = session.clone()
    for _ in range(tries):
        redeal(world.state, seat, rng)
        if consistent(world, seat):
            break
    world._legal = None
    return world


def consistent(world: Session, seat: int) -> bool:
    """Whether every card the others played in the current trick phase was legal for the hands
    this deal gives them (their hand then = their hand now + what they played since)."""
    state = world.state
    if state.over:
        return True
    phase = world.phases[state.phase]
    legal_fn = getattr(phase, "legal", None)
    if legal_fn is None or world.rules.trick_spec(phase.name).draw_after_trick:
        return True  # not a trick phase, or one where any card may have been played
    n = state.players
    in_phase = state.trick_no * n + len(state.trick)
    plays = state.played[len(state.played) - in_phase :]
    probe = state.copy()
    probe.parts = {key: type(part)(n) for key, part in state.parts.items()}  # no past bans
    for index, (who, card) in enumerate(plays):
        if who == seat:
            continue
        later = [c for w, c in plays[index:] if w == who]
        probe.hands[who] = state.hands[who] + later
        start = index - index % n
        probe.trick = [c for _, c in plays[start:index]]
        if card not in legal_fn(probe, who):
            return False
    return True
