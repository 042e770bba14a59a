"""The differential harness against OpenSpiel (:mod:`tricktaker.testing.openspiel`).

Card ids, the action map and the deal maps are checked without OpenSpiel. The harness itself
is checked on a game that OpenSpiel has too: tricktaker's Oh Hell, one hand of the positive
scoring, is OpenSpiel's ``oh_hell`` with ``num_tricks_fixed`` (its default scoring: a point per
trick, 10 more for the exact bid; the dealer may not make the bids add up to the tricks).
OpenSpiel draws the number of tricks (fixed here), the dealer and the cards: card k goes to
seat k % players whoever deals, then one card is turned for trumps; its card id is
4 × rank + suit with the suits C, D, S, H. Then every broken part of a correspondence is
reported as a :class:`Disagreement` that says where and what.
"""

from __future__ import annotations

import dataclasses
import random
import subprocess
import sys
from collections.abc import Sequence
from typing import Any

import pytest

from openspiel_games import OH_HELL, OH_HELL_CARDS, oh_hell_deal
from tricktaker import Bid, DealGiven, Pass, Play, load_game
from tricktaker.testing.openspiel import (
    STANDARD_RANKS,
    ActionMap,
    CardIds,
    Correspondence,
    Disagreement,
    Final,
    compare,
    hands_in_chance_order,
    pack_in_chance_order,
    uniform,
)

GAME = load_game("oh-hell")
DECK = GAME.new_session(options={"players": 4}, seed=0).deck


# -- card ids ------------------------------------------------------------------------------------


def test_card_ids_suit_major() -> None:
    ids = CardIds(suits="CDHS")  # id = 13 * suit + rank
    assert [ids.text(i) for i in (0, 8, 12, 13, 38, 51)] == ["2C", "10C", "AC", "2D", "AH", "AS"]
    assert ids.id("10S") == ids.id("TS") == ids.id(" ts ") == 13 * 3 + 8
    assert [ids.id(ids.text(i)) for i in ids.ids] == list(range(52))


def test_card_ids_rank_major_and_offset() -> None:
    ids = CardIds(suits="CDHS", suit_major=False)  # id = 4 * rank + suit
    assert (ids.text(0), ids.text(37), ids.text(43), ids.text(51)) == ("2C", "JD", "QS", "AS")
    short = CardIds(suits="CDHS", ranks=("9", "10", "J", "Q", "K", "A"), suit_major=False)
    assert (short.text(0), short.text(3), short.text(8), short.text(23)) == ("9C", "9S", "JC", "AS")
    shifted = CardIds(offset=100)
    assert shifted.ids == range(100, 152)
    assert shifted.id("2C") == 100


@pytest.mark.parametrize("bad", ["", "S", "1S", "10X", "ZZ"])
def test_card_ids_refuse_what_is_not_a_card(bad: str) -> None:
    with pytest.raises(ValueError, match="not a card"):
        CardIds().id(bad)


def test_card_ids_refuse_an_id_out_of_range() -> None:
    with pytest.raises(ValueError, match="not a card id"):
        CardIds().text(52)


def test_every_card_of_a_tricktaker_pack_has_its_id() -> None:
    ids = CardIds(suits="CDHS")
    assert sorted(ids.id(DECK.format(c)) for c in DECK.cards) == list(range(52))


# -- the action map ------------------------------------------------------------------------------


def test_action_map() -> None:
    actions = ActionMap(cards=CardIds(suits="CDHS"), bids=52, fixed={Pass(): 70})
    card = DECK.parse
    assert actions.openspiel_id(DECK, Play(card("10S"))) == 13 * 3 + 8
    assert actions.openspiel_id(DECK, Play(card("2C"))) == 0
    assert [actions.openspiel_id(DECK, Bid(n)) for n in (0, 1, 13)] == [52, 53, 65]
    assert actions.openspiel_id(DECK, Pass()) == 70
    assert actions.openspiel_id(DECK, Play(card("AS"), "marriage")) is None  # an announcement
    assert ActionMap(cards=CardIds()).openspiel_id(DECK, Bid(3)) is None
    assert ActionMap(bids=52).openspiel_id(DECK, Play(0)) is None


def test_action_map_other_comes_first() -> None:
    def other(deck: Any, action: Any) -> int | None:
        return 99 if action == Bid(0) else None

    actions = ActionMap(bids=52, other=other)
    assert (actions.openspiel_id(DECK, Bid(0)), actions.openspiel_id(DECK, Bid(1))) == (99, 53)


# -- deal maps -----------------------------------------------------------------------------------


def test_pack_in_chance_order() -> None:
    ids = CardIds(suits="CDHS")
    outcomes = list(reversed(range(52)))
    deal = pack_in_chance_order(ids, dealer=3)(outcomes)
    assert deal.dealer == 3
    assert deal.pack is not None
    assert list(deal.pack) == [ids.text(o) for o in outcomes]
    assert deal.pack[:2] == ["AS", "KS"]


