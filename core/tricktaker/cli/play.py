"""The game loop at the console: bots move, humans are asked, every move is shown.

Human input goes through the session's own action vocabulary (``session.parse_action``), so a
new game is playable here without console code of its own. Wrong input never ends the game: the
reason is shown and the question asked again. Every action is appended to the save's journal as
it is played (:class:`tricktaker.saves.Journal`), and Ctrl-C or the end of input saves and
stops, so a game is never lost.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from tricktaker.actions import Action, Discard, Give, Play
from tricktaker.bots import BasicBot, Bot, bot_seed, make_bot
from tricktaker.cli.events import breakdown_lines, draw_text, sides_line
from tricktaker.cli.prompt import ask_yes_no, read_line
from tricktaker.cli.text import inert, markdown, plain
from tricktaker.cli.view import (
    COMMANDS,
    Flow,
    action_text,
    card_text,
    cards_text,
    hand_number,
    hand_text,
    hands_played,
    has_trumps,
    help_lines,
    legal_text,
    named_suit,
    panel_lines,
    played_text,
    plural,
    score_table,
    seat_name,
    standings_table,
    table_panels,
    table_view,
    trick_tables,
    winners_words,
)
from tricktaker.engine.game import CompiledGame
from tricktaker.engine.handlog import DrawEntry, PassEntry
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.observed import TableView
from tricktaker.engine.seats import hand_sides
from tricktaker.engine.session import Session
from tricktaker.errors import IllegalAction, NotationError
from tricktaker.limits import deal_limit
from tricktaker.mechanics.drawing import ChooseCards
from tricktaker.saves import Journal

HELP = COMMANDS
"""The commands of the console (the help of a game lists its own moves first: ``help_lines``)."""

PAUSE = "— Press Enter to go on (or: tricks, score, quit) — "
"""Asked at the end of a hand, so its result can be read before the next deal scrolls it off."""

Trick = tuple[tuple[tuple[int, int], ...], int, int]
"""A trick of the hand as the table saw it: the (seat, card) plays in order, the winner, and
its number (the state's count of its trick phase, from 1)."""


class Quit(Exception):
    """The human asked to stop (quit, Ctrl-C or end of input)."""


class ConsoleGame:
    """Drives one session at the console with the given seat kinds.

    ``auto``: play a human's only legal action without asking. ``open_hands``: show every hand
    (spectator mode, for games without a human seat). ``read`` reads an answer (default:
    :func:`~tricktaker.cli.prompt.read_line`, with line editing at a terminal; tests pass
    their own). ``pause``: wait for Enter after each hand's result (default: when a human
    plays at a terminal, with the default ``read``), so it does not scroll off unread.
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
        pause: bool | None = None,
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
        if pause is None:
            terminal = sys.stdin.isatty() and console.is_terminal
            pause = bool(humans) and read is None and terminal
        self.pause = pause
        self.tricks: list[Trick] = []
        """The tricks of the hand so far (the ``tricks`` command), as the table saw them."""
        self._help: list[str] | None = None

    def name(self, seat: int) -> str:
        """``You`` or ``Player 3``: the bot kinds are listed once, by :meth:`introduce_seats`."""
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
        self.tricks = self.tricks_so_far()  # a game resumed mid-hand: the tricks before
        try:
            while not session.is_over:
                state = session.state
                if state.deal_no != announced:
                    if announced >= 0:
                        self.tricks = []
                    announced = state.deal_no
                    self.announce_hand()
                seat = session.current_seat
                if seat in self.bots:
                    told, action = self.bot_action(seat)
                    if self.delay and not self.told_by_trick(seat, action):
                        time.sleep(self.delay)
                else:
                    told = action = self.ask(seat)
                if not self.told_by_trick(seat, action):
                    self.show_action(seat, told)
                deals_before = state.deal_no
                for step in picks(action):
                    session.apply(step)
                self.save()
                if session.state.deal_no != deals_before:
                    self.show_hand_end(last=session.is_over)
                    if not session.is_over:
                        self.wait()
        except (Quit, KeyboardInterrupt):
            self.save()
            return False
        self.show_final()
        return True

    def bot_action(self, seat: int) -> tuple[Action, Action]:
        """The bot's action as the table is told it, and the action still to apply. Cards a
        bot chooses one at a time to pass or discard are applied as it goes and told together
        (``West passes 3 cards face down``), not once per card; the last is left to apply."""
        session = self.session
        bot = self.bots[seat]
        phase = session.phase
        if not isinstance(phase, ChooseCards):
            action = bot.choose(session, seat)
            return action, action
        need = phase.left(session.state)
        chosen: list[int] = []
        while True:
            action = bot.choose(session, seat)
            if not isinstance(action, Give | Discard):
                return action, action
            chosen += action.cards
            if len(chosen) >= need:
                return type(action)(tuple(chosen)), action
            session.apply(action)
            self.save()

    def told_by_trick(self, seat: int, action: Action) -> bool:
        """Whether a bot's card is told by its trick's line (:meth:`trick_completed`: who
        played what, and who won) rather than a line of its own: a plain card of a trick, not
        a human's, at a table with a human (bots alone are told card by card). One line per
        trick, not per card, so a hand played by bots (a human dummy watching the declarer)
        does not flood the screen (issue 46); the table shown before a human's turn has the
        trick so far."""
        if len(self.bots) == len(self.kinds):  # bots only: the whole transcript, card by card
            return False
        if seat not in self.bots or not isinstance(action, Play) or action.announce:
            return False
        session = self.session
        if session.phase.told_text(session.game, action, False) is not None:
            return False
        return session.rules.kind_of(session.game.phase_names[session.state.phase]) == "tricks"

    # -- human input -------------------------------------------------------------------------

    def ask(self, seat: int) -> Action:
        session = self.session
        legal = session.legal_actions()
        if self.auto and len(legal) == 1:
            self.console.print(Text("(your only legal move)", style="dim"))
            return legal[0]
        self.console.print()
        self.console.print(table_view(session, seat))
        phase = session.phase
        first = phase.prompt(session.game, session.state)
        who = "You" if self.me == seat else self.name(seat)
        hand = session.state.to_move
        if hand != seat:  # choosing for another seat's hand (e.g. a partner's, face up)
            first = f"{first} from {self.name(hand)}'s hand"
        # Cards to pass or discard are gathered, one line or several, and the whole choice is
        # played only once complete: until then `undo` takes a card back (issue 46).
        gather = isinstance(phase, ChooseCards)
        need = phase.left(session.state) if isinstance(phase, ChooseCards) else 0
        chosen: list[int] = []
        while True:
            asked = first
            if chosen and isinstance(phase, ChooseCards):
                left = plural(need - len(chosen), "more card")
                asked = (
                    f"{phase.verb} {left} (chosen: {self.cards_words(chosen)}; undo takes one back)"
                )
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
                for line in self.help():
                    self.console.print(line, markup=False)
                offered = [
                    a for a in legal if not (isinstance(a, Give | Discard) and a.cards[0] in chosen)
                ]
                self.console.print(Text("Legal now: ") + legal_text(session, offered or legal))
                continue
            if words == "tricks":
                self.show_tricks()
                continue
            if words == "undo" and gather:
                if chosen:
                    back = chosen.pop()
                    self.console.print(plain("Taken back: ") + card_text(session.deck, back))
                else:
                    self.console.print("Nothing to take back: no card chosen yet.", markup=False)
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
            action: Action | None = None
            try:
                action = session.parse_action(text)
                if isinstance(action, Give | Discard) and gather and chosen:
                    again = [c for c in action.cards if c in chosen]
                    if again:
                        words = self.cards_words(again)
                        raise IllegalAction(f"{words} already chosen (undo takes one back)")
                    action = type(action)((*chosen, *action.cards))
                if not session.is_legal(action):
                    why = session.phase.why_illegal(session.game, session.state, action)
                    raise IllegalAction(why or "that is not a legal action now")
            except (NotationError, IllegalAction) as exc:
                told = plain(exc, style="red")
                if isinstance(exc, IllegalAction) and isinstance(action, Play):
                    # the cards that may be played, grouped as the game counts them: a card
                    # counted as a trump with the trumps, so "you must follow ♣" is seen to mean
                    # the J♠ too
                    told += Text(" — you may play: ") + legal_text(session, legal)
                    self.console.print(told)
                    continue
                self.console.print(told + Text(" — try again ('?' lists the legal moves)."))
                continue
            if isinstance(action, Give | Discard) and gather and len(action.cards) < need:
                chosen = list(action.cards)
                continue
            return action

    def cards_words(self, cards: Sequence[int]) -> str:
        """Cards as text with suit symbols (``2♣ K♠``), for a prompt."""
        return " ".join(self.session.deck.format(c, symbols=True) for c in cards)

    def help(self) -> list[str]:
        """This game's help (:func:`~tricktaker.cli.view.help_lines`), made once."""
        if self._help is None:
            self._help = help_lines(self.session)
        return self._help

    def wait(self) -> None:
        """After a hand's result, with ``pause``: wait for Enter (``tricks`` and ``score`` may
        be asked meanwhile; ``quit``, the end of input or Ctrl-C stop, saved)."""
        if not self.pause:
            return
        while True:
            try:
                words = self.read(PAUSE).strip().lower()
            except (EOFError, KeyboardInterrupt):
                self.console.print()
                raise Quit from None
            if words in ("quit", "exit", "q"):
                raise Quit
            if words == "tricks":
                self.show_tricks()
            elif words == "score":
                self.console.print(score_table(self.session, None, self.me))
            else:
                return

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
        words: list[Text | str] = [
            f"— Hand {hand_number(session, state.hand_no)}:",
            f"{plural(state.hand_size, 'card')} each,",
            f"dealer {self.name(state.dealer)},",
            trump,
        ]
        if not has_trumps(session):  # a game that never has trumps: no trump is not news
            words[2] = words[2].removesuffix(",")  # type: ignore[union-attr]
            words.pop()
        line = Flow(words, sep=" ")
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
        """Event: one line per trick, numbered, who played what and who won it with which
        (``Trick 3: West Q♠ · You 6♠ · East K♠ · South 2♠ → East won``), one line at 80
        columns; the trick is kept for the ``tricks`` command."""
        trick: tuple[tuple[int, int], ...] = tuple(view["trick"])
        number = view["trick_no"] + 1  # the state's count (issue 47: resumed, 3-card tricks)
        self.tricks.append((trick, winner, number))
        named = named_suit(view, *trick[0]) if trick else -1
        self.console.print(self.trick_line(number, trick, winner, view["trump"], named))

    def trick_line(
        self,
        number: int,
        trick: Sequence[tuple[int, int]],
        winner: int,
        trump: int,
        named: int = -1,
    ) -> Flow:
        """A trick as a line: its number, each seat's card in play order (the lead with the
        suit ``named`` with it, if any: ``East JK naming ♦``), who won it."""
        deck = self.session.deck
        items = [
            plain(f"{self.name(s)} ") + played_text(deck, c, trump, named if k == 0 else -1)
            for k, (s, c) in enumerate(trick)
        ]
        items[0] = plain(f"  Trick {number}: ", style="dim") + items[0]
        items[-1] += plain(f" → {self.name(winner)} won", style="dim")
        return Flow(items)

    def tricks_so_far(self) -> list[Trick]:
        """The tricks of the hand in play, read from what every seat sees (the cards played,
        in order; each trick's winner, the seat that took its cards): for a game resumed in
        the middle of a hand, whose earlier tricks the console did not see. As many as the
        state counts complete (``trick_no``), of as many cards as a trick has now (one less
        for each seat that sits out: issue 47, a misère's tricks of three)."""
        obs = self.session.observation(0 if self.me is None else self.me)
        played: list[tuple[int, int]] = list(obs.get("played") or [])
        size = max(1, self.session.state.trick_size)  # public: who plays to a trick
        done = played[: len(played) - len(obs["trick"])]
        count = min(obs.get("trick_no") or 0, len(done) // size)
        done = done[len(done) - count * size :]  # this trick phase's tricks
        taken: list[list[int]] = obs.get("taken") or []
        last = obs.get("last_trick")
        tricks: list[Trick] = []
        for start in range(0, len(done), size):
            trick = tuple(done[start : start + size])
            winner = next((s for s, cards in enumerate(taken) if trick[0][1] in cards), None)
            if winner is None and start + size < len(done):
                winner = done[start + size][0]  # the winner leads the next trick
            if winner is None and last is not None:
                winner = last[2]
            if winner is not None:
                tricks.append((trick, winner, start // size + 1))
        return tricks

    def show_tricks(self) -> None:
        """The ``tricks`` command: every trick of the hand so far, as the table saw it."""
        if not self.tricks:
            self.console.print("No trick has been played yet in this hand.", markup=False)
            return
        trump = self.session.state.trump
        obs = self.session.observation(0 if self.me is None else self.me)
        for trick, winner, number in self.tricks:
            named = named_suit(obs, *trick[0]) if trick else -1
            self.console.print(self.trick_line(number, trick, winner, trump, named))

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
        """The hand's score by item for each seat (many seats: side by side, so seven fit a
        24-row screen), what the game's panels carry from hand to hand (e.g. bags), then
        (unless it was the last hand, whose scores the final table shows) the score table."""
        results = self.session.state.hand_results
        if results and results[-1].get("thrown_in"):
            self.console.print(Text("Everybody passed: the deal is thrown in.", style="dim"))
        elif results:
            sides = hand_sides(self.session.game, results[-1])
            if sides:  # the partnerships, or the sides of this deal: their tricks together
                self.console.print(sides_line(results[-1], self.name, sides))
            lines = breakdown_lines(results[-1], self.name, self.session.deck, sides)
            if len(lines) > 4:  # one line each would scroll the hand's end off the screen
                self.console.print(Flow([line[2:] for line in lines]))
            else:
                for line in lines:
                    self.console.print(line)
        if last:
            return
        self.show_carried()
        number = hands_played(self.session)[-1]
        title = (
            "Scores" if number is None else f"Scores after hand {hand_number(self.session, number)}"
        )
        self.console.print(score_table(self.session, None, self.me, last=1, title=title))

    def show_carried(self) -> None:
        """The game's panels as the next hand starts, those that carry over from hand to hand
        (e.g. bags): a panel whose rows are about this hand is empty until it begins."""
        me = 0 if self.me is None else self.me
        trump = self.session.state.trump
        grid = Table.grid(padding=(0, 1))
        grid.add_column(style="bold", no_wrap=True)
        grid.add_column()
        for panel in table_panels(self.session, me):
            for label, value in panel_lines(self.session, panel, self.name, trump):
                grid.add_row(Text("  ") + label, value)
        if grid.row_count:
            self.console.print(grid)

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
        words = winners_words(session, self.name, self.me)  # a line breaks between names
        self.console.print(Flow(words, sep=" "), style="bold")


def picks(action: Action) -> tuple[Action, ...]:
    """The actions that apply ``action``: several cards passed in one line (``pass QS AH KH``)
    are applied, and recorded, one card at a time, as the legal list offers them (so a record
    lines up with a game that passes card by card)."""
    if isinstance(action, Give) and len(action.cards) > 1:
        return tuple(Give((card,)) for card in action.cards)
    return (action,)
