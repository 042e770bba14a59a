"""The panels Draw Bridge players follow at the table (issue 46): in the drawing tricks the
trick's number, the stock, its face-up top card in the open-top variant (D-11) and the card
the seat drew last, never the one its opponent drew (D-13); then the contract and both
players' tricks. Dealer 0, non-dealer 1 throughout."""

from __future__ import annotations

from tricktaker import PanelRow
from tricktaker.testing import panel, table_panels

D, ND = 0, 1

# Hands at the auction: the non-dealer all the spades, the dealer all the hearts; the other 26
# cards are dealt and played in the drawing tricks (conftest ``arranged``: the non-dealer's
# first lead, A♣, wins; the winner draws the A♠, the loser the A♥).
FINAL_ND = "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"
FINAL_D = "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H"


def rows(s, seat, title):
    found = panel(s, seat, title)
    return None if found is None else list(found.rows)


def shown_cards(s, seat):
    return {c for p in table_panels(s, seat) for r in p.rows for c in r.cards}


def test_the_drawing_tricks_each_sees_its_own_draw_D13(db):
    """§5, D-12, D-13 (issue 46): before the first lead both see trick 1 of 13 and a stock of
    26; after the first trick the winner (the non-dealer) has drawn the A♠ and the loser the
    A♥: each sees the card it drew, never the other's, and the stock is down to 24."""
    arr = db.arranged(FINAL_ND, FINAL_D)
    s = db.new([arr.given])
    for seat in (D, ND):
        assert rows(s, seat, "Drawing") == [
            PanelRow(label="Trick", text="1 of 13"),
            PanelRow(label="Stock", text="26 cards"),
        ]
    db.play(s, arr.script[0])  # mid-trick: nothing drawn yet
    assert rows(s, D, "Drawing") == rows(s, ND, "Drawing")
    assert len(rows(s, D, "Drawing")) == 2
    db.play(s, arr.script[1])
    head = [PanelRow(label="Trick", text="2 of 13"), PanelRow(label="Stock", text="24 cards")]
    assert rows(s, ND, "Drawing") == [
        *head,
        PanelRow(label="Last drawn", seat=ND, cards=(db.card("AS"),)),
    ]
    assert rows(s, D, "Drawing") == [
        *head,
        PanelRow(label="Last drawn", seat=D, cards=(db.card("AH"),)),
    ]
    assert db.card("AS") not in shown_cards(s, D) and db.card("AH") not in shown_cards(s, ND)
    assert [p.title for p in table_panels(s, D)] == ["Drawing"]


def test_the_open_top_card_is_seen_by_both_D11(db):
    """§10, D-11, D-12 (issue 46): with ``open_top_card`` the stock's top card lies face up
    from the deal on: both see the A♠ the first trick's winner will take; after the trick the
    next card of the stock (K♠) is turned up for both, while the A♥ the loser drew
    face down is seen by the dealer alone."""
    arr = db.arranged(FINAL_ND, FINAL_D)
    s = db.new([arr.given], open_top_card=True)
    for seat in (D, ND):
        assert rows(s, seat, "Drawing")[2] == PanelRow(
            label="Top card", text="face up", cards=(db.card("AS"),)
        )
    db.play(s, *arr.script[:2])
    top = PanelRow(label="Top card", text="face up", cards=(db.card("KS"),))
    assert rows(s, ND, "Drawing")[2:] == [
        top,
        PanelRow(label="Last drawn", seat=ND, cards=(db.card("AS"),)),
    ]
    assert rows(s, D, "Drawing")[2:] == [
        top,
        PanelRow(label="Last drawn", seat=D, cards=(db.card("AH"),)),
    ]
    assert db.card("AH") not in shown_cards(s, ND)


def test_the_last_drawing_trick_then_the_auction_and_the_contract_section_7(db):
    """§5.7, §6, §7, §8 (issue 46): before the 13th drawing trick the stock holds 2 cards;
    once it is drawn for the stock is empty and the drawing is over: no panel in the auction;
    then the contract (2♠ by the non-dealer: 8 tricks needed, 6 defeat it) and both players'
    tricks, as each sees them."""
    arr = db.arranged(FINAL_ND, FINAL_D)
    s = db.new([arr.given])
    db.play(s, *arr.script[:24])
    assert rows(s, ND, "Drawing")[:2] == [
        PanelRow(label="Trick", text="13 of 13"),
        PanelRow(label="Stock", text="2 cards"),
    ]
    db.play(s, *arr.script[24:])
    assert db.phase(s) == "auction"
    for seat in (D, ND):
        assert table_panels(s, seat) == []
    db.call(s, "pass", "2S", "pass")
    assert db.phase(s) == "play"
    for seat in (D, ND):
        assert rows(s, seat, "Contract") == [
            PanelRow(label="Contract", text="2♠"),
            PanelRow(label="Declarer", seat=ND, text="0 taken, 8 needed"),
            PanelRow(label="Defender", seat=D, text="0 taken, 6 to defeat"),
        ]
        assert [p.title for p in table_panels(s, seat)] == ["Contract"]
    # The defender (the dealer) leads; the declarer holds every trump: 8 tricks make it.
    for _ in range(8):
        s.apply(s.legal_actions()[0])
        s.apply(s.legal_actions()[0])
    declarer = rows(s, D, "Contract")[1]
    assert declarer == PanelRow(label="Declarer", seat=ND, text="8 taken, 8 needed: made")
