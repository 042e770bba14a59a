"""The uniform session API, with Oh Hell: clone, determinism, observation, errors, notation."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

import tricktaker
from tricktaker import (
    Bid,
    DealGiven,
    IllegalAction,
    NotationError,
    Play,
    RulesError,
    hookimpl,
    load_game,
)
from tricktaker.engine.session import Session, resolve_options

SHORT = {"players": 4, "hand_sizes": "3,2"}
"""A two-hand match: quick, but with bidding, tricks, scoring and a second deal."""

Policy = Callable[[Session], tricktaker.Action]
PlayOut = Callable[..., list[tricktaker.Action]]


def snapshot(session: Session) -> dict[str, Any]:
    """Everything that should be equal between two sessions that played the same game."""
    state = session.state
    return {
        "history": list(session.history),
        "hands": [list(h) for h in state.hands],
        "turned": state.turned,
        "stock": list(state.stock),
        "trump": state.trump,
        "dealer": state.dealer,
        "bids": list(state.parts["bidding"].bids),
        "trick": list(state.trick),
        "played": list(state.played),
        "tricks_won": list(state.tricks_won),
        "totals": list(state.totals),
        "hand_results": list(state.hand_results),
        "phase": state.phase,
        "to_move": state.to_move,
        "over": state.over,
        "winners": list(state.winners),
        "legal": list(session.legal_actions()),
    }


# -- clone -----------------------------------------------------------------------------------


def advance(session: Session, policy: Policy, steps: int) -> None:
    for _ in range(steps):
        session.apply(policy(session))


def test_clone_is_independent_of_the_original(oh_hell: tricktaker.Game, policy: Policy) -> None:
    session = oh_hell.new_session(SHORT, seed=3)
    advance(session, policy, 6)  # into the first hand's tricks
    before = snapshot(session)
    copy = session.clone()
    assert snapshot(copy) == before
    advance(copy, policy, 5)
    assert snapshot(session) == before  # the original did not move
    assert len(copy.history) == len(session.history) + 5


def test_original_moving_leaves_the_clone_alone(oh_hell: tricktaker.Game, policy: Policy) -> None:
    session = oh_hell.new_session(SHORT, seed=3)
    advance(session, policy, 2)  # still bidding
    copy = session.clone()
    frozen = snapshot(copy)
    advance(session, policy, 9)
    assert snapshot(copy) == frozen


def test_clone_continues_identically(
    oh_hell: tricktaker.Game, policy: Policy, play_out: PlayOut
) -> None:
    """Including the next shuffle: the clone copies the random generator's state."""
    session = oh_hell.new_session({"players": 3, "hand_sizes": "2,3,2"}, seed=8)
    advance(session, policy, 4)
    copy = session.clone()
    play_out(session)
    play_out(copy)
    assert snapshot(copy) == snapshot(session)
    assert copy.scores == session.scores
    assert copy.is_over and session.is_over


def test_clone_of_a_finished_game(oh_hell: tricktaker.Game, play_out: PlayOut) -> None:
    session = oh_hell.new_session(SHORT, seed=1)
    play_out(session)
    copy = session.clone()
    assert copy.is_over
    assert copy.scores == session.scores
    assert copy.legal_actions() == []


# -- determinism -----------------------------------------------------------------------------


def test_same_seed_same_actions_same_game(oh_hell: tricktaker.Game, play_out: PlayOut) -> None:
    first = oh_hell.new_session({"players": 5, "game_style": "short-up"}, seed=42)
    actions = play_out(first)
    second = oh_hell.new_session({"players": 5, "game_style": "short-up"}, seed=42)
    for action in actions:
        second.apply(action)
    assert second.is_over
    assert snapshot(second) == snapshot(first)
    assert second.result() == first.result()


def test_same_seed_same_deals(oh_hell: tricktaker.Game) -> None:
    one = oh_hell.new_session(seed=2024)
    two = oh_hell.new_session(seed=2024)
    assert one.state.hands == two.state.hands
    assert one.state.dealer == two.state.dealer
    assert one.state.turned == two.state.turned


