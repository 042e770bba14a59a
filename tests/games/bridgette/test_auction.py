"""§5 the auction: the ladder from 0NT (B-4), calls and their legality, a new bid cancels
doubling (B-5), the end of the auction and passed-out deals (B-6, B-22), the bid requirements
of §5.4 with jump bids (B-7, B-20) and the NT-jump option; worked example 5."""

from __future__ import annotations

import pytest

from tricktaker import ContractBid, Double, IllegalAction, Redouble

# §5.1: the 36 bids, lowest first (written independently of the engine).
LADDER = ["0NT"] + [f"{level}{d}" for level in range(1, 8) for d in ("C", "D", "H", "S", "NT")]
TOP = {"S": "AS KS QS JS", "H": "AH KH QH JH", "D": "AD KD QD JD", "C": "AC KC QC JC"}


def four_in(suit: str) -> str:
    """A 4-3-3-3 hand of high cards with four cards in ``suit`` (A K Q J … never below J)."""
    return " ".join(TOP[s] if s == suit else " ".join(TOP[s].split()[:3]) for s in "SHDC")


LOW_4S = "10S 9S 8S 7S 10H 9H 8H 10D 9D 8D 10C 9C 8C"  # 4-3-3-3, spades long
LOW_4H = "10S 9S 8S 10H 9H 8H 7H 10D 9D 8D 10C 9C 8C"  # 4-3-3-3, hearts long
NO_FOUR = "AS KS QS AH KH QH AD KD AC KC GC RC LC"  # 3-3-2-2 and the three Colons


def contract(s) -> tuple[str, int, int]:
    """(bid, declarer, doubled) of the contract just made."""
    c = s.state.contract
    den = "NT" if c.denomination < 0 else "SHDC"[c.denomination]
    return f"{c.level}{den}", c.declarer, c.doubled


def bids(s) -> list[str]:
    return [t for t in bid_texts(s) if t not in ("pass", "double", "redouble")]


def bid_texts(s) -> list[str]:
    return [s.format_action(a) for a in s.legal_actions()]


# -- §5.1 the ladder (B-4) ------------------------------------------------------------------


def test_opening_calls_ladder_from_0NT_B4_5_1(bg):
    """B-4: level 0 exists only in NT and 0NT is the lowest bid; the ladder runs 0NT, 1♣, 1♦,
    1♥, 1♠, 1NT, 2♣ … 7NT. With a 4-3-3-3 hand (four spades) the opening calls are pass and
    every bid the hand supports: the non-jumps 0NT and 1♣ … 1♠, every NT (B-7) and the spade
    jumps; no double or redouble (no bid yet)."""
    s = bg.auction(nd=LOW_4H, d=four_in("S"))
    assert s.current_seat == 0  # §5.3.1: the dealer calls first
    expected = ["0NT", "1C", "1D", "1H", "1S", "1NT"]
    expected += [f"{level}{d}" for level in range(2, 8) for d in ("S", "NT")]
    texts = bid_texts(s)
    assert "double" not in texts and "redouble" not in texts
    assert "pass" in texts
    assert sorted(bids(s), key=LADDER.index) == expected
    assert len(set(bids(s))) == len(bids(s))
    for text in ("0C", "0D", "0H", "0S", "8NT"):
        with pytest.raises(IllegalAction, match="not a bid here"):
            bg.call(s, text)


@pytest.mark.parametrize("i", range(len(LADDER) - 1))
def test_a_bid_must_outrank_the_standing_bid_5_1_B4(bg, i):
    """§5.1, B-4: a bid outranks another if its level is higher, or the level is equal and the
    denomination higher (NT > ♠ > ♥ > ♦ > ♣). After the dealer opens LADDER[i], every bid at or
    below it is refused as not outranking; every bid above it is either legal or refused only
    for the hand requirement of §5.4."""
    standing = LADDER[i]
    den = standing[1:]
    s = bg.auction(nd=LOW_4S, d=four_in("S" if den == "NT" else den))
    bg.call(s, standing)
    legal = set(bids(s))
    for j, text in enumerate(LADDER):
        if j <= i:
            assert text not in legal
            with pytest.raises(IllegalAction, match="not a legal bid after"):
                bg.call(s, text)
        elif text not in legal:
            with pytest.raises(IllegalAction, match="needs"):
                bg.call(s, text)
    assert LADDER[i + 1] in legal  # the next bid is never a jump; the hand supports it


