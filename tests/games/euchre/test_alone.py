"""§4.2 the dealer's pick-up and discard (E-3, E-5); §5 going alone (E-4, E-6), defending
alone (E-7), the lead when the dealer's left sits out (E-10); worked examples 6 and 7."""

from __future__ import annotations

from tricktaker import Exchange

N, E, S, W = 0, 1, 2, 3
HANDS = ["QH JH 9D AC KC", "AS KS QS 10H 9H", "JS 10S AD KD QD", "9S AH KH JD 10D"]


def test_the_dealer_picks_up_and_discards_one_of_the_five_others_E3(eu):
    """§4.2.1, E-3: after an order in round 1 the dealer takes the up-card (6 cards) and
    discards one of the five other cards face down: the up-card itself is never offered; the
    discard is dead, and the dealer holds the up-card (§4.2.4)."""
    s = eu.deal(HANDS, dealer=N, up="QC")
    eu.act(s, "order", "partner")
    assert (s.current_seat, eu.phase(s)) == (N, "exchange_turned")
    assert sorted(eu.legal_texts(s)) == sorted(f"discard {c}" for c in eu.words(HANDS[N]))
    assert Exchange(eu.card("QC")) not in s.legal_actions()
    assert s.phase.why_illegal(s.game, s.state, Exchange(eu.card("QC"))) == "you don't hold Q♣"
    eu.act(s, "discard 9D")
    assert eu.hand_of(s, N) == {"QH", "JH", "AC", "KC", "QC"}
    assert s.state.parts["turned_discard"].turned_discard[N] == [eu.card("9D")]
    assert eu.DECK.format(s.state.turned) == "QC"  # remembered by everybody (§14.3)


def test_pick_up_in_every_round_1_hand_whoever_the_maker_section_4_2_2(eu):
    """§4.2.2: the dealer picks up whoever orders up (here the dealer's partner)."""
    s = eu.deal(HANDS, dealer=N, up="QC")
    eu.act(s, "pass, order", "partner")
    assert (s.current_seat, eu.phase(s)) == (N, "exchange_turned")


def test_alone_timing_with_call_and_after_discard_E4_section_5_3(eu):
    """§5.3, E-4: with_call (default): the maker's alone question comes right after the order,
    then the dealer's discard; after_discard: the discard first, then the alone question. In
    round 2 the alone question follows the call in both (no discard)."""
    s = eu.deal(HANDS, dealer=N, up="QC")
    eu.act(s, "order")
    assert (s.current_seat, eu.phase(s)) == (E, "alone")
    eu.act(s, "alone")
    assert (s.current_seat, eu.phase(s)) == (N, "exchange_turned")

    s = eu.deal(HANDS, dealer=N, up="QC", alone_timing="after_discard")
    eu.act(s, "order")
    assert (s.current_seat, eu.phase(s)) == (N, "exchange_turned")
    eu.act(s, "discard 9D")
    assert (s.current_seat, eu.phase(s)) == (E, "alone")

    for timing in ("with_call", "after_discard"):
        s = eu.deal(HANDS, dealer=N, up="QC", alone_timing=timing)
        eu.act(s, "pass, pass, pass, pass", "call H")
        assert (s.current_seat, eu.phase(s)) == (E, "alone")


def test_only_the_maker_is_asked_E6(eu):
    """E-6, §5.1.1, §5.2.3: only the maker decides alone or partner, both answers always
    legal; without allow_lone_defender nobody else is asked."""
    s = eu.deal(HANDS, dealer=N, up="QC")
    eu.act(s, "pass, order")
    assert sorted(eu.legal_texts(s)) == ["alone", "partner"]
    eu.act(s, "partner")
    assert eu.phase(s) == "exchange_turned"  # nobody else is asked
    eu.act(s, "discard 9D")
    assert eu.phase(s) == "play"
    assert s.observation(N)["sitting_out"] == []


def test_worked_example_6_the_dealer_sits_out_E5(eu):
    """Worked example 6, E-5: dealer seat 0; seat 1 passes, seat 2 orders up and plays alone;
    the dealer picks up and discards (after the alone decision with with_call, before it with
    after_discard) and sits out with those five cards; seat 1 leads; tricks of 3 cards in the
    order 1, 2, 3 (§6.2.1)."""
    for timing, actions in (
        ("with_call", ("pass, order", "alone", "discard 9D")),
        ("after_discard", ("pass, order", "discard 9D", "alone")),
    ):
        s = eu.deal(HANDS, dealer=N, up="QC", alone_timing=timing)
        eu.act(s, *actions)
        assert s.observation(E)["sitting_out"] == [N]
        assert eu.hand_of(s, N) == {"QH", "JH", "AC", "KC", "QC"}  # E-18: the dead hand
        assert (s.current_seat, eu.phase(s)) == (E, "play")
        eu.finish_hand(s)
        assert all(seats == [E, S, W] for seats in eu.trick_seats(s)[:1])
        assert all(len(seats) == 3 and N not in seats for seats in eu.trick_seats(s))
        assert eu.hand_record(s)["tricks"][N] == 0  # §6.4: a sitting-out seat wins none


