"""The panels Euchre players follow at the table (issue 46): once trump is made, the trump
suit, the maker and whether it goes alone, the lone defender, who sits out, the dealer who
took up the turned card, and the makers' tricks against the 3 they need. All of it is public
(E-17): every seat sees the same, the dealer's discard and the hand of a seat that sits out
never."""

from __future__ import annotations

from tricktaker import PanelRow
from tricktaker.testing import panel, table_panels

N, E, S, W = 0, 1, 2, 3
NS, EW = 0, 1
HANDS = ["QH JH 9D AC KC", "AS KS QS 10H 9H", "JS 10S AD KD QD", "9S AH KH JD 10D"]


def rows(s, seat, title="Trump"):
    found = panel(s, seat, title)
    return None if found is None else list(found.rows)


def every_seat_sees(s, expected):
    for seat in range(4):
        assert rows(s, seat) == expected, seat
        assert [p.title for p in table_panels(s, seat)] == ["Trump"]


def test_the_dealer_sits_out_worked_example_6_E5_E17(eu):
    """§4.1, §4.2, §5.1, worked example 6, E-5, E-17 (issue 46): no panel while trump is
    being made; South (the dealer's partner) orders up the Q♣ and goes alone, so North, the
    dealer, sits out, yet picks up the Q♣ and discards. Every seat, the maker, the dealer and
    the defenders, sees the same rows: the Q♣ North took (§4.2.4), never the 9♦ it discarded
    nor any card of North's dead hand."""
    s = eu.deal(HANDS, dealer=N, up="QC")
    eu.act(s, "pass")
    for seat in range(4):
        assert table_panels(s, seat) == []
    eu.act(s, "order")
    every_seat_sees(s, [PanelRow(label="Trump", text="♣ clubs"), PanelRow(label="Maker", seat=S)])
    eu.act(s, "alone")
    every_seat_sees(
        s,
        [
            PanelRow(label="Trump", text="♣ clubs"),
            PanelRow(label="Maker", seat=S, text="(alone)"),
            PanelRow(label="Sits out", seat=N),
        ],
    )
    eu.act(s, "discard 9D")
    every_seat_sees(
        s,
        [
            PanelRow(label="Trump", text="♣ clubs"),
            PanelRow(label="Maker", seat=S, text="(alone)"),
            PanelRow(label="Sits out", seat=N),
            PanelRow(label="Took the turned card", seat=N, cards=(eu.card("QC"),)),
            PanelRow(label="Makers", side=NS, text="0 taken, 3 needed"),
            PanelRow(label="Defenders", side=EW, text="0 taken, 3 to euchre"),
        ],
    )
    hidden = set(eu.cards(eu.hand_of(s, N))) - {eu.card("QC")} | {eu.card("9D")}
    shown = {c for seat in range(4) for p in table_panels(s, seat) for r in p.rows for c in r.cards}
    assert shown == {eu.card("QC")} and not shown & hidden


def test_a_lone_maker_in_round_2_through_the_hand_to_a_march_section_7(eu):
    """§4.3, §5.1, §6.4, §7 (issue 46): East calls spades in round 2 and goes alone (West
    sits out; no pick-up, so no turned card taken); the makers' tricks count up as East wins
    them, ``made`` at 3 and ``march`` at 5, and the panel stays when the game's last hand is
    over (single_hand)."""
    winners = [E, E, E, E, E]
    s = eu.new([eu.scripted_deal(winners, out=[W])], single_hand=True)
    eu.make_spades(s, E, alone=True)
    head = [
        PanelRow(label="Trump", text="♠ spades"),
        PanelRow(label="Maker", seat=E, text="(alone)"),
        PanelRow(label="Sits out", seat=W),
    ]
    every_seat_sees(
        s,
        [
            *head,
            PanelRow(label="Makers", side=EW, text="0 taken, 3 needed"),
            PanelRow(label="Defenders", side=NS, text="0 taken, 3 to euchre"),
        ],
    )
    _, tricks = eu.scripted(winners, out=[W])
    eu.play(s, *tricks[0], *tricks[1], *tricks[2][:1])  # mid-trick: the third not won yet
    assert rows(s, N)[-2:] == [
        PanelRow(label="Makers", side=EW, text="2 taken, 3 needed"),
        PanelRow(label="Defenders", side=NS, text="0 taken, 3 to euchre"),
    ]
    eu.play(s, *tricks[2][1:])
    assert rows(s, W)[-2] == PanelRow(label="Makers", side=EW, text="3 taken, 3 needed: made")
    eu.play(s, *tricks[3], *tricks[4])
    assert s.is_over
    every_seat_sees(
        s,
        [
            *head,
            PanelRow(label="Makers", side=EW, text="5 taken, 3 needed: march"),
            PanelRow(label="Defenders", side=NS, text="0 taken, 3 to euchre"),
        ],
    )


def test_a_lone_defender_euchres_a_lone_maker_E7(eu):
    """§5.2, §7.1, E-7 (issue 46): with ``allow_lone_defender`` East calls spades alone and
    South defends alone: both partners sit out (West, North); South takes 3 of the 5 tricks
    and the makers are euchred, as the panel says when the hand is over."""
    s = eu.hand_with(
        [E, S, E, S, S], maker=E, alone=True, defender=S, allow_lone_defender=True, single_hand=True
    )
    assert s.is_over
    every_seat_sees(
        s,
        [
            PanelRow(label="Trump", text="♠ spades"),
            PanelRow(label="Maker", seat=E, text="(alone)"),
            PanelRow(label="Defends alone", seat=S),
            PanelRow(label="Sits out", seat=N),
            PanelRow(label="Sits out", seat=W),
            PanelRow(label="Makers", side=EW, text="2 taken, 3 needed"),
            PanelRow(label="Defenders", side=NS, text="3 taken, 3 to euchre: euchred"),
        ],
    )


def test_with_a_partner_nobody_sits_out_and_the_next_hand_starts_blank_E16(eu):
    """§5.1, §8, E-16 (issue 46): North calls spades with its partner: no one sits out and
    both seats of a side count together (North 2 and South 1: made). Once the hand is scored
    the next is dealt and its trump is not made yet: no panel."""
    winners = [N, S, E, N, W]
    s = eu.new([eu.scripted_deal(winners), eu.scripted_deal(winners, dealer=E)])
    eu.make_spades(s, N)
    _, tricks = eu.scripted(winners)
    for trick in tricks[:4]:
        eu.play(s, *trick)
    every_seat_sees(
        s,
        [
            PanelRow(label="Trump", text="♠ spades"),
            PanelRow(label="Maker", seat=N),
            PanelRow(label="Makers", side=NS, text="3 taken, 3 needed: made"),
            PanelRow(label="Defenders", side=EW, text="1 taken, 3 to euchre"),
        ],
    )
    eu.play(s, *tricks[4])
    assert len(s.state.hand_results) == 1 and not s.is_over
    for seat in range(4):
        assert table_panels(s, seat) == []