def test_after_7NT_only_pass_and_double_5_1(bg):
    s = bg.auction(nd=LOW_4S, d=four_in("S"))
    bg.call(s, "7NT")
    assert bid_texts(s) == ["pass", "double"]
    bg.call(s, "double")
    assert bid_texts(s) == ["pass", "redouble"]
    bg.call(s, "redouble")
    assert bid_texts(s) == ["pass"]
    bg.call(s, "pass")
    assert contract(s) == ("7NT", 0, 2)


# -- §5.2 calls ------------------------------------------------------------------------------


def test_double_and_redouble_legality_5_2(bg):
    """§5.2: double only the opponent's standing bid, not yet doubled; redouble only one's own
    bid doubled by the opponent, not yet redoubled. Pass is always legal."""
    s = bg.auction(nd=LOW_4S, d=four_in("H"))
    with pytest.raises(IllegalAction, match="no bid to double"):
        s.apply(Double())
    with pytest.raises(IllegalAction, match="no double to redouble"):
        s.apply(Redouble())
    bg.call(s, "1H")  # dealer
    assert "double" in bid_texts(s) and "redouble" not in bid_texts(s)
    with pytest.raises(IllegalAction, match="no double to redouble"):
        s.apply(Redouble())
    bg.call(s, "double")  # non-dealer
    assert "redouble" in bid_texts(s) and "double" not in bid_texts(s)
    with pytest.raises(IllegalAction, match="only double an opponent"):
        s.apply(Double())
    bg.call(s, "redouble")  # dealer
    assert "double" not in bid_texts(s) and "redouble" not in bid_texts(s)
    assert "pass" in bid_texts(s)
    with pytest.raises(IllegalAction, match="already"):
        s.apply(Double())
    with pytest.raises(IllegalAction, match="only redouble your own"):
        s.apply(Redouble())
    bg.call(s, "1S")  # the doubler bids on after the redouble (B-20)
    assert "double" in bid_texts(s) and "redouble" not in bid_texts(s)
    bg.call(s, "double")
    assert "redouble" in bid_texts(s)


def test_calls_alternate_from_the_dealer_5_3(bg):
    s = bg.auction(nd=LOW_4S, d=four_in("H"), dealer=1)
    seats = []
    for text in ("1H", "1S", "2H", "double", "redouble", "2S"):
        seats.append(s.current_seat)
        bg.call(s, text)
    assert seats == [1, 0, 1, 0, 1, 0]


@pytest.mark.parametrize(
    ("calls", "expected"),
    [
        (["1H", "double", "2H", "pass"], ("2H", 0, 0)),  # the doubled bidder bids again
        (["1H", "double", "1S", "pass"], ("1S", 0, 0)),  # … in another denomination
        (["1H", "double", "redouble", "1S", "pass"], ("1S", 1, 0)),  # the doubler bids on
        (["1H", "double", "redouble", "2H", "pass"], ("2H", 1, 0)),
        (["1H", "1S", "double", "2H", "pass"], ("2H", 1, 0)),
        (["1H", "double", "2H", "double", "pass"], ("2H", 0, 1)),  # a new double is needed
        (["1H", "double", "2H", "double", "redouble", "pass"], ("2H", 0, 2)),
    ],
)
def test_a_new_bid_cancels_doubling_B5_B20(bg, calls, expected):
    """B-5: a double or redouble applies only to the bid it was made on; a higher bid starts
    undoubled. B-20: the player whose bid was doubled may bid again, the doubler may bid on
    after a redouble."""
    s = bg.auction(nd=LOW_4S, d=four_in("H"))
    bg.call(s, *calls)
    assert bg.phase(s) == "play"
    assert contract(s) == expected


