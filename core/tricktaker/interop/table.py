"""A tricktaker session with its chance made explicit and its actions numbered: the common part
of the OpenSpiel and PettingZoo interfaces, with neither framework imported.

Frameworks such as OpenSpiel want three things a :class:`~tricktaker.engine.session.Session`
does not give directly:

* **chance as decisions of a chance player**, with their probabilities. A session draws every
  chance from its seeded generator (``state.rng``, as the hook specifications require). A
  :class:`Table` plays each step of the session with a generator of its own,
  :class:`ScriptedRandom`, that draws nothing: a draw stops the step, which is rolled back, and
  the table becomes a chance node. Two kinds of draws exist: a uniform choice among ``n``
  (``Random._randbelow``, behind ``randrange``, ``choice`` and ``shuffle``: a random first
  dealer, a pass direction drawn each hand) becomes a chance node of ``n`` outcomes of
  probability ``1/n``; the deal's shuffle (:func:`tricktaker.engine.chance.shuffle`, the only
  caller of ``getrandbits``) becomes one chance node per card of the pack, top card first, each
  card still in the pack equally likely. The pack is then given to the session as an explicit
  deal (:class:`~tricktaker.engine.state.DealGiven`, as a record gives it) and the step is
  played again from the start with the outcomes drawn so far, now without a draw.
* **actions as integers** (:class:`Numbering`).
* **what a seat has seen so far**, as text (:meth:`Table.information_state`, perfect recall) and
  what it sees now (:meth:`Table.observation_text`), both from the session's own observation of
  the seat (:meth:`Session.observation`, derived from the visibility declarations), so nothing
  hidden from a seat ever reaches them.

The session is built the same way: it is built with a generator of its own, which a session
plugin (:class:`_FirstHand`) replaces with the table's at the session's first hook, before the
first dealer is chosen; a draw stops the building, and the session is built again once the
outcome is chosen (with the first deal given, once its pack is drawn). Draws of random bits
other than the deal's shuffle, and of real numbers, are refused (:class:`UnsupportedChance`).
"""

from __future__ import annotations

import operator
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tricktaker.actions import Action, Discard, Exchange, Give, Play
from tricktaker.bots.search import determinize
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.registry import Game
from tricktaker.engine.session import DealGiven, Session
from tricktaker.engine.state import State
from tricktaker.errors import TrickTakerError
from tricktaker.limits import check_data, shown

if TYPE_CHECKING:
    from tricktaker.engine.game import CompiledGame

__all__ = [
    "CHANCE",
    "MAX_STOP_AFTER",
    "TERMINAL",
    "InteropError",
    "Numbering",
    "ScriptedRandom",
    "Table",
    "UnsupportedChance",
    "check_action_id",
    "check_options",
    "check_stop_after",
]

CHANCE = -1
""":attr:`Table.current_player` at a chance node."""
TERMINAL = -4
""":attr:`Table.current_player` once the game is over (OpenSpiel's ids)."""


MAX_STOP_AFTER = 10_000
"""The most deals ``stop_after`` may ask for: far more than any match, and small enough that
OpenSpiel's ``max_game_length`` (a C++ ``int``) holds the game's length."""


class UnsupportedChance(TrickTakerError):
    """The game draws chance in a way a :class:`Table` cannot make explicit."""


class InteropError(TrickTakerError, ValueError):
    """A bad value given to the OpenSpiel or PettingZoo interface: a parameter, an option, an
    action id, a player, a seed. The message names it and says what is allowed. A
    ``ValueError`` too, as the frameworks' own callers expect of a bad argument."""


def check_action_id(value: Any, what: str = "action") -> int:
    """``value`` as an action id: an ``int`` or a numpy integer (anything with ``__index__``),
    never a ``bool``. A float (``3.5``, even ``3.0``), a string or ``None`` is refused, never
    rounded or parsed, so that a learning agent's bug is seen at once."""
    if not isinstance(value, bool):
        try:
            return operator.index(value)
        except TypeError:
            pass
    raise InteropError(
        f"{what}: an action id is a whole number (an int or a numpy integer), "
        f"not {shown(value)} ({type(value).__name__})"
    )


