"""The table in a real browser (issue 46): ``tricktaker serve`` in a subprocess, the page opened
in headless Chromium (the system's, driven by Playwright), a bid typed and a card clicked, and
the table read back from the page's terminal.

How the table is read back: textual-serve's page draws the app in an xterm.js terminal (on a
canvas, so the page's DOM holds no text). Its script keeps the terminal on the object that
reads the page's ``data-session-websocket-url``; a script added before the page's own catches
that object as it is made (a one-time setter of ``websocket_url`` on ``Object.prototype``), and
the test reads the terminal's screen through xterm.js's public buffer API
(``terminal.buffer.active.getLine(y).translateToString()``): the characters on the screen, row
by row, as the player sees them.

Skipped, saying why, only when no Chromium can be found: ``$TRICKTAKER_CHROMIUM``, else
``chromium``, ``chromium-browser`` or ``google-chrome`` on the PATH (``.ci/run`` installs the
system's ``chromium`` package where it is missing). Playwright's own browser download is never
used: the test launches that executable.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, Route, sync_playwright

from tricktaker import load_game
from tricktaker.actions import Play
from tricktaker.bots import bot_seed, make_bot

BROWSER_NAMES = ("chromium", "chromium-browser", "google-chrome")
CHROMIUM_ENV = "TRICKTAKER_CHROMIUM"

# Chromium runs as root in CI containers (no sandbox then) and the network is closed: no GPU,
# no QUIC, no first-run, background, component-update or sync traffic. Playwright adds
# --headless and a fresh temporary profile of its own (--user-data-dir), removed on close.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

# Added before the page's scripts: the first object given a ``websocket_url`` (textual-serve's
# terminal session, whose ``terminal`` is the xterm.js Terminal) is kept as window.__ttSession.
CATCH_SESSION = """
Object.defineProperty(Object.prototype, "websocket_url", {
  configurable: true,
  set(value) {
    delete Object.prototype.websocket_url;
    Object.defineProperty(this, "websocket_url",
      {value, writable: true, configurable: true, enumerable: true});
    window.__ttSession = this;
  },
});
"""

# The terminal's screen, one string per row (null until the terminal exists).
READ_SCREEN = """() => {
  const terminal = window.__ttSession && window.__ttSession.terminal;
  if (!terminal) return null;
  const buffer = terminal.buffer.active;
  const rows = [];
  for (let y = 0; y < terminal.rows; y++) {
    const line = buffer.getLine(buffer.viewportY + y);
    rows.push(line ? line.translateToString(true) : "");
  }
  return rows;
}"""

WAIT = 20.0  # seconds: a deadline for each wait, not a measure (a fast machine waits less)


def chromium() -> str:
    """The Chromium executable to drive, or a skip saying why there is none."""
    named = os.environ.get(CHROMIUM_ENV)
    if named:
        found = shutil.which(named)
        if found is None:
            pytest.fail(f"${CHROMIUM_ENV}={named!r} is not an executable")
        return found
    for name in BROWSER_NAMES:
        found = shutil.which(name)
        if found is not None:
            return found
    pytest.skip(
        f"no Chromium to run the browser test: none of {', '.join(BROWSER_NAMES)} is on the "
        f"PATH and ${CHROMIUM_ENV} is not set (install the system's chromium package, as "
        ".ci/run does)"
    )


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Served:
    """A ``tricktaker serve`` process (in a process group of its own, with the game processes
    it starts) and the address of its page."""

    def __init__(self, args: list[str], workdir: Path) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.log = workdir / "serve.log"
        env = {**os.environ, "TRICKTAKER_DATA_DIR": str(workdir / "data"), "NO_COLOR": "1"}
        with self.log.open("wb") as log:
            self.process = subprocess.Popen(
                [*args, "--port", str(self.port)],
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                env=env,
                cwd=workdir,
                start_new_session=True,  # its game processes too: stopped as one group
            )

    def output(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")

    def wait_listening(self) -> None:
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                pytest.fail(
                    f"tricktaker serve exited ({self.process.returncode}):\n{self.output()}"
                )
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                time.sleep(0.05)
        pytest.fail(f"tricktaker serve did not listen on {self.port}:\n{self.output()}")

    def stop(self) -> None:
        """SIGTERM to the group (the server stops its games), then SIGKILL to whatever is
        left of it, the server's game processes included."""
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=5)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait()


def screen(page: Page) -> list[str]:
    rows = page.evaluate(READ_SCREEN)
    return list(rows) if rows else []


def wait_for_text(page: Page, text: str, served: Served) -> list[str]:
    """The screen once ``text`` shows on it; a failure shows the last screen and the server's
    output."""
    rows: list[str] = []
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        rows = screen(page)
        if any(text in row for row in rows):
            return rows
        time.sleep(0.1)
    shown = "\n".join(rows) or "(no terminal in the page)"
    pytest.fail(f"{text!r} never showed. The screen:\n{shown}\nThe server:\n{served.output()}")


