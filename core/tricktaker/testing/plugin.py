"""The pytest plugin shipped with tricktaker (entry point ``pytest11``): fixtures for testing a
rule plugin in isolation.

Say which plugin is under test, in ``pyproject.toml``::

    [tool.pytest.ini_options]
    tricktaker_plugins = ["tricktaker_mygame"]   # modules (or module:attribute) to load
    tricktaker_game = "my-game"                  # optional: the game, if they register several

or by overriding the ``tricktaker_plugins`` fixture in a ``conftest.py``. The fixtures then see
only the core and that plugin (plus the base game of a variant), never the other installed games:

* ``tricktaker_registry`` — the isolated :class:`~tricktaker.Registry`;
* ``tricktaker_game`` — the :class:`~tricktaker.Game` under test;
* ``make_session`` — ``make_session(options=..., seed=..., hands=[...], turned=..., dealer=...)``
  builds a session with an explicit first deal (see :func:`tricktaker.testing.new_session`);
* ``session`` — a session of the game with default options and seed 0.

The assertion helpers (``act``, ``assert_legal``, ``assert_trick_winner``,
``assert_hand_scores``, ``assert_totals``, ``play_out``) are plain functions in
:mod:`tricktaker.testing`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

import pytest

from tricktaker.engine.registry import Game, Registry
from tricktaker.engine.session import Session
from tricktaker.testing import game_under_test, isolated_registry, new_session


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addini(
        "tricktaker_plugins",
        "tricktaker: the game plugins under test (module or module:attribute names)",
        type="linelist",
        default=[],
    )
    parser.addini("tricktaker_game", "tricktaker: the id of the game under test", default="")


def load_object(reference: str) -> Any:
    """``package.module`` or ``package.module:attribute``."""
    module_name, _, attribute = reference.partition(":")
    obj: Any = importlib.import_module(module_name)
    for part in filter(None, attribute.split(".")):
        obj = getattr(obj, part)
    return obj


@pytest.fixture
def tricktaker_plugins(request: pytest.FixtureRequest) -> list[Any]:
    """The plugins under test: from the ``tricktaker_plugins`` ini option (override me)."""
    names: list[str] = request.config.getini("tricktaker_plugins")
    if not names:
        pytest.fail(
            "tricktaker: say which plugin is under test: set tricktaker_plugins in "
            "[tool.pytest.ini_options], or override the tricktaker_plugins fixture"
        )
    return [load_object(name) for name in names]


@pytest.fixture
def tricktaker_registry(tricktaker_plugins: list[Any]) -> Registry:
    """Only the core and the plugins under test (and the base games of their variants)."""
    return isolated_registry(*tricktaker_plugins)


@pytest.fixture
def tricktaker_game(
    request: pytest.FixtureRequest, tricktaker_registry: Registry, tricktaker_plugins: list[Any]
) -> Game:
    """The game under test: ``tricktaker_game`` from the ini file, or the plugins' only game."""
    game_id = request.config.getini("tricktaker_game") or None
    return game_under_test(tricktaker_registry, tricktaker_plugins, game_id)


@pytest.fixture
def make_session(tricktaker_game: Game) -> Callable[..., Session]:
    """A factory of sessions of the game under test, with explicit deals."""

    def make(**kwargs: Any) -> Session:
        return new_session(tricktaker_game, **kwargs)

    return make


@pytest.fixture
def session(make_session: Callable[..., Session]) -> Session:
    """A session of the game under test: default options, seed 0."""
    return make_session()
