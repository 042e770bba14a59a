"""The panels Bridge players follow at the table (issue 46): the board and both sides'
vulnerability, the contract with its declarer and dummy, and the tricks of each side (not the
declarer's own, the fault the issue found in the console), and the rubber's state."""

from __future__ import annotations

from tricktaker import PanelRow
from tricktaker.testing import panel

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
NS, EW = 0, 1


def rows(s, seat, title):
    found = panel(s, seat, title)
    return None if found is None else list(found.rows)


def test_the_board_shows_both_sides_vulnerability_C15(br):
    """§2, Ambiguity C-15 (issue 46): the board's number and each side's vulnerability, by the
    standard cycle (board 5: North-South vulnerable), or by option; every seat sees it."""
    s = br.new(board_number=5)
    for seat in range(4):
        assert rows(s, seat, "Board") == [
            PanelRow(label="Board", text="5"),
            PanelRow(side=NS, text="vulnerable"),
            PanelRow(side=EW, text="not vulnerable"),
        ]
    s = br.new(vulnerability="both")
    assert rows(s, EAST, "Board") == [
        PanelRow(side=NS, text="vulnerable"),
        PanelRow(side=EW, text="vulnerable"),
    ]


def test_the_contract_and_the_sides_tricks_C8(br):
    """§4, §6, C-8 (issue 46): 4♥ redoubled by North, South the dummy (known to all once
    the auction ends, its cards face up only after the opening lead); the panel counts the
    tricks of North-South (North 4, South 2 after eight tricks: 6 of the 10 needed) and of
    East-West (2 of the 4 that set it), never North's own 4 as the side's."""
    hands, tricks = br.scripted([4, 2, 6, 1], leader=EAST, trump="H")
    s = br.deal(hands, dealer=NORTH)
    br.call(s, "4H X XX Pass Pass Pass")
    assert rows(s, WEST, "Contract") == [
        PanelRow(label="Contract", text="4♥ redoubled"),
        PanelRow(label="Declarer", seat=NORTH),
        PanelRow(label="Dummy", seat=SOUTH),
        PanelRow(side=NS, text="0 taken, 10 needed"),
        PanelRow(side=EW, text="0 taken, 4 to defeat"),
    ]
    for trick in tricks[:8]:
        br.play(s, " ".join(trick))
    assert s.state.tricks_won == [4, 2, 2, 0]
    for seat in range(4):
        assert rows(s, seat, "Contract") == [
            PanelRow(label="Contract", text="4♥ redoubled"),
            PanelRow(label="Declarer", seat=NORTH),
            PanelRow(label="Dummy", seat=SOUTH),
            PanelRow(side=NS, text="6 taken, 10 needed"),
            PanelRow(side=EW, text="2 taken, 4 to defeat"),
        ]
    for trick in tricks[8:]:
        br.play(s, " ".join(trick))
    contract = rows(s, NORTH, "Contract")
    assert contract is not None and contract[-2:] == [
        PanelRow(side=NS, text="10 taken, 10 needed: made"),
        PanelRow(side=EW, text="3 taken, 4 to defeat"),
    ]


def test_no_contract_panel_during_the_auction(br):
    """§3 (issue 46): before the auction ends there is no contract to show."""
    s = br.new()
    br.call(s, "1NT")
    assert panel(s, NORTH, "Contract") is None


def test_the_rubber_panel_under_rubber_scoring(br):
    """§9 rubber scoring (issue 46): each side's games, part score toward game and points."""
    s = br.new(scoring="rubber")
    assert rows(s, NORTH, "Rubber") == [
        PanelRow(side=NS, text="games 0, toward game 0, rubber points 0"),
        PanelRow(side=EW, text="games 0, toward game 0, rubber points 0"),
    ]
    assert panel(br.new(), NORTH, "Rubber") is None  # duplicate scoring has no rubber
