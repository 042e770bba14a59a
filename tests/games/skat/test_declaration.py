"""The skat and the declaration (skat.md §5, §15.2, §15.4): taking the skat, putting away,
hand games, the declarations allowed by the bid, ouvert, and who sees what."""

from __future__ import annotations

from typing import Any

import pytest

from tricktaker import IllegalAction, TrickTakerError

FORE = "JC JS AC 10C KC QC 9C AS 10S KS"
MIDDLE = "JH JD 8C 7C AH 10H KH QH 9H 8H"
REAR = "QS 9S 8S 7S AD 10D KD QD 9D 8D"
SKAT = "7H 7D"

AFTER_SKAT = ["diamonds", "hearts", "spades", "clubs", "grand", "null", "null ouvert"]


def forehand_declares(sk: Any, bid: str = "18") -> Any:
    """Forehand wins the auction with ``bid`` (Middlehand calls it, Rearhand passes)."""
    s = sk.deal(FORE, MIDDLE, REAR, SKAT)
    if bid == "18":
        sk.act(s, "pass, pass, 18")
    else:
        sk.act(s, f"{bid}, yes, pass, pass")
    return s


def test_decisions_after_the_auction_SK21(sk: Any) -> None:
    """SK-21: skat or hand first; with the skat two put-aways, then one of the 7."""
    s = forehand_declares(sk)
    assert sk.legal(s) == ["skat", "hand"]
    sk.act(s, "skat")
    assert len(s.state.hands[0]) == 12 and s.state.stock == []
    assert sorted(sk.legal(s)) == sorted(f"discard {c}" for c in sk.words(FORE + " " + SKAT))
    sk.act(s, "7H")
    assert len(sk.legal(s)) == 11
    sk.act(s, "7D")
    assert sk.legal(s) == AFTER_SKAT
    sk.act(s, "clubs")
    assert s.phase.name == "play" and s.state.trump == sk.DECK.suit_index("C")


def test_put_away_one_card_at_a_time_any_card_SK13(sk: Any) -> None:
    """SK-13: the first of 12 cards, then of 11; jacks and the skat's own cards included."""
    s = forehand_declares(sk)
    sk.act(s, "skat, JC, JS, grand")
    assert sk.part(s, "widow").put_away[0] == sk.cards("JC JS")
    assert sk.hand_of(s, 0) == set(sk.words("AC 10C KC QC 9C AS 10S KS 7H 7D"))
    with pytest.raises(TrickTakerError):
        s.apply(s.parse_action("skat"))


def test_hand_game_has_22_declarations(sk: Any) -> None:
    """§5.2: from hand, each suit and grand as hand, schneider, schwarz, ouvert; null hand and
    null ouvert hand."""
    s = forehand_declares(sk)
    sk.act(s, "hand")
    legal = sk.legal(s)
    assert len(legal) == 22
    assert legal[:4] == ["diamonds hand", "diamonds hand schneider", "diamonds hand schwarz",
                         "diamonds hand ouvert"]  # fmt: skip
    assert legal[-2:] == ["null hand", "null ouvert hand"]
    sk.act(s, "grand hand schwarz")
    assert sk.part(s, "skat_game").declared == "grand hand schwarz"
    assert s.state.stock == sk.cards(SKAT)  # the skat stays face down


def test_typed_declarations_read_as_hand_games(sk: Any) -> None:
    """At the console ``clubs`` after ``hand`` means ``clubs hand``; ``null ouvert`` means
    ``null ouvert hand``."""
    s = forehand_declares(sk)
    sk.act(s, "hand")
    assert s.format_action(s.parse_action("clubs")) == "clubs hand"
    assert s.format_action(s.parse_action("null ouvert")) == "null ouvert hand"
    assert s.format_action(s.parse_action("spades schneider")) == "spades hand schneider"


