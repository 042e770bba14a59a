"""Self-describing mechanics: one registry, the rules validated against it when a game loads.

Issue 45: each mechanic (core or plugin) declares its phase kind with a ``tricktaker.Mechanic``
(the ``mechanics`` hook): its factory, its settings model and where the settings live, what it
needs and makes, a summary. A rules file is checked against the mechanics of the default
plugins and the game's own when the game loads: an unknown key or a bad value in
``[mechanics.NAME]``, a phase of a kind nobody registers, a missing requirement, a combination
that cannot work is refused then, once, naming the file, the field and what is allowed — never
in the middle of a hand, never silently ignored. The same registry feeds the JSON Schema,
``tricktaker rules`` and the reference pages (:func:`tricktaker.registered_mechanics`).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import Field
from typer.testing import CliRunner

import tricktaker_spades
from tricktaker import (
    GameSpec,
    Mechanic,
    Model,
    Registry,
    RulesError,
    ScorePhase,
    TrickTakerError,
    hookimpl,
    mechanic_settings,
    registered_mechanics,
    registry_hookimpl,
)
from tricktaker.cli.app import app


@pytest.fixture(autouse=True)
def _no_games_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the files a test names: nothing from the environment running the tests."""
    monkeypatch.delenv("TRICKTAKER_GAMES", raising=False)


def variant(folder: Path, base: str, body: str, top: str = "", name: str = "v") -> Path:
    """A variant file of ``base`` changing ``body`` (tables) and ``top`` (keys before them)."""
    path = folder / f"{name}.toml"
    path.write_text(
        f'base = "{base}"\n{top}\n[game]\nid = "{name}-{base}"\nname = "V"\n\n{body}',
        encoding="utf-8",
    )
    return path


def refusal(path: Path) -> str:
    """The message of loading ``path`` as the console loads a path: it must be refused."""
    with pytest.raises(TrickTakerError) as err:
        Registry(game_files=False).find(str(path))
    message = str(err.value)
    assert message.startswith(str(path)), message
    return message


BAD_FILES = [
    pytest.param(
        "euchre",
        "[mechanics.score]\nneeeded = 3\n",
        "",
        "mechanics.score.neeeded: not a setting of the phase kind 'euchre_score' "
        "(allowed: kind, needed, made, march, march_alone, euchred, euchred_by_alone)",
        id="misspelt-plugin-setting",
    ),
    pytest.param(
        "euchre",
        '[mechanics.score]\nneeded = "three"\n',
        "",
        "mechanics.score.needed: Input should be a valid integer",
        id="bad-plugin-setting-value",
    ),
    pytest.param(
        "spades",
        "[mechanics.score]\ncolour = 3\n",
        "",
        "mechanics.score.colour: not a setting of the phase kind 'spades_score': it takes no "
        "settings (allowed here: kind)",
        id="setting-of-a-kind-without-settings",
    ),
    pytest.param(
        "hearts",
        '[mechanics.pass_cards]\ncolour = "purple"\n',
        "",
        "mechanics.pass_cards.colour: not a setting of the phase kind 'pass_cards': its "
        "settings are in [pass_cards] (allowed here: kind)",
        id="core-kind-setting-in-the-wrong-table",
    ),
    pytest.param(
        "draw-bridge",
        '[mechanics.draw]\ncolour = "purple"\n',
        "",
        "mechanics.draw.colour: not a setting of the phase kind 'draw': its settings are in "
        "[draw] (allowed here: kind)",
        id="core-kind-setting-of-no-phase",
    ),
    pytest.param(
        "spades",
        "[mechanics.scroe]\nneeded = 3\n",
        "",
        "mechanics.scroe: 'scroe' is not a phase of the rules, nor its kind 'scroe' a "
        "registered one",
        id="settings-of-no-phase",
    ),
    pytest.param(
        "spades",
        "",
        'phases = ["deal", "bidding", "reveal", "play", "score"]',
        "phases: the phase 'reveal' is of the kind 'reveal', which no mechanic registers (kinds: ",
        id="phase-of-an-unknown-kind",
    ),
    pytest.param(
        "spades",
        '[mechanics.show]\nkind = "reveal_one"\n',
        'phases = ["deal", "show", "bidding", "play", "score"]',
        "mechanics.show.kind: the phase 'show' is of the kind 'reveal_one', which no mechanic "
        "registers",
        id="kind-nobody-registers",
    ),
    pytest.param(
        "spades",
        "",
        'phases = ["deal", "play", "score"]',
        "phases: 'score' needs a 'bidding' phase before it (the bids;",
        id="missing-requirement-of-a-plugin-mechanic",
    ),
    pytest.param(
        "bridge",
        "",
        "sides = []",
        "play.exposed_partner needs sides of two seats each",
        id="combination-that-cannot-work",
    ),
]


