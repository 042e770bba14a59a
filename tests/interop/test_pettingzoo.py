"""Every installed game as a PettingZoo AEC environment (:mod:`tricktaker.interop.pettingzoo`),
checked by PettingZoo's own API and seed tests. Skipped without the ``pettingzoo`` extra;
``pytest -m pettingzoo`` selects them."""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

import pytest

from tricktaker import default_registry

pytestmark = pytest.mark.pettingzoo

pytest.importorskip("pettingzoo")

import numpy as np  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

from tricktaker.interop.pettingzoo import env  # noqa: E402
from tricktaker.interop.table import InteropError  # noqa: E402

GAMES = default_registry().ids
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("game_id", GAMES)
def test_pettingzoos_api_test(game_id: str) -> None:
    api_test(env(game_id), num_cycles=1000)


@pytest.mark.parametrize("game_id", GAMES)
def test_pettingzoos_seed_test(game_id: str) -> None:
    """The same seed plays the same game (chance is drawn from the seed of ``reset``)."""
    seed_test(functools.partial(env, game_id), num_cycles=100)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_pays_the_games_returns(game_id: str) -> None:
    """A game played by masked random agents: only the seat to act has legal actions, the
    observation is the seat's vector, and the rewards at the end are the game's returns."""
    game = env(game_id)
    game.reset(seed=3)
    rng = np.random.default_rng(3)
    total = dict.fromkeys(game.possible_agents, 0.0)
    steps = 0
    for agent in game.agent_iter():
        observation, reward, termination, truncation, _ = game.last()
        total[agent] += reward
        assert observation["observation"].shape == (game.layout.size,)
        if termination or truncation:
            assert not observation["action_mask"].any()
            game.step(None)
            continue
        for other in game.agents:
            mask = game.observe(other)["action_mask"]
            assert mask.any() == (other == agent)
        choices = np.flatnonzero(observation["action_mask"])
        game.step(int(rng.choice(choices)))
        steps += 1
    session = game.table.session
    assert session is not None and session.is_over
    assert steps == len(session.history)
    returns = session.result()["returns"]
    assert [total[a] for a in game.possible_agents] == returns


def test_an_illegal_action_is_refused() -> None:
    game = env("spades")
    game.reset(seed=1)
    mask = game.observe(game.agent_selection)["action_mask"]
    with pytest.raises(ValueError):
        game.step(int(np.flatnonzero(mask == 0)[0]))


def test_the_docs_example_runs() -> None:
    """docs/interop.md's PettingZoo example, here where PettingZoo is installed."""
    page = (ROOT / "docs" / "interop.md").read_text(encoding="utf-8")
    blocks = [b for b in re.findall(r"```python\n(.*?)```", page, re.DOTALL) if "pettingzoo" in b]
    assert blocks
    for code in blocks:
        exec(compile(code, "<docs/interop.md>", "exec"), {"__name__": "__docs__"})


def test_ansi_rendering_is_the_acting_seats_view() -> None:
    game = env("euchre", render_mode="ansi")
    game.reset(seed=2)
    seat = int(game.agent_selection.removeprefix("seat_"))
    assert game.render() == game.table.observation_text(seat)
    assert f"seat={seat}" in game.render()
    assert env("euchre").render() is None


# -- bad input (issue 44, class 13) -----------------------------------------------------------


def _started(game_id: str = "spades") -> Any:
    game = env(game_id)
    game.reset(seed=1)
    return game


@pytest.mark.parametrize(
    "make_bad",
    [
        lambda a: a + 0.5,  # played as ``a`` before
        float,
        np.float64,
        str,
        lambda a: True,
        lambda a: np.bool_(True),
        lambda a: np.array([a]),
        lambda a: None,
    ],
)
def test_an_action_that_is_not_a_whole_number_is_refused(make_bad: Any) -> None:
    """Issue 44, class 13: ``step(a + 0.5)`` was played as ``a``. An action is an ``int`` or a
    numpy integer in the action space; anything else is refused (an ``InteropError``, a
    ``ValueError``) naming the agent, and the game is unchanged."""
    game = _started()
    agent = game.agent_selection
    legal = int(np.flatnonzero(game.observe(agent)["action_mask"])[0])
    history = list(game.table.session.history)
    with pytest.raises(InteropError, match=f"{agent}'s action: "):
        game.step(make_bad(legal))
    assert game.table.session.history == history and game.agent_selection == agent
    game.step(np.int64(legal))  # a numpy integer is an action
    assert len(game.table.session.history) == len(history) + 1


def test_an_action_out_of_range_or_masked_is_refused() -> None:
    """Issue 44, class 13: -1, a huge id and an id past ``Discrete(N)`` are refused with the
    range; an id masked out with the legal ids (this environment refuses illegal actions
    rather than ending the game: the mask says what is legal)."""
    game = _started()
    size = game.action_space(game.agent_selection).n
    for bad in (-1, 2**70, size):
        with pytest.raises(InteropError, match=rf"is not one of 0\.\.{size - 1}"):
            game.step(bad)
    mask = game.observe(game.agent_selection)["action_mask"]
    with pytest.raises(InteropError, match="is not legal now; the legal ids are"):
        game.step(int(np.flatnonzero(mask == 0)[0]))


def test_the_environments_arguments_are_checked() -> None:
    """Issue 44, class 13: options (a mapping, nested within limits), ``stop_after``,
    ``render_mode``, the seed of ``reset`` and agent names are refused naming the argument;
    ``step`` or ``observe`` before ``reset`` says to reset."""
    deep: Any = []
    for _ in range(1000):
        deep = [deep]
    for kwargs, message in [
        ({"options": {"hand_sizes": deep}}, "nested too deeply"),
        ({"options": [1, 2]}, "a mapping of option names"),
        ({"stop_after": 0}, "stop_after: the number of deals to play"),
        ({"stop_after": 2.5}, "stop_after: the number of deals to play"),
        ({"render_mode": "human"}, 'render_mode: None or "ansi"'),
    ]:
        with pytest.raises(InteropError, match=message):
            env("oh-hell", **kwargs)
    game = env("oh-hell")
    for before_reset in (lambda: game.step(0), game.last, lambda: game.observe("seat_0")):
        with pytest.raises(InteropError, match=r"call reset\(\) first"):
            before_reset()
    for seed in (-1, 2**64, 1.5, "x", True):
        with pytest.raises(InteropError, match="is not a seed"):
            game.reset(seed=seed)
    game.reset(seed=2**64 - 1)
    for agent in ("seat_99", 0, None):
        with pytest.raises(InteropError, match=r"is not an agent; the agents are seat_0\.\.seat_3"):
            game.observe(agent)
    with pytest.raises(InteropError, match="is not an agent"):
        game.action_space("nobody")


def test_step_and_last_after_every_agent_is_done_say_to_reset() -> None:
    """Issue 44, class 13: once the game is over and each agent's final ``step(None)`` has
    removed it, ``step`` and ``last`` raised PettingZoo's ``KeyError: 'seat_0'``; they now
    say the game is over and to reset, and ``reset`` starts a new game."""
    game = env("oh-hell", options={"hand_sizes": "1"})
    game.reset(seed=3)
    while game.agents:
        observation, _, terminated, truncated, _ = game.last()
        legal = np.flatnonzero(observation["action_mask"])
        game.step(None if terminated or truncated else int(legal[0]))
    for after_the_end in (lambda: game.step(0), lambda: game.step(None), game.last):
        with pytest.raises(InteropError, match=r"the game is over .* call reset\(\)"):
            after_the_end()
    game.reset(seed=4)
    assert game.agents and not game.last()[2]