def test_worked_example_5_null_below_the_bid_SK5(sk: Any) -> None:
    """Example 5, SK-5: bid 24, skat taken: null (23) refused, null ouvert (46) allowed. Bid
    48: after the skat no null; from hand only null ouvert hand (59). Suit and grand games are
    always allowed (an overbid is scored at the end)."""
    s = forehand_declares(sk, "24")
    sk.act(s, "skat, 7H, 7D")
    assert "null" not in sk.legal(s) and "null ouvert" in sk.legal(s)
    with pytest.raises(IllegalAction, match="worth 23, less than the bid 24"):
        s.apply(s.parse_action("null"))
    s = forehand_declares(sk, "48")
    sk.act(s, "skat, 7H, 7D")
    assert sk.legal(s) == AFTER_SKAT[:5]
    s = forehand_declares(sk, "48")
    sk.act(s, "hand")
    nulls = [d for d in sk.legal(s) if d.startswith("null")]
    assert nulls == ["null ouvert hand"]
    s = forehand_declares(sk, "264")
    sk.act(s, "skat, 7H, 7D")
    assert sk.legal(s) == AFTER_SKAT[:5]  # SK-5: always at least one legal declaration


def test_the_declaration_is_final_SK6(sk: Any) -> None:
    """SK-6: after the declaration only cards are played; nothing changes the game."""
    s = forehand_declares(sk)
    sk.act(s, "skat, 7H, 7D, diamonds")
    assert s.phase.name == "play"
    with pytest.raises(TrickTakerError):
        s.apply(s.parse_action("clubs"))


def test_who_sees_the_skat_and_the_put_away_SK19(sk: Any) -> None:
    """SK-19 (§15.2): nobody sees the skat before it is taken; then the declarer only; the
    cards put away are the declarer's secret; the declaration is public; after the deal the
    skat is shown to all in the record."""
    s = forehand_declares(sk)
    skat = set(sk.cards(SKAT))
    for seat in range(3):
        seen = s.observation(seat)
        assert not skat & set(seen["hand"]) and "stock" not in seen
    sk.act(s, "skat")
    assert skat <= set(s.observation(0)["hand"])
    for seat in (1, 2):
        assert not skat & set(s.observation(seat)["hand"])
        assert s.observation(seat)["hand_counts"][0] == 12
    sk.act(s, "AS, 10S")
    assert s.observation(0)["put_away"] == sk.cards("AS 10S")
    for seat in (1, 2):
        assert s.observation(seat)["put_away"] == []
        assert s.observation(seat)["put_away_counts"][0] == 2
    sk.act(s, "clubs")
    assert s.observation(1)["declared"] == "clubs"
    assert sk.finish(s)["skat"] == ["AS", "10S"]


def test_hand_game_skat_hidden_until_the_end_SK19(sk: Any) -> None:
    """SK-19: in a hand game nobody sees the skat before the end of the deal."""
    s = forehand_declares(sk)
    sk.act(s, "hand, clubs hand")
    skat = set(sk.cards(SKAT))
    for seat in range(3):
        assert not skat & set(s.observation(seat)["hand"])
    assert sk.finish(s)["skat"] == sk.words(SKAT)


def test_ouvert_declarer_hand_is_public(sk: Any) -> None:
    """§5.3, SK-19: in an ouvert game everyone sees the declarer's remaining hand from the
    declaration to the end."""
    s = forehand_declares(sk)
    sk.act(s, "hand")
    assert s.observation(1)["open_hand"] == []
    sk.act(s, "clubs hand ouvert")
    assert set(s.observation(1)["open_hand"]) == set(sk.cards(FORE))
    sk.play(s, "JC")
    assert set(s.observation(2)["open_hand"]) == set(sk.cards(FORE)) - {sk.card("JC")}


def test_null_ouvert_after_the_skat_lays_the_ten_cards_open(sk: Any) -> None:
    """§5.3: null ouvert with the skat taken: the hand after putting away is shown."""
    s = forehand_declares(sk)
    sk.act(s, "skat, JC, JS, null ouvert")
    shown = set(s.observation(2)["open_hand"])
    assert shown == set(sk.cards("AC 10C KC QC 9C AS 10S KS 7H 7D"))
