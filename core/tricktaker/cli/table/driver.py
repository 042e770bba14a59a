"""The game flow of the full-screen table, apart from its widgets.

The same rules as the line console's ``ConsoleGame`` (``tricktaker.cli.play``): bots move,
humans are asked, every action is applied through :func:`~tricktaker.cli.play.picks` and appended
to the save's journal at once, and wrong input never ends the game (the reason is given and the
question stays). The driver holds no widget: the app asks it what comes next, hands it the
human's words or choice, and draws what :attr:`TableDriver.viewer` may see. A read-only replay
could feed the same app with a driver of its own that only steps through a record.
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from rich.text import Text

from tricktaker.actions import Action, Play
from tricktaker.bots import BasicBot, Bot, bot_seed, make_bot
from tricktaker.cli.events import draw_text
from tricktaker.cli.play import picks
from tricktaker.cli.text import plain
from tricktaker.cli.view import (
    action_text,
    card_text,
    cards_text,
    hand_number,
    named_suit,
    seat_name,
)
from tricktaker.engine.game import CompiledGame
from tricktaker.engine.handlog import DrawEntry, PassEntry
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.observed import TableView
from tricktaker.engine.session import Session
from tricktaker.errors import IllegalAction
from tricktaker.mechanics.drawing import ChooseCards
from tricktaker.saves import Journal

Next = Literal["bot", "human", "over"]
"""What the game waits for: a bot's move, a human's, or nothing (the game is over)."""

COUNTED = re.compile(r"^(?P<head>.+ )(?P<count>\d+) cards?(?P<tail> .*)?$")
"""A line that tells a number of cards (``West passes 1 card face down``): a seat's next such
action of the same kind is told on the same line, counted (``West passes 3 cards face down``)."""

MAX_EVENTS = 200
"""How many lines of what happened the table keeps (the log screen shows them)."""


@dataclass(frozen=True, slots=True)
class SeenTrick:
    """A trick of the hand as everybody at the table saw it: ``(seat, card)`` pairs in play
    order, and the seat that won it."""

    cards: tuple[tuple[int, int], ...]
    winner: int
    phase: str | None = None
    """The trick phase it was played in (the middle of the table shows the last trick of the
    phase going on only, not the drawing's before a contract's play); None: not known."""
    named: int = -1
    """The suit named with the suitless card that led it (``JK:D``), -1: none."""


class TableDriver:
    """Drives one session for the table: who moves next, the bots' moves, the human's answers,
    the autosave, and what the table remembers (the tricks of the hand, the log of events).

    ``kinds`` are the seat kinds (``human``, ``basic``...). ``record``: the save to append to
    (None: no save, as in tests of the flow). ``delay``: seconds the table waits before a bot's
    move, so people can follow it (0 in tests). ``auto``: play a human's only legal action
    without asking.
    """

    def __init__(
        self,
        session: Session,
        kinds: list[str],
        record: Path | None = None,
        delay: float = 0.0,
        auto: bool = False,
    ) -> None:
        self.session = session
        self.kinds = list(kinds)
        self.record = record
        self.delay = delay
        self.auto = auto
        self.journal: Journal | None = None
        self.bots: dict[int, Bot] = {
            seat: make_bot(kind, bot_seed(session.seed, seat))
            for seat, kind in enumerate(kinds)
            if kind != "human"
        }
        humans = [s for s, k in enumerate(kinds) if k == "human"]
        self.me: int | None = humans[0] if len(humans) == 1 else None
        """The one human seat, named ``You``; None with several humans or none."""
        self.viewer: int = humans[0] if humans else 0
        """The seat whose view the table draws: the human's (with several humans, the one
        asked last; with none, seat 0)."""
        self.events: deque[Text] = deque(maxlen=MAX_EVENTS)
        self.tricks: list[SeenTrick] = []
        self.finished_tricks: list[SeenTrick] = []
        """The tricks of the hand just finished (its last one is shown with its result)."""
        self.deal_no = session.state.deal_no
        self.hand_done: int | None = None
        """Index in ``state.hand_results`` of a hand just finished and not yet shown (the
        table pauses on it until the human goes on)."""
        self.stopped = False
        self._counted: tuple[int, int] | None = None  # seat and deal of the last counted line
        if not session.is_over:
            self.events.append(self.hand_line())
        session.add_observer(self, name="table")
        self._tricks_from_played()

    # -- names and the view ------------------------------------------------------------------

    def name(self, seat: int) -> str:
        """The seat as the viewer knows it: ``You``, ``Partner (North)``, ``West``."""
        return seat_name(seat, None, self.me, self.session.game)

    def observation(self) -> dict[str, Any]:
        """What the viewer may see now (with the legal actions when it is to move)."""
        return self.session.observation(self.viewer)

    # -- the save ----------------------------------------------------------------------------

    def open(self) -> None:
        """Start the autosave (the record so far, then a line per action)."""
        if self.record is not None and self.journal is None:
            self.journal = Journal.open(self.record, self.session, self.kinds)

    def close(self) -> None:
        """Write the save as a whole record and stop saving."""
        if self.journal is not None:
            self.journal.append()
            self.journal.close()
            self.journal = None

    def save(self) -> None:
        if self.journal is not None:
            self.journal.append()

    # -- the flow ----------------------------------------------------------------------------

    def next(self) -> Next:
        """What the game waits for now."""
        session = self.session
        if session.is_over:
            return "over"
        seat = session.current_seat
        if seat in self.bots:
            return "bot"
        self.viewer = seat if self.me is None else self.me
        return "human"

    def only_move(self) -> Action | None:
        """With ``auto``: the human's only legal action, to be played without asking."""
        legal = self.session.legal_actions()
        return legal[0] if self.auto and len(legal) == 1 else None

    def bot_choice(self) -> Action:
        """The bot to move chooses (it only reads the session: may run in a worker thread)."""
        seat = self.session.current_seat
        return self.bots[seat].choose(self.session, seat)

    def hint(self) -> Action:
        """A basic bot's suggestion for the human to move."""
        seat = self.session.current_seat
        return BasicBot(bot_seed(self.session.seed, seat)).choose(self.session, seat)

    def read(self, text: str) -> Action:
        """The human's typed move in the game's own words (``QS``, ``3``, ``2NT``, ``pass
        2C 3D 4H``), as the line console reads it. :class:`~tricktaker.errors.NotationError`
        or :class:`~tricktaker.errors.IllegalAction` say why it cannot be played now."""
        session = self.session
        action = session.parse_action(text)
        if not session.is_legal(action):
            why = session.phase.why_illegal(session.game, session.state, action)
            raise IllegalAction(why or "that is not a legal action now")
        return action

    def play(self, action: Action) -> None:
        """Apply the current seat's ``action`` (card by card for several cards passed), tell
        it, and save. Raises :class:`~tricktaker.errors.IllegalAction` when it is not legal."""
        session = self.session
        if not session.is_legal(action):
            why = session.phase.why_illegal(session.game, session.state, action)
            raise IllegalAction(why or "that is not a legal action now")
        seat = session.current_seat
        self.tell(seat, self.action_line(seat, action))
        deals_before = session.state.deal_no
        for step in picks(action):
            session.apply(step)
        self.save()
        if session.state.deal_no != deals_before and session.state.hand_results:
            self.hand_done = len(session.state.hand_results) - 1
        if session.state.deal_no != self.deal_no:
            self.deal_no = session.state.deal_no
            self.finished_tricks = self.tricks
            self.tricks = []
            if not session.is_over:
                self.events.append(self.hand_line())

    def hand_line(self) -> Text:
        """The log's line between two hands: ``— Hand 3 —``."""
        number = hand_number(self.session, self.session.state.hand_no)
        return plain(f"— Hand {number} —", style="bold")

    def tell(self, seat: int, line: Text) -> None:
        """Add ``line`` (``seat``'s action) to the log; a seat's cards passed or discarded
        one at a time unseen are told once, counted (``West passes 3 cards face down``)."""
        deal = self.session.state.deal_no
        told = COUNTED.match(line.plain)
        last = COUNTED.match(self.events[-1].plain) if self.events else None
        if (
            told is not None
            and last is not None
            and self._counted == (seat, deal)
            and (told["head"], told["tail"]) == (last["head"], last["tail"])
        ):
            count = int(last["count"]) + int(told["count"])
            tail = told["tail"] or ""
            self.events[-1] = plain(f"{told['head']}{count} cards{tail}")
            return
        self._counted = (seat, deal) if told is not None else None
        self.events.append(line)

    def choose_cards(self, cards: list[int]) -> Action:
        """The action of passing or discarding several ``cards`` at once, as typed at the line
        console (``pass 2C 3D 4H``), so it is checked and recorded the same way."""
        legal = self.session.legal_actions()
        verb = self.session.format_action(legal[0]).split()[0]
        words = " ".join(self.session.deck.format(c) for c in cards)
        return self.read(f"{verb} {words}")

    def cards_needed(self) -> int:
        """How many cards the seat to move still passes or discards (the phase says:
        :meth:`~tricktaker.mechanics.drawing.ChooseCards.left`); 1 in any other phase."""
        phase = self.session.phase
        return phase.left(self.session.state) if isinstance(phase, ChooseCards) else 1

    # -- what is told ------------------------------------------------------------------------

    def action_line(self, seat: int, action: Action) -> Text:
        """``West plays Q♠``; a secret action as the viewer may know it (``West passes 3
        cards``), in full for the seat that took it and those that see it."""
        session = self.session
        phase = session.phase
        hidden = phase.hidden_text(session.game, action)
        seen = seat == self.viewer or self.viewer in phase.witnesses(
            session.game, session.state, action
        )
        you = seat == self.me
        if hidden is not None and not seen:
            return plain(f"{self.name(seat)} {hidden}")
        told = phase.told_text(session.game, action, you)
        if told is not None:
            return plain(f"{self.name(seat)} {told}")
        text = plain(f"{self.name(seat)} ") + action_text(session, action, session.state.trump, you)
        hand = session.state.to_move
        if hand != seat and isinstance(action, Play):
            whose = "your" if hand == self.me else f"{self.name(hand)}'s"
            text += plain(f" from {whose} hand")
        return text

    @hookimpl
    def trick_completed(self, game: CompiledGame, view: TableView, winner: int) -> None:
        """Event: keep the trick (everybody saw it) and tell who won it."""
        trick = tuple((seat, card) for seat, card in view["trick"])
        named = named_suit(view, *trick[0]) if trick else -1
        self.tricks.append(SeenTrick(trick, winner, view["phase"], named))
        won_with = dict(trick).get(winner)
        line = plain(f"→ {self.name(winner)} won the trick", style="bold")
        if won_with is not None:
            line += Text(" with ") + card_text(game.deck, won_with, view["trump"])
        self.events.append(line)

    @hookimpl
    def hand_event(self, game: CompiledGame, view: TableView, entry: Any) -> None:
        """Event: draws, told as the viewer may see them; the cards passed to the viewer."""
        if isinstance(entry, DrawEntry):
            self.events.append(draw_text(game.deck, entry, view["trump"], self.name, self.viewer))
        elif isinstance(entry, PassEntry) and entry.to == self.viewer:
            self.events.append(
                plain(f"You received from {self.name(entry.seat)}: ")
                + cards_text(game.deck, entry.cards, view["trump"])
            )

    def _tricks_from_played(self) -> None:
        """After a resume in the middle of a hand: the tricks already played, from the cards
        everybody saw played this hand (``played``) cut at the size of the last trick."""
        obs = self.session.observation(self.viewer)
        last = obs.get("last_trick")
        played: list[tuple[int, int]] = list(obs.get("played") or [])
        if last is None or not played:
            return
        size = len(last[1])
        done = played[: len(played) - len(obs["trick"])]
        chunks = [tuple(done[i : i + size]) for i in range(0, len(done) - size + 1, size)]
        for index, chunk in enumerate(chunks):
            winner = chunks[index + 1][0][0] if index + 1 < len(chunks) else last[2]
            self.tricks.append(SeenTrick(chunk, winner))
