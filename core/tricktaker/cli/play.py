"""The game loop at the console: bots move, humans are asked, every move is shown.

Human input goes through the session's own action vocabulary (``session.parse_action``), so a
new game is playable here without console code of its own. Wrong input never ends the game: the
reason is shown and the question asked again. Every action is appended to the save's journal as
it is played (:class:`tricktaker.saves.Journal`), and Ctrl-C or the end of input saves and
stops, so a game is never lost.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from tricktaker.actions import Action, Give
from tricktaker.bots import BasicBot, Bot, bot_seed, make_bot
from tricktaker.cli.events import breakdown_lines, draw_text, sides_line
from tricktaker.cli.prompt import ask_yes_no, read_line
from tricktaker.cli.text import inert, markdown, plain
from tricktaker.cli.view import (
    Flow,
    action_text,
    card_text,
    cards_text,
    hand_number,
    hand_text,
    hands_played,
    legal_text,
    plural,
    score_table,
    seat_name,
    standings_table,
    table_view,
    trick_tables,
)
from tricktaker.engine.game import CompiledGame
from tricktaker.engine.handlog import DrawEntry, PassEntry
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.observed import TableView
from tricktaker.engine.seats import hand_sides
from tricktaker.engine.session import Session
from tricktaker.errors import IllegalAction, NotationError
from tricktaker.limits import deal_limit
from tricktaker.saves import Journal

HELP = (
    "Type your move: a card (QS, 10h, Q♠), a bid (3) or a call (2H, 3NT, pass, x, xx).\n"
    "Also: ? or help (legal moves), hint (a bot's suggestion), score (the table), "
    "rules (how to play), quit (save and stop; q asks first)."
)


class Quit(Exception):
    """The human asked to stop (quit, Ctrl-C or end of input)."""


class ConsoleGame:
    """Drives one session at the console with the given seat kinds.

    ``auto``: play a human's only legal action without asking. ``open_hands``: show every hand
    (spectator mode, for games without a human seat). ``read`` reads an answer (default:
    :func:`~tricktaker.cli.prompt.read_line`, with line editing at a terminal; tests pass
    their own).
    """

    def __init__(
        self,
        session: Session,
        kinds: Sequence[str],
        console: Console,
        record: Path | None = None,
        delay: float = 0.0,
        read: Callable[[str], str] | None = None,
        auto: bool = False,
        open_hands: bool = False,
    ) -> None:
        self.session = session
        self.kinds = list(kinds)
        self.console = console
        self.record = record
        self.journal: Journal | None = None
        self.delay = delay
        self.read = read or read_line
        self.auto = auto
        self.open_hands = open_hands
        self.bots: dict[int, Bot] = {
            seat: make_bot(kind, bot_seed(session.seed, seat))
            for seat, kind in enumerate(kinds)
            if kind != "human"
        }
        session.add_observer(self, name="console")
        humans = [s for s, k in enumerate(kinds) if k == "human"]
        self.max_deals: int | None = None if humans else deal_limit(len(session.schedule))
        """Deals a game with no human seat may last (a human's game is never cut short): the
        session stops there (``stop_after``), unless it was asked to stop earlier."""
        if self.max_deals is not None and session.state.stop_after is None:
            session.state.stop_after = self.max_deals
        self.me: int | None = humans[0] if len(humans) == 1 else None

    def name(self, seat: int) -> str:
        """``You`` or ``Seat 2``: the bot kinds are listed once, by :meth:`introduce_seats`."""
        return seat_name(seat, None, self.me, self.session.game)

    def save(self) -> None:
        """Make every action played so far durable (one journal line each)."""
        if self.journal is not None:
            self.journal.append()

    def run(self) -> bool:
        """Play to the end (True) or until the human stops (False). Saves after every action."""
        if self.record is not None:
            self.journal = Journal.open(self.record, self.session, self.kinds)
        try:
            return self._play()
        finally:
            if self.journal is not None:
                self.journal.close()
                self.journal = None

    def _play(self) -> bool:
        session = self.session
        announced = -1
        self.introduce_seats()
        try:
            while not session.is_over:
                state = session.state
                if state.deal_no != announced:
                    announced = state.deal_no
                    self.announce_hand()
                seat = session.current_seat
                if seat in self.bots:
                    action = self.bots[seat].choose(session, seat)
                    if self.delay:
                        time.sleep(self.delay)
                else:
                    action = self.ask(seat)
                self.show_action(seat, action)
                deals_before = state.deal_no
                for step in picks(action):
                    session.apply(step)
                self.save()
                if session.state.deal_no != deals_before:
                    self.show_hand_end(last=session.is_over)
        except (Quit, KeyboardInterrupt):
            self.save()
            return False
        self.show_final()
        return True

    # -- human input -------------------------------------------------------------------------

    def ask(self, seat: int) -> Action:
        session = self.session
        legal = session.legal_actions()
        if self.auto and len(legal) == 1:
            self.console.print(Text("(your only legal move)", style="dim"))
            return legal[0]
        self.console.print()
        self.console.print(table_view(session, seat))
        asked = session.phase.prompt(session.game, session.state)
        who = "You" if self.me == seat else self.name(seat)
        hand = session.state.to_move
        if hand != seat:  # choosing for another seat's hand (e.g. a partner's, face up)
            asked = f"{asked} from {self.name(hand)}'s hand"
        while True:
            try:
                text = self.read(inert(f"{who}: {asked} (? for help): "))
            except (EOFError, KeyboardInterrupt):
                self.console.print()
                raise Quit from None
            words = text.strip().lower()
            if words in ("quit", "exit"):
                raise Quit
            if words == "q":  # one letter may be a slip (a card cut short): ask first
                if self.confirm_quit():
                    raise Quit
                continue
            if words in ("?", "help", "h"):
                self.console.print(Text("Legal now: ") + legal_text(session, legal))
                self.console.print(HELP, markup=False)
                continue
            if words == "hint":
                suggestion = BasicBot(bot_seed(session.seed, seat)).choose(session, seat)
                self.console.print(
                    Text("Hint: ") + action_text(session, suggestion, session.state.trump, True)
                )
                continue
            if words == "score":
                self.console.print(score_table(session, None, self.me))
                continue
            if words == "rules":
                self.show_rules()
                continue
            if not words:  # no default move: say that an answer is needed
                self.console.print("An answer is needed: your move, or ? for help.", markup=False)
                continue
            try:
                action = session.parse_action(text)
                if not session.is_legal(action):
                    why = session.phase.why_illegal(session.game, session.state, action)
                    raise IllegalAction(why or "that is not a legal action now")
            except (NotationError, IllegalAction) as exc:
                self.console.print(
                    plain(exc, style="red") + Text(" — try again ('?' lists the legal moves).")
                )
                continue
            return action

    def confirm_quit(self) -> bool:
        """After ``q``: whether to stop (the game is saved either way). Enter means no; the end
        of input or Ctrl-C here stops, as anywhere."""
        try:
            return ask_yes_no(
                self.read, self.console, "Quit and save?", False, "no, the game goes on"
            )
        except (EOFError, KeyboardInterrupt):
            self.console.print()
            return True

    def show_rules(self) -> None:
        rules = self.session.rules
        self.console.print(plain(rules.game.name, style="bold"))
        if rules.game.howto:
            self.console.print(markdown(rules.game.howto))
        options = ", ".join(f"{k}={v}" for k, v in self.session.options.items())
        self.console.print(plain(f"This game: {options}"))

    # -- showing what happens ---------------------------------------------------------------

    def introduce_seats(self) -> None:
        """Who sits where, with each bot's kind: the one place the kinds are shown."""
        grid = Table.grid(padding=(0, 1))
        grid.add_column(style="bold", no_wrap=True)
        grid.add_column()
        grid.add_row(
            "Seats",
            Flow(
                seat_name(s, self.kinds, self.me, self.session.game) for s in range(len(self.kinds))
            ),
        )
        self.console.print(grid)

    def announce_hand(self) -> None:
        session = self.session
        state = session.state
        trump = plain(f"trump: {session.trump_text()}")
        if state.turned is not None:
            trump += Text(" (turned ") + card_text(session.deck, state.turned, state.trump) + ")"
        line = Flow(
            [
                f"— Hand {hand_number(session, state.hand_no)}:",
                f"{plural(state.hand_size, 'card')} each,",
                f"dealer {self.name(state.dealer)},",
                trump,
            ],
            sep=" ",
        )
        self.console.print()
        self.console.print(line, style="bold")
        if self.open_hands:
            for seat in range(session.players):
                hand = sorted(state.hands[seat], key=session.deck.sort_key)
                self.console.print(
                    plain(f"  {self.name(seat)}: ")
                    + hand_text(session.deck, hand, state.trump, trick_tables(session))
                )

    def show_action(self, seat: int, action: Action) -> None:
        session = self.session
        phase = session.phase
        hidden = phase.hidden_text(session.game, action)
        seen = seat == self.me or self.me in phase.witnesses(session.game, session.state, action)
        if hidden is not None and not seen and not self.open_hands:
            self.console.print(plain(f"{self.name(seat)} {hidden}"))
            return
        told = session.phase.told_text(session.game, action, seat == self.me)
        if told is not None:
            self.console.print(plain(f"{self.name(seat)} {told}"))
            return
        text = plain(f"{self.name(seat)} ") + action_text(
            session, action, session.state.trump, you=seat == self.me
        )
        hand = session.state.to_move
        if hand != seat:  # a card chosen for another seat's hand
            whose = "your" if hand == self.me else f"{self.name(hand)}'s"
            text += plain(f" from {whose} hand")
        self.console.print(text)

    @hookimpl
    def trick_completed(self, game: CompiledGame, view: TableView, winner: int) -> None:
        """Event: a one-line summary of each trick (who won, with what)."""
        deck, trump = game.deck, view["trump"]
        trick: list[tuple[int, int]] = view["trick"]
        won_with = card_text(deck, dict(trick)[winner], trump)
        self.console.print(
            plain(f"  → {self.name(winner)} won the trick with ", style="dim")
            + won_with
            + Text(" (", style="dim")
            + Text(" ").join(card_text(deck, c, trump) for _, c in trick)
            + Text(")", style="dim")
        )

    @hookimpl
    def hand_event(self, game: CompiledGame, view: TableView, entry: Any) -> None:
        """Event: cards drawn, told as the seat at the screen may see them; the cards passed to
        the seat at the screen, once they reach its hand."""
        if isinstance(entry, DrawEntry):
            line = draw_text(game.deck, entry, view["trump"], self.name, self.me, self.open_hands)
            self.console.print(line)
        elif isinstance(entry, PassEntry) and entry.to == self.me:
            self.console.print(
                plain(f"  You received from {self.name(entry.seat)}: ", style="dim")
                + cards_text(game.deck, entry.cards, view["trump"])
            )

    def show_hand_end(self, last: bool = False) -> None:
        """The hand's score by item for each seat, then (unless it was the last hand, whose
        scores the final table shows) the score table."""
        results = self.session.state.hand_results
        if results and results[-1].get("thrown_in"):
            self.console.print(Text("Everybody passed: the deal is thrown in.", style="dim"))
        elif results:
            sides = hand_sides(self.session.game, results[-1])
            if sides:  # the partnerships, or the sides of this deal: their tricks together
                self.console.print(sides_line(results[-1], self.name, sides))
            for line in breakdown_lines(results[-1], self.name, self.session.deck, sides):
                self.console.print(line)
        if last:
            return
        number = hands_played(self.session)[-1]
        title = (
            "Scores" if number is None else f"Scores after hand {hand_number(self.session, number)}"
        )
        self.console.print(score_table(self.session, None, self.me, last=1, title=title))

    def show_cut_short(self) -> None:
        """A bots-only game stopped at the deal limit: why there is no winner."""
        self.console.print(
            Text(
                f"Stopped after {plural(self.session.state.deal_no, 'deal')}: a game with no "
                f"human seat lasts at most {self.max_deals} deals "
                "(tricktaker.limits.MAX_BOT_DEALS); no winner.",
                style="bold",
            )
        )

    def show_final(self) -> None:
        session = self.session
        self.console.print()
        self.console.print(score_table(session, None, self.me))
        self.console.print(standings_table(session, None, self.me))
        if session.state.stopped and session.state.stop_after == self.max_deals:
            self.show_cut_short()
            return
        if session.state.stopped:  # a session told to stop after some deals (stop_after)
            deals = plural(session.state.deal_no, "deal")
            self.console.print(plain(f"Stopped after {deals}, as asked: no winner.", style="bold"))
            return
        if not session.winners:  # the rules declared no winner (e.g. a hand limit reached)
            self.console.print(Text("The game is over with no winner.", style="bold"))
            return
        best = max(session.scores)
        names = [f"{self.name(s)}," for s in session.winners]  # a line breaks between names
        names[-1] = names[-1].removesuffix(",")
        verb = "share the win" if len(session.winners) > 1 else "wins"
        if session.winners == [self.me]:
            verb = "win"
        names[-1] += f" {verb} with {plural(best, 'point')}."
        self.console.print(Flow(names, sep=" "), style="bold")


def picks(action: Action) -> tuple[Action, ...]:
    """The actions that apply ``action``: several cards passed in one line (``pass QS AH KH``)
    are applied, and recorded, one card at a time, as the legal list offers them (so a record
    lines up with a game that passes card by card)."""
    if isinstance(action, Give) and len(action.cards) > 1:
        return tuple(Give((card,)) for card in action.cards)
    return (action,)
