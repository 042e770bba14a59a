"""Scoring kinds are registered, self-validating pieces (issue 45).

Each ``[scoring]`` kind is a :class:`tricktaker.ScoringKind` registered through the
``scoring_kinds`` hook, the core's four exactly as a plugin's own. A rules file's ``[scoring]``
table is validated against the kinds of the default plugins and the game's plugins when the game
loads: an unknown kind (naming the kinds allowed), an unknown key, a bad value or a kind whose
needs no earlier phase makes is refused then, once, naming the file and the field; never in the
middle of a hand.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel, Field

import tricktaker
from tricktaker import (
    CompiledGame,
    GameSpec,
    Model,
    PluginError,
    Registry,
    ScoringKind,
    State,
    TrickTakerError,
    hookimpl,
    itemize,
    registry_hookimpl,
)
from tricktaker.engine.manager import build_rules_manager
from tricktaker.engine.scorers import collect_scoring_kinds
from tricktaker.engine.scoringkind import rules_model
from tricktaker.rules import RulesFile
from tricktaker.rules.scoring import CORE_TABLES
from tricktaker.testing import play_out


@pytest.fixture(autouse=True)
def _no_games_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the files a test names: nothing from the environment running the tests."""
    monkeypatch.delenv("TRICKTAKER_GAMES", raising=False)


WHIST = """
phases = PHASES
[game]
id = "plain-whist"
name = "Plain whist"
[deck]
ranks = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
suits = [
    { letter = "S", symbol = "♠", name = "spades" },
    { letter = "H", symbol = "♥", name = "hearts", red = true },
    { letter = "D", symbol = "♦", name = "diamonds", red = true },
    { letter = "C", symbol = "♣", name = "clubs" },
]
[options.players]
type = "int"
min = 4
max = 4
default = 4
description = "Number of players."
[deal]
hand_size = 13
[scoring]
SCORING
"""
"""A game of 13 tricks with no bidding and no trumps chosen: its phases and its ``[scoring]``
table are filled in by each test."""


def whist(folder: Path, scoring: str, phases: str = '["deal", "play", "score"]') -> Path:
    path = folder / "rules.toml"
    path.write_text(WHIST.replace("PHASES", phases).replace("SCORING", scoring), "utf-8")
    return path


class PerTrick(Model):
    """Points for each trick taken."""

    points: int = Field(1, ge=0, description="Points for each trick taken.")


def score_per_trick(game: CompiledGame, state: State, table: Any) -> list[int]:
    scores = [table.points * tricks for tricks in state.tricks_won]
    itemize(state, "tricks", scores, always=True)
    return scores


PER_TRICK = ScoringKind(
    kind="per_trick",
    settings=PerTrick,
    score=score_per_trick,
    needs=("tricks",),
    summary="A number of points per trick taken.",
)


class PerTrickScoring:
    """A plugin that registers the scoring kind ``per_trick``."""

    @hookimpl
    def scoring_kinds(self) -> list[ScoringKind]:
        return [PER_TRICK]


def registry(rules: Path, *plugins: Any) -> Registry:
    """A registry of one game, ``plain-whist``, read from ``rules`` with ``plugins``."""

    class Games:
        @registry_hookimpl
        def tricktaker_register_games(self, register: Any) -> None:
            register(GameSpec(id="plain-whist", rules=rules, plugins=plugins))

    return Registry(plugins=[Games()], entry_points=False, game_files=False)


def refusal(rules: Path, *plugins: Any) -> str:
    """The message of loading the game: it must be refused, naming the file first."""
    with pytest.raises(TrickTakerError) as err:
        registry(rules, *plugins).game("plain-whist").load()
    message = str(err.value)
    assert message.startswith(str(rules)), message
    assert "Traceback" not in message
    return message


# -- a plugin adds a kind ------------------------------------------------------------------------


def test_a_plugin_adds_a_scoring_kind_and_a_game_file_scores_by_it(tmp_path: Path) -> None:
    """Issue 45: a plugin registers the kind ``per_trick`` with its own settings, and a rules
    file uses ``[scoring] kind = "per_trick"``: every hand scores its settings' points for each
    trick, itemized by the kind's scorer."""
    game = registry(whist(tmp_path, 'kind = "per_trick"\npoints = 2'), PerTrickScoring())
    session = game.game("plain-whist").new_session(seed=3)
    play_out(session)
    assert session.scores == [2 * t for t in session.state.tricks_won]
    assert sum(session.scores) == 26
    assert session.result()["hands"][0]["breakdown"] == [
        {"item": "tricks", "points": session.scores}
    ]
    table = session.rules.scoring
    assert isinstance(table, PerTrick) and table.kind == "per_trick" and table.points == 2