def check_stop_after(value: Any, zero_means_all: bool = False) -> int | None:
    """``stop_after``, the number of deals to play: ``1 ..`` :data:`MAX_STOP_AFTER`, or the whole
    match: ``None`` (PettingZoo's argument) or ``0`` (OpenSpiel's parameter, which has no None)."""
    whole = "0" if zero_means_all else "None"
    if value is None and not zero_means_all:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        if value == 0 and zero_means_all:
            return None
        if 1 <= value <= MAX_STOP_AFTER:
            return value
    raise InteropError(
        f"stop_after: the number of deals to play, 1..{MAX_STOP_AFTER:,}, or {whole} for the "
        f"whole match; not {shown(value)}"
    )


def check_options(options: Any, what: str) -> dict[str, Any]:
    """``options`` as a dict, if it is a mapping of option names to values nested and sized
    within :func:`~tricktaker.limits.check_data`'s limits; the values themselves are the game's
    to check (when its rules are compiled with them)."""
    if options is None:
        return {}
    if not isinstance(options, Mapping) or not all(isinstance(k, str) for k in options):
        raise InteropError(
            f"{what}: a mapping of option names (str) to values, not {shown(options)}"
        )
    check_data(dict(options), what, InteropError)
    return dict(options)


class _ChoiceNeeded(TrickTakerError):
    """A uniform choice among ``n`` was drawn, and the script has no outcome left for it.

    An engine error, so that it passes unwrapped through the boundary around plugin code (a
    game's plugin may draw chance in its hooks)."""

    def __init__(self, n: int) -> None:
        super().__init__(n)
        self.n = n


class _ShuffleNeeded(TrickTakerError):
    """Random bits were drawn directly: the deal's shuffle (an engine error, as above)."""


class ScriptedRandom(random.Random):
    """A generator that draws nothing: its uniform choices are taken from ``script`` in order,
    and once the script is used up, a choice (or any other draw) stops the caller with an
    exception that the :class:`Table` turns into a chance node."""

    def __init__(self, script: Sequence[int] = ()) -> None:
        super().__init__(0)
        self.script = list(script)
        self.used = 0

    def _randbelow(self, n: int) -> int:
        if self.used < len(self.script):
            value = self.script[self.used]
            self.used += 1
            if not 0 <= value < n:
                raise ValueError(f"chance outcome {value} is not one of 0..{n - 1}")
            return value
        raise _ChoiceNeeded(n)

    def getrandbits(self, k: int, /) -> int:
        raise _ShuffleNeeded()

    def random(self) -> float:
        raise UnsupportedChance("the game draws a real number at random; only choices are made")


class _FirstHand:
    """A session plugin that gives the session the table's generator as soon as the session
    calls its first hook (``first_dealer``, before the first hand starts), so that every chance
    of the session, the first dealer and the first hand's too, is drawn from the table's
    :class:`ScriptedRandom` (a session is always built with a seeded generator of its own)."""

    def __init__(self, rng: ScriptedRandom) -> None:
        self.rng = rng
        self.state: State | None = None

    @hookimpl(tryfirst=True)
    def first_dealer(self, game: CompiledGame, state: State) -> None:
        state.rng = self.rng
        self.state = state
        return None  # the game's own hooks choose the first dealer, with this generator


# -- the action numbering -------------------------------------------------------------------------

_CARD_KINDS: tuple[tuple[str, type], ...] = (
    ("play", Play),
    ("give", Give),
    ("discard", Discard),
    ("exchange", Exchange),
)


def _card_kind(action: Action) -> tuple[int, int] | None:
    """(block, card) for an action that is one card of one of the card blocks, else None."""
    if isinstance(action, Play):
        return (0, action.card) if not action.announce and action.named_suit < 0 else None
    if isinstance(action, Give) and len(action.cards) == 1:
        return 1, action.cards[0]
    if isinstance(action, Discard) and len(action.cards) == 1:
        return 2, action.cards[0]
    if isinstance(action, Exchange):
        return 3, action.card
    return None