@pytest.mark.parametrize(
    ("calls", "expected"),
    [
        (["1H", "pass"], ("1H", 0, 0)),
        (["1H", "double", "pass"], ("1H", 0, 1)),  # the pass right after a double ends it
        (["1H", "double", "redouble", "pass"], ("1H", 0, 2)),  # … and after a redouble
        (["1H", "1S", "pass"], ("1S", 1, 0)),
        (["1H", "1S", "double", "pass"], ("1S", 1, 1)),
        (["1H", "1S", "double", "redouble", "pass"], ("1S", 1, 2)),
        (["pass", "1S", "pass"], ("1S", 1, 0)),  # §5.3.3: the dealer passes, the other bids
        (["pass", "1S", "double", "pass"], ("1S", 1, 1)),
        (["pass", "1S", "2H", "pass"], ("2H", 0, 0)),
        (["pass", "0NT", "1H", "1S", "1NT", "pass"], ("1NT", 0, 0)),
    ],
)
def test_auction_ends_at_the_first_pass_after_a_bid_5_3_B6(bg, calls, expected):
    """§5.3.2, B-6 (a): the auction ends as soon as a player passes while a bid is standing;
    the last bidder is the declarer with the current status, even when the pass follows a
    double or a redouble. §6.2: the defender leads to the first trick."""
    s = bg.auction(nd=LOW_4S, d=four_in("H"))
    bg.call(s, *calls[:-1])
    assert bg.phase(s) == "auction"
    bg.call(s, calls[-1])
    assert bg.phase(s) == "play"
    assert contract(s) == expected
    assert s.state.contract.tricks == 6 + int(expected[0][0])
    assert s.current_seat == 1 - expected[1]  # the defender leads
    assert s.state.trump == (-1 if expected[0].endswith("NT") else "SHDC".index(expected[0][1]))


def test_passed_out_deal_is_void_and_redealt_by_the_same_dealer_B6_B22(bg):
    """§5.3.4, B-6, B-22: two passes before any bid void the deal: nothing is scored, it does
    not count towards the six, and the same dealer deals again, with no limit on consecutive
    passed-out deals."""
    s = bg.new(seed=21)
    dealer = s.state.dealer
    for k in range(1, 6):
        assert s.current_seat == 1 - dealer and bg.phase(s) == "discard"
        bg.pass_out(s)
        result = s.state.hand_results[-1]
        assert result["thrown_in"] is True
        assert result["scores"] == [0, 0]
        assert result["dealer"] == dealer
        assert "contract" not in result
        assert s.scores == [0, 0]
        assert s.state.hand_no == 0
        assert s.state.deal_no == k
        assert s.state.dealer == dealer
        assert bg.phase(s) == "discard"
        assert len(s.state.hands[1 - dealer]) == 15
        assert len(s.state.hands[dealer]) in (17, 21, 25)
    bg.finish_deal(s)  # a counted deal: now the other player deals
    assert s.state.hand_results[-1]["thrown_in"] is False
    assert s.state.hand_no == 1
    assert s.state.dealer == 1 - dealer


def test_dealer_pass_then_non_dealer_pass_voids_5_3_3(bg):
    s = bg.auction(nd=LOW_4S, d=four_in("H"), dealer=1)
    bg.call(s, "pass")
    assert bg.phase(s) == "auction" and s.current_seat == 0
    assert "1S" in bids(s)  # the non-dealer may still bid
    bg.call(s, "pass")
    assert s.state.hand_results[0]["thrown_in"] is True
    assert s.state.dealer == 1


# -- §5.4 requirements ------------------------------------------------------------------------


def test_suit_bid_needs_two_cards_colons_never_count_5_4(bg):
    """§5.4: a suit bid needs 2 cards of the suit; Colons never count as cards of a suit."""
    d = "AH GC RC LC AS KS QS AD KD QD AC KC QC"  # one heart and three Colons
    s = bg.auction(nd=LOW_4S, d=d)
    assert "1H" not in bids(s)
    with pytest.raises(IllegalAction, match=r"needs at least 2 hearts \(you hold 1\)"):
        bg.call(s, "1H")
    assert {"1S", "1D", "1C"} <= set(bids(s))
    d2 = "AH KH RC LC AS KS QS AD KD QD AC KC QC"  # two hearts
    s = bg.auction(nd=LOW_4S, d=d2)
    assert "1H" in bids(s)
    bg.call(s, "1H")


