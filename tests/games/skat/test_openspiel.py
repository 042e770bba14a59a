"""Skat against OpenSpiel 2.0.2's ``skat``, step by step (shared/rules/skat.md §11, §12).

``profile = openspiel`` is OpenSpiel's game: the same hands when the 32 chance outcomes, in
order, are the pack of a deal by seat 2 (§12.4, §15.1), the same seat to act, the same legal
game choices (§12.5: 32 pass, 33 diamonds … 38 null), put-aways and cards (card id = 8 × suit
+ rank, suits D H S C, ranks 7 8 9 Q K 10 A J) at every step, and the same returns (§11.6).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from tricktaker import Session
from tricktaker.actions import Declare, Discard, Pass
from tricktaker.cards import Deck
from tricktaker.testing.openspiel import (
    ActionMap,
    CardIds,
    Comparison,
    Correspondence,
    Final,
    compare,
    pack_in_chance_order,
    uniform,
)

pyspiel = pytest.importorskip("pyspiel")
pytestmark = pytest.mark.openspiel

CARDS = CardIds(suits="DHSC", ranks=("7", "8", "9", "Q", "K", "10", "A", "J"))
GAMES = ("diamonds", "hearts", "spades", "clubs", "grand", "null")


def put_away_id(deck: Deck, action: object) -> int | None:
    """A card put away is OpenSpiel's card id (§12.5)."""
    if isinstance(action, Discard) and len(action.cards) == 1:
        return CARDS.id(deck.format(action.cards[0]))
    return None


def openspiel_points(state: Any) -> tuple[int, int]:
    """OpenSpiel's "Points (Solo / Team)" line (§12.7)."""
    found = re.search(r"Points \(Solo / Team\): \((\d+) / (\d+)\)", str(state))
    assert found is not None
    return int(found.group(1)), int(found.group(2))


def tricktaker_points(session: Session) -> tuple[int, int]:
    """The same from tricktaker: (P, D) in a suit or grand game (the put-away counted for the
    declarer), (90, 30) / (30, 90) in null as OpenSpiel overwrites it, (0, 0) if all passed."""
    state = session.state
    game = state.parts["skat_game"]
    widow = state.parts["widow"]
    if game.declared is None:
        return 0, 0
    seat, deck = game.declarer, session.deck
    if game.declared == "null":
        return (90, 30) if state.tricks_won[seat] == 0 else (30, 90)
    mine = [*state.taken[seat], *widow.put_away[seat]]
    theirs = [c for s in range(3) if s != seat for c in state.taken[s]]
    return sum(deck.points(c, -1) for c in mine), sum(deck.points(c, -1) for c in theirs)


def openspiel_last_winner(state: Any) -> int | None:
    found = re.search(r"Last trick won by player (\d)", str(state))
    return None if found is None else int(found.group(1))


def tricktaker_last_winner(session: Session) -> int | None:
    last = session.state.last_trick
    return None if last is None else last[2]


SKAT = Correspondence(
    openspiel="skat",
    tricktaker="skat",
    actions=ActionMap(
        cards=CARDS,
        fixed={Pass(): 32, **{Declare(g): 33 + k for k, g in enumerate(GAMES)}},
        other=put_away_id,
    ),
    deal=pack_in_chance_order(CARDS, dealer=2),
    options=lambda parameters: {"profile": "openspiel"},
    finals=(
        Final("points (solo / team)", openspiel_points, tricktaker_points),
        Final("last trick's winner", openspiel_last_winner, tricktaker_last_winner),
    ),
)
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
