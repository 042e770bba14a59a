"""The search bot's exact solver (:mod:`tricktaker.bots.solver`) and its budget.

The solver's values are checked against a plain minimax written here, with no table, no
pruning and no equivalent cards, on real endgames of several games: the tricks it saves must
never change a value. Equivalent cards are checked on a stacked deal, and the pruning of the
actions on figures worked out by hand."""

from __future__ import annotations

import random
import time

import pytest

from tricktaker import Bid, DealGiven, Play, load_game
from tricktaker.bots import make_bot
from tricktaker.bots.search import DEFAULT_WORLDS, SearchBot, determinize, halved, pruned
from tricktaker.bots.solver import (
    HandSolver,
    OutOfNodes,
    distinct_moves,
    hand_value,
    seat_values,
)
from tricktaker.engine.session import Session

ENDGAMES = {
    "oh-hell": {"players": 4, "hand_sizes": [5]},
    "spades": {},
    "hearts": {},
    "euchre": {},
    "klaberjass": {},
    "skat": {},
}


def endgame(game_id: str, seed: int, cards_left: int) -> Session:
    """A game played by basic bots until at most ``cards_left`` cards are left in the hands,
    at a decision with a choice; a world with every card placed (the seat's own view)."""
    session = load_game(game_id).new_session(options=ENDGAMES[game_id], seed=seed)
    bots = [make_bot("basic", seat) for seat in range(session.players)]
    while True:
        assert not session.is_over
        left = sum(len(h) for h in session.state.hands)
        seat = session.current_seat
        if left <= cards_left and len(session.legal_actions()) > 1:
            return determinize(session, seat, random.Random(seed))
        session.apply(bots[seat].choose(session, seat))


def minimax(session: Session, side: tuple[int, ...], deal: int) -> float:
    """The paranoid value by brute force: every action of every seat, nothing saved."""
    state = session.state
    if state.over or state.deal_no != deal:
        return hand_value(session, side)
    values = []
    for action in session.legal_actions():
        child = session.clone()
        child.apply(action)
        values.append(minimax(child, side, deal))
    return max(values) if session.current_seat in side else min(values)


def side_of(world: Session, seat: int) -> tuple[int, ...]:
    return SearchBot(0).side_of(world, seat, world.legal_actions()[0])


@pytest.mark.parametrize("game_id", sorted(ENDGAMES))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_solver_values_equal_plain_minimax(game_id, seed):
    world = endgame(game_id, seed, 8 if game_id != "klaberjass" else 6)
    seat = world.current_seat
    side = side_of(world, seat)
    legal = world.legal_actions()
    solver = HandSolver(world, side)
    found = solver.values(world, legal)
    deal = world.state.deal_no
    expected = []
    for action in legal:
        child = world.clone()
        child.apply(action)
        expected.append(minimax(child, side, deal))
    assert found == pytest.approx(expected)


def max_n(session: Session, me: int, deal: int) -> tuple[float, ...]:
    """Max^n by brute force: each seat picks its best, ties going against ``me``."""
    state = session.state
    if state.over or state.deal_no != deal:
        return seat_values(session)
    mover = session.current_seat
    best: tuple[float, ...] | None = None
    for action in session.legal_actions():
        child = session.clone()
        child.apply(action)
        value = max_n(child, me, deal)
        if best is None or (value[mover], -value[me]) > (best[mover], -best[me]):
            best = value
    assert best is not None
    return best


