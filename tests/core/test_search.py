"""The search bot: legal, deterministic, and blind to what its seat cannot see."""

from __future__ import annotations

import random

import pytest

from tricktaker import load_game
from tricktaker.bots import make_bot
from tricktaker.bots.search import SearchBot, consistent, determinize
from tricktaker.bots.tricksolver import fits
from tricktaker.engine.session import Session

GAMES = {
    "oh-hell": {"players": 3, "hand_sizes": [6, 5, 4]},
    "klaberjass": {},
    "bridgette": {},
    "draw-bridge": {"target_score": 100},
    "spades": {"win_threshold": 200},
    "euchre": {},
    "bridge": {},
    "hearts": {},
    "skat": {},
    "five-hundred": {"target_score": 200},
}
"""Every bundled game: the no-peeking test covers each."""


def advance(session: Session, steps: int, seed: int) -> None:
    """Play ``steps`` actions with basic bots (stops at the end of the game)."""
    for _ in range(steps):
        if session.is_over:
            return
        seat = session.current_seat
        session.apply(make_bot("basic", seed + seat).choose(session, seat))


def hidden_lists(session: Session, seat: int) -> list[list[int]]:
    """The card lists ``seat`` cannot see into, written here independently of the engine's
    declarations: the other hands, the stock, the others' discards."""
    state = session.state
    places = [state.hands[s] for s in range(state.players) if s != seat] + [state.stock]
    discards = state.parts.get("discard")
    if discards is not None:
        places += [discards.discarded[s] for s in range(state.players) if s != seat]  # type: ignore[attr-defined]
    return places


def known_cards(session: Session, seat: int) -> set[int]:
    """The cards ``seat`` has seen face up that may lie in a hidden place now: the turned card
    or up-card, the stock's bottom card once shown, face-up top cards of the stock, an exposed
    hand, the cards it passed (Hearts)."""
    obs = session.observation(seat)
    shown = [obs["turned"], obs.get("bottom_card"), obs.get("top_card"), *obs.get("face_up", ())]
    shown += obs.get("exposed") or ()  # a hand lying face up (Contract Bridge's dummy)
    shown += obs.get("cards_given") or ()  # cards the seat passed: it knows who holds them
    return {c for c in shown if c is not None}


def permuted(session: Session, seat: int, seed: int) -> Session:
    """The same game with the cards ``seat`` cannot see shuffled among the hidden places, kept
    consistent with everything played: a different deal that ``seat`` cannot tell from the
    real one. Raises when no such permutation moves any card."""
    rng = random.Random(seed)
    for _ in range(200):
        other = session.clone()
        known = known_cards(other, seat)
        slots = [
            (p, i) for p in hidden_lists(other, seat) for i in range(len(p)) if p[i] not in known
        ]
        cards = [p[i] for p, i in slots]
        rng.shuffle(cards)
        for (p, i), card in zip(slots, cards, strict=True):
            p[i] = card
        other._legal = None
        if consistent(other, seat) and hidden(other, seat) != hidden(session, seat):
            return other
    raise AssertionError("no consistent permutation moves a card")


def at_a_real_decision(game_id: str, steps: int) -> Session:
    """A game after at least ``steps`` actions, at the first decision with a choice (two legal
    actions or more) while cards are hidden from the seat to act in two places or more."""
    session = load_game(game_id).new_session(options=GAMES[game_id], seed=11)
    advance(session, steps, 5)
    while True:
        assert not session.is_over, f"{game_id}: no real decision after {steps} steps"
        seat = session.current_seat
        nonempty = [p for p in hidden(session, seat) if p]
        if len(session.legal_actions()) > 1 and len(nonempty) > 1:
            return session
        advance(session, 1, 5)


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("steps", [0, 5, 23, 41])
def test_decisions_do_not_depend_on_hidden_cards(game_id, steps):
    """Every case is a real decision with hidden cards that move: the permuted game differs
    from the real one where the seat cannot see, not where it can, and the bot decides alike."""
    session = at_a_real_decision(game_id, steps)
    seat = session.current_seat
    bot = SearchBot(seed=3, iterations=4, seconds=60)
    choice = bot.choose(session, seat)
    assert choice in session.legal_actions()
    for shuffle_seed in (1, 2):
        other = permuted(session, seat, shuffle_seed)
        assert other.state.hands[seat] == session.state.hands[seat]
        assert other.observation(seat) == session.observation(seat)
        assert SearchBot(seed=3, iterations=4, seconds=60).choose(other, seat) == choice


@pytest.mark.parametrize("steps", [5, 12, 23])
def test_tree_search_plays_do_not_depend_on_hidden_cards(steps):
    """The tree search of a plain trick phase (``tree=True``) is as blind: Oh Hell's first
    such decision after ``steps`` actions, against two permutations of what the seat cannot
    see (Draw Bridge's plain phase hides nothing: every unseen card is in the other hand)."""
    session = at_a_real_decision("oh-hell", steps)
    while not fits(session) or len(session.legal_actions()) < 2:
        advance(session, 1, 5)
    seat = session.current_seat
    choice = SearchBot(seed=3, iterations=4, seconds=60, tree=True).choose(session, seat)
    assert choice in session.legal_actions()
    for shuffle_seed in (1, 2):
        other = permuted(session, seat, shuffle_seed)
        assert other.observation(seat) == session.observation(seat)
        bot = SearchBot(seed=3, iterations=4, seconds=60, tree=True)
        assert bot.choose(other, seat) == choice


