"""Bot kinds and the ``search`` bot's budgets: every bad name refused with the allowed forms, a
budget of worlds bounded in work (worlds and solver positions, counted) and the same moves
whatever the clock says."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
from typing import Any

import pytest

from tricktaker import load_game
from tricktaker.bots import check_kind, is_timed, make_bot
from tricktaker.bots import search as search_module
from tricktaker.bots.search import (
    DEFAULT_WORLDS,
    FAST_WORLD_NODES,
    WORLD_NODES,
    SearchBot,
    _cards_left,
)
from tricktaker.bots.solver import AlphaBeta
from tricktaker.bots.tricksolver import fits
from tricktaker.engine.session import Session
from tricktaker.errors import TrickTakerError
from tricktaker.limits import MAX_SEARCH
from tricktaker.mechanics.tricks import TrickPlay
from tricktaker.saves import read_save, unfinished_games

BAD_KINDS = [
    "search:²",  # str.isdigit() takes it, int() does not
    "search:٣",  # an Arabic-Indic digit: int() takes it; only ASCII digits are a budget
    "search:３",  # a full-width digit
    "search:0",
    "search:-1",
    "search:+4",
    "search:1e3",
    "search:1_000",
    "search:0x10",
    "search:4.5",
    "search:",
    "search: 4",
    "search:4 ",
    "search:\t4",
    " search",
    "search ",
    "Search",
    "SEARCH:4",
    "search:4S",
    "search:nan s",
    "search:nans",
    "search:infs",
    "search:inf",
    "search:1e3s",
    "search:1_0s",
    "search:0.0s",
    "search:0s",
    "search:.s",
    "search:s",
    "search:-1s",
    "search:61s",
    "search:1.2.3s",
    "search:٣s",
    "search:0.5ss",
    "search:4:4",
    f"search:{MAX_SEARCH + 1}",
    "search:" + "1" * 31,
    "search:" + "9" * 5000,  # more digits than int() converts
    "search:" + "1" * 5000 + "s",
    "random:3",
    "basic:",
    "random:",
    "human",  # a seat kind, but no bot
    "",
    ":",
    "x" * 10_000,
    "search\x1b[2J",
]


@pytest.mark.parametrize("kind", BAD_KINDS)
def test_every_bad_kind_is_refused_naming_it_and_the_allowed_forms(kind: str) -> None:
    """issue 44, class 8: ``search:²`` raised ValueError; every malformed budget or name is a
    TrickTakerError that shows the kind (cut, escaped) and lists the forms a seat may take."""
    with pytest.raises(TrickTakerError) as caught:
        make_bot(kind, 1)
    message = str(caught.value)
    assert "search:N" in message and "search:Ts" in message
    assert "human, random, basic, search" in message
    assert repr(kind)[:30] in message
    assert len(message) < 400
    assert "\x1b" not in message
    if kind.startswith("search:"):
        assert f"1..{MAX_SEARCH}" in message and "e.g. search:0.5s" in message


@pytest.mark.parametrize("kind", [k for k in BAD_KINDS if k != "human"] + [5, None, ["search"]])
def test_check_kind_refuses_what_make_bot_refuses(kind: Any) -> None:
    """issue 44, class 8: a save's seats are checked without making a bot (a value read from
    JSON may not even be a string); ``human`` is a seat kind there, not for ``make_bot``."""
    with pytest.raises(TrickTakerError, match="kinds: human, random, basic, search"):
        check_kind(kind)
    with pytest.raises(TrickTakerError):
        is_timed(kind)
    assert check_kind("human") == "human"
    with pytest.raises(TrickTakerError):
        check_kind("human", human=False)


@pytest.mark.parametrize(
    ("kind", "iterations", "seconds"),
    [
        ("search", DEFAULT_WORLDS, None),
        ("search:1", 1, None),
        ("search:007", 7, None),
        (f"search:{MAX_SEARCH}", MAX_SEARCH, None),
        ("search:0.5s", None, 0.5),
        ("search:.25s", None, 0.25),
        ("search:2.s", None, 2.0),
        ("search:60s", None, 60.0),
    ],
)
def test_the_allowed_forms(kind: str, iterations: int | None, seconds: float | None) -> None:
    """issue 44, class 8 and extra: reproducible simulate: plain ``search`` and ``search:N``
    are budgets of worlds with no clock at all (``seconds`` None); only ``search:Ts`` is
    timed, and :func:`is_timed` says so."""
    bot = make_bot(kind, 1)
    assert isinstance(bot, SearchBot)
    assert (bot.iterations, bot.seconds) == (iterations, seconds)
    assert check_kind(kind) == kind
    assert is_timed(kind) is (seconds is not None)
    assert not is_timed("random") and not is_timed("basic") and not is_timed("human")


def _solver_positions(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A counter of the positions every exact search visits, counted here, not by the bot."""
    counted = [0]
    visit = AlphaBeta._visit

    def counting(self: AlphaBeta) -> None:
        counted[0] += 1
        visit(self)

    monkeypatch.setattr(AlphaBeta, "_visit", counting)
    return counted


