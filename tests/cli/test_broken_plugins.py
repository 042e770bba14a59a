"""Robust discovery at the console: a broken third-party plugin never breaks the other games.
``tricktaker games`` lists it as broken with the plugin and the reason; playing it is a clear
error naming the plugin and the hook, never a traceback."""

from __future__ import annotations

import importlib.metadata
import sys
import types
from typing import Any

import pytest

import tricktaker
import tricktaker.engine.registry
from tricktaker import GameSpec, Registry


class MisspelledHook:
    @tricktaker.hookimpl
    def score_hands(self, game: Any, state: Any) -> list[int]:
        return [0] * state.players


class RaisingScore:
    @tricktaker.hookimpl
    def score_hand(self, game: Any, state: Any) -> list[int]:
        raise ZeroDivisionError("division by zero")


class ThirdParty:
    """A third-party plugin registering four games, three of them broken."""

    __name__ = "third_party_games"

    @tricktaker.registry_hookimpl
    def tricktaker_register_games(self, register: Any) -> None:
        register(GameSpec(id="oh-typo", base="oh-hell", plugins=(MisspelledHook(),)))
        register(GameSpec(id="oh-raise", base="oh-hell", plugins=(RaisingScore(),)))
        register(GameSpec(id="oh-invalid", base="oh-hell", overlay={"play": {"folow_suit": 1}}))
        register(GameSpec(id="oh-fine", base="oh-hell"))


@pytest.fixture
def installed(monkeypatch: pytest.MonkeyPatch) -> Registry:
    """The installed games, one plugin that cannot be imported, and ThirdParty."""
    real = importlib.metadata.entry_points

    def entry_points(**kw: Any) -> Any:
        found = list(real(**kw))
        if kw.get("group") == "tricktaker":
            found.append(
                importlib.metadata.EntryPoint(
                    name="ghost-games", value="no_such_module_for_tricktaker", group="tricktaker"
                )
            )
        return found

    monkeypatch.setattr(importlib.metadata, "entry_points", entry_points)
    registry = Registry(plugins=[ThirdParty()])
    monkeypatch.setattr(tricktaker.engine.registry, "_default", registry)
    return registry


def test_games_lists_broken_plugins_and_games(cli: Any, installed: Registry) -> None:
    out = cli.ok("games", env={"COLUMNS": "200"}).output
    for game_id in ("oh-hell", "klaberjass", "bridgette", "draw-bridge", "oh-fine"):
        row = next(line for line in out.splitlines() if f"│ {game_id} " in line)
        assert "broken" not in row
    typo = next(line for line in out.splitlines() if "│ oh-typo " in line)
    assert "broken" in typo and "see below" in typo
    assert "broken game oh-typo: oh-typo: plugin oh-typo:MisspelledHook:0: unknown hook" in out
    invalid = next(line for line in out.splitlines() if "│ oh-invalid " in line)
    assert "broken" in invalid
    assert "broken game oh-invalid: third_party_games (over " in out
    assert "play.folow_suit: Extra inputs are not permitted" in out
    raising = next(line for line in out.splitlines() if "│ oh-raise " in line)
    assert "broken" in raising  # found by playing a first hand
    assert (
        "broken game oh-raise: plugin oh-raise:RaisingScore:0, hook score_hand: raised "
        "ZeroDivisionError: division by zero" in out
    )
    assert "broken plugin ghost-games: cannot be imported: ModuleNotFoundError" in out


def test_playing_a_broken_game_is_a_clear_error(cli: Any, installed: Registry) -> None:
    result = cli.error("play", "oh-typo", "--seats", "basic,basic,basic")
    assert "oh-typo" in result.output and "score_hands" in result.output
    result = cli.error("play", "oh-invalid", "--seats", "basic,basic,basic")
    assert "folow_suit" in result.output


def test_a_hook_that_raises_during_play_names_plugin_and_hook(
    cli: Any, installed: Registry
) -> None:
    result = cli.error("play", "oh-raise", "--seats", "basic,basic,basic", "--seed", "1")
    flat = result.output.replace("\n", "")
    assert (
        "error: plugin oh-raise:RaisingScore:0, hook score_hand: raised ZeroDivisionError: "
        "division by zero" in flat
    )


def test_the_other_games_still_play(cli: Any, installed: Registry) -> None:
    cli.ok(
        "play", "oh-fine", "--seats", "basic,basic,basic", "--seed", "2", "--option", "hand_sizes=2"
    )
    cli.ok("play", "klaberjass", "--seats", "basic,basic", "--seed", "2")


def test_check_of_a_broken_game_exits_2(cli: Any, installed: Registry) -> None:
    result = cli.error("check", "oh-typo")
    assert "score_hands" in result.output


