"""The compiled game, and the interface of a hand phase that receives it.

A :class:`CompiledGame` is what a session plays: the rules after its options, the deck, the
options, the plugin manager and its hooks, the phases with the functions they resolved once (the
legal-play and trick-winner functions, ...), the schedule. It is built once per game and options
(``Game.compiled``) and shared by every plain session of them; it never changes after it is
built, so sessions, clones and simulated worlds share it freely. Everything that changes lives
in :class:`~tricktaker.engine.state.State` (the random generator and the explicit deals of a
record too), as in OpenSpiel's ``Game`` / ``State`` split.

A hand is a list of phases named in the rules file (``phases = ["deal", "bidding", "play",
"score"]``); the ``phase_handler`` hook returns one :class:`Phase` per name. Phase methods and
rule hooks receive the compiled game and the state: what they read, never a session.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from mypy_extensions import mypyc_attr

from tricktaker.errors import RulesError

if TYPE_CHECKING:
    import pluggy

    from tricktaker.actions import Action
    from tricktaker.cards import Deck
    from tricktaker.engine.gamespec import GameSpec
    from tricktaker.engine.legality import Rules
    from tricktaker.engine.state import State
    from tricktaker.engine.visibility import Part
    from tricktaker.rules import RulesFile


class CompiledGame:
    """One game with its options, compiled: immutable once built (see the module docstring).

    ``hook`` calls the rule hooks (``game.hook.score_hand(game=game, state=state)``); ``pm`` is
    the pluggy manager behind it. ``phases`` are the hand's phase handlers in order,
    ``phase_names`` their names; ``hand_parts`` / ``match_parts`` the state parts the phases
    keep; ``schedule`` the hand sizes of the match (empty: every hand has ``rules.deal.hand_size``
    cards)."""

    __slots__ = (
        "_cache",
        "_sealed",
        "deck",
        "events",
        "extra",
        "hand_parts",
        "heard",
        "hook",
        "id",
        "legal_of",
        "match_parts",
        "options",
        "phase_kinds",
        "phase_names",
        "phases",
        "players",
        "plugins",
        "pm",
        "rules",
        "schedule",
        "scorer",
        "scoring_parts",
        "side_of",
        "sides",
        "source",
        "spec",
    )

    _sealed: bool
    _cache: dict[str, Any]
    events: bool
    """Whether the events (``trick_completed``, ``hand_ended``) reach the plugins that
    implement them. A session's clones play a copy of its game with the events off
    (:func:`~tricktaker.engine.compiler.quiet`): a simulated world never reaches an observer."""
    heard: frozenset[str]
    """The events some plugin listens to (with ``events`` on): the engine calls only those."""
    source: Any
    """The registered game this was compiled from (:class:`~tricktaker.engine.registry.Game`)."""
    extra: tuple[tuple[str, Any], ...]
    """The (name, plugin) pairs registered after the game's own: a session's plugins and
    observers."""
    id: str
    spec: GameSpec
    rules: RulesFile
    options: dict[str, Any]
    players: int
    deck: Deck
    pm: pluggy.PluginManager
    hook: Any
    plugins: tuple[tuple[str, Any], ...]
    phase_kinds: dict[str, PhaseFactory]
    phases: tuple[Phase, ...]
    phase_names: tuple[str, ...]
    legal_of: tuple[Callable[[CompiledGame, State], list[Action]], ...]
    """Each phase's :meth:`Phase.legal_function`, looked up once: what the session calls."""
    hand_parts: tuple[type[Part], ...]
    match_parts: tuple[type[Part], ...]
    schedule: tuple[int, ...]
    scoring_parts: tuple[type[Part], ...]
    """The parts the kind of the rules' ``[scoring]`` table keeps (none without a table),
    resolved once."""
    scorer: Callable[[CompiledGame, State], list[int]] | None
    """That kind's scorer bound to the table (:func:`~tricktaker.engine.scorers.
    resolve_scoring`): what the core's ``score_hand`` calls once per hand."""
    sides: tuple[tuple[int, ...], ...]
    """The seats of each side (partnership) in the rules' order; empty: every player alone."""
    side_of: tuple[int, ...]
    """Each seat's side (an index into ``sides``); without sides, each seat is its own."""

    def __init__(self, **fields: Any) -> None:
        object.__setattr__(self, "_sealed", False)
        object.__setattr__(self, "_cache", {})
        for name, value in fields.items():
            object.__setattr__(self, name, value)

    def seal(self) -> None:
        """End the building: from now on no attribute may change."""
        object.__setattr__(self, "_sealed", True)

    def __setattr__(self, name: str, value: Any) -> None:
        if self._sealed:
            raise AttributeError(f"the compiled game {self.id!r} is immutable ({name})")
        object.__setattr__(self, name, value)

    @property
    def game_id(self) -> str:
        """The game's id (as in the rules file)."""
        return self.id

    @property
    def hands_in_match(self) -> int | None:
        """How many hands the match has, when that is known in advance: the schedule's
        length, or the number of deals of a match played to a number of deals (``[match] end =
        "deals"``). None for a match played to a target score or ended by the game's own hook."""
        match = self.rules.match
        if match.end == "schedule":
            return len(self.schedule) or None
        if match.end == "deals":
            return match.deals
        return None

    def phase_of(self, state: State) -> Phase:
        """The phase handler the state is in."""
        return self.phases[state.phase]

    def __repr__(self) -> str:
        return f"<CompiledGame {self.id} {self.options}>"