def _decisions(game_id: str, options: dict[str, Any], seed: int) -> list[Session]:
    """The decisions with a choice, each a copy, that ``basic`` bots meet up to the end of the
    first trick phase (a deal thrown in before its tricks does not end it)."""
    session = load_game(game_id).new_session(seed=seed, options=options)
    basic = make_bot("basic", 1)
    found: list[Session] = []
    tricks = False  # the trick phase was reached
    while not session.is_over:
        in_tricks = isinstance(session.phase, TrickPlay)
        if tricks and not in_tricks:
            return found
        tricks = tricks or in_tricks
        if len(session.legal_actions()) > 1:
            found.append(session.clone())
        session.apply(basic.choose(session, session.current_seat))
    return found


@pytest.mark.parametrize(
    ("game_id", "options", "picks"),
    [
        # Klaberjass: the trump bid with 12 cards and a stock still to deal (a tree far too
        # large), plays from 12 cards down to the last tricks (the engine's solver).
        ("klaberjass", {}, [0, 6, 13, 14, 15, 16, 18, 20]),
        # Oh Hell: a plain trick phase (the fast solver) from 16 cards.
        ("oh-hell", {"players": 4, "hand_sizes": [6]}, [4, 11, 12, 14, 16]),
    ],
)
@pytest.mark.parametrize("n", [1, 4, 16])
def test_a_budget_of_worlds_bounds_the_work_of_a_decision(
    monkeypatch: pytest.MonkeyPatch,
    game_id: str,
    options: dict[str, Any],
    picks: list[int],
    n: int,
) -> None:
    """issue 44, extra: search:N cost: a decision of ``search:N`` samples at most N worlds and
    its exact searches visit at most N shares of positions (counted by the solver itself, not
    by the bot), so it costs about N cheap worlds whatever the tree (a Klaberjass game of
    ``search:1`` took 98 s: 20,000 positions a decision)."""
    counted = _solver_positions(monkeypatch)
    decisions = _decisions(game_id, options, 3)
    for pick in picks:
        session = decisions[pick]
        share = FAST_WORLD_NODES if fits(session) else WORLD_NODES
        bot = SearchBot(5, iterations=n)
        before = counted[0]
        assert bot.choose(session, session.current_seat) in session.legal_actions()
        visited = counted[0] - before
        assert bot.worlds <= n
        # A search stops on the position past its share (counted by the bot as the share).
        assert visited <= n * share + 1 and bot.nodes <= n * share
        assert bot.nodes == visited or bot.nodes == visited - 1


def test_a_hands_end_is_still_solved_exactly(monkeypatch: pytest.MonkeyPatch) -> None:
    """issue 44, extra: search:N cost: where the tree is small (the last tricks of a hand) the
    exact search still runs, even with a budget of one world."""
    counted = _solver_positions(monkeypatch)
    decisions = _decisions("klaberjass", {}, 3)
    late = [s for s in decisions if _cards_left(s) <= 6 and s.phase.name == "play"]
    assert late
    for session in late:
        bot = SearchBot(5, iterations=1)
        before = counted[0]
        bot.choose(session, session.current_seat)
        assert 0 < counted[0] - before <= WORLD_NODES
        assert bot.worlds == 1


