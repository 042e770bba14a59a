"""Spades against OpenSpiel 2.0.2's ``spades``, step by step (shared/rules/spades.md §13).

``profile = openspiel`` with OpenSpiel's five parameters (§13.2) is OpenSpiel's game: the same
hands when the chance outcomes, in order, are the pack of a deal by seat 3 (§13.4, §14.1), the
same seat to act, the same legal bids and cards at every step (§13.5: card id = 13 × suit +
rank, suits C D H S, ranks 2 .. A; bid n = 52 + n), and at the end the same returns (§8.3,
§13.6) and totals (``get_current_scores()``, per team). The harness is
:mod:`tricktaker.testing.openspiel`; docs/openspiel.md says how to run this file.

The first tests check the correspondence against OpenSpiel alone (the action texts, the hands
of the deal); the differential tests then play 400 deals over eight parameter settings and 400
deals with random parameters, comparing every step, and check that between them the deals went
through every rule of the scoring, the end and the returns.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from openspiel_games import SPADES, SPADES_CARDS
from tricktaker import DealGiven
from tricktaker.testing.openspiel import Comparison, compare, uniform

pyspiel = pytest.importorskip("pyspiel")
pytestmark = pytest.mark.openspiel

CARDS = SPADES_CARDS  # §13.5: 13 × suit + rank, suits C D H S, ranks 2 .. A

# OpenSpiel's parameters (§13.2); tricktaker gets the same five with profile = openspiel.
SETTINGS: list[dict[str, Any]] = [
    {},  # the defaults: 500, -350 (mercy on), bonus 200; never reached in one hand (§11.10)
    {"win_threshold": 100, "win_or_loss_bonus": 50},  # §11.9
    {"win_threshold": 100, "mercy_threshold": -100, "win_or_loss_bonus": 50},  # §11.9
    {"win_threshold": 40, "mercy_threshold": -40, "win_or_loss_bonus": -300},  # §8.3 order
    {"win_threshold": 50, "mercy_threshold": 0},  # 0 switches the mercy test off (§13.2)
    {"use_mercy_rule": False, "mercy_threshold": -100},  # read, never used (§13.2)
    {"use_mercy_rule": False, "mercy_threshold": 0, "win_threshold": 0, "win_or_loss_bonus": 1000},
    {"win_threshold": -150, "mercy_threshold": 150, "win_or_loss_bonus": -7, "num_tricks": 4},
]
DEALS_PER_SETTING = 50
RANDOM_DEALS = 400


def openspiel_card_text(card_id: int) -> str:
    """§13.5: OpenSpiel writes suit first and T for the ten (``ST``); the spec ``10S``."""
    text = CARDS.text(card_id)
    rank, suit = text[:-1], text[-1]
    return suit + ("T" if rank == "10" else rank)


def test_action_ids_are_openspiels() -> None:
    state = pyspiel.load_game("spades").new_initial_state()
    for card_id in CARDS.ids:
        assert state.action_to_string(0, card_id) == openspiel_card_text(card_id)
    assert [state.action_to_string(0, 52 + n) for n in range(14)] == [
        "Nil",
        *(str(n) for n in range(1, 14)),
    ]
    assert (CARDS.id("2C"), CARDS.id("AC"), CARDS.id("2D"), CARDS.id("10S"), CARDS.id("AS")) == (
        0,
        12,
        13,
        47,
        51,
    )


def hands_of(deal: DealGiven) -> list[list[str]]:
    """§14.1: pack[i] goes to seat (dealer + 1 + i) mod 4."""
    assert deal.pack is not None
    hands: list[list[str]] = [[] for _ in range(4)]
    for i, card in enumerate(deal.pack):
        hands[(deal.dealer + 1 + i) % 4].append(str(card))
    return hands


def openspiel_hand(state: Any, seat: int) -> list[str]:
    """The seat's hand from OpenSpiel's observation string (``S A832`` / ``H none`` / ...)."""
    cards = []
    for line in state.observation_string(seat).splitlines()[:4]:
        suit, _, ranks = line.partition(" ")
        if ranks != "none":  # a void suit
            cards += [("10" if r == "T" else r) + suit for r in ranks]
    return cards


@pytest.mark.parametrize("seed", range(20))
def test_the_chance_outcomes_are_the_pack_of_a_deal_by_seat_3(seed: int) -> None:
    """OpenSpiel alone, with random play: every seat holds the cards the deal map gives it
    (S-13, §14.1), seat 0, left of the dealer seat 3, bids first (S-1), and every card a seat
    plays was in that hand."""
    rng = random.Random(seed)
    state = pyspiel.load_game("spades").new_initial_state()
    outcomes = []
    while state.is_chance_node():
        outcomes.append(uniform(rng, state.legal_actions()))
        state.apply_action(outcomes[-1])
    hands = hands_of(SPADES.deal(outcomes))
    for seat in range(4):
        assert sorted(openspiel_hand(state, seat)) == sorted(hands[seat])
        assert hands[seat] == [CARDS.text(o) for o in outcomes[seat::4]]
    assert state.current_player() == 0
    while not state.is_terminal():
        seat, action = state.current_player(), uniform(rng, state.legal_actions())
        if action < 52:
            assert CARDS.text(action) in hands[seat]
        state.apply_action(action)


def modest_bids(rng: random.Random, ids: Sequence[int]) -> int:
    """Bids 0 to 4 only, so that contracts are made too (random bids are mostly set)."""
    return uniform(rng, ids[:5] if ids[0] >= 52 else ids)


def low_bids(rng: random.Random, ids: Sequence[int]) -> int:
    """Nil or 1: nil bids made and failed, and bags enough for the 10-bag penalty."""
    return uniform(rng, ids[:2] if ids[0] >= 52 else ids)


POLICIES = (uniform, modest_bids, low_bids)


def tally_of(comparison: Comparison, tally: Counter[str]) -> None:
    """Count the rules of §6 to §8.3 the deal went through (from tricktaker's hand record)."""
    assert comparison.session is not None and comparison.scores is not None
    tally["deals"] += 1
    tally["decisions"] += len(comparison.steps)
    for team in comparison.session.result()["hands"][0]["teams"]:
        tally["bid made" if team["made"] else "bid set"] += 1
        tally["bag penalty"] += team["penalties"] > 0
        for points in team["nil"].values():
            tally["nil made" if points > 0 else "nil failed"] += 1
    bonus = comparison.parameters.get("win_or_loss_bonus", 200)
    for team in (0, 1):
        change = comparison.returns[team] - comparison.scores[team]
        if bonus and change == bonus:
            tally["bonus added" if bonus > 0 else "negative bonus added"] += 1
        elif bonus and change == -bonus:
            tally["bonus taken" if bonus > 0 else "negative bonus taken"] += 1
    tally["tie"] += comparison.scores[0] == comparison.scores[1]
    tally["a side won"] += comparison.finals["a side won"]
    tally["§8.3 order visible"] += side_1_return(comparison, comparison.returns[0]) != (
        side_1_return(comparison, comparison.scores[0])
    )


def side_1_return(comparison: Comparison, r0: float) -> float:
    """§8.3 step 3, side 1's return against side 0's ``r0`` (adjusted by step 2, or not)."""
    assert comparison.scores is not None
    s1, parameters = comparison.scores[1], comparison.parameters
    bonus = parameters.get("win_or_loss_bonus", 200)
    mercy = parameters.get("mercy_threshold", -350)
    if s1 >= parameters.get("win_threshold", 500) and s1 > r0:
        return s1 + bonus
    if mercy and s1 <= mercy and s1 < r0:  # on exactly when the threshold is not 0 (§13.2)
        return s1 - bonus
    return s1


@pytest.mark.parametrize("index", range(len(SETTINGS)))
def test_spades_agrees_with_openspiel_at_every_step(index: int) -> None:
    """§13.2's parameter settings, DEALS_PER_SETTING deals each. At every step the legal bids
    (0 to 13, S-2, capped by the partner's bid, S-3, 0 being nil, S-4) and cards (the first
    lead, S-6, spades never broken, S-5) are OpenSpiel's; at the end the scores (a failed nil's
    tricks counting for the bid, S-7), who won (S-9, S-10) and the returns (S-11); the
    settings of worked example 9, and the defaults, which one hand never reaches (example 10)."""
    parameters = SETTINGS[index]
    tally: Counter[str] = Counter()
    for k in range(DEALS_PER_SETTING):
        seed = 1000 * index + k
        comparison = compare(SPADES, parameters, seed=seed, choose=POLICIES[k % len(POLICIES)])
        tally_of(comparison, tally)
    assert tally["decisions"] == DEALS_PER_SETTING * 56  # 4 bids and 52 cards a deal
    assert tally["bid made"] and tally["bid set"] and tally["nil made"] and tally["nil failed"]
    if index == 0:  # 500 and -350 are out of reach in one hand (§11.10)
        assert tally["a side won"] == 0
    else:
        assert tally["a side won"] > 0


def random_parameters(rng: random.Random) -> dict[str, Any]:
    """Any of the five parameters, or none, with values at the edges of one hand's scores
    (+230 and -290, §11.10) and of the tests (0, ±1)."""
    parameters: dict[str, Any] = {}
    if rng.random() < 0.8:
        parameters["win_threshold"] = rng.choice([-290, -100, -1, 0, 1, 41, 100, 230, 231, 500])
    if rng.random() < 0.8:
        parameters["mercy_threshold"] = rng.choice([-350, -291, -290, -100, -40, -1, 0, 1, 100])
    if rng.random() < 0.6:
        parameters["win_or_loss_bonus"] = rng.choice([-300, -1, 0, 1, 50, 200, 1000])
    if rng.random() < 0.3:
        parameters["use_mercy_rule"] = rng.random() < 0.5
    if rng.random() < 0.2:
        parameters["num_tricks"] = rng.choice([1, 2, 5, 13])
    return parameters


def test_spades_agrees_with_openspiel_for_random_parameters() -> None:
    """RANDOM_DEALS deals, each with its own parameters; between them they go through every
    rule of the scoring, the end of the game and the returns (ties, S-9; the mercy rule, S-10;
    side 1 adjusted against side 0's adjusted return, S-11), compared with OpenSpiel's."""
    rng = random.Random(2)
    tally: Counter[str] = Counter()
    for k in range(RANDOM_DEALS):
        parameters = random_parameters(rng)
        comparison = compare(SPADES, parameters, seed=k, choose=POLICIES[k % len(POLICIES)])
        tally_of(comparison, tally)
    assert tally["decisions"] == RANDOM_DEALS * 56
    for seen in (
        "bid made",
        "bid set",
        "nil made",
        "nil failed",
        "bag penalty",
        "bonus added",
        "bonus taken",
        "negative bonus added",
        "negative bonus taken",
        "tie",
        "a side won",
        "§8.3 order visible",  # side 1 adjusted against side 0's adjusted return (S-11)
    ):
        assert tally[seen] > 0, (seen, tally)
