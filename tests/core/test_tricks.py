"""Trick play: the obligation ladder (``make_legal_plays``) and the trick winner."""

from __future__ import annotations

import pytest

from tricktaker import NO_TRUMP
from tricktaker.cards import Deck
from tricktaker.engine.state import State
from tricktaker.mechanics.tricks import make_legal_plays, make_trick_winner
from tricktaker.rules import PlaySpec

S, H, D, C = range(4)


def situation(deck: Deck, hand: str, trick: str = "", trump: int = NO_TRUMP) -> State:
    """Seat 0 holds ``hand`` and is to play to ``trick`` (led by the seats before it)."""
    state = State(4)
    cards = deck.parse_many(trick.split())
    state.trick = cards
    state.leader = (0 - len(cards)) % 4
    state.to_move = 0
    state.hands[0] = deck.parse_many(hand.split())
    state.trump = trump
    return state


def legal(deck: Deck, spec: PlaySpec, hand: str, trick: str = "", trump: int = NO_TRUMP) -> str:
    state = situation(deck, hand, trick, trump)
    return deck.format_many(make_legal_plays(deck, spec)(state, 0))


FOLLOW = PlaySpec()
FREE = PlaySpec(follow_suit=False)
TRUMP = PlaySpec(must_trump=True)
OVERTRUMP = PlaySpec(must_trump=True, must_overtrump=True)


# -- the obligation ladder -------------------------------------------------------------------


def test_leader_may_play_anything(deck: Deck) -> None:
    for spec in (FOLLOW, FREE, TRUMP, OVERTRUMP):
        assert legal(deck, spec, "AS 2H 3D", trump=S) == "AS 2H 3D"


def test_no_follow_suit_means_any_card(deck: Deck) -> None:
    assert legal(deck, FREE, "AS 2H 3D", "KH", trump=S) == "AS 2H 3D"
    with pytest.raises(ValueError, match="must_trump needs follow_suit = true"):
        PlaySpec(follow_suit=False, must_trump=True)  # refused, never silently ignored


def test_follow_suit(deck: Deck) -> None:
    assert legal(deck, FOLLOW, "AS 2H 5H 3D", "KH", trump=S) == "2H 5H"


def test_void_without_must_trump_plays_anything(deck: Deck) -> None:
    assert legal(deck, FOLLOW, "AS 2S 3D", "KH", trump=S) == "AS 2S 3D"


def test_must_trump_when_void(deck: Deck) -> None:
    assert legal(deck, TRUMP, "AS 2S 3D", "KH", trump=S) == "AS 2S"


def test_must_trump_but_no_trump_held(deck: Deck) -> None:
    assert legal(deck, TRUMP, "3D 4C", "KH", trump=S) == "3D 4C"


def test_must_trump_in_a_no_trump_hand(deck: Deck) -> None:
    assert legal(deck, TRUMP, "AS 3D", "KH", trump=NO_TRUMP) == "AS 3D"


def test_must_trump_still_follows_first(deck: Deck) -> None:
    assert legal(deck, TRUMP, "AS 2H", "KH", trump=S) == "2H"


def test_overtrump_on_a_trump_lead(deck: Deck) -> None:
    assert legal(deck, OVERTRUMP, "AS 2S 5H", "10S", trump=S) == "AS"
    assert legal(deck, OVERTRUMP, "AS KS 2S", "QS 10S", trump=S) == "AS KS"


def test_overtrump_on_a_trump_lead_when_unable(deck: Deck) -> None:
    # cannot beat the 10: any trump (still following suit)
    assert legal(deck, OVERTRUMP, "2S 3S 5H", "10S", trump=S) == "2S 3S"


def test_overtrump_when_trumping(deck: Deck) -> None:
    assert legal(deck, OVERTRUMP, "KS 2S 5D", "AH 10S", trump=S) == "KS"


def test_must_trump_even_if_unable_to_overtrump(deck: Deck) -> None:
    assert legal(deck, OVERTRUMP, "2S 3S 5D", "AH 10S", trump=S) == "2S 3S"


def test_overtrump_with_no_trump_yet_in_the_trick(deck: Deck) -> None:
    assert legal(deck, OVERTRUMP, "2S KS 5D", "AH", trump=S) == "2S KS"


def test_overtrump_does_not_apply_to_plain_suits(deck: Deck) -> None:
    assert legal(deck, OVERTRUMP, "AH 2H", "KH 10S", trump=S) == "AH 2H"


def test_overtrump_uses_the_trump_order(klaberjass_deck: Deck) -> None:
    deck = klaberjass_deck
    # trumps J 9 A 10 K Q 8 7: over the 9 only the jack will do
    assert legal(deck, OVERTRUMP, "AS JS 10S 7H", "9S", trump=S) == "JS"
    # over the ace: jack or nine
    assert legal(deck, OVERTRUMP, "10S 9S JS KD", "8H AS", trump=S) == "9S JS"
    # the plain order does not apply to trumps: the 10 does not beat the ace of trumps
    assert legal(deck, OVERTRUMP, "10S KS 7H", "AS", trump=S) == "10S KS"


def test_legal_plays_is_a_copy(deck: Deck) -> None:
    state = situation(deck, "AS 2H", trump=S)
    plays = make_legal_plays(deck, FOLLOW)(state, 0)
    plays.clear()
    assert len(state.hands[0]) == 2


# -- who wins the trick ----------------------------------------------------------------------


def winner(deck: Deck, trick: str, trump: int) -> int:
    state = situation(deck, "", trick, trump)
    return make_trick_winner(deck)(state)


@pytest.mark.parametrize(
    ("trick", "trump", "position"),
    [
        ("KH AH 2S QH", NO_TRUMP, 1),  # highest of the suit led; off-suit never wins
        ("2H AS", NO_TRUMP, 0),
        ("2H AS KS QS", NO_TRUMP, 0),
        ("10C JC AH", D, 1),  # no trump in the trick: highest of the led suit
        ("AH 2S KH", S, 1),  # the lowest trump beats the ace of the led suit
        ("AH 2S 3S", S, 2),  # the higher trump wins
        ("AH 3S 2S", S, 1),
        ("5S AS", S, 1),  # trumps led
        ("AS 5S KS", S, 0),
        ("AH KH 2D AS", H, 0),  # the ace of spades is off-suit when hearts are trumps
        ("2C 3C 4C 5C", S, 3),
    ],
)
def test_trick_winner(deck: Deck, trick: str, trump: int, position: int) -> None:
    assert winner(deck, trick, trump) == position


def test_extra_cards_never_win_when_following(colon_deck: Deck) -> None:
    assert winner(colon_deck, "2H GC", S) == 0
    # NO_SUIT and NO_TRUMP are both -1: a Colon must not count as a trump in a no-trump hand
    assert winner(colon_deck, "2H GC RC", NO_TRUMP) == 0


def test_custom_trump_order(klaberjass_deck: Deck) -> None:
    deck = klaberjass_deck
    assert winner(deck, "AS JS", S) == 1
    assert winner(deck, "AS 9S", S) == 1
    assert winner(deck, "10S AS", S) == 1
    assert winner(deck, "9S JS AS", S) == 1
    assert winner(deck, "AH 7S", S) == 1
    # plain suits keep the plain order A 10 K Q J 9 8 7
    assert winner(deck, "KH 10H", S) == 1
    assert winner(deck, "JH 9H", S) == 0
    assert winner(deck, "9H JH AH", S) == 2
    assert winner(deck, "JH 9H", NO_TRUMP) == 0