def _hand_of_search(kinds: list[str], seed: int) -> list[str]:
    """One small Oh Hell hand between bots of ``kinds``: every action, as text."""
    session = load_game("oh-hell").new_session(seed=seed, options={"players": 3, "hand_sizes": [3]})
    bots = [make_bot(kind, 100 + seat) for seat, kind in enumerate(kinds)]
    while not session.is_over and session.state.deal_no == 0:
        seat = session.current_seat
        session.apply(bots[seat].choose(session, seat))
    return [str(action) for _, action, _ in session.history]


def test_plain_search_plays_the_same_whatever_the_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """issue 44, extra: reproducible simulate: ``simulate --seats search,...`` gave other
    results with other workers because plain ``search`` thought a second a decision. Now it
    never reads the clock to decide: with a clock that jumps a minute at every reading (a
    machine under heavy load) the hand is the same."""
    kinds = ["search", "search:3", "basic"]
    normal = _hand_of_search(kinds, 4)
    ticks = [0.0]

    def slow_clock() -> float:
        ticks[0] += 60.0
        return ticks[0]

    monkeypatch.setattr(search_module.time, "perf_counter", slow_clock)
    assert _hand_of_search(kinds, 4) == normal
    # The timed kind does depend on it: a clock past every deadline leaves it one world.
    bot = make_bot("search:0.5s", 1)
    session = load_game("oh-hell").new_session(seed=4, options={"players": 3, "hand_sizes": [5]})
    bot.choose(session, session.current_seat)
    assert isinstance(bot, SearchBot) and bot.worlds == 1


def test_plain_search_plays_the_same_in_another_process() -> None:
    """issue 44, extra: reproducible simulate: two processes (other hash seeds, as two workers
    of ``simulate`` may be) play the same hand of plain ``search`` seats move for move."""
    script = textwrap.dedent(
        f"""
        import sys
        sys.path.insert(0, {os.path.dirname(__file__)!r})
        from test_bot_budgets import _hand_of_search
        print(_hand_of_search(["search", "search", "basic"], 7))
        """
    )
    outputs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 0, done.stderr
        outputs.append(done.stdout)
    assert outputs[0] == outputs[1]
    assert outputs[0].count("Play(") >= 9  # a whole hand: three tricks of three


def test_a_save_naming_a_bad_seat_kind_is_reported_and_the_others_still_listed(
    tmp_path: Any,
) -> None:
    """issue 44, class 8: a save whose seats name ``search:²`` (or any kind no bot has) made
    ``resume`` crash; it is now a broken save naming the file, the seat and the allowed forms,
    and the good saves beside it are listed as before."""
    bad = ["search:²", "search:٣", "search:1e3", "search: 4", "search:nans", "robot", 7]
    for index, kind in enumerate([*bad, "search:8"]):
        seats = ["basic", kind, "human"]
        record = {"game": "oh-hell", "seed": 1, "options": {"players": 3}, "seats": seats}
        (tmp_path / f"game-{index}.json").write_text(json.dumps(record), encoding="utf-8")
    games = unfinished_games(tmp_path)
    assert len(games) == len(bad) + 1
    good = [g for g in games if g.error is None]
    assert [g.path.name for g in good] == [f"game-{len(bad)}.json"]
    assert good[0].session is not None
    for index, kind in enumerate(bad):
        path = tmp_path / f"game-{index}.json"
        error = read_save(path).error
        assert error is not None and error.startswith(str(path))
        if isinstance(kind, str):
            assert "seats[1]: " in error and repr(kind) in error
            assert "kinds: human, random, basic, search, search:N, search:Ts" in error
        else:
            assert "seats.1: Input should be a valid string" in error  # the record's model


def test_a_time_budget_bounds_the_exact_search_too() -> None:
    """issue 44, extra: search:N cost: ``search:Ts`` alone reads the clock, and its exact
    searches stop at the time too (Klaberjass's trump bid with 12 cards, whose tree takes
    20,000 positions, and a play from 12 cards): the decision ends within the budget and about
    one world more (a generous margin for a loaded machine)."""
    decisions = _decisions("klaberjass", {}, 3)
    for session in (decisions[0], decisions[13]):
        bot = make_bot("search:0.2s", 5)
        start = time.perf_counter()
        bot.choose(session, session.current_seat)
        assert time.perf_counter() - start < 0.2 + 0.5
        assert isinstance(bot, SearchBot) and bot.worlds >= 1
