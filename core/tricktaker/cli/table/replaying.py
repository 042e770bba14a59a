"""A game record walked through at the full-screen table (``tricktaker replay FILE --step``).

:class:`ReplayDriver` feeds the table's app with a record's actions instead of bots and
humans: the table only asks its driver what comes next and what the viewer sees, so the same
seats, trick, hand, panels, trick review and score sheet are drawn. The record is checked as
a whole first (:func:`tricktaker.records.replay` names the first bad action), so the table
never opens on a record it cannot play to its end. Sessions are deterministic from the
record: stepping back rebuilds the session from the start and plays it forward to the earlier
point, so a position reached backwards is the same as one reached forwards.

:class:`ReplayApp` is the read-only table: no input line, no cards to pick, no timer; keys
step through the record (→ the next trick, the bidding as one step; ← back; ] and [ a hand;
``.`` one action; Home and End). The view is one seat's (``--seat``) or, by default, a
spectator's with every hand face up.
"""

from __future__ import annotations

import bisect
import sys
from pathlib import Path
from typing import Any, ClassVar

from rich.console import Console
from rich.table import Table
from rich.text import Text
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from tricktaker.actions import Action
from tricktaker.cli.recordfile import checked_record
from tricktaker.cli.table.app import TableApp, final_line
from tricktaker.cli.table.driver import Next, TableDriver
from tricktaker.cli.table.render import group_lines, in_trick_play, seat_text
from tricktaker.cli.table.screens import InfoScreen
from tricktaker.cli.table.widgets import MoveInput, Picker
from tricktaker.cli.text import plain
from tricktaker.cli.view import action_text, score_table, seat_name, standings_table
from tricktaker.engine.registry import Registry
from tricktaker.errors import TrickTakerError
from tricktaker.records import GameRecord
from tricktaker.records import replay as replay_record

REPLAY_KEYS = (
    ("→  n  Space", "the next trick (the bidding, a pass... as one step)"),
    ("←  p", "back a trick"),
    ("]  Shift+→", "the next hand"),
    ("[  Shift+←", "back to the start of this hand, or of the one before"),
    (".", "one action"),
    ("Home  End", "the start, the end of the game"),
    ("l", "the last trick"),
    ("t", "every trick of this hand"),
    ("s", "the score sheet"),
    ("e", "everything that happened (the log)"),
    ("? or F1", "this help"),
    ("q", "leave the replay (nothing to save)"),
)
"""The keys of the replay, as its help lists them."""

REPLAY_KEYS_LINE = "→ next trick · ← back · ] [ hand · . action · Home End · t s ? · q quit"


