"""The panels Bridgette players follow at the table (issue 46): the exchange (the up-card, how
many cards each drew and discarded, and the seat's own drawn and discarded cards only, B-3),
the contract and both players' tricks, the lead ban (B-9) and the three Colons as the seat
knows them. Dealer 0, non-dealer 1 throughout."""

from __future__ import annotations

from tricktaker import PanelRow
from tricktaker.testing import panel, table_panels

D, ND = 0, 1

# Worked example 6's hands (contract 4♠ by the dealer; the defender leads K♦, the dealer
# answers with the Royal Colon); for example 1 the dealer holds the 10♠ instead of the Q♠.
EX6_D = "3D RC AS KS QS JS AC KC 2H 3H 4H 5H 6H"
EX6_ND = "KD QD 5D GC 2C 3C 7H 8H 9H 2S 3S 4S 5S"
EX1_D = EX6_D.replace("QS", "10S")
EX1_STOCK = "2D 4D 6D 7D 8D 9D 10D JD 4C"  # after the up-card: the non-dealer draws 2D


def rows(s, seat, title):
    found = panel(s, seat, title)
    return None if found is None else list(found.rows)


def ordered(bg, text):
    """The cards named, in the order a panel shows them (the pack's order)."""
    return tuple(sorted(bg.cards(text), key=bg.DECK.sort_key))


def shown_cards(s, seat):
    return {c for p in table_panels(s, seat) for r in p.rows for c in r.cards}


def test_the_exchange_example_1_each_sees_its_own_cards_B3_B19(bg):
    """§4, §13 example 1, B-2, B-3, B-19 (issue 46): the up-card is the Q♠; the non-dealer
    draws it and the 2♦, the dealer (a face card) draws 8. Both see the up-card and how many
    each drew and discarded; each sees its own drawn and discarded cards, never the other's."""
    s = bg.deal(nd=EX6_ND, d=EX1_D, up="QS", stock=EX1_STOCK)
    assert bg.phase(s) == "discard" and s.current_seat == ND
    up = PanelRow(label="Up-card", cards=(bg.card("QS"),))
    dealer_drew = ordered(bg, "4D 6D 7D 8D 9D 10D JD 4C")
    assert rows(s, ND, "Exchange") == [
        up,
        PanelRow(seat=D, text="drew 8, discarded 0"),
        PanelRow(seat=ND, text="drew 2, discarded 0"),
        PanelRow(label="Drawn", seat=ND, cards=ordered(bg, "QS 2D")),
    ]
    assert rows(s, D, "Exchange") == [
        up,
        PanelRow(seat=D, text="drew 8, discarded 0"),
        PanelRow(seat=ND, text="drew 2, discarded 0"),
        PanelRow(label="Drawn", seat=D, cards=dealer_drew),
    ]
    bg.discard(s, "2D 2C")  # the non-dealer keeps the Q♠
    bg.discard(s, "4D 6D 7D 8D 9D 10D JD 4C")
    assert bg.phase(s) == "auction"
    counts = [
        PanelRow(seat=D, text="drew 8, discarded 8"),
        PanelRow(seat=ND, text="drew 2, discarded 2"),
    ]
    assert rows(s, ND, "Exchange") == [
        up,
        *counts,
        PanelRow(label="Drawn", seat=ND, cards=ordered(bg, "QS 2D")),
        PanelRow(label="Discarded", seat=ND, cards=ordered(bg, "2D 2C")),
    ]
    assert rows(s, D, "Exchange") == [
        up,
        *counts,
        PanelRow(label="Drawn", seat=D, cards=dealer_drew),
        PanelRow(label="Discarded", seat=D, cards=dealer_drew),
    ]
    assert not shown_cards(s, D) & set(bg.cards("2D 2C"))
    assert not shown_cards(s, ND) & set(dealer_drew)
    assert panel(s, D, "Contract") is None  # §5: no contract before the auction ends


