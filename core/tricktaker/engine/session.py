"""A game session: one match of one game, behind the uniform game API.

``legal_actions()``, ``apply(action)``, ``current_seat``, ``observation(seat)``, ``clone()``,
``is_over``, ``scores`` and ``history`` are the same for every game; humans, bots, records,
replays and tests all go through them. Each session has its own rules plugin manager (core
defaults, then the base game, then variants), so sessions of different games or variants never
see each other's hooks; and one seeded generator, so the same seed and the same actions give the
same game.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from tricktaker.actions import NO_TRUMP, Action
from tricktaker.engine.boundary import CHECKS, describe
from tricktaker.engine.manager import Hooks, build_rules_manager
from tricktaker.engine.state import State
from tricktaker.engine.views import observe
from tricktaker.engine.visibility import Part, check_declared
from tricktaker.errors import IllegalAction, NotationError, PluginError, RulesError
from tricktaker.rules import check_option_value

if TYPE_CHECKING:
    import pluggy

    from tricktaker.cards import Deck
    from tricktaker.engine.gamespec import GameSpec
    from tricktaker.engine.game import Phase, PhaseFactory
    from tricktaker.rules import RulesFile


Card = int | str


@dataclass(frozen=True)
class DealGiven:
    """An explicit deal for one hand: the dealer and either the whole ``pack`` (top card first,
    dealt by the game's procedure) or the ``hands``, ``turned`` card and ``stock`` directly.

    Cards may be ints or card text (``"QS"``); the session reads text with its deck.
    """

    dealer: int
    pack: Sequence[Card] | None = None
    hands: Sequence[Sequence[Card]] | None = None
    turned: Card | None = None
    stock: Sequence[Card] = ()

    def resolved(self, deck: Deck) -> DealGiven:
        """The same deal with every card as an int of ``deck``."""

        def card(c: Card) -> int:
            return deck.parse(c) if isinstance(c, str) else c

        return DealGiven(
            dealer=self.dealer,
            pack=None if self.pack is None else tuple(card(c) for c in self.pack),
            hands=None
            if self.hands is None
            else tuple(tuple(card(c) for c in h) for h in self.hands),
            turned=None if self.turned is None else card(self.turned),
            stock=tuple(card(c) for c in self.stock),
        )


def resolve_options(rules: RulesFile, given: Mapping[str, Any]) -> dict[str, Any]:
    """Defaults overlaid with ``given``; each value checked and converted. Unknown names and bad
    values raise :class:`RulesError` naming the option and what is allowed."""
    options: dict[str, Any] = {name: spec.default for name, spec in rules.options.items()}
    for name, value in given.items():
        spec = rules.options.get(name)
        if spec is None:
            known = ", ".join(sorted(rules.options))
            raise RulesError(f"{rules.game.id} has no option {name!r}; options: {known}")
        try:
            options[name] = check_option_value(name, spec, value)
        except ValueError as exc:
            raise RulesError(str(exc)) from None
    return options


def _plugin_name(plugin: Any) -> str:
    return str(getattr(plugin, "__name__", type(plugin).__name__))


class GameLike(Protocol):
    """What a session uses of its game: a :class:`~tricktaker.engine.registry.Game` (the
    registry builds sessions, so the session names only this, not the registry)."""

    spec: GameSpec

    @property
    def id(self) -> str: ...

    @property
    def rules(self) -> RulesFile: ...

    def rules_for(self, options: Mapping[str, Any]) -> RulesFile: ...

    @property
    def plugins(self) -> tuple[tuple[str, Any], ...]: ...

    @property
    def rules_manager(self) -> tuple[pluggy.PluginManager, Any]: ...


class Session:
    """One match of one game. See the module docstring for the API."""

    def __init__(
        self,
        game: GameLike,
        options: Mapping[str, Any],
        seed: int | None,
        deals: tuple[DealGiven, ...],
        plugins: tuple[Any, ...],
    ) -> None:
        self.game = game
        self.options = resolve_options(game.rules, options)
        # the rules with the patches of the chosen option values: compiled once per game and
        # combination of values, shared by every session that chose them
        self.rules: RulesFile = game.rules_for(self.options)
        self.game_id = self.rules.game.id
        self.players: int = self.options["players"]
        self.seed = secrets.randbelow(2**63) if seed is None else seed
        self.rng = random.Random(self.seed)

        self._named = [*game.plugins]
        self._named += [(f"extra:{_plugin_name(p)}:{i}", p) for i, p in enumerate(plugins)]
        if plugins:
            self.pm = build_rules_manager(self.game_id, self._named)
            self.hook: Any = Hooks(self.pm)
        else:
            self.pm, self.hook = game.rules_manager

        self.deck: Deck = self.hook.build_deck(rules=self.rules)
        self.deals = tuple(d.resolved(self.deck) for d in deals)
        self.phase_kinds = collect_kinds(self.game_id, self.pm)
        self.phases: list[Phase] = []
        for name in self.rules.phases:
            handler = self.hook.phase_handler(name=name, session=self)
            if handler is None:
                raise PluginError(f"{self.game_id}: no plugin handles the phase {name!r}")
            self.phases.append(handler)
        for handler in self.phases:
            handler.bind(self)
        self.phase_names = [handler.name for handler in self.phases]
        self.hand_parts, self.match_parts = collect_parts(self.game_id, self.phases)
        self.schedule: list[int] = list(self.hook.hand_sizes(session=self))
        self._check_schedule()

        self.state = State(self.players, self.match_parts)
        self.history: list[tuple[int, Action, int]] = []  # (seat, action, phase index)
        self._legal: list[Action] | None = None
        self.state.dealer = self.hook.first_dealer(session=self)
        self._start_hand()

    def _check_schedule(self) -> None:
        most = (self.deck.size) // self.players
        for size in self.schedule or [self.rules.deal.hand_size or 0]:
            if not 1 <= size <= most:
                raise RulesError(
                    f"{self.game_id}: a hand of {size} cards is not possible with "
                    f"{self.players} players and {self.deck.size} cards (allowed: 1..{most})"
                )

    # -- the uniform game API --------------------------------------------------------------

    @property
    def current_seat(self) -> int:
        """The seat to act, or -1 when the game is over."""
        return self.state.to_move

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
        return self.phases[self.state.phase]

    def legal_actions(self) -> list[Action]:
        """The actions the current seat may take. The list is cached: do not modify it."""
        if self._legal is None:
            if self.state.over:
                return []
            self._legal = self.phases[self.state.phase].legal_actions(self, self.state)
        return self._legal

    def is_legal(self, action: Action) -> bool:
        """Whether the current seat may take ``action`` now."""
        if self.state.over:
            return False
        return action in self.legal_actions() or self.phase.accepts(self, self.state, action)

    def apply(self, action: Action) -> None:
        """Apply the current seat's action; :class:`IllegalAction` says why if it is not legal."""
        state = self.state
        legal = self._legal
        if legal is None:
            if state.over:
                raise IllegalAction("the game is over")
            legal = self.legal_actions()
        phase = self.phases[state.phase]
        if action not in legal and not phase.accepts(self, state, action):
            raise IllegalAction(phase.why_illegal(self, state, action))
        self.history.append((state.to_move, action, state.phase))
        self._legal = None
        if phase.apply(self, state, action):
            self._advance()

    def parse_action(self, text: str) -> Action:
        """Read ``text`` in the current phase's vocabulary (``QS``, ``3``, ``3NT``, ``pass``...)."""
        if self.state.over:
            raise NotationError("the game is over")
        return self.phases[self.state.phase].parse(self, text)

    def format_action(self, action: Action, phase: int | None = None) -> str:
        """The canonical text of ``action`` (in the current phase, or phase index ``phase``)."""
        return self.phases[self.state.phase if phase is None else phase].format(self, action)

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see now: its own hand, and the public facts of the game (derived
        from the visibility declarations of the state and of every mechanic's part)."""
        obs = observe(self.state, seat, self.deck, self.phase_names)
        obs.update(game=self.game_id, seat=seat, hands_in_match=len(self.schedule) or None)
        if seat == self.state.to_move:
            obs["legal"] = list(self.legal_actions())
        return obs

    def add_observer(self, plugin: Any, name: str | None = None) -> None:
        """Register an observer of this session's events (``trick_completed``, ``hand_ended``).

        Events are called only when some plugin implements them, so the phases are bound anew.
        """
        self._named = [*self._named, (name or f"observer:{_plugin_name(plugin)}", plugin)]
        self.pm = build_rules_manager(self.game_id, self._named)  # never the shared one
        self.hook = Hooks(self.pm)
        for handler in self.phases:
            handler.bind(self)
        self.phase_names = [handler.name for handler in self.phases]
        self.hand_parts, self.match_parts = collect_parts(self.game_id, self.phases)

    def clone(self) -> Session:
        """An independent copy: same rules and hooks, copied state, history and generator."""
        new = Session.__new__(Session)
        new.__dict__.update(self.__dict__)
        new.state = self.state.copy()
        new.history = list(self.history)
        new.rng = random.Random.__new__(random.Random)  # no fresh seeding: the state follows
        new.rng.setstate(self.rng.getstate())
        new._legal = None
        return new

    # -- match flow ------------------------------------------------------------------------

    def explicit_deal(self, deal_no: int) -> DealGiven | None:
        """The record's explicit deal for the ``deal_no``-th deal, checked, or None."""
        if deal_no >= len(self.deals):
            return None
        given = self.deals[deal_no]
        if not 0 <= given.dealer < self.players:
            raise RulesError(f"deal {deal_no}: dealer {given.dealer} is not a seat")
        cards: list[int]
        if given.hands is not None:
            cards = [int(c) for h in given.hands for c in h] + [int(c) for c in given.stock]
            cards += [] if given.turned is None else [int(given.turned)]
            if len(given.hands) != self.players:
                raise RulesError(
                    f"deal {deal_no}: {len(given.hands)} hands for {self.players} seats"
                )
            wrong = [len(h) for h in given.hands if len(h) != self.state.hand_size]
            if wrong:
                raise RulesError(
                    f"deal {deal_no}: every hand must hold {self.state.hand_size} cards, "
                    f"not {wrong[0]}"
                )
        else:
            cards = [int(c) for c in given.pack or ()]
            if sorted(cards) != list(self.deck.cards):
                raise RulesError(f"deal {deal_no}: the pack must hold every card exactly once")
        if len(set(cards)) != len(cards) or not all(0 <= c < self.deck.size for c in cards):
            raise RulesError(f"deal {deal_no}: a card is given twice or is not in the pack")
        return given

    def _start_hand(self) -> None:
        state = self.state
        state.new_hand(self.hand_parts)
        size = self.schedule[state.hand_no] if self.schedule else self.rules.deal.hand_size
        state.hand_size = size or 0
        state.phase = -1
        self._advance()

    def _advance(self) -> None:
        """Start the next phase(s); after the last one, end the hand and start the next."""
        state = self.state
        phases = self.phases
        while True:
            if state.thrown_in:
                self._end_hand(thrown_in=True)
                return
            state.phase += 1
            if state.phase == len(phases):
                self._end_hand(thrown_in=False)
                return
            if not phases[state.phase].start(self, state):
                return

    def _end_hand(self, thrown_in: bool) -> None:
        state = self.state
        hook = self.hook
        if thrown_in:
            state.hand_scores = [0] * self.players
        summary = dict(hook.hand_summary(session=self, state=state))
        summary.update(
            thrown_in=thrown_in,
            tricks=list(state.tricks_won),
            scores=list(state.hand_scores),
        )
        for seat in range(self.players):
            state.totals[seat] += state.hand_scores[seat]
        summary["totals"] = list(state.totals)
        state.hand_results.append(summary)
        if self.pm.hook.hand_ended.get_hookimpls():  # events only for observers
            hook.hand_ended(session=self, state=state, scores=list(state.hand_scores))
        state.deal_no += 1
        counted = not thrown_in or self.rules.deal.throw_in_counts
        if counted and hook.match_over(session=self, state=state):
            state.over = True
            state.to_move = -1
            state.winners = list(hook.winners(session=self, state=state))
            return
        if counted:
            state.hand_no += 1
        if not thrown_in or self.rules.deal.throw_in_dealer == "next":
            state.dealer = hook.next_dealer(session=self, state=state)
        self._start_hand()

    # -- results ---------------------------------------------------------------------------

    def result(self) -> dict[str, Any]:
        """A machine-readable summary: game, options, completion, per-hand facts, totals."""
        return {
            "game": self.game_id,
            "options": dict(self.options),
            "seed": self.seed,
            "complete": self.state.over,
            "hands": list(self.state.hand_results),
            "scores": list(self.state.totals),
            "winners": list(self.state.winners),
            "actions": len(self.history),
        }

    def trump_text(self, symbols: bool = True) -> str:
        """The trump suit for people: ``♥ hearts``, ``no trump``, or ``not chosen yet``."""
        trump = self.state.trump
        decided = self.state.contract is not None or trump != NO_TRUMP
        if trump == NO_TRUMP and self.rules.play.trumps in ("chosen", "contract") and not decided:
            return "not chosen yet"
        if trump == NO_TRUMP:
            return "no trump"
        suit = self.deck.suits[trump]
        return f"{suit.symbol if symbols else suit.letter} {suit.name}"


def collect_parts(
    game_id: str, phases: Sequence[Phase]
) -> tuple[tuple[type[Part], ...], tuple[type[Part], ...]]:
    """The part classes the phases keep (per hand, per match), each checked: every field
    declared, one class per key, no field named like another part's or the engine's."""
    by_key: dict[str, type[Part]] = {}
    fields: dict[str, str] = {name: "the engine's state" for name in State.seen}
    for phase in phases:
        for cls in phase.parts:
            owner = f"{game_id}: phase {phase.name!r}"
            check_declared(cls, cls.seen, owner)
            known = by_key.setdefault(cls.key, cls)
            if known is cls:
                for name in cls.seen:
                    if fields.setdefault(name, cls.__name__) != cls.__name__:
                        raise PluginError(
                            f"{owner}: field {name!r} of {cls.__name__} is also a field of "
                            f"{fields[name]} (observations would clash)"
                        )
            else:
                raise PluginError(
                    f"{owner}: parts {known.__name__} and {cls.__name__} share the key {cls.key!r}"
                )
    classes = list(by_key.values())
    return (
        tuple(c for c in classes if c.scope == "hand"),
        tuple(c for c in classes if c.scope == "match"),
    )


def collect_kinds(game_id: str, pm: Any) -> dict[str, PhaseFactory]:
    """Every phase kind the session's plugins provide (``phase_kinds``), each from one plugin."""
    kinds: dict[str, PhaseFactory] = {}
    owners: dict[str, str] = {}
    for impl in reversed(pm.hook.phase_kinds.get_hookimpls()):  # registration order
        provided = impl.function()
        expected = CHECKS["phase_kinds"](provided, {})
        if expected is not None:
            raise PluginError(
                f"{game_id}: plugin {impl.plugin_name}, hook phase_kinds: returned "
                f"{describe(provided)}; expected {expected}"
            )
        for kind, factory in provided.items():
            if kind in owners:
                raise PluginError(
                    f"{game_id}: phase kind {kind!r} is provided by both {owners[kind]} and "
                    f"{impl.plugin_name}"
                )
            owners[kind] = impl.plugin_name
            kinds[kind] = factory
    return kinds
