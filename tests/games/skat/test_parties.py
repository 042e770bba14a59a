"""The declarer against two defenders who score together for the deal (skat.md §1.4, §7, §8.3,
§10; issue 15): the defenders' tricks and card points are pooled as one party for schneider,
schwarz and the result; in tournament scoring each of them receives the 40 of a lost game; the
hand's record names the deal's two sides (``deal_sides``, ``deal_side_names``) with every
seat's card points; and the console's end of the deal shows the two parties, as it shows the
partnerships of a game of sides."""

from __future__ import annotations

import io
from typing import Any

from rich.console import Console

from tricktaker.cli.play import ConsoleGame
from tricktaker.engine.seats import HandSide, hand_sides

# Forehand (seat 0) declares clubs hand "with 7" and loses the first three tricks to
# Rearhand's aces; Middlehand follows with nothing of value and takes no trick at all.
POOLED = (
    "JC JS JH JD AC 10C KC 7S 7H 7D",
    "QC 9C 8C 7C 9S 8S QH 9H 8H QD",
    "AS 10S AH 10H AD 10D KS KH KD QS",
    "9D 8D",
)
POOLED_PLAY = ("7S 8S AS", "AH 7H 8H", "AD 7D QD", "10S JD 9S")

# Forehand declares grand hand "with 4" (JH JD in the skat) and makes two tricks: Middlehand
# takes 42 card points with its clubs and hearts, Rearhand 59 with its spades and diamonds.
SPLIT = (
    "JC JS 7C 8C 7S 8S 7H 8H 7D 8D",
    "AC 10C KC AH 10H KH QC 9C QH 9H",
    "AS 10S KS AD 10D KD QS 9S QD 9D",
    "JH JD",
)
SPLIT_PLAY = (
    "7C AC 9S", "10C 9D 8C", "KC QS 7S", "AH QD 7H", "9C KS JS",
    "8S 9H AS", "10S 8H QH", "AD 7D 10H", "10D 8D KH", "KD JC QC",
)  # fmt: skip


def split_deal(sk: Any, **options: Any) -> Any:
    s = sk.deal(*SPLIT, **options)
    sk.act(s, "pass, pass, 18, hand, grand hand")
    sk.play(s, *SPLIT_PLAY)
    return s


def test_a_defender_without_a_trick_leaves_its_party_neither_schneider_nor_schwarz_SK10(sk):
    """§1.4, §7.2, §8.3, SK-10, SK-22: the defenders are one party. Middlehand takes no trick
    and no card point, but Rearhand takes three tricks worth 36: the defenders are neither
    schwarz (their party took tricks) nor schneider (36 > 30), so the game is worth
    "with 7, game 8, hand 9" × 12 = 108 and no more."""
    s = sk.deal(*POOLED)
    sk.act(s, "pass, pass, 18, hand, clubs hand")
    sk.play(s, *POOLED_PLAY)
    hand = sk.finish(s)
    assert hand["tricks"] == [7, 0, 3]
    assert hand["card_points"] == [84, 0, 36]
    assert (hand["defender_tricks"], hand["defender_points"]) == (3, 36)
    assert hand["levels"] == ["game", "hand"]
    assert (hand["won"], hand["value"], hand["scores"]) == (True, 108, [108, 0, 0])


def test_the_deal_has_two_sides_in_its_record_SK22(sk):
    """§1.4, SK-22: the hand's record names the deal's sides, the declarer against the two
    defenders together, and every seat's card points (the declarer's with the skat, §7.1):
    the core reads them as the hand's sides, each seat keeping its own score."""
    s = split_deal(sk)
    hand = s.state.hand_results[0]
    assert hand["deal_sides"] == [[0], [1, 2]]
    assert hand["deal_side_names"] == ["declarer", "defenders"]
    assert hand["card_points"] == [19, 42, 59]  # 15 in two tricks + the skat's 4
    assert hand["defender_points"] == 42 + 59
    assert hand_sides(s.game, hand) == [
        HandSide("declarer", (0,), False),
        HandSide("defenders", (1, 2), False),
    ]


def test_each_defender_receives_forty_of_a_lost_game_in_tournament_scoring_SK15(sk):
    """§10.2, SK-15, SK-22: neither defender reaches 61 alone (42 and 59) but together they
    hold 101: the declarer (19, schneider) loses grand hand with 4 — game 5, hand 6,
    schneider 7: 168, −336 − 50 — and each defender receives 40 (standard: 0 each)."""
    s = split_deal(sk, scoring="tournament")
    hand = s.state.hand_results[0]
    assert hand["levels"] == ["game", "hand", "schneider"]
    assert (hand["won"], hand["value"]) == (False, 168)
    assert hand["scores"] == [-336 - 50, 40, 40]
    assert [(i["item"], i["points"]) for i in hand["breakdown"]][1:] == [
        ("tournament lost", [-50, 0, 0]),
        ("tournament, defending a lost game", [0, 40, 40]),
    ]
    assert split_deal(sk).state.hand_results[0]["scores"] == [-336, 0, 0]


def test_the_console_shows_the_declarer_against_the_defenders_SK22(sk):
    """§1.4, §10.2, SK-22, issue 15: at the end of the deal the console shows the two parties
    as it shows partnerships: the defenders' tricks and card points together, and their
    score once for the party, 40 each, rather than three unrelated seats."""
    s = split_deal(sk, scoring="tournament")
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None)
    ConsoleGame(s, ["human"] * 3, console, read=input).show_hand_end(last=True)
    assert out.getvalue().splitlines() == [
        "  Sides: Declarer (Player 1) 2 tricks, 19 card points · "
        "Defenders (Player 2 & Player 3) 8 tricks, 101 card points",
        "  Declarer (Player 1): with 4, game 5, hand 6, schneider 7, × grand 24 = 168, lost: "
        "-336 + tournament lost -50 = -386",
        "  Defenders (Player 2 & Player 3): tournament, defending a lost game 40 each",
    ]
