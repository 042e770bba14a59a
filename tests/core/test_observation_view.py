"""``Session.observation_view(seat)`` is the observation, read field by field: at every step of
every bundled game, for every seat, it holds exactly the keys and values of
``Session.observation(seat)``."""

from __future__ import annotations

import pytest

from tricktaker import default_registry
from tricktaker.bots import make_bot

GAMES = default_registry().ids


@pytest.mark.parametrize("game_id", GAMES)
def test_the_view_equals_the_observation_at_every_step(game_id):
    session = default_registry().game(game_id).new_session(seed=4, stop_after=2)
    bots = [make_bot("basic", seat) for seat in range(session.players)]
    steps = 0
    while not session.is_over:
        for seat in range(session.players):
            full = session.observation(seat)
            view = session.observation_view(seat)
            assert set(view) == set(full) and len(view) == len(full)
            for key in reversed(list(full)):  # read in another order than built
                assert view[key] == full[key], (game_id, steps, seat, key)
            assert dict(view) == full
        seat = session.current_seat
        session.apply(bots[seat].choose(session, seat))
        steps += 1
    assert steps > 20


def test_a_key_that_is_not_there_is_missing_from_the_view():
    session = default_registry().game("oh-hell").new_session(seed=1)
    other = (session.current_seat + 1) % session.players
    view = session.observation_view(other)
    assert "legal" not in view and view.get("legal") is None
    with pytest.raises(KeyError):
        view["no such field"]
