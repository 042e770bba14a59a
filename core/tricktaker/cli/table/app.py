"""The full-screen table (Textual): the seats around it, the trick in the middle, your hand,
the game's panels; cards and choices picked by keys, mouse or typing.

:class:`TableApp` draws what its :class:`~tricktaker.cli.table.driver.TableDriver` lets the
viewer see and hands the driver the human's moves; the driver plays the bots and saves. Bots
think in a worker thread and move after the driver's delay, so the screen stays responsive.
The app's result is True when the game was played to its end, False when the player stopped
(it is saved then, and ``resume`` goes on from there).
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any, ClassVar

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.filter import Monochrome
from textual.widgets import Input, Static

from tricktaker.actions import (
    NO_TRUMP,
    Action,
    ContractBid,
    Discard,
    Double,
    Exchange,
    Give,
    Pass,
    Play,
)
from tricktaker.actions import Redouble as RedoubleAction
from tricktaker.cli.events import breakdown_lines, sides_line
from tricktaker.cli.table.driver import TableDriver
from tricktaker.cli.table.mono import ReadableMonochrome
from tricktaker.cli.table.render import (
    group_lines,
    header_text,
    help_renderable,
    middle,
    panel_grid,
    places,
    score_box,
    seat_box,
    seat_text,
    seat_title,
    tricks_table,
)
from tricktaker.cli.table.screens import ConfirmQuit, InfoScreen, PauseScreen
from tricktaker.cli.table.widgets import (
    BoxResized,
    Item,
    MoveInput,
    Picker,
    SideBox,
    TrickBox,
)
from tricktaker.cli.text import plain
from tricktaker.cli.view import (
    action_text,
    call_text,
    card_text,
    hand_groups,
    hand_number,
    hands_played,
    played_text,
    plural,
    score_table,
    standings_table,
    table_panels,
    trick_tables,
    winners_words,
)
from tricktaker.engine.seats import hand_sides
from tricktaker.errors import IllegalAction, NotationError

PANEL_WIDTH = 22
"""The narrowest column of the game's panels at the side of the table."""

KEYS_LINE = "? help · l last trick · t tricks · s scores · e log · h hint · / type · q quit"


