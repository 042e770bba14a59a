"""Variants: one overridden rule hook, or a rules overlay, never leaking into the base game.

Acceptance item: a variant plugin passed to ``new_session(plugins=[...])`` changes only its own
session; a plain session played side by side, action for action, is exactly a third plain one.
"""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any

import pytest

import tricktaker
import tricktaker_ohhell
from tricktaker import CompiledGame, GameSpec, Registry, defaults
from tricktaker.engine.session import Session
from tricktaker.engine.state import State
from tricktaker.testing import games_plugin

OPTIONS = {"players": 4, "hand_sizes": "3,2,4", "scoring_style": "negative"}
"""A short match; negative scoring has both positive and negative hand scores."""


class DoubleScores:
    """Variant: every hand scores twice the core's exact-bid points."""

    @tricktaker.hookimpl
    def score_hand(self, game: CompiledGame, state: State) -> list[int]:
        return [2 * p for p in defaults.score_hand(game=game, state=state)]


class CountingObserver:
    """Counts hand_ended events (an event hook, called only where registered)."""

    def __init__(self) -> None:
        self.hands = 0

    @tricktaker.hookimpl
    def hand_ended(self, game: CompiledGame, view: object, scores: list[int]) -> None:
        self.hands += 1


def test_one_overridden_hook_changes_only_its_own_session(
    oh_hell: tricktaker.Game, policy: Callable[[Session], tricktaker.Action]
) -> None:
    plain = oh_hell.new_session(OPTIONS, seed=31)
    variant = oh_hell.new_session(OPTIONS, seed=31, plugins=[DoubleScores()])
    witness = oh_hell.new_session(OPTIONS, seed=31)
    assert variant.state.hands == plain.state.hands
    while not plain.is_over:
        action = policy(plain)
        assert variant.legal_actions() == plain.legal_actions()
        # interleave: plain, variant, witness, each one action at a time
        plain.apply(action)
        variant.apply(action)
        witness.apply(action)
    assert variant.is_over and witness.is_over
    assert witness.scores == plain.scores
    assert witness.history == plain.history
    assert witness.state.hand_results == plain.state.hand_results
    assert variant.scores == [2 * s for s in plain.scores]
    assert any(s != 0 for s in plain.scores)  # the doubling was visible
    assert [r["scores"] for r in variant.state.hand_results] == [
        [2 * s for s in r["scores"]] for r in plain.state.hand_results
    ]
    # and after the variant ran, a new plain session still scores plainly
    again = oh_hell.new_session(OPTIONS, seed=31)
    for _, action, _ in plain.history:
        again.apply(action)
    assert again.scores == plain.scores


def test_variant_session_has_its_own_plugin_manager(oh_hell: tricktaker.Game) -> None:
    plain = oh_hell.new_session(OPTIONS, seed=1)
    variant = oh_hell.new_session(OPTIONS, seed=1, plugins=[DoubleScores()])
    assert plain.pm is not variant.pm
    assert len(plain.pm.hook.score_hand.get_hookimpls()) == 1  # the core default only
    assert len(variant.pm.hook.score_hand.get_hookimpls()) == 2
    # the variant answers first, the core default is the trylast fallback
    assert isinstance(variant.pm.hook.score_hand.get_hookimpls()[-1].plugin, DoubleScores)


def test_event_observer_sees_only_its_session(
    oh_hell: tricktaker.Game, play_out: Callable[..., list[tricktaker.Action]]
) -> None:
    observer = CountingObserver()
    watched = oh_hell.new_session(OPTIONS, seed=2, plugins=[observer])
    unwatched = oh_hell.new_session(OPTIONS, seed=2)
    play_out(unwatched)
    assert observer.hands == 0
    play_out(watched)
    assert observer.hands == 3
    assert watched.scores == unwatched.scores


# -- variants registered as games ------------------------------------------------------------


def variant_plugin(*specs: GameSpec) -> types.ModuleType:
    return games_plugin("oh_hell_variants", *specs)


