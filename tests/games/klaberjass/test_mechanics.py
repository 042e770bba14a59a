"""The completion deal and sequences are Klaberjass' own mechanics (issue 45: a mechanic that
serves one game lives in that game's package): the phase kinds ``deal_more`` (§5, K-4) and
``sequences`` (§7, K-6, K-15) are registered by :mod:`tricktaker_klaberjass.completion` and
:mod:`tricktaker_klaberjass.sequences`, not by the core, and their settings are
``[mechanics.deal_more]`` and ``[mechanics.sequences]`` in Klaberjass' ``rules.toml``, checked
when the game loads."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

import tricktaker
from tricktaker import GameSpec, RulesError, registered_mechanics
from tricktaker.rules import RulesFile
from tricktaker.testing import games_plugin, isolated_registry
from tricktaker_klaberjass import RULES, completion, display, sequences


def spec(rules: Path) -> GameSpec:
    return GameSpec(id="klaberjass", rules=rules, plugins=(completion, sequences, display))


def test_the_core_has_no_sequences_or_completion_deal_klaberjass_has() -> None:
    """Issue 45: the core's mechanics (a registry without games) have no ``sequences`` or
    ``deal_more`` kind, the core's rules file no such tables, and ``tricktaker`` exports no
    ``SequencePhase`` or ``run_points``; with Klaberjass installed both kinds are its own."""
    core = registered_mechanics(isolated_registry())
    assert "sequences" not in core and "deal_more" not in core
    assert "tricks" in core  # the core's mechanics are there
    assert importlib.util.find_spec("tricktaker.mechanics.melds") is None
    assert not {"sequences", "deal_more"} & set(RulesFile.model_fields)
    assert not hasattr(tricktaker, "SequencePhase") and not hasattr(tricktaker, "run_points")
    found = registered_mechanics(isolated_registry(games_plugin("kj", spec(RULES))))
    assert found["sequences"].settings is sequences.SequenceSettings
    assert found["deal_more"].settings is completion.CompletionDealSettings


SEQUENCES = "[mechanics.sequences]\nmin_length = 3\n"
DEAL_MORE = "[mechanics.deal_more]\ncards = 3\n"


@pytest.mark.parametrize(
    ("old", "new", "field", "words"),
    [
        (SEQUENCES, f"{SEQUENCES}min_lenght = 3\n", "mechanics.sequences.min_lenght", "allowed:"),
        (SEQUENCES, SEQUENCES.replace("3", '"three"'), "mechanics.sequences.min_length", "integer"),
        (DEAL_MORE, f"{DEAL_MORE}revael_bottom = true\n", "mechanics.deal_more.revael_bottom", ""),
    ],
)
def test_a_misspelt_setting_is_refused_at_load_naming_file_and_field(
    tmp_path: Path, old: str, new: str, field: str, words: str
) -> None:
    """Issue 45, klaberjass.md §5 and §7: a misspelt key (or a value of the wrong type) in
    ``[mechanics.sequences]`` or ``[mechanics.deal_more]`` of Klaberjass' rules file is refused
    when the game loads, naming the file, the field and what is allowed, once."""
    text = RULES.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "rules.toml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    registry = isolated_registry(games_plugin("kj", spec(path)))
    with pytest.raises(RulesError) as info:
        registry.game("klaberjass").rules  # noqa: B018 - loading validates the rules
    message = str(info.value)
    assert str(path) in message and field in message and words in message
    assert message.count(field) == 1


def test_runs_that_would_find_no_points_are_refused_at_load(tmp_path: Path) -> None:
    """§7 (K-15): every run of ``min_length`` cards or more must score, so ``points`` needs an
    entry for ``min_length`` cards or fewer; otherwise the file is refused at load (it was the
    core's check of ``[sequences]``)."""
    text = RULES.read_text(encoding="utf-8")
    path = tmp_path / "rules.toml"
    path.write_text(text.replace(SEQUENCES, SEQUENCES.replace("3", "2")), encoding="utf-8")
    registry = isolated_registry(games_plugin("kj", spec(path)))
    with pytest.raises(RulesError) as info:
        registry.game("klaberjass").rules  # noqa: B018 - loading validates the rules
    message = str(info.value)
    assert str(path) in message and "mechanics.sequences" in message
    assert "needs an entry for a run of 2 cards" in message


def test_a_completion_deal_larger_than_the_stock_is_refused_at_load(tmp_path: Path) -> None:
    """§5 (K-4): the completion deal comes from the stock left by the first deal (32 - 12 - 1
    turned = 19 cards), so 10 more to each of 2 players cannot be dealt: refused at load, as
    when the core counted it."""
    text = RULES.read_text(encoding="utf-8")
    path = tmp_path / "rules.toml"
    path.write_text(text.replace(DEAL_MORE, DEAL_MORE.replace("3", "10")), encoding="utf-8")
    registry = isolated_registry(games_plugin("kj", spec(path)))
    with pytest.raises(RulesError) as info:
        registry.game("klaberjass").rules  # noqa: B018 - loading validates the rules
    message = str(info.value)
    assert str(path) in message and "mechanics.deal_more.cards" in message
    assert "the stock holds 19" in message