@dataclass(frozen=True, slots=True)
class BidMeaning:
    """What a bid promises should it become the contract (:meth:`Phase.bid_meaning`).

    ``tricks``: the tricks the bidder's side must take (the bidder's alone with ``alone``);
    ``trump``: the trump suit it names, ``NO_TRUMP`` (-1) for none; ``misere``: the bidder
    must take no trick at all (``tricks`` is 0); ``alone``: the bidder plays without its
    partners (they sit the hand out)."""

    tricks: int
    trump: int
    misere: bool = False
    alone: bool = False


@mypyc_attr(allow_interpreted_subclasses=True)
class Phase:
    """One phase of a hand. Subclasses override what they need."""

    name = "phase"
    parts: ClassVar[tuple[type[Part], ...]] = ()
    """The state this phase keeps (in ``state.parts[cls.key]``), each field declared (a class
    constant; a phase whose parts depend on its rules overrides :meth:`kept_parts`)."""

    def kept_parts(self) -> tuple[type[Part], ...]:
        """The parts this phase keeps: its class's ``parts`` unless it says otherwise."""
        return type(self).parts  # the class's own, a plugin's interpreted subclass too

    def bind(self, game: CompiledGame) -> None:
        """Resolve per-session functions (called once, when the session is built)."""

    def begin_hand(self, game: CompiledGame, state: State) -> None:
        """The hand starts, before its first phase (the deal) does: settle what the table must
        know before the cards are dealt, e.g. a pass direction drawn at random (drawn here,
        it comes before the shuffle in ``state.rng``). Called for every phase of the game, in
        order, on the hand's fresh parts. Default: nothing."""

    def legal_function(self) -> Callable[[CompiledGame, State], list[Action]]:
        """What the session calls for the legal actions: :meth:`legal_actions` unless a phase
        has a quicker function that gives the same list (resolved once, when bound)."""
        return self.legal_actions

    def start(self, game: CompiledGame, state: State) -> bool:
        """Begin the phase; set ``state.to_move``. Return True if it is already complete
        (automatic phases such as dealing and scoring do all their work here)."""
        return True

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        """The actions ``state.to_move`` may take now."""
        return []

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        """Apply a legal action of ``state.to_move``; return True when the phase is complete."""
        raise NotImplementedError(f"phase {self.name!r} takes no actions")

    def accepts(self, game: CompiledGame, state: State, action: Action) -> bool:
        """Whether an action not in ``legal_actions()`` is legal all the same (e.g. several
        discards at once, which would be too many to list). Default: no."""
        return False

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str | None:
        """Words for the player: why ``action`` is not allowed now; None when it is legal (in
        ``legal_actions()`` or accepted). A phase with choices answers from the same rules
        that make its legal list (:mod:`tricktaker.engine.legality`)."""
        if action in self.legal_actions(game, state) or self.accepts(game, state, action):
            return None
        return "that is not a legal action now"

    def bid_meaning(self, game: CompiledGame, state: State, action: Action) -> BidMeaning | None:
        """What ``action`` promises if it becomes the contract, for bots that bid in any
        auction from a hand estimate (:mod:`tricktaker.bots`): the tricks, the trumps, a
        misère. None: the action is no bid (a pass, a double, a signal) or the phase has no
        contracts. Default: None."""
        return None

    def prompt(self, game: CompiledGame, state: State) -> str:
        """What the seat to act is asked for, in a few words (``bid 0-3``, ``card``)."""
        return "move"

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        """Read an action typed or recorded as ``text`` in this phase's vocabulary."""
        from tricktaker.errors import NotationError

        raise NotationError(f"nothing to do in the {self.name} phase")

    def format(self, game: CompiledGame, action: Action) -> str:
        """The canonical text of ``action`` (what records store)."""
        return repr(action)

    def told_text(self, game: CompiledGame, action: Action, you: bool) -> str | None:
        """How the table is told ``action`` in this phase's own words, after the seat's name
        (``says "yes"``, ``takes up the widow``; ``you``: the grammar of the human's own
        seat); None for the console's usual wording of the action."""
        return None

    def hidden_text(self, game: CompiledGame, action: Action) -> str | None:
        """How ``action`` is shown to the other seats when its content is secret (e.g.
        ``discards 2 cards``); None when everybody sees it."""
        return None

    def witnesses(self, game: CompiledGame, state: State, action: Action) -> tuple[int, ...]:
        """The seats other than the one acting that see a secret action (one with a
        :meth:`hidden_text`) in full, asked before it is applied: e.g. the receiver of cards
        passed face down. Default: none."""
        return ()