class ReplayDriver(TableDriver):
    """The table's driver for a record: ``next()`` is always a "bot" (the record's next
    action, :meth:`bot_choice`) until the record ends; :meth:`goto` moves to any point.

    ``seat``: the seat whose view is drawn (its hand, what it was told); None: a spectator's
    view with every hand face up (:attr:`open_hands`). Raises
    :class:`~tricktaker.errors.RecordError` for a record that does not replay.
    """

    def __init__(
        self, record: GameRecord, seat: int | None = None, registry: Registry | None = None
    ) -> None:
        full = replay_record(record, registry)  # checks every action and the hands described
        self.game_record = record
        self.registry = registry
        self.actions: list[Action] = [action for _, action, _ in full.history]
        self.position = 0
        """How many of the record's actions have been played."""
        self.tricks_seen = 0
        self.open_hands = seat is None
        if seat is not None and not 0 <= seat < full.players:
            raise TrickTakerError(f"no seat {seat + 1}: the game has {full.players} seats")
        super().__init__(self._fresh(), ["basic"] * full.players)
        self.bots = {}
        self.me = None
        self.viewer = seat if seat is not None else 0
        self.complete = full.is_over
        self._scan()

    def _fresh(self) -> Any:
        """A session at the record's start (its game, options, seed and deals)."""
        start = self.game_record.model_copy(update={"actions": [], "hands": []})
        return replay_record(start, self.registry)

    def restart(self) -> None:
        """Back to the record's start: a new session, nothing seen yet."""
        self.session = self._fresh()
        self.session.add_observer(self, name="table")
        self.position = 0
        self.tricks = []
        self.events.clear()
        self.deal_no = self.session.state.deal_no
        self.hand_done = None

    def _scan(self) -> None:
        """Play the record once to know where its hands and tricks are: the points where a
        step stops (a trick won, a phase over, a deal), each hand's first action, the tricks of
        each hand."""
        total = len(self.actions)
        self.hand_at = [0] * (total + 1)
        """For each point (actions played), the record's hand (from 0) it is in."""
        self.stops = [0]
        """The points where "the next trick" stops, in order (the start and the end too)."""
        self.hand_starts = [0]
        """The points where a hand starts (its deal done, nothing played)."""
        self.hand_tricks: list[int] = [0]
        """The tricks played in each hand of the record."""
        hand = 0
        for index in range(total):
            state = self.session.state
            phase, deal, tricks = state.phase, state.deal_no, len(self.tricks)
            self.step()
            state = self.session.state
            self.hand_tricks[hand] = max(self.hand_tricks[hand], self.tricks_seen)
            if state.deal_no != deal and not self.session.is_over:
                hand += 1
                self.hand_starts.append(index + 1)
                self.hand_tricks.append(0)
            self.hand_at[index + 1] = hand
            if (
                state.phase != phase
                or state.deal_no != deal
                or self.tricks_seen != tricks
                or index + 1 == total
            ) and self.stops[-1] != index + 1:
                self.stops.append(index + 1)
        self.restart()

    # -- the flow ----------------------------------------------------------------------------

    def next(self) -> Next:
        """ "bot" while the record has actions left (the table draws nobody's turn to pick),
        "over" at its end."""
        return "bot" if self.position < len(self.actions) else "over"

    def only_move(self) -> Action | None:
        return None

    def bot_choice(self) -> Action:
        """The record's next action."""
        return self.actions[self.position]

    def step(self) -> None:
        """Play the record's next action (told in the log as the viewer may know it)."""
        session = self.session
        action = self.actions[self.position]
        seat = session.current_seat
        self.events.append(self.action_line(seat, action))
        deal, hands = session.state.deal_no, len(session.state.hand_results)
        session.apply(action)
        self.position += 1
        self.tricks_seen = len(self.tricks)  # the hand's tricks, its last one too
        if len(session.state.hand_results) > hands:
            self.hand_done = len(session.state.hand_results) - 1
        if session.state.deal_no != deal and not session.is_over:
            self.deal_no = session.state.deal_no
            self.tricks = []

    def goto(self, point: int) -> list[int]:
        """Move to ``point`` (actions played; clamped to the record), forwards by playing,
        backwards by replaying from the start. The hands finished on the way forward (indices
        in ``state.hand_results``)."""
        point = max(0, min(point, len(self.actions)))
        if point < self.position:
            self.restart()
        finished: list[int] = []
        while self.position < point:
            self.hand_done = None
            self.step()
            if self.hand_done is not None:
                finished.append(self.hand_done)
        self.hand_done = None
        return finished

    # -- where the steps go ------------------------------------------------------------------

    def next_trick(self) -> int:
        """The point after the next trick (or bidding, pass...)."""
        index = bisect.bisect_right(self.stops, self.position)
        return self.stops[index] if index < len(self.stops) else len(self.actions)

    def previous_trick(self) -> int:
        index = bisect.bisect_left(self.stops, self.position)
        return self.stops[index - 1] if index > 0 else 0

    def next_hand(self) -> int:
        index = bisect.bisect_right(self.hand_starts, self.position)
        return self.hand_starts[index] if index < len(self.hand_starts) else len(self.actions)

    def previous_hand(self) -> int:
        index = bisect.bisect_left(self.hand_starts, self.position)
        return self.hand_starts[index - 1] if index > 0 else 0

    def where(self) -> str:
        """Where the replay is: ``Hand 2 of 6 · trick 5 of 13 · action 87 of 212``."""
        session = self.session
        total = len(self.actions)
        parts = []
        if session.is_over:
            parts.append("The game is over")
        else:
            hand = self.hand_at[self.position]
            hands = len(self.hand_starts)
            parts.append(f"Hand {hand + 1} of {max(hands, hand + 1)}")
            if in_trick_play(session):
                played = len(self.tricks) + (1 if self.observation()["trick"] else 0)
                tricks = self.hand_tricks[hand] if hand < len(self.hand_tricks) else 0
                parts.append(f"trick {max(played, 1)} of {max(tricks, played, 1)}")
            else:
                name = session.phase_names[session.state.phase].replace("_", " ")
                parts.append(name)
        parts.append(f"action {self.position} of {total}")
        return " · ".join(parts)

    def action_line(self, seat: int, action: Action) -> Text:
        """As the table tells it; with every hand open, secret actions in full (the cards
        passed), as a spectator of the whole record may see them."""
        if not self.open_hands:
            return super().action_line(seat, action)
        session = self.session
        told = session.phase.told_text(session.game, action, False)
        if told is not None:
            return plain(f"{self.name(seat)} {told}")
        return plain(f"{self.name(seat)} ") + action_text(session, action, session.state.trump)

    def hand_of(self, seat: int) -> list[int]:
        """A seat's hand now, face up (only with :attr:`open_hands`: a spectator's view of a
        finished record)."""
        assert self.open_hands
        return sorted(self.session.state.hands[seat], key=self.session.deck.sort_key)