def test_a_colon_turned_up_is_known_to_both_B2_B19(bg):
    """§4.1, §4.2, B-2, B-19 (issue 46): the Little Colon is the up-card (the dealer draws 4):
    the dealer knows the non-dealer drew it, whether it keeps it or not; the non-dealer sees
    it in its hand, then among its discards. The Colons nobody has seen are ``not seen``."""
    s = bg.deal(nd=EX6_ND, d=EX1_D, up="LC", stock=EX1_STOCK)
    assert rows(s, D, "Exchange")[1] == PanelRow(seat=D, text="drew 4, discarded 0")
    drew_it = PanelRow(label="Little Colon", seat=ND, text="drew it (the up-card)")
    assert rows(s, D, "Colons") == [
        PanelRow(label="Grand Colon", text="not seen"),
        PanelRow(label="Royal Colon", text="in your hand"),
        drew_it,
    ]
    assert rows(s, ND, "Colons") == [
        PanelRow(label="Grand Colon", text="in your hand"),
        PanelRow(label="Royal Colon", text="not seen"),
        PanelRow(label="Little Colon", text="in your hand"),
    ]
    bg.discard(s, "LC 2D")
    bg.discard(s, "4D 6D 7D 8D")
    assert rows(s, ND, "Colons")[2] == PanelRow(label="Little Colon", text="discarded by you")
    assert rows(s, D, "Colons")[2] == drew_it  # the discards are hidden (B-3)


def test_the_contract_lead_ban_and_colons_worked_example_6_B9(bg):
    """§5.3, §8.1, §13 example 6, B-9, B-21 (issue 46): 4♠ doubled by the dealer (10 tricks
    needed, 4 defeat it); the defender leads K♦, the dealer plays the Royal Colon: the defender
    wins and may not lead a diamond to the next trick, as both see; the ban is gone after that
    lead. The Colons played are ``played`` for both."""
    s = bg.deal(nd=EX6_ND, d=EX6_D)
    bg.exchange(s)
    bg.call(s, "4S")
    assert panel(s, ND, "Contract") is None  # the auction is still on
    bg.call(s, "double", "pass")
    for seat in (D, ND):
        assert rows(s, seat, "Contract") == [
            PanelRow(label="Contract", text="4♠ doubled"),
            PanelRow(label="Declarer", seat=D, text="0 taken, 10 needed"),
            PanelRow(label="Defender", seat=ND, text="0 taken, 4 to defeat"),
        ]
    bg.play(s, "KD", "RC")
    for seat in (D, ND):
        assert rows(s, seat, "Lead ban") == [PanelRow(seat=ND, text="may not lead ♦")]
        assert rows(s, seat, "Contract")[2] == PanelRow(
            label="Defender", seat=ND, text="1 taken, 4 to defeat"
        )
    assert rows(s, D, "Colons") == [
        PanelRow(label="Grand Colon", text="not seen"),
        PanelRow(label="Royal Colon", text="played"),
        PanelRow(label="Little Colon", text="not seen"),
    ]
    assert [p.title for p in table_panels(s, ND)] == [
        "Contract",
        "Exchange",
        "Lead ban",
        "Colons",
    ]  # the auction's first
    bg.play(s, "GC")  # the defender leads the Grand Colon: the ban is over
    assert panel(s, D, "Lead ban") is None and panel(s, ND, "Lead ban") is None
    bg.play(s, "KC")  # not an Ace, not a trump: the defender wins (§8.2)
    assert rows(s, D, "Colons")[0] == PanelRow(label="Grand Colon", text="played")
    assert rows(s, ND, "Contract")[2] == PanelRow(
        label="Defender", seat=ND, text="2 taken, 4 to defeat"
    )


def test_the_contract_made_or_defeated_at_the_last_trick_section_9(bg):
    """§9 (issue 46): at the deal's last trick the panel says whether the contract was made
    or defeated, before the next deal starts with a fresh exchange."""
    s = bg.deal(nd=EX6_ND, d=EX6_D)
    bg.to_play(s, "4S")
    while sum(s.state.tricks_won) < 12:
        s.apply(s.legal_actions()[0])
    won = s.state.tricks_won
    made = ": made" if won[D] >= 10 else ""
    defeated = ": defeated" if won[ND] >= 4 else ""
    assert made or defeated, won  # the first legal cards settle it within twelve tricks
    assert rows(s, ND, "Contract")[1:] == [
        PanelRow(label="Declarer", seat=D, text=f"{won[D]} taken, 10 needed{made}"),
        PanelRow(label="Defender", seat=ND, text=f"{won[ND]} taken, 4 to defeat{defeated}"),
    ]
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    assert len(s.state.hand_results) == 1 and bg.phase(s) == "discard"
    assert panel(s, D, "Contract") is None
    assert rows(s, D, "Exchange")[1].text.endswith("discarded 0")
