"""§8 play of the tricks: the obligation table (K-8), "higher trump" means any higher trump
(K-16), worked example 5 (§13), the trick winner by the trump order J 9 A 10 K Q 8 7 and the
plain order A 10 K Q J 9 8 7 (§2.2, §8.4), the non-dealer's first lead and the winner's lead.

Dealer 0, non-dealer 1; hearts are trumps unless a test says otherwise.
"""

from __future__ import annotations

import itertools

import pytest

from tricktaker import IllegalAction, Play

TRUMP_ORDER = ["J", "9", "A", "10", "K", "Q", "8", "7"]
PLAIN_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
ALL = "AS 10S KS QS JS 9S 8S 7S AD 10D KD QD JD 9D 8D 7D AC 10C KC QC JC 9C 8C 7C"


def at_lead(kj, nd, d, turned="QH", *choices):
    s = kj.deal(nd=nd, d=d, turned=turned)
    kj.to_play(s, *choices)
    assert kj.phase(s) == "play"
    return s


def test_non_dealer_leads_any_card_8_1_8_2(kj):
    """§8.1/8.2: the non-dealer leads to the first trick, and may lead any card."""
    nd = "9S AC 10C KC QD JD 8D AH 10H"
    s = at_lead(kj, nd, "KS 8S JH 9H AD 10D 7D QC JC")
    assert s.current_seat == 1
    assert kj.legal_cards(s) == set(nd.split())


def test_row1_plain_led_follow_suit_no_need_to_beat_K8(kj):
    """§8.3 row 1: plain suit led, the follower has it: any card of that suit (the lower 8S too),
    no trump."""
    s = at_lead(kj, "9S AC 10C KC QD JD 8D AH 10H", "KS 8S JH 9H AD 10D 7D QC JC")
    kj.play(s, "9S")
    assert kj.legal_cards(s) == {"KS", "8S"}
    with pytest.raises(IllegalAction, match="follow"):
        s.apply(Play(kj.card("JH")))
    with pytest.raises(IllegalAction, match="follow"):
        s.apply(Play(kj.card("AD")))
    kj.play(s, "8S")  # not beating is legal
    assert s.state.last_trick[2] == 1


def test_row2_plain_led_void_must_trump_any_trump_K8(kj):
    """§8.3 row 2: plain suit led, the follower has none of it but trumps: any trump (the low 8H
    as well as JH); it wins."""
    s = at_lead(kj, "9S AC 10C KC QD JD 8D AH 10H", "KS 8S JH 8H AD 10D 7D 9D 7S")
    kj.play(s, "AC")
    assert kj.legal_cards(s) == {"JH", "8H"}
    with pytest.raises(IllegalAction, match="trump"):
        s.apply(Play(kj.card("AD")))
    kj.play(s, "8H")
    assert s.state.last_trick[2] == 0
    assert s.current_seat == 0  # the winner leads the next trick (§8.1)


def test_row3_plain_led_void_no_trump_any_card_K8(kj):
    """§8.3 row 3: neither the suit led nor a trump: any card."""
    d = "KS 8S 7S AD 10D 7D 9D 8D KD"
    s = at_lead(kj, "9S AC 10C KC QD JD QS AH 10H", d)
    kj.play(s, "AC")
    assert kj.legal_cards(s) == set(d.split())
    kj.play(s, "AD")  # an off-suit card never wins
    assert s.state.last_trick[2] == 1


def test_row4_trump_led_must_play_a_higher_trump_any_higher_K8_K16(kj):
    """§8.3 row 4, K-16: trump led (10H); the follower holds JH 9H AH (higher) and 8H (lower):
    any higher trump — not only the lowest one that beats (AH) — and nothing else."""
    s = at_lead(kj, "10H AC 10C KC QD JD 8D 9S 7C", "JH 9H AH 8H KS 8S AD 10D 7D")
    kj.play(s, "10H")
    assert kj.legal_cards(s) == {"JH", "9H", "AH"}
    with pytest.raises(IllegalAction, match="higher trump"):
        s.apply(Play(kj.card("8H")))
    with pytest.raises(IllegalAction):
        s.apply(Play(kj.card("KS")))
    kj.play(s, "JH")  # the highest, not the cheapest: legal
    assert s.state.last_trick[2] == 0


def test_row5_trump_led_only_lower_trumps_play_a_lower_trump_K8(kj):
    """§8.3 row 5: trump led (9H), the follower has only lower trumps (AH 10H 8H): any of them,
    never a plain card."""
    s = at_lead(kj, "9H AC 10C KC QD JD 8D 9S 7C", "AH 10H 8H KS 8S AD 10D 7D KD")
    kj.play(s, "9H")
    assert kj.legal_cards(s) == {"AH", "10H", "8H"}
    with pytest.raises(IllegalAction, match=r"follow|trump"):
        s.apply(Play(kj.card("AD")))
    kj.play(s, "10H")
    assert s.state.last_trick[2] == 1


def test_row6_trump_led_no_trump_any_card_K8(kj):
    """§8.3 row 6: trump led, the follower has no trump: any card."""
    d = "KS 8S 7S AD 10D 7D 9D 8D KD"
    s = at_lead(kj, "9H AC 10C KC QD JD 8H 9S 7C", d)
    kj.play(s, "9H")
    assert kj.legal_cards(s) == set(d.split())
    kj.play(s, "AD")
    assert s.state.last_trick[2] == 1


