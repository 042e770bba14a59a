"""§4 bidding: the order, bids 0-13 (S-2), nil is 0 and 0 is nil (S-4), the partnership cap
(§4.3, S-3, worked example 6), the team bid (§4.4)."""

from __future__ import annotations

import pytest

from tricktaker import Bid, IllegalAction, Pass, Play

ANY = [4, 3, 3, 3]  # tricks per seat of a scripted hand, when the play does not matter


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_each_bids_once_from_the_dealers_left_dealer_last_4_1(sp, dealer):
    """§4.1: each player bids exactly once, from the dealer's left, clockwise; the dealer bids
    last; one round only, then the play begins with the dealer's left."""
    s = sp.new([sp.scripted_deal(ANY, dealer)])
    order = []
    for _ in range(4):
        assert sp.phase(s) == "bidding"
        order.append(s.current_seat)
        s.apply(Bid(3))
    assert order == [(dealer + 1 + k) % 4 for k in range(4)]
    assert order[-1] == dealer
    assert sp.phase(s) == "play"
    assert s.current_seat == (dealer + 1) % 4
    assert s.state.parts["bidding"].bids == [3, 3, 3, 3]


def test_no_pass_and_no_card_during_the_bidding_4_1(sp):
    """§4.1: passing is not allowed; a card cannot be played before the four bids."""
    s = sp.deal(sp.scripted(ANY)[0])
    assert all(isinstance(a, Bid) for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="bid"):
        s.apply(Pass())
    with pytest.raises(IllegalAction):
        s.apply(Play(s.state.hands[0][0]))
    assert s.state.parts["bidding"].bids == [None] * 4


def test_every_bid_0_to_13_for_every_seat_S2(sp):
    """§4.2, S-2 (a): any whole number 0-13 for every seat, whatever was bid before: no bid
    has to be higher than an earlier one, partners bid independently."""
    s = sp.deal(sp.scripted(ANY)[0])
    for b in (13, 0, 1, 0):  # North 13, East nil, South 1 (below 13), West nil
        assert sp.legal_bids(s) == list(range(14))
        sp.bid(s, b)
    assert s.state.parts["bidding"].bids == [13, 0, 1, 0]


@pytest.mark.parametrize("bad", [14, 20, -1])
def test_a_bid_outside_0_13_is_refused_S2(sp, bad):
    s = sp.deal(sp.scripted(ANY)[0])
    with pytest.raises(IllegalAction):
        s.apply(Bid(bad))
    assert s.state.parts["bidding"].bids == [None] * 4
    assert s.current_seat == 0


def test_a_team_bid_above_13_is_legal_and_always_set_S2(sp):
    """S-2 (a): without the cap North and South may both bid 13 (team bid 26); it can never be
    made: even taking all 13 tricks (North 7, South 6) they score −260."""
    s = sp.hand_with([7, 0, 6, 0], [13, 1, 13, 1])
    team = sp.team(s, 0)
    assert team["bid"] == 26
    assert team["counted"] == 13
    assert team["made"] is False
    assert team["score"] == -260
    assert sp.team_totals(s) == [-260, -20]


@pytest.mark.parametrize("text", ["nil", "0", "bid nil", "NIL", "Nil", "bid 0"])
def test_nil_typed_nil_or_0_is_the_bid_0_S4(sp, text):
    """§4.2, S-4, S-15: a bid of 0 is nil, typed ``nil`` or ``0``, shown and reported as
    ``nil``."""
    s = sp.deal(sp.scripted(ANY)[0])
    assert s.parse_action(text) == Bid(0)
    sp.act(s, text)
    assert s.state.parts["bidding"].bids == [0, None, None, None]
    assert s.format_action(Bid(0)) == "nil"
    assert s.format_action(Bid(3)) == "3"


def test_the_prompt_names_nil(sp):
    """The prompt says what 0 is, and the most a seat may bid under the cap."""
    s = sp.deal(sp.scripted(ANY)[0], partnership_bid_cap="13")
    assert s.phase.prompt(s.game, s.state) == "bid 0-13 (0 is nil)"
    assert "nil" in [s.format_action(a) for a in s.legal_actions()]
    sp.bid(s, 9, 3)
    assert s.phase.prompt(s.game, s.state) == "bid 0-4 (0 is nil)"


