"""§6 play, §7 following and winning a trick led with a suit card (every cell of the §7.2
table), §8 the Colons (every row of the §8.2 table), B-8 (when a Colon may follow), B-9 and
B-21 (the lead ban), B-10 (a Colon on a Colon loses); worked example 6; 13 tricks a deal."""

from __future__ import annotations

import pytest

from tricktaker import IllegalAction, Play

# P1 — contract 1♠ by the dealer (seat 0); the defender (seat 1) leads. The dealer is void in
# hearts and holds the Royal and Little Colons; the defender holds the Grand Colon.
P1_D = "10D 3D AS QS 4S AC 2C 3C 4C 5C 6C RC LC"
P1_ND = "9D KD 7D AH KH QH 2H JS 5S 8C 9C 10C GC"
# P2 — the defender holds the Royal and Little Colons, the dealer the Grand Colon and a card of
# every suit (so it can declare 1♠ or 0NT).
P2_D = "KD 3D AS QS 4S AC KC JH 2C 3C 4C 10H GC"
P2_ND = "RC LC 9D 7D AH KH QH 2H JS 5S 8C 9C 10C"
DEALER, DEFENDER = 0, 1


def start(bg, d: str, nd: str, contract: str = "1S"):
    s = bg.deal(nd=nd, d=d)
    bg.to_play(s, contract)
    assert s.current_seat == DEFENDER  # §6.2: the defender leads
    return s


def finish(bg, s):
    """Play the rest of the deal (first legal cards) and check 13 tricks were played."""
    while not s.state.hand_results:
        s.apply(s.legal_actions()[0])
    assert sum(s.state.hand_results[0]["tricks"]) == 13


def test_defender_leads_any_card_to_the_first_trick_6_2(bg):
    """§6.2: the defender leads to the first trick with any card, a Colon included."""
    for by, leader in (("d", 1), ("nd", 0)):
        s = bg.deal(nd=P1_D if by == "nd" else P1_ND, d=P1_ND if by == "nd" else P1_D)
        bg.to_play(s, "1S", by=by)
        assert s.current_seat == leader
        assert bg.legal_cards(s) == bg.hand_of(s, leader)


# -- §7.2: a suit card led ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lead", "reply", "winner", "row"),
    [
        ("9D", "10D", DEALER, "a card of the led suit (not trump): the higher"),
        ("9D", "3D", DEFENDER, "a card of the led suit (not trump): the higher"),
        ("KH", "4S", DEALER, "a trump, led card not a trump: follower"),
        ("KH", "AS", DEALER, "a trump, led card not a trump: follower"),
        ("JS", "QS", DEALER, "a trump, led card a trump: the higher trump"),
        ("JS", "4S", DEFENDER, "a trump, led card a trump: the higher trump"),
        ("AH", "2C", DEFENDER, "a card of another, non-trump suit: leader"),
        ("QH", "10D", DEFENDER, "a card of another, non-trump suit: leader"),
        ("KD", "RC", DEFENDER, "any Colon: leader"),
        ("7D", "LC", DEFENDER, "any Colon: leader"),
        ("QH", "RC", DEFENDER, "any Colon: leader"),
        ("JS", "RC", DEFENDER, "any Colon: leader (a trump led)"),
        ("5S", "LC", DEFENDER, "any Colon: leader (a trump led)"),
    ],
)
def test_suit_lead_winner_table_7_2(bg, lead, reply, winner, row):
    """§7.2, every cell: contract 1♠, the defender leads, the dealer follows."""
    s = start(bg, P1_D, P1_ND)
    bg.play(s, lead, reply)
    assert s.state.last_trick == (DEFENDER, (bg.card(lead), bg.card(reply)), winner), row
    assert s.state.tricks_won[winner] == 1
    assert s.current_seat == winner  # §6.3: the winner leads next
    finish(bg, s)


@pytest.mark.parametrize(
    ("lead", "reply", "winner"),
    [("9D", "KD", DEALER), ("9D", "3D", DEFENDER), ("2H", "JH", DEALER), ("AH", "10H", DEFENDER)],
)
def test_suit_lead_in_no_trump_7_2(bg, lead, reply, winner):
    """§7.2 in an NT contract (0NT by the dealer): the higher card of the led suit wins."""
    s = start(bg, P2_D, P2_ND, "0NT")
    bg.play(s, lead, reply)
    assert s.state.last_trick[2] == winner
    finish(bg, s)


# -- §7.1, B-8: what the follower may play ------------------------------------------------------


