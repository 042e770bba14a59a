"""Bridge against OpenSpiel 2.0.2's ``bridge``, step by step (shared/rules/bridge.md §14).

``bridge(use_double_dummy_result=false, dealer=d, dealer_vul=a, non_dealer_vul=b)`` is
reproduced by tricktaker's options ``dealer=d, dealer_vul=a, non_dealer_vul=b`` (§11.1, C-19):
the same hands when OpenSpiel's j-th chance card goes to seat j mod 4 from North, whatever the
dealer (§14.3, C-2), the same player to act — the declarer whenever its own or the dummy's
hand is to play (§14.5, C-6) — the same legal calls and cards at every step (§14.4: card id =
4 × rank + suit, suits C D H S; calls 52 Pass, 53 X, 54 XX, 55 + 5 × (level − 1) +
denomination), and at the end the same trick winners, contract, declarer and returns (§14.6).
The harness is :mod:`tricktaker.testing.openspiel`; docs/openspiel.md says how to run this file.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from openspiel_games import BRIDGE, BRIDGE_CARDS, bridge_call_id
from tricktaker import ContractBid, Session
from tricktaker.testing.openspiel import (
    Comparison,
    Correspondence,
    compare,
    hands_in_chance_order,
    uniform,
)

pyspiel = pytest.importorskip("pyspiel")
pytestmark = pytest.mark.openspiel

CARDS, call_id = BRIDGE_CARDS, bridge_call_id  # §14.4


def correspondence(parameters: dict[str, Any]) -> Correspondence:
    """§14.3: chance card j to seat j mod 4, starting with North, whatever the dealer."""
    from dataclasses import replace

    dealer = int(parameters.get("dealer", 0))
    return replace(BRIDGE, deal=hands_in_chance_order(CARDS, 4, dealer=dealer, first=0))


def test_action_ids_are_openspiels() -> None:
    """§14.4: card ids and call ids, with OpenSpiel's own texts."""
    game = pyspiel.load_game("bridge", {"use_double_dummy_result": False})
    state = game.new_initial_state()
    assert [state.action_to_string(a) for a in (0, 1, 2, 3, 4, 51)] == [
        "♣2",
        "♦2",
        "♥2",
        "♠2",
        "♣3",
        "♠A",
    ]
    assert (CARDS.id("2C"), CARDS.id("2S"), CARDS.id("10H"), CARDS.id("AS")) == (0, 3, 34, 51)
    session = pyspiel_session()
    deck = session.deck
    assert call_id(deck, ContractBid(1, deck.suit_index("C"))) == 55
    assert call_id(deck, ContractBid(1, -1)) == 59
    assert call_id(deck, ContractBid(3, -1)) == 69
    assert call_id(deck, ContractBid(4, deck.suit_index("H"))) == 72
    assert call_id(deck, ContractBid(7, -1)) == 89


def pyspiel_session() -> Session:
    from tricktaker import load_game

    return load_game("bridge").new_session(seed=0)


def pass_heavy(rng: random.Random, ids: Sequence[int]) -> int:
    """Calls: mostly Pass, else the few lowest bids, a double or a redouble: part-scores,
    doubled contracts and passed-out boards (uniform calls mostly climb to 7NT)."""
    if ids[0] < 52:
        return uniform(rng, ids)
    if rng.random() < 0.6:
        return 52
    return uniform(rng, ids[:5])


def climbing(rng: random.Random, ids: Sequence[int]) -> int:
    """Calls: Pass half the time, else one of the four next calls: games and slams; cards:
    mostly the highest legal card (more contracts made)."""
    if ids[0] < 52:
        return ids[-1] if rng.random() < 0.7 else uniform(rng, ids)
    if rng.random() < 0.5:
        return 52
    return uniform(rng, ids[1:5] or ids)


POLICIES = (uniform, pass_heavy, climbing)
SETTINGS = [
    {"dealer": d, "dealer_vul": a, "non_dealer_vul": b}
    for d in range(4)
    for a in (False, True)
    for b in (False, True)
]
DEALS_PER_SETTING = 15  # 16 settings × 15 = 240 deals


def tally_of(comparison: Comparison, tally: Counter[str]) -> None:
    session = comparison.session
    assert session is not None
    result = session.result()["hands"][0]["result"]
    contract = result["contract"]
    if contract == "passed out":
        tally["passed out"] += 1
        return
    tally[
        "redoubled" if contract.endswith("XX") else "doubled" if "X" in contract else "plain"
    ] += 1
    tally["made" if "undertricks" not in result["parts"] else "defeated"] += 1
    for part in ("game_bonus", "part_score_bonus", "slam_bonus"):
        tally[part] += part in result["parts"]
    tally["slam contract"] += contract[0] in "67"
    dummy_acted = any(seat == result["declarer"] for seat, _, _ in session.history)
    tally["declarer played dummy"] += dummy_acted


def test_every_step_agrees_with_openspiel() -> None:
    """240 deals over the 16 settings of dealer and vulnerability flags, calls chosen by three
    policies: at every step the same player and legal set; at the end the same trick
    winners, contract (and declarer) and returns. The deals go through passed-out boards,
    undoubled, doubled and redoubled contracts, made and defeated, games, part-scores and
    slam contracts (every scoring cell is compared with the spec's tables in
    test_scoring.py)."""
    tally: Counter[str] = Counter()
    for n, setting in enumerate(SETTINGS):
        params = {"use_double_dummy_result": False, **setting}
        corr = correspondence(params)
        for k in range(DEALS_PER_SETTING):
            seed = 1000 * n + k
            choose = POLICIES[k % len(POLICIES)]
            comparison = compare(corr, params, seed=seed, choose=choose)
            tally_of(comparison, tally)
    for seen in (
        "passed out",
        "plain",
        "doubled",
        "redoubled",
        "made",
        "defeated",
        "game_bonus",
        "part_score_bonus",
        "slam contract",
    ):
        assert tally[seen] > 0, (seen, tally)


@pytest.mark.parametrize("board", range(1, 17))
def test_numbered_boards_agree_with_openspiel(board: int) -> None:
    """§14.7: OpenSpiel's ``new_initial_state(tournament_seed, board)`` (already dealt, its
    dealer and vulnerability by the 16-board cycle) is tricktaker's ``board_number = board``
    with the deal's hands: every step and the returns agree (which checks the cycle's
    vulnerability through the scores), for two tournament seeds and two call policies."""
    from dataclasses import replace

    params = {"use_double_dummy_result": False}
    corr = replace(
        BRIDGE,
        deal=hands_in_chance_order(CARDS, 4, dealer=(board - 1) % 4, first=0),
        options=lambda parameters: {"board_number": board},
    )
    for tournament in (7, 11):
        for choose in (pass_heavy, climbing):
            comparison = compare(
                corr,
                params,
                seed=100 * board + tournament,
                choose=choose,
                initial=lambda game, t=tournament: game.new_initial_state(t, board),
            )
            session = comparison.session
            assert session is not None
            assert session.observation(0)["board"] == board
