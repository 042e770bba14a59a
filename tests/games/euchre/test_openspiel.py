"""Euchre against OpenSpiel 2.0.2's ``euchre``, step by step (shared/rules/euchre.md §13).

``profile = openspiel`` (§13.8: ``single_hand``, ``stick_the_dealer`` and
``alone_timing = after_discard``) with OpenSpiel's two parameters is OpenSpiel's game: the same
dealer, hands and up-card when OpenSpiel's chance outcomes (§13.4: the dealer, then 20 cards,
the k-th to seat ``(dealer + k) % 4``, then the up-card) are given as an explicit deal; the same
seat to act, the same legal set at every step (§13.5: pass 24, the suits 25-28 in the order
C D H S, alone 29, partner 30, cards ``rank * 4 + suit`` with ranks 9 .. A and suits C D H S, for
the discard and the play) and at the end the same returns (§13.7). The harness is
:mod:`tricktaker.testing.openspiel`; docs/openspiel.md says how to run this file.

The deals are played with uniform random decisions and with pass-heavy bidding (so that round
2, stuck dealers and thrown-in hands occur, §13.10), over the four parameter combinations; a
tally checks that between them they went through every row of §7 and every kind of hand.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from openspiel_games import EUCHRE, EUCHRE_CARDS, EUCHRE_PASS, euchre_deal
from tricktaker.actions import Exchange, Play
from tricktaker.testing.openspiel import Comparison, compare, uniform

pyspiel = pytest.importorskip("pyspiel")
pytestmark = pytest.mark.openspiel

CARDS, PASS_ID, deal_of = EUCHRE_CARDS, EUCHRE_PASS, euchre_deal  # §13.3, §13.5, §13.4

SETTINGS: list[dict[str, Any]] = [
    {},  # OpenSpiel's defaults: stick the dealer, no lone defender
    {"stick_the_dealer": False},
    {"allow_lone_defender": True},
    {"stick_the_dealer": False, "allow_lone_defender": True},
]
DEALS_PER_SETTING = 200  # 800 deals in all


def passing(rng: random.Random, ids: Sequence[int]) -> int:
    """Pass-heavy making of trump (§13.10): pass 5 times in 6 when passing is legal."""
    if PASS_ID in ids and rng.random() < 5 / 6:
        return PASS_ID
    return uniform(rng, ids)


def tally_of(comparison: Comparison, tally: Counter[str]) -> None:
    session = comparison.session
    assert session is not None
    tally["deals"] += 1
    tally["decisions"] += len(comparison.steps)
    hand = session.result()["hands"][0]
    if hand["thrown_in"]:
        tally["thrown in"] += 1
        assert comparison.returns == [0.0] * 4  # E-14
        return
    maker = hand["maker"]
    makers = sum(hand["tricks"][s] for s in (maker % 2, maker % 2 + 2))
    alone = hand.get("alone", [])
    tally[f"makers {makers} tricks"] += 1
    tally["maker alone"] += maker in alone
    tally["march alone"] += maker in alone and makers == 5
    tally["defender alone"] += any(s != maker for s in alone)
    tally["round 2"] += hand["trump"] != hand["turned"][-1]
    tally["dealer sits out"] += hand["dealer"] in hand.get("sitting_out", [])
    tally["2-card tricks"] += len(alone) == 2
    tally[f"return {abs(comparison.returns[0]):g}"] += 1


@pytest.mark.parametrize("index", range(len(SETTINGS)))
def test_euchre_agrees_with_openspiel_at_every_step(index: int) -> None:
    """§13.8, each parameter combination: DEALS_PER_SETTING deals, half with uniform random
    decisions, half pass-heavy. Every seat to act, legal set (round 1 order / pass, round 2 the
    three other suits, E-9, the stuck dealer, E-12; the discard without the up-card, E-3; the
    alone questions, E-6, E-7; the cards by the effective suit, E-13, with seats sitting out,
    E-10) and the returns (§7, §13.7, E-8, E-14) are OpenSpiel's."""
    parameters = SETTINGS[index]
    tally: Counter[str] = Counter()
    for k in range(DEALS_PER_SETTING):
        seed = 1000 * index + k
        choose = uniform if k % 2 == 0 else passing
        tally_of(compare(EUCHRE, parameters, seed=seed, choose=choose), tally)
    assert tally["deals"] == DEALS_PER_SETTING
    for seen in (
        *(f"makers {t} tricks" for t in range(6)),
        "maker alone",
        "round 2",
        "dealer sits out",
        "return 1",
        "return 2",
    ):
        assert tally[seen], (seen, tally)
    assert bool(tally["thrown in"]) == (not parameters.get("stick_the_dealer", True))
    if parameters.get("allow_lone_defender"):
        assert tally["defender alone"] and tally["2-card tricks"] and tally["return 4"], tally
    else:
        assert not tally["defender alone"]


def test_the_deal_map_gives_openspiels_hands() -> None:
    """§13.4: OpenSpiel's observation of each seat holds the hand the deal map gives it."""
    rng = random.Random(5)
    for _ in range(20):
        state = pyspiel.load_game("euchre").new_initial_state()
        outcomes = []
        while state.is_chance_node():
            outcomes.append(uniform(rng, state.legal_actions()))
            state.apply_action(outcomes[-1])
        deal = deal_of(outcomes)
        assert deal.hands is not None
        for seat in range(4):
            assert sorted(CARDS.id(c) for c in deal.hands[seat]) == sorted(
                outcomes[1 + (seat - deal.dealer) % 4 : 21 : 4]
            )


def test_action_texts_are_openspiels() -> None:
    """§13.5: the ids of pass, the suits, alone and partner, and a few cards."""
    state = pyspiel.load_game("euchre").new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.legal_actions()[0])
    texts = [state.action_to_string(0, a) for a in range(24, 31)]
    assert texts == ["Pass", "Clubs", "Diamonds", "Hearts", "Spades", "Alone", "Partner"]
    assert (CARDS.id("9C"), CARDS.id("9S"), CARDS.id("JC"), CARDS.id("AS")) == (0, 3, 8, 23)
    assert Play(0) != Exchange(0)  # the same id in different phases
