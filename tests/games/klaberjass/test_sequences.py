"""§7 sequences, K-6 (only the single best scores; ties), K-15 (maximal runs, 6 beats 5, natural
order top card before trumps, K-Q-J of trumps with bella, scoring without a trick), worked
example 4 (§13), and the options ``sequence_scoring`` and ``declare_sequences`` (§12).

Dealer 0, non-dealer 1 throughout. Every hand is checked by eye for runs: only the runs named in
a test exist.
"""

from __future__ import annotations

import pytest

from tricktaker import Declare, Pass


def settled(kj, nd, d, turned, *choices, **options):
    """The session at the first lead, sequences settled."""
    s = kj.deal(nd=nd, d=d, turned=turned, **options)
    kj.to_play(s, *choices)
    assert kj.phase(s) == "play"
    return s


def winner(kj, s):
    """(seat, run as texts) of the scoring sequence, or None."""
    best = s.state.parts["sequences"].sequence
    return None if best is None else (best[0], kj.names(best[1]))


# Worked example 4, first case: 8-9-10♣ (non-dealer) against 9-10-J♦ (dealer).
EX4_ND = "10C 9C 8C AS QS 9H 7D AH JS"
EX4_D = "JD 10D 9D KS 9S 7S KC 7C 10H"


def test_example4_equal_length_higher_top_card_wins_7_3_2(kj):
    """§13 ex. 4: same length, the dealer's top card (J) is higher than 10: dealer 20."""
    s = settled(kj, EX4_ND, EX4_D, "8H")
    assert winner(kj, s) == (0, ["JD", "10D", "9D"])
    assert s.state.parts["sequences"].sequence_points == [20, 0]


def test_example4_longer_sequence_wins_7_3_1(kj):
    """§13 ex. 4, second case: Q-K-A♠ against 7-8-9-10♥: the 4-card sequence wins, 50."""
    s = settled(kj, "AS KS QS 9C 7D JH 10C 8D AD", "10H 9H 8H 7H KD QC 9S JC 8S", "KC")
    assert winner(kj, s) == (0, ["10H", "9H", "8H", "7H"])
    assert s.state.parts["sequences"].sequence_points == [50, 0]


def test_plain_higher_top_beats_trump_sequence_K15(kj):
    """§13 ex. 4, K-15: a plain Q-J-10♠ beats a trump J-10-9♥: the top card is compared before
    trumps (natural order A K Q J 10 9 8 7)."""
    s = settled(kj, "QS JS 10S 8D AC 9C KD 7C AH", "JH 10H 9H 7S AD 10D 8C KC 9D", "KH")
    assert s.state.trump == 1
    assert winner(kj, s) == (1, ["QS", "JS", "10S"])
    assert s.state.parts["sequences"].sequence_points == [0, 20]


# Q-J-10 for both: the non-dealer in spades, the dealer in diamonds.
TIE_ND = "QS JS 10S 8D AC 9C KD 7C AH"
TIE_D = "QD JD 10D AS 8S KC 8C 9H 7H"


def test_equal_length_and_top_trump_sequence_wins_K6(kj):
    """§7.3.3, K-6: same length and top card: the sequence in trumps wins (spades trumps)."""
    s = settled(kj, TIE_ND, TIE_D, "KS")
    assert winner(kj, s) == (1, ["QS", "JS", "10S"])
    assert s.state.parts["sequences"].sequence_points == [0, 20]


def test_equal_length_and_top_trump_sequence_wins_other_seat_K6(kj):
    """The same hands with diamonds trumps: the dealer's Q-J-10♦ wins."""
    s = settled(kj, TIE_ND, TIE_D, "9D")
    assert winner(kj, s) == (0, ["QD", "JD", "10D"])
    assert s.state.parts["sequences"].sequence_points == [20, 0]


@pytest.mark.parametrize("choices", [("pass", "pass", "C"), ("pass", "pass", "pass", "C")])
def test_equal_sequences_neither_in_trumps_nobody_scores_K6(kj, choices):
    """§7.3.4, K-6: same length and top card, neither in trumps (clubs named): nobody scores,
    and no sequence is shown."""
    s = settled(kj, TIE_ND, TIE_D, "10H", *choices)
    assert s.state.trump == 3
    assert s.state.parts["sequences"].sequence is None
    assert s.state.parts["sequences"].sequence_points == [0, 0]
    assert s.observation(0)["sequence"] is None


def test_six_beats_five_both_worth_50_K15(kj):
    """K-15: runs keep counting past 5: K-Q-J-10-9-8♥ (6) beats A-K-Q-J-10♠ (5) despite the lower
    top card; it scores 50."""
    s = settled(kj, "AS KS QS JS 10S 9C 7C AD 8D", "KH QH JH 10H 9H 8H AC 10C 7S", "KD")
    assert winner(kj, s) == (0, ["KH", "QH", "JH", "10H", "9H", "8H"])
    assert s.state.parts["sequences"].sequence_points == [50, 0]