def test_different_seeds_differ(oh_hell: tricktaker.Game) -> None:
    deals = {
        tuple(tuple(h) for h in oh_hell.new_session(seed=seed).state.hands) for seed in range(5)
    }
    assert len(deals) == 5


def test_the_seed_is_recorded(oh_hell: tricktaker.Game) -> None:
    session = oh_hell.new_session(seed=77)
    assert session.seed == 77
    assert session.result()["seed"] == 77
    assert isinstance(oh_hell.new_session().seed, int)


# -- observation -----------------------------------------------------------------------------


def hidden_shuffled(session: Session, seat: int, rng: random.Random) -> Session:
    """A clone in which every card ``seat`` cannot see (other hands, the stock) is redealt
    among the same places, keeping their sizes."""
    copy = session.clone()
    state = copy.state
    others = [s for s in range(state.players) if s != seat]
    pool = [c for s in others for c in state.hands[s]] + state.stock
    rng.shuffle(pool)
    for s in others:
        size = len(state.hands[s])
        state.hands[s], pool = pool[:size], pool[size:]
    state.stock = pool
    return copy


def test_observation_never_shows_other_hands(oh_hell: tricktaker.Game, policy: Policy) -> None:
    """Whatever the unseen cards are, each seat's observation stays exactly the same."""
    session = oh_hell.new_session({"players": 4, "hand_sizes": "4,2"}, seed=9)
    rng = random.Random(0)
    steps = 0
    while not session.is_over:
        for seat in range(session.players):
            obs = session.observation(seat)
            assert obs["hand"] == sorted(session.state.hands[seat], key=session.deck.sort_key)
            assert ("legal" in obs) == (seat == session.current_seat)
            assert hidden_shuffled(session, seat, rng).observation(seat) == obs
        session.apply(policy(session))
        steps += 1
    assert steps > 10


def test_observation_with_stacked_deals(oh_hell: tricktaker.Game) -> None:
    """Two deals that differ only in the other seats' cards look the same to seat 0."""
    hands = (("AS", "KS", "QS"), ("AH", "KH", "QH"), ("AD", "KD", "QD"), ("AC", "KC", "QC"))
    swapped = (("AS", "KS", "QS"), ("AD", "KH", "QH"), ("AH", "KD", "QD"), ("AC", "KC", "QC"))

    def start(deal: tuple[tuple[str, ...], ...]) -> Session:
        given = DealGiven(dealer=3, hands=deal, turned="2S", stock=())
        return oh_hell.new_session({"players": 4, "hand_sizes": "3"}, seed=1, deals=[given])

    one, two = start(hands), start(swapped)
    assert one.state.hands != two.state.hands
    assert one.observation(0) == two.observation(0)
    for text in ("1", "0", "2", "1"):  # seats 0, 1, 2 and the dealer 3 bid
        one.apply(one.parse_action(text))
        two.apply(two.parse_action(text))
        assert one.observation(0) == two.observation(0)
    obs = one.observation(0)
    assert one.deck.format_many(obs["hand"]) == "AS KS QS"
    assert obs["turned"] == one.deck.parse("2S")
    assert obs["to_move"] == 0
    assert obs["bids"] == [1, 0, 2, 1]


# -- the end of the game ---------------------------------------------------------------------


def test_finished_game_takes_no_actions(oh_hell: tricktaker.Game, play_out: PlayOut) -> None:
    session = oh_hell.new_session(SHORT, seed=5)
    actions = play_out(session)
    assert session.is_over
    assert session.current_seat == -1
    assert session.legal_actions() == []
    with pytest.raises(IllegalAction, match="the game is over"):
        session.apply(actions[-1])
    with pytest.raises(IllegalAction):
        session.apply(Bid(0))
    with pytest.raises(NotationError, match="the game is over"):
        session.parse_action("AS")
    assert session.winners
    assert max(session.scores) == session.scores[session.winners[0]]
    assert len(session.state.hand_results) == 2


