"""``tricktaker serve`` before it serves (issue 46): its arguments are checked as ``play``
checks them, so a mistake is the usual one-line error (exit status 2), never a page that fails
once opened; and the command each page runs. The page itself is tests/table/test_browser.py."""

from __future__ import annotations

import shlex
import socket
import sys

import pytest

from tricktaker.cli.serving import table_command


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["oh-hel"], "unknown game 'oh-hel'"),
        (["oh-hell", "-o", "colour=red"], "no option 'colour'"),
        (["oh-hell", "--players", "2"], "not allowed"),
        (["oh-hell", "--seats", "human,basic,basic", "--players", "4"], "3 seats for 4 players"),
        (["oh-hell", "--seats", "human,robot,basic"], "robot"),
        (["oh-hell", "--host", "nowhere.invalid"], "cannot serve at nowhere.invalid:8000"),
        (["oh-hell", "--public-url", "cards.local:8080"], "starting with http:// or https://"),
    ],
)
def test_a_mistake_is_refused_before_serving(cli, args, said):
    """issue 46: the game, its options, the seats and the address are checked first."""
    out = cli.error("serve", *args).output
    assert said in out
    assert "Serving" not in out


def test_a_port_in_use_is_one_line(cli):
    """issue 46: a port another program holds is said in one line, not the server's traceback."""
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        held.listen()
        port = held.getsockname()[1]
        out = cli.error("serve", "oh-hell", "--port", str(port)).output
    assert f"cannot serve at 127.0.0.1:{port}" in out
    assert out.count("\n") == 1, out


def test_the_command_of_each_page(tmp_path, monkeypatch):
    """issue 46: each page runs play with --table in this Python; every argument is quoted
    for the shell (a seat list, an option with a space), and a variant file is named by its
    absolute path, whatever directory the server was started in."""
    monkeypatch.chdir(tmp_path)
    command = table_command(
        "my variants/twenty.toml", players=4, seats="human,basic,basic,search:0.5s",
        options=["hook=false", "game_style=short up"], seed=7, delay=0.4,
    )  # fmt: skip
    variant = str((tmp_path / "my variants/twenty.toml").resolve())
    assert shlex.split(command) == [
        sys.executable, "-m", "tricktaker", "play", variant,
        "--players", "4", "--seats", "human,basic,basic,search:0.5s",
        "--option", "hook=false", "--option", "game_style=short up", "--seed", "7",
        "--delay", "0.4", "--table",
    ]  # fmt: skip
    assert table_command("oh-hell").endswith(" play oh-hell --table")
