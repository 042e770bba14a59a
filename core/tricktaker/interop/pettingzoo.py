"""Every installed tricktaker game as a PettingZoo AEC environment (extra ``pettingzoo``).

::

    from tricktaker import default_registry
    from tricktaker.interop.pettingzoo import env

    game = env(default_registry().ids[0])  # any installed game, one deal
    game.reset(seed=1)
    for agent in game.agent_iter():
        observation, reward, termination, truncation, info = game.last()
        mask = observation["action_mask"]
        action = None if termination or truncation else game.action_space(agent).sample(mask)
        game.step(action)

* **agents**: ``seat_0 .. seat_{P-1}``; the agent to act is the seat to act (not round the table
  in turn: a trick's winner leads the next);
* **actions**: ``Discrete(N)``, numbered as in :class:`~tricktaker.interop.table.Numbering` (a
  card's action is its index in the deck); the legal ones are the observation's
  ``action_mask`` (all zeros for an agent that is not to act);
* **observations**: ``{"observation": vector, "action_mask": mask}``, the vector of
  :mod:`tricktaker.interop.vector` (its layout per game is in docs/interop.md), from the seat's
  own observation: nothing hidden from it;
* **chance**: drawn by the environment from the seed of ``reset`` (every deal uniformly, as the
  OpenSpiel interface's chance nodes: the same :class:`~tricktaker.interop.table.Table`);
* **rewards**: 0 until the end, then the game's returns (``session.result()["returns"]``) after
  ``stop_after`` deals (default 1; ``None`` plays the whole match).

A bad argument is refused with an :class:`~tricktaker.interop.table.InteropError` (a
``ValueError``) naming it and saying what is allowed, never played as something else: ``step``
takes an ``int`` or a numpy integer (a float, even ``3.0``, a string or a bool is refused, not
rounded) that is legal under the action mask (PettingZoo leaves illegal actions to the
environment: this one refuses them, and the game is unchanged); ``None`` only for an agent
that is done. The same for the options, ``stop_after``, the seed and agent names.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from tricktaker.engine.registry import load_game
from tricktaker.interop.table import CHANCE, InteropError, Table, check_action_id, check_options
from tricktaker.interop.vector import VectorLayout
from tricktaker.limits import check_seed, shown

__all__ = ["TrickEnv", "env"]


class TrickEnv(AECEnv):
    """One tricktaker game with its options as a PettingZoo AEC environment."""

    def __init__(
        self,
        game_id: str,
        options: Mapping[str, Any] | None = None,
        stop_after: int | None = 1,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise InteropError(f'render_mode: None or "ansi", not {shown(render_mode)}')
        self.game = load_game(game_id)
        self.options = check_options(options, "options")
        self.render_mode = render_mode
        self.metadata = {
            "name": f"tricktaker_{game_id.replace('-', '_')}",
            "render_modes": ["ansi"],
            "is_parallelizable": False,
        }
        probe = Table(self.game, self.options, stop_after)
        self.stop_after = probe.stop_after
        self.numbering = probe.numbering
        self.layout = VectorLayout.of(self.game, self.options)
        self.possible_agents = [f"seat_{seat}" for seat in range(probe.players)]
        vector = spaces.Box(-np.inf, np.inf, shape=(self.layout.size,), dtype=np.float32)
        mask = spaces.Box(0, 1, shape=(self.numbering.size,), dtype=np.int8)
        self._observation_space = spaces.Dict({"observation": vector, "action_mask": mask})
        self._action_space = spaces.Discrete(self.numbering.size)
        self.table = probe
        self._initial = probe  # each reset copies it: building a table's session is slow
        self._rng = random.Random()
        self._started = False

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        self._seat(agent)
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        self._seat(agent)
        return self._action_space

    def _seat(self, agent: Any) -> int:
        """The seat of ``agent`` (``seat_0`` ...); an :class:`InteropError` for another name."""
        if isinstance(agent, str) and agent in self.possible_agents:
            return self.possible_agents.index(agent)
        last = self.possible_agents[-1]
        raise InteropError(f"agent: {shown(agent)} is not an agent; the agents are seat_0..{last}")

    def _require_reset(self, what: str) -> None:
        if not self._started:
            raise InteropError(f"{what}: the environment has no game yet; call reset() first")

    def _require_agents(self, what: str) -> None:
        """After :meth:`reset`, with an agent still in the game: once every agent's final
        ``step(None)`` has removed it, ``step`` and ``last`` say to reset (PettingZoo's own
        code raised a ``KeyError`` of the agent removed)."""
        self._require_reset(what)
        if not self.agents:
            raise InteropError(
                f"{what}: the game is over and every agent is done; call reset() for a new game"
            )

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game; chance is drawn from ``seed``. ``options`` (PettingZoo's per-reset
        options) are not used: the game's options are the environment's. ``seed``: None or a
        whole number 0 .. 2**64 - 1."""
        if seed is not None:
            check_seed(seed, InteropError)
        self._rng = random.Random(seed)
        if seed is not None:
            self._action_space.seed(seed)
        self._started = True
        self.table = self._initial.clone()
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._after_move()

    def _after_move(self) -> None:
        """Draw chance until a seat is to act or the game is over; select that seat."""
        table = self.table
        while table.current_player == CHANCE:
            outcomes = table.chance_outcomes()
            table.apply(self._rng.choice(outcomes)[0])
        if table.is_over:
            for agent, value in zip(self.possible_agents, table.returns(), strict=True):
                self.rewards[agent] = value
            self.terminations = dict.fromkeys(self.agents, True)
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[table.current_player]

    def last(self, observe: bool = True) -> Any:
        """PettingZoo's ``last``: the selected agent's observation, reward, termination,
        truncation and info (after :meth:`reset`)."""
        self._require_agents("last")
        return super().last(observe)

    def observe(self, agent: str) -> dict[str, Any]:
        seat = self._seat(agent)
        self._require_reset("observe")
        vector = self.layout.vector(self.table.observation(seat), seat)
        mask = np.zeros(self.numbering.size, dtype=np.int8)
        if self.table.current_player == seat:
            mask[self.table.legal_ids()] = 1
        return {"observation": np.asarray(vector, dtype=np.float32), "action_mask": mask}

    def step(self, action: int | None) -> None:
        """The selected agent's ``action``: checked before anything changes (see the module
        docstring); ``None`` for an agent that is done."""
        self._require_agents("step")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise InteropError(f"{agent}'s action: {agent} is to act: an action id, not None")
        number = check_action_id(action, f"{agent}'s action")
        self.table.check(number)
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        self.table.apply(number)
        self._after_move()
        self._accumulate_rewards()

    def render(self) -> str | None:
        """The acting seat's view as text (``render_mode="ansi"``: returned, not printed)."""
        if self.render_mode is None:
            return None
        seat = max(self.table.current_player, 0)
        return self.table.observation_text(seat)

    def close(self) -> None:
        pass


def env(
    game_id: str,
    options: Mapping[str, Any] | None = None,
    stop_after: int | None = 1,
    render_mode: str | None = None,
) -> TrickEnv:
    """The AEC environment of the installed game ``game_id`` with ``options``."""
    return TrickEnv(game_id, options, stop_after, render_mode)