def test_zero_is_always_nil_no_plain_zero_bid_S4(sp):
    """S-4: there is no way to bid zero tricks without the nil bonus and penalty: the only bid
    of 0 there is scores +100 when its bidder takes nothing, −100 when it takes a trick."""
    assert [a for a in sp.deal(sp.scripted(ANY)[0]).legal_actions() if a.tricks == 0] == [Bid(0)]
    made = sp.hand_with([5, 4, 0, 4], [4, 3, 0, 5])
    assert sp.team(made, 0)["nil"] == {"2": 100}
    failed = sp.hand_with([4, 4, 1, 4], [4, 3, 0, 5])
    assert sp.team(failed, 0)["nil"] == {"2": -100}
    assert failed.result()["hands"][0]["bids"] == [4, 3, 0, 5]


def test_worked_example_6_partnership_cap_S3(sp):
    """§11 ex. 6, §4.3, S-3 with ``partnership_bid_cap = 13``: North bids 9; East 3; South
    (partner bid 9) may bid 0-4 only; West (partner bid 3) 0-10. The first partner of each team
    is not restricted."""
    s = sp.deal(sp.scripted(ANY)[0], partnership_bid_cap="13")
    assert sp.legal_bids(s) == list(range(14))  # North: first of its team
    sp.bid(s, 9)
    assert sp.legal_bids(s) == list(range(14))  # East: first of its team
    sp.bid(s, 3)
    assert sp.legal_bids(s) == [0, 1, 2, 3, 4]
    with pytest.raises(IllegalAction, match="at most 4"):
        s.apply(Bid(5))
    sp.bid(s, 4)
    assert sp.legal_bids(s) == list(range(11))
    with pytest.raises(IllegalAction, match="at most 10"):
        s.apply(Bid(11))
    sp.bid(s, 10)
    assert s.state.parts["bidding"].bids == [9, 3, 4, 10]


def test_worked_example_6_standard_default_no_cap_S3(sp):
    """§11 ex. 6: under the standard default (no cap) South may bid 0-13 after North's 9."""
    s = sp.deal(sp.scripted(ANY)[0])
    assert s.options["partnership_bid_cap"] == "none"
    sp.bid(s, 9, 3)
    assert sp.legal_bids(s) == list(range(14))
    sp.bid(s, 13)
    assert sp.legal_bids(s) == list(range(14))


def test_cap_nil_always_allowed_S3(sp):
    """§4.3, S-3: nil is always allowed: after the partner's 13 the only bid left is nil."""
    s = sp.deal(sp.scripted(ANY)[0], partnership_bid_cap="13")
    sp.bid(s, 13, 13)
    assert sp.legal_bids(s) == [0]
    sp.bid(s, "nil")
    assert sp.legal_bids(s) == [0]
    sp.bid(s, 0)
    assert s.state.parts["bidding"].bids == [13, 13, 0, 0]


def test_cap_ignores_the_opponents_and_all_four_may_exceed_13_S3(sp):
    """S-3: only the partner's bid restricts; the opponents' bids never matter, and the four
    bids together may exceed 13 (here 26)."""
    s = sp.deal(sp.scripted(ANY)[0], partnership_bid_cap="13")
    sp.bid(s, 6, 7)
    assert sp.legal_bids(s) == list(range(8))  # 13 − North's 6, East's 7 irrelevant
    sp.bid(s, 7)
    assert sp.legal_bids(s) == list(range(7))  # 13 − East's 7
    sp.bid(s, 6)
    assert sum(s.state.parts["bidding"].bids) == 26


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_cap_restricts_the_second_partner_whoever_deals_S3(sp, dealer):
    """S-3: whoever deals, the first bidder of each team bids 0-13 and the second at most
    13 − the partner's bid (the first two bidders are opponents)."""
    s = sp.new([sp.scripted_deal(ANY, dealer)], partnership_bid_cap="13")
    sp.bid(s, 5, 8)
    assert s.current_seat == (dealer + 3) % 4
    assert sp.legal_bids(s) == list(range(9))
    sp.bid(s, 8)
    assert sp.legal_bids(s) == list(range(6))


def test_team_bid_is_the_sum_nil_counts_0_4_4(sp):
    """§4.4: dealer West; North 4, East 3, South nil, West 5: North–South must take 4 tricks
    (South's nil judged separately), East–West 8. North takes exactly 4: made; East–West
    take 9: made with a bag."""
    s = sp.hand_with([4, 5, 0, 4], [4, 3, 0, 5])
    assert s.result()["hands"][0]["bids"] == [4, 3, 0, 5]
    ns, ew = sp.team(s, 0), sp.team(s, 1)
    assert (ns["bid"], ns["counted"], ns["made"]) == (4, 4, True)
    assert (ew["bid"], ew["counted"], ew["made"], ew["overtricks"]) == (8, 9, True, 1)
    assert sp.team_totals(s) == [140, 81]
