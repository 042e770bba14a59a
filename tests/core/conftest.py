"""Fixtures shared by the core unit tests: small decks, a fresh Oh Hell game, a driver.

Every test gets its own registry (no entry points, no process-wide state), so nothing leaks
between tests.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

import tricktaker
import tricktaker_ohhell
from tricktaker.cards import Deck, ExtraCard, Suit
from tricktaker.engine.session import Session

STANDARD_SUITS = (
    Suit("S", "♠", "spades", False),
    Suit("H", "♥", "hearts", True),
    Suit("D", "♦", "diamonds", True),
    Suit("C", "♣", "clubs", False),
)
STANDARD_RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
KLABERJASS_RANKS = ("A", "10", "K", "Q", "J", "9", "8", "7")
KLABERJASS_TRUMP_RANKS = ("J", "9", "A", "10", "K", "Q", "8", "7")
COLONS = (
    ExtraCard("GC", "Grand Colon", "aces"),
    ExtraCard("RC", "Royal Colon", "faces"),
    ExtraCard("LC", "Little Colon", "numbers"),
)

OH_HELL_RULES = Path(tricktaker_ohhell.__file__).with_name("rules.toml")


@pytest.fixture
def deck() -> Deck:
    """The standard 52-card pack, A high, with T as an alias of 10."""
    return Deck(STANDARD_SUITS, STANDARD_RANKS, rank_aliases={"T": "10"})


@pytest.fixture
def colon_deck() -> Deck:
    """Bridgette's 55 cards: the standard pack and three suitless Colons."""
    return Deck(STANDARD_SUITS, STANDARD_RANKS, extras=COLONS, rank_aliases={"T": "10"})


@pytest.fixture
def klaberjass_deck() -> Deck:
    """32 cards, plain order A 10 K Q J 9 8 7, trump order J 9 A 10 K Q 8 7."""
    return Deck(
        STANDARD_SUITS,
        KLABERJASS_RANKS,
        rank_aliases={"T": "10"},
        trump_ranks=KLABERJASS_TRUMP_RANKS,
    )


@pytest.fixture
def registry() -> tricktaker.Registry:
    """A fresh registry holding only the bundled Oh Hell plugin."""
    return tricktaker.Registry(plugins=[tricktaker_ohhell], entry_points=False)


@pytest.fixture
def oh_hell(registry: tricktaker.Registry) -> tricktaker.Game:
    return registry.game("oh-hell")


@pytest.fixture
def oh_hell_rules_text() -> str:
    return OH_HELL_RULES.read_text(encoding="utf-8")


def choose(session: Session) -> tricktaker.Action:
    """A deterministic but varied policy: the pick depends on how far the game has gone."""
    legal = session.legal_actions()
    return legal[(len(session.history) * 7 + 3) % len(legal)]


@pytest.fixture
def policy() -> Callable[[Session], tricktaker.Action]:
    return choose


@pytest.fixture
def play_out() -> Callable[..., list[tricktaker.Action]]:
    """Play a session to the end with the deterministic policy; return the actions taken."""

    def run(session: Session, limit: int = 10_000) -> list[tricktaker.Action]:
        taken = []
        for _ in range(limit):
            if session.is_over:
                return taken
            action = choose(session)
            session.apply(action)
            taken.append(action)
        raise AssertionError(f"the game did not end within {limit} actions")

    return run
