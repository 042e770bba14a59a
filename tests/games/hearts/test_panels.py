"""The panels Hearts players follow at the table (issue 46): the points taken this hand, the
cards passed and received, hearts broken; each seat sees only its own pass (HT-19)."""

from __future__ import annotations

from tricktaker import PanelRow
from tricktaker.testing import panel, table_panels

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3


def sorted_cards(ht, text):
    """The cards named, in the order a panel shows them (the game's sorting)."""
    return tuple(sorted(ht.cards(text), key=ht.DECK.sort_key))


def rows(s, seat, title):
    found = panel(s, seat, title)
    return None if found is None else list(found.rows)


def test_the_pass_before_and_after_it_is_made_HT19(ht):
    """§4, HT-19 (issue 46): while the pass is on, each seat sees whom it passes to; once
    everybody has passed, the cards it passed and, only then, the cards it received and from
    whom (across: North and South swap, East and West). No seat sees another's pass."""
    s = ht.deal(ht.EXAMPLE_0, pass_direction="across")
    assert rows(s, NORTH, "Pass") == [PanelRow(label="Passing to", seat=SOUTH, text="(across)")]
    assert panel(s, NORTH, "Points taken") is None  # nothing to take before the play
    ht.passes(s, *ht.EXAMPLE_0_PASSES[:1])  # North has passed, East not yet
    north = rows(s, NORTH, "Pass")
    assert north is not None and all(row.seat == SOUTH for row in north)
    assert not any(row.label == "Received from" for row in north)  # nothing received yet
    assert rows(s, EAST, "Pass") == [PanelRow(label="Passing to", seat=WEST, text="(across)")]
    ht.passes(s, *ht.EXAMPLE_0_PASSES[1:])
    assert rows(s, NORTH, "Pass") == [
        PanelRow(label="Passed to", seat=SOUTH, cards=sorted_cards(ht, "7D 5H 4C")),
        PanelRow(label="Received from", seat=SOUTH, cards=sorted_cards(ht, "QC JC 8H")),
    ]
    assert rows(s, WEST, "Pass") == [
        PanelRow(label="Passed to", seat=EAST, cards=sorted_cards(ht, "10D QH QS")),
        PanelRow(label="Received from", seat=EAST, cards=sorted_cards(ht, "JD 4D 6H")),
    ]


def test_points_taken_and_hearts_broken_example_3_HT6(ht):
    """§7, §8, §12 ex. 3 (issue 46): after trick 3 (West discards the 9♥, East wins it with
    the Q♠) East has taken 14 points, the others none, and hearts are broken, as every seat
    sees it."""
    s = ht.deal(ht.EXAMPLE_0, pass_direction="across")
    ht.passes(s, *ht.EXAMPLE_0_PASSES)
    ht.play(s, "2C 10C 5C 3C", "6S AS 2D 2S")
    assert rows(s, SOUTH, "Points taken") == [PanelRow(seat=seat, text="0") for seat in range(4)]
    assert rows(s, SOUTH, "Hearts broken") == [PanelRow(text="not yet")]
    ht.play(s, "3S 9H 8S QS")
    for seat in range(4):
        assert rows(s, seat, "Points taken") == [
            PanelRow(seat=NORTH, text="0"),
            PanelRow(seat=EAST, text="14"),
            PanelRow(seat=SOUTH, text="0"),
            PanelRow(seat=WEST, text="0"),
        ]
        assert rows(s, seat, "Hearts broken") == [PanelRow(text="yes")]


def test_the_jack_of_diamonds_counts_minus_ten_with_the_option_HT10(ht):
    """§2.4, HT-10 (issue 46): with ``jd_bonus`` the points taken count the J♦ as -10."""
    s = ht.deal(ht.SUITS, pass_direction="hold", jd_bonus=True)  # North clubs, East hearts...
    ht.play(s, "2C 2H 2D 2S")  # East holds only hearts: it may play one on the first trick
    ht.play(s, "3C 3H JD 3S")  # North takes two hearts and the J♦: 1 + 1 - 10
    taken = rows(s, WEST, "Points taken")
    assert taken is not None and taken[NORTH] == PanelRow(seat=NORTH, text="-8")


def test_a_hold_hand_says_so_HT13(ht):
    """§4.2.5, HT-13 (issue 46): in a hold hand the Pass panel says there is no pass."""
    s = ht.deal(ht.EXAMPLE_0, pass_direction="hold")
    assert rows(s, NORTH, "Pass") == [PanelRow(text="no pass this hand")]
    assert [p.title for p in table_panels(s, NORTH)] == ["Points taken", "Pass", "Hearts broken"]
