"""One source of legality in trick play: the code that refuses a play is the code that decides it.

Over random whole games of every bundled game, at every trick decision, every form of every card
(the seat's cards alone and with each announcement word on offer, plus a card the seat does not
hold) and every legal action is checked: the phase finds no reason to refuse exactly the legal
ones, and a refused one is refused by a named rule, in the words ``Session.apply`` raises.
"""

from __future__ import annotations

import pytest

from tricktaker import IllegalAction, Play, Session, load_game
from tricktaker.mechanics.tricks import TrickPlay
from tricktaker.testing import playing

GAMES = ["oh-hell", "klaberjass", "bridgette", "draw-bridge"]


def check_trick_decision(session: Session) -> int:
    """Every candidate play at this decision: legal exactly when no reason is found."""
    phase = session.phase
    state = session.state
    assert isinstance(phase, TrickPlay)
    legal = session.legal_actions()
    words = {a.announce for a in legal if isinstance(a, Play)} | {""}
    if phase.announcing is not None:
        words |= {phase.announcing.says, phase.announcing.silent}
    hand = state.hands[state.to_move]
    outside = next(c for c in session.deck.cards if c not in hand)
    candidates = {Play(c, w) for c in [*hand, outside] for w in words} | set(legal)
    for action in candidates:
        reason = phase.refusal(session.game, state, action)
        rule = phase.refused_by(state, action)
        if action in legal:
            assert reason is None and rule is None, (action, reason, rule)
        else:
            assert reason and rule, (action, reason, rule)
            assert phase.why_illegal(session.game, state, action) == reason
    for action in legal:
        assert phase.refusal(session.game, state, action) is None
    return len(candidates)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_play_is_legal_exactly_when_no_rule_refuses_it(game_id: str) -> None:
    game = load_game(game_id)
    checked = 0
    for seed in range(3):
        session = game.new_session(seed=seed)
        for now in playing(session, "random", seed, hands=2):
            if isinstance(now.phase, TrickPlay):
                checked += check_trick_decision(now)
    assert checked > 500


def test_a_refused_play_raises_the_reason_of_its_rule() -> None:
    """A bare play of a card that may announce is refused, saying why (not a ladder reason)."""
    game = load_game("klaberjass")
    for seed in range(40):
        session = game.new_session(seed=seed)
        for now in playing(session, "random", seed, hands=1):
            phase = now.phase
            if not isinstance(phase, TrickPlay) or phase.announcing is None:
                continue
            announcing = [a for a in now.legal_actions() if isinstance(a, Play) and a.announce]
            if not announcing:
                continue
            bare = Play(announcing[0].card)
            assert phase.refused_by(now.state, bare) == "announce"
            with pytest.raises(IllegalAction, match="say which") as caught:
                now.apply(bare)
            assert "higher trump" not in str(caught.value)
            return
    pytest.fail("no seed reached an announcement")
