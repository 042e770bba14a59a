"""The table in a hand some seat sits out, with a named contract and a declarer's hand laid
face up (issue 47, a player trial of Five Hundred, five-hundred.md §12 open misère): every
seat keeps its box, calls stay under their callers, the contract by its name, the panels
redrawn after a resize, the cursor on the next card after a discard."""

from __future__ import annotations

import asyncio

from rich.text import Text

from tablekit import screen_text, settle
from tricktaker import Session, load_game
from tricktaker.cli.table.app import TableApp
from tricktaker.cli.table.driver import TableDriver
from tricktaker.cli.table.render import header_text, places
from tricktaker.cli.table.widgets import Item, Picker

CALLS = ["7S", "pass", "pass", "MIS", "8C", "OMIS", "pass"]
"""You 7♠, East and South pass (for good), West MIS, you 8♣, West OMIS, you pass: West plays
an open misère, its partner East sits out."""


def open_misere(tricks: int) -> Session:
    """Five Hundred, West dealing, the auction of :data:`CALLS`, the kitty put away, then
    ``tricks`` tricks played (each seat's first legal card)."""
    session = load_game("five-hundred").new_session(options={"first_dealer": 3}, seed=7)
    for text in CALLS:
        session.apply(session.parse_action(text))
    while session.state.contract is None or session.game.phase_names[session.state.phase] != "play":
        session.apply(session.legal_actions()[0])
    while session.state.trick_no < tricks or session.state.trick:
        session.apply(session.legal_actions()[0])
    return session


def table_for(session: Session) -> TableApp:
    kinds = ["human"] + ["basic"] * (session.players - 1)
    return TableApp(TableDriver(session, kinds, record=None, delay=0.0))


def test_every_seat_has_its_box_when_one_sits_out() -> None:
    """issue 47 (trial item 1): a hand resumed while a seat sits out (turns skip it) draws a
    box for every seat (the table crashed: ``No nodes match '#seat-1'``); the seat that sits
    out says so, its cards face down; the declarer's hand laid face up after the first trick
    shows in its box, sorted as a hand; the header names the contract (OMIS, not 0NT)."""
    session = open_misere(1)
    assert session.state.seats_out == (1,)
    assert places(4, 0) == [[1], [2], [3]]  # seat order, whoever sits out

    async def run() -> None:
        app = table_for(session)
        async with app.run_test(size=(100, 32)) as pilot:
            await settle(app, pilot)
            east = app.query_one("#seat-1").render().plain  # type: ignore[union-attr]
            west = app.query_one("#seat-3").render().plain  # type: ignore[union-attr]
            assert "sits out" in east and "face down" in east
            assert "declarer" in west and "face up:" in west
            shown = session.observation(0)["exposed_hand"]
            assert shown and len(west.split("face up:")[1].split()) > len(shown) // 2
            assert "OMIS by West" in screen_text(app)

    asyncio.run(run())


def test_the_contract_is_written_by_its_name() -> None:
    """issue 47 (trial item 3): the table's header says ``OMIS by West``, never ``0NT``."""
    session = open_misere(0)
    driver = TableDriver(session, ["human", "basic", "basic", "basic"], record=None)
    header = header_text(driver, driver.observation()).plain
    assert "OMIS by West" in header and "0NT" not in header


def test_the_auction_in_the_middle_keeps_calls_under_their_callers() -> None:
    """issue 47 (trial item 2, item 8): at 120×40 the middle's auction grid has West's OMIS
    in West's column though East and South no longer call; at 80×24, where four columns do
    not fit, a call a line with its caller (``West OMIS``), never ``Partner… …``."""

    async def run(size: tuple[int, int]) -> str:
        session = load_game("five-hundred").new_session(options={"first_dealer": 3}, seed=7)
        for text in CALLS[:-1]:
            session.apply(session.parse_action(text))
        app = table_for(session)
        async with app.run_test(size=size) as pilot:
            await settle(app, pilot)
            box = app.query_one("#trick").region
            lines = screen_text(app).splitlines()[box.y : box.y + box.height]
            return "\n".join(line[box.x : box.x + box.width] for line in lines)

    wide = asyncio.run(run((120, 40)))
    rows = [line for line in wide.splitlines() if "OMIS" in line or "MIS" in line]
    head = next(line for line in wide.splitlines() if "West" in line)
    omis = next(line for line in rows if "OMIS" in line)
    assert omis.index("OMIS") == head.index("West")
    assert "8♣" in omis and omis.index("8♣") == head.index("You")
    narrow = asyncio.run(run((80, 24)))
    assert "West    OMIS" in narrow and "Partner pass" in narrow and "…" not in narrow


def test_the_panels_are_drawn_again_after_a_resize() -> None:
    """issue 47 (trial item 8): from 120×40 down to 80×24 the side's panels are drawn for
    the new width (they read ``Contract …`` and ``Face up …``, drawn for the old one)."""
    session = open_misere(1)

    async def run() -> None:
        app = table_for(session)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(app, pilot)
            await pilot.resize_terminal(80, 24)
            for _ in range(4):
                await pilot.pause()
            text = screen_text(app)
            assert "Contract    OMIS" in text
            assert "Contract …" not in text and "Face up …" not in text

    asyncio.run(run())


def test_the_cursor_stays_in_place_after_a_discard() -> None:
    """issue 47 (trial item 8): after a card is discarded (one at a time) the cursor is on
    the card that took its place, not back on the first (the best) card, which Enter pressed
    twice would throw away; elsewhere it goes to the first card that may be picked."""

    async def run() -> None:
        app = table_for(load_game("five-hundred").new_session(seed=1))
        async with app.run_test(size=(80, 24)):
            picker = Picker(cards=True)
            items = [Item(Text(str(v)), True, 0, v) for v in (10, 11, 12, 13)]
            picker.items, picker.cursor = items, 1
            picker.set_items([i for i in items if i.value != 11], True, keep_place=True)
            assert picker.cursor == 1 and picker.items[picker.cursor].value == 12
            picker.items, picker.cursor = items, 3
            picker.set_items([i for i in items if i.value != 13], True, keep_place=True)
            assert picker.items[picker.cursor].value == 12  # the last one gone: the one before
            picker.items, picker.cursor = items, 1
            picker.set_items([i for i in items if i.value != 11], True)
            assert picker.cursor == 0

    asyncio.run(run())


def test_a_finished_trick_keeps_the_suit_its_lead_named() -> None:
    """issue 47 (five-hundred.md §13.4): the table keeps, with each finished trick, the suit
    named with the suitless card that led it, so the hand's last trick says ``JK naming ♦``
    too."""
    session = open_misere(0)
    driver = TableDriver(session, ["human", "basic", "basic", "basic"], record=None)
    jk, ace = session.deck.parse("JK"), session.deck.parse("AS")
    view = {"trick": [(1, jk), (3, ace)], "phase": "play", "trump": -1}
    driver.trick_completed(session.game, {**view, "named_leads": [(0, 1, jk, 2)]}, 1)  # type: ignore[arg-type]
    driver.trick_completed(session.game, {**view, "named_leads": []}, 1)  # type: ignore[arg-type]
    assert [t.named for t in driver.tricks[-2:]] == [2, -1]