def test_five_beats_four_both_worth_50_7_3_1(kj):
    """§7.3.1: a 5-card sequence beats a 4-card one (even with a lower top card); 50."""
    s = settled(kj, "AS KS QS JS 9C 7C AD 8D KC", "KH QH JH 10H 9H AC 10C 7S 8S", "KD")
    assert winner(kj, s) == (0, ["KH", "QH", "JH", "10H", "9H"])
    assert s.state.parts["sequences"].sequence_points == [50, 0]


def test_eight_card_run_is_worth_50_2_4(kj):
    """§2.4, K-15: any run of 4 or more is worth 50 (here the whole club suit)."""
    s = settled(kj, "AC KC QC JC 10C 9C 8C 7C AS", "KS 9S AD 9D 7D AH 10H JH 8H", "QS")
    seat, run = winner(kj, s)
    assert seat == 1
    assert len(run) == 8
    assert s.state.parts["sequences"].sequence_points == [0, 50]


def test_only_one_player_has_a_sequence_7_5(kj):
    """§7.5: the only sequence is the best one, whatever its size."""
    s = settled(kj, "10C 9C 8C AS QS 9H 7D AH JS", "AD 10D 8D KS 9S 7S KC 7C 10H", "8H")
    assert winner(kj, s) == (1, ["10C", "9C", "8C"])
    assert s.state.parts["sequences"].sequence_points == [0, 20]


def test_no_sequence_at_all(kj):
    s = settled(kj, "AC 9C 7C AS QS 9H 7D AH JS", "AD 10D 8D KS 9S 7S KC 8C 10H", "8H")
    assert s.state.parts["sequences"].sequence is None
    assert s.state.parts["sequences"].sequence_points == [0, 0]


# The non-dealer holds A-K-Q♠ and 10-9-8♦; the dealer J-10-9♣ (trumps: clubs).
TWO_ND = "AS KS QS 10D 9D 8D AH 8C JH"
TWO_D = "JC 10C 9C 7S 9S KH QD 7D 10H"
# The non-dealer holds A-K-Q-J♠ (50) and 10-9-8♦ (20).
BIG_ND = "AS KS QS JS 10D 9D 8D AH 8C"


def test_only_the_single_best_sequence_scores_K6(kj):
    """§7.4, K-6 (a): the holder of the best sequence scores only that one (20); their other
    sequence and the opponent's sequence score nothing."""
    s = settled(kj, TWO_ND, TWO_D, "KC")
    assert winner(kj, s) == (1, ["AS", "KS", "QS"])
    assert s.state.parts["sequences"].sequence_points == [0, 20]


def test_only_the_single_best_sequence_scores_four_and_three_K6(kj):
    s = settled(kj, BIG_ND, TWO_D, "KC")
    assert winner(kj, s) == (1, ["AS", "KS", "QS", "JS"])
    assert s.state.parts["sequences"].sequence_points == [0, 50]


def test_option_all_of_best_holder_scores_all_their_sequences_K6(kj):
    """K-6 (b) as the option ``sequence_scoring=all_of_best_holder``: the holder of the best
    sequence scores all of theirs (20 + 20); the opponent still nothing."""
    s = settled(kj, TWO_ND, TWO_D, "KC", sequence_scoring="all_of_best_holder")
    assert winner(kj, s) == (1, ["AS", "KS", "QS"])
    assert s.state.parts["sequences"].sequence_points == [0, 40]


def test_option_all_of_best_holder_four_and_three_K6(kj):
    s = settled(kj, BIG_ND, TWO_D, "KC", sequence_scoring="all_of_best_holder")
    assert s.state.parts["sequences"].sequence_points == [0, 70]


def test_option_all_of_best_holder_tie_still_nobody_K6(kj):
    s = settled(kj, TIE_ND, TIE_D, "10H", "pass", "pass", "C")
    t = settled(
        kj, TIE_ND, TIE_D, "10H", "pass", "pass", "C", sequence_scoring="all_of_best_holder"
    )
    assert (
        s.state.parts["sequences"].sequence_points
        == t.state.parts["sequences"].sequence_points
        == [0, 0]
    )


def test_winning_sequence_is_shown_to_both_7_6(kj):
    """§7.6: the winning sequence is shown to the other player (and its points)."""
    s = settled(kj, EX4_ND, EX4_D, "8H")
    for seat in (0, 1):
        obs = s.observation(seat)
        assert obs["sequence"] is not None
        holder, run = obs["sequence"]
        assert holder == 0
        assert kj.names(run) == ["JD", "10D", "9D"]