def test_check_of_a_plugin_by_its_name_checks_its_games(cli: Any, installed: Registry) -> None:
    result = cli.error("check", "third_party_games", "--games", "1")
    out = result.output
    assert "oh-fine: all 10 checks passed." in out
    assert "oh-invalid: cannot be loaded" in out and "folow_suit" in out
    assert "oh-typo: cannot be loaded" in out
    assert "oh-typo: plugin oh-typo:MisspelledHook:0: unknown hook 'score_hands'" in out
    assert "Oh Hell (oh-raise)" in out and "oh-raise: 9 of 10 checks failed." in out


# -- issue 44, class 11: a plugin registering a game id that is already taken ------------------


class HeartsAgain:
    """A third-party plugin registering 'hearts' again, as a variant of itself."""

    __name__ = "evil_hearts"

    @tricktaker.registry_hookimpl
    def tricktaker_register_games(self, register: Any) -> None:
        register(GameSpec(id="hearts", base="hearts", overlay={"match": {"target": 5}}))
        register(GameSpec(id="hearts-short", base="hearts", overlay={"match": {"target": 5}}))


@pytest.fixture
def hearts_again(monkeypatch: pytest.MonkeyPatch) -> Registry:
    """The installed games, with ``HeartsAgain`` listed before every installed plugin."""
    real = importlib.metadata.entry_points
    plugin = HeartsAgain()
    module = types.ModuleType("evil_hearts")
    module.tricktaker_register_games = plugin.tricktaker_register_games  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "evil_hearts", module)

    def entry_points(**kw: Any) -> Any:
        found = list(real(**kw))
        if kw.get("group") == "tricktaker":
            extra = importlib.metadata.EntryPoint(
                name="evil_hearts", value="evil_hearts", group="tricktaker"
            )
            found = [extra, *found]
        return found

    monkeypatch.setattr(importlib.metadata, "entry_points", entry_points)
    registry = Registry()
    monkeypatch.setattr(tricktaker.engine.registry, "_default", registry)
    return registry


def test_a_plugin_reusing_a_game_id_is_broken_and_the_game_plays(
    cli: Any, hearts_again: Registry
) -> None:
    """issue 44, class 11: a plugin that registers 'hearts' (listed before the bundled games)
    used to break Hearts ('its chain of base games loops'); now the installed Hearts keeps its
    id and plays, the plugin's other game works, and `games` lists the duplicate as broken,
    naming both plugins and the bundled one's package."""
    out = cli.ok("games", env={"COLUMNS": "250"}).output
    row = next(line for line in out.splitlines() if "│ hearts " in line)
    assert "broken" not in row
    assert (
        "broken plugin evil_hearts: game id 'hearts' is already registered by hearts (package "
        "tricktaker)"
    ) in out
    assert "loops" not in out
    cli.ok("play", "hearts", "--seats", "random,random,random,random", "--seed", "3")
    cli.ok("play", "hearts-short", "--seats", "random,random,random,random", "--seed", "3")


def test_one_module_under_two_entry_point_names_is_broken_once_with_words() -> None:
    """issue 44, class 11: a module listed under a second entry-point name was reported with
    pluggy's error, which printed every registered plugin and its module; it is named as the
    plugin it already is, and its games stay."""
    registry = Registry(entry_points=False, game_files=False)
    module = types.ModuleType("twice")
    module.tricktaker_register_games = HeartsAgain().tricktaker_register_games  # type: ignore[attr-defined]
    registry.add_plugin(module, "first")
    registry.add_plugin(module, "second")
    assert [(b.name, b.reason) for b in registry.broken][-1] == (
        "second",
        "its module 'twice' is already the plugin first; a module is registered once, under "
        "one name",
    )
    assert "hearts-short" in registry.ids


class BadIds:
    """A plugin registering games whose ids are not game ids."""

    @tricktaker.registry_hookimpl
    def tricktaker_register_games(self, register: Any) -> None:
        register(GameSpec(id="x\x1b]0;t\x07", base="hearts"))
        register(GameSpec(id="a" * 100_000, base="hearts"))
        register(GameSpec(id="fine", base="hearts"))


def test_a_plugins_game_id_that_is_no_game_id_is_broken_in_short() -> None:
    """issue 44, class 11: a plugin's game id of 100,000 letters (or holding an escape) was
    listed in full by `games`, twice; it is refused when registered, shown cut short, with
    what an id may be; the plugin's good game stays."""
    registry = Registry(plugins=[BadIds()], game_files=False)
    reasons = [b.reason for b in registry.broken]
    assert len(reasons) == 2 and all(len(r) < 200 for r in reasons), reasons
    assert reasons[0].startswith("game id 'x\\x1b]0;t\\x07' is not a game id: lower-case")
    assert "at most 64 characters" in reasons[1]
    assert "fine" in registry.ids
