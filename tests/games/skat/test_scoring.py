"""Card points, game values, overbidding and scoring (skat.md §7-§10, §14 examples 1-4)."""

from __future__ import annotations

from typing import Any

import pytest

from tricktaker_skat.values import BASE, BY_TEXT, matadors, outcome, seat_scores

DECK_CARDS = "7C 8C 9C QC KC 10C AC JC"  # only for reading card texts


def twelve(sk: Any, text: str) -> list[int]:
    return list(sk.cards(text))


def value(sk: Any, game: str, cards: str, points: int, bid: int = 18, tricks: int = 5,
          defender_tricks: int | None = None) -> Any:  # fmt: skip
    """The outcome of ``game`` for a declarer whose 12 cards are ``cards``."""
    other = 10 - tricks if defender_tricks is None else defender_tricks
    return outcome(BY_TEXT[game], bid, twelve(sk, cards), points, tricks, other)


MATADOR_ROWS = [
    # §8.2 table: the 12 cards, then clubs, hearts, grand
    ("JC JS AC 7D 8D 9D 7S 8S 9S KS QS 7H", (True, 2), (True, 2), (True, 2)),
    ("JC JS JH JD AC 10C 7D 8D 9D 7S 8S 9S", (True, 6), (True, 4), (True, 4)),
    ("JC JS JH JD AH 10H KH QH 9H 7C 7S 8S", (True, 4), (True, 9), (True, 4)),
    ("JS 7D 8D 9D 7S 8S 9S KS QS 7H 8H 9H", (False, 1), (False, 1), (False, 1)),
    ("JD 7D 8D 9D 7S 8S 9S KS QS 7H 8H 9H", (False, 3), (False, 3), (False, 3)),
    ("AC 10H 7D 8D 9D 7S 8S 9S KS QS 8H 9H", (False, 4), (False, 5), (False, 4)),
    ("7C 8C 7D 8D 9D 10D 7S 8S 9S KS QS AS", (False, 9), (False, 11), (False, 4)),
]


@pytest.mark.parametrize(("cards", "clubs", "hearts", "grand"), MATADOR_ROWS)
def test_matadors_table(sk: Any, cards: str, clubs: Any, hearts: Any, grand: Any) -> None:
    """§8.2: with / without n on the declarer's 12 cards."""
    held = twelve(sk, cards)
    assert (matadors("clubs", held), matadors("hearts", held), matadors("grand", held)) == (
        clubs,
        hearts,
        grand,
    )


@pytest.mark.parametrize("game", ["diamonds", "hearts", "spades", "clubs", "grand"])
def test_game_value_table(game: str) -> None:
    """§8.3 table: value = base × multiplier, 2 … 18 (suit), 2 … 11 (grand); reached here by
    matadors and levels: without n (no trump at all) plus game, hand, schneider, announced…"""
    top = 11 if game != "grand" else 4
    for n in range(1, top + 1):
        for hand, levels in ((False, 1), (True, 2)):
            multiplier = n + levels
            declaration = BY_TEXT[f"{game} hand" if hand else game]
            result = outcome(declaration, 18, _without(game, n), 70, 6, 4)
            assert result.multiplier == multiplier
            assert result.value == BASE[game] * multiplier
    assert outcome(BY_TEXT[f"{game} hand ouvert"], 18, _with_all(game), 120, 10, 0).value == (
        BASE[game] * (top + 7)
    )


def _without(game: str, n: int) -> list[int]:
    """12 cards missing exactly the top ``n`` trumps and holding the next one (or none)."""
    from tricktaker_skat.values import trump_order

    order = trump_order(game)
    held = list(order[n : n + 1])
    fillers = [c for c in range(32) if c not in order]
    return held + fillers[: 12 - len(held)]


def _with_all(game: str) -> list[int]:
    from tricktaker_skat.values import trump_order

    order = list(trump_order(game))
    return order + [c for c in range(32) if c not in order][: 12 - len(order)]


def test_worked_example_1_values(sk: Any) -> None:
    """Example 1: clubs with 2, skat taken, 75: ×3 = 36 (tournament 86); spades hand with 1,
    schneider announced, 95: 55; with 85 lost −110; grand ouvert with 4: 264; null ouvert lost
    −92 (tournament −142)."""
    clubs = value(sk, "clubs", "JC JS 7C 8C 9C 7S 8S 9S 7H 8H 9H 7D", 75)
    assert (clubs.multiplier, clubs.value, clubs.score) == (3, 36, 36)
    assert clubs.reasons == "with 2, game 3, × clubs 12 = 36"
    assert seat_scores(clubs, 0, tournament=True) == [86, 0, 0]
    spades = value(sk, "spades hand schneider", "JC 7C 8C 9C 7S 8S 9S 7H 8H 9H 7D 8D", 95)
    assert (spades.multiplier, spades.value, spades.won, spades.score) == (5, 55, True, 55)
    lost = value(sk, "spades hand schneider", "JC 7C 8C 9C 7S 8S 9S 7H 8H 9H 7D 8D", 85)
    assert (lost.value, lost.won, lost.score) == (55, False, -110)
    grand = value(sk, "grand hand ouvert", "JC JS JH JD AC 10C AS 10S AH 10H AD 10D", 120,
                  tricks=10, defender_tricks=0)  # fmt: skip
    assert (grand.multiplier, grand.value, grand.score) == (11, 264, 264)
    null = value(sk, "null ouvert", "7C 8C 9C 7S 8S 9S 7H 8H 9H 7D 8D AC", 20, tricks=1)
    assert null.score == -92
    assert seat_scores(null, 0, tournament=True) == [-142, 40, 40]