@pytest.mark.parametrize(
    ("lead", "legal"),
    [
        ("KD", "10D 3D RC"),  # holds the suit: follow it, or the matching Colon (B-8 a)
        ("7D", "10D 3D LC"),
        ("9D", "10D 3D LC"),
        ("JS", "AS QS 4S RC"),  # a trump led: the same
        ("5S", "AS QS 4S LC"),
        ("KH", "10D 3D AS QS 4S AC 2C 3C 4C 5C 6C RC"),  # void: any suit card or the matching
        ("2H", "10D 3D AS QS 4S AC 2C 3C 4C 5C 6C LC"),  # Colon; never a non-matching one
        ("AH", "10D 3D AS QS 4S AC 2C 3C 4C 5C 6C"),  # (no Grand Colon in this hand)
        ("GC", P1_D),  # §8.2.1: a Colon led, any card
    ],
)
def test_follower_may_play_7_1_B8(bg, lead, legal):
    """§7.1, B-8 (a): the matching Colon may replace following suit, even when holding the
    suit; a void follower may play any suit card or the matching Colon; a non-matching Colon
    may not follow a suit card; anything may follow a led Colon."""
    s = start(bg, P1_D, P1_ND)
    bg.play(s, lead)
    assert bg.legal_cards(s) == set(legal.split())
    for text in P1_D.split():
        if text not in legal.split():
            with pytest.raises(IllegalAction, match=r"may only follow|must follow"):
                bg.play(s, text)


def test_non_matching_colon_refused_with_a_reason_B8(bg):
    s = start(bg, P1_D, P1_ND)
    bg.play(s, "KD")
    with pytest.raises(IllegalAction, match="Little Colon may only follow a card of its group"):
        bg.play(s, "LC")
    with pytest.raises(IllegalAction, match=r"must follow ♦ \(diamonds\) or play the Royal Colon"):
        bg.play(s, "2C")


# Last resort — 0NT by the dealer (seat 0), who holds the ace of hearts and all the spades,
# diamonds and clubs from the jack up; the defender holds hearts, the Grand and Little Colons.
LR_D = "AH AS KS QS JS AD KD QD JD AC KC QC JC"
LR_ND = "3H 4H 5H 6H 7H 8H 9H 10H JH QH KH GC LC"
LR_LEADS = ["AS", "KS", "QS", "JS", "AD", "QD", "JD", "KC", "QC", "JC"]


@pytest.mark.parametrize(
    ("lead12", "legal12", "colon12"),
    [("KD", "GC LC", "LC"), ("KD", "GC LC", "GC"), ("AC", "GC", "GC")],
)
def test_last_resort_non_matching_colon_and_no_ban_B8_8_1_4_B21(bg, lead12, legal12, colon12):
    """B-8, §8.1(4), B-21: a non-matching Colon may follow a suit card only when the hand holds
    nothing but non-matching Colons; it then must be played, loses, and creates no lead ban
    (it can only arise at tricks 12–13). Before that the Colons are offered only when they
    match; holding the matching Colon, the non-matching one stays illegal. §8.1(5): a ban from
    trick 12 leaves the last lead unchanged, and one from trick 13 has no effect."""
    s = start(bg, LR_D, LR_ND, "0NT")
    bg.play(s, "3H", "AH")  # the dealer must follow hearts
    for k, lead in enumerate(LR_LEADS):
        bg.play(s, lead)
        heart = f"{k + 4}H" if k < 7 else ("JH", "QH", "KH")[k - 7]
        matching = {"A": "GC"}.get(lead[0], "")
        assert bg.legal_cards(s) == bg.hand_of(s, 1) - {"GC", "LC"} | ({matching} - {""})
        bg.play(s, heart)
        assert s.state.parts["lead_ban"].lead_ban is None
        assert s.current_seat == 0
    assert bg.hand_of(s, 1) == {"GC", "LC"}
    bg.play(s, lead12)
    assert bg.legal_cards(s) == set(legal12.split())
    bg.play(s, colon12)
    assert s.state.last_trick[2] == 0  # the Colon loses
    last = ({"KD", "AC"} - {lead12}).pop()
    if lead12 == "KD":
        assert s.state.parts["lead_ban"].lead_ban is None  # §8.1(4): no ban
    else:
        assert s.state.parts["lead_ban"].lead_ban == (0, "SHDC".index("C"))  # the matching Colon
    assert bg.legal_cards(s) == {last}
    bg.play(s, last)
    other = ({"GC", "LC"} - {colon12}).pop()
    assert bg.legal_cards(s) == {other}
    bg.play(s, other)
    result = s.state.hand_results[0]
    assert result["tricks"] == [13, 0]
    assert result["scores"] == [150, 0]  # 0NT made with 7 overtricks: the value only


