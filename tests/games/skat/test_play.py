"""Play (skat.md §2.3, §2.4, §6): effective suits, following, trick winners in suit, grand
and null games, and the end of play."""

from __future__ import annotations

from typing import Any

import pytest

from tricktaker import IllegalAction

# Worked example 7, first deal: Middlehand's only club is JC.
F7 = "9C 8C 7C AS 10S KS QS AD 10D KD"
M7 = "JC AH 10H KH QH 9H 8H 7H JH 9S"
R7 = "AC 10C KC QC JS JD 8S 7S QD 9D"
S7 = "8D 7D"

# A null deal: Middlehand's only heart is JH.
FN = "8H 7H AS 10S KS AD 10D KD QD 9D"
MN = "JH AC 10C KC QC 9C 8C 7C QS 9S"
RN = "AH 10H KH QH 9H JS 8S 7S JC JD"
SN = "8D 7D"

# A diamonds deal: Middlehand holds 9D KD JD JH.
FD = "7D AS 10S KS QS 9S 8S 7S AH 10H"
MD = "9D KD JD JH AC 10C KC QC 9C 8C"
RD = "JC JS AD 10D QD 8D KH QH 9H 8H"
SD = "7C 7H"


def forehand_plays(sk: Any, hands: tuple[str, str, str, str], game: str) -> Any:
    """Forehand (seat 0) declares ``game`` from hand at 18 and is to lead."""
    s = sk.deal(*hands)
    sk.act(s, "pass, pass, 18, hand", game)
    assert s.phase.name == "play" and s.current_seat == 0
    return s


def test_worked_example_7_a_jack_is_no_club_in_hearts(sk: Any) -> None:
    """Example 7: hearts game, 9C led: a player whose only club is JC is void (JC is a
    trump) and may play any card."""
    s = forehand_plays(sk, (F7, M7, R7, S7), "hearts hand")
    sk.play(s, "9C")
    assert sk.legal_cards(s) == set(sk.words(M7))
    sk.play(s, "JC")
    assert sk.legal_cards(s) == set(sk.words("AC 10C KC QC"))  # JS is no club either
    sk.play(s, "AC")
    assert s.state.last_trick[2] == 1  # the trump JC wins


def test_worked_example_7_grand_jack_does_not_follow_spades(sk: Any) -> None:
    """Example 7: grand, 10S led: JS does not follow; a jack wins a trick as a trump."""
    s = forehand_plays(sk, (F7, M7, R7, S7), "grand hand")
    sk.play(s, "10S")
    assert sk.legal_cards(s) == {"9S"}
    sk.play(s, "9S")
    assert sk.legal_cards(s) == {"8S", "7S"}
    with pytest.raises(IllegalAction, match="follow"):
        sk.play(s, "JS")
    sk.play(s, "8S")
    assert s.state.last_trick[2] == 0
    sk.play(s, "AD")  # Forehand leads a diamond: Middlehand is void and trumps with a jack
    sk.play(s, "JH")
    sk.play(s, "QD")
    assert s.state.last_trick[2] == 1
    assert s.state.trump == 4  # a trump set that is not a suit


def test_worked_example_7_null_jack_follows_its_suit(sk: Any) -> None:
    """Example 7: null, 8H led: a player holding JH and no other heart must play JH; in null
    the order is A K Q J 10 9 8 7 (JH beats 10H, loses to QH)."""
    s = forehand_plays(sk, (FN, MN, RN, SN), "null hand")
    sk.play(s, "8H")
    assert sk.legal_cards(s) == {"JH"}
    sk.play(s, "JH")
    sk.play(s, "10H")
    assert s.state.last_trick[2] == 1  # JH above 10H in null
    assert s.trump_text() == "no trump"  # decided (null), not "not chosen yet"


def test_worked_example_7_trump_lead_must_be_followed_by_jacks_too(sk: Any) -> None:
    """Example 7: diamonds game, 7D led: a player holding 9D, KD, JD, JH must play one of
    those four; the 10 ranks above the king (§2.3)."""
    s = forehand_plays(sk, (FD, MD, RD, SD), "diamonds hand")
    sk.play(s, "7D")
    assert sk.legal_cards(s) == {"9D", "KD", "JD", "JH"}
    sk.play(s, "KD")
    assert sk.legal_cards(s) == {"JC", "JS", "AD", "10D", "QD", "8D"}
    sk.play(s, "10D")
    assert s.state.last_trick[2] == 2


def test_jacks_rank_clubs_spades_hearts_diamonds(sk: Any) -> None:
    """§2.3: JC > JS > JH > JD whatever the trump suit; jacks above the ace of trumps."""
    s = forehand_plays(sk, (FD, MD, RD, SD), "hearts hand")
    sk.play(s, "AH")  # a trump in hearts
    sk.play(s, "JD")
    sk.play(s, "QH")
    assert s.state.last_trick[2] == 1
    sk.play(s, "JH")  # Middlehand leads JH; Rearhand overtrumps with JS, then Forehand
    sk.play(s, "JS")
    sk.play(s, "10H")
    assert s.state.last_trick[2] == 2


def test_null_ends_at_the_declarers_first_trick_SK7(sk: Any) -> None:
    """SK-7: a null game stops as soon as the declarer wins a trick; lost, −2 × 35 (SK-8)."""
    s = forehand_plays(sk, (FN, MN, RN, SN), "null hand")
    sk.play(s, "8H JH AH")  # Rearhand wins with AH
    sk.play(s, "7S AS 9S")  # Forehand must follow spades with AS and wins
    hand = sk.record(s, 0)
    assert hand["tricks"] == [1, 0, 1]
    assert hand["won"] is False and hand["scores"] == [-70, 0, 0]
    assert hand["reasons"] == "null hand 35, lost"


def test_null_won_takes_no_trick(sk: Any) -> None:
    """§7.3: a null game is won when the declarer takes no trick: all 10 tricks played."""
    s = sk.deal("7C 8C 9C 7S 8S 9S 7H 8H 9H 7D", "AC 10C KC AS 10S KS AH 10H KH AD",
                "QC JC QS JS QH JH 10D KD QD JD", "9D 8D")  # fmt: skip
    sk.act(s, "pass, pass, 18, hand, null hand")
    hand = sk.finish(s)
    assert hand["tricks"][0] == 0 and hand["won"] and hand["scores"][0] == 35


def test_suit_games_are_played_out_SK7(sk: Any) -> None:
    """SK-7: suit and grand games always last 10 tricks, no claims."""
    s = forehand_plays(sk, (FD, MD, RD, SD), "spades hand")
    hand = sk.finish(s)
    assert sum(hand["tricks"]) == 10
    assert hand["declarer_points"] + hand["defender_points"] == 120
