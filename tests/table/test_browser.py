"""The table in a real browser (issue 46): ``tricktaker serve`` in a subprocess, the page opened
in headless Chromium (the system's, driven by Playwright), a card played by keys, and the table
read back from the page's terminal.

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


TINY_APP = """
from textual.app import App
from textual.widgets import Input, Static

class Tiny(App):
    def compose(self):
        yield Static("Table ready", id="said")
        yield Input(id="typed")

    def on_input_submitted(self, event):
        self.query_one("#said", Static).update(f"You played {event.value}")

Tiny().run()
"""


def test_served_page_runs_the_command_and_reads_back(tmp_path, serve, browser_page):
    """issue 46: tricktaker serve's server, with a tiny Textual app of the test's own, in
    headless Chromium: keys typed in the page reach the app and its screen is read back."""
    app_file = tmp_path / "tiny.py"
    app_file.write_text(TINY_APP, encoding="utf-8")
    command = f"{sys.executable} {app_file}"
    code = (
        "import sys; from tricktaker.cli.serving import _server; "
        f"_server({command!r}, '127.0.0.1', int(sys.argv[-1]), 'Tiny', None).serve()"
    )
    served = serve([sys.executable, "-c", code])
    page = browser_page
    page.goto(served.url)
    wait_for_text(page, "Table ready", served)
    page.focus("textarea.xterm-helper-textarea")  # xterm.js's keyboard input
    page.keyboard.type("QS")
    page.keyboard.press("Enter")
    wait_for_text(page, "You played QS", served)


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
