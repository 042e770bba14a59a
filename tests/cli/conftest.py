"""Helpers for the console and record tests.

The suite runs with ``--import-mode=importlib``, so test modules cannot import this file; they
get the helpers through fixtures:

* ``cli``: runs ``tricktaker`` in-process with typer's ``CliRunner`` (``cli.ok(...)`` expects exit
  status 0, ``cli.error(...)`` a user error: exit status 2, a message, no traceback);
* ``bots``: plays a whole bot game through the API exactly as ``tricktaker play`` does (same
  session, same bot seeds), so a test knows what the console must print and record;
* ``write_json``: writes a (possibly broken) record file.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from tricktaker import Session, load_game
from tricktaker.bots import make_bot
from tricktaker.cli.app import app
from tricktaker.cli.play import bot_seed
from tricktaker.limits import deal_limit

ANSI = re.compile(r"\x1b\[")

# Environment variables that would change rich's output; every run starts without them.
CLEAN_ENV: dict[str, str | None] = {
    "FORCE_COLOR": None,
    "NO_COLOR": None,
    "TTY_COMPATIBLE": None,
    "TTY_INTERACTIVE": None,
    "COLUMNS": "80",
    "LINES": None,
}


class Cli:
    def __init__(self) -> None:
        self.runner = CliRunner()

    def run(
        self, *args: str | Path, input: str | None = None, env: dict[str, str | None] | None = None
    ) -> Result:
        return self.runner.invoke(
            app, [str(a) for a in args], input=input, env={**CLEAN_ENV, **(env or {})}
        )

    def ok(self, *args: str | Path, **kw: Any) -> Result:
        result = self.run(*args, **kw)
        assert result.exception is None, f"{result.exception!r}\n{result.output}"
        assert result.exit_code == 0, result.output
        assert "Traceback" not in result.output
        return result

    def record(self, path: Path, seed: int = 0) -> Path:
        """``path`` holding the record of a short finished game (Oh Hell, three random bots,
        one card each), for tests that edit a record and replay it."""
        self.ok(
            "play", "oh-hell", "--seats", "random,random,random", "--seed", str(seed),
            "-o", "hand_sizes=1", "--record", path,
        )  # fmt: skip
        return path

    def error(self, *args: str | Path, **kw: Any) -> Result:
        """A user's mistake: exit status 2 and a message, never an exception or traceback."""
        result = self.run(*args, **kw)
        assert isinstance(result.exception, SystemExit | None), (
            f"crashed with {result.exception!r} instead of a message:\n{result.output}"
        )
        assert result.exit_code == 2, f"exit status {result.exit_code}:\n{result.output}"
        assert "Traceback" not in result.output
        assert "error" in result.output.lower(), result.output
        return result


@pytest.fixture
def cli() -> Cli:
    return Cli()


def play_bots(kinds: Sequence[str], seed: int, **options: Any) -> Session:
    """The game ``tricktaker play oh-hell --seats KINDS --seed SEED -o ...`` plays."""
    game, options = load_game("oh-hell"), {"players": len(kinds), **options}
    limit = deal_limit(len(game.compiled(options).schedule))  # the console's, for bots only
    session = game.new_session(options=options, seed=seed, stop_after=limit)
    bots = {seat: make_bot(kind, bot_seed(seed, seat)) for seat, kind in enumerate(kinds)}
    while not session.is_over:
        seat = session.current_seat
        session.apply(bots[seat].choose(session, seat))
    return session


@pytest.fixture
def bots() -> Any:
    return play_bots


@pytest.fixture
def write_json(tmp_path: Path) -> Any:
    def write(data: Any, name: str = "record.json") -> Path:
        path = tmp_path / name
        text = data if isinstance(data, str) else json.dumps(data, indent=1)
        path.write_text(text, encoding="utf-8")
        return path

    return write


@pytest.fixture
def no_ansi() -> re.Pattern[str]:
    return ANSI