def test_worked_example_2_lost_with_schneider_and_schwarz(sk: Any) -> None:
    """Example 2, SK-10: diamonds with 1, skat taken, bid 18, 28 points: lost ×3 = 27, −54;
    with no trick taken: + schwarz, 36, −72. Reached levels count in a lost game."""
    cards = "JC 7C 8C 9C 7S 8S 9S 7H 8H 9H AC 10C"
    lost = value(sk, "diamonds", cards, 28, tricks=3)
    assert (lost.multiplier, lost.value, lost.score) == (3, 27, -54)
    black = value(sk, "diamonds", cards, 28, tricks=0)
    assert (black.multiplier, black.value, black.score) == (4, 36, -72)


def test_schwarz_is_about_tricks_only_SK14(sk: Any) -> None:
    """SK-14: a declarer with no trick is schwarz even when the skat holds points; the skat's
    points count for schneider (21 points from the skat alone: schneider)."""
    result = value(sk, "hearts", "JC 7C 8C 9C 7S 8S 9S 7H 8H 9H AS 10S", 21, tricks=0)
    assert "schwarz" in result.levels and "schneider" in result.levels


def test_worked_example_3_overbid_after_taking_the_skat_SK9(sk: Any) -> None:
    """Example 3, SK-9: bid 30 in hearts "without 2"; the skat holds JC: "with 1", worth 20
    (30 with schneider). 92 points: 30 ≥ 30, won +30. 80 points: 20 < 30, overbid, loss value
    10 × ⌈30 / 10⌉ = 30, −60."""
    cards = "JC JH JD 7C 8C 9C 7S 8S 9S AH 10H 7D"
    assert matadors("hearts", twelve(sk, cards)) == (True, 1)
    made = value(sk, "hearts", cards, 92, bid=30)
    assert (made.value, made.won, made.score) == (30, True, 30)
    over = value(sk, "hearts", cards, 80, bid=30)
    assert (over.value, over.overbid, over.loss_value, over.score) == (20, True, 30, -60)
    assert over.reasons == "with 1, game 2, × hearts 10 = 20; overbid (bid 30): lost at 30"


def test_worked_example_4_overbid_in_a_hand_game_SK11(sk: Any) -> None:
    """Example 4, SK-11: bid 59, hearts hand counting on "without 5"; JS in the skat makes it
    "without 1": ×3, with schneider ×4; 85 points: 30 < 59, overbid, loss 60, −120."""
    cards = "JS 10H KH QH 9H 7C 8C 9C 7S 8S 9S 7D"  # JS from the skat
    result = value(sk, "hearts hand", cards, 85, bid=59)
    assert (result.with_matadors, result.matadors) == (False, 1)
    assert (result.value, result.overbid, result.loss_value, result.score) == (30, True, 60, -120)


def test_a_game_lost_on_points_and_overbid_is_charged_the_larger_SK9(sk: Any) -> None:
    """SK-9: loss value V if V ≥ bid, else base × ⌈bid / base⌉."""
    cards = "JC 7C 8C 9C 7S 8S 9S 7H 8H 9H AS 10S"
    plain_loss = value(sk, "spades", cards, 50, bid=22)
    assert (plain_loss.loss_value, plain_loss.score) == (22, -44)
    overbid = value(sk, "spades", cards, 50, bid=24)
    assert (overbid.value, overbid.loss_value, overbid.score) == (22, 33, -66)


def test_announced_levels_SK10(sk: Any) -> None:
    """SK-10: an announced level counts even when not reached (the game is lost); the
    declarer's own schneider counts once; schwarz announced and not reached loses."""
    cards = "JC JS 7C 8C 9C 7S 8S 9S 7H 8H 9H 7D"
    missed = value(sk, "clubs hand schneider", cards, 70)
    assert missed.levels == ("game", "hand", "schneider", "schneider announced")
    assert (missed.multiplier, missed.won, missed.score) == (6, False, -144)
    own = value(sk, "clubs hand schneider", cards, 25, tricks=1)
    assert own.levels.count("schneider") == 1 and own.multiplier == 6
    black = value(sk, "clubs hand schwarz", cards, 110, tricks=9, defender_tricks=1)
    assert black.won is False and black.multiplier == 2 + 2 + 4  # with 2, game, hand, 4 levels
    made = value(sk, "clubs hand schwarz", cards, 120, tricks=10, defender_tricks=0)
    assert made.won and made.value == 12 * 8


