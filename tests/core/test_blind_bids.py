"""The core's blind bids, hidden own hands and passes of cards, in game-neutral settings: an
exact-bidding game without sides whose players may all bid blind, and a game whose rules ask
for a pass to a partner without partnerships (refused when it is compiled)."""

from __future__ import annotations

import random

import pytest

from tricktaker import BlindBid, GameSpec, Look, NotationError, RulesError, load_game
from tricktaker.engine import views
from tricktaker.testing import games_plugin, isolated_registry


def blind_game(**blind: object):
    spec = GameSpec(
        id="oh-hell-blind",
        base="oh-hell",
        overlay={"bidding": {"blind": {"bids": [0, 1, 2, 3], **blind}}},
    )
    return isolated_registry(games_plugin("blind_variant", spec)).game("oh-hell-blind")


def session(seed: int = 3, **blind: object):
    return blind_game(**blind).new_session(options={"players": 3, "hand_sizes": [3]}, seed=seed)


def test_every_seat_decides_before_looking_when_no_deficit_is_asked() -> None:
    s = session()
    assert s.observation(0)["unlooked"] == [0, 1, 2]
    for seat in range(3):
        assert s.observation(seat)["hand"] == []
    first = s.current_seat
    assert set(s.legal_actions()) == {BlindBid(b) for b in range(4)} | {Look()}
    s.apply(s.parse_action("blind 2"))
    assert s.state.parts["bidding"].bids[first] == 2
    assert s.state.parts["blind_bids"].blind[first] is True
    assert len(s.observation(first)["hand"]) == 3
    with pytest.raises(NotationError):
        s.parse_action("blind")


def test_a_blind_bid_follows_the_bidding_rules_of_its_number() -> None:
    """The hook forbids the dealer the number that makes the bids total the tricks: a blind bid
    of that number too, for the same reason."""
    s = session()
    s.apply(s.parse_action("blind 1"))
    s.apply(s.parse_action("look"))
    s.apply(s.parse_action("1"))
    assert s.current_seat == s.state.dealer
    assert BlindBid(1) not in s.legal_actions() and BlindBid(0) in s.legal_actions()
    reason = s.phase.why_illegal(s.game, s.state, BlindBid(1))
    assert reason is not None and "the dealer may not bid 1" in reason


def test_the_limit_per_side_counts_a_player_alone_as_a_side() -> None:
    s = session(per_side=1)
    s.apply(BlindBid(0))
    assert Look() in s.legal_actions()  # the next player is its own side


def test_a_hidden_hand_is_unknown_to_its_owner_and_imagined_afresh() -> None:
    s = session()
    seat = s.current_seat
    assert not set(s.state.hands[seat]) & views.seen_cards(s.state, seat)
    changed = 0
    for k in range(5):
        world = s.clone()
        views.redeal(world.state, seat, random.Random(k))
        assert len(world.state.hands[seat]) == 3
        changed += sorted(world.state.hands[seat]) != sorted(s.state.hands[seat])
    assert changed >= 4  # its own hand is dealt afresh in the worlds it imagines
    s.apply(Look())
    assert set(s.state.hands[seat]) <= views.seen_cards(s.state, seat)


def test_a_game_without_blind_bids_keeps_no_unlooked_part() -> None:
    plain = load_game("oh-hell").new_session(options={"players": 3}, seed=1)
    assert "unlooked" not in plain.state.parts and "unlooked" not in plain.observation(0)


def test_a_pass_to_a_partner_needs_sides_of_two() -> None:
    spec = GameSpec(
        id="oh-hell-pass",
        base="oh-hell",
        overlay={
            "phases": ["deal", "bidding", "pass_cards", "play", "score"],
            "pass_cards": {"cards": 1},
        },
    )
    game = isolated_registry(games_plugin("pass_variant", spec)).game("oh-hell-pass")
    with pytest.raises(RulesError, match="needs sides of two seats"):
        game.new_session(options={"players": 3}, seed=1)
