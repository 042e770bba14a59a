"""Every installed game as an OpenSpiel game (:mod:`tricktaker.interop.openspiel`), checked by
OpenSpiel's own consistency checks for Python games and played by its search algorithms.
Skipped without the ``openspiel`` extra; ``pytest -m openspiel`` selects them."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path
from typing import Any

import pytest

from tricktaker import TrickTakerError, default_registry, load_game
from tricktaker.bots import make_bot

pytestmark = pytest.mark.openspiel

pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from tricktaker.interop.openspiel import ismcts_seat, name_of, register  # noqa: E402

GAMES = default_registry().ids
ROOT = Path(__file__).resolve().parents[2]

register()


def play(game: Any, bots: list[Any], seed: int) -> Any:
    """Play one game of ``game``: chance by OpenSpiel's probabilities, seat ``p`` by
    ``bots[p]`` (None: uniformly at random); the terminal state."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, probs)[0])
            continue
        bot = bots[state.current_player()]
        state.apply_action(bot.step(state) if bot else rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("game_id", GAMES)
def test_openspiels_consistency_checks(game_id: str) -> None:
    """``pyspiel.random_sim_test``: OpenSpiel's checks of a game through random playouts
    (legal actions sorted and in range, chance probabilities summing to one, clones playing
    alike, the strings and tensors of every player at every state, returns at the end)."""
    game = pyspiel.load_game(name_of(game_id))
    started = time.perf_counter()
    pyspiel.random_sim_test(game, num_sims=20, serialize=False, verbose=False)
    assert time.perf_counter() - started < 60


@pytest.mark.parametrize(
    ("game_id", "params"),
    [
        ("hearts", {"pass_direction": "random"}),  # chance after the deal, each hand
        ("oh-hell", {"hand_sizes": "[2, 1]", "stop_after": 0}),  # a whole match: two deals
        ("euchre", {"first_dealer": "2", "single_hand": True}),  # no chance but the deal
    ],
)
def test_openspiels_consistency_checks_with_options(game_id: str, params: dict[str, Any]) -> None:
    game = pyspiel.load_game(name_of(game_id), params)
    pyspiel.random_sim_test(game, num_sims=5, serialize=False, verbose=False)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_game_is_the_engines(game_id: str) -> None:
    """The OpenSpiel game's players, actions and returns are the tricktaker session's."""
    game = pyspiel.load_game(name_of(game_id))
    state = play(game, [None] * game.num_players(), seed=3)
    table = state.table
    assert table.session is not None
    assert state.returns() == table.session.result()["returns"]
    assert game.num_players() == table.players
    assert game.num_distinct_actions() == table.numbering.size
    history = state.history()
    assert sum(a < table.numbering.deck_size for a in history) >= table.deck_size
    observation = state.observation_tensor(0)
    assert len(observation) == game.observation_tensor_size()


def test_options_are_parameters() -> None:
    """Every option is a parameter (a list option as JSON text); ``stop_after`` counts deals."""
    game = pyspiel.load_game(name_of("oh-hell"), {"hand_sizes": "[2, 3]", "stop_after": 0})
    state = play(game, [None] * 4, seed=1)
    hands = state.table.session.result()["hands"]
    assert [h["tricks"] for h in hands] and len(hands) == 2
    assert sum(hands[0]["tricks"]) == 2 and sum(hands[1]["tricks"]) == 3
    three = pyspiel.load_game(name_of("oh-hell"), {"players": 3, "hand_sizes": "[1]"})
    assert three.num_players() == 3
    assert play(three, [None] * 3, seed=2).table.session.players == 3


def test_information_states_hide_the_others_cards() -> None:
    """OpenSpiel's information state string of a seat is the table's: its own hand is in it,
    the others' are not (the one-card deal of Oh Hell: each seat knows one card)."""
    game = pyspiel.load_game(name_of("oh-hell"), {"hand_sizes": "[1]"})
    state = game.new_initial_state()
    rng = random.Random(4)
    while state.is_chance_node():
        state.apply_action(rng.choice(state.legal_actions()))
    hands = state.table.session.state.hands
    for seat in range(4):
        text = state.information_state_string(seat)
        assert text == state.table.information_state(seat)
        assert f"hand=[{hands[seat][0]}]" in text
        for other in range(4):
            if other != seat:
                assert f"hand=[{hands[other][0]}]" not in text
        assert state.observation_string(seat) == state.table.observation_text(seat)


@pytest.mark.parametrize("game_id", ["euchre", "spades", "skat"])
def test_ismcts_plays_a_hand(game_id: str) -> None:
    """OpenSpiel's ISMCTS (Python) plays a seat: it samples worlds with
    ``resample_from_infostate`` and searches them; every action it takes is legal."""
    game = pyspiel.load_game(name_of(game_id))
    rng = __import__("numpy").random.RandomState(1)
    evaluator = mcts.RandomRolloutEvaluator(1, rng)
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=20, random_state=rng)
    state = play(game, [bot] + [None] * (game.num_players() - 1), seed=5)
    assert state.is_terminal()


