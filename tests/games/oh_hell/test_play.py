"""§6 play: the first lead, following suit, no obligation to trump, the trick winner, worked
example 6."""

from __future__ import annotations

import pytest

from tricktaker import Bid, IllegalAction, Play

RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]


def bid_any(oh, s):
    """Everyone bids the lowest legal number."""
    for _ in range(s.players):
        oh.bid(s, oh.legal_bids(s)[0])


@pytest.mark.parametrize(("players", "dealer"), [(p, d) for p in range(3, 8) for d in range(p)])
def test_first_lead_by_dealers_left_and_play_clockwise(oh, players, dealer):
    """§6.1-6.2: the player to the dealer's left leads the first trick; play goes clockwise."""
    hands = [f"{RANKS[seat]}S {RANKS[seat]}H" for seat in range(players)]
    s = oh.deal(players, hands, turned="2D", dealer=dealer)
    bid_any(oh, s)
    leader = (dealer + 1) % players
    assert s.current_seat == leader
    assert s.observation(leader)["leader"] == leader
    order = []
    for _ in range(players):
        order.append(s.current_seat)
        s.apply(s.legal_actions()[0])
    assert order == [(leader + k) % players for k in range(players)]


def test_any_card_may_be_led_including_trump(oh):
    """§6.1: the leader may lead any card, a trump included, even on the first trick."""
    s = oh.deal(4, ["KS 2H 3D", "AC 4H 2S", "QS 5H 4D", "JS 6H 5D"], turned="2C")
    bid_any(oh, s)
    assert oh.legal_cards(s) == {"AC", "4H", "2S"}
    oh.play(s, "AC")  # lead a trump
    assert s.state.trick == [oh.card("AC")]


def test_must_follow_suit_when_able(oh):
    """§6.3: a seat holding the suit led must play that suit, but need not beat."""
    s = oh.deal(4, ["KS 2H 3D", "QS 4H 2S", "AS 3S 4D", "JS 6H 5D"], turned="2C")
    bid_any(oh, s)
    oh.play(s, "QS")
    assert oh.legal_cards(s) == {"AS", "3S"}  # seat 2: both spades, the low one included
    oh.play(s, "3S")  # under-plays: no obligation to beat
    assert oh.legal_cards(s) == {"JS"}  # seat 3 holds one spade
    with pytest.raises(IllegalAction, match="you must follow"):
        s.apply(Play(oh.card("6H")))
    oh.play(s, "JS")
    assert oh.legal_cards(s) == {"KS"}
    oh.play(s, "KS")
    assert s.state.tricks_won == [1, 0, 0, 0]


def test_void_may_play_any_card_no_obligation_to_trump(oh):
    """§6.3: a seat void in the suit led may play any card; it need not trump."""
    s = oh.deal(4, ["KS 2H 3D", "QS 4H 2S", "AC 3C 4D", "JS 6H 5D"], turned="2C")
    bid_any(oh, s)
    oh.play(s, "QS")
    assert oh.legal_cards(s) == {"AC", "3C", "4D"}  # seat 2, void in spades: anything
    oh.play(s, "4D")  # discards instead of trumping
    oh.play(s, "JS", "KS")
    assert s.state.tricks_won == [1, 0, 0, 0]


def test_void_may_trump(oh):
    s = oh.deal(4, ["KS 2H 3D", "QS 4H 2S", "3C AC 4D", "JS 6H 5D"], turned="2C")
    bid_any(oh, s)
    oh.play(s, "QS", "3C", "JS", "KS")
    assert s.state.tricks_won == [0, 0, 1, 0]
    assert s.current_seat == 2


def test_illegal_play_messages(oh):
    s = oh.deal(4, ["KS 2H 3D", "QS 4H 2S", "AS 3S 4D", "JS 6H 5D"], turned="2C")
    bid_any(oh, s)
    with pytest.raises(IllegalAction, match="you don't hold"):
        s.apply(Play(oh.card("KS")))  # seat 0's card, seat 1 to play
    with pytest.raises(IllegalAction, match="you don't hold"):
        s.apply(Play(oh.card("AD")))  # nobody's
    with pytest.raises(IllegalAction, match="play"):
        s.apply(Bid(1))
    oh.play(s, "2S")
    with pytest.raises(IllegalAction, match="you must follow"):
        s.apply(Play(oh.card("4D")))
    assert s.state.trick == [oh.card("2S")]
    assert s.current_seat == 2


# Trick winners, 4 players, 1-card hands, dealer 0: cards in play order from seat 1 (the
# leader), then seats 2, 3, 0.
TRICKS = [
    pytest.param("2C", "2S 3S AS KS", 3, id="highest-of-led-suit"),
    pytest.param("2C", "2S AH AD KH", 1, id="off-suit-aces-do-not-win"),
    pytest.param("2C", "KS AS 3C QS", 3, id="a-trump-beats-the-led-suit"),
    pytest.param("2C", "KS 4C 3C AS", 2, id="highest-of-two-trumps"),
    pytest.param("2C", "3C AS AH 4C", 0, id="trump-led-highest-trump"),
    pytest.param("2C", "AC KS KH KD", 1, id="trump-led-ace"),
    pytest.param("AS", "2S KH AH QH", 1, id="lowest-trump-led-beats-aces"),
    pytest.param("2C", "10S 9S JS 8S", 3, id="jack-beats-ten"),
    pytest.param("7H", "10S 2H AS 5H", 0, id="example-6-one-card"),
    pytest.param("7D", "5S 4S 3S 2S", 1, id="lead-wins-if-highest"),
]


