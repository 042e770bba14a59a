"""The pack and the deal (five-hundred.md §2.1, §3, §13.1; F-1, F-2, F-4, F-19), issue 47."""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

import pytest

from tricktaker import NotationError

# §13.1's example pack, top card first.
EXAMPLE_PACK = (
    "AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D "
    "6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK"
)


def test_the_pack_has_43_cards_without_2s_3s_and_black_4s_F1(fh: Any) -> None:
    """§2.1, F-1: A K Q J 10 9 8 7 6 5 in every suit, the 4 in the red suits only, and the
    Joker: 43 cards; the removed cards are not in the pack, and naming one is an error."""
    deck = fh.DECK
    assert deck.size == 43
    assert sorted(fh.names(deck.cards)) == sorted(fh.PACK)
    for removed in ("2S", "2C", "2D", "2H", "3S", "3C", "3D", "3H", "4S", "4C"):
        with pytest.raises(NotationError):
            deck.parse(removed)
    assert fh.words("4D 4H JK 10H TH") == ["4D", "4H", "JK", "10H", "10H"]  # §13.4: T = 10


def test_every_card_is_dealt_10_each_and_3_to_the_kitty_F1_section_3(fh: Any) -> None:
    """§3.1, F-1: 10 cards to each player and 3 to the kitty, face down; all 43 dealt."""
    s = fh.new(seed=7)
    assert [len(h) for h in s.state.hands] == [10, 10, 10, 10]
    assert len(s.state.stock) == 3
    held = [c for h in s.state.hands for c in h] + list(s.state.stock)
    assert sorted(fh.names(held)) == sorted(fh.PACK)


def test_pack_positions_of_section_13_1_F19(fh: Any) -> None:
    """§13.1, F-19: dealer seat 0 and the example pack give seat 1 A♠ K♠ Q♠ J♣ 10♣ 9♣ 8♣ 4♦
    A♥ K♥, seat 2 J♠ 10♠ 9♠ 7♣ 6♣ 5♣ A♦ Q♥ J♥ 10♥, seat 3 8♠ 7♠ 6♠ K♦ Q♦ J♦ 10♦ 9♥ 8♥ 7♥, seat
    0 5♠ A♣ K♣ 9♦ 8♦ 7♦ 6♦ 6♥ 5♥ 4♥; kitty Q♣ 5♦ JK (the 3 - 1 - 4 - 1 - 3 - 1 packets of F-1)."""
    s = fh.deal_pack(EXAMPLE_PACK, dealer=0)
    assert fh.hand_of(s, 1) == set(fh.words("AS KS QS JC 10C 9C 8C 4D AH KH"))
    assert fh.hand_of(s, 2) == set(fh.words("JS 10S 9S 7C 6C 5C AD QH JH 10H"))
    assert fh.hand_of(s, 3) == set(fh.words("8S 7S 6S KD QD JD 10D 9H 8H 7H"))
    assert fh.hand_of(s, 0) == set(fh.words("5S AC KC 9D 8D 7D 6D 6H 5H 4H"))
    assert fh.names(s.state.stock) == ["QC", "5D", "JK"]


def test_pack_positions_follow_the_dealer_F19(fh: Any) -> None:
    """§13.1, F-19: L = dealer + 1 receives deck[0..2], and so on round the table from any
    dealer; the helper's pack puts each seat's cards at its positions."""
    hands = ["AS KS QS JS 10S 9S 8S 7S 6S 5S", "AC KC QC JC 10C 9C 8C 7C 6C 5C",
             "AD KD QD JD 10D 9D 8D 7D 6D 5D", "AH KH QH JH 10H 9H 8H 7H 6H 5H"]  # fmt: skip
    for dealer in range(4):
        s = fh.deal(hands, dealer=dealer, kitty="4D 4H JK")
        assert s.state.dealer == dealer
        for seat in range(4):
            assert fh.hand_of(s, seat) == set(fh.words(hands[seat]))
        assert fh.names(s.state.stock) == ["4D", "4H", "JK"]
        top = fh.pack(hands, dealer, "4D 4H JK")
        left = (dealer + 1) % 4
        assert [top[p] for p in fh.POSITIONS[0]] == fh.words(hands[left])


def test_worked_example_8_hands_from_the_pack(fh: Any) -> None:
    """Worked example 8: dealer N and its pack deal E A♦ K♦ Q♦ 10♥ 8♥ 5♥ A♣ 10♣ 9♠ 8♠, S J♠ Q♠
    10♠ 7♠ 6♠ 5♠ K♣ 9♣ 6♥ 5♦, W JK J♥ A♥ K♥ 9♥ 7♥ A♠ K♠ 5♣ 6♦, N J♣ Q♣ 8♣ 7♣ 6♣ 4♥ 10♦ 9♦ 8♦
    7♦; kitty J♦ Q♥ 4♦."""
    s = fh.deal_pack(EXAMPLE_8_PACK, dealer=0)
    assert fh.hand_of(s, 1) == set(fh.words("AD KD QD 10H 8H 5H AC 10C 9S 8S"))
    assert fh.hand_of(s, 2) == set(fh.words("JS QS 10S 7S 6S 5S KC 9C 6H 5D"))
    assert fh.hand_of(s, 3) == set(fh.words("JK JH AH KH 9H 7H AS KS 5C 6D"))
    assert fh.hand_of(s, 0) == set(fh.words("JC QC 8C 7C 6C 4H 10D 9D 8D 7D"))
    assert set(fh.names(s.state.stock)) == set(fh.words("JD QH 4D"))


EXAMPLE_8_PACK = (
    "AD KD QD JS QS 10S JK JH AH JC QC 8C JD 10H 8H 5H AC 7S 6S 5S KC KH 9H 7H AS 7C 6C 4H "
    "10D QH 10C 9S 8S 9C 6H 5D KS 5C 6D 9D 8D 7D 4D"
)


def test_first_dealer_option_and_rotation_after_every_hand_F2(fh: Any) -> None:
    """§1.3, F-2: first_dealer fixes the first dealer; the deal passes to the left after
    every hand, played or thrown in."""
    for first in range(4):
        s = fh.new(first_dealer=str(first), seed=3)
        assert s.state.dealer == first
        fh.act(s, "pass, pass, pass, pass")  # thrown in (F-4)
        assert s.state.dealer == (first + 1) % 4
        fh.act(s, "7S, pass, pass, pass")
        fh.finish_hand(s)
        assert s.state.dealer == (first + 2) % 4


def test_the_random_first_dealer_depends_on_the_seed_F2(fh: Any) -> None:
    """F-2: without the option the first dealer is drawn (each seat possible)."""
    dealers = {fh.new(seed=seed).state.dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}


def test_the_rules_command_says_43_cards(fh: Any) -> None:
    """§2.1, F-1: `tricktaker rules five-hundred` describes the 43-card pack."""
    done = subprocess.run(
        [sys.executable, "-m", "tricktaker", "rules", "five-hundred"],
        capture_output=True,
        text=True,
        env={**os.environ, "COLUMNS": "200"},
        check=True,
    )
    assert "43 cards" in done.stdout
    assert "45 cards" not in done.stdout and "52 cards" not in done.stdout
    assert "43 cards" in fh.GAME.rules.game.howto
