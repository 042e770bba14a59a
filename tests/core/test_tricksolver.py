"""The fast exact solver for plain trick phases (:mod:`tricktaker.bots.tricksolver`).

It must agree with :class:`~tricktaker.bots.solver.HandSolver` (itself checked against a plain
minimax in ``test_solver.py``) on every action of real endgames, including when the finished
hands' values it keeps are reused by another world of the same decision."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pytest

from tricktaker import Bid, DealGiven, Play, load_game
from tricktaker.actions import Action
from tricktaker.bots import make_bot
from tricktaker.bots.basic import BasicBot
from tricktaker.bots.search import SearchBot, _model_play_outs, determinize
from tricktaker.bots.solver import HandSolver, OutOfNodes, hand_side, hand_value
from tricktaker.bots.tricksolver import TrickModel, TrickSolver, fits
from tricktaker.bots.tricktree import TrickTree
from tricktaker.engine.session import Session
from tricktaker.mechanics.tricks import TrickPlay

if TYPE_CHECKING:
    from collections.abc import Callable

FITTING = {"oh-hell": {"players": 4, "hand_sizes": [7]}, "draw-bridge": {}}
"""The bundled games whose (last) trick phase is plain."""

GAMES = ("klaberjass", "bridgette", "spades", "euchre", "bridge", "hearts", "skat")


def played_until(game_id: str, seed: int, found: Callable[[Session], bool]) -> Session:
    """Basic bots play the game until ``found`` holds at a decision with a choice; the real
    game (not a world)."""
    session = load_game(game_id).new_session(options=FITTING.get(game_id, {}), seed=seed)
    bots = [make_bot("basic", seat) for seat in range(session.players)]
    while True:
        assert not session.is_over
        seat = session.current_seat
        if len(session.legal_actions()) > 1 and found(session):
            return session
        session.apply(bots[seat].choose(session, seat))


def trick_endgame(game_id: str, seed: int, cards_left: int) -> Session:
    """Basic bots play until a plain trick phase has at most ``cards_left`` cards left in the
    hands and the seat to move has a choice."""
    return played_until(
        game_id, seed, lambda s: fits(s) and sum(len(h) for h in s.state.hands) <= cards_left
    )


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


@pytest.mark.parametrize("game_id", sorted(FITTING))
@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("cards_left", [12, 20, 28])
def test_model_play_outs_equal_the_engine_play_outs(game_id, seed, cards_left):
    """``search``'s play-outs on the model score every action as ``basic`` bots playing the
    world out on the engine do, over several worlds of one decision (kept outcomes reused)."""
    session = trick_endgame(game_id, seed, cards_left)
    seat = session.current_seat
    bot = SearchBot(seed)
    rng = random.Random(seed)
    for _ in range(3):
        world = determinize(session, seat, rng)
        legal = world.legal_actions()
        expected = [bot.play_out(world, seat, action) for action in legal]
        assert _model_play_outs(bot._trick_model(session), world, seat, legal) == expected


def test_model_play_outs_leave_a_custom_roll_out_to_the_engine():
    """A subclass's own roll-out bot is played on the engine: the model plays ``basic`` only."""
    session = trick_endgame("oh-hell", 1, 28)

    class Counting(BasicBot):
        calls = 0

        def choose(self, world: Session, seat: int) -> Action:
            Counting.calls += world is not session  # a play-out, not the choice to beat
            return super().choose(world, seat)

    bot = SearchBot(1, iterations=2)
    bot.rollout = Counting(1)
    assert bot.choose(session, session.current_seat) in session.legal_actions()
    assert Counting.calls > 0


def auction_decision(game_id: str, seed: int, skip: int) -> Session:
    """Basic bots play until the decision with a choice before the trick phase that follows
    ``skip`` such decisions (Oh Hell's bids, Draw Bridge's contract calls after its drawing
    tricks)."""

    def found(session: Session) -> bool:
        nonlocal skip
        if isinstance(session.phase, TrickPlay):
            return False
        skip -= 1
        return skip < 0

    return played_until(game_id, seed, found)


@pytest.mark.parametrize("game_id", sorted(FITTING))
@pytest.mark.parametrize(("seed", "skip"), [(1, 0), (2, 1), (3, 3)])
def test_auction_play_outs_on_the_model_equal_the_engine_play_outs(game_id, seed, skip):
    """Before the trick phase (a bid, a contract call) ``search``'s play-outs reach the plain
    trick phase on the engine and play the tricks on the model: every action scores as
    ``basic`` bots playing the whole world out on the engine, over several worlds (one model
    kept for the decision)."""
    session = auction_decision(game_id, seed, skip)
    seat = session.current_seat
    bot = SearchBot(seed)
    rng = random.Random(seed)
    models: dict[tuple[int, int], TrickModel] = {}
    for _ in range(3):
        world = determinize(session, seat, rng)
        legal = world.legal_actions()
        expected = [bot.play_out(world, seat, action) for action in legal]
        assert bot._play_outs_ahead(models, world, seat, legal) == expected
    # The tricks were played on the model: one for each trump the play-outs reached (Oh
    # Hell's is turned before the bids; Draw Bridge's follows from the contract).
    assert models and (game_id != "oh-hell" or len(models) == 1)


