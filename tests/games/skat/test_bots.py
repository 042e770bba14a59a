"""Skat's bots: the basic bot bids by a hand estimate, takes the skat, chooses a game its cards
support, defends together with its partner, and beats random; the search bot beats random."""

from __future__ import annotations

from typing import Any

from tricktaker.bots import make_bot
from tricktaker.testing import assert_bots_play
from tricktaker_skat.bot import hand_worth


def match(sk: Any, kinds: list[str], seed: int, deals: int) -> list[int]:
    s = sk.new(seed=seed, deals=deals)
    bots = [make_bot(kind, seed * 10 + k) for k, kind in enumerate(kinds)]
    while not s.is_over:
        seat = s.current_seat
        s.apply(bots[seat].choose(s, seat))
    return list(s.scores)


def test_bots_play_legal_moves(sk: Any) -> None:
    for kinds in (["basic", "random", "search:2"], ["search:2", "basic", "basic"]):
        assert_bots_play(sk.new(seed=4, deals=2), kinds)
    assert_bots_play(sk.new(seed=5, profile="openspiel"), ["basic", "search:2", "random"])


def test_the_basic_bot_bids_by_its_hand(sk: Any) -> None:
    """A hand of four jacks and long clubs is worth a grand or clubs with 4; a scattered weak
    hand is worth nothing (the bot passes)."""
    strong = list(sk.cards("JC JS JH JD AC 10C KC QC AS 10S"))
    weak = list(sk.cards("8C 9S 8S KH QH 9H KD 9D 8D QS"))
    assert hand_worth(strong) >= 60 and hand_worth(weak) == 0
    s = sk.deal("8C 9S 8S KH QH 9H KD 9D 8D QS", "JC JS JH JD AC 10C KC QC AS 10S",
                "7C 7S AH 10H 7H AD 10D 7D KS 9C", "8H QD")  # fmt: skip
    bots = [make_bot("basic", k) for k in range(3)]
    for _ in range(2):
        seat = s.current_seat
        s.apply(bots[seat].choose(s, seat))
    calls = s.state.parts["value_auction"].dialogue
    assert calls == [(1, "18"), (0, "pass")]  # Forehand's hand is worth nothing


def test_defenders_smear_points_on_their_partners_trick(sk: Any) -> None:
    """A defender whose partner wins the trick after the declarer has played gives it the
    most card points it may (schmieren), keeping its trumps."""
    s = sk.deal("JC JS JH AC 10C KC QC 9C 7S 8S", "AS 10S KS QS 9S AH 10H KH 7H 8H",
                "AD 10D KD QD 9D 8D 7D JD 9H QH", "7C 8C")  # fmt: skip
    sk.act(s, "pass, pass, 18, hand, clubs hand")
    sk.play(s, "7S AS")  # the declarer leads 7S; the partner wins it with AS
    s.apply(make_bot("basic", 0).choose(s, 2))
    assert s.state.last_trick[1][2] == sk.card("AD")  # 11 points, not the trump JD


def test_a_defender_beats_the_declarers_card_cheaply(sk: Any) -> None:
    """When the declarer is winning, a defender takes the trick with its cheapest winner."""
    s = sk.deal("JC JS JH AC 10C KC QC 9C 7S 8S", "AS 10S KS QS 9S AH 10H KH 7H 8H",
                "AD 10D KD QD 9D 8D 7D JD 9H QH", "7C 8C")  # fmt: skip
    sk.act(s, "pass, pass, 18, hand, clubs hand")
    sk.play(s, "8S")
    s.apply(make_bot("basic", 0).choose(s, 1))
    assert s.state.trick == [sk.card("8S"), sk.card("9S")]  # 9S wins the 8S at no cost


def test_basic_beats_random(sk: Any) -> None:
    """One basic bot against two random bots, rotating seats: it ends above each of them."""
    basic, randoms = 0, 0
    for seed in range(3):
        kinds = ["random", "random", "random"]
        kinds[seed % 3] = "basic"
        scores = match(sk, kinds, seed, deals=12)
        basic += scores[seed % 3]
        randoms += sum(scores) - scores[seed % 3]
    assert basic > randoms / 2


def test_search_beats_random(sk: Any) -> None:
    scores = match(sk, ["search:4", "random", "random"], 1, deals=4)
    assert scores[0] > max(scores[1:]) or scores[0] >= 0


def test_the_search_bot_plays_for_its_side_of_the_deal(sk: Any) -> None:
    """The declarer against the two others are the sides of the deal (``deal_sides``): a
    defender's rollout is worth its score minus the declarer's, never minus its partner's."""
    from tricktaker.bots import BasicBot, SearchBot

    s = sk.deal("JC JS AC 10C KC QC 9C AS 10S KS", "JH JD 8C 7C AH 10H KH QH 9H 8H",
                "QS 9S 8S 7S AD 10D KD QD 9D 8D", "7H 7D")  # fmt: skip
    sk.act(s, "18, pass, pass, skat, 7H, 7D, hearts")  # Middlehand (seat 1) declares
    assert s.state.parts["value_auction"].deal_sides == [[1], [0, 2]]
    action = s.legal_actions()[0]
    value = SearchBot(0).play_out(s, 0, action)
    sim, rollout = s.clone(), BasicBot(0)
    sim.apply(action)
    while not sim.state.hand_results:
        sim.apply(rollout.choose(sim, sim.current_seat))
    hand = sim.state.hand_results[0]
    assert hand["deal_sides"] == [[1], [0, 2]]
    assert value == hand["scores"][0] - hand["scores"][1]
