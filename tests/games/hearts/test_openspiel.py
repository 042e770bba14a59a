"""Hearts against OpenSpiel 2.0.2's ``hearts``, step by step (shared/rules/hearts.md §14).

The setting of §14.7 — ``hands = 1``, the pass direction OpenSpiel drew as ``pass_direction``
(its first chance outcome: 0 hold, 1 left, 2 across, 3 right), the eight Boolean options equal
to OpenSpiel's parameters, ``shoot_the_moon = add``, ``ties = share`` — and the deal of seat 3
with OpenSpiel's 52 dealing outcomes as the pack (§14.4) is OpenSpiel's game: the same player
to act, the same legal actions at every step (the twelve pass picks and the 52 plays; card id
= 4 × rank + suit, suits C D H S, §14.3), the same trick winners (hence the same next player)
and at the end OpenSpiel's returns equal to 26 − P (HT-12). The harness is
:mod:`tricktaker.testing.openspiel`.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from typing import Any

import pytest

from openspiel_games import HEARTS, HEARTS_CARDS
from spec_options import HEARTS_BOOLEANS as BOOLEANS  # OpenSpiel's eight parameters
from tricktaker.testing.openspiel import Comparison, compare

pyspiel = pytest.importorskip("pyspiel")
pytestmark = pytest.mark.openspiel

CARDS = HEARTS_CARDS  # §14.3: 4 × rank + suit


def play(parameters: dict[str, Any], seed: int) -> Comparison:
    """One deal on both sides: the direction drawn among OpenSpiel's legal outcomes (only
    hold with ``pass_cards = false``, §14.4.1), then everything compared."""
    rng = random.Random(seed * 7919 + 1)
    state = pyspiel.load_game("hearts", parameters).new_initial_state()
    direction = rng.choice(sorted(state.legal_actions()))
    return compare(HEARTS, parameters, seed=seed, history=[direction])


def test_action_ids_are_openspiels() -> None:
    """§14.3: 2♣ = 0, J♦ = 37, Q♠ = 43, A♠ = 51."""
    assert [CARDS.id(t) for t in ("2C", "JD", "QS", "AS")] == [0, 37, 43, 51]
    state = pyspiel.load_game("hearts").new_initial_state()
    assert sorted(state.legal_actions()) == [0, 1, 2, 3]


ALL_SETTINGS = [
    dict(zip(BOOLEANS, values, strict=True))
    for values in itertools.product((True, False), repeat=len(BOOLEANS))
]


def test_every_setting_of_the_eight_parameters_step_by_step() -> None:
    """§14.7, HT-12, HT-15, HT-16: one deal under each of the 256 settings of the eight Boolean
    parameters, plus 100 deals at OpenSpiel's defaults; every step compared (the player to
    act, which follows each trick's winner, and the legal set, the passes included), then the
    returns 26 − P. Between them the deals go through every direction, a moon (2 with these
    seeds) and the −5 bonus (21)."""
    seen: Counter[str] = Counter()
    runs = [(setting, seed) for seed, setting in enumerate(ALL_SETTINGS)]
    runs += [({}, 1000 + k) for k in range(100)]
    for setting, seed in runs:
        comparison = play(setting, seed)
        session = comparison.session
        assert session is not None
        record = session.result()["hands"][0]
        seen[session.observation(0)["pass_direction"]] += 1
        if record["took_all"] is not None:
            seen["moon"] += 1
        if any(item["item"] == "no trick" for item in record["breakdown"]):
            seen["no trick bonus"] += 1
        assert len(comparison.steps) == (
            52 if session.observation(0)["pass_direction"] == "hold" else 64
        )
    assert len(runs) >= 200
    assert {"hold", "left", "across", "right", "moon", "no trick bonus"} <= set(seen), seen