def test_hands_in_chance_order() -> None:
    ids = CardIds(suits="CDHS")
    deal = hands_in_chance_order(ids, players=4, dealer=0, first=1)(range(8))
    assert deal.hands is not None
    assert [list(h) for h in deal.hands] == [["5C", "9C"], ["2C", "6C"], ["3C", "7C"], ["4C", "8C"]]


def test_the_module_imports_without_openspiel() -> None:
    code = (
        "import sys; sys.modules['pyspiel'] = None\n"
        "import tricktaker.testing.openspiel as m\n"
        "try:\n    m.pyspiel()\nexcept ImportError:\n    print('no pyspiel')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.strip() == "no pyspiel"


# -- the harness, on a game both have ------------------------------------------------------------

CARDS = OH_HELL_CARDS
PARAMETERS = {"players": 4, "num_tricks_fixed": 5}


@pytest.fixture
def openspiel() -> None:
    """Skip a test that needs OpenSpiel where it is not installed."""
    pytest.importorskip("pyspiel")


@pytest.mark.openspiel
@pytest.mark.usefixtures("openspiel")
def test_oh_hell_agrees_with_openspiel() -> None:
    rng = random.Random(2)
    decisions = 0
    for seed in range(300):
        players = rng.randint(3, 7)
        tricks = rng.randint(1, (52 - 1) // players)
        parameters = {"players": players, "num_tricks_fixed": tricks}
        comparison = compare(OH_HELL, parameters, seed=seed, game=GAME)
        assert len(comparison.steps) == players * (tricks + 1)
        assert len(comparison.chance) == 3 + players * tricks
        decisions += len(comparison.steps)
    assert decisions > 6_000


@pytest.mark.openspiel
@pytest.mark.usefixtures("openspiel")
def test_a_comparison_is_reproducible() -> None:
    first = compare(OH_HELL, PARAMETERS, seed=5, game=GAME)
    again = compare(OH_HELL, PARAMETERS, seed=5, game=GAME)
    assert first.history == again.history
    assert first.steps == again.steps
    replayed = compare(OH_HELL, PARAMETERS, seed=6, history=first.history, game=GAME)
    assert replayed.steps == first.steps
    assert replayed.returns == first.returns
    other = compare(OH_HELL, PARAMETERS, seed=6, game=GAME)
    assert other.history != first.history


def disagreement(corr: Correspondence, parameters: dict[str, Any] | None = None) -> str:
    with pytest.raises(Disagreement) as caught:
        compare(corr, parameters or PARAMETERS, seed=3, game=GAME)
    assert isinstance(caught.value, AssertionError)
    message = str(caught.value)
    assert "seed: 3" in message
    assert "OpenSpiel parameters: {'players': 4, 'num_tricks_fixed': 5}" in message
    assert "OpenSpiel history: [5, " in message
    return message


@pytest.mark.openspiel
@pytest.mark.usefixtures("openspiel")
def test_different_legal_actions_are_reported() -> None:
    message = disagreement(dataclasses.replace(OH_HELL, actions=ActionMap(cards=CARDS, bids=53)))
    assert "disagree at step 1: the legal actions differ" in message
    assert "to act" in message
    assert "only OpenSpiel: 0=52" in message
    assert "only tricktaker: 5" in message
    assert "OpenSpiel legal (6): 0=52 1=53 2=54 3=55 4=56 5=57" in message
    assert "tricktaker legal (6): 0=53 1=54 2=55 3=56 4=57 5=58" in message
    assert "history: (no decision yet)" in message


@pytest.mark.openspiel
@pytest.mark.usefixtures("openspiel")
def test_actions_without_an_id_are_reported() -> None:
    message = disagreement(dataclasses.replace(OH_HELL, actions=ActionMap(cards=CARDS)))
    assert "the legal actions differ" in message
    assert "no OpenSpiel id: 0 1 2 3 4 5" in message
    assert "tricktaker legal (6): 0=? 1=?" in message


@pytest.mark.openspiel
@pytest.mark.usefixtures("openspiel")
def test_two_actions_with_one_id_are_reported() -> None:
    message = disagreement(
        dataclasses.replace(OH_HELL, actions=ActionMap(cards=CARDS, bids=52, fixed={Bid(1): 52}))
    )
    assert "the same OpenSpiel id: 0 and 1" in message


@pytest.mark.openspiel
@pytest.mark.usefixtures("openspiel")
def test_a_different_player_is_reported() -> None:
    corr = dataclasses.replace(OH_HELL, player=lambda s: (s.current_seat + 1) % s.players)
    message = disagreement(corr)
    assert "at step 1: OpenSpiel's player to act is" in message


@pytest.mark.openspiel
@pytest.mark.usefixtures("openspiel")
def test_a_wrong_card_later_in_the_game_is_reported_with_the_history() -> None:
    # Ranks in the wrong order: the same cards, but other trick winners.
    wrong = CardIds(suits="CDSH", ranks=tuple(reversed(STANDARD_RANKS)), suit_major=False)
    corr = dataclasses.replace(OH_HELL, actions=ActionMap(cards=wrong, bids=52))
    message = disagreement(corr)
    assert "disagree at step 5: the legal actions differ" in message  # the first card
    assert "history: 1. seat 3: 4 (4=56); 2. seat 0: 0 (0=52);" in message


@pytest.mark.openspiel
@pytest.mark.usefixtures("openspiel")
def test_different_returns_and_scores_are_reported() -> None:
    message = disagreement(dataclasses.replace(OH_HELL, returns=lambda s: [0.5] * s.players))
    assert "the returns differ" in message
    assert "tricktaker returns: [0.5, 0.5, 0.5, 0.5]" in message
    message = disagreement(dataclasses.replace(OH_HELL, scores=lambda state: [1, 2, 3, 4]))
    assert "the scores differ" in message
    assert "OpenSpiel scores: [1, 2, 3, 4]" in message
    agreed = compare(
        dataclasses.replace(OH_HELL, scores=lambda state: state.returns()),
        seed=3,
        parameters=PARAMETERS,
        game=GAME,
    )
    assert agreed.scores == agreed.returns
    assert (
        compare(
            dataclasses.replace(OH_HELL, scores=lambda state: None), PARAMETERS, seed=3, game=GAME
        ).scores
        is None
    )


@pytest.mark.openspiel
@pytest.mark.usefixtures("openspiel")
def test_an_end_on_one_side_only_is_reported() -> None:
    two_hands = dataclasses.replace(
        OH_HELL, options=lambda p: {"players": 4, "hand_sizes": [p["num_tricks_fixed"]] * 2}
    )
    message = disagreement(two_hands)
    assert "OpenSpiel is over, tricktaker is not" in message
    assert f"at step {4 * 6 + 1}:" in message


@pytest.mark.openspiel
@pytest.mark.usefixtures("openspiel")
def test_a_deal_tricktaker_refuses_is_reported() -> None:
    def twice(outcomes: Sequence[int]) -> DealGiven:
        deal = oh_hell_deal(outcomes)
        assert deal.hands is not None
        return dataclasses.replace(deal, hands=[deal.hands[0]] * len(deal.hands))

    message = disagreement(dataclasses.replace(OH_HELL, deal=twice))
    assert "disagree at the deal: tricktaker cannot start the game" in message
    assert "deal: dealer" in message


@pytest.mark.openspiel
@pytest.mark.usefixtures("openspiel")
def test_a_policy_chooses_the_actions() -> None:
    lowest = compare(OH_HELL, PARAMETERS, seed=1, game=GAME, choose=lambda rng, ids: ids[0])
    assert [s.tricktaker_text for s in lowest.steps[:4]] == ["0", "0", "0", "0"]
    random_ = compare(OH_HELL, PARAMETERS, seed=1, game=GAME, choose=uniform)
    assert random_.chance == lowest.chance  # the deal is drawn before any decision


@pytest.mark.openspiel
@pytest.mark.usefixtures("openspiel")
def test_returns_that_cannot_be_read_are_reported() -> None:
    message = disagreement(dataclasses.replace(OH_HELL, returns=lambda s: s.result()["rewards"]))
    assert "tricktaker gives no returns: KeyError('rewards')" in message


@pytest.mark.openspiel
@pytest.mark.usefixtures("openspiel")
def test_a_history_must_be_legal() -> None:
    with pytest.raises(ValueError, match=r"history\[1\] = 9 is not legal there"):
        compare(OH_HELL, PARAMETERS, seed=1, history=[5, 9], game=GAME)


@pytest.mark.openspiel
@pytest.mark.usefixtures("openspiel")
def test_finals_are_compared() -> None:
    seat_0 = Final("seat 0's points", lambda state: state.returns()[0], lambda s: s.scores[0])
    agreed = compare(dataclasses.replace(OH_HELL, finals=(seat_0,)), PARAMETERS, seed=3, game=GAME)
    assert agreed.finals == {"seat 0's points": agreed.returns[0]}
    off = Final("seat 0's points", lambda state: state.returns()[0], lambda s: s.scores[0] + 1)
    message = disagreement(dataclasses.replace(OH_HELL, finals=(seat_0, off)))
    assert "seat 0's points differs" in message
    assert f"tricktaker: {int(agreed.returns[0]) + 1}" in message