def test_mcts_plays_a_hand() -> None:
    """OpenSpiel's MCTS (Python), which searches the true state (a cheating baseline)."""
    game = pyspiel.load_game(name_of("klaberjass"))
    rng = __import__("numpy").random.RandomState(2)
    bot = mcts.MCTSBot(game, 2.0, 20, mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
    assert play(game, [bot, None], seed=6).is_terminal()


def test_the_docs_examples_run() -> None:
    """docs/interop.md's OpenSpiel example, here where OpenSpiel is installed (the docs test
    runs it too, where it returns at once without OpenSpiel)."""
    page = (ROOT / "docs" / "interop.md").read_text(encoding="utf-8")
    blocks = [b for b in re.findall(r"```python\n(.*?)```", page, re.DOTALL) if "pyspiel" in b]
    assert blocks
    for code in blocks:
        exec(compile(code, "<docs/interop.md>", "exec"), {"__name__": "__docs__"})


@pytest.mark.parametrize("game_id", ["hearts", "bridge"])
def test_ismcts_sits_at_a_tricktaker_table(game_id: str) -> None:
    """The strength benchmark's ``pyismcts`` seat: OpenSpiel's ISMCTS decides for seat 0 of a
    tricktaker session (in Contract Bridge also for the dummy, when seat 0 declares), the
    others are tricktaker's random bots; every action it takes is legal, and the same seed
    decides alike."""
    session = load_game(game_id).new_session(seed=4, stop_after=1)
    again = session.clone()
    seat = ismcts_seat(seed=9, simulations=10)
    others = [make_bot("random", s) for s in range(session.players)]
    decided = 0
    while not session.is_over:
        to_act = session.current_seat
        if to_act == 0:
            action = seat.choose(session, 0)
            assert action in session.legal_actions()
            if decided < 3:
                assert ismcts_seat(seed=9, simulations=10).choose(again, 0) is action
            decided += 1
        else:
            action = others[to_act].choose(session, to_act)
        session.apply(action)
        again.apply(action)
    assert decided >= 13


def test_monte_carlo_cfr_runs_on_a_small_setting() -> None:
    """OpenSpiel's outcome-sampling Monte Carlo CFR on one-card Oh Hell for three: the full
    tree is far too big for CFR itself (every card of the pack is a chance node), but sampling
    CFR learns a policy: at a seat's information state, a distribution over its legal ids."""
    from open_spiel.python.algorithms import outcome_sampling_mccfr

    game = pyspiel.load_game(name_of("oh-hell"), {"hand_sizes": "[1]", "players": 3})
    solver = outcome_sampling_mccfr.OutcomeSamplingSolver(game)
    for _ in range(50):
        solver.iteration()
    policy = solver.average_policy()
    state = game.new_initial_state()
    rng = random.Random(1)
    while state.is_chance_node():
        state.apply_action(rng.choice(state.legal_actions()))
    probabilities = policy.action_probabilities(state)
    assert sorted(probabilities) == state.legal_actions()
    assert sum(probabilities.values()) == pytest.approx(1.0)


def test_openspiels_evaluation_loop_runs() -> None:
    """``evaluate_bots`` (OpenSpiel's loop that plays bots against each other, chance by its
    probabilities) with its MCTS and random bots returns the game's returns."""
    import numpy as np
    from open_spiel.python.algorithms import evaluate_bots
    from open_spiel.python.bots import uniform_random

    game = pyspiel.load_game(name_of("klaberjass"))
    rng = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(1, rng)
    bots = [
        mcts.MCTSBot(game, 2.0, 10, evaluator, random_state=rng),
        uniform_random.UniformRandomBot(1, rng),
    ]
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng)
    assert len(returns) == 2 and any(returns)