class ReplayApp(TableApp):
    """The table, read-only, stepping through a record (:class:`ReplayDriver`)."""

    AUTO_FOCUS = None

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right,n,space", "forward('trick')", "next trick", show=False, priority=True),
        Binding("left,p", "backward('trick')", "back a trick", show=False, priority=True),
        Binding("shift+right,right_square_bracket", "forward('hand')", show=False, priority=True),
        Binding("shift+left,left_square_bracket", "backward('hand')", show=False, priority=True),
        Binding("full_stop", "forward('action')", "one action", show=False, priority=True),
        Binding("home", "backward('start')", "start", show=False, priority=True),
        Binding("end", "forward('end')", "end", show=False, priority=True),
        Binding("q", "ask_quit", "quit", show=False),
    ]

    driver: ReplayDriver

    def __init__(self, driver: ReplayDriver) -> None:
        super().__init__(driver)

    def on_mount(self) -> None:
        for widget in (self.query_one("#hand", Picker), self.query_one("#side", VerticalScroll)):
            widget.can_focus = False
        self.query_one("#input", MoveInput).display = False
        self.query_one("#keys", Static).update(REPLAY_KEYS_LINE)
        super().on_mount()

    # -- the flow: nothing moves by itself ---------------------------------------------------

    def advance(self) -> None:
        """Nothing moves by itself in a replay: the keys step."""

    def covered(self) -> bool:
        """Close a screen over the table (help, a hand's result...): a step key does that
        first, without stepping."""
        if isinstance(self.screen, ModalScreen):
            self.screen.dismiss(True)
            return True
        return False

    def action_forward(self, how: str) -> None:
        if self.covered():
            return
        driver = self.driver
        if how == "trick":
            target = driver.next_trick()
        elif how == "hand":
            target = driver.next_hand()
        elif how == "action":
            target = driver.position + 1
        else:  # the end
            target = len(driver.actions)
        if target == driver.position:
            self.say(plain("This is the end of the record.", style="bold"))
            return
        finished = driver.goto(target)
        self.message = None
        self.redraw()
        if driver.session.is_over:
            self.show_final()
        elif finished and how != "end":
            driver.hand_done = finished[-1]
            self.show_hand_end()

    def action_backward(self, how: str) -> None:
        if self.covered():
            return
        driver = self.driver
        if how == "trick":
            target = driver.previous_trick()
        elif how == "hand":
            target = driver.previous_hand()
        else:  # the start
            target = 0
        if driver.position == 0:
            self.say(plain("This is the start of the record.", style="bold"))
            return
        driver.goto(target)
        self.message = None
        self.redraw()

    def action_ask_quit(self) -> None:
        """Leave at once: a replay has nothing to save."""
        self.finished = True
        self.exit(True)

    def action_stop(self) -> None:
        self.action_ask_quit()

    def action_hint(self) -> None:
        self.say(Text("A replay has no hints: the record says what comes next."))

    def action_type(self) -> None:
        """Nothing to type in a replay."""

    def action_help(self) -> None:
        from tricktaker.cli.table.render import help_renderable

        self.push_screen(InfoScreen("Help", help_renderable(self.driver, keys=REPLAY_KEYS)))

    def show_final(self) -> None:
        """The final scores and standings, over the table until a key closes them (the
        replay stays open: it may step back)."""
        driver = self.driver
        session = driver.session
        grid = Table.grid()
        grid.add_row(score_table(session, None, driver.me))
        grid.add_row(standings_table(session, None, driver.me))
        grid.add_row(final_line(driver))
        self.push_screen(InfoScreen("The game is over", grid))

    # -- drawing -----------------------------------------------------------------------------

    def redraw(self) -> None:
        super().redraw()
        driver = self.driver
        if not driver.open_hands:
            return
        obs = driver.observation()
        session = driver.session
        top = self.query_one("#top")
        for seat in range(session.players):
            if seat == driver.viewer:
                continue
            box = self.query_one(f"#seat-{seat}", Static)
            text = seat_text(driver, obs, seat, one_line=box.parent is top)
            cards = group_lines(session, driver.hand_of(seat), obs["trump"])
            if cards:
                # a line per suit at the sides; on one line across the top (less high)
                text += Text("\n") + Text("  " if box.parent is top else "\n").join(cards)
            box.update(text)

    def redraw_prompt(self, obs: dict[str, Any] | None = None) -> None:
        driver = self.driver
        text = plain(f"Replay · {driver.where()}", style="bold")
        if driver.open_hands:
            text += plain(" · every hand face up", style="italic")
        else:
            seat = seat_name(driver.viewer, None, None, driver.session.game)
            text += plain(f" · as {seat} saw it")
        if self.message is not None:
            text += Text("\n") + self.message
        self.query_one("#prompt", Static).update(text)