# -- §8.2, B-10: a Colon led -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("contract", "lead", "reply", "winner"),
    [
        # Grand Colon led (P1: the defender holds it)
        ("1S", "GC", "AC", DEALER),  # any Ace
        ("1S", "GC", "AS", DEALER),  # an Ace that is a trump
        ("1S", "GC", "QS", DEALER),  # any trump
        ("1S", "GC", "4S", DEALER),
        ("1S", "GC", "2C", DEFENDER),  # anything else: the leader
        ("1S", "GC", "10D", DEFENDER),
        ("1S", "GC", "RC", DEFENDER),  # B-10: a Colon on a Colon loses
        ("1S", "GC", "LC", DEFENDER),
        # Royal Colon led (P2)
        ("P2 1S", "RC", "KC", DEALER),
        ("P2 1S", "RC", "KD", DEALER),
        ("P2 1S", "RC", "JH", DEALER),
        ("P2 1S", "RC", "QS", DEALER),  # a face card that is a trump
        ("P2 1S", "RC", "4S", DEALER),  # any trump
        ("P2 1S", "RC", "AC", DEFENDER),  # an Ace is not in the face group
        ("P2 1S", "RC", "2C", DEFENDER),
        ("P2 1S", "RC", "GC", DEFENDER),  # B-10
        # Little Colon led (P2)
        ("P2 1S", "LC", "2C", DEALER),
        ("P2 1S", "LC", "10H", DEALER),
        ("P2 1S", "LC", "3D", DEALER),
        ("P2 1S", "LC", "4S", DEALER),
        ("P2 1S", "LC", "AS", DEALER),  # a trump Ace
        ("P2 1S", "LC", "KC", DEFENDER),
        ("P2 1S", "LC", "AC", DEFENDER),
        ("P2 1S", "LC", "GC", DEFENDER),  # B-10
        # no trump (0NT by the dealer, P2): only the group wins
        ("P2 0NT", "RC", "QS", DEALER),
        ("P2 0NT", "RC", "4S", DEFENDER),
        ("P2 0NT", "RC", "AS", DEFENDER),
        ("P2 0NT", "LC", "4S", DEALER),
        ("P2 0NT", "LC", "AS", DEFENDER),
        ("P2 0NT", "LC", "GC", DEFENDER),
    ],
)
def test_colon_lead_winner_table_8_2_B10(bg, contract, lead, reply, winner):
    """§8.2: when a Colon is led the follower may play any card (no suit to follow, no
    obligation to win) and wins with a suit card of the Colon's group or a trump; otherwise,
    another Colon included (B-10), the leader wins. A Colon lead creates no lead ban."""
    p2 = contract.startswith("P2")
    s = start(bg, P2_D if p2 else P1_D, P2_ND if p2 else P1_ND, contract.split()[-1])
    bg.play(s, lead)
    assert bg.legal_cards(s) == bg.hand_of(s, DEALER)  # §8.2.1, B-10: any card
    bg.play(s, reply)
    assert s.state.last_trick == (DEFENDER, (bg.card(lead), bg.card(reply)), winner)
    assert s.state.parts["lead_ban"].lead_ban is None  # §8.2.3
    assert bg.legal_cards(s) == bg.hand_of(s, winner)
    finish(bg, s)


# -- §8.1, B-9, B-21: the lead ban -------------------------------------------------------------

# Worked example 6: contract 4♠ by the dealer (seat 0); the defender (seat 1) leads K♦; the
# dealer holds 3♦ and the Royal Colon.
EX6_D = "3D RC AS KS QS JS AC KC 2H 3H 4H 5H 6H"
EX6_ND = "KD QD 5D GC 2C 3C 7H 8H 9H 2S 3S 4S 5S"


@pytest.mark.parametrize(("reply", "winner"), [("AC", DEALER), ("JS", DEALER), ("KC", DEFENDER)])
def test_worked_example_6(bg, reply, winner):
    """§13 example 6 (contract 4♠): the leader leads K♦; the follower, holding 3♦ and the Royal
    Colon, plays the Royal Colon. The leader wins and may not lead a diamond (a Colon, club,
    heart or spade is fine). Later the leader leads the Grand Colon: A♣ (an Ace) or a spade
    (trump) wins for the follower; K♣ lets the leader win."""
    s = start(bg, EX6_D, EX6_ND, "4S")
    bg.play(s, "KD")
    assert bg.legal_cards(s) == {"3D", "RC"}
    bg.play(s, "RC")
    assert s.state.last_trick[2] == DEFENDER
    assert s.current_seat == DEFENDER
    assert s.state.parts["lead_ban"].lead_ban == (DEFENDER, "SHDC".index("D"))
    assert bg.legal_cards(s) == bg.hand_of(s, DEFENDER) - {"QD", "5D"}
    for banned in ("QD", "5D"):
        with pytest.raises(IllegalAction, match="lead ban"):
            bg.play(s, banned)
    bg.play(s, "GC", reply)
    assert s.state.last_trick[2] == winner
    assert s.state.parts["lead_ban"].lead_ban is None
    if winner == DEFENDER:  # B-9: the ban lasted one lead; diamonds may be led again
        assert {"QD", "5D"} <= bg.legal_cards(s)
    finish(bg, s)


