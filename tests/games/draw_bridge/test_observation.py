"""D-13 what a seat sees (``observation(seat)``): its own hand, every card played in both phases
(cumulative), the cards it drew, never the opponent's drawn cards; the open-top variant
(D-11, D-12): the top card is face up from the deal on, the winner takes it, the loser the next
card face down, then the new top card is turned; after trick 13 nothing is turned.

Most tests compare the observations of two deals that differ only in cards one seat has not
seen: they must be equal for that seat at every step."""

from __future__ import annotations

from typing import Any

from tricktaker import DealGiven
from tricktaker.testing import CORE_OBSERVATION_KEYS

ND = "AS KH QD 10S 9H 8D 7S 6H 5D 4S 3H 2D JC"  # seat 1 (the non-dealer, dealer 0)
D = "2H 3C 4D QS JD AH KC 9C 8C 7C 6C 5C 4C"
STOCK = "AD KD QH JH 10H 10D 9D 9S 8S 8H"  # deck[26] … deck[35]
# Three drawing tricks won by the non-dealer: it draws deck[26], [28], [30], the dealer
# deck[27], [29], [31].
SCRIPT = ["AS", "2H", "KH", "3C", "QD", "4D"]
BASE_KEYS = CORE_OBSERVATION_KEYS | {"drawn", "drawn_counts", "face_up", "top_card", "stock_size"}
AUCTION_KEYS = {"calls", "high", "high_bidder", "doubled", "passes"}
"""The contract auction's public part: every call, the standing bid, doubling, passes."""


def swapped(pk: list[str], *pairs: tuple[int, int]) -> list[str]:
    out = list(pk)
    for i, j in pairs:
        out[i], out[j] = out[j], out[i]
    return out


def sessions(db, pa: list[str], pb: list[str], **options: Any):
    a = db.new([DealGiven(dealer=0, pack=pa)], **options)
    b = db.new([DealGiven(dealer=0, pack=pb)], **options)
    return a, b


def card_fields(obs: dict[str, Any]) -> set[int]:
    """Every card int an observation shows (the card-bearing fields only)."""
    out = set(obs["hand"]) | set(obs["drawn"]) | set(obs["face_up"])
    if obs["top_card"] is not None:
        out.add(obs["top_card"])
    out |= {c for _, c in obs["trick"]} | {c for _, c in obs["played"]}
    if obs["last_trick"] is not None:
        out |= set(obs["last_trick"][1])
    out |= {a.card for a in obs.get("legal", ()) if hasattr(a, "card")}
    return out


def test_hidden_cards_do_not_change_what_the_non_dealer_sees_D13(db):
    """D-13: two deals differing only in the dealer's unplayed cards and in the cards the
    dealer draws (``deck[27]``, ``deck[29]``, ``deck[31]``) and the deeper stock look the same
    to the non-dealer at every step of three drawing tricks (and differ to the dealer)."""
    pa = db.pack(ND, D, STOCK)
    # dealer's QS (deck[7]) ↔ deck[27]; dealer's JD (deck[9]) ↔ deck[31]; AH (deck[11]) ↔ deck[40]
    pb = swapped(pa, (7, 27), (9, 31), (11, 40))
    assert pa != pb
    a, b = sessions(db, pa, pb)
    assert a.observation(1) == b.observation(1)
    assert a.observation(0) != b.observation(0)  # the dealer's own hand differs
    for text in SCRIPT:
        db.play(a, text)
        db.play(b, text)
        assert a.observation(1) == b.observation(1)
    assert a.state.parts["trick_draws"].drawn[0] != b.state.parts["trick_draws"].drawn[0]
    assert a.state.parts["trick_draws"].drawn[1] == b.state.parts["trick_draws"].drawn[1]


def test_whole_deal_same_view_when_only_the_dealers_draw_order_differs_D13(db):
    """D-13 over a whole deal: the non-dealer is dealt the 13 spades and the dealer the 13
    hearts (the non-dealer wins every drawing trick); in the second deal the cards the dealer
    draws (``deck[27]``, ``[29]`` … ``[51]``) come in another order. The non-dealer sees the
    same thing at every step: drawing tricks, auction, contract play and the score."""
    spades = "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"
    hearts = "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H"
    arr = db.arranged(*db.forced(9, "D", "C"), dealer=0, first_nd=spades, first_d=hearts)
    pa = list(arr.given.pack)
    pb = list(pa)
    pb[27::2] = list(reversed(pa[27::2]))
    assert pa != pb
    a, b = sessions(db, pa, pb)
    steps = [*arr.script, "pass", "3D", "pass"]
    for text in steps:
        assert a.observation(1) == b.observation(1)
        db.act(a, text)
        db.act(b, text)
    assert db.hand_of(a, 0) == db.hand_of(b, 0)
    while not a.is_over and not a.state.hand_results:
        assert a.observation(1) == b.observation(1)
        move = min(a.legal_actions(), key=lambda x: x.card)
        a.apply(move)
        b.apply(move)
    assert a.observation(1) == b.observation(1)
    assert a.state.hand_results[0]["scores"] == [0, 60]  # 3♦ with 9 tricks (§8.1)