def test_lost_hand_and_null_games_count_double_SK8(sk: Any) -> None:
    """SK-8: every lost game, hand and null included, scores −2 × its loss value."""
    cards = "JC 7C 8C 9C 7S 8S 9S 7H 8H 9H AS 10S"
    assert value(sk, "clubs hand", cards, 40).score == -2 * 12 * 3
    assert value(sk, "null hand", cards, 0, tricks=1).score == -70
    assert value(sk, "null ouvert hand", cards, 0, tricks=0).score == 59


def test_sixty_points_lose(sk: Any) -> None:
    """§7.3: the declarer needs 61; 60 loses."""
    cards = "JC 7C 8C 9C 7S 8S 9S 7H 8H 9H AS 10S"
    assert value(sk, "clubs", cards, 61).won and not value(sk, "clubs", cards, 60).won


def test_tournament_scoring_SK15(sk: Any) -> None:
    """SK-15 (§10.2): +50 to a won game; −50 and 40 to each defender of a lost game."""
    cards = "JC 7C 8C 9C 7S 8S 9S 7H 8H 9H AS 10S"
    won = value(sk, "clubs", cards, 70)
    assert seat_scores(won, 1, tournament=True) == [0, 24 + 50, 0]
    lost = value(sk, "clubs", cards, 50)
    assert seat_scores(lost, 2, tournament=True) == [40, 40, -48 - 50]
    assert seat_scores(lost, 2, tournament=False) == [0, 0, -48]


FORE = "JC JS AC 10C KC QC 9C AS 10S KS"
MIDDLE = "JH JD 8C 7C AH 10H KH QH 9H 8H"
REAR = "QS 9S 8S 7S AD 10D KD QD 9D 8D"


def test_a_deal_scored_step_by_step_SK22(sk: Any) -> None:
    """SK-22: the record states the bid, the declaration, the matadors, multiplier, value,
    won / lost, overbid, the declarer's points (skat included) and each seat's score."""
    s = sk.deal(FORE, MIDDLE, REAR, "7H 7D")
    sk.act(s, "pass, pass, 18, skat, 7H, KS, clubs")
    hand = sk.finish(s)
    assert (hand["declaration"], hand["bid"], hand["declarer"]) == ("clubs", 18, 0)
    assert (hand["with_matadors"], hand["matadors"]) == (True, 2)
    assert hand["skat"] == ["7H", "KS"]
    taken = hand["declarer_points"] - 4  # KS put away: 4 points for the declarer
    assert taken + hand["defender_points"] == 116
    expected = outcome(BY_TEXT["clubs"], 18, twelve(sk, FORE + " 7H 7D"),
                       hand["declarer_points"], hand["tricks"][0],
                       hand["tricks"][1] + hand["tricks"][2])  # fmt: skip
    assert hand["value"] == expected.value and hand["scores"] == [expected.score, 0, 0]
    assert hand["breakdown"][0]["item"] == expected.reasons


def test_hand_game_skat_points_and_matadors_count_for_the_declarer_SK11(sk: Any) -> None:
    """SK-11, §7.1: in a hand game the untouched skat's points count for the declarer and its
    cards for the matadors (JS in the skat: Forehand, without JC, is "without 1")."""
    fore = "AS 10S KS QS 9S 8S 7S AH 10H 7D"
    middle = "9D KD JD JH AC 10C KC QC 9C 8C"
    rear = "JC 7C AD 10D QD 8D KH QH 9H 8H"
    s = sk.deal(fore, middle, rear, "JS 7H")
    sk.act(s, "pass, pass, 18, hand, spades hand")
    hand = sk.finish(s)
    assert (hand["with_matadors"], hand["matadors"]) == (False, 1)
    assert hand["skat"] == ["JS", "7H"]
    assert hand["declarer_points"] + hand["defender_points"] == 120


def test_tournament_scoring_on_a_deal_and_the_match_SK16(sk: Any) -> None:
    """SK-15, SK-16: a match of `deals` deals (default 36); totals add up; equal highest
    totals share first place."""
    assert sk.new().game.rules.match.deals == 36
    s = sk.deal(FORE, MIDDLE, REAR, "7H 7D", scoring="tournament", deals=2)
    sk.act(s, "pass, pass, 18, skat, 7H, 7D, clubs")
    first = sk.finish(s)
    declarer = first["scores"][0]
    assert declarer in (first["value"] + 50, -2 * first["loss_value"] - 50)
    if declarer < 0:
        assert first["scores"][1:] == [40, 40]
    sk.act(s, "pass, pass, pass")
    assert s.is_over and s.scores == first["scores"]
    tied = sk.new(deals=1)
    sk.act(tied, "pass, pass, pass")
    assert tied.is_over and tied.result()["winners"] == [0, 1, 2]
