"""A game session: one match of one game, behind the uniform game API.

``legal_actions()``, ``apply(action)``, ``current_seat``, ``observation(seat)``, ``clone()``,
``is_over``, ``scores`` and ``history`` are the same for every game; humans, bots, records,
replays and tests all go through them. A session plays a
:class:`~tricktaker.engine.game.CompiledGame` (the rules after options, deck, hooks and phases:
immutable, shared by the plain sessions of one game and options) on a mutable
:class:`~tricktaker.engine.state.State` (which holds the seeded generator too, so the same seed
and the same actions give the same game). Phases and hooks receive the compiled game and the
state, never the session.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from tricktaker.actions import NO_TRUMP, Action
from tricktaker.engine.compiler import GameLike, compile_game, quiet
from tricktaker.engine.compiler import resolve_options as resolve_options
from tricktaker.engine.handlog import entries, hand_log
from tricktaker.engine.observed import ObservationView, TableView
from tricktaker.engine.state import DealGiven as DealGiven  # where users import it from
from tricktaker.engine.state import State
from tricktaker.engine.views import observation
from tricktaker.errors import IllegalAction, NotationError
from tricktaker.limits import check_seed, check_text

if TYPE_CHECKING:
    import pluggy

    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame, Phase
    from tricktaker.rules import RulesFile


NOT_LEGAL = "that is not a legal action now"
"""The refusal when a phase finds no reason (a phase whose legal list and reasons disagree)."""


_STEPS: Final[dict[tuple[Any, ...], tuple[Any, ...]]] = {}
"""Every history entry (seat, action, phase index) made so far, one tuple per value, shared by
the histories of every session. A tuple holding an action stays in the garbage collector's care
for as long as it lives (an action is an object the collector tracks); shared, a long match
adds none after its first hands, and the collector runs less often. Bounded: actions are
interned values already (:mod:`tricktaker.actions`), times seats and phases. Typed as tuples of
any length so that the compiled build keeps each entry one object (mypyc unpacks a
fixed-length tuple and would box a new one on each use)."""


def _plugin_name(plugin: Any) -> str:
    return str(getattr(plugin, "__name__", type(plugin).__name__))


class Session:
    """One match of one game, behind the uniform game API: ``legal_actions()``,
    ``apply(action)``, ``current_seat``, ``observation(seat)``, ``clone()``, ``is_over``,
    ``scores``, ``history`` and ``result()``, the same for every game."""

    def __init__(
        self,
        game: GameLike | None = None,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        deals: tuple[DealGiven, ...] = (),
        plugins: tuple[Any, ...] = (),
        stop_after: int | None = None,
    ) -> None:
        if game is None:  # an empty session for clone() to fill (no __new__ in the compiled build)
            return
        options = options or {}
        self.source = game
        """The registered game (:class:`~tricktaker.engine.registry.Game`)."""
        self._extra = [(f"extra:{_plugin_name(p)}:{i}", p) for i, p in enumerate(plugins)]
        self._observers: list[tuple[str, Any]] = []
        if plugins:
            resolved = resolve_options(game.rules, options)
            self.game: CompiledGame = compile_game(game, resolved, self._extra)
        else:
            self.game = game.compiled(options)
        self.seed = secrets.randbelow(2**63) if seed is None else check_seed(seed)
        compiled = self.game
        self.state = State(
            compiled.players,
            compiled.match_parts,
            rng=random.Random(self.seed),
            given=tuple(d.resolved(compiled.deck) for d in deals),
        )
        start = compiled.rules.match.start
        if start:  # a side's total before the first hand: each of its seats holds it
            self.state.totals = [start[side if len(start) > 1 else 0] for side in compiled.side_of]
        if stop_after is not None:
            if isinstance(stop_after, bool) or not isinstance(stop_after, int) or stop_after < 1:
                raise ValueError(f"stop_after: a number of deals (1 or more), not {stop_after!r}")
            self.state.stop_after = stop_after
        self.history: list[tuple[int, Action, int]] = []  # (acting seat, action, phase index)
        self._legal: list[Action] | None = None
        self.state.dealer = compiled.hook.first_dealer(game=compiled, state=self.state)
        self._start_hand()

    # -- the compiled game's parts, for readers of a session -------------------------------

    @property
    def rules(self) -> RulesFile:
        """The rules the session plays (after its options)."""
        return self.game.rules

    @property
    def game_id(self) -> str:
        return self.game.id

    @property
    def options(self) -> dict[str, Any]:
        """Every option's value (defaults filled in)."""
        return self.game.options

    @property
    def players(self) -> int:
        return self.game.players

    @property
    def deck(self) -> Deck:
        return self.game.deck

    @property
    def hook(self) -> Any:
        """The rule hooks (``session.hook.score_hand(game=session.game, state=session.state)``)."""
        return self.game.hook

    @property
    def pm(self) -> pluggy.PluginManager:
        return self.game.pm

    @property
    def phases(self) -> list[Phase]:
        return list(self.game.phases)

    @property
    def phase_names(self) -> list[str]:
        return list(self.game.phase_names)

    @property
    def schedule(self) -> list[int]:
        """The hand sizes of the match (empty: every hand has the rules' hand size)."""
        return list(self.game.schedule)

    @property
    def rng(self) -> random.Random:
        """The seeded generator every chance of the game comes from (it lives in the state)."""
        return self.state.rng

    @property
    def deals(self) -> tuple[DealGiven, ...]:
        """The explicit deals the session was given (a record's), cards as ints."""
        return self.state.given

    # -- the uniform game API --------------------------------------------------------------

    @property
    def current_seat(self) -> int:
        """The seat to act, or -1 when the game is over. Usually the seat whose action is due
        (``state.to_move``); when the rules let another seat choose for it this hand (a hand
        played by its partner), that seat (``state.played_by``)."""
        state = self.state
        by = state.played_by
        if by is None or state.to_move < 0:
            return state.to_move
        return by[state.to_move]

    @property
    def is_over(self) -> bool:
        return self.state.over

    @property
    def scores(self) -> list[int]:
        """Running totals per seat."""
        return list(self.state.totals)

    @property
    def winners(self) -> list[int]:
        """The winning seats once the game is over (several on a shared win)."""
        return list(self.state.winners)

    @property
    def phase(self) -> Phase:
        return self.game.phases[self.state.phase]

    def legal_actions(self) -> list[Action]:
        """The actions the current seat may take. The list is cached: do not modify it."""
        legal = self._legal
        if legal is None:
            state = self.state
            if state.over:
                return []
            game = self.game
            legal = self._legal = game.legal_of[state.phase](game, state)
        return legal

    def is_legal(self, action: Action) -> bool:
        """Whether the current seat may take ``action`` now."""
        if self.state.over:
            return False
        return action in self.legal_actions() or self.phase.accepts(self.game, self.state, action)

    def apply(self, action: Action) -> None:
        """Apply the current seat's action; :class:`IllegalAction` says why if it is not legal."""
        state = self.state
        legal = self._legal
        if legal is None:
            if state.over:
                raise IllegalAction("the game is over")
            legal = self.legal_actions()
        game = self.game
        phase = game.phases[state.phase]
        if action not in legal and not phase.accepts(game, state, action):
            raise IllegalAction(phase.why_illegal(game, state, action) or NOT_LEGAL)
        seat, by = state.to_move, state.played_by
        step: tuple[Any, ...] = (seat if by is None else by[seat], action, state.phase)
        self.history.append(_STEPS.setdefault(step, step))
        self._legal = None
        if phase.apply(game, state, action):
            self._advance()

    def parse_action(self, text: str) -> Action:
        """Read ``text`` in the current phase's vocabulary (``QS``, ``3``, ``3NT``, ``pass``...)."""
        if self.state.over:
            raise NotationError("the game is over")
        check_text(text, "the answer", NotationError)
        return self.game.phases[self.state.phase].parse(self.game, self.state, text)

    def format_action(self, action: Action, phase: int | None = None) -> str:
        """The canonical text of ``action`` (in the current phase, or phase index ``phase``)."""
        index = self.state.phase if phase is None else phase
        return self.game.phases[index].format(self.game, action)

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see now: its own hand, and the public facts of the game (derived
        from the visibility declarations of the state and of every mechanic's part)."""
        obs = observation(self.game, self.state, seat)
        if seat == self.current_seat:
            obs["legal"] = list(self.legal_actions())
        return obs

    def observation_view(self, seat: int) -> Mapping[str, Any]:
        """The same as :meth:`observation`, each field computed when it is read
        (:class:`~tricktaker.engine.observed.ObservationView`): what bots use, since they read
        few fields. Valid until the next action."""
        legal = (lambda: list(self.legal_actions())) if seat == self.current_seat else None
        return ObservationView(self.game, self.state, seat, legal)

    def add_observer(self, plugin: Any, name: str | None = None) -> None:
        """Register an observer of this session's events (``trick_completed``, ``hand_ended``).

        Events are called only when some plugin implements them, so the session gets a
        compiled game of its own, whose phases are bound anew (never the shared one)."""
        named = name or f"observer:{_plugin_name(plugin)}:{len(self._observers)}"
        self._observers = [*self._observers, (named, plugin)]
        self.game = compile_game(self.source, self.game.options, [*self._extra, *self._observers])
        self._legal = None

    def clone(self) -> Session:
        """An independent copy: copied state (its generator too) and history, playing the same
        compiled game with its events off: a clone (a bot's simulated world, a what-if) never
        reaches this session's observers or any event plugin (``trick_completed``,
        ``hand_ended``). A clone may gain observers of its own (:meth:`add_observer`)."""
        new = Session.__new__(Session)
        new.source = self.source
        new._extra = self._extra
        new.seed = self.seed
        new.game = quiet(self.game)
        new._observers = []
        new.state = self.state.copy()
        new.history = list(self.history)
        new._legal = None
        return new

    # -- match flow ------------------------------------------------------------------------

    def _start_hand(self) -> None:
        state = self.state
        game = self.game
        state.new_hand(game.hand_parts)
        size = game.schedule[state.hand_no] if game.schedule else game.rules.deal.hand_size
        state.hand_size = size or 0
        for phase in game.phases:
            phase.begin_hand(game, state)
        state.phase = -1
        self._advance()

    def _advance(self) -> None:
        """Start the next phase(s); after the last one, end the hand and start the next."""
        state = self.state
        game = self.game
        phases = game.phases
        while True:
            if state.thrown_in:
                self._end_hand(thrown_in=True)
                return
            state.phase += 1
            if state.phase == len(phases):
                self._end_hand(thrown_in=False)
                return
            if not phases[state.phase].start(game, state):
                return

    def _end_hand(self, thrown_in: bool) -> None:
        state = self.state
        game = self.game
        hook = game.hook
        if thrown_in:
            state.hand_scores = [0] * game.players
        summary = dict(hook.hand_summary(game=game, state=state))
        summary["thrown_in"] = thrown_in
        summary["tricks"] = list(state.tricks_won)
        summary["scores"] = list(state.hand_scores)
        for seat in range(game.players):
            state.totals[seat] += state.hand_scores[seat]
        summary["totals"] = list(state.totals)
        summary["breakdown"] = [{"item": i, "points": list(p)} for i, p in state.breakdown]
        state.hand_results.append(summary)
        state.hand_logs.append(tuple(state.log))
        if "hand_ended" in game.heard:
            view = TableView(game, state)
            hook.hand_ended(game=game, view=view, scores=list(state.hand_scores))
        state.deal_no += 1
        counted = not thrown_in or game.rules.deal.throw_in_counts
        if counted and hook.match_over(game=game, state=state):
            state.over = True
            state.to_move = -1
            state.winners = list(hook.winners(game=game, state=state))
            return
        if state.stop_after is not None and state.deal_no >= state.stop_after:
            state.over = state.stopped = True  # as asked: the last deal stays on the table
            state.to_move = -1
            return
        if counted:
            state.hand_no += 1
        if not thrown_in or game.rules.deal.throw_in_dealer == "next":
            state.dealer = hook.next_dealer(game=game, state=state)
        self._start_hand()

    # -- results ---------------------------------------------------------------------------

    def result(self) -> dict[str, Any]:
        """A machine-readable summary: game, options, completion, per-hand facts, totals.

        Each hand holds its summary (dealer, trump, bids or contract, tricks won, scores,
        totals) and its log (:func:`~tricktaker.engine.handlog.hand_detail`): the deal, every
        trick, draw, exchange and discard, and the score broken down by item. ``complete`` is
        false for a game stopped after ``stop_after`` deals (``"stopped_after"`` says so)."""
        state = self.state
        result = {
            "game": self.game_id,
            "options": dict(self.options),
            "seed": self.seed,
            "complete": state.over and not state.stopped,
            "hands": [self.hand(i) for i in range(len(state.hand_results))],
            "scores": list(state.totals),
            "winners": list(state.winners),
            "actions": len(self.history),
        }
        if state.stop_after is not None:
            result["stopped_after"] = state.stop_after
        if state.over:
            result["returns"] = list(self.game.hook.returns(game=self.game, state=state))
        if self.rules.sides:
            result["sides"] = [{"name": s.name, "seats": list(s.seats)} for s in self.rules.sides]
        return result

    def hand(self, index: int) -> dict[str, Any]:
        """Finished hand ``index`` (0: the first deal) in detail, as in :meth:`result`."""
        state = self.state
        return {
            **state.hand_results[index],
            **hand_log(self.deck, self.players, entries(state.hand_logs[index])),
        }

    def trump_text(self, symbols: bool = True) -> str:
        """The trump suit for people: ``♥ hearts``, ``no trump``, or ``not chosen yet``."""
        state = self.state
        trump = state.trump
        names = self.game.phase_names
        rules = self.rules
        playing = 0 <= state.phase < len(names) and rules.kind_of(names[state.phase]) == "tricks"
        decided = state.contract is not None or trump != NO_TRUMP or playing  # tricks: chosen
        if trump == NO_TRUMP and rules.play.trumps in ("chosen", "contract") and not decided:
            return "not chosen yet"
        if trump == NO_TRUMP:
            return "no trump"
        if trump >= len(self.deck.suits):  # one of the rules' trump sets, not a suit
            sets = self.rules.play.trump_sets
            index = trump - len(self.deck.suits)
            return sets[index].name if index < len(sets) else "no suit"
        suit = self.deck.suits[trump]
        return f"{suit.symbol if symbols else suit.letter} {suit.name}"