def test_own_drawn_cards_seen_never_the_opponents_D13(db):
    """D-13: ``drawn`` holds the cards the seat drew, in order; the opponent's drawn cards
    appear nowhere in its observation (default variant: no face-up card at all)."""
    s = db.deal(ND, D, STOCK, dealer=0)
    db.play(s, *SCRIPT)
    nd_obs, d_obs = s.observation(1), s.observation(0)
    assert db.names(nd_obs["drawn"]) == ["AD", "QH", "10H"]
    assert db.names(d_obs["drawn"]) == ["KD", "JH", "10D"]
    assert not card_fields(nd_obs) & set(db.cards("KD JH 10D"))
    assert not card_fields(d_obs) & set(db.cards("AD QH 10H"))
    assert nd_obs["face_up"] == [] and nd_obs["top_card"] is None
    assert nd_obs["stock_size"] == d_obs["stock_size"] == 20
    assert set(nd_obs) == BASE_KEYS | AUCTION_KEYS | {"legal"}  # seat 1 won and leads
    assert set(d_obs) == BASE_KEYS | AUCTION_KEYS
    # never another seat's hand
    assert not card_fields(nd_obs) & set(s.state.hands[0])
    assert not card_fields(d_obs) & set(s.state.hands[1])


def test_played_cards_cumulative_both_phases_D13(db):
    """D-13: every card played in both phases is seen, cumulatively (not only the current
    trick): in phase 3 ``played`` still lists the 26 drawing-trick cards, then the contract
    tricks; ``drawn`` still shows the seat's own draws."""
    nd, d = db.forced(8, "H", "D")
    arr = db.arranged(nd, d, dealer=0)
    s = db.new([arr.given])
    db.draw_out(s, arr)
    db.call(s, "pass", "2H", "pass")
    db.play(s, "AD 2D")  # the defender (dealer) leads and wins
    db.play(s, "2H AH")  # the declarer wins
    phase3 = [(0, db.card("AD")), (1, db.card("2D")), (0, db.card("2H")), (1, db.card("AH"))]
    for seat in (0, 1):
        obs = s.observation(seat)
        assert len(obs["played"]) == 30
        assert [db.DECK.format(c) for _, c in obs["played"][:26]] == list(arr.script)
        assert obs["played"][:2] == [(1, db.card(arr.script[0])), (0, db.card(arr.script[1]))]
        assert obs["played"][26:] == phase3
        assert len(obs["drawn"]) == 13
        assert set(obs["drawn"]) == set(s.state.parts["trick_draws"].drawn[seat])
        assert not card_fields(obs) & set(s.state.hands[1 - seat])
        assert obs["calls"] and obs["contract"] == s.state.contract


def test_open_top_card_face_up_after_the_deal_D11_D12(db):
    """D-11, D-12 (open top): the top card (``deck[26]`` = A♦) is face up right after the deal,
    for both players, before the first lead."""
    s = db.deal(ND, D, STOCK, dealer=0, open_top_card=True)
    for seat in (0, 1):
        obs = s.observation(seat)
        assert obs["top_card"] == db.card("AD")
        assert obs["face_up"] == [db.card("AD")]
        assert obs["stock_size"] == 26
    assert s.current_seat == 1 and s.state.trick == []


def test_open_top_winner_takes_face_up_loser_face_down_D11_D12(db):
    """D-11, D-12: after a trick the winner takes the face-up card, the loser the next card
    face down (never seen by the winner), then the new top card is turned; both see every
    face-up card, including the one the opponent took."""
    s = db.deal(ND, D, STOCK, dealer=0, open_top_card=True)
    db.play(s, "AS 2H")  # the non-dealer wins
    assert db.names(s.state.parts["trick_draws"].drawn[1]) == ["AD"]  # the face-up card
    assert db.names(s.state.parts["trick_draws"].drawn[0]) == ["KD"]  # face down
    for seat in (0, 1):
        obs = s.observation(seat)
        assert obs["top_card"] == db.card("QH")  # deck[28] turned after both draws
        assert db.names(obs["face_up"]) == ["AD", "QH"]
    assert db.card("KD") not in card_fields(s.observation(1))
    assert db.card("AD") in card_fields(s.observation(0))  # the dealer saw it face up
    # The dealer wins the next trick and takes Q♥ (face up), the non-dealer J♥ face down.
    db.play(s, "4S QS")
    assert db.names(s.state.parts["trick_draws"].drawn[0]) == ["KD", "QH"]
    assert db.names(s.state.parts["trick_draws"].drawn[1]) == ["AD", "JH"]
    for seat in (0, 1):
        assert db.names(s.observation(seat)["face_up"]) == ["AD", "QH", "10H"]
    assert db.card("JH") not in card_fields(s.observation(0))
    assert db.card("KD") not in card_fields(s.observation(1))