def test_illegal_actions_say_why(oh_hell: tricktaker.Game) -> None:
    session = oh_hell.new_session(SHORT, seed=5)
    assert session.phase.name == "bidding"
    seat = session.current_seat
    with pytest.raises(IllegalAction, match="a bid is a number of tricks from 0 to 3"):
        session.apply(Bid(4))
    with pytest.raises(IllegalAction, match="it is time to bid"):
        session.apply(Play(0))
    assert session.history == []  # nothing was recorded
    assert session.current_seat == seat
    while session.phase.name == "bidding":
        session.apply(session.legal_actions()[0])
    held = set(session.state.hands[session.current_seat])
    other = next(c for c in session.deck.cards if c not in held)
    with pytest.raises(IllegalAction, match="you don't hold"):
        session.apply(Play(other))


# -- notation --------------------------------------------------------------------------------


def test_parse_format_round_trip(oh_hell: tricktaker.Game, policy: Policy) -> None:
    session = oh_hell.new_session({"players": 3, "hand_sizes": "3,4"}, seed=12)
    seen = set()
    while not session.is_over:
        for action in session.legal_actions():
            text = session.format_action(action)
            assert session.parse_action(text) == action
            assert session.parse_action(f"  {text.lower()} ") == action
            seen.add(type(action))
        session.apply(policy(session))
    assert seen == {Bid, Play}


def test_recorded_actions_format_in_their_phase(
    oh_hell: tricktaker.Game, play_out: PlayOut
) -> None:
    session = oh_hell.new_session(SHORT, seed=4)
    play_out(session)
    texts = [session.format_action(action, phase) for _, action, phase in session.history]
    assert texts[0].isdigit()
    replay = oh_hell.new_session(SHORT, seed=4)
    for text in texts:
        replay.apply(replay.parse_action(text))
    assert replay.is_over
    assert replay.scores == session.scores


def test_parse_forms(oh_hell: tricktaker.Game) -> None:
    session = oh_hell.new_session(SHORT, seed=4)
    assert session.parse_action("2") == Bid(2)
    assert session.parse_action("bid 2") == Bid(2)
    with pytest.raises(NotationError, match="is not a bid"):
        session.parse_action("two")
    while session.phase.name == "bidding":
        session.apply(session.legal_actions()[0])
    card = session.deck.parse("QS")
    assert session.parse_action("QS") == Play(card)
    assert session.parse_action("play q♠") == Play(card)
    assert session.parse_action("th") == Play(session.deck.parse("10H"))
    with pytest.raises(NotationError, match="unknown rank"):
        session.parse_action("ZS")


# -- options ---------------------------------------------------------------------------------


def test_options_from_text(oh_hell: tricktaker.Game) -> None:
    options = resolve_options(
        oh_hell.rules,
        {"players": "5", "hook": "off", "game_style": "Short-Up", "hand_sizes": "2, 2"},
    )
    assert options == {
        "players": 5,
        "hook": False,
        "game_style": "short-up",
        "scoring_style": "positive",
        "hand_sizes": [2, 2],
    }


def test_unknown_option_lists_the_known_ones(oh_hell: tricktaker.Game) -> None:
    with pytest.raises(RulesError) as err:
        oh_hell.new_session({"colour": "red"})
    message = str(err.value)
    assert "oh-hell has no option 'colour'" in message
    assert "game_style, hand_sizes, hook, players, scoring_style" in message


@pytest.mark.parametrize(
    ("name", "value", "allowed"),
    [
        ("players", "9", "allowed: 3..7"),
        ("players", "two", "not a whole number"),
        ("hook", "perhaps", "use true or false"),
        ("game_style", "medium", "choose one of: long, long-inverted"),
        ("scoring_style", 1, "choose one of: positive, neutral, negative"),
        ("hand_sizes", "5,0", "allowed: 1.."),
    ],
)
def test_bad_option_value_says_what_is_allowed(
    oh_hell: tricktaker.Game, name: str, value: object, allowed: str
) -> None:
    with pytest.raises(RulesError) as err:
        resolve_options(oh_hell.rules, {name: value})
    assert f"option {name!r}" in str(err.value)
    assert allowed in str(err.value)