def parse_seat(text: str, record: GameRecord, players: int, names: list[str]) -> int:
    """``--seat``: a seat's number from 1, as every command counts seats for players (``--seats``
    lists them from the first, a seat with no name is ``Player 2``), or its name (``south``);
    the seat's index. A refusal lists each number with its name, and for a number that is an
    index from 0 (a record's JSON and the rules' specs count so, e.g. "seats 0–3") says which
    ``--seat`` that seat is (issue 47)."""
    wanted = text.strip().lower()
    for index, name in enumerate(names):
        if name.lower() == wanted:
            return index
    if wanted.isdigit() and 1 <= int(wanted) <= players:
        return int(wanted) - 1
    why = f"--seat {text}: {record.game} has seats 1 to {players}, counted from 1"
    if names:
        listed = ", ".join(f"{i + 1} {name}" for i, name in enumerate(names[:players]))
        why += f" ({listed}), or give a seat's name"
    if wanted.isdigit() and int(wanted) < players:
        index = int(wanted)
        who = f" ({names[index]})" if index < len(names) else ""
        why += f"; seat {index}{who} counted from 0, as a record's JSON counts, is "
        why += f"--seat {index + 1}"
    raise TrickTakerError(why)


def replay_at_table(file: Path, seat: str | None, force: bool, console: Console) -> None:
    """``replay FILE --step``: check the record (the first bad action named, as ``replay``
    does, before any screen opens), then open the table on its first deal. Refused without a
    terminal unless ``force`` (``--table``)."""
    if not force and not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise TrickTakerError(
            "--step opens the full-screen table: run it at a terminal (or add --table to force)"
        )
    record, full = checked_record(file, console)  # its notes stay when the table closes
    index = None
    if seat is not None:
        index = parse_seat(seat, record, full.players, list(full.game.rules.seat_names))
    driver = ReplayDriver(record, index)
    ReplayApp(driver).run()