@dataclass(frozen=True)
class Numbering:
    """A game's actions as integers ``0 .. size - 1``, the same in OpenSpiel and PettingZoo.

    With ``D`` card ids in the deck (a card is its id in the game's deck, ``Deck.ids``: the ids
    of cards a pack leaves out are never used):

    ============================  ======================================================
    ids                           action
    ============================  ======================================================
    ``0 .. D - 1``                ``Play(card)``, without an announcement or a named suit
    ``D .. 2 D - 1``              ``Give((card,))``: pass one card
    ``2 D .. 3 D - 1``            ``Discard((card,))``: discard one card
    ``3 D .. 4 D - 1``            ``Exchange(card)``
    ``4 D .. 4 D + others - 1``   the k-th *other* legal action (bids, calls, passes,
                                  declarations, plays with an announcement or a named
                                  suit (an extra card led naming a suit), several
                                  cards at once), in the engine's order of the legal list
    ============================  ======================================================

    Card actions keep their meaning in every state. An *other* action's id is its place among
    the other legal actions of the state, in the engine's order (bids from low to high, then
    pass, as the phase lists them): two states the acting seat cannot tell apart have the same
    legal actions in the same order, so an id means one action in each information state; its
    text is :meth:`text`. ``others`` (by default ``4 * D``) bounds how many there may be at once;
    a state with more is reported as an error.
    """

    deck_size: int
    others: int

    @classmethod
    def of(cls, game: CompiledGame, others: int | None = None) -> Numbering:
        """The numbering of a compiled game."""
        size = game.deck.ids  # card ids: a pack's removed cards keep theirs (unused)
        return cls(size, 4 * size if others is None else others)

    @property
    def size(self) -> int:
        """The number of distinct action ids."""
        return 4 * self.deck_size + self.others

    @property
    def first_other(self) -> int:
        return 4 * self.deck_size

    def ids(self, legal: Sequence[Action]) -> list[int]:
        """The id of each of the ``legal`` actions, in their order."""
        out: list[int] = []
        k = 0
        for action in legal:
            kind = _card_kind(action)
            if kind is not None:
                out.append(kind[0] * self.deck_size + kind[1])
            else:
                out.append(self.first_other + k)
                k += 1
        if k > self.others:
            raise TrickTakerError(
                f"{k} other actions at once; the numbering has room for {self.others}"
            )
        return out

    def action(self, action_id: int, legal: Sequence[Action]) -> Action:
        """The legal action numbered ``action_id``; an :class:`InteropError` (naming the legal
        ids) if none is."""
        ids = self.ids(legal)
        for number, action in zip(ids, legal, strict=True):
            if number == action_id:
                return action
        raise InteropError(
            f"action: id {action_id} is not legal now; the legal ids are {shown(sorted(ids))}"
        )

    def block(self, action_id: int) -> str:
        """The block an id lies in: ``play``, ``give``, ``discard``, ``exchange`` or ``other``."""
        if not 0 <= action_id < self.size:
            raise InteropError(f"action: id {action_id} is not one of 0..{self.size - 1}")
        block = action_id // self.deck_size
        return _CARD_KINDS[block][0] if block < len(_CARD_KINDS) else "other"


# -- the table -----------------------------------------------------------------------------------


def _text(value: Any) -> str:
    return repr(value)


@dataclass
class _Chance:
    """A pending chance node: a choice among ``n``, or the next card of a pack being dealt."""

    n: int = 0
    dealer: int | None = None  # a deal: its dealer
    pack: tuple[int, ...] = ()  # a deal: the cards placed so far, top card first