# -- bad input (issue 44, class 13) -----------------------------------------------------------


def _at_a_decision(game_id: str = "oh-hell", params: dict[str, Any] | None = None) -> Any:
    """A state of ``game_id`` at its first decision (chance drawn with a fixed generator)."""
    state = pyspiel.load_game(name_of(game_id), params or {}).new_initial_state()
    rng = random.Random(0)
    while state.is_chance_node():
        state.apply_action(rng.choice(state.legal_actions()))
    return state


def _cards_in(text: str, state: Any) -> set[str]:
    """The cards of any hand of ``state`` that ``text`` shows (as words)."""
    table = state.table
    deck = table.compiled.deck
    cards = {deck.format(c) for hand in table.session.state.hands for c in hand}
    return set(re.findall(r"\w+", text)) & cards


def test_a_list_parameter_nested_deep_is_refused_not_a_recursion_error() -> None:
    """Issue 44, class 13: ``hand_sizes`` nested 1,000 deep (given as a dict or in the game
    string) ended in ``RecursionError``; now refused naming the parameter and its form. The
    game string's form without commas (``[2 3]``) is read like ``"[2, 3]"``."""
    from tricktaker.interop.table import InteropError

    deep = "[" * 1000 + "]" * 1000
    name = name_of("oh-hell")
    for load in (
        lambda: pyspiel.load_game(name, {"hand_sizes": deep}),
        lambda: pyspiel.load_game(f"{name}(hand_sizes={deep})"),
        lambda: pyspiel.load_game(name, {"hand_sizes": "[1,"}),
        lambda: pyspiel.load_game(name, {"hand_sizes": "[[1], [2]]"}),
    ):
        with pytest.raises(InteropError, match="parameter hand_sizes: a list of whole numbers"):
            load()
    two = pyspiel.load_game(f"{name}(hand_sizes=[2 3],stop_after=0)")
    assert two.new_initial_state().table.session is None  # built, dealing
    assert pyspiel.load_game(name, {"hand_sizes": "[2, 3]"}).initial.options["hand_sizes"]


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"stop_after": -1}, "stop_after: the number of deals to play, 1..10,000, or 0"),
        ({"stop_after": 10**9}, "stop_after: the number of deals to play"),  # a TypeError before
        ({"hand_sizes": '["a"]'}, "option 'hand_sizes'"),
        ({"hand_sizes": "[" + "9" * 40 + "]"}, "too long"),
        ({"players": 0}, r"option 'players': 0 is not allowed; allowed: 3\.\.7"),
    ],
)
def test_bad_parameters_are_refused_naming_them(params: dict[str, Any], message: str) -> None:
    """Issue 44, class 13: every parameter is checked (its range, a list's numbers); OpenSpiel
    itself refuses unknown names and wrong types."""
    with pytest.raises(TrickTakerError, match=message):
        pyspiel.load_game(name_of("oh-hell"), params)


def test_parameters_given_directly_are_checked_too() -> None:
    """Issue 44, class 13: ``TrickGame(game, params)`` without OpenSpiel's own checks: unknown
    names, a non-mapping and deep nesting are refused the same way."""
    from tricktaker.interop.openspiel import TrickGame
    from tricktaker.interop.table import InteropError

    game = load_game("oh-hell")
    deep: Any = 1
    for _ in range(1000):
        deep = [deep]
    with pytest.raises(InteropError, match="no parameter 'colour'; its parameters: "):
        TrickGame(game, {"colour": 1})
    with pytest.raises(InteropError, match="a mapping of option names"):
        TrickGame(game, ["players"])  # type: ignore[arg-type]
    with pytest.raises(InteropError, match="nested too deeply"):
        TrickGame(game, {"players": deep})
    with pytest.raises(InteropError, match="a list of game ids, not the text"):
        register("oh-hell")  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [2**70, -1, 1.5, None, True, "208", 10**6])
