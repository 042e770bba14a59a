"""Hand-size schedules: ranges over M and S, styles chosen by option, custom lists.

The options choose through the rules: ``game_style`` sets ``[schedule] style`` and
``hand_sizes`` sets ``[schedule] fixed``, so each test compiles Oh Hell's rules for the options.
"""

from __future__ import annotations

import pytest

import tricktaker
from tricktaker import RulesError
from tricktaker.mechanics.schedule import expand_range, expand_schedule
from tricktaker.rules import ScheduleSpec

SYMBOLS = {"M": 10, "S": 10}


@pytest.mark.parametrize(
    ("text", "symbols", "expected"),
    [
        ("M..1", {"M": 5, "S": 5}, [5, 4, 3, 2, 1]),
        ("2..M", {"M": 5, "S": 5}, [2, 3, 4, 5]),
        ("1..M", {"M": 3, "S": 3}, [1, 2, 3]),
        ("M-1..1", {"M": 5, "S": 5}, [4, 3, 2, 1]),
        ("1..S", {"M": 10, "S": 6}, [1, 2, 3, 4, 5, 6]),
        ("S..1", {"M": 8, "S": 8}, [8, 7, 6, 5, 4, 3, 2, 1]),
        ("S-2..S", {"M": 10, "S": 6}, [4, 5, 6]),
        ("6..1", SYMBOLS, [6, 5, 4, 3, 2, 1]),
        ("3", SYMBOLS, [3]),
        ("M", {"M": 7, "S": 7}, [7]),
        ("M-1", {"M": 7, "S": 7}, [6]),
        ("4..4", SYMBOLS, [4]),
        (" M .. 1 ", {"M": 2, "S": 2}, [2, 1]),
    ],
)
def test_expand_range(text: str, symbols: dict[str, int], expected: list[int]) -> None:
    assert expand_range(text, symbols) == expected


def schedule(
    oh_hell: tricktaker.Game, style: str = "long", hand_sizes: list[int] | None = None
) -> ScheduleSpec:
    """Oh Hell's schedule with these options (the others at their defaults)."""
    values = {name: spec.default for name, spec in oh_hell.rules.options.items()}
    values.update(game_style=style, hand_sizes=hand_sizes or [])
    spec = oh_hell.rules_for(values).schedule
    assert spec is not None
    return spec


def test_long_style_for_four_players(oh_hell: tricktaker.Game) -> None:
    sizes = expand_schedule(schedule(oh_hell, "long"), 4)
    assert sizes == [*range(10, 0, -1), *range(2, 11)]
    assert len(sizes) == 19  # the turning point (1) is played once


def test_long_inverted_uses_m_minus_one(oh_hell: tricktaker.Game) -> None:
    sizes = expand_schedule(schedule(oh_hell, "long-inverted"), 6)
    assert sizes == [1, 2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2, 1]


@pytest.mark.parametrize(("players", "largest"), [(3, 10), (4, 10), (5, 10), (6, 8), (7, 7)])
def test_short_styles_use_s_is_min_of_cap_and_m(
    oh_hell: tricktaker.Game, players: int, largest: int
) -> None:
    up, down = schedule(oh_hell, "short-up"), schedule(oh_hell, "short-down")
    assert expand_schedule(up, players) == list(range(1, largest + 1))
    assert expand_schedule(down, players) == list(range(largest, 0, -1))


def test_s_is_capped_below_m() -> None:
    spec = ScheduleSpec(max_hand={4: 13}, short_cap=5, styles={"up": ["1..S"], "full": ["M..1"]})
    assert expand_schedule(spec.model_copy(update={"style": "up"}), 4) == [1, 2, 3, 4, 5]
    assert expand_schedule(spec.model_copy(update={"style": "full"}), 4) == list(range(13, 0, -1))


def test_short_up_down_is_fixed(oh_hell: tricktaker.Game) -> None:
    sizes = expand_schedule(schedule(oh_hell, "short-up-down"), 7)
    assert sizes == [6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6]


def test_custom_option_overrides_the_style(oh_hell: tricktaker.Game) -> None:
    assert expand_schedule(schedule(oh_hell, "long", [5, 5, 5]), 4) == [5, 5, 5]
    assert expand_schedule(schedule(oh_hell, "short-up", [13]), 3) == [13]


def test_empty_custom_list_falls_back_to_the_style(oh_hell: tricktaker.Game) -> None:
    assert expand_schedule(schedule(oh_hell, "short-down", []), 6) == list(range(8, 0, -1))


def test_player_count_without_max_hand(oh_hell: tricktaker.Game) -> None:
    with pytest.raises(RulesError, match=r"schedule\.max_hand has no entry for 8 players"):
        expand_schedule(schedule(oh_hell), 8)


def test_fixed_schedule_and_first_style() -> None:
    fixed = ScheduleSpec(max_hand={2: 10}, fixed=[3, 3, 1])
    assert expand_schedule(fixed, 2) == [3, 3, 1]
    first = ScheduleSpec(max_hand={2: 4}, styles={"only": ["M..2"], "other": ["1"]})
    assert expand_schedule(first, 2) == [4, 3, 2]


def test_session_uses_the_schedule(oh_hell: tricktaker.Game) -> None:
    session = oh_hell.new_session({"players": "6", "game_style": "short-down"}, seed=1)
    assert session.schedule == [8, 7, 6, 5, 4, 3, 2, 1]
    assert session.state.hand_size == 8
    custom = oh_hell.new_session({"hand_sizes": "5,5,5"}, seed=1)
    assert custom.schedule == [5, 5, 5]
    assert all(len(hand) == 5 for hand in custom.state.hands)


def test_session_refuses_an_impossible_hand(oh_hell: tricktaker.Game) -> None:
    with pytest.raises(RulesError) as err:
        oh_hell.new_session({"players": 7, "hand_sizes": "8"}, seed=1)
    assert "schedule.fixed: 7 hands of 8 cards need 56 cards, but the pack has 52" in str(err.value)
    assert "1..7" in str(err.value)
