"""The table's screens over the game: help, the tricks, the score sheet, a hand's result, the
final standings, and the question before quitting.

Each is a modal screen of text that scrolls when it is longer than the terminal, closed with
Enter or Esc (a hand's result and the final standings wait for Enter: the table pauses there
until the player goes on).
"""

from __future__ import annotations

from typing import ClassVar

from rich.console import RenderableType
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static


class InfoScreen(ModalScreen[bool]):
    """A titled page of text over the table; Enter, Esc or q close it (result True)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "close", "close", show=False),
        Binding("escape", "close", "close", show=False),
        Binding("q", "close", "close", show=False),
        Binding("up", "scroll(-1)", show=False),
        Binding("down", "scroll(1)", show=False),
        Binding("pageup", "scroll(-10)", show=False),
        Binding("pagedown", "scroll(10)", show=False),
    ]

    FOOTER = "Enter or Esc: back to the table"

    def __init__(
        self, title: str, body: RenderableType, footer: str | None = None, at_end: bool = False
    ) -> None:
        super().__init__()
        self.at_end = at_end
        """Open scrolled to the end (the log: its latest lines)."""
        self.title_text = title
        self.body = body
        self.footer = footer or self.FOOTER

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog") as box:
            box.border_title = self.title_text
            with VerticalScroll(id="dialog-body"):
                yield Static(self.body, id="dialog-text")
            yield Static(self.footer, id="dialog-footer")

    def on_mount(self) -> None:
        if self.at_end:
            body = self.query_one("#dialog-body", VerticalScroll)
            self.call_after_refresh(body.scroll_end, animate=False)

    def action_close(self) -> None:
        self.dismiss(True)

    def action_scroll(self, lines: int) -> None:
        self.query_one("#dialog-body", VerticalScroll).scroll_relative(y=lines, animate=False)


class PauseScreen(InfoScreen):
    """A hand's result or the final standings: the table waits here until Enter."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "close", "go on", show=False),
        Binding("space", "close", "go on", show=False),
        Binding("escape", "close", "go on", show=False),
    ]

    FOOTER = "Enter: go on"


class ConfirmQuit(ModalScreen[bool]):
    """``Save and stop?``: y stops (the game is saved either way), n, Esc or Enter go on."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "yes", show=False),
        Binding("n", "answer(False)", "no", show=False),
        Binding("enter", "answer(False)", "no", show=False),
        Binding("escape", "answer(False)", "no", show=False),
        Binding("q", "answer(True)", "yes", show=False),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm") as box:
            box.border_title = "Quit"
            yield Static(
                "Save and stop? The game is saved after every move.\n"
                "y: stop (resume it later) · n or Enter: go on playing"
            )

    def action_answer(self, stop: bool) -> None:
        self.dismiss(stop)
