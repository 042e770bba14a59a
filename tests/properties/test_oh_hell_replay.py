"""Records, replays, determinism and clones of whole random Oh Hell games.

* record → JSON text → parse → replay reproduces the game exactly; a prefix replays to an
  unfinished game that matches the start of the full one;
* the same seed and the same actions give the same game;
* ``clone()`` mid-game is independent of the original, and continuing both with the same
  actions gives the same game.

``HYPOTHESIS_PROFILE=fuzz python -m pytest tests/properties -q`` runs them on many more games.
"""

from __future__ import annotations

import json

from budget import examples
from hypothesis import given
from hypothesis import strategies as st

from tricktaker.records import parse_record, record_of, replay

SEEDS = st.integers(0, 2**63 - 1)
CHOICES = st.randoms(use_true_random=False)

# Examples (budget.py): ci 40 games; fuzz: a minute or so each (0.009 s to 0.013 s a game).
REPLAYS = examples(ci=40, fuzz=6_500)
SAME_SEED_GAMES = examples(ci=40, fuzz=7_000)
CLONED_GAMES = examples(ci=40, fuzz=7_500)


def facts(session):
    """What must match between two sessions that played the same game."""
    return {
        "result": session.result(),
        "history": list(session.history),
        "scores": session.scores,
        "winners": session.winners,
        "over": session.is_over,
        "to_move": session.current_seat,
        "hands": [sorted(h) for h in session.state.hands],
        "legal": list(session.legal_actions()),
    }


def through_json(session):
    text = record_of(session).model_dump_json(exclude_none=True)
    return json.loads(text)


@REPLAYS
@given(data=st.data())
def test_record_replay_roundtrip(ref, data):
    """record_of → JSON text → parse_record → replay gives the same result(), history and
    totals; the record of the replay is the same record; replaying a prefix of the actions
    gives an unfinished game (complete == False) that agrees with the start of the full one."""
    opts = data.draw(ref.options(), label="options")
    seed = data.draw(SEEDS, label="seed")
    rnd = data.draw(CHOICES, label="choices")
    session = ref.new_session(opts, seed)
    ref.play_random(session, rnd)
    assert session.is_over

    raw = through_json(session)
    again = replay(parse_record(raw))
    assert facts(again) == facts(session)
    assert again.result()["complete"] is True
    assert through_json(again) == raw

    cut = rnd.randrange(len(session.history))  # 0 .. all but the last action
    raw_prefix = dict(raw, actions=raw["actions"][:cut])  # its hands: those the cut finishes
    part = replay(parse_record(json.loads(json.dumps(raw_prefix))))
    result = part.result()
    assert result["complete"] is False
    assert not part.is_over
    assert part.history == session.history[:cut]
    assert result["actions"] == cut
    done = len(result["hands"])
    assert result["hands"] == session.result()["hands"][:done]
    assert done < len(session.schedule)
    assert part.scores == (result["hands"][-1]["totals"] if done else [0] * session.players)
    assert through_json(part) == dict(raw_prefix, hands=raw["hands"][:done])


@SAME_SEED_GAMES
@given(data=st.data())
def test_same_seed_same_actions_same_game(ref, data):
    """Determinism: a new session with the same options and seed, given the same actions,
    ends identically (deals come from the seed alone)."""
    opts = data.draw(ref.options(), label="options")
    seed = data.draw(SEEDS, label="seed")
    rnd = data.draw(CHOICES, label="choices")
    first = ref.new_session(opts, seed)
    ref.play_random(first, rnd)
    second = ref.new_session(opts, seed)
    for _seat, action, _phase in first.history:
        assert action in second.legal_actions()
        second.apply(action)
    assert facts(second) == facts(first)


@CLONED_GAMES
@given(data=st.data())
def test_clone_mid_game(ref, data):
    """clone() mid-game: playing on the clone leaves the original untouched; then the same
    actions on the original give identical results."""
    opts = data.draw(ref.options(), label="options")
    seed = data.draw(SEEDS, label="seed")
    rnd = data.draw(CHOICES, label="choices")
    original = ref.new_session(opts, seed)
    bound = sum(original.players * (n + 1) for n in original.schedule)
    ref.play_random(original, rnd, limit=rnd.randrange(bound))
    assert not original.is_over

    twin = original.clone()
    assert facts(twin) == facts(original)
    before = ref.fingerprint(original)
    start = len(twin.history)
    ref.play_random(twin, rnd)
    assert twin.is_over
    assert ref.fingerprint(original) == before, "playing on the clone changed the original"

    for _seat, action, _phase in twin.history[start:]:
        assert action in original.legal_actions()
        original.apply(action)
    assert facts(original) == facts(twin)
    # and both equal a fresh game from the seed with the same actions
    fresh = ref.new_session(opts, seed)
    for _seat, action, _phase in original.history:
        fresh.apply(action)
    assert facts(fresh) == facts(original)