@pytest.mark.parametrize(("base", "body", "top", "expected"), BAD_FILES)
def test_a_bad_file_is_refused_at_load_once(
    tmp_path: Path, base: str, body: str, top: str, expected: str
) -> None:
    """issue 45: each bad file is refused when it loads, naming the file, the field and what
    is allowed, the problem said once."""
    message = refusal(variant(tmp_path, base, body, top))
    assert message.count(expected) == 1, message
    assert "invalid (1 problem)" in message


@pytest.mark.parametrize("command", ["check", "rules"])
def test_the_console_refuses_a_bad_file_once(tmp_path: Path, command: str) -> None:
    """issue 45: ``tricktaker check`` and ``tricktaker rules`` refuse a file with a misspelt
    ``[mechanics.score]`` key (exit 2), the message said once (``check`` repeated a late
    failure once per check of its suite)."""
    path = variant(tmp_path, "euchre", "[mechanics.score]\nneeeded = 3\n", name=f"cli-{command}")
    result = CliRunner().invoke(app, [command, str(path)], env={"COLUMNS": "200"})
    assert result.exit_code == 2, result.output
    assert result.output.count("mechanics.score.neeeded") == 1, result.output
    assert str(path) in result.output
    assert "rules valid" not in result.output


class Bonus(Model):
    """A test mechanic's settings."""

    per_trick: int = Field(1, ge=0, description="Points for each trick taken.")


class BonusMechanic:
    """A plugin's own mechanic: a score phase with settings in ``[mechanics.NAME]``."""

    @hookimpl
    def mechanics(self) -> list[Mechanic]:
        return [
            Mechanic(
                kind="bonus_score",
                build=lambda name, game: ScorePhase(),
                settings=Bonus,
                needs=("tricks",),
                makes=("score",),
                summary="A point per trick taken.",
            )
        ]

    @hookimpl
    def score_hand(self, game, state):  # type: ignore[no-untyped-def]
        bonus = mechanic_settings(game.rules, "score", Bonus)
        return [bonus.per_trick * tricks for tricks in state.tricks_won]


def registry_with(settings: dict[str, object]) -> Registry:
    class Games:
        @registry_hookimpl
        def tricktaker_register_games(self, register):  # type: ignore[no-untyped-def]
            overlay = {"mechanics": {"score": {"kind": "bonus_score", **settings}}}
            register(
                GameSpec(id="bonus", base="spades", overlay=overlay, plugins=(BonusMechanic(),))
            )

    return Registry(plugins=[tricktaker_spades, Games()], entry_points=False, game_files=False)


def test_a_plugin_mechanic_gets_its_settings_validated_at_load() -> None:
    """issue 45: a plugin registers its mechanic with a settings model; its
    ``[mechanics.NAME]`` is validated when the game loads (not at the first scoring)."""
    game = registry_with({"per_trick": 2}).game("bonus")
    session = game.new_session(seed=1)
    assert session.game.phase_kinds["bonus_score"] is not None
    with pytest.raises(RulesError) as err:
        registry_with({"per_trik": 2}).game("bonus").rules  # noqa: B018 - loads the rules
    message = str(err.value)
    assert "mechanics.score.per_trik: not a setting of the phase kind 'bonus_score' " in message
    assert "(allowed: kind, per_trick)" in message
    with pytest.raises(RulesError, match=r"mechanics\.score\.per_trick: Input should be greater"):
        registry_with({"per_trick": -1}).game("bonus").rules  # noqa: B018 - loads the rules


def test_one_registry_lists_every_mechanic_with_its_settings_and_summary() -> None:
    """issue 45: the reference pages, the schema and ``tricktaker rules`` read one registry:
    the core's kinds and the bundled games' (a plugin's kind with its settings model)."""
    found = registered_mechanics(registry_with({}))
    assert {"deal", "bidding", "auction", "tricks", "score", "bonus_score"} <= set(found)
    assert found["bonus_score"].settings is Bonus
    assert found["bidding"].where == "[bidding]"
    assert found["bonus_score"].where == "[mechanics.NAME]"
    assert all(mechanic.summary for mechanic in found.values())


def test_rules_shows_each_phase_with_its_mechanic() -> None:
    """issue 45: ``tricktaker rules`` lists the phases with their mechanics' summaries."""
    result = CliRunner().invoke(app, ["rules", "spades"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert "score (spades_score): Spades' score" in result.output
    assert "bidding [bidding]: Each seat bids" in result.output
