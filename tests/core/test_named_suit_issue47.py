"""The ``basic`` bot's lead of a suitless extra card that names the trick's suit (issue 47: in a
player trial of Five Hundred it named ♥ on every Joker lead at no trumps, 1,013 of 1,013). The
suit is chosen from its hand: one that wants tricks names its longest, strongest suit; one that
wants none names its shortest (a void first); a misère declarer never leads the card (it wins
every trick it is in) while it has another. Five Hundred §6, F-10 (the Joker at no trumps)."""

from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

from tricktaker import Play, load_game
from tricktaker.bots.basic import BasicBot, bot_seed, name_a_suit, named_lead
from tricktaker.testing import act, new_session

# suits 0..3; rank 0 the highest
TABLE = SimpleNamespace(
    suit_of=[0, 0, 0, 1, 1, 2, -1, 3, 3, 3],
    rank_of=[5, 6, 7, 0, 1, 0, -1, 8, 9, 10],
)
JOKER = 6
WAYS = [Play(JOKER, named_suit=s) for s in range(4)]


def test_a_seat_that_wants_tricks_names_its_longest_then_strongest_suit() -> None:
    """Issue 47: three low cards of suit 0 and three of suit 3 against two aces-kings: the
    longest suits first, of those the one with the higher cards (suit 0's 5-7 above suit 3's)."""
    hand = [0, 1, 2, 3, 4, 5, JOKER, 7, 8, 9]
    assert named_lead(WAYS) and not named_lead([Play(3)])
    assert name_a_suit(TABLE, hand, WAYS, want_more=True).named_suit == 0
    assert name_a_suit(TABLE, [3, 4, 5, JOKER], WAYS, want_more=True).named_suit == 1


def test_a_seat_that_wants_no_trick_names_a_void_then_its_shortest_suit() -> None:
    """Issue 47: void in suit 3: it is named; with a card of every suit, the shortest."""
    assert name_a_suit(TABLE, [0, 1, 3, 5, JOKER], WAYS, want_more=False).named_suit == 3
    assert name_a_suit(TABLE, [0, 1, 3, 4, 5, JOKER, 7, 8], WAYS, False).named_suit == 2


def test_basic_bots_name_every_suit_over_games_F10() -> None:
    """Issue 47 (F-10): over 30 seeded games of basic bots every suit is named on some Joker
    lead at no trumps, none on most of them, and every game ends with a winner."""
    game = load_game("five-hundred")
    named: Counter[int] = Counter()
    for seed in range(30):
        s = game.new_session(seed=seed)
        bots = [BasicBot(bot_seed(seed, seat)) for seat in range(4)]
        while not s.is_over:
            action = bots[s.current_seat].choose(s, s.current_seat)
            if isinstance(action, Play) and action.named_suit >= 0:
                named[action.named_suit] += 1
            s.apply(action)
        assert s.winners, seed
    total = sum(named.values())
    assert len(named) == 4 and total >= 20 and max(named.values()) < total / 2, named


def test_a_misere_declarer_does_not_lead_the_joker_while_it_has_another_card_F10() -> None:
    """Issue 47 (§4.1.3, F-10): East plays open misère holding the Joker; on lead it leads
    another card, never the Joker (which would win the trick)."""
    game = load_game("five-hundred")
    s = new_session(
        game,
        dealer=0,
        hands=[
            "AS KS QS JS 10S 9S 8S AC KC QC",
            "JK 5S 6S 7S 5C 6C 7C 4D 5D 6D",
            "JC 10C 9C 8C AD KD QD JD 10D 9D",
            "8D 7D AH KH QH JH 10H 9H 8H 7H",
        ],
        stock="4H 5H 6H",
    )
    act(s, "OMIS, pass, pass, pass")
    for card in ("4H", "5H", "6H"):
        act(s, f"discard {card}")
    assert s.current_seat == 1 and s.state.contract is not None and s.state.contract.misere
    lead = BasicBot(1).choose(s, 1)
    assert isinstance(lead, Play) and s.deck.format(lead.card) != "JK"