def test_a_plugin_kind_keeps_its_settings_defaults(tmp_path: Path) -> None:
    """Issue 45: the kind's settings model gives the defaults of the keys left out."""
    game = registry(whist(tmp_path, 'kind = "per_trick"'), PerTrickScoring()).game("plain-whist")
    assert game.rules.scoring is not None and game.rules.scoring.points == 1  # type: ignore[attr-defined]


def test_a_plugin_kind_is_unknown_to_a_game_without_the_plugin(tmp_path: Path) -> None:
    """Issue 45: the kinds a file may use are those of the default plugins and the game's
    own: without the plugin, ``per_trick`` is refused naming the kinds allowed."""
    message = refusal(whist(tmp_path, 'kind = "per_trick"'))
    assert "scoring.kind: 'per_trick' is not a scoring kind" in message
    assert "'card_penalty', 'contract', 'contract_value', 'exact_bid', 'point_trick'" in message


# -- bad [scoring] tables refused at load ----------------------------------------------------


def test_an_unknown_kind_is_refused_naming_the_kinds_allowed(tmp_path: Path) -> None:
    """Issue 45: a misspelt kind is refused when the game loads, once, naming the file, the
    field and every kind allowed (the plugin's too)."""
    message = refusal(whist(tmp_path, 'kind = "per_trik"'), PerTrickScoring())
    assert "invalid (1 problem)" in message
    assert (
        "scoring.kind: 'per_trik' is not a scoring kind; the kinds of this game's plugins: "
        "'card_penalty', 'contract', 'contract_value', 'exact_bid', 'per_trick', 'point_trick'"
    ) in message
    assert message.count("per_trik") == 2  # the field's value, once, and "(got ...)"


def test_a_table_without_a_kind_is_refused(tmp_path: Path) -> None:
    """Issue 45: a ``[scoring]`` table must name its kind."""
    message = refusal(whist(tmp_path, "points = 2"), PerTrickScoring())
    assert "scoring.kind: no kind given; the kinds of this game's plugins:" in message


def test_a_misspelt_key_of_a_plugin_kind_is_refused(tmp_path: Path) -> None:
    """Issue 45: a misspelt key of a plugin's kind is refused when the game loads (not at the
    first scoring), naming the field."""
    message = refusal(whist(tmp_path, 'kind = "per_trick"\npoints_ = 2'), PerTrickScoring())
    assert "invalid (1 problem)" in message
    assert (
        "scoring.points_: not a setting of the scoring kind 'per_trick' (allowed: kind, points)"
        in message
    )


def test_a_bad_value_of_a_plugin_kind_is_refused(tmp_path: Path) -> None:
    """Issue 45: a value the kind's settings model refuses names the field and what is
    allowed."""
    message = refusal(whist(tmp_path, 'kind = "per_trick"\npoints = -1'), PerTrickScoring())
    assert "scoring.points: Input should be greater than or equal to 0 (got -1)" in message


def test_a_misspelt_key_of_a_core_kind_is_refused(tmp_path: Path) -> None:
    """Issue 45: a core kind's table is validated by its own model: a misspelt key of
    ``card_penalty`` is refused, naming the field."""
    message = refusal(whist(tmp_path, 'kind = "card_penalty"\ncards = { H = 1 }\nno_trick = 5'))
    assert "scoring.no_trick: not a setting of the scoring kind 'card_penalty'" in message
    assert "no_trick_bonus" in message  # what is allowed


def test_a_point_trick_scoring_without_a_trump_selection_is_refused(tmp_path: Path) -> None:
    """Issue 45 (was ``KeyError: 'trump_selection'`` mid-hand): point-trick scoring settles
    against the maker, who chose trumps; without a ``trump_selection`` phase before the score
    the file is refused when it loads, naming the field and what it needs."""
    message = refusal(whist(tmp_path, 'kind = "point_trick"\nlast_trick = 10'))
    assert "invalid (1 problem)" in message
    assert "scoring.kind = 'point_trick' needs" in message
    assert "'trump_selection'" in message


def test_a_plugin_kinds_needs_are_checked(tmp_path: Path) -> None:
    """Issue 45: a plugin kind's ``needs`` are checked like the core's: a kind that scores the
    bids is refused without a bidding phase."""
    needs_bids = ScoringKind(
        kind="per_bid",
        score=lambda game, state, table: [0] * game.players,
        needs=("bids",),
        summary="Nothing, from the bids.",
    )

    class Plugin:
        @hookimpl
        def scoring_kinds(self) -> list[ScoringKind]:
            return [needs_bids]

    message = refusal(whist(tmp_path, 'kind = "per_bid"'), Plugin())
    assert "scoring.kind = 'per_bid' needs a 'bidding' phase" in message