def test_sequence_scores_without_a_trick_K15(kj):
    """K-15: the best sequence scores even if its holder takes no trick. The dealer holds 9-8-7♠
    (20) and bella (KH QH, 20) and takes no trick; the non-dealer takes all nine tricks.
    Non-dealer: trumps JH 20 + 9H 14 + AH 11 + 8H 0 + QH 3 + KH 4 = 52; spades AS 11 + 10S 10 +
    KS 4 = 25; diamonds AD 11 + 10D 10 + KD 4 + QD 3 = 28; clubs AC 11 + KC 4 = 15; = 120 + last
    trick 10 = 130. Dealer: 20 + 20 = 40. The non-dealer made hearts: 130 > 40."""
    s = kj.deal(nd="JH 9H AH AS 10S KS AD 10D AC", d="KH QH 8H 9S 8S 7S KD QD KC", turned="7H")
    kj.to_play(s)
    assert s.state.parts["sequences"].sequence_points == [20, 0]
    kj.play(s, "JH", "8H", "9H", "QH", "AH", "KH")  # KH: bella (K-7 default)
    kj.play(s, "AS", "7S", "10S", "8S", "KS", "9S", "AD", "KD", "10D", "QD", "AC", "KC")
    result = s.state.hand_results[0]
    assert result["tricks"] == [0, 9]
    assert result["sequence_points"] == [20, 0]
    assert result["announced"] == [1, 0]
    assert result["hand_points"] == [40, 130]
    assert result["scores"] == [40, 130]


def test_king_queen_jack_of_trumps_scores_sequence_and_bella_K15(kj):
    """K-15: K-Q-J of trumps is both a sequence (20, the best here) and bella (20 when
    announced): both count in the hand total."""
    s = kj.deal(nd="KH QH JH AS 9C 8D 10S 7C AD", d="AC 10C KS QD 9S 7S 8H JC 10D", turned="9H")
    rec = kj.record(s)
    kj.to_play(s)
    assert winner(kj, s) == (1, ["KH", "QH", "JH"])
    assert s.state.parts["sequences"].sequence_points == [0, 20]
    kj.finish_hand(s)  # the first legal action: the bella variant comes first, so it announces
    result = s.state.hand_results[0]
    assert result["announced"] == [0, 1]
    taken = rec.hands[0]["taken"]
    cards = [sum(kj.points(c, "H") for c in t) for t in taken]
    last = rec.hands[0]["tricks"][-1][2]
    expected = [cards[0], cards[1] + 20 + 20]
    expected[last] += 10
    assert result["hand_points"] == expected


# -- declare_sequences (§12 option; K-6 "can be added later as an option") -------------------


def test_declare_option_asks_holders_non_dealer_first(kj):
    """Option ``declare_sequences``: each player holding a sequence chooses Declare or Pass, the
    non-dealer first; both declare: compared as usual."""
    s = kj.deal(nd=EX4_ND, d=EX4_D, turned="8H", declare_sequences=True)
    kj.choose(s, "accept")
    assert kj.phase(s) == "sequences"
    assert s.current_seat == 1
    assert set(s.legal_actions()) == {Declare("sequence"), Pass()}
    kj.act(s, "declare")
    assert s.current_seat == 0
    kj.act(s, "declare")
    assert kj.phase(s) == "play"
    assert winner(kj, s) == (0, ["JD", "10D", "9D"])
    assert s.state.parts["sequences"].sequence_points == [20, 0]


def test_declare_option_undeclared_sequence_does_not_count(kj):
    """The dealer (better sequence) keeps it secret: the non-dealer's declared 10-9-8♣ wins."""
    s = kj.deal(nd=EX4_ND, d=EX4_D, turned="8H", declare_sequences=True)
    kj.choose(s, "accept", "declare", "pass")
    assert winner(kj, s) == (1, ["10C", "9C", "8C"])
    assert s.state.parts["sequences"].sequence_points == [0, 20]


def test_declare_option_nobody_declares_nobody_scores(kj):
    s = kj.deal(nd=EX4_ND, d=EX4_D, turned="8H", declare_sequences=True)
    kj.choose(s, "accept", "pass", "pass")
    assert s.state.parts["sequences"].sequence is None
    assert s.state.parts["sequences"].sequence_points == [0, 0]


def test_declare_option_only_holders_are_asked(kj):
    """Only the dealer holds a sequence: only the dealer is asked."""
    s = kj.deal(nd="AC 9C 8D AS QS 9H 7D AH JS", d=EX4_D, turned="8H", declare_sequences=True)
    kj.choose(s, "accept")
    assert kj.phase(s) == "sequences"
    assert s.current_seat == 0
    kj.act(s, "declare")
    assert kj.phase(s) == "play"
    assert s.current_seat == 1
    assert s.state.parts["sequences"].sequence_points == [20, 0]


def test_declare_option_without_sequences_asks_nobody(kj):
    s = kj.deal(
        nd="AC 9C 7C AS QS 9H 7D AH JS",
        d="AD 10D 8D KS 9S 7S KC 8C 10H",
        turned="8H",
        declare_sequences=True,
    )
    kj.choose(s, "accept")
    assert kj.phase(s) == "play"
    assert s.state.parts["sequences"].sequence_points == [0, 0]


def test_declare_option_off_asks_nobody_K6(kj):
    """K-6 default: sequences are compared automatically, nobody is asked."""
    s = kj.deal(nd=EX4_ND, d=EX4_D, turned="8H")
    kj.choose(s, "accept")
    assert kj.phase(s) == "play"
    assert all(not isinstance(a, Declare) for _, a, _ in s.history)