def random_tricks(world: Session, seat: int, action: Action, stream: int) -> float:
    """``action``, then ``basic`` bots up to the plain trick phase and the tricks on the engine
    with each card of the legal ones alike, drawn from ``Random(stream)`` (a forced card draws
    nothing): the hand's value to ``seat``'s side."""
    sim = world.clone()
    deal = sim.state.deal_no
    sim.apply(action)
    basic = BasicBot(0)
    draw = random.Random(stream).random
    while not sim.is_over and sim.state.deal_no == deal:
        legal = sim.legal_actions()
        if not fits(sim):
            sim.apply(basic.choose(sim, sim.current_seat))
        else:
            sim.apply(legal[0] if len(legal) == 1 else legal[int(draw() * len(legal))])
    return hand_value(sim, hand_side(sim, seat))


@pytest.mark.parametrize("game_id", sorted(FITTING))
@pytest.mark.parametrize(("seed", "skip"), [(1, 0), (2, 1), (3, 3)])
def test_auction_random_play_outs_equal_random_tricks_on_the_engine(game_id, seed, skip):
    """With a random stream (``random_ahead``, the default) the tricks after a decision before
    the trick phase are played at random on the model: every action scores as the same random
    numbers playing the tricks on the engine, the same numbers for every action of a world."""
    session = auction_decision(game_id, seed, skip)
    seat = session.current_seat
    bot = SearchBot(seed)
    rng = random.Random(seed)
    models: dict[tuple[int, int], TrickModel] = {}
    differ = False
    for stream in (11, 12, 13):
        world = determinize(session, seat, rng)
        legal = world.legal_actions()
        expected = [random_tricks(world, seat, action, stream) for action in legal]
        assert bot._play_outs_ahead(models, world, seat, legal, stream) == expected
        differ = differ or expected != bot._play_outs_ahead(models, world, seat, legal)
    assert differ  # random tricks are not basic's


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


def stacked_oh_hell(hands: list[list[str]], turned: str) -> Session:
    """Oh Hell, four 3-card hands as given (seat 0 leads), everybody bids one (or two where
    the hook rule forbids one)."""
    deal = DealGiven(dealer=3, hands=hands, turned=turned)
    session = load_game("oh-hell").new_session(
        options={"players": 4, "hand_sizes": [3]}, deals=[deal]
    )
    for _ in range(4):
        session.apply(Bid(1) if Bid(1) in session.legal_actions() else Bid(2))
    return session


def test_plain_choice_plays_as_basic_does():
    """The roll-out policy of the tree search: short of its bid a seat leads its strongest
    card and wins as cheaply as it can (a trump when it cannot follow); with its bid made it
    leads its weakest and sheds the strongest card that loses. Clubs are trumps."""
    session = stacked_oh_hell(
        [["KS", "QS", "2H"], ["AS", "JS", "3H"], ["4C", "5H", "6H"], ["7H", "8H", "9H"]],
        turned="2C",
    )
    deck = session.deck
    model = TrickModel(session)

    def choice(made: bool) -> str:
        model.load(session)
        seat = model.to_move
        if made:
            model.won[seat] = model.targets[seat]
        return deck.format(model.plain_choice(seat, model.legal()))

    assert (choice(made=False), choice(made=True)) == ("KS", "2H")
    session.apply(Play(deck.parse("KS")))
    assert (choice(made=False), choice(made=True)) == ("AS", "JS")
    session.apply(Play(deck.parse("AS")))
    assert (choice(made=False), choice(made=True)) == ("4C", "6H")


@pytest.mark.parametrize("seed", [1, 6, 7, 11, 12])
def test_tree_search_with_every_card_known_finds_a_best_play(seed):
    """With the true deal as its only world (every card known) and two seats, the tree search
    converges on minimax: its play has the best exact value (in each of these endgames some
    plays are worse)."""
    session = trick_endgame("draw-bridge", seed, 8)
    seat = session.current_seat
    side = side_of(session, seat)
    legal = session.legal_actions()
    exact = TrickSolver(session, side).values(session, legal)
    assert min(exact) < max(exact)
    tree = TrickTree(TrickModel(session), random.Random(seed), plain_rollouts=True)
    card = tree.choose(session.clone, deadline=float("inf"), iterations=3000)
    assert exact[legal.index(Play(card))] == pytest.approx(max(exact))
