"""§7 scoring, every row of its table and of worked example 5, played out (E-8)."""

from __future__ import annotations

import pytest

N, E, S, W = 0, 1, 2, 3

# Worked example 5: (makers' tricks, maker alone, lone defender) -> (side 0 points, side 1).
# The maker is North (side 0); East defends alone where there is a lone defender.
EXAMPLE_5 = [
    ([N, N, S, E, W], False, False, (1, 0)),  # 3 tricks: makers 1
    ([N, N, N, N, E], True, False, (1, 0)),  # 4 alone: makers 1
    ([N, S, N, S, N], False, False, (2, 0)),  # 5: march, 2
    ([N, N, N, N, N], True, False, (4, 0)),  # 5 alone: 4
    ([N, S, E, W, E], False, False, (0, 2)),  # 2: euchred, defenders 2
    ([E, W, E, W, E], True, False, (0, 2)),  # 0 alone: defenders 2 (E-8: no super-euchre)
    ([N, E, E, E, E], False, True, (0, 4)),  # 1 against a lone defender: defenders 4
    ([N, S, N, S, N], False, True, (2, 0)),  # 5 against a lone defender: makers 2
]


@pytest.mark.parametrize(("winners", "alone", "lone_defender", "points"), EXAMPLE_5)
def test_worked_example_5_scoring_table(eu, winners, alone, lone_defender, points):
    """§7 and worked example 5, row by row: 3-4 tricks 1, a march 2 (4 alone), euchred 2 (4
    against a lone defender, §7.1; a lone defender changes nothing when the makers make it);
    E-8: no super-euchre, a euchred lone maker gives 2. Exactly one side scores (§7.2)."""
    s = eu.hand_with(
        winners,
        maker=N,
        alone=alone,
        defender=E if lone_defender else None,
        allow_lone_defender=lone_defender,
    )
    record = eu.hand_record(s)
    makers = sum(record["tricks"][seat] for seat in (N, S))
    assert makers == sum(w in (N, S) for w in winners)
    assert eu.side_totals(s) == list(points)
    assert record["scores"] == [points[0], points[1], points[0], points[1]]
    assert min(points) == 0 and max(points) > 0  # §7.2


@pytest.mark.parametrize(
    ("winners", "item"),
    [
        ([N, N, S, E, W], "made (3 tricks to the makers)"),
        ([N, N, S, S, W], "made (4 tricks to the makers)"),
        ([N, S, N, S, N], "march (5 tricks to the makers)"),
        ([N, E, W, E, W], "euchred (1 tricks to the makers)"),
        ([E, E, W, E, W], "euchred (0 tricks to the makers)"),
    ],
)
def test_the_breakdown_names_the_outcome_section_7(eu, winners, item):
    """§7: the hand's one item says what happened and is credited to the scoring side."""
    s = eu.hand_with(winners, maker=S)
    rows = [(r["item"], r["points"]) for r in eu.hand_record(s)["breakdown"]]
    assert [r[0] for r in rows] == [item]


def test_points_add_to_the_running_total_section_7_3(eu):
    """§7.3: the points are added to the side's total; two hands, E-W then N-S score."""
    more = [eu.scripted_deal([E, W, E, W, E], dealer=E)]
    s = eu.hand_with([N, E, W, E, W], maker=N, more=more)
    assert eu.side_totals(s) == [0, 2]
    eu.make_spades(s, maker=E)  # E makes spades and is marched against
    eu.play_scripted(s, [E, W, E, W, E])
    assert eu.side_totals(s) == [0, 4]


def test_the_makers_side_counts_both_partners_tricks_E18(eu):
    """E-18: a side's tricks include those of both seats (3 = 1 + 2)."""
    s = eu.hand_with([S, N, S, E, E], maker=N)
    assert eu.hand_record(s)["tricks"] == [1, 2, 2, 0]
    assert eu.side_totals(s) == [1, 0]
