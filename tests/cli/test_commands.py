"""``tricktaker --help``, ``games``, ``rules``; and the installed entry point run for real."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from tricktaker import default_registry, load_game

RULES_FILE = load_game("oh-hell").chain[0].rules
STYLES = ["long", "long-inverted", "short-up-down", "short-up", "short-down"]
SCORING = ["positive", "neutral", "negative"]
OPTIONS = ["players", "game_style", "scoring_style", "hook", "hand_sizes"]


# -- --help ------------------------------------------------------------------------------------


def test_app_help_lists_every_command(cli):
    out = cli.ok("--help").output
    assert "Usage" in out
    for command in ("games", "rules", "play", "replay"):
        assert command in out


@pytest.mark.parametrize(
    ("command", "words"),
    [
        ("games", ["List the installed games"]),
        ("rules", ["GAME", "--toml"]),
        ("play", ["GAME", "--players", "--seats", "--option", "--seed", "--record", "--delay"]),
        ("replay", ["file", "--json", "A game record"]),
    ],
)
def test_command_help(cli, command, words):
    out = cli.ok(command, "--help", env={"COLUMNS": "200"}).output
    assert "Usage" in out
    for word in words:
        assert word.lower() in out.lower()


# -- games ------------------------------------------------------------------------------------


def test_games_lists_oh_hell_with_its_options(cli):
    out = cli.ok("games", env={"COLUMNS": "200"}).output
    assert "oh-hell" in out
    assert "Oh Hell" in out
    assert "3–7" in out
    # as a player types them after --option (issue 46)
    for option in ("game_style=long", "scoring_style=positive", "hook=true", "hand_sizes=[]"):
        assert option in out
    assert "tricktaker rules GAME" in out
    assert "broken" not in out


# -- rules ------------------------------------------------------------------------------------


def test_rules_shows_players_and_every_option_with_allowed_values(cli):
    out = cli.ok("rules", "oh-hell", env={"COLUMNS": "250"}).output
    assert "Oh Hell (oh-hell)" in out
    assert "Players: 3–7" in out
    assert "deal → bidding → play → score" in out
    assert "Pack: 52 cards" in out
    for option in OPTIONS:
        assert option in out
    assert "3..7" in out
    assert ", ".join(STYLES) in out
    assert ", ".join(SCORING) in out
    assert "true, false" in out
    assert "comma-separated numbers" in out
    assert "--toml" in out


def test_rules_toml_prints_the_rules_file_unchanged(cli):
    """``--toml`` is for reading every number and for copying the file: it must be the file,
    not the file re-wrapped to the terminal width (long comment and description lines)."""
    out = cli.ok("rules", "oh-hell", "--toml").output
    text = RULES_FILE.read_text(encoding="utf-8")
    assert out.strip() == text.strip()
    assert tomllib.loads(out)["game"]["id"] == "oh-hell"


@pytest.mark.parametrize("args", [["rules", "canasta"], ["rules", "canasta", "--toml"]])
def test_rules_of_unknown_game_lists_installed_games(cli, args):
    out = cli.error(*args).output
    assert "unknown game 'canasta'" in out
    installed = ", ".join(default_registry().ids)
    assert f"installed games: {installed}" in out
    assert "oh-hell" in installed


@pytest.mark.parametrize(
    "args", [["play", "canasta", "--seats", "basic,basic,basic"], ["play", "Oh-Hell"]]
)
def test_play_unknown_game_lists_installed_games(cli, args):
    out = cli.error(*args).output
    assert "unknown game" in out
    assert "oh-hell" in out


# -- the real entry point ---------------------------------------------------------------------


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("FORCE_COLOR", "NO_COLOR")}
    env.update(COLUMNS="80", PYTHONIOENCODING="utf-8", PYTHONUTF8="1")
    return env


def _script() -> Path:
    script = Path(sys.executable).with_name("tricktaker")
    if not script.exists():
        script = script.with_suffix(".exe")
    assert script.exists(), (
        f"the tricktaker console script is not installed next to {sys.executable}"
    )
    return script


def human_game_args(record: Path) -> list[str]:
    return [
        str(_script()),
        "play",
        "oh-hell",
        "--seed",
        "2",
        "-o",
        "hand_sizes=2,1",
        "--record",
        str(record),
    ]


def _run(args: list[str], input: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        args,
        input=input,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=_env(),
        timeout=60,
    )


@pytest.mark.parametrize("module", ["tricktaker", "tricktaker.cli.app"])
def test_module_entry_point_help(module):
    proc = _run([sys.executable, "-m", module, "--help"])
    assert proc.returncode == 0, proc.stderr
    assert "replay" in proc.stdout


def test_python_m_tricktaker_plays_a_bot_game(tmp_path):
    args = ["play", "oh-hell", "--seats", "basic,random,basic", "--seed", "5"]
    args += ["-o", "hand_sizes=2,1", "--record", str(tmp_path / "game.json")]
    proc = _run([sys.executable, "-m", "tricktaker", *args], input="")
    assert proc.returncode == 0, proc.stderr
    assert "wins with" in proc.stdout or "share the win" in proc.stdout


def test_console_script_lists_games():
    proc = _run([str(_script()), "games"])
    assert proc.returncode == 0, proc.stderr
    assert "oh-hell" in proc.stdout


def test_console_script_plays_a_bot_game(tmp_path):
    record = tmp_path / "game.json"
    args = ["play", "oh-hell", "--seats", "basic,random,basic", "--seed", "5"]
    args += ["-o", "hand_sizes=2,1", "--record", str(record)]
    proc = _run([str(_script()), *args], input="")
    assert proc.returncode == 0, proc.stderr
    assert "wins with" in proc.stdout or "share the win" in proc.stdout
    assert "\x1b[" not in proc.stdout
    replayed = _run([str(_script()), "replay", str(record), "--json"])
    assert replayed.returncode == 0, replayed.stderr
    assert '"complete": true' in replayed.stdout


def test_console_script_user_error_is_a_message_not_a_traceback():
    proc = _run([str(_script()), "play", "oh-hell", "-o", "hook=maybe"], input="")
    assert proc.returncode == 2
    assert "option 'hook'" in proc.stdout + proc.stderr
    assert "Traceback" not in proc.stdout + proc.stderr


def test_console_script_human_seat_reads_stdin(tmp_path):
    record = tmp_path / "game.json"
    proc = _run(
        human_game_args(record),
        input="?\nquit\n",
    )
    assert proc.returncode == 0, proc.stderr
    assert "Legal now:" in proc.stdout
    assert "Game stopped and saved." in proc.stdout
    assert record.exists()