@pytest.mark.parametrize(
    ("game_id", "tree"),
    [(game_id, False) for game_id in sorted(GAMES)] + [("oh-hell", True), ("draw-bridge", True)],
)
def test_search_plays_whole_games_legally_and_deterministically(game_id, tree):
    def play() -> list[object]:
        session = load_game(game_id).new_session(options=GAMES[game_id], seed=2)
        bots = [SearchBot(seed=7, iterations=2, seconds=60, tree=tree), make_bot("basic", 1)]
        bots += [make_bot("random", 2 + s) for s in range(session.players - 2)]
        while not session.is_over and len(session.history) < 400:
            seat = session.current_seat
            action = bots[seat].choose(session, seat)
            assert action in session.legal_actions()
            session.apply(action)
        return [a for _, a, _ in session.history]

    assert play() == play()


def test_determinize_keeps_sizes_and_own_cards():
    session = load_game("bridgette").new_session(seed=4)
    advance(session, 6, 1)
    seat = session.current_seat
    world = determinize(session, seat, random.Random(9))
    assert world.state.hands[seat] == session.state.hands[seat]
    assert [len(p) for p in hidden(world, seat)] == [len(p) for p in hidden(session, seat)]
    pool = sorted(c for p in hidden(session, seat) for c in p)
    assert sorted(c for p in hidden(world, seat) for c in p) == pool


def hidden(session, seat):
    """The hidden part of each hidden place, sorted."""
    known = known_cards(session, seat)
    return [sorted(c for c in p if c not in known) for p in hidden_lists(session, seat)]


def test_undealt_known_keeps_the_stock_and_deals_the_others_cards_among_them():
    """``undealt_known`` (a benchmark's device, ``SearchBot.undealt_known``): Oh Hell's undealt
    stock stays as it truly is and the other hands get back the cards they hold between them,
    re-dealt; without it the stock's cards go back into the pool and some reach the hands."""
    session = load_game("oh-hell").new_session(seed=3, options={"players": 4, "hand_sizes": [10]})
    advance(session, 9, 2)  # the bids and the first plays
    seat = session.current_seat
    others = sorted(c for s, h in enumerate(session.state.hands) if s != seat for c in h)
    moved = reached = 0
    for k in range(20):
        world = determinize(session, seat, random.Random(k), undealt_known=True)
        assert world.state.stock == session.state.stock
        assert world.state.hands[seat] == session.state.hands[seat]
        assert sorted(c for s, h in enumerate(world.state.hands) if s != seat for c in h) == others
        assert consistent(world, seat)
        moved += world.state.hands != session.state.hands
        fair = determinize(session, seat, random.Random(k))
        reached += bool(set(fair.state.stock) - set(session.state.stock))
    assert moved == 20 and reached == 20
    bot = SearchBot(5, iterations=8, undealt_known=True)
    assert bot.choose(session, seat) in session.legal_actions()


def test_a_face_up_stock_top_card_stays_where_it_is():
    """Draw Bridge's open top card (D-11) is seen by both players: re-dealing the hidden cards
    leaves it on top."""
    session = load_game("draw-bridge").new_session(seed=4, options={"open_top_card": True})
    for steps in (0, 3, 8):
        advance(session, steps, 1)
        top = session.state.stock[0]
        assert top in session.observation(session.current_seat)["face_up"]
        for k in range(5):
            world = determinize(session, session.current_seat, random.Random(k))
            assert world.state.stock[0] == top
            assert world.observation(session.current_seat) == session.observation(
                session.current_seat
            )


def test_search_kind_and_budget_in_the_console_notation():
    assert isinstance(make_bot("search", 1), SearchBot)
    bot = make_bot("search:32", 1)
    assert isinstance(bot, SearchBot) and bot.iterations == 32
    with pytest.raises(Exception, match="search:N"):
        make_bot("search:lots", 1)


@pytest.mark.parametrize("seed", range(6))
def test_a_bid_judged_by_random_tricks_is_the_best_mean(seed):
    """Before a plain trick phase the tricks are played at random (``random_ahead``): ``basic``'s
    bid is then no anchor, and the bid chosen is the best mean of those still in the race;
    with ``random_ahead=False`` the bot keeps ``basic``'s bid unless another leads it by
    ``SWITCH_Z`` standard errors, and ``basic`` plays the tricks (other values)."""
    session = load_game("oh-hell").new_session(
        seed=seed, options={"players": 4, "hand_sizes": [10]}
    )
    seat = session.current_seat
    bot = SearchBot(seed, iterations=32)
    bot.choose(session, seat)
    weighed = bot.weighed
    assert weighed is not None and bot.random_ahead
    last = max(weighed.worlds)
    live = [i for i, n in enumerate(weighed.worlds) if n == last]
    assert weighed.chosen == max(live, key=lambda i: (weighed.means[i], -i))
    plain = SearchBot(seed, iterations=32, random_ahead=False)
    plain.choose(session, seat)
    assert plain.weighed is not None and plain.weighed.means != weighed.means