def test_cards_not_held_are_illegal(kj):
    s = at_lead(kj, "9S AC 10C KC QD JD 8D AH 10H", "KS 8S JH 9H AD 10D 7D QC JC")
    with pytest.raises(IllegalAction, match="don't hold"):
        s.apply(Play(kj.card("KS")))


# -- worked example 5 (trumps ♥; the dealer holds 7H and is asked about the dix: passes) ------


def test_example5_must_play_the_only_higher_trump(kj):
    """§13 ex. 5: the non-dealer leads 9H; the dealer holds JH, 7H, AS: JH is the only higher
    trump, so the dealer must play JH, and wins."""
    s = at_lead(kj, "9H KS 10S AC 10C KC QD JD 8D", "JH 7H AS AD 10D 7D QC JC 9C", "KH")
    kj.play(s, "9H")
    assert kj.legal_cards(s) == {"JH"}
    kj.play(s, "JH")
    assert s.state.last_trick == (1, (kj.card("9H"), kj.card("JH")), 0)
    assert s.current_seat == 0


def test_example5_neither_trump_beats_the_nine(kj):
    """§13 ex. 5: with AH and 7H instead, neither beats 9H (A ranks below 9 in trumps): the
    dealer plays either one, and loses."""
    for card in ("AH", "7H"):
        s = at_lead(kj, "9H KS 10S AC 10C KC QD JD 8D", "AH 7H AS AD 10D 7D QC JC 9C", "KH")
        kj.play(s, "9H")
        assert kj.legal_cards(s) == {"AH", "7H"}
        kj.play(s, card)
        assert s.state.last_trick[2] == 1
        assert s.current_seat == 1


def test_example5_void_must_trump_and_wins_with_the_eight(kj):
    """§13 ex. 5: the non-dealer leads AS; the dealer has no spade but holds 8H: the dealer must
    play a trump and wins with 8H."""
    s = at_lead(kj, "AS 9H 10C KC QD JD 8D KS 10S", "8H AD 10D 7D QC JC 9C 9D 8C", "KH")
    kj.play(s, "AS")
    assert kj.legal_cards(s) == {"8H"}
    kj.play(s, "8H")
    assert s.state.last_trick[2] == 0
    assert s.current_seat == 0


# -- trick winners (§2.2, §8.4) --------------------------------------------------------------


@pytest.mark.parametrize(("lead", "follow"), list(itertools.permutations(TRUMP_ORDER, 2)))
def test_trump_order_J_9_A_10_K_Q_8_7(kj, lead, follow):
    """§2.2, §8.4: trump led by the non-dealer, the dealer's only trump follows (forced): the
    higher in the trump order J 9 A 10 K Q 8 7 wins."""
    spades = [c for c in ALL.split() if c.endswith("S")]
    diamonds = [c for c in ALL.split() if c.endswith("D")]
    turned = next(r + "H" for r in TRUMP_ORDER if r not in (lead, follow))
    s = at_lead(kj, [lead + "H", *spades], [follow + "H", *diamonds], turned)
    assert s.state.trump == 1
    kj.play(s, lead + "H")
    assert kj.legal_cards(s) == {follow + "H"}
    kj.play(s, follow + "H")
    expected = 1 if TRUMP_ORDER.index(lead) < TRUMP_ORDER.index(follow) else 0
    assert s.state.last_trick[2] == expected
    assert s.current_seat == expected


@pytest.mark.parametrize(("lead", "follow"), list(itertools.permutations(PLAIN_ORDER, 2)))
def test_plain_order_A_10_K_Q_J_9_8_7(kj, lead, follow):
    """§2.2, §8.4: a plain suit (spades; hearts trumps), the dealer's only spade follows: the
    higher in the plain order A 10 K Q J 9 8 7 wins."""
    diamonds = [c for c in ALL.split() if c.endswith("D")]
    clubs = [c for c in ALL.split() if c.endswith("C")]
    s = at_lead(kj, [lead + "S", *diamonds], [follow + "S", *clubs], "KH")
    kj.play(s, lead + "S")
    assert kj.legal_cards(s) == {follow + "S"}
    kj.play(s, follow + "S")
    expected = 1 if PLAIN_ORDER.index(lead) < PLAIN_ORDER.index(follow) else 0
    assert s.state.last_trick[2] == expected


def test_lowest_trump_beats_the_highest_plain_card_8_4(kj):
    """§8.4: the highest trump wins: 7H (the lowest trump) beats AS led."""
    s = at_lead(kj, "AS 9H 10C KC QD JD 8D KS 10S", "7H AD 10D 7D QC JC 9C 9D 8C", "KH")
    kj.play(s, "AS", "7H")
    assert s.state.last_trick[2] == 0


def test_winner_of_each_trick_leads_the_next_nine_tricks_8_1_8_5(kj):
    """§8.1, §8.5: nine tricks; the winner of each leads the next; the winner of the ninth
    scores 10 for the last trick."""
    s = at_lead(kj, "9S AC 10C KC QD JD 8D AH 10H", "KS 8S JH 9H AD 10D 7D QC JC")
    rec = kj.record(s)
    kj.finish_hand(s)
    tricks = rec.hands[0]["tricks"]
    assert len(tricks) == 9
    assert tricks[0][0] == 1
    for before, after in itertools.pairwise(tricks):
        assert after[0] == before[2]
    result = s.state.hand_results[0]
    taken = rec.hands[0]["taken"]
    cards = [sum(kj.points(c, "H") for c in t) for t in taken]
    last = tricks[-1][2]
    assert result["hand_points"][last] == cards[last] + 10
    assert result["hand_points"][1 - last] == cards[1 - last]
