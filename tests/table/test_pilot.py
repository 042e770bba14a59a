"""The full-screen table played by keys (issue 46): a whole hand of every game at 80×24, the
bots moving at once, with Textual's pilot; the table's state read back from its widgets and
its screen."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from tablekit import (
    GAMES,
    move_by_keys,
    play_hands,
    screen_cells,
    screen_text,
    settle,
    table_app,
    type_text,
)
from tricktaker import load_game
from tricktaker.actions import Play
from tricktaker.cli.table.app import TableApp
from tricktaker.cli.table.driver import TableDriver
from tricktaker.cli.table.screens import ConfirmQuit, InfoScreen, PauseScreen
from tricktaker.cli.table.widgets import MoveInput, Picker
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


def legal_cards(app: TableApp) -> list[int]:
    return [
        action.card for action in app.driver.session.legal_actions() if isinstance(action, Play)
    ]


async def bid_then_settle(app: TableApp, pilot: Any) -> None:
    """Oh Hell, seed 1: settle at your bid, bid 2 by keys, settle at your first card."""
    await settle(app, pilot)
    await pilot.press("2", "enter")
    await settle(app, pilot)
    assert app.mode == "cards"


def test_a_card_typed_fast_is_played_whole() -> None:
    """issue 46: a card typed quickly at the hand (its keys in one burst, Enter with them) is
    played: no key is lost while the focus moves to the input line (once the first key was
    lost, and the second then read alone: ``H`` opened the help)."""

    async def run() -> None:
        app = table_app("oh-hell", 1)
        async with app.run_test(size=(80, 24)) as pilot:
            await bid_then_settle(app, pilot)
            session = app.driver.session
            card = legal_cards(app)[-1]
            await pilot.press(*session.deck.format(card), "enter")
            await settle(app, pilot)
            assert not isinstance(app.screen, InfoScreen)
            assert card not in session.observation(0)["hand"]
            assert app.message is None, app.message

    asyncio.run(run())


def test_a_slash_right_after_a_typed_bid_starts_the_next_move() -> None:
    """issue 46: ``2`` Enter ``/`` typed in one burst: the bid is made, and the ``/`` opens the
    input line for the next move instead of landing in it as text (``'/KH' is not a card``)."""

    async def run() -> None:
        app = table_app("oh-hell", 1)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            await pilot.press("2", "enter", "slash")
            await settle(app, pilot)
            box = app.query_one("#input", MoveInput)
            assert box.value == ""
            assert app.focused is box
            session = app.driver.session
            card = legal_cards(app)[0]
            await pilot.press(*session.deck.format(card), "enter")
            await settle(app, pilot)
            assert card not in session.observation(0)["hand"]
            assert app.message is None, app.message

    asyncio.run(run())


def test_a_legal_card_clicked_is_played() -> None:
    """issue 46: a click on a legal card of your hand plays it; a click on a dimmed one plays
    nothing."""

    async def run() -> None:
        app = table_app("oh-hell", 1)
        async with app.run_test(size=(80, 24)) as pilot:
            await bid_then_settle(app, pilot)
            session = app.driver.session
            hand = app.query_one("#hand", Picker)
            legal = set(legal_cards(app))
            spans = {
                hand.items[index].value: (line, start) for line, start, _, index in hand._spans
            }
            dimmed = [card for card in spans if card not in legal]
            if dimmed:
                line, start = spans[dimmed[0]]
                await pilot.click("#hand", offset=(1 + start, line))
                await pilot.pause()
                assert dimmed[0] in session.observation(0)["hand"]
            card = sorted(legal)[-1]
            line, start = spans[card]
            await pilot.click("#hand", offset=(1 + start, line))
            await settle(app, pilot)
            assert card not in session.observation(0)["hand"]

    asyncio.run(run())


def test_auto_plays_your_only_legal_card() -> None:
    """issue 46: with ``--auto`` the table plays your only legal card without asking (the last
    card of the hand, a card forced by the suit led); without it, every card is asked for."""

    async def asked(auto: bool) -> int:
        session = load_game("oh-hell").new_session(seed=1)
        driver = TableDriver(session, ["human"] + ["basic"] * 3, auto=auto)
        app = TableApp(driver)
        turns = 0
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            while not isinstance(app.screen, PauseScreen):
                if app.mode == "cards":
                    turns += 1
                await move_by_keys(app, pilot)
            assert session.state.hand_results
        return turns

    hand_size = len(load_game("oh-hell").new_session(seed=1).observation(0)["hand"])
    assert asyncio.run(asked(False)) == hand_size
    assert asyncio.run(asked(True)) < hand_size


def test_legal_cards_trumps_and_turn_told_apart_without_colour() -> None:
    """issue 46: with no colour at all (NO_COLOR, Textual's filter taking every colour away),
    the legal cards are still told from the others (bold and underlined; the others plain),
    the trumps are labelled above their group, and whose turn it is is marked ``▶``."""

    async def run() -> None:
        app = table_app("oh-hell", 1)
        async with app.run_test(size=(80, 24)) as pilot:
            await bid_then_settle(app, pilot)
            hand = app.query_one("#hand", Picker)
            cells = screen_cells(app)
            legal = set(legal_cards(app))
            assert legal and len(legal) < len(hand.items)
            x0, y0 = hand.region.x + 1, hand.region.y
            for line, start, _, index in hand._spans:
                _, style = cells[y0 + line][x0 + start]
                assert bool(style.underline) == (hand.items[index].value in legal)
            above = "".join(char for char, _ in cells[y0])
            assert "trumps" in above
            me = app.query_one("#me")
            assert "".join(c for c, _ in cells[me.region.y]).strip().startswith("▶ You")

    asyncio.run(run())


def test_the_trick_just_won_stays_in_the_middle_until_the_next_lead() -> None:
    """issue 46: when you are to lead, the middle shows the trick just completed (its number,
    who played what, the winner marked) — also in Oh Hell, whose rules name no trick phases
    (``rules.tricks`` is empty); before the first lead, who leads."""

    async def run() -> None:
        app = table_app("oh-hell", 1)
        async with app.run_test(size=(80, 24)) as pilot:
            await bid_then_settle(app, pilot)
            seen = 0
            while not isinstance(app.screen, PauseScreen):
                obs = app.driver.observation()
                middle = screen_text(app)
                if app.mode == "cards" and not obs["trick"]:
                    if app.driver.tricks:
                        number = len(app.driver.tricks)
                        assert f"Trick {number} done" in middle and "won by You" in middle
                        seen += 1
                    else:
                        assert "You to lead" in middle
                await move_by_keys(app, pilot)
            assert seen, "you never led after winning a trick"

    asyncio.run(run())


def trick_box_text(app: TableApp) -> str:
    """The characters of the middle of the table now."""
    box = app.query_one("#trick").region
    lines = screen_text(app).splitlines()[box.y : box.y + box.height]
    return "\n".join(line[box.x : box.x + box.width] for line in lines)


async def until(app: TableApp, pilot: Any, wanted: Any, limit: int = 400) -> bool:
    """Play by keys (results passed with Enter) until ``wanted()`` holds at your turn."""
    await settle(app, pilot)
    for _ in range(limit):
        if app.finished:
            return False
        if isinstance(app.screen, PauseScreen):
            await pilot.press("enter")
            await settle(app, pilot)
            continue
        if wanted():
            return True
        await move_by_keys(app, pilot)
    return False


def legal_starting(app: TableApp, letter: str) -> list[Any]:
    session = app.driver.session
    return [
        a for a in session.legal_actions() if session.format_action(a).lower().startswith(letter)
    ]


def test_a_table_key_letter_that_starts_a_legal_move_types_it() -> None:
    """issue 46: ``q`` ``c`` Enter plays the queen of clubs when a queen is legal (no Quit
    dialog); when no legal move starts with ``q``, ``q`` asks to quit."""

    async def run() -> None:
        app = table_app("euchre", 1)
        async with app.run_test(size=(80, 24)) as pilot:
            assert await until(app, pilot, lambda: bool(legal_starting(app, "q")))
            session = app.driver.session
            queen = legal_starting(app, "q")[0]
            await pilot.press(*session.format_action(queen).lower(), "enter")
            await settle(app, pilot)
            assert not isinstance(app.screen, ConfirmQuit)
            assert queen.card not in session.observation(0)["hand"]
            assert await until(
                app, pilot, lambda: app.mode == "cards" and not legal_starting(app, "q")
            )
            await pilot.press("q")
            assert isinstance(app.screen, ConfirmQuit)
            await pilot.press("n")

    asyncio.run(run())


def test_the_auction_shows_its_latest_calls() -> None:
    """issue 46, draw-bridge.md: the auction in the middle shows the latest calls when they are
    more than its box holds (the last call is always in sight)."""

    async def run() -> None:
        app = table_app("draw-bridge", 5)
        async with app.run_test(size=(80, 24)) as pilot:
            seen = 0

            def check() -> bool:
                nonlocal seen
                obs = app.driver.observation()
                calls = obs.get("calls") or []
                if obs["contract"] is None and app.mode == "choices" and len(calls) > 8:
                    text = trick_box_text(app)
                    last = app.driver.session.format_action(calls[-1][1]).upper()
                    assert (
                        last.replace("NT", "")
                        in text.upper()
                        .replace("♣", "C")
                        .replace("♦", "D")
                        .replace("♥", "H")
                        .replace("♠", "S")
                        or "pass" in text.lower()
                    )
                    seen += 1
                return obs["phase"] == "play" and app.mode == "cards"

            for _ in range(60):
                await settle(app, pilot)
                if isinstance(app.screen, PauseScreen) or check():
                    break
                if app.mode == "choices":  # bid high: the auction grows long
                    legal = app.driver.session.legal_actions()
                    words = [app.driver.session.format_action(a) for a in legal]
                    pick = next((w for w in words if w.lower() == "pass"), words[0])
                    bids = [w for w in words if w[:1].isdigit()]
                    pick = bids[0] if bids and len(app.driver.observation()["calls"]) < 12 else pick
                    await type_text(pilot, pick)
                else:
                    await move_by_keys(app, pilot)
            assert seen, "the auction never grew long"
            assert "Trick 13 done" not in trick_box_text(app)
            assert "won by" not in trick_box_text(app)

    asyncio.run(run())


def test_the_turned_card_leaves_the_middle_once_turned_down_or_taken() -> None:
    """issue 46, euchre.md (the turn-up), bridgette.md (the up-card): the turned card is shown
    only while it lies on the table: not in Euchre's second round of trumps, nor in the play;
    Bridgette's up-card, drawn into a hand, never during the play."""

    async def run(game: str) -> None:
        app = table_app(game, 1)
        async with app.run_test(size=(80, 24)) as pilot:
            checked = 0
            for _ in range(80):
                await settle(app, pilot)
                if isinstance(app.screen, PauseScreen) or app.finished:
                    break
                obs = app.driver.observation()
                late = obs["phase"] == "play" or obs.get("round", 0) > 0
                if late:
                    text = trick_box_text(app)
                    assert "Turned" not in text and "Up-card" not in text, text
                    checked += 1
                await move_by_keys(app, pilot)
            assert checked

    asyncio.run(run("euchre"))
    asyncio.run(run("bridgette"))


def test_the_log_opens_at_its_end_with_a_line_per_hand_and_a_pass_told_once() -> None:
    """issue 46, hearts.md (the pass): ``e`` opens the log at its latest line; each hand starts
    with ``— Hand n —``; a bot's pass of three cards is one line; the ``l`` popup is headed as
    the last trick; the result lists every seat, those that took no points too."""

    async def run() -> None:
        app = table_app("hearts", 1)
        async with app.run_test(size=(80, 24)) as pilot:
            results = await play_hands(app, pilot, 1)
            lines = [line.plain for line in app.driver.events]
            assert lines[0] == "— Hand 1 —"
            passes = [line for line in lines if "face down" in line and "You" not in line]
            assert passes and all("3 cards" in line for line in passes), passes
            assert all(name in results[0] for name in ("You:", "East:", "South:", "West:"))
            await pilot.press("enter")
            await settle(app, pilot)
            assert "— Hand 2 —" in [line.plain for line in app.driver.events]
            await pilot.press("e")
            assert isinstance(app.screen, InfoScreen)
            await pilot.pause()
            body = app.screen.query_one("#dialog-body")
            assert body.max_scroll_y > 0 and body.scroll_y == body.max_scroll_y
            await pilot.press("escape")
            await pilot.press("l")
            text = screen_text(app)
            assert "The last trick" in text and "Tricks of this hand" not in text

    asyncio.run(run())


def test_a_side_is_named_by_its_seats_in_the_result() -> None:
    """issue 46: a side in a hand's result is named with its seats, the partner by its seat
    (``North–South (You & South)``), not ``(You & Partner (South))``."""

    async def run() -> None:
        app = table_app("euchre", 1)
        async with app.run_test(size=(80, 24)) as pilot:
            results = await play_hands(app, pilot, 1)
            assert "You & Partner" not in results[0]
            assert "(You & South)" in results[0]

    asyncio.run(run())
