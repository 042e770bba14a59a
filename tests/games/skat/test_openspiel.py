"""Skat against OpenSpiel 2.0.2's ``skat``, step by step (shared/rules/skat.md §11, §12).

``profile = openspiel`` is OpenSpiel's game: the same hands when the 32 chance outcomes, in
order, are the pack of a deal by seat 2 (§12.4, §15.1), the same seat to act, the same legal
game choices (§12.5: 32 pass, 33 diamonds … 38 null), put-aways and cards (card id = 8 × suit
+ rank, suits D H S C, ranks 7 8 9 Q K 10 A J) at every step, and the same returns (§11.6).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import pytest

from openspiel_games import SKAT, SKAT_CARDS, SKAT_GAMES
from tricktaker.testing.openspiel import Comparison, compare, uniform

pyspiel = pytest.importorskip("pyspiel")
pytestmark = pytest.mark.openspiel

CARDS, GAMES = SKAT_CARDS, SKAT_GAMES  # §12.3, §12.5
DEALS = 240


def test_card_ids_are_openspiels() -> None:
    """§12.3: id 8 × suit + rank; OpenSpiel writes suit first with T for the ten."""
    state = pyspiel.load_game("skat").new_initial_state()
    for card_id in CARDS.ids:
        text = CARDS.text(card_id)
        rank, suit = text[:-1], text[-1]
        assert state.action_to_string(0, card_id) == suit + ("T" if rank == "10" else rank)
    assert (CARDS.id("7D"), CARDS.id("JD"), CARDS.id("10H"), CARDS.id("JC")) == (0, 7, 13, 31)


def game_first(rng: random.Random, ids: Sequence[int]) -> int:
    """Seat choosing: name a game more often than passing, so every game is played."""
    if 32 in ids and rng.random() < 0.7:
        return uniform(rng, [i for i in ids if i > 32])
    return uniform(rng, ids)


def duck(rng: random.Random, ids: Sequence[int]) -> int:
    """The lowest card id first (often ducking in null), else any."""
    return ids[0] if rng.random() < 0.5 else uniform(rng, ids)


def tally_of(comparison: Comparison, tally: Counter[str]) -> None:
    assert comparison.session is not None
    tally["deals"] += 1
    tally["decisions"] += len(comparison.steps)
    hand = comparison.session.result()["hands"][0]
    if hand["thrown_in"]:
        tally["all passed"] += 1
        return
    tally[hand["declaration"]] += 1
    tally[f"declarer {hand['declarer']}"] += 1
    if hand["declaration"] == "null" and sum(hand["tricks"]) < 10:
        tally["null ended early"] += 1


def test_skat_agrees_with_openspiel_at_every_step() -> None:
    """DEALS deals (§12.10): every step's seat and legal set (the winner of each trick is the
    next seat to act), the returns, the Points line and the last trick's winner at the end;
    between them every game, every declarer, all-pass deals, null games ended at the
    declarer's first trick."""
    tally: Counter[str] = Counter()
    policies = (uniform, game_first, duck)
    for k in range(DEALS):
        rng_choice = policies[k % len(policies)]
        tally_of(compare(SKAT, {}, seed=k, choose=rng_choice), tally)
    assert tally["deals"] == DEALS
    for seen in (*GAMES, "all passed", "declarer 0", "declarer 1", "declarer 2"):
        assert tally[seen] > 0, (seen, tally)
    assert tally["null ended early"] > 0, tally