class TableApp(App[bool]):
    """The table for one game, driven by ``driver`` (which may be a replay's: the app only
    asks it what comes next)."""

    CSS_PATH = "table.tcss"
    TITLE = "tricktaker"
    ENABLE_COMMAND_PALETTE = False

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark", "help", "help", show=False),
        Binding("f1", "help", "help", show=False),
        Binding("l", "last_trick", "last trick", show=False),
        Binding("t", "tricks", "tricks", show=False),
        Binding("s", "scores", "scores", show=False),
        Binding("e", "log", "log", show=False),
        Binding("h", "hint", "hint", show=False),
        Binding("slash", "type", "type", show=False),
        Binding("q", "ask_quit", "quit", show=False),
        Binding("ctrl+c", "stop", "stop", show=False, priority=True),
    ]

    def __init__(self, driver: TableDriver) -> None:
        super().__init__()
        self._filters = [  # NO_COLOR: greys that keep every card readable (red ones too)
            ReadableMonochrome() if isinstance(f, Monochrome) else f for f in self._filters
        ]
        self.driver = driver
        self.message: Text | None = None
        self.thinking = False
        self.paused = False
        self.finished = False
        self.mode = ""  # "cards", "choices" or "" (not the human's turn)
        self.choices: list[Action] = []
        self.card_actions: dict[int, list[Action]] = {}
        self.ways: list[Action] = []  # the ways to play the card picked, when it has several
        self.panel_count = -1
        self.drawn_panels: list[tuple[str, RenderableType]] = []  # the game's panels, drawn

    # -- layout ------------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        session = self.driver.session
        left, top, right = places(session.players, self.driver.viewer)
        yield Static(id="status")
        with Horizontal(id="main"):
            with Vertical(id="table"):
                with Horizontal(id="top"):
                    for seat in top:
                        yield Static(id=f"seat-{seat}", classes="seat")
                with Horizontal(id="middle"):
                    if left:
                        with Vertical(id="left", classes="side-seats"):
                            for seat in left:
                                yield Static(id=f"seat-{seat}", classes="seat")
                    yield TrickBox(id="trick")
                    if right:
                        with Vertical(id="right", classes="side-seats"):
                            for seat in right:
                                yield Static(id=f"seat-{seat}", classes="seat")
            with SideBox(id="side"):
                yield Static(id="totals", classes="panel")
                yield Horizontal(id="panels")
        yield Static(id="me")
        yield Picker(cards=True, id="hand")
        yield Static(id="prompt")
        yield Picker(id="choices")
        yield MoveInput(placeholder="type a move, or ? for help", id="input", compact=True)
        yield Static(id="log")
        yield Static(KEYS_LINE, id="keys")

    def on_mount(self) -> None:
        session = self.driver.session
        left, _, right = places(session.players, self.driver.viewer)
        self.set_class(not (left or right), "two-seats")
        box = self.query_one("#input", MoveInput)
        for picker in self.query(Picker).results(Picker):
            picker.type_target = box
            picker.move_start = self.starts_move
        self.query_one("#totals", Static).border_title = "Scores"
        self.driver.open()
        self.redraw()
        self.advance()

    # -- the flow ----------------------------------------------------------------------------

    def advance(self) -> None:
        """Go on with the game: pause on a hand just finished, let a bot move, or wait for the
        human; at the end, the final standings."""
        if self.paused or self.thinking or self.finished:
            return
        driver = self.driver
        if driver.hand_done is not None:
            self.show_hand_end()
            return
        step = driver.next()
        if step == "over":
            self.show_final()
        elif step == "bot":
            self.thinking = True
            self.redraw()
            if driver.delay:
                self.set_timer(driver.delay, self.think)
            else:
                self.call_later(self.think)
        else:
            only = driver.only_move()
            self.redraw()
            if only is not None:
                self.call_later(self.play, only)

    def think(self) -> None:
        """The bot to move chooses in a worker thread (at a real table, where a search bot may
        think for seconds); its move is played here after. Without a delay (tests) it chooses
        at once, in order."""
        if not self.driver.delay:
            self.bot_played(self.driver.bot_choice())
            return
        self.run_worker(self._think, thread=True, group="bot", exclusive=True)

    def _think(self) -> None:
        try:
            action = self.driver.bot_choice()
        except Exception as exc:  # a bot's fault: shown, and the game saved
            self.call_from_thread(self.bot_failed, exc)
            return
        with contextlib.suppress(RuntimeError):  # the app closed meanwhile
            self.call_from_thread(self.bot_played, action)

    def bot_played(self, action: Action) -> None:
        self.thinking = False
        if self.finished or self.driver.stopped:
            return
        self.driver.play(action)
        self.redraw()
        self.advance()

    def bot_failed(self, exc: Exception) -> None:
        self.thinking = False
        self.driver.stopped = True
        self.exit(False, message=f"A bot failed ({exc}); the game is saved.")

    def play(self, action: Action) -> None:
        """Play the human's ``action``; a refusal is shown and the question stays."""
        if self.driver.next() != "human":
            return
        try:
            self.driver.play(action)
        except (IllegalAction, NotationError) as exc:
            self.say(plain(f"✗ {exc}", style="red bold"))
            return
        self.message = None
        self.ways = []
        self.query_one("#input", MoveInput).value = ""
        self.redraw()
        self.advance()

    def say(self, text: Text) -> None:
        """Show ``text`` under the prompt until the next move."""
        self.message = text
        self.redraw_prompt()

    # -- what the human does -----------------------------------------------------------------

    @on(Picker.Picked, "#hand")
    def card_picked(self, event: Picker.Picked) -> None:
        actions = self.card_actions.get(event.value, [])
        if len(actions) == 1:
            self.play(actions[0])
        elif actions:  # one card, several ways to play it (with an announcement or without)
            self.ways = actions
            self.redraw()

    @on(Picker.Confirmed, "#hand")
    def cards_confirmed(self, event: Picker.Confirmed) -> None:
        try:
            action = self.driver.choose_cards(event.values)
        except (IllegalAction, NotationError) as exc:
            self.say(plain(f"✗ {exc}", style="red bold"))
            return
        self.query_one("#hand", Picker).selected = []
        self.play(action)

    @on(Picker.Picked, "#choices")
    def choice_picked(self, event: Picker.Picked) -> None:
        if 0 <= event.value < len(self.choices):
            self.play(self.choices[event.value])

    @on(MoveInput.Leave)
    def leave_input(self) -> None:
        self.focus_picker()

    @on(Input.Submitted, "#input")
    def typed(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        words = text.lower()
        box = self.query_one("#input", MoveInput)
        if words in ("quit", "exit"):
            self.action_stop()
        elif words == "q":
            self.action_ask_quit()
        elif words in ("?", "help", "h", "rules"):
            self.action_help()
        elif words == "hint":
            self.action_hint()
        elif words in ("score", "scores"):
            self.action_scores()
        elif words in ("tricks", "last"):
            self.action_tricks()
        elif not words:
            picker = self.active_picker()
            if picker is not None:
                picker.focus()
                picker.action_pick()
        elif self.driver.next() != "human" or self.paused:
            self.say(plain("Wait for your turn.", style="bold"))
            box.value = text  # kept, to be sent when it is
        else:
            try:
                action = self.driver.read(text)
            except (NotationError, IllegalAction) as exc:
                self.say(plain(f"✗ {exc}", style="red bold") + Text(" — try again ('?' for help)."))
                box.value = text
                return
            self.play(action)
            self.focus_picker()

    def starts_move(self, character: str) -> bool:
        """Whether some legal move of the human's, written as the input line reads it (a card
        ``QC``, ``10H`` or ``TH``, a bid, a word such as ``trump H``), starts with
        ``character``: then that letter starts a typed move, not the table key (issue 46)."""
        if self.paused or self.driver.next() != "human":
            return False
        session = self.driver.session
        deck = session.deck
        letter = character.lower()
        for action in session.legal_actions():
            texts = [session.format_action(action)]
            card = card_of(action)
            if card is not None:
                written = deck.format(card)
                texts += [written, "T" if written.startswith("10") else ""]  # a ten typed TH
            if any(text[:1].lower() == letter for text in texts):
                return True
        return False

    def active_picker(self) -> Picker | None:
        if self.mode == "cards":
            return self.query_one("#hand", Picker)
        if self.mode == "choices":
            return self.query_one("#choices", Picker)
        return None

    def focus_picker(self) -> None:
        """Back to the cards or choices, unless the player goes on typing (keys typed after
        Enter, or a ``/``, are in the input line already)."""
        box = self.query_one("#input", MoveInput)
        if self.focused is box and (box.value or box.keep):
            return
        picker = self.active_picker() or self.query_one("#hand", Picker)
        picker.focus()

    # -- keys --------------------------------------------------------------------------------

    def action_help(self) -> None:
        self.push_screen(InfoScreen("Help", help_renderable(self.driver)))

    def action_last_trick(self) -> None:
        obs = self.driver.observation()
        tricks = self.driver.tricks[-1:]
        table = tricks_table(self.driver, tricks, obs["trump"], "The last trick")
        self.push_screen(InfoScreen("Last trick", table))

    def action_tricks(self) -> None:
        obs = self.driver.observation()
        self.push_screen(
            InfoScreen("Tricks", tricks_table(self.driver, self.driver.tricks, obs["trump"]))
        )

    def action_scores(self) -> None:
        session = self.driver.session
        self.push_screen(InfoScreen("Score sheet", score_table(session, None, self.driver.me)))

    def action_log(self) -> None:
        lines = list(self.driver.events) or [Text("Nothing has happened yet.")]
        self.push_screen(InfoScreen("What happened", Text("\n").join(lines), at_end=True))

    def action_hint(self) -> None:
        if self.driver.next() != "human":
            return
        session = self.driver.session
        hint = self.driver.hint()
        self.say(Text("Hint: ") + action_text(session, hint, session.state.trump, True))

    def action_type(self) -> None:
        box = self.query_one("#input", MoveInput)
        box.keep = True
        self.screen.set_focus(box)

    def action_ask_quit(self) -> None:
        def answered(stop: bool | None) -> None:
            if stop:
                self.action_stop()

        self.push_screen(ConfirmQuit(), answered)

    def action_stop(self) -> None:
        """Save and stop (``quit``, Ctrl-C): the game is saved after every move already."""
        self.driver.stopped = True
        self.finished = True
        self.exit(False)

    # -- pauses ------------------------------------------------------------------------------

    def show_hand_end(self) -> None:
        driver = self.driver
        session = driver.session
        index = driver.hand_done
        assert index is not None
        hand = session.state.hand_results[index]
        parts: list[Any] = []
        if hand.get("thrown_in"):
            parts.append(Text("Everybody passed: the deal is thrown in."))
        else:
            sides = hand_sides(session.game, hand)

            def name(seat: int) -> str:  # a partner by its seat: the side says it is one
                written = driver.name(seat)
                return written[9:-1] if sides and written.startswith("Partner (") else written

            if sides:
                parts.append(sides_line(hand, name, sides))
            parts += breakdown_lines(hand, name, session.deck, sides, every=True)
            finished = getattr(driver, "finished_tricks", None)  # a replay's driver may keep none
            if finished:  # the last trick, which the result covered at once
                last = finished[-1]
                trump = hand.get("trump", NO_TRUMP)
                played = Text("  ").join(
                    plain(f"{driver.name(s)} ")
                    + played_text(session.deck, c, trump, last.named if k == 0 else -1)
                    for k, (s, c) in enumerate(last.cards)
                )
                parts.append(
                    plain("Last trick: ") + played + plain(f" — won by {driver.name(last.winner)}")
                )
        number = hands_played(session)[index]
        title = "Deal thrown in" if number is None else f"Hand {hand_number(session, number)}"
        if not session.is_over:
            parts.append(Text(""))
            parts.append(score_table(session, None, driver.me, last=3, title="Scores"))
        self.paused = True

        def go_on(_: bool | None) -> None:
            driver.hand_done = None
            self.paused = False
            self.message = None  # the last hand's word is not this one's
            self.redraw()
            self.advance()

        grid = Table.grid()
        for part in parts:
            grid.add_row(part)
        self.push_screen(PauseScreen(f"{title}: the result", grid), go_on)

    def show_final(self) -> None:
        driver = self.driver
        session = driver.session
        self.paused = True
        grid = Table.grid()
        grid.add_row(score_table(session, None, driver.me))
        grid.add_row(standings_table(session, None, driver.me))
        grid.add_row(final_line(driver))

        def done(_: bool | None) -> None:
            self.finished = True
            self.exit(True)

        self.push_screen(PauseScreen("The game is over", grid, "Enter: leave the table"), done)

    # -- drawing -----------------------------------------------------------------------------

    def redraw(self) -> None:
        """Draw the table as the viewer sees it now."""
        driver = self.driver
        session = driver.session
        obs = driver.observation()
        self.query_one("#status", Static).update(header_text(driver, obs))
        top = self.query_one("#top")
        crowded = len(top.children) > 2  # many seats across: a narrow box each
        for seat in range(session.players):
            if seat == driver.viewer:
                continue
            box = self.query_one(f"#seat-{seat}", Static)
            title = seat_title(driver, obs, seat)
            box.set_class(obs["to_move"] == seat, "turn")
            if crowded and box.parent is top:  # the name inside the box: never cut short
                box.add_class("crowded")
                box.border_title = None
                box.update(plain(title, style="bold") + "\n" + seat_text(driver, obs, seat))
            else:
                box.border_title = title
                box.update(seat_box(driver, obs, seat, one_line=box.parent is top))
        box = self.query_one("#trick", Static)
        region = box.content_region
        box.update(middle(driver, obs, region.height or None, region.width or None))
        self.draw_me(obs)
        self.draw_side(obs)
        self.draw_hand(obs)
        self.redraw_prompt(obs)
        height = self.size.height
        events = list(driver.events)[-(1 if height < 30 else 2 if height < 36 else 5) :]
        self.query_one("#log", Static).update(Text("\n").join(events))
        self.call_after_refresh(self.fit_table)

    def fit_table(self) -> None:
        """Widen the table to hold its side seats whole (a hand face up at the side, as the
        dummy's or a replay's), the trick keeping room for its cards; the panels get the
        rest, at least 24 columns."""
        sides = sum(box.outer_size.width for box in self.query(".side-seats"))
        base = 24 if self.has_class("two-seats") else 48
        needed = min(max(base, sides + 16), max(self.size.width - 24, base))
        table = self.query_one("#table")
        if getattr(table, "fitted", None) != needed:
            table.fitted = needed  # type: ignore[attr-defined]
            table.styles.min_width = needed
            self.call_after_refresh(self.redraw)  # the side's panels, to its new width

    def draw_me(self, obs: dict[str, Any]) -> None:
        driver = self.driver
        me = self.query_one("#me", Static)
        line = plain(seat_title(driver, obs, driver.viewer), style="bold")
        line += Text(" · ") + seat_text(driver, obs, driver.viewer, one_line=True)
        me.set_class(obs["to_move"] == driver.viewer, "turn")
        if self.playing_other_hand(obs):  # the declarer plays the dummy: their own hand here
            cards = obs["hand"]
            line += Text("\nYour hand: ") + Text("  ").join(
                group_lines(driver.session, cards, obs["trump"])
            )
        me.update(line)

    def playing_other_hand(self, obs: dict[str, Any]) -> bool:
        return (
            self.driver.next() == "human"
            and obs["to_move"] != self.driver.viewer
            and obs.get("exposed_seat", -1) == obs["to_move"]
        )

    def draw_side(self, obs: dict[str, Any]) -> None:
        """The score box (a row per seat or side, with the game's panels of a row per seat or
        side in columns) and the game's other panels under it, in as many columns as the
        side's width holds (each at least :data:`PANEL_WIDTH` wide), each panel put in the
        column that is shortest so far, so that they all show at 80×24."""
        driver = self.driver
        session = driver.session
        side = self.query_one("#side", VerticalScroll)
        width = side.scrollable_content_region.width or side.size.width or 32
        panels = table_panels(session, driver.viewer)
        score, rest = score_box(driver, obs, panels, max(width - 1, 10))
        count = max(1, min(len(rest) + 1, width // PANEL_WIDTH)) if rest else 1
        column_width = max((width - (count - 1)) // count - 1, 8)
        narrow = count > 1 and self.console.measure(score).maximum <= column_width - 1
        if not narrow and rest:  # the score box above: the columns are the panels' alone
            count = max(1, min(len(rest), width // PANEL_WIDTH))
            column_width = max((width - (count - 1)) // count - 1, 8)
        drawn = [(panel.title, panel_grid(driver, obs, panel, column_width)) for panel in rest]
        options = self.console.options.update_width(column_width)
        heights = [0] * count
        totals = self.query_one("#totals", Static)
        if narrow:  # the score box goes in the first column, as one of the panels
            heights[0] = 1 + len(self.console.render_lines(score, options, pad=False))
        place: list[int] = []
        for _, grid in drawn:
            column = heights.index(min(heights))
            place.append(column)
            heights[column] += 1 + len(self.console.render_lines(grid, options, pad=False))
        totals.update(score)
        holder = self.query_one("#panels", Horizontal)
        if getattr(holder, "placed", None) != (count, place, narrow):
            holder.remove_children()
            columns = [Vertical(classes="panel-column") for _ in range(count)]
            holder.mount_all(columns)
            if narrow:
                totals.remove()
                totals = Static(score, id="totals", classes="panel")
                totals.border_title = "Scores"
                columns[0].mount(totals)
            elif totals.parent is not self.query_one("#side"):
                totals.remove()
                totals = Static(score, id="totals", classes="panel")
                totals.border_title = "Scores"
                self.query_one("#side").mount(totals, before=holder)
            for index, column in enumerate(place):
                columns[column].mount(Static(classes="panel game-panel", id=f"panel-{index}"))
            holder.placed = (count, place, narrow)  # type: ignore[attr-defined]
            self.drawn_panels = drawn
            self.call_after_refresh(self._fill_panels)
            return
        self.drawn_panels = drawn
        self._fill_panels()

    def _fill_panels(self) -> None:
        """Fill the panels' boxes with the panels last drawn: a fill put off until new boxes
        are mounted draws the latest panels, never those of the draw that mounted them (a
        later draw, e.g. after a resize or a bot's move, may have come first, issue 47)."""
        for index, (title, grid) in enumerate(self.drawn_panels):
            with contextlib.suppress(Exception):  # rebuilt meanwhile: the next draw fills it
                box = self.query_one(f"#panel-{index}", Static)
                box.border_title = title
                box.update(grid)

    def on_resize(self) -> None:
        self.call_after_refresh(self.redraw)

    @on(BoxResized)
    def box_resized(self) -> None:
        """The trick's box or the side took a new size (after the screen's, once the layout
        is done): drawn again to fit it, the panels in as many columns as it holds now."""
        self.call_after_refresh(self.redraw)

    def draw_hand(self, obs: dict[str, Any]) -> None:
        driver = self.driver
        session = driver.session
        deck, trump = session.deck, obs["trump"]
        hand = self.query_one("#hand", Picker)
        choices = self.query_one("#choices", Picker)
        human = driver.next() == "human" and not self.paused
        legal = session.legal_actions() if human else []
        cards: list[int] = obs["hand"]
        if self.playing_other_hand(obs):
            cards = obs["exposed"]
        self.card_actions = {}
        for action in legal:
            card = card_of(action)
            if card is not None:
                self.card_actions.setdefault(card, []).append(action)
        card_mode = bool(legal) and all(card_of(a) is not None for a in legal)
        if not human or not all(a in legal for a in self.ways):
            self.ways = []
        picking_way = bool(self.ways)
        multi = card_mode and isinstance(legal[0], Give | Discard)
        needed = driver.cards_needed() if multi else 1
        items: list[Item] = []
        trump_group: int | None = None
        groups = hand_groups(deck, cards, trump, trick_tables(session))
        for index, (suit, group) in enumerate(groups):
            if trump >= 0 and (suit == trump or suit >= len(deck.suits)):
                trump_group = index
            for card in group:
                enabled = card in self.card_actions if card_mode else not human
                items.append(Item(card_text(deck, card, trump), enabled, index, card))
        unlooked = driver.viewer in (obs.get("unlooked") or ())
        if unlooked:
            items = []
        hand.set_items(
            items,
            card_mode and not picking_way,
            multi and needed > 1,
            needed,
            trump_group,
            keep_place=multi,  # a card discarded or passed: the cursor on the next (issue 47)
        )
        if picking_way:
            self.mode = "choices"
            self.choices = list(self.ways)
        elif card_mode:
            self.mode = "cards"
            self.choices = []
        elif human:
            self.mode = "choices"
            self.choices = list(legal)
        else:
            self.mode = ""
            self.choices = []
        labels = [Item(self.choice_text(a), True, 0, k) for k, a in enumerate(self.choices)]
        choices.set_items(labels, self.mode == "choices")
        choices.display = self.mode == "choices"
        picker = self.active_picker()
        focused = self.focused
        if picker is not None and not isinstance(focused, Input):
            picker.focus()

    def choice_text(self, action: Action) -> Text:
        session = self.driver.session
        if isinstance(action, ContractBid | Pass | Double | RedoubleAction):
            return call_text(session, action)
        if isinstance(action, Play | Exchange):
            return action_text(session, action, session.state.trump, True)
        return plain(session.format_action(action))

    def redraw_prompt(self, obs: dict[str, Any] | None = None) -> None:
        driver = self.driver
        session = driver.session
        prompt = self.query_one("#prompt", Static)
        if self.paused or self.finished or driver.hand_done is not None:
            prompt.update("")
            return
        step = driver.next()
        if step == "human":
            asked = session.phase.prompt(session.game, session.state)
            to_move = session.state.to_move
            if to_move != driver.viewer:
                asked = f"{asked} from {driver.name(to_move)}'s hand"
            hand = self.query_one("#hand", Picker)
            multi = self.mode == "cards" and hand.multi
            if multi:  # the console's "all in one line (e.g. pass 2C 3D 4H)" is not for here
                asked = asked.split(", all in one line")[0].split(" (e.g.")[0]
            text = plain(f"Your turn: {asked}", style="bold")
            if multi:
                chosen = Text(" ").join(
                    card_text(session.deck, c, session.state.trump) for c in hand.selected
                )
                ready = len(hand.selected) >= hand.needed
                text += (
                    Text("\n")
                    + plain(f"Selected {len(hand.selected)} of {hand.needed}: ")
                    + chosen
                    + plain(
                        " · Enter: done · Space/Backspace: take one back"
                        if ready
                        else " · Space: select (again: take back) · Backspace: undo"
                    )
                )
        elif step == "bot":
            who = driver.name(session.current_seat)
            text = plain(f"{who} to play…", style="italic")
        else:
            text = Text("")
        if self.message is not None:
            text += Text("\n") + self.message
        prompt.update(text)

    def on_picker_moved(self) -> None:  # the selection line follows the picker
        self.redraw_prompt()

    def on_key(self) -> None:
        hand = self.query_one("#hand", Picker)
        if hand.multi:
            self.call_later(self.redraw_prompt)


def card_of(action: Action) -> int | None:
    """The card an action is about, when it is one card of the hand (a card played, one card
    passed, discarded or exchanged); None for the others (bids, calls, choices)."""
    if isinstance(action, Play | Exchange):
        return action.card
    if isinstance(action, Give | Discard) and len(action.cards) == 1:
        return action.cards[0]
    return None


def final_line(driver: TableDriver) -> Text:
    """Who won, as the line console says it."""
    session = driver.session
    if session.state.stopped:
        return plain(f"Stopped after {plural(session.state.deal_no, 'deal')}: no winner.")
    if not session.winners:
        return Text("The game is over with no winner.", style="bold")
    return plain(" ".join(winners_words(session, driver.name, driver.me)), style="bold")


def run_table(
    session: Any,
    kinds: list[str],
    record: Path | None,
    delay: float = 0.4,
    auto: bool = False,
) -> bool:
    """Play ``session`` at the full-screen table, saving to ``record``. True when the game was
    played to its end; False when the player stopped (the game is saved)."""
    driver = TableDriver(session, kinds, record=record, delay=delay, auto=auto)
    app = TableApp(driver)
    try:
        result = app.run()
    finally:
        driver.close()
    return bool(result) and session.is_over
