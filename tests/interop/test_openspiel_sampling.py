"""What OpenSpiel 2.0's resamplers give its ISMCTS. ``ResampleFromInfostate`` (the worlds of
``pyspiel.ISMCTSBot``) in Oh Hell and Euchre re-deals only the cards the other players truly
hold, among them: every world keeps the undealt cards (Oh Hell's stock, Euchre's kitty) out of
play, which the seat cannot know. ``benchmarks/strength.py`` compares ``search`` with that
ISMCTS on the same information through ``search+undealt``
(:attr:`tricktaker.bots.search.SearchBot.undealt_known`); these tests pin the fact, so a
release of OpenSpiel that changes it fails here. Skipped without the ``openspiel`` extra."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

pytestmark = pytest.mark.openspiel

pyspiel = pytest.importorskip("pyspiel")


def oh_hell_hand(text: str, player: int) -> set[str]:
    """``player``'s cards in its own Oh Hell information state string (``Player: p`` then one
    line a suit, e.g. ``    D: QT76``)."""
    lines = text.split("\n")
    start = lines.index(f"Player: {player}") + 1
    return {
        line.strip()[0] + rank
        for line in lines[start : start + 4]
        for rank in line.partition(": ")[2].strip()
    }


def euchre_hand(text: str, player: int) -> set[str]:
    """``player``'s cards in its own Euchre information state string (``Hand:`` then one line
    a suit, e.g. ``H T9``, ``C none``)."""
    lines = text.split("\n")
    start = lines.index("Hand:") + 1
    cards = set()
    for line in lines[start : start + 4]:
        suit, _, ranks = line.partition(" ")
        cards |= set() if ranks == "none" else {suit + rank for rank in ranks}
    return cards


def others(state: Any, seat: int, hand: Callable[[str, int], set[str]]) -> set[str]:
    """The cards the players other than ``seat`` hold in ``state``."""
    return {
        card
        for player in range(state.num_players())
        if player != seat
        for card in hand(state.information_state_string(player), player)
    }


@pytest.mark.parametrize(
    ("name", "params", "hand"),
    [
        ("oh_hell", {"players": 4, "num_tricks_fixed": 10}, oh_hell_hand),
        ("euchre", {}, euchre_hand),
    ],
)
def test_the_resampler_keeps_the_others_cards_and_so_knows_the_undealt(
    name: str, params: dict[str, Any], hand: Callable[[str, int], set[str]]
) -> None:
    """In 40 positions (random deals, random plays into the hand), every one of 25 resampled
    worlds of the seat to act gives the other players exactly the cards they truly hold
    between them. Oh Hell deals 41 of its 52 cards (4 × 10 and the trump card), Euchre 21 of
    24 (4 × 5 and the upcard): the undealt ones, never shown, are out of every world, which
    the seat cannot know."""
    game = pyspiel.load_game(name, params)
    rng = random.Random(16)
    moved = 0
    for _ in range(40):
        state = game.new_initial_state()
        while state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(actions, probs)[0])
        for _ in range(rng.randrange(12)):
            if state.is_terminal() or state.is_chance_node():
                break
            state.apply_action(rng.choice(state.legal_actions()))
        if state.is_terminal() or state.is_chance_node():
            continue
        seat = state.current_player()
        truth = others(state, seat, hand)
        for _ in range(25):
            world = state.resample_from_infostate(seat, rng.random)
            assert others(world, seat, hand) == truth
            moved += any(
                hand(world.information_state_string(p), p)
                != hand(state.information_state_string(p), p)
                for p in range(state.num_players())
                if p != seat
            )
    assert moved > 500  # the worlds do differ: the cards move among the other hands