def test_suit_jump_needs_four_cards_5_4(bg):
    """§5.4: a jump bid in a suit needs 4 cards of it (instead of 2); opening 2♥ is a jump."""
    three = "AH KH QH AS KS QS JS AD KD QD AC KC QC"
    s = bg.auction(nd=LOW_4S, d=three)
    assert "1H" in bids(s)
    for text in ("2H", "3H", "7H"):
        assert text not in bids(s)
        with pytest.raises(IllegalAction, match="jump bid: it needs at least 4 hearts"):
            bg.call(s, text)
    four = "AH KH QH JH AS KS QS AD KD QD AC KC QC"
    s = bg.auction(nd=LOW_4S, d=four)
    assert {"1H", "2H", "3H", "7H"} <= set(bids(s))
    bg.call(s, "2H")


def test_nt_needs_one_card_of_each_suit_colons_never_count_5_4(bg):
    """§5.4: any NT bid needs at least one card of each of the four suits; a hand void in a
    suit cannot bid NT however many Colons it holds."""
    void_clubs = "AS KS QS JS AH KH QH AD KD QD GC RC LC"
    s = bg.auction(nd=LOW_4H, d=void_clubs)
    assert not [b for b in bids(s) if b.endswith("NT")]
    with pytest.raises(IllegalAction, match="needs at least 1 card of every suit"):
        bg.call(s, "0NT")
    s = bg.auction(nd=LOW_4H, d="AS KS QS JS AH KH QH AD KD QD AC RC LC")
    assert [b for b in bids(s) if b.endswith("NT")] == [f"{n}NT" for n in range(8)]


@pytest.mark.parametrize("option", [False, True])
def test_nt_jump_B7_B20_option(bg, option):
    """B-7: an NT jump bid needs only the NT requirement (one card of each suit); with the
    option ``nt_jump_needs_four_card_suit`` (B-20) it also needs a suit of 4 or more cards.
    Opening 1NT is a jump (0NT was available); after 1♥, 1NT is not a jump but 2NT is."""
    s = bg.auction(nd=LOW_4S, d=NO_FOUR, nt_jump_needs_four_card_suit=option)
    nts = [b for b in bids(s) if b.endswith("NT")]
    assert nts == (["0NT"] if option else [f"{n}NT" for n in range(8)])
    if option:
        with pytest.raises(IllegalAction, match="jump bid: it needs a suit of 4 cards"):
            bg.call(s, "1NT")
    # a 4-card suit satisfies the option
    s = bg.auction(nd=LOW_4S, d=four_in("D"), nt_jump_needs_four_card_suit=option)
    assert [b for b in bids(s) if b.endswith("NT")] == [f"{n}NT" for n in range(8)]
    # after 1♥ (by the four-spade hand as dealer), the 3-3-2-2 non-dealer
    s = bg.auction(nd=NO_FOUR, d=LOW_4H, nt_jump_needs_four_card_suit=option)
    bg.call(s, "1H")
    nts = [b for b in bids(s) if b.endswith("NT")]
    assert nts == (["1NT"] if option else [f"{n}NT" for n in range(1, 8)])


def test_jump_definition_after_1H_5_4(bg):
    """§5.4: after 1♥, the bids 1♠, 1NT, 2♣, 2♦, 2♥ are not jumps (two cards of the suit, or
    one of each suit, suffice), but 3♠ is (1♠ was enough) and needs four spades; 2NT is a jump
    but needs only one card of each suit (B-7)."""
    d = "AH KH QH JH AS KS QS AD KD QD AC KC QC"
    nd = "10S 9S 8S 10H 9H 8H 7H 10D 9D 10C 9C 8C 7C"  # 3 spades, 4 hearts, 2 diamonds, 4 clubs
    s = bg.auction(nd=nd, d=d)
    bg.call(s, "1H")
    legal = set(bids(s))
    assert {"1S", "1NT", "2C", "2D", "2H", "2NT", "3C", "3H", "7NT"} <= legal
    assert not {"2S", "3S", "3D", "7S", "7D"} & legal
    with pytest.raises(IllegalAction, match="3♠ is a jump bid: it needs at least 4 spades"):
        bg.call(s, "3S")
    with pytest.raises(IllegalAction, match="3♦ is a jump bid"):
        bg.call(s, "3D")
    bg.call(s, "2D")  # not a jump: two diamonds suffice


