"""Bad input at the console never hangs, crashes or strands a game (tricktaker.limits).

A FIFO or an oversized, deeply nested or long-numbered file among the variants or the saves is
reported and skipped; the other games are still listed and played. A long typed answer is
refused and asked again; seeds, options and ``search:N`` have limits; bots-only games stop
after ``deal_limit()`` deals, and a game with a human seat is never cut short.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import shutil
import sys
import time
from pathlib import Path
from typing import Any

import pytest

import tricktaker
import tricktaker.engine.registry
from tricktaker import GameSpec, Registry
from tricktaker.limits import MAX_BOT_DEALS, MAX_SEARCH, MAX_SEED

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "docs/examples/oh-hell-twenty.toml"


@pytest.fixture(autouse=True)
def _fresh_default_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TRICKTAKER_GAMES", raising=False)
    monkeypatch.setattr("tricktaker.engine.registry._default", None)


def saves() -> Path:
    folder = Path(os.environ["TRICKTAKER_DATA_DIR"]) / "games"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def test_a_fifo_in_the_variants_folder_is_reported_not_waited_on(cli, tmp_path, monkeypatch):
    folder = tmp_path / "games"
    folder.mkdir()
    os.mkfifo(folder / "x.toml")
    shutil.copy(EXAMPLE, folder / "twenty.toml")
    monkeypatch.setenv("TRICKTAKER_GAMES", str(folder))
    out = cli.ok("games").output
    assert "oh-hell-twenty" in out
    assert f"broken file {folder / 'x.toml'}: cannot read" in out
    assert "not a regular file" in out
    cli.ok("play", "oh-hell-twenty", "--seats", "basic,basic,basic", "--seed", "1")


def test_a_deep_and_a_long_variant_file_do_not_stop_the_others(cli, tmp_path, monkeypatch):
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "deep.toml").write_text("a = " + "[" * 1000 + "]" * 1000 + "\n")
    (folder / "long.toml").write_text("[game]\nid = 'long'\nx = " + "9" * 5000 + "\n")
    shutil.copy(EXAMPLE, folder / "twenty.toml")
    monkeypatch.setenv("TRICKTAKER_GAMES", str(folder))
    out = cli.ok("games").output
    assert "oh-hell-twenty" in out
    assert f"{folder / 'deep.toml'}: nested too deeply (at most 32 levels)" in out
    assert f"{folder / 'long.toml'}: a number is too long (at most 30 digits)" in out
    out = cli.error("check", folder / "deep.toml").output
    assert "nested too deeply" in out


def test_a_fifo_given_as_a_record(cli, tmp_path):
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    assert "not a regular file" in cli.error("replay", fifo).output
    assert "not a regular file" in cli.error("resume", fifo).output


def test_bad_saves_are_skipped_and_the_others_resumed(cli):
    folder = saves()
    cli.run(
        "play",
        "oh-hell",
        "--seats",
        "human,basic,basic",
        "--seed",
        "3",
        "--record",
        folder / "good.json",
        input="q\n",
    )
    (folder / "deep.json").write_text("[" * 1000 + "]" * 1000)
    (folder / "long.json").write_text('{"game": "oh-hell", "seed": ' + "9" * 5000 + "}")
    (folder / "huge-budget.json").write_text(
        json.dumps(
            {
                "game": "oh-hell",
                "seed": 1,
                "options": {"players": 3},
                "seats": ["search:" + "9" * 20] * 3,
            }
        )
    )
    os.mkfifo(folder / "fifo.json")
    os.mkfifo(folder / "fifo.link")
    out = cli.run("resume", input="q\n").output
    assert "Traceback" not in out
    assert "deep.json: nested too deeply" in out
    assert "long.json: a number is too long" in out
    assert "fifo.json: cannot read the record: not a regular file" in out
    # issue 44, class 8: a save whose seat kind is no bot's is listed as broken, with why
    assert "huge-budget.json: seats[0]: seat kind 'search:99999999999999999999'" in out
    assert "Resume which game? [1-1, d N to delete, q to cancel]" in out  # the good game alone
    out = cli.error("resume", folder / "huge-budget.json").output
    assert f"search:N takes a whole number of iterations 1..{MAX_SEARCH}" in out


def test_a_5000_digit_bid_is_refused_and_asked_again(cli, tmp_path):
    record = tmp_path / "g.json"
    out = cli.run(
        "play",
        "oh-hell",
        "--seats",
        "human,basic,basic",
        "--seed",
        "3",
        "--record",
        record,
        input="9" * 5000 + "\nq\n",
    ).output
    assert "Traceback" not in out
    assert "the answer: too long (5,000 characters; at most 200) — try again" in out
    assert "Game stopped and saved." in out


@pytest.mark.parametrize("seed", ["-5", str(MAX_SEED + 1)])
def test_a_seed_out_of_range_is_refused(cli, seed):
    out = cli.error("play", "oh-hell", "--seats", "basic,basic,basic", "--seed", seed).output
    assert f"a seed is a whole number 0..{MAX_SEED}" in out


def test_long_options_and_seats_are_refused(cli):
    out = cli.error("play", "oh-hell", "--option", "players=" + "9" * 5000).output
    assert "--option players: too long (5,000 characters; at most 200)" in out
    out = cli.error("play", "oh-hell", "--seats", "basic," * 1000).output
    assert "--seats: too long" in out
    out = cli.error("simulate", "oh-hell", "--seats", f"search:{MAX_SEARCH + 1},basic,basic").output
    assert f"iterations 1..{MAX_SEARCH}" in out


def test_a_bots_only_game_that_never_ends_is_stopped_and_says_so(cli, tmp_path, monkeypatch):
    monkeypatch.setattr("tricktaker.cli.play.deal_limit", lambda hands: 3)
    out = cli.ok(
        "play",
        "draw-bridge",
        "--seats",
        "random,random",
        "--seed",
        "1",
        "--record",
        tmp_path / "g.json",
    ).output
    assert "Stopped after 3 deals: a game with no human seat lasts at most 3 deals" in out
    assert "(tricktaker.limits.MAX_BOT_DEALS); no winner." in out


def test_simulate_reports_games_stopped_at_the_deal_limit(cli):
    out = cli.ok("simulate", "draw-bridge", "--seats", "random,random", "-n", "40").output
    assert "games stopped at the deal limit with no winner: a game of bots lasts at most " in out
    assert f"{MAX_BOT_DEALS} deals" in out


def test_a_human_game_is_never_cut_short(cli, tmp_path, monkeypatch):
    from rich.console import Console

    from tricktaker import load_game
    from tricktaker.cli.play import ConsoleGame

    session = load_game("draw-bridge").new_session(seed=1)
    game = ConsoleGame(session, ["human", "random"], Console())
    assert game.max_deals is None
    assert ConsoleGame(session.clone(), ["random", "random"], Console()).max_deals == MAX_BOT_DEALS


# -- plugins cannot take the console down -----------------------------------------------------


class LoopingScore:
    @tricktaker.hookimpl
    def score_hand(self, game: Any, state: Any) -> list[int]:
        while True:
            pass


class SleepingScore:
    @tricktaker.hookimpl
    def score_hand(self, game: Any, state: Any) -> list[int]:
        time.sleep(60)
        return [0] * state.players


class ExitingScore:
    @tricktaker.hookimpl
    def score_hand(self, game: Any, state: Any) -> list[int]:
        sys.exit(3)


class Misbehaving:
    __name__ = "misbehaving_games"

    @tricktaker.registry_hookimpl
    def tricktaker_register_games(self, register: Any) -> None:
        register(GameSpec(id="oh-loop", base="oh-hell", plugins=(LoopingScore(),)))
        register(GameSpec(id="oh-sleep", base="oh-hell", plugins=(SleepingScore(),)))
        register(GameSpec(id="oh-exit", base="oh-hell", plugins=(ExitingScore(),)))


class ExitingRegistration:
    __name__ = "exiting_registration"

    @tricktaker.registry_hookimpl
    def tricktaker_register_games(self, register: Any) -> None:
        sys.exit(1)


@pytest.fixture
def misbehaving(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Registry:
    """Installed games, plus plugins whose hooks loop, sleep or exit, and imports that exit
    or loop."""
    monkeypatch.setattr("tricktaker.engine.registry.MAX_PLUGIN_SECONDS", 0.5)
    (tmp_path / "exiting_import.py").write_text("import sys\nsys.exit(2)\n")
    (tmp_path / "looping_import.py").write_text("while True:\n    pass\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    real = importlib.metadata.entry_points

    def entry_points(**kw: Any) -> Any:
        found = list(real(**kw))
        if kw.get("group") == "tricktaker":
            for module in ("exiting_import", "looping_import"):
                found.append(
                    importlib.metadata.EntryPoint(name=module, value=module, group="tricktaker")
                )
        return found

    monkeypatch.setattr(importlib.metadata, "entry_points", entry_points)
    registry = Registry(plugins=[Misbehaving(), ExitingRegistration()])
    monkeypatch.setattr(tricktaker.engine.registry, "_default", registry)
    return registry


def test_games_reports_plugins_that_loop_sleep_or_exit(cli: Any, misbehaving: Registry) -> None:
    started = time.monotonic()
    out = cli.ok("games", env={"COLUMNS": "200"}).output
    assert time.monotonic() - started < 30
    assert "│ oh-hell " in out
    for game_id in ("oh-loop", "oh-sleep", "oh-exit"):
        row = next(line for line in out.splitlines() if f"│ {game_id} " in line)
        assert "broken" in row
    assert "broken game oh-loop: the first hand did not finish within 0.5 seconds" in out
    assert "broken game oh-sleep: the first hand did not finish within 0.5 seconds" in out
    assert "broken game oh-exit: plugin oh-exit:ExitingScore:0, hook score_hand: raised " in out
    assert "SystemExit: 3" in out
    assert "broken plugin exiting_import: cannot be imported: SystemExit(2)" in out
    assert "broken plugin looping_import: cannot be imported: TimeLimitExceeded(" in out
    assert "broken plugin exiting_registration: failed to register: 1" in out


def test_playing_a_game_whose_hook_exits_is_a_clear_error(cli: Any, misbehaving: Registry) -> None:
    out = cli.error("play", "oh-exit", "--seats", "basic,basic,basic", "--seed", "1").output
    assert "plugin oh-exit:ExitingScore:0, hook score_hand: raised SystemExit: 3" in out.replace(
        "\n", ""
    )


def test_check_reports_a_looping_hook_instead_of_hanging(cli: Any, misbehaving: Registry) -> None:
    result = cli.run("check", "oh-loop")
    assert result.exit_code == 2, result.output
    assert "oh-loop: cannot be loaded" in result.output
    assert "the first hand did not finish within 0.5 seconds" in result.output


def test_a_long_schedule_is_played_in_full():
    from tricktaker.limits import deal_limit

    assert deal_limit(0) == MAX_BOT_DEALS
    assert deal_limit(80) == 160
