"""Whole random Oh Hell games, checked action by action against an independent model.

Every player count (3-7), game style, scoring style and hook setting, and custom ``hand_sizes``
schedules (1-4 hands of 1 .. 52 // players cards). Each action is chosen among
``legal_actions()`` by a hypothesis-drawn generator, so a failure shrinks to a short game.
The model and the per-action checks are in ``conftest.py`` (``GameChecker``).

The default ``ci`` profile plays a few dozen games per test. To fuzz, select the ``fuzz``
profile (thousands of games per test, ``budget.py``; ``FUZZ_MINUTES`` scales them)::

    HYPOTHESIS_PROFILE=fuzz python -m pytest tests/properties -q
    HYPOTHESIS_PROFILE=fuzz python -m pytest tests/properties -q -k whole_game   # main property
"""

from __future__ import annotations

import itertools
import random
import zlib

import pytest
from budget import examples
from hypothesis import given
from hypothesis import strategies as st

SEEDS = st.integers(0, 2**63 - 1)
CHOICES = st.randoms(use_true_random=False)

# Examples (budget.py): ci 40 games; fuzz: about three minutes for the main property
# (0.07 s a game), 20 s for the short games of the last-trick one.
SPEC_GAMES = examples(ci=40, fuzz=2_500)
LAST_TRICK_GAMES = examples(ci=40, fuzz=8_000)


def play_checked(ref, opts, seed, rnd):
    """Play a whole game, checking every action; return the finished session."""
    session = ref.new_session(opts, seed)
    checker = ref.GameChecker(session, opts)
    while not session.is_over:
        checker.before(rnd)
        seat = session.current_seat
        legal = session.legal_actions()
        action = legal[rnd.randrange(len(legal))] if len(legal) > 1 else legal[0]
        assert action in legal
        session.apply(action)
        checker.after(seat, action)
    checker.finish()
    return session


@SPEC_GAMES
@given(data=st.data())
def test_whole_game_invariants(ref, data):
    """The main property: a whole random game obeys the spec at every action.

    Deal (§4: every card once per hand, the turned card's suit is trumps, H-3 no trump when the
    pack is used up), dealer rotation (§1.3), bidding order and legal bids with the hook (§5),
    legal cards (§6.3), the trick winner (§6.4), tricks adding up to the hand size (§6.5),
    scores (§7), totals and shared winners (§8), the number of hands and actions, observations
    (§12.2) and the refusal of illegal actions (IllegalAction, state untouched)."""
    opts = data.draw(ref.options(), label="options")
    seed = data.draw(SEEDS, label="seed")
    rnd = data.draw(CHOICES, label="choices")
    play_checked(ref, opts, seed, rnd)


OPTION_GRID = [
    pytest.param(players, style, scoring, hook, id=f"{players}p-{style}-{scoring}-hook{int(hook)}")
    for players, style, scoring, hook in itertools.product(
        range(3, 8),
        ("long", "long-inverted", "short-up-down", "short-up", "short-down"),
        ("positive", "neutral", "negative"),
        (True, False),
    )
]


@pytest.mark.parametrize(("players", "style", "scoring", "hook"), OPTION_GRID)
def test_every_option_combination(ref, players, style, scoring, hook):
    """Coverage floor for the random property: one fully checked game for each of the
    5 x 5 x 3 x 2 = 150 combinations of players, game style, scoring style and hook."""
    opts = {
        "players": players,
        "game_style": style,
        "scoring_style": scoring,
        "hook": hook,
        "hand_sizes": [],
    }
    seed = zlib.crc32(f"{players}-{style}-{scoring}-{hook}".encode())
    play_checked(ref, opts, seed, random.Random(seed))


@LAST_TRICK_GAMES
@given(data=st.data())
def test_observation_last_trick_is_of_this_hand(ref, data):
    """§12.2 (H-9): a seat sees the cards played so far *in the hand*, nothing else. At the
    start of a hand (before its first trick is won) ``last_trick`` must be None, not the last
    trick of the previous hand: those cards are back in the pack and may now be in other
    seats' hands."""
    players = data.draw(st.integers(3, 7), label="players")
    opts = {"players": players, "hand_sizes": [1, 1]}
    seed = data.draw(SEEDS, label="seed")
    session = ref.new_session(opts, seed)
    checker = ref.GameChecker(session, opts, probes=False)
    while not session.is_over:
        checker.before()
        seat = session.current_seat
        action = session.legal_actions()[0]
        session.apply(action)
        checker.after(seat, action)
    checker.finish()