def test_worked_example_6_round_2_the_dealers_left_sits_out_E10(eu):
    """Worked example 6, second hand, E-10: dealer seat 0, a club up-card; all pass in round 1,
    seat 3 calls spades in round 2 and plays alone; seat 1 (the dealer's left) sits out, so
    seat 2 leads; each trick goes 2, 3, 0 from there (the first one here; later ones from the
    winner, skipping seat 1)."""
    hands, tricks = eu.scripted([S, W, W, N, W], dealer=N, out=[E])
    s = eu.new([eu.given(hands, N, "9C", "9H 10D 9D")])
    eu.act(s, "pass, pass, pass, pass", "pass, pass, call S", "alone")
    assert s.current_seat == S
    for trick in tricks:
        eu.play(s, *trick)
    seats = eu.trick_seats(s)
    assert seats[0] == [S, W, N]
    assert seats[1:] == [[S, W, N], [W, N, S], [W, N, S], [N, S, W]]
    assert eu.side_totals(s) == [0, 1]  # W alone, 3 tricks: 1 (§7)


def test_worked_example_7_defending_alone_E7(eu):
    """Worked example 7, §5.2, E-7 (allow_lone_defender): dealer seat 0; seat 1 makes trump
    with partner; the defenders are 2 and 0; the dealer's left is the maker, so seat 2 is asked
    first; seat 2 defends alone: seat 0 sits out and is not asked. Seats 1, 2, 3 play 3-card
    tricks, seat 1 leading; seats 1 and 3 take 2 tricks: seats 0 and 2 score 4 (§7.1)."""
    winners = [E, S, W, S, S]
    s = eu.new([eu.scripted_deal(winners, dealer=N, out=[N])], allow_lone_defender=True)
    eu.act(s, *["pass"] * 4, "call S")
    asked = []
    while eu.phase(s) == "alone":
        asked.append(s.current_seat)
        eu.act(s, "alone" if s.current_seat == S else "partner")
    assert asked == [E, S]
    assert s.observation(W)["sitting_out"] == [N]
    assert s.current_seat == E
    _, tricks = eu.scripted(winners, N, [N])
    for trick in tricks:
        eu.play(s, *trick)
    assert all(len(seats) == 3 for seats in eu.trick_seats(s))
    assert eu.side_totals(s) == [4, 0]


def test_worked_example_7_both_alone_two_card_tricks_E7_E10(eu):
    """Worked example 7, last sentence, E-7: had seat 1 also played alone (seat 3 out), seats
    1 and 2 play 2-card tricks (§6.2.1); the defenders are asked whether or not the maker is
    alone (§5.2.2)."""
    s = eu.hand_with([E, E, S, S, E], maker=E, alone=True, defender=S, allow_lone_defender=True)
    assert all(len(seats) == 2 for seats in eu.trick_seats(s))
    assert eu.trick_seats(s)[0] == [E, S]
    assert eu.side_totals(s) == [0, 1]  # 3 tricks: 1, whatever the lone defender


def test_lone_maker_and_lone_defender_the_dealers_right_leads_E10(eu):
    """E-10: when the dealer's left and the dealer's partner both sit out (the dealer's right
    plays alone, the dealer defends alone), the dealer's right leads."""
    s = eu.hand_with(
        [W, N, W, W, W], maker=W, alone=True, defender=N, allow_lone_defender=True, dealer=N
    )
    assert eu.hand_record(s)["play"][0]["leader"] == W
    assert eu.trick_seats(s)[0] == [W, N]
    assert eu.side_totals(s) == [0, 1]  # 4 tricks alone: 1 (§7)


def test_the_other_defender_is_asked_when_the_first_declines_section_5_2_1(eu):
    """§5.2.1: the first defender (clockwise from the dealer's left) says partner, the second
    is asked and may defend alone."""
    s = eu.new([eu.scripted_deal([N, N, N, S, S], dealer=N, out=[W])], allow_lone_defender=True)
    eu.act(s, *["pass"] * 4, "pass, call S", "partner")  # seat 2 makes spades
    assert s.current_seat == E
    eu.act(s, "partner")
    assert s.current_seat == W
    eu.act(s, "alone")
    assert s.observation(N)["sitting_out"] == [E]