class EventCounter:
    """Counts the events it hears."""

    def __init__(self) -> None:
        self.tricks = 0
        self.hands = 0

    @hookimpl
    def trick_completed(self, game: object, view: object, winner: int) -> None:
        self.tricks += 1

    @hookimpl
    def hand_ended(self, game: object, view: object, scores: list[int]) -> None:
        self.hands += 1


def test_a_clone_never_reaches_the_observers_or_event_plugins_of_the_real_game() -> None:
    """The worlds a bot simulates (clones) play the game with its events off: the console's
    observer and an event plugin of the real game hear only the real game's tricks and hands."""
    from tricktaker.bots.search import SearchBot

    plugin, observer = EventCounter(), EventCounter()
    session = load_game("oh-hell").new_session(
        options={"players": 3, "hand_sizes": [2, 2]}, seed=3, plugins=[plugin]
    )
    session.add_observer(observer)
    world = session.clone()
    while not world.is_over:
        world.apply(world.legal_actions()[0])
    SearchBot(seed=1, iterations=3).choose(session, session.current_seat)
    assert [plugin.tricks, plugin.hands, observer.tricks, observer.hands] == [0, 0, 0, 0]

    while not session.is_over:
        session.apply(session.legal_actions()[0])
    assert [plugin.tricks, plugin.hands, observer.tricks, observer.hands] == [4, 2, 4, 2]


def test_a_clone_may_have_observers_of_its_own() -> None:
    session = load_game("oh-hell").new_session(options={"players": 3, "hand_sizes": [2]}, seed=5)
    observer, listener = EventCounter(), EventCounter()
    session.add_observer(observer)
    world = session.clone()
    world.add_observer(listener)
    while not world.is_over:
        world.apply(world.legal_actions()[0])
    assert [listener.tricks, listener.hands, observer.tricks, observer.hands] == [2, 1, 0, 0]


def test_an_observer_may_read_the_observation_when_a_hand_ends() -> None:
    """Inside ``hand_ended`` the hand is over (no phase runs): the observation says so (phase
    None) and still holds the hand's tricks and scores."""

    seen: list[dict[str, Any]] = []

    class Watcher:
        @hookimpl
        def hand_ended(self, game: Any, view: Any, scores: list[int]) -> None:
            seen.append(dict(view.seen_by(0)))

    session = load_game("oh-hell").new_session(options={"players": 3, "hand_sizes": [2]}, seed=5)
    session.add_observer(Watcher())
    while not session.is_over:
        session.apply(session.legal_actions()[0])
    assert len(seen) == 1
    assert seen[0]["phase"] is None
    assert sum(seen[0]["tricks_won"]) == 2


def test_every_engine_state_field_is_declared_so_copies_miss_none() -> None:
    """State.copy() and the conformance checks walk State.seen: it names every field (its
    __slots__, or a compiled class's native attributes), each with a visibility."""
    from tricktaker.engine.state import State
    from tricktaker.engine.visibility import check_declared, slots_of

    check_declared(State, State.seen, "the engine")
    assert set(slots_of(State)) == set(State.seen)


def test_copies_share_the_generator_until_one_asks_for_it() -> None:
    """A clone costs no copy of the generator: the two share it until one asks for it, which
    then takes its own copy; both go on from the generator's state at the clone."""
    from tricktaker import load_game

    session = load_game("oh-hell").new_session(seed=5)
    clone = session.clone()
    other = session.clone()
    assert clone.state.rng_box is session.state.rng_box is other.state.rng_box
    drawn = [session.state.rng.random() for _ in range(3)]
    assert [clone.state.rng.random() for _ in range(3)] == drawn
    assert [other.state.rng.random() for _ in range(3)] == drawn
    assert len({id(s.state.rng) for s in (session, clone, other)}) == 3
