"""The panels Spades players follow at the table (issue 46): each side's bid against the tricks
counted for it, nil and blind nil (standing or set, never shown as a bid of 0), and the bags."""

from __future__ import annotations

from tricktaker import PanelRow
from tricktaker.testing import panel, table_panels

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
NS, EW = 0, 1


def one_suit_each(*suits: str) -> list[str]:
    ranks = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
    return [" ".join(rank + suit for rank in ranks) for suit in suits]


def rows(s, seat, title):
    found = panel(s, seat, title)
    return None if found is None else list(found.rows)


def test_team_bids_a_standing_nil_and_the_bags_S7(sp):
    """§4.4, §6.1, §6.3, S-7 (issue 46): North bids 5, East nil, South 4, West 3; North holds
    every spade and takes every trick. The team bids read 9 (North-South) and 3 (East-West:
    the nil counts 0), East's nil stands; after the hand North-South's 4 overtricks are bags."""
    s = sp.deal(one_suit_each("S", "H", "D", "C"))
    sp.bid(s, 5, "nil", 4)
    assert rows(s, SOUTH, "Team bids") == [
        PanelRow(side=NS, text="bid 9, took 0: 9 to go"),
        PanelRow(side=EW, text="nil so far"),  # West still to bid
    ]
    sp.bid(s, 3)
    sp.play(s, "AS 2H 2D 2C")
    for seat in range(4):
        assert rows(s, seat, "Team bids") == [
            PanelRow(side=NS, text="bid 9, took 1: 8 to go"),
            PanelRow(side=EW, text="bid 3, took 0: 3 to go"),
        ]
        assert rows(s, seat, "Nil") == [PanelRow(seat=EAST, text="nil, stands")]
        assert rows(s, seat, "Bags") == [PanelRow(side=NS, text="0"), PanelRow(side=EW, text="0")]
        assert not any("bid 0" in r.text for p in table_panels(s, seat) for r in p.rows)
    for rank in ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3"]:
        sp.play(s, f"{rank}S {rank}H {rank}D {rank}C")
    assert rows(s, WEST, "Team bids") == [
        PanelRow(side=NS, text="bid 9, took 12: made, 3 over"),
        PanelRow(side=EW, text="bid 3, took 0: 3 to go"),
    ]
    sp.play(s, "2S AH AD AC")
    assert rows(s, WEST, "Bags") == [PanelRow(side=NS, text="4"), PanelRow(side=EW, text="0")]


def test_a_nil_set_by_its_first_trick_S7(sp):
    """§6.3 (issue 46): East bid nil and trumps North's A♥ lead: the nil is set (took 1);
    under bags_only its trick does not count for East-West's bid (S-7)."""
    s = sp.deal(one_suit_each("H", "S", "D", "C"))
    sp.bid(s, 4, "nil", 4, 2)
    sp.play(s, "AH 2S 2D 2C")
    assert rows(s, NORTH, "Nil") == [PanelRow(seat=EAST, text="nil, set (took 1)")]
    assert rows(s, NORTH, "Team bids") == [
        PanelRow(side=NS, text="bid 8, took 0: 8 to go"),
        PanelRow(side=EW, text="bid 2, took 0: 2 to go"),
    ]


def test_blind_nil_is_named_so(sp):
    """§4.5 (issue 46): a blind nil is shown as such, not as a bid of 0."""
    s = sp.deal(one_suit_each("S", "H", "D", "C"), blind_nil=True, blind_nil_deficit=0)
    sp.act(s, "blind nil")
    found = rows(s, EAST, "Nil")
    assert found == [PanelRow(seat=NORTH, text="blind nil, stands")]
