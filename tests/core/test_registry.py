"""Discovery: entry points, unknown games, duplicates, broken plugins, misspelled hooks."""

from __future__ import annotations

import importlib.metadata
import types
from collections.abc import Callable
from typing import Any

import pytest

import tricktaker
import tricktaker_ohhell
from tricktaker import GameSpec, PluginError, Registry, RulesError, UnknownGame
from tricktaker.engine.registry import BrokenPlugin, rules_module_path
from tricktaker.testing import games_plugin

RULES = rules_module_path(tricktaker_ohhell)


def registry_with(*plugins: Any) -> Registry:
    return Registry(plugins=[tricktaker_ohhell, *plugins], entry_points=False)


# -- entry points ----------------------------------------------------------------------------


def test_oh_hell_is_an_entry_point() -> None:
    found = {ep.name: ep.value for ep in importlib.metadata.entry_points(group="tricktaker")}
    assert found.get("oh-hell") == "tricktaker_ohhell"


def test_registry_finds_oh_hell_through_entry_points() -> None:
    registry = Registry()
    assert "oh-hell" in registry.ids
    assert registry.broken == []
    game = registry.game("oh-hell")
    assert game.spec.source == "oh-hell"  # the entry point's name
    assert game.name == "Oh Hell"
    assert game.spec.rules == RULES


def test_default_registry() -> None:
    registry = tricktaker.default_registry()
    assert registry is tricktaker.default_registry()
    assert "oh-hell" in registry.ids
    assert tricktaker.load_game("oh-hell").id == "oh-hell"


def test_without_entry_points_nothing_is_installed() -> None:
    registry = Registry(entry_points=False)
    assert registry.ids == []
    with pytest.raises(UnknownGame, match="installed games: none"):
        registry.game("oh-hell")


# -- lookups ---------------------------------------------------------------------------------


def test_unknown_game_lists_installed_games() -> None:
    registry = registry_with(games_plugin("more_games", GameSpec(id="zebra", rules=RULES)))
    with pytest.raises(UnknownGame) as err:
        registry.game("ohhell")
    assert str(err.value) == "unknown game 'ohhell'; installed games: oh-hell, zebra"


def test_unknown_game_is_a_tricktaker_error() -> None:
    with pytest.raises(tricktaker.TrickTakerError):
        registry_with().game("bridge")


def test_games_lists_every_game() -> None:
    registry = registry_with(games_plugin("more_games", GameSpec(id="aardvark", rules=RULES)))
    assert [g.id for g in registry.games()] == ["aardvark", "oh-hell"]


# -- broken plugins --------------------------------------------------------------------------


def test_duplicate_game_id_names_both_plugins() -> None:
    registry = registry_with(games_plugin("copycat_games", GameSpec(id="oh-hell", rules=RULES)))
    assert registry.broken == [
        BrokenPlugin(
            "copycat_games", "game id 'oh-hell' is already registered by tricktaker_ohhell"
        )
    ]
    assert registry.game("oh-hell").spec.source == "tricktaker_ohhell"  # the first one stays


def test_duplicate_does_not_drop_the_plugins_other_games() -> None:
    plugin = games_plugin(
        "two_games", GameSpec(id="oh-hell", rules=RULES), GameSpec(id="other", rules=RULES)
    )
    registry = registry_with(plugin)
    assert registry.ids == ["oh-hell", "other"]
    assert [b.name for b in registry.broken] == ["two_games"]


def test_plugin_that_raises_is_broken_and_others_still_work() -> None:
    bad = types.ModuleType("exploding_games")

    @tricktaker.registry_hookimpl
    def tricktaker_register_games(register: Callable[[GameSpec], None]) -> None:
        register(GameSpec(id="half-registered", rules=RULES))
        raise RuntimeError("boom: missing data file")

    bad.tricktaker_register_games = tricktaker_register_games  # type: ignore[attr-defined]
    good = games_plugin("good_games", GameSpec(id="good", rules=RULES))
    registry = Registry(plugins=[bad, tricktaker_ohhell, good], entry_points=False)
    assert registry.ids == ["good", "oh-hell"]
    assert len(registry.broken) == 1
    assert registry.broken[0].name == "exploding_games"
    assert "boom: missing data file" in registry.broken[0].reason
    assert "failed to register" in registry.broken[0].reason
    assert not registry.pm.has_plugin("exploding_games")
    registry.game("oh-hell").new_session(seed=1)


def test_register_takes_a_game_spec() -> None:
    plugin = types.ModuleType("confused_games")

    @tricktaker.registry_hookimpl
    def tricktaker_register_games(register: Callable[[Any], None]) -> None:
        register({"id": "dict-game"})

    plugin.tricktaker_register_games = tricktaker_register_games  # type: ignore[attr-defined]
    registry = registry_with(plugin)
    assert registry.ids == ["oh-hell"]
    assert registry.broken[0].name == "confused_games"
    assert "register() takes a GameSpec, not dict" in registry.broken[0].reason


