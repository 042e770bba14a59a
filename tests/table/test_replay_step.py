"""``tricktaker replay FILE --step`` (issue 46): a record walked through on the full-screen table
with keys, trick by trick (the bidding or the pass as one step), hand by hand, action by
action, back and forth; every hand face up by default, one seat's view with ``--seat``.

The records are seeded bots-only games written by ``tricktaker play ... --record``; the table
runs in Textual's pilot at 80×24 and is read back from the driver, its widgets and the screen.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Static
from typer.testing import CliRunner

from tablekit import screen_text
from tricktaker.actions import NO_TRUMP
from tricktaker.cli.app import app as cli_app
from tricktaker.cli.table.render import group_lines, in_trick_play
from tricktaker.cli.table.replaying import ReplayApp, ReplayDriver
from tricktaker.cli.table.screens import InfoScreen, PauseScreen
from tricktaker.cli.table.widgets import Picker
from tricktaker.cli.view import card_text
from tricktaker.records import load
from tricktaker.records import replay as replay_record

SIZE = (80, 24)
ENV = {"COLUMNS": "80", "LINES": None, "FORCE_COLOR": None, "NO_COLOR": None}


def record(directory: Path, game: str, seed: int, *options: str) -> Path:
    """The record of ``tricktaker play GAME`` with four basic bots, seeded."""
    path = directory / f"{game}.json"
    args = ["play", game, "--seats", "basic,basic,basic,basic", "--seed", str(seed)]
    for option in options:
        args += ["-o", option]
    result = CliRunner().invoke(cli_app, [*args, "--record", str(path), "--plain"], env=ENV)
    assert result.exit_code == 0, result.output
    return path


@pytest.fixture(scope="module")
def hearts(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two hands of Hearts: a pass of three cards each, then 13 tricks, twice."""
    return record(tmp_path_factory.mktemp("replay"), "hearts", 1, "hands=2")