def test_a_bad_scoring_table_of_the_bundled_games_is_refused_once(tmp_path: Path) -> None:
    """Issue 45: a variant of an installed game (Klaberjass, spec klaberjass.md §9) with a
    misspelt ``[scoring]`` key is refused once, naming the variant file and the field (the
    options that compile other rules do not repeat it)."""
    path = tmp_path / "v.toml"
    path.write_text(
        'base = "klaberjass"\n[game]\nid = "v-k"\nname = "V"\n[scoring]\nlast_trik = 10\n',
        encoding="utf-8",
    )
    with pytest.raises(TrickTakerError) as err:
        Registry(game_files=False).find(str(path))
    message = str(err.value)
    assert message.startswith(str(path))
    assert message.count("scoring.last_trik: not a setting of the scoring kind") == 1


# -- the declaration checks itself -------------------------------------------------------------


def test_a_settings_model_that_takes_unknown_keys_is_refused() -> None:
    """Issue 45: a kind's settings are a frozen model with no unknown fields, so that a
    misspelt key is an error, not a setting silently ignored."""

    class Loose(BaseModel):
        points: int = 1

    with pytest.raises(ValueError, match=r"settings must be a tricktaker\.Model"):
        ScoringKind(kind="loose", settings=Loose, score=score_per_trick, summary="x")


def test_a_kind_name_is_a_name() -> None:
    """Issue 45: a kind's name is what a rules file writes in ``kind``."""
    with pytest.raises(ValueError, match="lower-case letters"):
        ScoringKind(kind="Per Trick", settings=PerTrick, score=score_per_trick, summary="x")


def test_a_kind_registered_twice_names_both_plugins(tmp_path: Path) -> None:
    """Issue 45: two plugins registering the same kind are refused, naming both."""
    with pytest.raises(PluginError, match="scoring kind 'per_trick' is registered by both"):
        path = whist(tmp_path, 'kind = "per_trick"')
        registry(path, PerTrickScoring(), PerTrickScoring()).game("plain-whist").load()


def test_a_plugin_scorer_that_fails_is_named(tmp_path: Path) -> None:
    """Issue 45: a plugin kind's scorer that raises, or answers wrongly, is a PluginError naming
    the plugin and the kind, not a traceback from the engine."""
    broken = ScoringKind(
        kind="broken",
        score=lambda game, state, table: [1],
        summary="One number for four seats.",
    )

    class Plugin:
        @hookimpl
        def scoring_kinds(self) -> list[ScoringKind]:
            return [broken]

    session = registry(whist(tmp_path, 'kind = "broken"'), Plugin()).game("plain-whist")
    play = session.new_session(seed=1)
    with pytest.raises(PluginError, match=r"scoring kind 'broken': returned \[1\]; expected a"):
        play_out(play)


# -- one registry: the core's kinds, the schema ------------------------------------------------


def test_the_core_kinds_are_registered_pieces() -> None:
    """Issue 45: the default plugins register the core's kinds (issue 47: ``contract_value``
    too), each with its table (the rules language's), its needs and a summary; nothing else
    lists them for the engine."""
    kinds = collect_scoring_kinds("the core", build_rules_manager("the core", ()))
    assert list(kinds.by_kind) == [
        "exact_bid",
        "point_trick",
        "contract",
        "card_penalty",
        "contract_value",
    ]
    assert tuple(kinds.tables.values()) == CORE_TABLES
    assert {k: v.needs for k, v in kinds.by_kind.items()} == {
        "exact_bid": ("bids",),
        "point_trick": ("maker",),
        "contract": ("contract",),
        "card_penalty": (),
        "contract_value": ("contract",),
    }
    assert all(kind.summary for kind in kinds.by_kind.values())


def test_the_rules_schema_comes_from_the_registered_kinds() -> None:
    """Issue 45: the JSON Schema of ``[scoring]`` is the union of the registered kinds' tables:
    with the default plugins', the schema in ``schemas/``; with a plugin's kind added, its
    table too."""
    core = collect_scoring_kinds("the core", build_rules_manager("the core", ()))
    assert rules_model(core).model_json_schema() == RulesFile.model_json_schema()
    more = collect_scoring_kinds("x", build_rules_manager("x", [("x", PerTrickScoring())]))
    schema = rules_model(more).model_json_schema()
    mapping = schema["properties"]["scoring"]["anyOf"][0]["discriminator"]["mapping"]
    assert sorted(mapping) == [
        "card_penalty",
        "contract",
        "contract_value",
        "exact_bid",
        "per_trick",
        "point_trick",
    ]
    assert "points" in json.dumps(schema["$defs"]["PerTrick"])


def test_scoring_kind_is_public() -> None:
    """Issue 45: a plugin author imports the declaration from ``tricktaker``."""
    assert "ScoringKind" in tricktaker.__all__