class Table:
    """One game of ``game`` with ``options``, its chance made explicit; see the module docstring.

    ``stop_after``: the number of deals to play (``None``: the whole match). The table starts at
    a chance node (the first dealer, or the first card of the first deal).
    """

    def __init__(
        self,
        game: Game,
        options: Mapping[str, Any] | None = None,
        stop_after: int | None = 1,
        numbering: Numbering | None = None,
    ) -> None:
        self.source = game
        self.options = check_options(options, "options")
        self.stop_after = check_stop_after(stop_after)
        self.compiled = game.compiled(self.options)
        self.numbering = numbering or Numbering.of(self.compiled)
        self.players = self.compiled.players
        self.deck_size = self.compiled.deck.size  # the cards dealt (ids: numbering.deck_size)
        self.session: Session | None = None
        self.pending: Action | None = None  # the engine action whose step waits for chance
        self.script: list[int] = []  # the choices drawn so far in that step (or in building)
        self.chance: _Chance | None = None
        self.seen: list[list[str]] = [[] for _ in range(self.players)]  # per seat, per step
        self._last: list[dict[str, Any]] = [{} for _ in range(self.players)]
        self._deals: tuple[DealGiven, ...] = ()  # the first deal, once its pack is drawn
        self._construct()

    @classmethod
    def joining(cls, session: Session, to_end_of_deal: bool = True) -> Table:
        """A table at ``session``'s current decision, on a clone of it: for a framework's bot
        that decides for a seat of a tricktaker game (the strength benchmark's OpenSpiel seats).
        What each seat saw before is not replayed: its record starts with what it sees now.
        ``to_end_of_deal``: the table's game ends with the current deal (a search then looks
        no further than the deal's returns), else where the session's does."""
        if session.is_over:
            raise InteropError("the game is over: there is no decision to join")
        source = session.source
        if not isinstance(source, Game):
            raise TypeError(f"a session of a registered game, not of {source!r}")
        new = cls.__new__(cls)
        new.source = source
        new.options = dict(session.options)
        new.compiled = session.game
        new.numbering = Numbering.of(new.compiled)
        new.players = session.players
        new.deck_size = session.deck.size
        new.session = session.clone()
        state = new.session.state
        if to_end_of_deal:
            state.stop_after = state.deal_no + 1
        new.stop_after = state.stop_after
        new.pending = None
        new.script = []
        new.chance = None
        new._deals = ()
        new._last = [new.observation(seat) for seat in range(new.players)]
        new.seen = [[f"joined: {new.observation_text(seat)}"] for seat in range(new.players)]
        return new

    # -- state -----------------------------------------------------------------------------

    @property
    def current_player(self) -> int:
        """The seat to act, :data:`CHANCE` at a chance node, :data:`TERMINAL` at the end."""
        if self.chance is not None:
            return CHANCE
        assert self.session is not None
        if self.session.is_over:
            return TERMINAL
        return self.session.current_seat

    @property
    def is_over(self) -> bool:
        return self.chance is None and self.session is not None and self.session.is_over

    def legal_ids(self) -> list[int]:
        """The current seat's legal action ids, ascending (none at chance or at the end)."""
        if self.chance is not None or self.session is None or self.session.is_over:
            return []
        return sorted(self.numbering.ids(self.session.legal_actions()))

    def action_of(self, action_id: int) -> Action:
        """The current seat's legal action numbered ``action_id``."""
        if self.session is None or self.chance is not None or self.session.is_over:
            raise InteropError(f"action: no seat is to act now ({self.situation()})")
        return self.numbering.action(action_id, self.session.legal_actions())

    def seat_of(self, value: Any, what: str = "player") -> int:
        """``value`` as a seat ``0 .. players - 1`` (an int or a numpy integer, not a bool); an
        :class:`InteropError` naming ``what`` otherwise (a seat number is never guessed)."""
        if not isinstance(value, bool):
            try:
                seat = operator.index(value)
            except TypeError:
                seat = None
            if seat is not None and 0 <= seat < self.players:
                return seat
        raise InteropError(
            f"{what}: {shown(value)} is not a seat; the seats are 0..{self.players - 1}"
        )

    def check(self, action_id: Any) -> int:
        """``action_id`` as an int, if it may be applied now: a legal action of the seat to
        act (within the numbering's ``0 .. size - 1``) or an outcome of the chance node; an
        :class:`InteropError` saying what is allowed otherwise."""
        number = check_action_id(action_id)
        if self.chance is None:
            self.numbering.block(number)
            self.action_of(number)
        elif number not in dict(self.chance_outcomes()):
            raise InteropError(
                f"action: {number} is not an outcome of this chance node ({self.situation()})"
            )
        return number

    def situation(self) -> str:
        """Where the game is, in words, for a message (nothing hidden)."""
        chance = self.chance
        if chance is not None and chance.dealer is None:
            return f"a chance node: a choice among 0..{chance.n - 1}"
        if chance is not None:
            return "a chance node: the next card of the deal, one of those not yet placed"
        if self.is_over:
            return "the game is over"
        return f"seat {self.current_player} is to act"

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The outcomes of the chance node and their probabilities: a choice's ``0 .. n-1``,
        or the cards still in the pack being dealt (their card ids)."""
        chance = self.chance
        if chance is None:
            raise InteropError(f"chance outcomes: not a chance node ({self.situation()})")
        if chance.dealer is None:
            return [(i, 1.0 / chance.n) for i in range(chance.n)]
        left = sorted(set(self.compiled.deck.cards) - set(chance.pack))
        return [(card, 1.0 / len(left)) for card in left]

    def returns(self) -> list[float]:
        """Each seat's return: the game's ``returns`` hook (``session.result()["returns"]``)
        once the game is over (after ``stop_after`` deals, or at the match's end); zeros
        before."""
        if not self.is_over:
            return [0.0] * self.players
        session = self.session
        assert session is not None
        return [float(r) for r in session.hook.returns(game=session.game, state=session.state)]

    # -- moves -----------------------------------------------------------------------------

    def apply(self, action_id: Any) -> None:
        """Apply the current seat's action ``action_id`` or the chance node's outcome (checked
        first: :meth:`check`)."""
        chance = self.chance
        if chance is None:
            number = check_action_id(action_id)
            self.numbering.block(number)  # the range first: "not one of 0..size-1"
            self.pending = self.action_of(number)
            self.script = []
            self._step()
            return
        action_id = self.check(action_id)
        if chance.dealer is None:
            self.script.append(action_id)
            if self.session is None:
                self._construct()
            else:
                self._step()
            return
        pack = (*chance.pack, action_id)
        if len(pack) < self.deck_size:
            self.chance = _Chance(dealer=chance.dealer, pack=pack)
            return
        deal = DealGiven(dealer=chance.dealer, pack=pack)
        if self.session is None:
            self._deals = (deal,)
            self._construct()
        else:
            state = self.session.state
            state.given = (*state.given, deal)
            self._step()

    def action_text(self, action_id: int, player: int) -> str:
        """``action_id`` as text: a chance outcome (``deal QS``, ``chance 2``) or, for the seat
        to act, the action in the current phase's words. ``player`` is a seat, :data:`CHANCE`
        or :data:`TERMINAL` (OpenSpiel's ids); ``action_id`` one of the numbering's."""
        action_id = check_action_id(action_id)
        if player not in (CHANCE, TERMINAL):
            player = self.seat_of(player)
        if player == CHANCE and self.chance is not None:
            if self.chance.dealer is None:
                return f"chance {action_id} of {self.chance.n}"
            if 0 <= action_id < self.numbering.deck_size:
                return f"deal {self.compiled.deck.format(action_id)}"
        if self.session is not None and self.chance is None and not self.session.is_over:
            try:
                return self.session.format_action(self.action_of(action_id))
            except ValueError:
                pass
        return f"{self.numbering.block(action_id)} {action_id}"

    def clone(self) -> Table:
        """An independent copy (the session cloned, the lists copied)."""
        new = Table.__new__(Table)
        new.__dict__.update(self.__dict__)
        new.session = None if self.session is None else self.session.clone()
        new.script = list(self.script)
        new.seen = [list(lines) for lines in self.seen]
        new._last = list(self._last)
        return new

    def resample(self, seat: int, rng: random.Random) -> Table:
        """A copy in which the cards ``seat`` cannot see are dealt anew, consistently with what
        it has seen (the search bot's :func:`~tricktaker.bots.search.determinize`: the hidden
        places keep their sizes, and the others' plays of this trick phase stay legal where a
        consistent deal is found): a world an information-set search may play in. The other
        seats' records of what they saw are replaced by their view of the new world."""
        seat = self.seat_of(seat)
        if self.session is None or self.chance is not None:
            raise InteropError(
                f"a world is resampled at a decision, not at a chance node ({self.situation()})"
            )
        new = self.clone()
        new.session = determinize(self.session, seat, rng)
        for other in range(self.players):
            if other != seat:
                new.seen[other] = [f"resampled: {new.observation_text(other)}"]
                new._last[other] = new.observation(other)
        return new

    def __deepcopy__(self, memo: dict[int, Any]) -> Table:
        """:meth:`clone`: frameworks copy their states with ``copy.deepcopy``, which must not
        copy the compiled game a session plays (it is shared, and holds modules)."""
        return self.clone()

    # -- what a seat sees ------------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        """The session's observation of ``seat`` (without the legal actions), or an empty one
        before the first deal is complete."""
        seat = self.seat_of(seat)
        if self.session is None:
            return {}
        obs = self.session.observation(seat)
        obs.pop("legal", None)
        return obs

    def observation_text(self, seat: int) -> str:
        """What ``seat`` sees now, as text: every field of its observation, one a line, and
        the progress of a chance node (how many cards of a deal are placed: public)."""
        lines = [f"{key}={_text(value)}" for key, value in sorted(self.observation(seat).items())]
        return "\n".join([*lines, *self._chance_lines()])

    def information_state(self, seat: int) -> str:
        """Everything ``seat`` has seen, in order: the fields of its observation that changed
        at each step of the game (the first step lists them all), so two histories give the
        same text exactly when the seat saw the same things at every step."""
        return "\n".join([*self.seen[self.seat_of(seat)], *self._chance_lines()])

    def _chance_lines(self) -> list[str]:
        chance = self.chance
        if chance is None:
            return []
        if chance.dealer is None:
            return [f"chance: choice {len(self.script) + 1}"]
        return [f"chance: dealing, {len(chance.pack)} cards placed"]

    def _record(self) -> None:
        """Add the step just made to what every seat has seen."""
        for seat in range(self.players):
            obs = self.observation(seat)
            last = self._last[seat]
            changed = [f"{k}={_text(v)}" for k, v in sorted(obs.items()) if last.get(k) != v]
            self.seen[seat].append(f"step {len(self.seen[seat])}: " + "; ".join(changed))
            self._last[seat] = obs

    # -- chance ----------------------------------------------------------------------------

    def _construct(self) -> None:
        """Build the session with the choices drawn so far (and the first deal, once its pack
        is complete); a chance node while it draws more (see :class:`_FirstHand`)."""
        plugin = _FirstHand(ScriptedRandom(self.script))
        try:
            session = self.source.new_session(
                self.options,
                seed=0,
                deals=self._deals,
                plugins=[plugin],
                stop_after=self.stop_after,
            )
        except _ChoiceNeeded as needed:
            self.chance = _Chance(n=needed.n)
            return
        except _ShuffleNeeded:
            assert plugin.state is not None
            self.chance = self._deal_chance(plugin.state)
            return
        # Built: the plugin's work is done, and a game with a session plugin has hooks of its
        # own, slower than those of the plain game, which the session plays from now on.
        session.game = self.compiled
        self.session = session
        self.script = []
        self.chance = None
        self._record()

    def _deal_chance(self, state: State) -> _Chance:
        """The chance node of a deal, for random bits drawn in ``state`` (the engine's shuffle);
        refused anywhere else than in a deal phase whose pack is not given."""
        names = self.compiled.phase_names
        kind = 0 <= state.phase < len(names) and self.compiled.rules.kind_of(names[state.phase])
        if kind != "deal" or state.deal_no < len(state.given):
            raise UnsupportedChance(
                f"{self.compiled.id}: random bits drawn outside a deal's shuffle "
                f"(phase {state.phase}); only choices are made"
            ) from None
        return _Chance(dealer=state.dealer)  # chosen by the engine before it shuffles

    def _step(self) -> None:
        """Apply the pending action with the choices drawn so far; roll back at a new draw.

        The rollback puts back a copy of the state and the history's length (a clone of the
        session would do too, but a clone hears no events: its observers would be lost). The
        session's cached legal list is already cleared when the step starts to change the
        state (``Session.apply``), so it is computed anew from the state put back. An event
        heard before the draw (``hand_ended`` before the next deal) is heard again when the
        step is played again: the sessions of a table have no observers of their own."""
        session = self.session
        assert session is not None and self.pending is not None
        backup = session.state.copy()
        length = len(session.history)
        session.state.rng = ScriptedRandom(self.script)
        try:
            session.apply(self.pending)
        except (_ChoiceNeeded, _ShuffleNeeded) as needed:
            state = session.state
            session.state = backup
            del session.history[length:]
            if isinstance(needed, _ChoiceNeeded):
                self.chance = _Chance(n=needed.n)
                return
            self.chance = self._deal_chance(state)
            return
        self.pending = None
        self.script = []
        self.chance = None
        self._record()
