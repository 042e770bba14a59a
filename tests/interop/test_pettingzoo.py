"""Every installed game as a PettingZoo AEC environment (:mod:`tricktaker.interop.pettingzoo`),
checked by PettingZoo's own API and seed tests. Skipped without the ``pettingzoo`` extra;
``pytest -m pettingzoo`` selects them."""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest

from tricktaker import default_registry

pytestmark = pytest.mark.pettingzoo

pytest.importorskip("pettingzoo")

import numpy as np  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

from tricktaker.interop.pettingzoo import env  # noqa: E402

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