@pytest.mark.parametrize("game_id", ["oh-hell", "hearts"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_each_for_itself_values_equal_plain_max_n(game_id, seed):
    """Where every seat plays for itself the solver can search max^n: each seat takes what is
    best for itself. The table and equivalent cards never change its values either."""
    world = endgame(game_id, seed, 8)
    seat = world.current_seat
    legal = world.legal_actions()
    found = HandSolver(world, (seat,), each_for_itself=True).values(world, legal)
    deal = world.state.deal_no
    expected = []
    for action in legal:
        child = world.clone()
        child.apply(action)
        expected.append(max_n(child, seat, deal)[seat])
    assert found == pytest.approx(expected)


def test_seat_values_are_each_seats_hand_value():
    world = endgame("oh-hell", 4, 8)
    while not world.is_over:
        world.apply(world.legal_actions()[0])
    values = seat_values(world)
    assert values == pytest.approx([hand_value(world, (s,)) for s in range(world.players)])


def test_solver_gives_up_past_its_node_limit():
    world = endgame("oh-hell", 1, 20)
    solver = HandSolver(world, (world.current_seat,), node_limit=50)
    with pytest.raises(OutOfNodes):
        solver.values(world, world.legal_actions())


def stacked_oh_hell(hands: list[list[str]], turned: str) -> Session:
    game = load_game("oh-hell")
    deal = DealGiven(dealer=3, hands=hands, turned=turned)
    session = game.new_session(options={"players": 4, "hand_sizes": [3]}, deals=[deal])
    for _ in range(4):  # everybody bids one (the bids need not add up to anything here)
        session.apply(Bid(1) if Bid(1) in session.legal_actions() else Bid(2))
    return session


def test_touching_cards_are_searched_once():
    """Seat 0 holds K♠ Q♠ 2♥ with clubs trumps: K♠ and Q♠ touch (no spade between them is
    held by anybody), so only one of them is searched; 2♥ is searched too. Seat 1's A♠ and
    J♠ do not touch: Q♠ and K♠ of seat 0 lie between them."""
    session = stacked_oh_hell(
        [["KS", "QS", "2H"], ["AS", "JS", "3H"], ["4H", "5H", "6H"], ["7H", "8H", "9H"]],
        turned="2C",
    )
    deck = session.deck
    assert session.current_seat == 0
    solver = HandSolver(session, (0,))
    kept = distinct_moves(session, session.legal_actions(), solver.roles)
    assert sorted(deck.format(a.card) for a in kept) == ["2H", "KS"]
    session.apply(Play(deck.parse("KS")))
    kept = distinct_moves(session, session.legal_actions(), solver.roles)
    assert sorted(deck.format(a.card) for a in kept) == ["AS", "JS"]


def test_cards_of_different_worth_are_not_equivalent():
    """In Hearts the Q♠ (13 points) never stands for the J♠ or the K♠ beside it."""
    session = load_game("hearts").new_session(seed=1)
    solver = HandSolver(session, (0,))
    assert solver.roles is not None
    deck = session.deck
    qs, js, ks = (deck.parse(c) for c in ("QS", "JS", "KS"))
    assert solver.roles[qs] != solver.roles[js] == solver.roles[ks]


def test_pruning_drops_an_action_clearly_worse_on_the_same_worlds():
    samples = [
        [1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0, 2.0],  # the leader
        [0.0, 1.0, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0],  # one less on every world: out
        [2.0, 0.0, 3.0, 1.0, 0.0, 2.0, 1.0, 2.0],  # worse on average, but not clearly: stays
    ]
    assert pruned([0, 1, 2], samples) == [0, 2]


def test_halving_keeps_the_better_half_in_order():
    means = [3.0, 1.0, 4.0, 1.5, 5.0, 0.0, 2.0]  # one world each
    assert halved(list(range(7)), [[m] for m in means]) == [0, 2, 4, 6]
    assert halved([1, 3], [[m] for m in means]) == [1, 3]  # two actions stay to the end
    assert halved([0, 1, 3], [[m] for m in means]) == [0, 3]


def test_search_keeps_its_time_budget():
    session = load_game("oh-hell").new_session(options={"players": 4}, seed=5)
    bot = make_bot("search:0.2s", 1)
    start = time.perf_counter()
    bot.choose(session, session.current_seat)  # the first bid: the longest decision
    assert time.perf_counter() - start < 0.2 + 0.5  # the budget and one last world at most
    assert bot.worlds >= 1  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("kind", "iterations", "seconds"),
    [
        ("search", DEFAULT_WORLDS, None),  # counted, not timed (issue 44)
        ("search:8", 8, None),
        ("search:0.5s", None, 0.5),
        ("search:2s", None, 2.0),
    ],
)
def test_search_budget_notation(kind, iterations, seconds):
    bot = make_bot(kind, 1)
    assert (bot.iterations, bot.seconds) == (iterations, seconds)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "kind", ["search:0s", "search:61s", "search:1.2.3s", "search:s", "search:-1s"]
)
def test_a_bad_search_time_is_refused_saying_what_is_allowed(kind):
    with pytest.raises(
        Exception, match=r"search:N takes .* or seconds up to 60, e\.g\. search:0\.5s"
    ):
        make_bot(kind, 1)
