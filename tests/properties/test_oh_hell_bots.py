"""The ``basic`` and ``random`` bots play whole random Oh Hell games with legal actions only.

Every seat is a bot (a hypothesis-drawn mix of both kinds); each action is checked against the
independent model of ``conftest.py`` before it is applied, and choosing must not change the
session. ``HYPOTHESIS_PROFILE=fuzz python -m pytest tests/properties -q`` plays many more.
"""

from __future__ import annotations

from budget import examples
from hypothesis import given
from hypothesis import strategies as st

from tricktaker.bots import make_bot

SEEDS = st.integers(0, 2**63 - 1)

# Examples (budget.py): ci 40 games; fuzz: about a minute and a half (0.07 s a game).
BOT_GAMES = examples(ci=40, fuzz=1_400)


@BOT_GAMES
@given(data=st.data())
def test_bots_play_whole_games_legally(ref, data):
    opts = data.draw(ref.options(), label="options")
    players = opts["players"]
    kinds = data.draw(
        st.lists(st.sampled_from(["basic", "random"]), min_size=players, max_size=players),
        label="seats",
    )
    seed = data.draw(SEEDS, label="seed")
    session = ref.new_session(opts, seed)
    bots = [make_bot(kind, seed + seat) for seat, kind in enumerate(kinds)]
    checker = ref.GameChecker(session, opts, probes=False)
    while not session.is_over:
        checker.before()
        seat = session.current_seat
        before = ref.fingerprint(session)
        action = bots[seat].choose(session, seat)
        assert ref.fingerprint(session) == before, f"{kinds[seat]} bot changed the session"
        assert action in session.legal_actions(), f"{kinds[seat]} bot chose illegal {action}"
        session.apply(action)
        checker.after(seat, action)
    checker.finish()


def test_basic_bots_only_game_each_player_count(ref):
    """All-``basic`` tables for every player count, long game (the bot's own decisions only)."""
    for players in range(3, 8):
        opts = {"players": players, "hook": True, "hand_sizes": []}
        session = ref.new_session(opts, 1000 + players)
        bots = [make_bot("basic", seat) for seat in range(players)]
        checker = ref.GameChecker(session, opts, probes=False)
        while not session.is_over:
            checker.before()
            seat = session.current_seat
            action = bots[seat].choose(session, seat)
            session.apply(action)  # an illegal choice raises IllegalAction
            checker.after(seat, action)
        checker.finish()