def click_text(page: Page, rows: list[str], text: str) -> None:
    """A mouse click on the first cell of ``text`` where the screen first shows it: the cell's
    place from the terminal's size in cells and its screen's size in pixels."""
    row = next(y for y, line in enumerate(rows) if text in line)
    column = rows[row].index(text)  # one cell a character: no wide character in these rows
    box = page.locator(".xterm-screen").bounding_box()
    assert box is not None
    columns = page.evaluate("() => window.__ttSession.terminal.cols")
    width, height = box["width"] / columns, box["height"] / len(rows)
    page.mouse.click(box["x"] + (column + 0.5) * width, box["y"] + (row + 0.5) * height)


@pytest.fixture
def browser_page() -> Iterator[Page]:
    """A page of headless Chromium that reaches only this machine and exposes the terminal."""
    executable = chromium()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            page.set_default_timeout(WAIT * 1000)
            page.add_init_script(CATCH_SESSION)

            def local_only(route: Route) -> None:  # the page's web font: not fetched
                if route.request.url.startswith("http://127.0.0.1:"):
                    route.continue_()
                else:
                    route.abort()

            page.route("**/*", local_only)
            yield page
        finally:
            browser.close()


@pytest.fixture
def serve(tmp_path: Path) -> Iterator[Callable[[list[str]], Served]]:
    """Starts a server (``args``, given ``--port PORT``) and waits until it listens; stops
    every server started, whatever the test did."""
    started: list[Served] = []

    def start(args: list[str]) -> Served:
        served = Served(args, tmp_path)
        started.append(served)
        served.wait_listening()
        return served

    yield start
    for served in started:
        served.stop()


SEED = 7  # Oh Hell, four players, you at seat 0 and three basic bots: serve's default seats


def first_card(seed: int) -> str:
    """The game the served page plays, through the API: the bots (seeded as the table seeds
    them) move, you bid 0, and at your first turn to play the first of your legal cards is
    chosen; that card wins the first trick (checked: the table then says so). The card as the
    table shows it (``K♥``)."""
    game = load_game("oh-hell")
    session = game.new_session(options={"players": 4}, seed=seed)
    bots = {seat: make_bot("basic", bot_seed(seed, seat)) for seat in (1, 2, 3)}

    def bots_play() -> None:
        while session.current_seat != 0:
            seat = session.current_seat
            session.apply(bots[seat].choose(session, seat))

    bots_play()
    session.apply(session.parse_action("0"))
    bots_play()
    play = session.legal_actions()[0]
    assert isinstance(play, Play)
    session.apply(play)
    bots_play()
    assert session.observation(0)["trick"] == [], "your card no longer wins the first trick"
    return session.deck.format(play.card, symbols=True)


def test_a_card_played_in_the_browser_shows_on_the_table(serve, browser_page):
    """issue 46: ``tricktaker serve oh-hell --seed 7`` in headless Chromium. The page shows the
    table (the game and hand, your turn to bid); you bid 0 by keys (typed, then Enter) and play
    a card with the mouse (a click on it in your hand), and the table, read back from the
    page, shows the card played: the trick it won, told on the table, and the card gone from
    your hand."""
    shown = first_card(SEED)
    served = serve(
        [sys.executable, "-m", "tricktaker", "serve", "oh-hell", "--seed", str(SEED),
         "--delay", "0"]
    )  # fmt: skip
    page = browser_page
    page.goto(served.url)
    rows = wait_for_text(page, "Your turn: bid", served)
    assert any(row.startswith("Oh Hell · Hand 1") for row in rows), rows
    assert any(shown in row for row in rows), f"{shown} is not in your hand:\n" + "\n".join(rows)
    page.focus("textarea.xterm-helper-textarea")  # xterm.js's keyboard input
    page.keyboard.type("0")
    page.keyboard.press("Enter")
    click_text(page, wait_for_text(page, "Your turn: card", served), shown)
    rows = wait_for_text(page, f"You won the trick with {shown}", served)
    # The middle of the table shows the trick just won until the next card is led: its
    # number, who played what ("You      K♥ ◀", the winner marked) and who won it.
    in_middle = re.compile(rf"\bYou +{re.escape(shown)} ◀")
    assert any("Trick 1" in row for row in rows), "\n".join(rows)
    assert any(in_middle.search(row) for row in rows), "\n".join(rows)
    assert any("won by You" in row for row in rows), "\n".join(rows)
    # The card is on the table only where a played card is: the log's lines telling the
    # trick, and the trick in the middle, no longer in your hand.
    told = (f"You play {shown}", f"won the trick with {shown}")
    elsewhere = [
        row
        for row in rows
        if shown in row and not any(t in row for t in told) and not in_middle.search(row)
    ]
    assert not elsewhere, "\n".join(rows)


def test_serve_serves_the_table_page(serve):
    """issue 46: ``tricktaker serve GAME`` answers at the address it prints with textual-serve's
    page for the game, whose terminal connects back to the address browsers reach it by
    (``--public-url``, here a proxy's). Needs no browser."""
    served = serve(
        [sys.executable, "-m", "tricktaker", "serve", "oh-hell", "--seed", "7",
         "--public-url", "https://cards.example.org/"]
    )  # fmt: skip
    with urllib.request.urlopen(served.url, timeout=WAIT) as response:
        page = response.read().decode("utf-8")
    assert "Oh Hell · tricktaker" in page
    assert 'data-session-websocket-url="wss://cards.example.org/ws"' in page
    assert "Serving Oh Hell at https://cards.example.org" in served.output()
