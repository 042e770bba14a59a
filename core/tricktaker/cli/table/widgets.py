"""The table's widgets: a row of cards or choices to pick from, a seat's box, the input line.

A :class:`Picker` draws items (cards of a hand, or calls, bids and other choices) on as many
lines as they need, with a cursor moved by the arrow keys and items picked by Enter or a click.
What tells the items apart never relies on colour alone: the legal cards are bold and
underlined (the others dim and plain), the cursor is reversed with a ``▲`` under it, a card
selected to pass has a ``+`` under it, and the trumps are labelled above their group.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.geometry import Size
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Input, Static

TABLE_KEYS = " ?/lsteqh"
"""Keys of the table itself (the app's bindings): the start of a typed move only when some
legal move's text starts with it (:attr:`Picker.move_start`); ``?``, space and ``/`` never."""


@dataclass(frozen=True, slots=True)
class Item:
    """One thing to pick: its text, whether it may be picked now, its group (cards of one
    suit as the game counts it; choices are all of group 0), and what it stands for (a card
    id, or an index of the choices)."""

    text: Text
    enabled: bool = True
    group: int = 0
    value: int = 0


class Picker(Widget, can_focus=True):
    """Items to pick from with keys or the mouse (a hand of cards, or the legal choices).

    ``multi``: Space (or a click) selects and unselects items (cards to pass or discard);
    Enter selects the item under the cursor, or confirms once ``needed`` items are selected.
    Posts :class:`Picker.Picked` (one item) and :class:`Picker.Confirmed` (the selection).
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", "previous", show=False),
        Binding("right", "move(1)", "next", show=False),
        Binding("up", "move(-1)", "previous", show=False),
        Binding("down", "move(1)", "next", show=False),
        Binding("home", "home", show=False),
        Binding("end", "end", show=False),
        Binding("enter", "pick", "play", show=False),
        Binding("space", "select", "select", show=False),
        Binding("backspace", "undo", "take back", show=False),
    ]

    class Picked(Message):
        """An item was picked (Enter or a click)."""

        def __init__(self, picker: Picker, value: int) -> None:
            super().__init__()
            self.picker = picker
            self.value = value

        @property
        def control(self) -> Picker:
            """The picker it came from (for ``@on(Picker.Picked, "#hand")``)."""
            return self.picker

    class Confirmed(Message):
        """The selected items were confirmed (a pass or discard of several cards)."""

        def __init__(self, picker: Picker, values: list[int]) -> None:
            super().__init__()
            self.picker = picker
            self.values = values

        @property
        def control(self) -> Picker:
            """The picker it came from."""
            return self.picker

    def __init__(self, *, cards: bool = False, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards = cards
        self.items: list[Item] = []
        self.cursor = 0
        self.selected: list[int] = []
        self.multi = False
        self.needed = 1
        self.active = False
        self.trump_group: int | None = None
        self.type_target: MoveInput | None = None
        """Where a typed move goes (the input line): keys that start one move the focus there."""
        self.move_start: Callable[[str], bool] | None = None
        """Whether a character starts the text of a legal move now (``q`` of ``QC``, ``t`` of
        ``trump H``): then a table key's letter starts the typed move instead (issue 46)."""
        self.typing = False
        """A move is being typed: every key that still reaches this picker (typed before the
        focus moved to the input line) goes on to the input line, in order."""
        self._spans: list[tuple[int, int, int, int]] = []  # line, start, end, item index

    def set_items(
        self,
        items: list[Item],
        active: bool,
        multi: bool = False,
        needed: int = 1,
        trump_group: int | None = None,
        keep_place: bool = False,
    ) -> None:
        """Show ``items``; ``active``: they may be picked now (the cursor is shown). The
        cursor stays on the same value when it may still be picked; with ``keep_place`` (cards
        discarded or passed one at a time), when its item is gone, on the item now in its
        place (the next one that may be picked); else on the first item that may be picked."""
        old = self.items[self.cursor].value if 0 <= self.cursor < len(self.items) else None
        if [i.value for i in items] != [i.value for i in self.items] or multi != self.multi:
            self.selected = [v for v in self.selected if any(i.value == v for i in items)]
        if not multi:
            self.selected = []
        self.items = items
        self.multi = multi
        self.needed = needed
        self.active = active
        self.trump_group = trump_group
        values = [i.value for i in items]
        enabled = [k for k, i in enumerate(items) if i.enabled]
        if old in values and items[values.index(old)].enabled:
            self.cursor = values.index(old)
        elif keep_place and old is not None and old not in values and enabled:
            # the card under the cursor is gone (discarded): the cursor stays where it was,
            # on the next card (issue 47: not back to the first, the best card, which Enter
            # pressed twice would throw away)
            self.cursor = next((k for k in enabled if k >= self.cursor), enabled[-1])
        else:
            self.cursor = enabled[0] if enabled else 0
        self.refresh(layout=True)

    # -- keys and the mouse ------------------------------------------------------------------

    def action_move(self, step: int) -> None:
        if not self.items:
            return
        count = len(self.items)
        for k in range(1, count + 1):
            index = (self.cursor + step * k) % count
            if self.items[index].enabled or not self.active:
                self.cursor = index
                break
        self.refresh()

    def action_home(self) -> None:
        self.cursor = next((k for k, i in enumerate(self.items) if i.enabled), 0)
        self.refresh()

    def action_end(self) -> None:
        enabled = [k for k, i in enumerate(self.items) if i.enabled]
        self.cursor = enabled[-1] if enabled else 0
        self.refresh()

    def action_pick(self) -> None:
        if not self.active or not self.items:
            return
        item = self.items[self.cursor]
        if self.multi:
            if len(self.selected) >= self.needed:
                self.post_message(self.Confirmed(self, list(self.selected)))
            elif item.enabled and item.value not in self.selected:
                self.selected.append(item.value)
                self.refresh()
            elif item.value in self.selected:
                self.selected.remove(item.value)
                self.refresh()
            return
        if item.enabled:
            self.post_message(self.Picked(self, item.value))

    def action_select(self) -> None:
        if not self.active or not self.items:
            return
        if not self.multi:
            self.action_pick()
            return
        item = self.items[self.cursor]
        if item.value in self.selected:
            self.selected.remove(item.value)
        elif item.enabled and len(self.selected) < self.needed:
            self.selected.append(item.value)
        self.refresh()

    def action_undo(self) -> None:
        if self.multi and self.selected:
            self.selected.pop()
            self.refresh()

    def check_consume_key(self, key: str, character: str | None) -> bool:
        # the table's letter keys (l, t, s, ?) stay keys here, but not while a move is typed
        return self.typing

    def on_key(self, event: events.Key) -> None:
        """A printable key that is no key of the table (or ``/``; a table key's letter too
        when a legal move starts with it: ``q`` of ``QC``, ``s`` of ``spades``) starts a typed
        move: it goes to the input line and the focus with it, at once (not by a message), so
        the keys typed quickly after it follow it there in order, whichever widget they reach."""
        target = self.type_target
        if target is None:
            return
        character = event.character
        starts = event.is_printable and character is not None and character not in TABLE_KEYS
        if (
            not starts
            and character
            and character.isalpha()
            and self.move_start is not None
            and self.move_start(character)
        ):  # a table key's letter that starts a legal move ("qc": the queen, not quit)
            starts = True
        if not self.cards and character and event.is_printable and character != " ":
            # a choice's own word goes to the input line, even from a table key ("spades")
            starts = starts or any(
                item.enabled and item.text.plain.lower().startswith(character.lower())
                for item in self.items
            )
        if not (self.typing or starts or event.key == "slash"):
            return
        event.stop()
        event.prevent_default()
        if not self.typing:
            self.typing = True
            self.screen.set_focus(target)
            if event.key == "slash":
                return
        target.type_key(event.key, character)

    def on_blur(self) -> None:
        self.typing = False

    def on_focus(self) -> None:
        self.typing = False

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        for line, start, end, index in self._spans:
            if line == offset.y and start <= offset.x < end:
                self.cursor = index
                self.focus()
                if self.multi:
                    self.action_select()
                else:
                    self.action_pick()
                return

    # -- drawing -----------------------------------------------------------------------------

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """The lines the items take at ``width`` (drawn at the width the layout gives, not at
        the widget's width of the last layout: the choices take only the lines they need)."""
        return self._layout(max(width, 10)).plain.count("\n") + 1 if self.items else 0

    def render(self) -> Text:
        return self._layout(max(self.content_region.width or self.size.width, 10))

    def _layout(self, width: int) -> Text:
        """The items on lines of ``width`` cells (the spans of each item kept for clicks)."""
        rows: list[list[tuple[int, int]]] = [[]]  # per line: (item index, start column)
        column = 0
        for index, item in enumerate(self.items):
            gap = 0 if not rows[-1] else (2 if item.group != self.items[index - 1].group else 1)
            size = item.text.cell_len
            if rows[-1] and column + gap + size > width:
                rows.append([])
                column, gap = 0, 0
            rows[-1].append((index, column + gap))
            column += gap + size
        out: list[Text] = []
        self._spans = []
        for row in rows:
            above = [" "] * width
            cards = Text()
            below = [" "] * width
            line = len(out) + (1 if self.cards else 0)  # the line the items are drawn on
            for index, start in row:
                item = self.items[index]
                cards.append(" " * (start - cards.cell_len))
                shown = item.text.copy()
                if self.active and item.enabled:
                    shown.stylize("bold underline")
                elif self.active:
                    shown.stylize("dim")
                if self.active and index == self.cursor and self.has_focus:
                    shown.stylize("reverse")
                cards.append_text(shown)
                end = start + item.text.cell_len
                self._spans.append((line, start, end, index))
                middle = start + (end - start) // 2
                if item.value in self.selected and middle < width:
                    below[middle] = "+"
                if self.active and index == self.cursor and middle < width:
                    below[middle] = "▲"
            if self.cards:
                self._label_trumps(row, above, width)
                out.append(Text("".join(above).rstrip(), style="bold"))
            out.append(cards)
            marks = "".join(below).rstrip()
            if self.cards or (self.active and marks):  # choices: a line for the cursor only
                out.append(Text(marks, style="bold"))
        return Text("\n").join(out) if self.items else Text("")

    def _label_trumps(self, row: list[tuple[int, int]], above: list[str], width: int) -> None:
        """``╭ trumps ──╮`` over the trump group of the line (``*`` over each trump when the
        group is too narrow for the word)."""
        spots = [
            (start, start + self.items[index].text.cell_len)
            for index, start in row
            if self.items[index].group == self.trump_group
        ]
        if not spots or self.trump_group is None:
            return
        first, last = spots[0][0], min(spots[-1][1], width)
        span = last - first
        if span >= 8:
            label = "╭trumps" + "─" * (span - 8) + "╮"
            above[first:last] = list(label[:span])
        else:
            for start, end in spots:
                above[start + (end - start) // 2] = "*"


class MoveInput(Input):
    """The input line: a move typed in the game's words, as at the line console. Esc clears
    it and goes back to the cards."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "leave", "back to the cards", show=False)
    ]

    class Leave(Message):
        """The player left the input line (Esc)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(select_on_focus=False, **kwargs)  # a key typed on the way stays
        self.keep = False
        """A ``/`` was typed into the empty line: the player goes on typing here (the focus
        stays, even when a move just played would send it back to the cards)."""

    def action_leave(self) -> None:
        self.value = ""
        self.keep = False
        self.post_message(self.Leave())

    async def action_submit(self) -> None:
        """Enter: see :meth:`submit_now`."""
        self.submit_now()

    def submit_now(self) -> None:
        """The line is sent and cleared at once, so that what is typed right after it (the
        next move) is not lost or mixed with it."""
        value = self.value
        self.value = ""
        self.keep = False
        self.post_message(self.Submitted(self, value, None))

    def on_key(self, event: events.Key) -> None:
        if event.key == "slash" and not self.value:  # "type a move": the line is here already
            event.stop()
            event.prevent_default()
            self.keep = True

    def type_key(self, key: str, character: str | None) -> None:
        """A key typed at a picker before the focus got here, as if typed here."""
        if key == "enter":
            self.submit_now()
        elif key == "backspace":
            self.action_delete_left()
        elif key == "escape":
            self.action_leave()
        elif key == "slash" and not self.value:
            self.keep = True
        elif character and character.isprintable():
            self.insert_text_at_cursor(character)


class BoxResized(Message):
    """A box whose drawing depends on its size (the trick's, the side's) has a new size."""


class TrickBox(Static):
    """The middle of the table (the trick or the auction), drawn to its size: it tells the
    table when that changes (:class:`BoxResized`). Issue 47: a screen resized drew the table
    at the sizes of the layout before."""

    def on_resize(self, event: events.Resize) -> None:
        self.post_message(BoxResized())


class SideBox(VerticalScroll):
    """The side of the table (the scores and the game's panels, in as many columns as its
    width holds): it tells the table when its size changes (:class:`BoxResized`)."""

    def on_resize(self, event: events.Resize) -> None:
        self.post_message(BoxResized())