def test_misspelled_registry_hook_is_broken() -> None:
    plugin = types.ModuleType("typo_games")

    @tricktaker.registry_hookimpl
    def tricktaker_register_game(register: Callable[[GameSpec], None]) -> None:
        register(GameSpec(id="typo", rules=RULES))

    plugin.tricktaker_register_game = tricktaker_register_game  # type: ignore[attr-defined]
    registry = registry_with(plugin, games_plugin("after_games", GameSpec(id="after", rules=RULES)))
    assert registry.ids == ["after", "oh-hell"]
    assert [b.name for b in registry.broken] == ["typo_games"]
    assert "tricktaker_register_game" in registry.broken[0].reason


# -- rule hooks ------------------------------------------------------------------------------


class MisspelledHook:
    @tricktaker.hookimpl
    def score_hands(self, game: Any, state: Any) -> list[int]:
        return [0] * state.players


class MisnamedArgument:
    @tricktaker.hookimpl
    def score_hand(self, game: Any, sate: Any) -> list[int]:
        return [0] * 4


def test_misspelled_rule_hook_fails_the_session(oh_hell: tricktaker.Game) -> None:
    with pytest.raises(PluginError) as err:
        oh_hell.new_session(seed=1, plugins=[MisspelledHook()])
    assert "score_hands" in str(err.value)
    assert "oh-hell" in str(err.value)


def test_misspelled_rule_hook_in_a_registered_variant() -> None:
    variant = games_plugin(
        "typo_variant", GameSpec(id="oh-typo", base="oh-hell", plugins=(MisspelledHook(),))
    )
    registry = registry_with(variant)
    assert registry.broken == []  # rule hooks are checked per session, not at discovery
    with pytest.raises(PluginError, match="score_hands"):
        registry.game("oh-typo").new_session(seed=1)
    registry.game("oh-hell").new_session(seed=1)  # the base game is unaffected


def test_misnamed_hook_argument_is_a_plugin_error(oh_hell: tricktaker.Game) -> None:
    """pluggy refuses such a hook when it is registered; the session must report it as a
    PluginError (a TrickTakerError the console shows), not let pluggy's exception escape."""
    with pytest.raises(PluginError) as err:
        oh_hell.new_session(seed=1, plugins=[MisnamedArgument()])
    assert "sate" in str(err.value)


def test_phase_without_handler(registry: Registry) -> None:
    registry.add_plugin(
        games_plugin(
            "dance_games",
            GameSpec(
                id="oh-dance",
                base="oh-hell",
                overlay={"phases": ["deal", "bidding", "dance", "play", "score"]},
            ),
        ),
        "dance_games",
    )
    with pytest.raises(RulesError, match="the phase 'dance' is of the kind 'dance', which no "):
        registry.game("oh-dance").new_session(seed=1)  # issue 45: refused when the game loads


# -- variants and base games -----------------------------------------------------------------


def test_variant_of_a_missing_base() -> None:
    registry = registry_with(games_plugin("orphans", GameSpec(id="orphan", base="nowhere")))
    with pytest.raises(UnknownGame) as err:
        registry.game("orphan")
    assert str(err.value) == (
        "game 'orphan' (plugin orphans) is a variant of 'nowhere', which is not installed; "
        "base: an installed game's id (oh-hell)"
    )


def test_base_chain_loop() -> None:
    registry = registry_with(
        games_plugin("loops", GameSpec(id="ping", base="pong"), GameSpec(id="pong", base="ping"))
    )
    with pytest.raises(PluginError, match="loops"):
        registry.game("ping")


def test_plugin_order_base_first() -> None:
    class Base:
        pass

    class Variant:
        pass

    registry = Registry(
        plugins=[
            games_plugin(
                "ordered",
                GameSpec(id="base-game", rules=RULES, plugins=(Base(),)),
                GameSpec(id="variant-game", base="base-game", plugins=(Variant(),)),
            )
        ],
        entry_points=False,
    )
    game = registry.game("variant-game")
    assert [s.id for s in game.chain] == ["base-game", "variant-game"]
    assert [name for name, _ in game.plugins] == ["base-game:Base:0", "variant-game:Variant:0"]


def test_problem_with_play_finds_a_phase_that_fails_inside_the_engine() -> None:
    """A plugin's own phase code is not a hook: an exception there is found by the smoke test
    (a first hand played) that ``tricktaker games`` runs, and reported, not raised."""
    from tricktaker.mechanics.tricks import TrickPlay

    class BrokenPlay(TrickPlay):
        def apply(self, game: Any, state: Any, action: Any) -> bool:
            raise KeyError("trick")

    class Plugin:
        @tricktaker.hookimpl
        def phase_handler(self, name: str, game: Any) -> Any:
            return BrokenPlay() if name == "play" else None

    registry = registry_with(
        games_plugin("broken_play", GameSpec(id="oh-broken", base="oh-hell", plugins=(Plugin(),)))
    )
    assert registry.problem("oh-broken") is None  # rules and hook names are fine
    line = BrokenPlay.apply.__code__.co_firstlineno + 1  # the line that raises
    assert registry.problem("oh-broken", play=True) == (
        f"the first hand fails: KeyError: 'trick', raised at core/test_registry.py:{line} in apply"
    )
    assert registry.problem("oh-hell", play=True) is None