@pytest.fixture(scope="module")
def oh_hell(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Oh Hell with hands of 5 and 4 cards: bids, a turned trump card, tricks."""
    return record(tmp_path_factory.mktemp("replay"), "oh-hell", 3, "hand_sizes=5,4")


def replay_app(path: Path, seat: int | None = None) -> ReplayApp:
    return ReplayApp(ReplayDriver(load(path), seat))


def text_of(app: ReplayApp, widget: str) -> str:
    return str(app.query_one(widget, Static).content)


async def press(pilot: Pilot[Any], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


def state_of(driver: ReplayDriver) -> Any:
    """Everything the table draws from: every seat's view, the tricks seen, the log."""
    session = driver.session
    return (
        driver.position,
        [json.dumps(session.observation(s), default=repr, sort_keys=True) for s in range(4)],
        list(driver.tricks),
        [str(line) for line in driver.events],
    )


def test_steps_trick_by_trick_with_every_hand_face_up(hearts: Path) -> None:
    """issue 46: → steps the pass as one step, then a trick at a time: the trick stays in the
    middle with who played what and who won it; the status says where the replay is; every
    hand is face up in its seat's box (a spectator's view)."""

    async def run() -> None:
        app = replay_app(hearts)
        driver = app.driver
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert driver.position == 0
            assert "Replay · Hand 1 of 2 · pass cards · action 0 of 128" in text_of(app, "#prompt")
            await press(pilot, "right")
            assert driver.position == 12  # the four passes of three cards: one step
            assert in_trick_play(driver.session) and not driver.tricks
            await press(pilot, "n", "space")
            assert len(driver.tricks) == 2
            assert driver.position == 20
            trick = driver.tricks[-1]
            middle = text_of(app, "#trick")
            assert "Trick 2" in middle
            deck = driver.session.deck
            rows = middle.splitlines()
            for seat, card in trick.cards:  # who played what, a line each
                played = deck.format(card, symbols=True)
                assert any(driver.name(seat) in row and played in row for row in rows), middle
            assert driver.name(trick.winner) in middle
            status = text_of(app, "#prompt")
            assert "Hand 1 of 2 · trick 2 of 13 · action 20 of 128" in status
            assert "every hand face up" in status
            hands = driver.session.state.hands
            for seat in range(1, 4):  # each other seat's hand, suit by suit, in its box
                box = text_of(app, f"#seat-{seat}")
                assert "11 cards" in box
                lines = group_lines(driver.session, hands[seat], NO_TRUMP)
                assert len(lines) >= 1
                for line in lines:
                    assert str(line) in box
                ranks = sum(len(str(line).split()) - 1 for line in lines)
                assert ranks == len(hands[seat]) == 11
            screen = screen_text(app)
            assert str(group_lines(driver.session, hands[2], NO_TRUMP)[0]) in screen  # across
            own = [item.value for item in app.query_one("#hand", Picker).items]
            assert sorted(own) == sorted(hands[0])  # the viewer's own, at the bottom

    asyncio.run(run())


def test_stepping_back_is_the_same_as_stepping_forward(hearts: Path) -> None:
    """issue 46: ← and p go back a trick, Home to the start: the session is rebuilt from the
    record, and what the table draws from is the same as when the point was reached going
    forward (every seat's view, the tricks of the hand, the log)."""

    async def run() -> None:
        app = replay_app(hearts)
        driver = app.driver
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            start = state_of(driver)
            start_screen = screen_text(app)
            await press(pilot, *["right"] * 5)
            here = state_of(driver)
            screen = screen_text(app)
            assert here[0] == 28 and len(driver.tricks) == 4
            await press(pilot, "right", "right", "right", "left", "p", "left")
            assert state_of(driver) == here
            assert screen_text(app) == screen
            await press(pilot, "full_stop")  # one action: the next card
            assert driver.position == 29 and len(driver.observation()["trick"]) == 1
            await press(pilot, "p")  # back to the point before it
            assert state_of(driver) == here
            await press(pilot, "home")
            assert state_of(driver) == start
            assert screen_text(app) == start_screen

    asyncio.run(run())


def test_hands_and_the_end_of_the_game(hearts: Path) -> None:
    """issue 46: ] and Shift+→ go to the next hand and show the result of the hand finished
    (a step key or Esc closes it); [ goes back; End reaches the final scores (those the record
    gives), and the replay stays open at the end."""

    async def run() -> None:
        app = replay_app(hearts)
        driver = app.driver
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await press(pilot, "right_square_bracket")
            assert driver.position == driver.hand_starts[1] == 64
            assert isinstance(app.screen, PauseScreen)
            assert "Hand 1: the result" in screen_text(app)
            await press(pilot, "right")  # closes the result, no step
            assert not isinstance(app.screen, InfoScreen) and driver.position == 64
            assert "Hand 2 of 2 · pass cards · action 64 of 128" in text_of(app, "#prompt")
            await press(pilot, "left_square_bracket")
            assert driver.position == 0
            await press(pilot, "shift+right", "escape")
            assert driver.position == 64
            await press(pilot, "end")
            assert driver.session.is_over and driver.position == 128
            text = screen_text(app)
            assert "The game is over" in text
            replayed = replay_record(load(hearts))
            assert driver.session.scores == replayed.scores
            winner = driver.name(replayed.winners[0])
            assert f"{winner} wins with" in text or "share the win" in text
            await press(pilot, "right", "right")
            assert "the end of the record" in text_of(app, "#prompt")
            assert "The game is over · action 128 of 128" in text_of(app, "#prompt")
            await press(pilot, "shift+left")
            assert driver.position == 64

    asyncio.run(run())


def test_help_lists_the_replay_keys_and_q_leaves(hearts: Path) -> None:
    """issue 46: ? lists the replay's keys (not the play's); t and s show the tricks and the
    score sheet; h has no hint to give; q leaves at once (nothing to save)."""

    async def run() -> None:
        app = replay_app(hearts)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await press(pilot, "question_mark")
            text = screen_text(app)
            assert "next trick" in text and "one action" in text
            assert "play the card" not in text
            await press(pilot, "escape", "right", "right", "t")
            assert "Tricks of this hand" in screen_text(app)
            await press(pilot, "escape", "s")
            assert "Score sheet" in screen_text(app)
            await press(pilot, "escape", "h")
            assert "no hints" in text_of(app, "#prompt")
            await press(pilot, "q")
        assert app.return_value is True

    asyncio.run(run())


def test_a_seat_sees_only_its_own_hand(oh_hell: Path) -> None:
    """issue 46: with --seat the table is that seat's: its hand at the bottom, and no card of
    another seat's hand anywhere on the screen before it is played, from the first deal to the
    end of the record (the default view, for contrast, shows them)."""

    async def run(seat: int | None) -> None:
        app = replay_app(oh_hell, seat)
        driver = app.driver
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            stops = 0
            while driver.position < len(driver.actions) or isinstance(app.screen, InfoScreen):
                session = driver.session
                deck, trump = session.deck, session.state.trump
                told = {str(line).strip() for line in driver.events}  # the log: cards played,
                lines = screen_text(app).splitlines()  # of this hand or the one before
                text = "\n".join(line for line in lines if line.strip() not in told)
                shown = [item.value for item in app.query_one("#hand", Picker).items]
                assert sorted(shown) == sorted(session.state.hands[driver.viewer])
                others = [
                    str(card_text(deck, card, trump))
                    for other in range(4)
                    if other != driver.viewer
                    for card in session.state.hands[other]
                ]
                if seat is not None:
                    assert not [card for card in others if card in text], text
                elif others and not isinstance(app.screen, InfoScreen):  # face up, by suit
                    for other in range(4):
                        hand = session.state.hands[other]
                        if other != driver.viewer and hand:
                            box = text_of(app, f"#seat-{other}")
                            for line in group_lines(session, hand, trump):
                                assert str(line) in box
                await press(pilot, "right")
                stops += 1
            assert stops > 10
            if seat is not None:
                assert "saw it" in text_of(app, "#prompt")

    asyncio.run(run(2))
    asyncio.run(run(None))


def test_the_command_refuses_without_a_terminal_and_a_bad_record(hearts: Path, tmp_path) -> None:
    """issue 46: ``replay --step`` without a terminal says to use one (or --table); a bad
    record is refused before any table opens, naming its first bad action, as ``replay``
    does; --seat and --table go with --step only."""
    runner = CliRunner()

    def error(*args: str) -> str:
        result = runner.invoke(cli_app, ["replay", *args], env=ENV)
        assert result.exit_code == 2, result.output
        assert "Traceback" not in result.output
        return " ".join(result.output.split())

    assert "run it at a terminal (or add --table to force)" in error(str(hearts), "--step")
    data = json.loads(hearts.read_text(encoding="utf-8"))
    data["actions"][3]["action"] = "pass 2C"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    said = error(str(bad), "--step", "--table")
    assert "action 3 ('pass 2C' by seat" in said
    assert said == error(str(bad)).replace("error: ", "error: ", 1)
    assert "go with --step" in error(str(hearts), "--seat", "2")
    assert "seats 1 to 4" in error(str(hearts), "--step", "--table", "--seat", "9")
    assert "one of them" in error(str(hearts), "--step", "--json")


def test_replay_snapshot(snap_compare: Any, hearts: Path) -> None:
    """issue 46: a replay in the middle of the first hand of Hearts at 80×24 (the pass and
    three tricks stepped, a card of the fourth played): every hand face up, the trick in the
    middle, where the replay is in the status line, the replay's keys at the bottom."""

    async def steps(pilot: Pilot[Any]) -> None:
        await pilot.pause()
        await press(pilot, "right", "right", "right", "right", "full_stop")

    assert snap_compare(replay_app(hearts), terminal_size=SIZE, run_before=steps)
