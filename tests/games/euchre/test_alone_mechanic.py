"""Going alone is Euchre's own mechanic (issue 45: a mechanic that serves one game lives in that
game's package): the phase kind ``alone`` is registered by :mod:`tricktaker_euchre.alone`, not
by the core, and its settings are ``[mechanics.alone]`` in Euchre's ``rules.toml`` (§5, E-6,
E-7), checked when the game loads."""

from __future__ import annotations

from pathlib import Path

import pytest

import tricktaker
from tricktaker import GameSpec, RulesError, registered_mechanics
from tricktaker.testing import games_plugin, isolated_registry
from tricktaker_euchre import RULES, alone, display, match, scoring


def test_the_core_has_no_alone_mechanic_euchre_has() -> None:
    """Issue 45: the core's mechanics (a registry without games) have no ``alone`` kind and
    ``tricktaker`` exports no ``Alone``; with Euchre installed the kind is Euchre's."""
    assert "alone" not in registered_mechanics(isolated_registry())
    assert not hasattr(tricktaker, "Alone")
    with_euchre = registered_mechanics(isolated_registry(games_plugin("eu", spec(RULES))))
    assert with_euchre["alone"].settings is alone.AloneSettings


def spec(rules: Path) -> GameSpec:
    return GameSpec(id="euchre", rules=rules, plugins=(alone, scoring, match, display))


def test_a_misspelt_alone_setting_is_refused_at_load_naming_file_and_field(
    tmp_path: Path,
) -> None:
    """Issue 45, euchre.md E-7: ``[mechanics.alone] oponents = true`` (for ``opponents``) in
    Euchre's rules file is refused when the game loads, naming the file, the field and the
    settings allowed, once."""
    text = RULES.read_text(encoding="utf-8")
    table = "[mechanics.alone]\nopponents = false\n"
    assert table in text
    path = tmp_path / "rules.toml"
    path.write_text(text.replace(table, "[mechanics.alone]\noponents = true\n"), encoding="utf-8")
    registry = isolated_registry(games_plugin("eu", spec(path)))
    with pytest.raises(RulesError) as info:
        registry.game("euchre").rules  # noqa: B018 - loading validates the rules
    message = str(info.value)
    assert message.startswith(str(path))
    assert "mechanics.alone.oponents" in message and "allowed: kind, opponents" in message
    assert message.count("oponents") == 1