def test_the_colon_player_is_not_banned_B9(bg):
    """B-9: the ban is on the leader of the trick (who won it), not on the Colon's player: the
    dealer, who played the Royal Colon on K♦, wins the next trick and may lead a diamond."""
    s = start(bg, EX6_D, EX6_ND, "4S")
    bg.play(s, "KD", "RC", "2S", "AS")
    assert s.current_seat == DEALER
    assert s.state.parts["lead_ban"].lead_ban is None
    assert "3D" in bg.legal_cards(s)
    assert bg.legal_cards(s) == bg.hand_of(s, DEALER)
    bg.play(s, "3D")
    finish(bg, s)


def test_ban_applies_to_trumps_B21(bg):
    """B-21: the lead ban applies to any suit, the trump suit included."""
    d = EX6_D.replace("RC", "LC")
    s = start(bg, d, EX6_ND, "4S")
    bg.play(s, "5S")
    assert bg.legal_cards(s) == {"AS", "KS", "QS", "JS", "LC"}
    bg.play(s, "LC")
    assert s.state.parts["lead_ban"].lead_ban == (DEFENDER, 0)
    assert bg.legal_cards(s) == bg.hand_of(s, DEFENDER) - {"2S", "3S", "4S"}
    with pytest.raises(IllegalAction, match="lead ban"):
        bg.play(s, "2S")
    finish(bg, s)


VOID_D = "RC KS QS JS KD QD JD 10D KC QC JC 10C 9C"  # 1♠ by the dealer; void in hearts
VOID_ND = "KH QH 2H AS 2S 3S AD 2D 3D AC 2C 3C 4C"


def test_void_follower_playing_the_matching_colon_also_bans_B21_B9(bg):
    """B-21: a follower void in the led suit may play the matching Colon; the ban then applies
    exactly as when the follower held the suit. B-9: it lasts for that one next lead only."""
    s = start(bg, VOID_D, VOID_ND)
    bg.play(s, "KH")
    assert "RC" in bg.legal_cards(s)
    bg.play(s, "RC")
    assert bg.legal_cards(s) == bg.hand_of(s, DEFENDER) - {"QH", "2H"}
    bg.play(s, "AC", "9C")  # the defender wins again, with no Colon played
    assert s.current_seat == DEFENDER
    assert bg.legal_cards(s) == bg.hand_of(s, DEFENDER)  # hearts allowed again
    bg.play(s, "QH")
    finish(bg, s)


ONLY_D = "RC AS KS QS AD KD QD JD AC KC QC JC 10C"  # 1♠ by the dealer; no hearts


@pytest.mark.parametrize(
    ("nd", "legal"),
    [
        ("AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H", "AH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H"),
        ("AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H GC", "GC"),
        ("AH KH QH JH 10H 9H 8H 7H 6H 5H 4H GC LC", "GC LC"),
    ],
)
def test_ban_lapses_only_when_the_hand_is_all_banned_suit_B9_B21(bg, nd, legal):
    """§8.1(3), B-9, B-21: the ban lapses only when every card in the leader's hand is of the
    banned suit; a hand holding the banned suit and Colons must lead a Colon."""
    s = start(bg, ONLY_D, nd)
    bg.play(s, "KH", "RC")
    assert s.current_seat == DEFENDER
    assert bg.legal_cards(s) == set(legal.split())
    finish(bg, s)


def test_a_deal_has_thirteen_tricks_6_1(bg):
    """§6.1, §6.3: thirteen tricks of two cards; the winner of each leads the next."""
    s = start(bg, EX6_D, EX6_ND, "4S")
    leaders = []
    while not s.state.hand_results:
        if not s.state.trick:
            leaders.append(s.current_seat)
            if s.state.last_trick is not None:
                assert s.current_seat == s.state.last_trick[2]
        s.apply(s.legal_actions()[0])
    assert len(leaders) == 13
    assert sum(s.state.hand_results[0]["tricks"]) == 13


def test_play_errors_name_the_reason(bg):
    s = start(bg, P1_D, P1_ND)
    with pytest.raises(IllegalAction, match="don't hold"):
        s.apply(Play(bg.card("AS")))  # the dealer's card, the defender to play