@pytest.mark.parametrize(("turned", "plays", "winner"), TRICKS)
def test_trick_winner(oh, turned, plays, winner):
    """§6.4: the highest trump wins; with no trump, the highest card of the suit led."""
    cards = plays.split()
    hands = [cards[3], cards[0], cards[1], cards[2]]
    s = oh.deal(4, hands, turned=turned, dealer=0)
    bid_any(oh, s)
    oh.play(s, *cards)
    expected = [0, 0, 0, 0]
    expected[winner] = 1
    assert s.state.tricks_won == expected
    assert s.state.hand_results[0]["tricks"] == expected


@pytest.mark.parametrize(("high", "low"), [(RANKS[i], RANKS[i + 1]) for i in range(len(RANKS) - 1)])
def test_rank_order_A_high_2_low(oh, high, low):
    """§2.2: A K Q J 10 9 8 7 6 5 4 3 2 in every suit (trumps too)."""
    spare = next(r for r in RANKS if r not in (high, low))
    for suit, turned in (("S", "2C"), ("H", f"{spare}H")):  # a plain suit, then trumps
        s = oh.deal(4, ["3D", f"{low}{suit}", f"{high}{suit}", "4D"], turned=turned, dealer=0)
        bid_any(oh, s)
        oh.play(s, f"{low}{suit}", f"{high}{suit}", "4D", "3D")
        assert s.state.tricks_won == [0, 0, 1, 0], (suit, turned)


def test_worked_example_6_trump_wins_and_leads_next(oh):
    """§11 example 6 (hearts trumps): A leads 10S; B, void, plays 2H; C plays AS; D, void,
    plays 5H. D's 5H is the highest trump: D wins and leads next.
    Seats: dealer 0, so A = 1, B = 2, C = 3, D = 0."""
    hands = ["5H QD", "10S 3D", "2H KD", "AS 4D"]
    s = oh.deal(4, hands, turned="7H", dealer=0)
    assert s.state.trump == oh.DECK.suit_index("H")
    bid_any(oh, s)
    assert s.current_seat == 1
    oh.play(s, "10S")
    assert oh.legal_cards(s) == {"2H", "KD"}  # B is void: any card, no obligation to trump
    oh.play(s, "2H")
    assert oh.legal_cards(s) == {"AS"}  # C must follow
    oh.play(s, "AS")
    assert oh.legal_cards(s) == {"5H", "QD"}
    oh.play(s, "5H")
    assert s.state.tricks_won == [1, 0, 0, 0]
    assert s.current_seat == 0  # D leads next
    assert s.state.leader == 0
    assert oh.legal_cards(s) == {"QD"}
    oh.play(s, "QD", "3D", "KD", "4D")
    assert s.state.hand_results[0]["tricks"] == [1, 0, 1, 0]


def test_worked_example_6_without_trumps_the_ace_wins(oh):
    """§11 example 6: C's AS would have won had nobody trumped."""
    hands = ["5H QD", "10S 3D", "2H KD", "AS 4D"]
    s = oh.deal(4, hands, turned="7H", dealer=0)
    bid_any(oh, s)
    oh.play(s, "10S", "KD", "AS", "QD")
    assert s.state.tricks_won == [0, 0, 0, 1]
    assert s.current_seat == 3
    assert oh.legal_cards(s) == {"4D"}


def test_winner_of_each_trick_leads_the_next(oh):
    """§6.5: the winner of a trick leads to the next; tricks add up to the hand size."""
    winners = [2, 0, 0, 3, 1]
    hands, turned, tricks = oh.scripted(4, 0, winners)
    s = oh.deal(4, hands, turned=turned, dealer=0)
    bid_any(oh, s)
    leader = 1
    for trick, winner in zip(tricks, winners, strict=True):
        assert s.current_seat == leader
        assert oh.legal_cards(s) == oh.hand_of(s, leader)  # a leader may lead anything
        oh.play(s, *trick)
        leader = winner
        if not s.is_over:
            assert s.current_seat == winner
    assert s.state.hand_results[0]["tricks"] == [2, 1, 1, 1]
    assert sum(s.state.hand_results[0]["tricks"]) == 5


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_tricks_add_up_to_hand_size(oh, players):
    """§6.5: every player takes 0 or more tricks; the tricks add up to the hand size."""
    s = oh.new(players, seed=40 + players, game_style="short-up-down")
    oh.play_out(s)
    for result in s.state.hand_results:
        assert all(t >= 0 for t in result["tricks"])
        assert sum(result["tricks"]) == result["hand_size"]
    assert len(s.state.hand_results) == 11


@pytest.mark.parametrize("seed", range(8))
def test_random_play_is_always_legal_by_the_rules(oh, seed):
    """Every card the engine offers obeys §6.3, and nothing else is offered."""
    s = oh.new(3 + seed % 5, seed=seed, game_style="short-down")
    suit_of = oh.DECK.suit_of
    while not s.is_over:
        actions = s.legal_actions()
        if isinstance(actions[0], Play):
            hand = s.state.hands[s.current_seat]
            if s.state.trick:
                led = suit_of[s.state.trick[0]]
                follow = [c for c in hand if suit_of[c] == led]
                expected = follow or hand
            else:
                expected = hand
            assert sorted(a.card for a in actions) == sorted(expected)
        s.apply(actions[-1])
