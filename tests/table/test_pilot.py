"""The full-screen table played by keys (issue 46): a whole hand of every game at 80×24, the
bots moving at once, with Textual's pilot; the table's state read back from its widgets and
its screen."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from tablekit import GAMES, play_hands, screen_text, settle, table_app
from tricktaker import load_game
from tricktaker.cli.table.app import TableApp
from tricktaker.cli.table.driver import TableDriver
from tricktaker.cli.table.screens import ConfirmQuit, InfoScreen
from tricktaker.cli.table.widgets import Picker
from tricktaker.saves import read_save


@pytest.mark.parametrize(("game", "seed"), GAMES)
def test_a_whole_hand_by_keys(game: str, seed: int) -> None:
    """issue 46: every game plays a whole hand at the table by keys; the hand shown is the
    viewer's own, in the game's order, and the result pauses the table until Enter."""

    async def run() -> None:
        app = table_app(game, seed)
        async with app.run_test(size=(80, 24)) as pilot:
            results = await play_hands(app, pilot, 1)
            assert len(results) == 1
            assert "the result" in results[0]
            assert "Enter: go on" in results[0]
            session = app.driver.session
            assert len(session.state.hand_results) >= 1
            assert len(app.driver.tricks) == 0 or app.driver.tricks[-1].cards
            obs = session.observation(0)
            shown = [item.value for item in app.query_one("#hand", Picker).items]
            if obs["hand"] and 0 not in (obs.get("unlooked") or ()):
                assert sorted(shown) == sorted(obs["hand"])
            text = screen_text(app)
            assert "You" in text
            assert "Seat 0" not in text and "S0" not in text

    asyncio.run(run())


def test_hearts_pass_selected_taken_back_then_confirmed() -> None:
    """issue 46, hearts.md (the pass): three cards are selected with Space, one taken back
    (Backspace) and another chosen before Enter passes them; nothing is passed before."""

    async def run() -> None:
        app = table_app("hearts", 1)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            hand = app.query_one("#hand", Picker)
            assert hand.multi and hand.needed == 3
            for key in ("space", "right", "space", "right", "space"):
                await pilot.press(key)
            first = list(hand.selected)
            assert len(first) == 3
            await pilot.press("backspace")
            assert hand.selected == first[:2]
            assert app.driver.session.observation(0)["cards_given"] == []
            for key in ("right", "space", "enter"):
                await pilot.press(key)
            await settle(app, pilot)
            given = app.driver.session.observation(0)["cards_given"]
            assert sorted(given) == sorted([*first[:2], hand.items[3].value]) or len(given) == 3
            assert first[2] not in given

    asyncio.run(run())


def test_wrong_typed_move_says_why_and_asks_again() -> None:
    """issue 46: a card that may not be played is refused with the game's reason; the game
    goes on."""

    async def run() -> None:
        app = table_app("oh-hell", 1)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            await pilot.press("slash", "9", "9", "enter")
            text = screen_text(app)
            assert "✗" in text
            assert app.driver.next() == "human"

    asyncio.run(run())


def test_help_tricks_and_scores_screens() -> None:
    """issue 46: ? shows this game's phases and keys (no doubles in Spades), t the tricks of the
    hand, s the score sheet."""

    async def run() -> None:
        app = table_app("spades", 1)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            await pilot.press("question_mark")
            assert isinstance(app.screen, InfoScreen)
            text = screen_text(app)
            assert "Bidding" in text and "nil" in text
            assert "double" not in text
            await pilot.press("escape")
            await pilot.press("t")
            assert "Tricks of this hand" in screen_text(app)
            await pilot.press("escape")
            await pilot.press("s")
            assert "Total" in screen_text(app)

    asyncio.run(run())


def test_bridge_help_names_doubles() -> None:
    """issue 46: the help of a game with doubles says how to double."""

    async def run() -> None:
        app = table_app("bridge", 4)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(app, pilot)
            await pilot.press("f1")
            assert "double (x)" in screen_text(app)

    asyncio.run(run())


def test_quit_saves_and_resume_goes_on(tmp_path: Path) -> None:
    """issue 46: q asks, y stops; every move was saved, and the save resumes where it stopped."""
    record = tmp_path / "game.json"
    session = load_game("oh-hell").new_session(seed=1)
    driver = TableDriver(session, ["human", "basic", "basic", "basic"], record=record)

    async def run() -> bool | None:
        app = TableApp(driver)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            await pilot.press("enter")  # a bid
            await settle(app, pilot)
            await pilot.press("q")
            assert isinstance(app.screen, ConfirmQuit)
            await pilot.press("y")
        return app.return_value

    assert asyncio.run(run()) is False
    driver.close()
    played = len(session.history)
    saved = read_save(record)
    assert saved.session is not None
    assert len(saved.session.history) == played
    assert saved.session.current_seat == 0
