"""Shared test set-up: hypothesis profiles, the tally of what was played, small helpers.

Profiles: ``ci`` (default; quick and derandomized, so CI is deterministic) and ``fuzz``, the
long run (``HYPOTHESIS_PROFILE=fuzz pytest tests/properties tests/cli/test_saves.py``, about
50 minutes on two cores): each property test plays the number of games given by
``tests/properties/budget.py``, and the kill -9 test of the saves runs 100 times.

After the run, :func:`pytest_terminal_summary` prints what the property tests played, per game,
and how many games were killed with SIGKILL and resumed (in any profile: small numbers in CI),
so a long run says what it checked.
"""

from __future__ import annotations

import os
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

pytest_plugins = ["pytester"]  # tests/core/test_testing.py runs pytest on generated projects

settings.register_profile(
    "ci",
    max_examples=40,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "fuzz",
    max_examples=1_000,  # for a test without its own number (tests/properties/budget.py)
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def _keep_the_snapshot_folder(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A test that runs pytest in this process (``pytester``) starts a session of its own, and
    pytest-textual-snapshot then points ``TEXTUAL_SNAPSHOT_TEMPDIR`` at a folder it deletes at
    that session's end: the variable is put back after the test, so the table's snapshot tests
    (tests/table) keep the folder of this run."""
    if "pytester" in request.fixturenames and "TEXTUAL_SNAPSHOT_TEMPDIR" in os.environ:
        monkeypatch.setenv("TEXTUAL_SNAPSHOT_TEMPDIR", os.environ["TEXTUAL_SNAPSHOT_TEMPDIR"])


@dataclass
class Tally:
    """What the tests played, printed at the end of the run.

    ``games`` and ``actions``: per game id, the sessions played to their end and the actions
    applied by the property tests (counted by ``tests/properties/conftest.py``, which wraps
    ``Session.apply``); the games replayed from records are counted apart, in ``replayed``
    and ``replayed_actions``. ``kills``: console processes killed with SIGKILL mid-game whose
    save was then resumed (``tests/cli/test_saves.py``).
    """

    games: Counter[str] = field(default_factory=Counter)
    actions: Counter[str] = field(default_factory=Counter)
    replayed: Counter[str] = field(default_factory=Counter)
    replayed_actions: Counter[str] = field(default_factory=Counter)
    kills: int = 0

    def applied(self, game_id: str, ended: bool, replaying: bool) -> None:
        """One action applied to a session of ``game_id`` (``ended``: it ended the game)."""
        if replaying:
            self.replayed_actions[game_id] += 1
            self.replayed[game_id] += ended
        else:
            self.actions[game_id] += 1
            self.games[game_id] += ended

    def lines(self) -> list[str]:
        out = []
        for game_id in sorted(self.actions.keys() | self.replayed_actions.keys()):
            out.append(
                f"{game_id}: {self.games[game_id]:,} games played to the end "
                f"({self.actions[game_id]:,} actions applied); "
                f"{self.replayed[game_id]:,} replayed from their records "
                f"({self.replayed_actions[game_id]:,} actions)"
            )
        if self.kills:
            out.append(
                f"kill -9: {self.kills:,} console games killed at a random moment, each save "
                "replayed and resumed to the game's end"
            )
        return out


TALLY = Tally()


@pytest.fixture(scope="session")
def tally() -> Tally:
    """The run's :class:`Tally` (the test modules cannot import this file)."""
    return TALLY


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Print the tally (nothing if no game was counted)."""
    lines = TALLY.lines()
    if lines:
        profile = settings.get_current_profile_name()
        terminalreporter.section(f"games checked (hypothesis profile {profile!r})")
        for line in lines:
            terminalreporter.write_line(line)


@pytest.fixture(autouse=True)
def _private_data_dir(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Autosaved games go to a fresh directory per test, never the user's data directory."""
    monkeypatch.setenv("TRICKTAKER_DATA_DIR", str(tmp_path_factory.mktemp("data")))
