"""The fast exact solver for plain trick phases (:mod:`tricktaker.bots.tricksolver`).

It must agree with :class:`~tricktaker.bots.solver.HandSolver` (itself checked against a plain
minimax in ``test_solver.py``) on every action of real endgames, including when the finished
hands' values it keeps are reused by another world of the same decision."""

from __future__ import annotations

import random

import pytest

from tricktaker import load_game
from tricktaker.bots import make_bot
from tricktaker.bots.search import SearchBot, determinize
from tricktaker.bots.solver import HandSolver, OutOfNodes
from tricktaker.bots.tricksolver import TrickSolver, fits
from tricktaker.engine.session import Session

FITTING = {"oh-hell": {"players": 4, "hand_sizes": [7]}, "draw-bridge": {}}
"""The bundled games whose (last) trick phase is plain."""

GAMES = ("klaberjass", "bridgette", "spades", "euchre", "bridge", "hearts", "skat")


def trick_endgame(game_id: str, seed: int, cards_left: int) -> Session:
    """Basic bots play until a plain trick phase has at most ``cards_left`` cards left in the
    hands and the seat to move has a choice; the real game (not a world)."""
    session = load_game(game_id).new_session(options=FITTING.get(game_id, {}), seed=seed)
    bots = [make_bot("basic", seat) for seat in range(session.players)]
    while True:
        assert not session.is_over
        seat = session.current_seat
        left = sum(len(h) for h in session.state.hands)
        if fits(session) and left <= cards_left and len(session.legal_actions()) > 1:
            return session
        session.apply(bots[seat].choose(session, seat))


def side_of(world: Session, seat: int) -> tuple[int, ...]:
    return SearchBot(0).side_of(world, seat, world.legal_actions()[0])


@pytest.mark.parametrize("game_id", sorted(FITTING))
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
@pytest.mark.parametrize("cards_left", [8, 12])
def test_values_equal_the_engine_solvers(game_id, seed, cards_left):
    session = trick_endgame(game_id, seed, cards_left)
    seat = session.current_seat
    rng = random.Random(seed)
    fast: TrickSolver | None = None
    for _ in range(3):  # worlds of one decision: the second and third reuse kept outcomes
        world = determinize(session, seat, rng)
        side = side_of(world, seat)
        legal = world.legal_actions()
        fast = fast or TrickSolver(world, side)
        expected = HandSolver(world, side, node_limit=10**6).values(world, legal)
        assert fast.values(world, legal) == pytest.approx(expected)


@pytest.mark.parametrize("game_id", GAMES)
def test_only_plain_trick_phases_fit(game_id):
    """Effects (a broken suit, an announcement, a dummy, a seat sitting out) or a game's own
    scoring keep the fast solver out: the search bot uses the engine's solver there."""
    session = load_game(game_id).new_session(seed=1)
    bots = [make_bot("basic", seat) for seat in range(session.players)]
    while not session.is_over and session.state.hand_no < 2:
        assert not fits(session)
        seat = session.current_seat
        session.apply(bots[seat].choose(session, seat))


def test_fast_solver_gives_up_past_its_node_limit():
    session = trick_endgame("oh-hell", 1, 28)
    world = determinize(session, session.current_seat, random.Random(1))
    solver = TrickSolver(world, (session.current_seat,), node_limit=50)
    with pytest.raises(OutOfNodes):
        solver.values(world, world.legal_actions())
