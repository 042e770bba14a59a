"""A phase's prompt read out of turn (issue 46): the help of both consoles lists each phase with
what it asks, read from the phase itself at any moment of the hand. A card-choosing phase that
is over, or not yet begun, asks what the rules ask, never "discard 0 cards"."""

from __future__ import annotations

import random

from tricktaker import load_game


def until_phase(game: str, name: str, seed: int = 1):
    """A session of ``game`` played at random until its phase ``name`` is the current one."""
    session = load_game(game).new_session(seed=seed)
    rng = random.Random(seed)
    while session.game.phase_names[session.state.phase] != name:
        session.apply(rng.choice(session.legal_actions()))
    return session


def prompt_of(session, name: str) -> str:
    phase = session.game.phases[session.game.phase_names.index(name)]
    return phase.prompt(session.game, session.state)


def test_bridgette_discard_after_the_discards_says_what_the_rules_ask_B3():
    """Bridgette §4.3, B-3 (issue 46): once both have discarded, the discard phase reads
    ``discard down to 13 cards``, not ``discard 0 cards``."""
    session = until_phase("bridgette", "auction")
    asked = prompt_of(session, "discard")
    assert "0 cards" not in asked
    assert asked.startswith("discard down to 13 cards")


def test_bridgette_discard_in_turn_says_how_many_B3():
    """Bridgette §4.3, B-3 (issue 46): in turn, the seat is told how many cards it discards."""
    session = until_phase("bridgette", "discard")
    left = len(session.state.hands[session.state.to_move]) - 13
    assert prompt_of(session, "discard").startswith(f"discard {left} card")


def test_hearts_pass_after_the_pass_says_the_rules_number_HT3():
    """Hearts §4.2, HT-3 (issue 46): after the pass, the pass phase still reads ``pass 3 cards``."""
    session = until_phase("hearts", "play")
    asked = prompt_of(session, "pass_cards")
    assert "0 cards" not in asked and asked.startswith("pass 3 cards")