def test_B20_1H_double_3H_is_a_jump(bg):
    """B-20: 1♥ – double – 3♥ is a jump (2♥ was enough) and needs 4 hearts; jumps are measured
    from the current highest bid, whoever made it: after the dealer's own 1♥, 2♠ is a jump."""
    three_hearts = "AH KH QH AS KS QS AD KD QD JD AC KC QC"
    s = bg.auction(nd=LOW_4S, d=three_hearts)
    bg.call(s, "1H", "double")
    legal = set(bids(s))
    assert "2H" in legal and "3H" not in legal
    assert "1S" in legal and "2S" not in legal
    with pytest.raises(IllegalAction, match="3♥ is a jump bid: it needs at least 4 hearts"):
        bg.call(s, "3H")
    bg.call(s, "2H", "pass")
    assert contract(s) == ("2H", 0, 0)
    four_hearts = "AH KH QH JH AS KS QS AD KD QD AC KC QC"
    s = bg.auction(nd=LOW_4S, d=four_hearts)
    bg.call(s, "1H", "double", "3H", "pass")
    assert contract(s) == ("3H", 0, 0)


def test_requirements_use_the_hand_after_the_exchange_5_4(bg):
    """§5.4: the requirement is checked on the caller's 13-card hand at the moment of the
    bid: the non-dealer holding no spades draws 2♠ (up-card) and 3♠; keeping them it may bid
    spades, discarding them it may not."""
    nd = "AH KH QH JH 10H AD KD QD JD AC KC QC JC"
    d = "AS KS QS JS 10S 9H 8H 7H 10D 9D 8D 10C 9C"
    for keep in (True, False):
        s = bg.deal(nd=nd, d=d, up="2S", stock="3S", dealer=1)
        assert {"2S", "3S"} <= bg.hand_of(s, 0)
        bg.discard(s, "AH KH" if keep else "2S 3S")
        bg.discard(s, " ".join(bg.names(s.state.parts["draw"].drawn[1])))
        bg.call(s, "pass")  # dealer
        assert ("1S" in bids(s)) == keep
        assert ("0NT" in bids(s)) == keep


def test_worked_example_5(bg):
    """§13 example 5: the dealer opens 1♥ holding K♥ 5♥ (2 hearts: legal). After 1♥ the lowest
    spade bid is 1♠, so the non-dealer's 3♠ is a jump needing 4 spades; 2♣ is no jump (1♣ is
    below 1♥) and 2 clubs suffice. The dealer doubles 3♠, the non-dealer passes: 3♠ doubled,
    declarer the non-dealer."""
    d = "KH 5H AS KS AD KD QD JD AC KC QC JC 10C"
    three = "QS JS 10S 2C 3C AH QH JH 10H 9H 10D 9D 8D"
    s = bg.auction(nd=three, d=d)
    bg.call(s, "1H")
    assert "3S" not in bids(s)
    with pytest.raises(IllegalAction, match="jump bid: it needs at least 4 spades"):
        bg.call(s, "3S")
    assert "2C" in bids(s)
    bg.call(s, "2C")
    four = "QS JS 10S 9S 2C AH QH JH 10H 9H 10D 9D 8D"
    s = bg.auction(nd=four, d=d)
    bg.call(s, "1H", "3S", "double", "pass")
    assert contract(s) == ("3S", 1, 1)
    assert s.state.contract.tricks == 9
    assert s.current_seat == 0  # the dealer defends and leads


def test_bid_is_refused_without_changing_the_auction(bg):
    s = bg.auction(nd=LOW_4S, d=four_in("H"))
    bg.call(s, "1H")
    before = (len(s.history), s.current_seat, s.state.parts["auction"].high)
    for action in (ContractBid(1, 3), ContractBid(1, 1), ContractBid(0, -1)):
        with pytest.raises(IllegalAction):
            s.apply(action)
    assert (len(s.history), s.current_seat, s.state.parts["auction"].high) == before