@mypyc_attr(allow_interpreted_subclasses=True)
class RulesPhase(Phase):
    """A phase whose choices are one list of rules (:mod:`tricktaker.engine.legality`): the
    legal actions are what ``rules`` leave for the seat to move, and the reason an action is
    refused is the words of the rule that drops it."""

    rules: Rules[Action]

    def _rules(self) -> Rules[Action]:
        """``rules``, looked up as Python does: set in ``__init__``/``bind`` or as a class
        attribute of a plugin's subclass (compiled code would read only the instance's)."""
        found: Rules[Action] = getattr(self, "rules")  # noqa: B009
        return found

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        return self._rules().allowed(state, state.to_move)

    def legal_function(self) -> Callable[[CompiledGame, State], list[Action]]:
        """The rules' ``allowed``, looked up once (after ``bind``), not on every call."""
        allowed = self._rules().allowed
        return lambda game, state: allowed(state, state.to_move)

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str | None:
        return self._rules().refusal(state, state.to_move, action)


PhaseFactory = Callable[[str, CompiledGame], Phase]
"""Builds the phase named ``name`` of a compiled game (``factory(name, game)``): what a mechanic
declares for each phase kind it provides (``Mechanic.build``, from the ``mechanics`` hook)."""

Spec = TypeVar("Spec")


def require(game: CompiledGame, name: str, spec: Spec | None, table: str) -> Spec:
    """The rules table ``spec`` that phase ``name`` needs; a :class:`RulesError` naming the
    game and the missing table if the rules have none."""
    if spec is None:
        raise RulesError(f"{game.game_id}: the phase {name!r} needs a [{table}] table")
    return spec