def test_a_bad_action_is_refused_and_no_hand_is_shown(bad: Any) -> None:
    """Issue 44, class 13: ``apply_action(2**70)`` was a pybind ``TypeError`` that printed the
    state with every hand; a float was played as an int by pybind's conversion. Now each bad
    action is refused before OpenSpiel sees it, the state unchanged, and no message shows a
    card of any hand."""
    from tricktaker.interop.table import InteropError

    state = _at_a_decision()
    before = state.history()
    with pytest.raises(InteropError, match="action") as caught:
        state.apply_action(bad)
    assert state.history() == before
    assert not _cards_in(str(caught.value), state)
    with pytest.raises(InteropError):
        state.child(bad)
    with pytest.raises(InteropError):  # OpenSpiel's own check failed pickling the state
        state.apply_action_with_legality_check(bad)


def test_pybinds_own_type_errors_show_no_hand() -> None:
    """Issue 44, class 13: where pybind itself refuses an argument (``player_return``,
    ``legal_actions_mask``, the base class's ``apply_action``), its message quotes the state's
    ``repr``: the game and who is to act, no card. ``str(state)`` is OpenSpiel's ToString,
    the whole state, as OpenSpiel's own card games print it."""
    state = _at_a_decision()
    calls = (
        lambda: state.legal_actions_mask(2**70),
        lambda: state.player_return(2**70),
        lambda: pyspiel.State.apply_action(state, 2**70),
    )
    for call in calls:
        with pytest.raises(TypeError) as caught:
            call()
        assert "python_tricktaker_oh_hell state: seat" in str(caught.value)
        assert not _cards_in(str(caught.value), state)
    assert not _cards_in(repr(state), state)
    assert _cards_in(str(state), state)


@pytest.mark.parametrize("bad", [99, -1, 4, True, 1.0])
def test_a_bad_player_is_refused_naming_the_seats(bad: Any) -> None:
    """Issue 44, class 13: a player argument is a seat 0..P-1 (OpenSpiel quoted its C++ check
    before, ``spiel.cc:915 player < num_players_``; ``action_to_string(99, a)`` answered)."""
    from tricktaker.interop.table import InteropError

    state = _at_a_decision()
    action = state.legal_actions()[0]
    calls = [
        lambda: state.observation_tensor(bad),
        lambda: state.observation_string(bad),
        lambda: state.information_state_string(bad),
    ]
    if bad != -1:  # -1 is the chance player, whose actions are asked at chance nodes
        calls += [lambda: state.action_to_string(bad, action), lambda: state.legal_actions(bad)]
    for call in calls:
        with pytest.raises(InteropError, match=r"player: .* is not a seat; the seats are 0\.\.3"):
            call()
    assert state.legal_actions((state.current_player() + 1) % 4) == []
    chance = pyspiel.load_game(name_of("oh-hell")).new_initial_state()
    with pytest.raises(InteropError, match="no seat is to act"):
        chance.observation_tensor()
    with pytest.raises(InteropError, match="not a chance node"):
        state.chance_outcomes()
    with pytest.raises(InteropError, match=r"player_id: .* is not a seat"):
        state.resample_from_infostate(bad, random.random)
    with pytest.raises(InteropError, match=r"must return a number in \[0, 1\)"):
        state.resample_from_infostate(0, lambda: "x")  # was a MemoryError: "x" * 2**53


def test_serialization_is_refused_never_unpickled() -> None:
    """Issue 44, class 13: ``serialize`` failed with a pickling ``AttributeError``, and
    ``deserialize_state`` of any text reached OpenSpiel's un-pickling of it; both are refused
    with a message saying to clone."""
    from tricktaker.interop.table import InteropError

    state = _at_a_decision()
    with pytest.raises(InteropError, match="not serialized"):
        state.serialize()
    with pytest.raises(InteropError, match="not serialized"):
        state.get_game().deserialize_state("history=\nmove_number=0\n__dict__=gARLAC4=")
    assert state.clone().history() == state.history()
