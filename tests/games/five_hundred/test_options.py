"""§9 options: the defaults, every option's values, options combined and values refused
(five-hundred.md §9; F-5, F-6, F-16, F-17, F-18), issue 47."""

from __future__ import annotations

from typing import Any

import pytest

from spec_options import FIVE_HUNDRED_DEFAULTS as DEFAULTS  # the spec's §9 column
from tricktaker import TrickTakerError
from tricktaker.testing import play_out

N, E, S, W = 0, 1, 2, 3


def test_defaults_section_9(fh: Any) -> None:
    """§9, column "Default"; players fixed at 4 (§1.1)."""
    assert fh.new().options == DEFAULTS


@pytest.mark.parametrize(
    ("option", "value"),
    [
        ("players", 3),
        ("players", 5),
        ("target_score", 0),
        ("first_dealer", "4"),
        ("misere_rank", "above_eights"),
        ("start_scores", [-500, 0]),
    ],
)
def test_bad_values_are_refused_section_9_2(fh: Any, option: str, value: Any) -> None:
    """§9.2: option errors are refused when the game is created, never corrected."""
    with pytest.raises((TrickTakerError, ValueError)) as info:
        fh.new(**{option: value})
    assert option in str(info.value) or "start" in str(info.value)


def test_every_option_at_once_plays_a_whole_game_section_9_1(fh: Any) -> None:
    """§9.1: the options are independent and combine: every non-default value at once; the
    pack, the deal and the card orders stay unchanged (§9.3)."""
    s = fh.new(
        first_dealer="2",
        target_score=300,
        start_scores=[100, -100],
        misere=False,
        misere_rank="below_eights",
        misere_after_seven=False,
        inkle=True,
        opponents_score_tricks=False,
        must_bid_out=False,
        seed=9,
    )
    assert s.deck.size == 43 and s.state.dealer == 2
    assert fh.side_totals(s) == [100, -100]
    assert "MIS" not in fh.legal(s) and "OMIS" not in fh.legal(s)  # F-5: no effect without misère
    assert "6S" in fh.legal(s)  # the first speaker may inkle (F-18)
    play_out(s, "random", seed=3)
    assert s.is_over


@pytest.mark.parametrize("misere_rank", ["value", "below_eights"])
@pytest.mark.parametrize("after_seven", [True, False])
def test_misere_options_combine_F5_F6(fh: Any, misere_rank: str, after_seven: bool) -> None:
    """F-5, F-6: misere_rank and misere_after_seven combine: MIS's place and condition are
    independent; OMIS never moves."""
    s = fh.new(first_dealer="0", misere_rank=misere_rank, misere_after_seven=after_seven)
    assert ("MIS" in fh.legal(s)) == (not after_seven)
    fh.act(s, "7NT")
    assert "MIS" in fh.legal(s)
    fh.act(s, "8S")
    assert ("MIS" in fh.legal(s)) == (misere_rank == "value")
    fh.act(s, "10D")
    assert "OMIS" in fh.legal(s)