def test_open_top_nothing_turned_after_trick_13_D12(db):
    """D-12: in the open-top variant 13 cards are turned (``deck[26]``, ``[28]`` … ``[50]``):
    one after the deal and one after each of the first 12 tricks; after trick 13 the stock is
    empty and nothing is turned. Each face-up card went to the winner of the next trick."""
    spades = "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"
    hearts = "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H"
    s = db.deal(spades, hearts, dealer=1, open_top_card=True)  # the stock: ♦ then ♣
    stock = db.pack(spades, hearts)[26:]
    for i, (a, b) in enumerate(zip(spades.split(), hearts.split(), strict=True)):
        obs = s.observation(0)
        assert db.names(obs["face_up"]) == stock[0 : 2 * i + 1 : 2]
        assert db.DECK.format(obs["top_card"]) == stock[2 * i]
        db.play(s, a, b)
    for seat in (0, 1):
        obs = s.observation(seat)
        assert db.names(obs["face_up"]) == stock[0::2]
        assert len(obs["face_up"]) == 13
        assert obs["top_card"] is None
        assert obs["stock_size"] == 0
    assert (
        db.names(s.state.parts["trick_draws"].drawn[0]) == stock[0::2]
    )  # the non-dealer won them all
    assert db.phase(s) == "auction"


def test_open_top_hidden_draws_do_not_change_what_the_winner_sees_D11_D13(db):
    """D-11, D-13: with the open top, a swap of the card the loser takes face down
    (``deck[27]``) with one of the loser's unplayed cards leaves the winner's view unchanged;
    a swap of the face-up ``deck[26]`` changes what both players see."""
    pa = db.pack(ND, D, STOCK)
    pb = swapped(pa, (7, 27))
    a, b = sessions(db, pa, pb, open_top_card=True)
    for text in SCRIPT:
        assert a.observation(1) == b.observation(1)
        db.play(a, text)
        db.play(b, text)
    assert a.observation(1) == b.observation(1)
    pc = swapped(pa, (7, 26))
    a, c = sessions(db, pa, pc, open_top_card=True)
    assert a.observation(1) != c.observation(1)
    assert a.observation(1)["top_card"] == db.card("AD")
    assert c.observation(1)["top_card"] == db.card("QS")


def test_default_variant_no_face_up_card_D11(db):
    """D-11: without the option, the stock is face down (§4.3): no top card is shown, at the
    deal or after a trick; the option is off by default."""
    s = db.deal(ND, D, STOCK, dealer=0)
    assert s.options["open_top_card"] is False
    assert s.observation(0)["top_card"] is None and s.observation(1)["face_up"] == []
    db.play(s, "AS 2H")
    assert s.observation(0)["top_card"] is None and s.observation(1)["face_up"] == []


def test_thrown_in_deal_shows_nothing_more_D13(db):
    """D-13: a thrown-in deal shows nothing more: the next deal's observation lists no card of
    the thrown-in deal (its summary holds no cards), and the new deal starts with nothing
    played or drawn."""
    s = db.deal(ND, D, STOCK, dealer=0)
    db.finish_drawing(s)
    old = [list(h) for h in s.state.hands]
    db.call(s, "pass", "pass")
    assert db.phase(s) == "draw_tricks"
    for seat in (0, 1):
        obs = s.observation(seat)
        assert obs["played"] == [] and obs["drawn"] == []
        assert obs["hand_results"][0]["thrown_in"] is True
        text = repr(obs["hand_results"])
        assert not any(f"'{db.DECK.format(c)}'" in text for h in old for c in h)
        assert set(obs["hand_results"][0]) == {
            "dealer",
            "hand_size",
            "trump",
            "thrown_in",
            "tricks",
            "scores",
            "totals",
            "breakdown",
        }
        assert obs["hand_results"][0]["tricks"] == [0, 0]  # the drawing tricks are not its tricks
        assert obs["hand_results"][0]["breakdown"] == []