@pytest.fixture
def variants() -> Registry:
    return Registry(
        plugins=[
            tricktaker_ohhell,
            variant_plugin(
                GameSpec(
                    id="oh-hell-five",
                    base="oh-hell",
                    overlay={"options": {"players": {"default": 5}}},
                    summary="Oh Hell for five by default",
                ),
                GameSpec(
                    id="oh-hell-twenty",
                    base="oh-hell",
                    overlay={"scoring": {"styles": {"positive": {"made": {"base": 20}}}}},
                ),
                GameSpec(id="oh-hell-double", base="oh-hell", plugins=(DoubleScores(),)),
            ),
        ],
        entry_points=False,
    )


def test_overlay_variant_changes_a_default(variants: Registry) -> None:
    five = variants.game("oh-hell-five")
    assert five.rules.game.id == "oh-hell-five"
    assert five.rules.game.name == "Oh Hell"
    assert five.rules.options["players"].default == 5
    assert five.rules.options["players"].min == 3  # the rest of the table is the base's
    session = five.new_session(seed=4)
    assert session.players == 5
    assert session.game_id == "oh-hell-five"
    assert session.observation(0)["game"] == "oh-hell-five"
    assert [g.id for g in five.chain] == ["oh-hell", "oh-hell-five"]


def test_overlay_leaves_the_base_game_alone(variants: Registry) -> None:
    variants.game("oh-hell-five").new_session(seed=4)
    base = variants.game("oh-hell")
    assert base.rules.options["players"].default == 4
    assert base.rules.game.id == "oh-hell"
    assert base.new_session(seed=4).players == 4


def test_scoring_table_overlay(
    variants: Registry, play_out: Callable[..., list[tricktaker.Action]]
) -> None:
    options = {"players": 3, "hand_sizes": "2,3,1,3"}
    base = variants.game("oh-hell").new_session(options, seed=6)
    twenty = variants.game("oh-hell-twenty").new_session(options, seed=6)
    assert twenty.rules.scoring is not None
    made = twenty.rules.scoring.styles["positive"].made
    assert (made.base, made.per_trick) == (20, 1)  # merged, not replaced
    for action in play_out(base):
        twenty.apply(action)
    assert twenty.is_over
    for plain, changed in zip(base.state.hand_results, twenty.state.hand_results, strict=True):
        for seat in range(3):
            bonus = 10 if plain["bids"][seat] == plain["tricks"][seat] else 0
            assert changed["scores"][seat] == plain["scores"][seat] + bonus


def test_hook_variant_registered_as_a_game(
    variants: Registry, play_out: Callable[..., list[tricktaker.Action]]
) -> None:
    base = variants.game("oh-hell").new_session(OPTIONS, seed=9)
    double = variants.game("oh-hell-double").new_session(OPTIONS, seed=9)
    assert double.game_id == "oh-hell-double"
    for action in play_out(base):
        double.apply(action)
    assert double.scores == [2 * s for s in base.scores]


def test_variant_and_base_sessions_at_once(
    variants: Registry, policy: Callable[[Session], tricktaker.Action]
) -> None:
    """Sessions of several games alive together never see each other's hooks or rules."""
    options: dict[str, Any] = {"players": 4, "hand_sizes": "2,2"}
    sessions = {
        name: variants.game(name).new_session(options, seed=13)
        for name in ("oh-hell", "oh-hell-double", "oh-hell-twenty", "oh-hell-five")
    }
    lead = sessions["oh-hell"]
    while not lead.is_over:
        action = policy(lead)
        for session in sessions.values():
            session.apply(action)
    scores = {name: s.scores for name, s in sessions.items()}
    assert scores["oh-hell-five"] == scores["oh-hell"]  # only a default changed
    assert scores["oh-hell-double"] == [2 * s for s in scores["oh-hell"]]
    fresh = variants.game("oh-hell").new_session(options, seed=13)
    for _, action, _ in lead.history:
        fresh.apply(action)
    assert fresh.scores == scores["oh-hell"]
