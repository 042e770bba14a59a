"""Playing a whole random game for the property tests, one action at a time (imported by name
from this folder, like ``budget``): ``play_random(session, rnd, choose, step)``."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from tricktaker import Session

MAX_ACTIONS = 20_000


def play_random(
    session: Session,
    rnd: random.Random,
    choose: Callable[[Session, random.Random], Any],
    step: Callable[[Any], None] | None = None,
    max_actions: int = MAX_ACTIONS,
) -> None:
    """Apply ``choose(session, rnd)`` until the game is over (through ``step``, e.g. a
    checker's, when given); fail if it has not ended after ``max_actions``."""
    for _ in range(max_actions):
        if session.is_over:
            return
        action = choose(session, rnd)
        if step is None:
            session.apply(action)
        else:
            step(action)
    pytest.fail(f"the game did not finish in {max_actions} actions")
