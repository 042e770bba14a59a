"""The hooks: the registry hook that discovers games, and the rule hooks of a game session.

This module is the hook reference. ``docs/reference/hooks.md`` is rendered from it by
``python tools/docgen.py docs``, and a test fails when the page is stale: the sections of this
docstring (each under an underlined heading) become the page's introduction, each
:class:`HookGroup` in a spec class opens a section of the page, and each hookspec's docstring is
that hook's entry. Every hookspec's docstring has these parts, in this order (a test checks them,
so a new hook cannot go undocumented):

* a one-paragraph summary, then any paragraphs of notes (``::`` or ``.. code-block:: LANG``
  start an indented code block);
* ``:param NAME: ...`` for every parameter but ``self``;
* the labelled paragraphs ``When:`` (what calls it, what is ready), ``How often:``,
  ``Result:`` (its first word is ``firstresult`` or ``broadcast``, as the marker says, then how
  the answers combine and what one must be), ``Default:`` (what the core does; ``none`` if the
  core does not implement it) and, optionally, ``Errors:``;
* ``Example::`` (or ``Example: a lead-in::``) and an indented example that runs as written: the
  docs tests run every example of the page.

The first sentence of ``When``, ``How often`` and ``Result`` is the hook's row in the page's
summary table, so keep it short. Write ``inline code`` with double backticks.

How hooks work
==============

**Two projects, two markers.** The hooks belong to two pluggy projects. The registry hook
``tricktaker_register_games`` is marked with ``tricktaker.registry_hookimpl`` (project
``tricktaker``). Every other hook is a rule hook, marked with ``tricktaker.hookimpl`` (project
``tricktaker.rules``). A rule hook can never land in the registry by mistake, nor the other way
round.

**A plugin** is a module or an object whose functions or methods carry the marker. Pass
instances, not classes: ``plugins=[MyPlugin()]``.

**Keyword arguments.** The engine calls every hook with keyword arguments only. An
implementation may accept only the arguments it needs (pluggy passes the ones it names), but
not an argument the hook does not have: a misspelled hook or argument name fails when the
session is built, with a ``PluginError``.

**Order.** Each session has a rules plugin manager. It holds, in registration order:

1. the default plugins (``tricktaker.engine.plugins.DEFAULT_PLUGINS``: the engine and each
   mechanic, every hook ``trylast``);
2. the base game's plugins (``GameSpec.plugins``);
3. the plugins of each variant built on it, base first;
4. the session's own plugins (``new_session(plugins=[...])``) and observers
   (``session.add_observer(obj)``).

pluggy calls the last registered implementation first. So a session's own plugin answers
before a variant, a variant before its base game, and every plugin before the core defaults.
``@tricktaker.hookimpl(tryfirst=True)`` or ``trylast=True`` moves an implementation to the front
or the back of that order. A session's plugin manager is immutable, and shared only by sessions
with the same plugins (see ``tricktaker.engine.manager``).

**firstresult hooks** return one answer. pluggy calls the implementations in order and stops at
the first result that is not ``None``; ``None`` means "no answer, ask the next one". So a real
answer is never ``None``: no trump is ``tricktaker.NO_TRUMP`` (-1), and ``False`` is an answer
(``match_over``). To change the core's answer rather than replace it, call the default yourself:
each core default is a plain function of ``tricktaker.defaults``, named after its hook, with
the same arguments.

**Broadcast hooks** (``trick_rules``, ``game_stats``, ``table_panels``, ``trick_completed``,
``hand_ended``) call every implementation and return the list of their results, last registered
first (a ``None`` result is left out). Each hook's entry says how the engine merges that list.

**Wrappers.** ``@tricktaker.hookimpl(wrapper=True)`` marks a new-style pluggy wrapper (pluggy
1.2 or newer; the project needs 1.3). The wrapper is a generator: the code before ``yield`` runs
first; ``yield`` runs the other implementations and gives back their result (for a firstresult
hook, the single answer); the wrapper returns the result the caller gets, changed or not. If an
inner implementation raises, the exception is raised at the ``yield``. A wrapper runs around all
the ordinary implementations, whatever the registration order. This one adds five points for
each bid of 0 made, on top of whatever scoring is in force::

    from tricktaker import hookimpl, load_game


    class ZeroBonus:
        @hookimpl(wrapper=True)
        def score_hand(self, game, state):
            scores = yield  # the answer of the ordinary implementations
            bids = state.parts["bidding"].bids
            return [
                points + (5 if bids[seat] == 0 and state.tricks_won[seat] == 0 else 0)
                for seat, points in enumerate(scores)
            ]


    game = load_game("oh-hell")
    plain = game.new_session(options={"hand_sizes": [3, 3]}, seed=8)
    bonus = game.new_session(options={"hand_sizes": [3, 3]}, seed=8, plugins=[ZeroBonus()])
    for session in (plain, bonus):
        while not session.is_over:
            session.apply(session.legal_actions()[0])  # everybody bids 0
    for before, after in zip(plain.state.hand_results, bonus.state.hand_results, strict=True):
        for seat in range(4):
            made_zero = before["bids"][seat] == 0 and before["tricks"][seat] == 0
            assert after["scores"][seat] == before["scores"][seat] + (5 if made_zero else 0)
    assert bonus.scores != plain.scores

**Speed.** A pluggy call costs about 1–2 µs, a plain function call 0.05 µs, so hooks are sized
by how often they run. The engine calls rule hooks through ``game.hook.NAME(...)`` of the
compiled game (:class:`~tricktaker.engine.game.CompiledGame`: rules after options, deck, phases,
hooks), which every rule hook receives as ``game``, with the mutable ``state`` where it needs
one. A
firstresult hook that only the core implements is called directly, without pluggy's dispatch.
The per-card rules (legal plays, trick winner) run no hook at all: the pieces of a trick phase
(``trick_rules``) are built into plain functions once per compiled game. Likewise the legal
bids: ``bidding_rules`` gives the bidding phase its rules once, when the game is compiled.

**Errors.** What a plugin's hook returns is checked before the engine uses it, and so is what
the functions and the rules it gives (``trick_rules``, ``bidding_rules``) return. An exception
raised in a plugin's hook, or a result of the wrong kind, becomes a ``tricktaker.PluginError``
naming the plugin and the hook.
An error of the engine's own kind (a ``TrickTakerError`` such as ``IllegalAction``) raised on
purpose passes through unchanged. Plugins are named in a session after their game and class:
``my-variant:DoubleScores:0`` for a variant's plugin, ``extra:DoubleScores:0`` for a
session's own.
"""

from __future__ import annotations

import inspect
import types
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar, overload

import pluggy

if TYPE_CHECKING:
    from tricktaker.actions import Action
    from tricktaker.cards import Deck
    from tricktaker.engine.dealfiles import DealFile
    from tricktaker.engine.game import CompiledGame, Phase
    from tricktaker.engine.gamespec import GameSpec
    from tricktaker.engine.handlog import Entry
    from tricktaker.engine.legality import Rule
    from tricktaker.engine.mechanic import Mechanic
    from tricktaker.engine.observed import TableView
    from tricktaker.engine.panels import Panel
    from tricktaker.engine.scoringkind import ScoringKind
    from tricktaker.engine.state import State
    from tricktaker.rules import RulesFile

REGISTRY_PROJECT = "tricktaker"
RULES_PROJECT = "tricktaker.rules"

registry_hookspec = pluggy.HookspecMarker(REGISTRY_PROJECT)
registry_hookimpl = pluggy.HookimplMarker(REGISTRY_PROJECT)
hookspec = pluggy.HookspecMarker(RULES_PROJECT)

_F = TypeVar("_F", bound=Callable[..., Any])


def _as_python_function(function: Any) -> Any:
    """``function`` itself if it is a Python function; for a function compiled by mypyc (a
    builtin, which takes no attributes and has no code object, so pluggy can neither mark it
    nor read its parameters), a Python function with the same parameters that calls it."""
    if isinstance(function, types.FunctionType) or not callable(function):
        return function
    names = list(inspect.signature(function).parameters)
    namespace: dict[str, Any] = {"compiled": function}
    args = ", ".join(names)
    exec(f"def {function.__name__}({args}):\n    return compiled({args})", namespace)
    forward = namespace[function.__name__]
    forward.__module__ = function.__module__
    forward.__qualname__ = function.__qualname__
    forward.__doc__ = function.__doc__
    forward.__wrapped_compiled__ = function
    return forward


class _HookimplMarker:
    """pluggy's hook implementation marker (same parameters), which also marks the functions
    of modules compiled by mypyc (the optional compiled build): those are registered through a
    Python function with the same parameters (:func:`_as_python_function`)."""

    __slots__ = ("marker", "project_name")

    def __init__(self, project_name: str) -> None:
        self.project_name = project_name
        self.marker = pluggy.HookimplMarker(project_name)

    @overload
    def __call__(
        self,
        function: _F,
        hookwrapper: bool = ...,
        optionalhook: bool = ...,
        tryfirst: bool = ...,
        trylast: bool = ...,
        specname: str | None = ...,
        wrapper: bool = ...,
    ) -> _F: ...

    @overload
    def __call__(
        self,
        function: None = ...,
        hookwrapper: bool = ...,
        optionalhook: bool = ...,
        tryfirst: bool = ...,
        trylast: bool = ...,
        specname: str | None = ...,
        wrapper: bool = ...,
    ) -> Callable[[_F], _F]: ...

    def __call__(
        self,
        function: _F | None = None,
        hookwrapper: bool = False,
        optionalhook: bool = False,
        tryfirst: bool = False,
        trylast: bool = False,
        specname: str | None = None,
        wrapper: bool = False,
    ) -> _F | Callable[[_F], _F]:
        mark = self.marker(
            hookwrapper=hookwrapper,
            optionalhook=optionalhook,
            tryfirst=tryfirst,
            trylast=trylast,
            specname=specname,
            wrapper=wrapper,
        )

        def marked(f: _F) -> _F:
            return mark(_as_python_function(f))  # type: ignore[no-any-return]

        return marked if function is None else marked(function)


hookimpl = _HookimplMarker(RULES_PROJECT)

LegalPlays = Callable[["State", int], list[int]]
"""``legal(state, seat)``: the cards ``seat`` may play to the current trick."""
TrickWinner = Callable[["State"], int]
"""``winner(state)``: the position (0-based) in ``state.trick`` of the card that wins it."""


@dataclass(frozen=True)
class HookGroup:
    """A section of the hook reference: the hookspecs that follow it in a spec class.

    Kept as a private class attribute (``_session = HookGroup(...)``), which pluggy ignores; a
    new hook belongs to the group written before it.
    """

    title: str
    intro: str = ""


class RegistrySpecs:
    """Discovery: called once per process on every installed plugin."""

    _registry = HookGroup(
        "The registry hook",
        """Mark its implementation with ``tricktaker.registry_hookimpl``.""",
    )

    @registry_hookspec
    def tricktaker_register_games(self, register: Callable[[GameSpec], None]) -> None:
        """Register this plugin's games by calling ``register(GameSpec(...))`` once per game.

        A ``GameSpec`` gives the game's ``id``, its ``rules`` (the path of its ``rules.toml``),
        ``plugins`` (the objects holding its rule hooks), and for a variant its ``base`` game id
        and an ``overlay`` (rules data merged over the base's).
        ``tricktaker.rules_module_path(module)`` is the path of the ``rules.toml``
        beside a module. A distribution declares its plugin in its ``pyproject.toml``:

        .. code-block:: toml

            [project.entry-points.tricktaker]
            my-games = "my_games"

        :param register: the host's callback, one per plugin: call it with each ``GameSpec``.
            The host owns it, so it can refuse a duplicate game id and name both plugins.

        When: a registry is built. The process-wide registry (``load_game``,
        ``default_registry()``, the console) is built on first use; it loads every entry point
        of the group ``tricktaker`` and calls each plugin's implementation.

        How often: once per process for each installed plugin. To be exact, once per
        ``Registry(...)`` built.

        Result: broadcast; the return value is ignored. Each plugin is called on its own, with
        its own ``register``: call ``register(GameSpec(...))`` once per game.

        Default: none. The core registers no game: the bundled games are plugins like any
        other, found through the same entry points.

        Errors: a plugin that fails to import, raises, or passes something other than a
        ``GameSpec`` is listed in ``registry.broken`` with the reason, and none of its games is
        kept. A game id already registered is refused, naming both plugins; the first one stays.
        The other games keep working.

        Example: the plugins given to a registry directly instead of through entry points::

            import tricktaker_ohhell
            from tricktaker import GameSpec, Registry, registry_hookimpl


            class MyGames:
                # Registers one game: the base game for five players by default.

                @registry_hookimpl
                def tricktaker_register_games(self, register):
                    register(
                        GameSpec(
                            id="oh-hell-five",
                            base="oh-hell",
                            overlay={"options": {"players": {"default": 5}}},
                            summary="The base game for five",
                        )
                    )


            registry = Registry(plugins=[tricktaker_ohhell, MyGames()], entry_points=False)
            assert registry.ids == ["oh-hell", "oh-hell-five"]
            assert registry.broken == []
            assert registry.game("oh-hell-five").new_session(seed=1).players == 5
        """


class RuleSpecs:
    """The phases of a hand. The default implementations live in the default plugins (the
    engine and the mechanics); :mod:`tricktaker.defaults` finds each by hook name."""

    _session = HookGroup(
        "Rule hooks: once per session",
        """These run while a session is built, in this order: ``build_deck``, ``phase_handler``
        for each phase, ``trick_rules`` (when the trick phases are bound), ``hand_sizes``,
        ``first_dealer``. Then the first hand is dealt. Mark rule hooks with
        ``tricktaker.hookimpl``.""",
    )

    @hookspec(firstresult=True)
    def build_deck(self, rules: RulesFile) -> Deck:
        """Build the pack from the rules.

        :param rules: the session's rules: the game's, a variant's overlay merged in, with the
            patches of the option values chosen for the session applied.

        When: first of all, when a session is built. It gets the validated rules only, not the
        session.

        How often: once per session.

        Result: firstresult. The game's ``Deck`` (``game.deck``).

        Default: builds the ``Deck`` from the rules' ``[deck]`` table: suits, ranks (highest
        first), extra suitless cards, rank aliases, trump and sequence rank orders, card
        points, rank groups.

        Example::

            import dataclasses

            from tricktaker import defaults, hookimpl, load_game


            class ShortPack:
                # The game with 32 cards: A K Q J 10 9 8 7 in each suit.

                @hookimpl
                def build_deck(self, rules):
                    deck = defaults.build_deck(rules=rules)
                    return dataclasses.replace(deck, ranks=deck.ranks[:8])


            session = load_game("oh-hell").new_session(
                options={"hand_sizes": [8]}, seed=1, plugins=[ShortPack()]
            )
            assert session.deck.size == 32
            assert all(len(hand) == 8 for hand in session.state.hands)
        """
        raise NotImplementedError

    @hookspec
    def mechanics(self) -> list[Mechanic]:
        """The mechanics this plugin provides: a list of ``tricktaker.Mechanic``, one per phase
        kind, each declaring its factory, settings model, needs and products.

        A mechanic is a plugin that declares its phase kinds here and answers the hooks it
        needs. The core's mechanics (``tricktaker.engine.plugins.DEFAULT_PLUGINS``) declare
        theirs exactly so: ``tricktaker rules`` and the rules-file reference list them. A game
        that needs a mechanic of its own ships it in its package, lists it in
        ``GameSpec.plugins`` and names its phases in ``rules.toml``; its settings go in
        ``[mechanics.NAME]`` and are validated by its ``settings`` model when the game loads:
        an unknown key or a bad value refuses the file then, naming ``mechanics.NAME.KEY`` and
        what is allowed, never in the middle of a hand.

        When: a game loads (its rules are checked against the mechanics of the default
        plugins and its own), and a session is built (the phases are built by the factories).

        How often: once per game, and once per compiled game.

        Result: broadcast. Every plugin's list is merged; a kind provided by two plugins fails
        with a ``PluginError`` naming both.

        Default: the core's mechanics, one module each in ``tricktaker.mechanics``.

        Example::

            import tricktaker_ohhell
            from pydantic import Field
            from tricktaker import (
                GameSpec,
                Mechanic,
                Model,
                Phase,
                Registry,
                RulesError,
                hookimpl,
                mechanic_settings,
                registry_hookimpl,
            )
            from tricktaker import PUBLIC, Part, declare


            class Reveal(Part):
                # What the phase keeps: cards of the dealer's, shown to everybody.

                __slots__ = ("shown",)
                key = "reveal"
                seen = declare(shown=PUBLIC)

                def __init__(self, players):
                    self.shown = None


            class RevealSettings(Model):
                cards: int = Field(1, ge=1, le=3, description="How many cards are shown.")


            class RevealPhase(Phase):
                parts = (Reveal,)

                def __init__(self, name, settings):
                    self.name = name
                    self.settings = settings

                def start(self, game, state):
                    hand = sorted(state.hands[state.dealer], key=game.deck.sort_key)
                    Reveal.of(state).shown = hand[-self.settings.cards :]
                    return True  # automatic: nobody acts


            def build(name, game):
                return RevealPhase(name, mechanic_settings(game.rules, name, RevealSettings))


            class RevealMechanic:
                @hookimpl
                def mechanics(self):
                    return [
                        Mechanic(
                            kind="reveal",
                            build=build,
                            settings=RevealSettings,
                            summary="The dealer shows its highest cards.",
                        )
                    ]


            def variant(game_id, settings):
                overlay = {
                    "phases": ["deal", "show", "bidding", "play", "score"],
                    "mechanics": {"show": {"kind": "reveal", **settings}},
                }
                spec = GameSpec(
                    id=game_id, base="oh-hell", overlay=overlay, plugins=(RevealMechanic(),)
                )

                class Variant:
                    @registry_hookimpl
                    def tricktaker_register_games(self, register):
                        register(spec)

                return Variant()


            good, bad = variant("oh-hell-shown", {"cards": 2}), variant("oh-hell-bad", {"card": 2})
            registry = Registry(plugins=[tricktaker_ohhell, good, bad], entry_points=False)
            session = registry.game("oh-hell-shown").new_session(seed=3)
            assert len(session.observation(1)["shown"]) == 2
            try:
                registry.game("oh-hell-bad").rules  # checked when the game loads
            except RulesError as exc:
                assert "mechanics.show.card: not a setting" in str(exc)
        """
        raise NotImplementedError

    @hookspec
    def scoring_kinds(self) -> list[ScoringKind]:
        """The scoring kinds this plugin provides: a list of ``tricktaker.ScoringKind``, each
        declaring the name a ``[scoring]`` table gives in ``kind``, its settings model, what it
        needs an earlier phase to have made, its scorer and the state parts it keeps.

        A rules file scores by a kind with ``[scoring]`` ``kind = "NAME"``; the table's other
        keys are the kind's settings. They are validated by its ``settings`` model when the game
        loads, against the kinds of the default plugins and the game's own: an unknown kind
        (the message lists the kinds allowed), an unknown key, a bad value, or no phase before
        the score that makes what the kind ``needs`` refuses the file then, naming the field.
        When a game is compiled, the scorer is bound to the validated table once; the core's
        ``score_hand`` calls it once per hand.

        When: a game loads (its ``[scoring]`` table is validated against the kinds) and a game
        is compiled (its kind's scorer is bound to the table).

        How often: once per game, and once per compiled game.

        Result: broadcast. Every plugin's list is merged; a kind provided by two plugins fails
        with a ``PluginError`` naming both.

        Default: the core's kinds (``tricktaker.mechanics.scoring``): ``exact_bid``,
        ``point_trick``, ``contract``, ``card_penalty`` and ``contract_value``.

        Example: a game scored a point per trick, by a kind its plugin registers::

            import tempfile
            from pathlib import Path

            from pydantic import Field
            from tricktaker import (
                GameSpec,
                Model,
                Registry,
                RulesError,
                ScoringKind,
                hookimpl,
                itemize,
                registry_hookimpl,
            )


            class PerTrick(Model):
                points: int = Field(1, ge=0, description="Points for each trick taken.")


            def score_per_trick(game, state, table):
                scores = [table.points * tricks for tricks in state.tricks_won]
                itemize(state, "tricks", scores, always=True)
                return scores


            class PerTrickScoring:
                @hookimpl
                def scoring_kinds(self):
                    kind = ScoringKind(
                        kind="per_trick",
                        settings=PerTrick,
                        score=score_per_trick,
                        needs=("tricks",),
                        summary="A number of points per trick taken.",
                    )
                    return [kind]


            RULES = '''
            phases = ["deal", "play", "score"]
            [game]
            id = "plain-whist"
            name = "Plain whist"
            [deck]
            ranks = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
            suits = [
                { letter = "S", symbol = "♠", name = "spades" },
                { letter = "H", symbol = "♥", name = "hearts", red = true },
                { letter = "D", symbol = "♦", name = "diamonds", red = true },
                { letter = "C", symbol = "♣", name = "clubs" },
            ]
            [options.players]
            type = "int"
            min = 4
            max = 4
            default = 4
            description = "Number of players."
            [deal]
            hand_size = 13
            [scoring]
            kind = "per_trick"
            points = POINTS
            '''


            def registry(folder, points):
                path = Path(folder) / f"rules-{points}.toml"
                path.write_text(RULES.replace("POINTS", points), encoding="utf-8")

                class Games:
                    @registry_hookimpl
                    def tricktaker_register_games(self, register):
                        spec = GameSpec(id="plain-whist", rules=path, plugins=(PerTrickScoring(),))
                        register(spec)

                return Registry(plugins=[Games()], entry_points=False, game_files=False)


            with tempfile.TemporaryDirectory() as folder:
                session = registry(folder, "2").game("plain-whist").new_session(seed=1)
                while not session.is_over:
                    session.apply(session.legal_actions()[0])
                assert sum(session.scores) == 2 * 13
                try:  # a bad value is refused when the game loads, naming the field
                    registry(folder, "'two'").game("plain-whist").rules
                except RulesError as error:
                    assert "scoring.points: Input should be a valid integer" in str(error)
                else:
                    raise AssertionError("a bad setting was accepted")
        """
        raise NotImplementedError

    @hookspec(firstresult=True)
    def phase_handler(self, name: str, game: CompiledGame) -> Phase | None:
        """Return the handler of the hand phase ``name`` (from ``rules.phases``).

        A handler holds no game state: everything lives in ``state``, and clones share the
        handlers. ``start(session, state)`` begins the phase and returns True when it is
        already complete (an automatic phase); ``legal_actions`` and ``apply`` take the seats'
        actions.

        :param name: a name from the rules' ``phases`` list.
        :param game: the compiled game being built: ``game.rules`` and ``game.deck`` are
            ready; the schedule and the state are not.

        When: a session is built, for each name in the rules' ``phases`` list, in order. Then
        each handler's ``bind(session)`` runs.

        How often: once per phase name, per session.

        Result: firstresult; ``None`` means "not mine". Return a ``Phase``
        (``tricktaker.engine.game``) for the names you handle and ``None`` for the others. A
        name no plugin handles fails the session at once with a ``PluginError``.

        Default: the phase of the name's kind (``rules.kind_of(name)``: ``tricks`` for
        ``play`` and each ``[tricks.NAME]``, the ``kind`` of ``[mechanics.NAME]``, else the name
        itself), built by the mechanic that registered that kind with ``mechanics``. To add a
        phase kind, prefer ``mechanics``; answer this hook to replace one phase of a game.

        Example::

            import tricktaker_ohhell
            from tricktaker import (
                OWN,
                GameSpec,
                Part,
                Phase,
                PhaseFactory,
                Registry,
                declare,
                hookimpl,
                registry_hookimpl,
            )


            class TrumpsHeld(Part):
                # The phase's state: how many trumps each seat holds, seen by that seat only.

                __slots__ = ("trumps_held",)
                key = "count_trumps"
                seen = declare(trumps_held=OWN)

                def __init__(self, players):
                    self.trumps_held = [0] * players


            class CountTrumps(Phase):
                # An automatic phase: note how many trumps each seat holds.

                name = "count_trumps"
                parts = (TrumpsHeld,)

                def start(self, game, state):
                    suit_of = game.deck.suit_of
                    TrumpsHeld.of(state).trumps_held = [
                        sum(suit_of[card] == state.trump for card in hand)
                        for hand in state.hands
                    ]
                    return True  # complete at once: nobody acts in this phase


            class CountTrumpsPlugin:
                @hookimpl
                def phase_handler(self, name, game):
                    if name == "count_trumps":
                        return CountTrumps()
                    return None  # not ours: the next plugin (in the end the core) answers


            class Variant:
                @registry_hookimpl
                def tricktaker_register_games(self, register):
                    phases = ["deal", "count_trumps", "bidding", "play", "score"]
                    register(
                        GameSpec(
                            id="oh-hell-counted",
                            base="oh-hell",
                            overlay={"phases": phases},
                            plugins=(CountTrumpsPlugin(),),
                        )
                    )


            registry = Registry(plugins=[tricktaker_ohhell, Variant()], entry_points=False)
            game = registry.game("oh-hell-counted")
            session = game.new_session(options={"hand_sizes": [5]}, seed=3)
            assert [phase.name for phase in session.phases][:2] == ["deal", "count_trumps"]
            assert len(TrumpsHeld.of(session.state).trumps_held) == 4
            obs = session.observation(0)
            assert obs["phase"] == "bidding"
            assert obs["trumps_held"] == TrumpsHeld.of(session.state).trumps_held[0]
        """

    @hookspec
    def trick_rules(self, game: CompiledGame, phase: str) -> list[Any]:
        """Contribute pieces to a trick phase: add a trick rule, replace one or remove one.

        A trick phase is the list of named pieces (``tricktaker.TrickRule``) that every
        contributor gives: the core (its pieces, each in force only when the phase's rules
        table asks for it: ``effective_cards``, ``first_lead``, ``announce``, ``lead_ban``,
        ``unbroken_lead``, ``follow_by_group``, ``follow_suit``, ``must_trump``,
        ``must_overtrump``, ``first_trick_barred``, ``draw_after_trick``, ``exposed_partner``,
        ``trick_winner``), then each plugin. A piece carries a legality ``tricktaker.Rule``
        over cards (``narrow`` keeps the cards it allows; ``explain`` says why a card is
        refused, in the player's words: ``IllegalAction`` says it), a ``tricktaker.TrickEffect``
        (what the phase does besides legality), the trick winner or the effective cards; each
        may be given ready or as a builder ``build(setup)`` (``tricktaker.TrickSetup``: the
        game, the deck, the phase's rules table ``spec`` and its effective cards), which
        answers None when the piece is not in force in this phase. The rules narrow the cards
        in hand in increasing ``order``; of two equal cards the first played wins the trick
        (``highest_card_wins(ties="last")`` for the last: replace ``trick_winner``).

        :param game: the compiled game whose phases are being bound: its rules, options, deck
            and sides are ready.
        :param phase: the trick phase's name: ``"play"``, or a ``[tricks.NAME]`` phase.

        When: a trick phase is bound (the core's ``TrickPlay``). The pieces are then built
        once into plain functions: no hook runs per card.

        How often: once per compiled game and trick phase; again when ``add_observer`` binds
        the phases anew.

        Result: broadcast; the lists are applied in registration order, the core's first. Each
        item is a ``TrickRule``: a new name adds a piece (it needs an ``order``),
        ``replaces=True`` replaces the piece of that name (keeping its order unless given
        one), ``remove=True`` removes it. Exactly one piece in force gives the effective cards
        and one the trick winner.

        Default: the core's pieces (``tricktaker.defaults.trick_rules(game, phase)``), with
        the orders of ``tricktaker.mechanics.trickrules``.

        Errors: a name added twice, a replaced or removed name that nobody added, two pieces
        in force that conflict (``conflicts``) or both give the trick winner, and a builder's
        ``RulesError`` or ``ValueError`` (a setting it refuses) are a ``RulesError`` naming
        the game, the phase and the pieces, when the game is compiled. A plugin's answer that
        is not a list of ``TrickRule``, a builder or rule function that raises, or a rule whose
        ``narrow`` returns anything but a non-empty part of the cards it was given, is a
        ``PluginError`` naming the plugin.

        Example::

            from tricktaker import IllegalAction, Play, Rule, TrickRule, hookimpl, load_game


            def no_heart_lead(setup):
                # No heart may be led to the first trick, unless the hand holds nothing else.
                hearts = setup.deck.suit_index("H")
                suits = setup.suits  # each card's effective suit, by trump value

                def narrow(state, seat, cards):
                    if state.trick or state.trick_no:  # only the first lead
                        return cards
                    suit_of = suits[state.trump]
                    return [card for card in cards if suit_of[card] != hearts] or cards

                def explain(state, seat, card):
                    return "a heart may not be led to the first trick"

                return Rule("no_heart_lead", narrow, explain)


            class NoHeartLead:
                @hookimpl
                def trick_rules(self, game, phase):
                    return [TrickRule("no_heart_lead", order=25, rule=no_heart_lead)]


            class NoFollowing:
                @hookimpl
                def trick_rules(self, game, phase):
                    return [TrickRule("follow_suit", remove=True)]  # any card may be played


            game = load_game("oh-hell")
            session = game.new_session(
                options={"hand_sizes": [5]}, seed=2, plugins=[NoHeartLead()]
            )
            while session.observation(0)["phase"] == "bidding":
                session.apply(session.legal_actions()[0])
            deck, hand = session.deck, session.state.hands[session.current_seat]
            heart = next(card for card in hand if deck.suit_of[card] == deck.suit_index("H"))
            assert Play(heart) not in session.legal_actions()
            try:
                session.apply(Play(heart))
            except IllegalAction as exc:
                assert "a heart may not be led to the first trick" in str(exc)
            else:
                raise AssertionError("a heart was led to the first trick")

            free = game.new_session(options={"hand_sizes": [5]}, seed=2, plugins=[NoFollowing()])
            play = next(phase for phase in free.phases if phase.name == "play")
            assert "follow_suit" not in play.pieces
        """
        raise NotImplementedError

    @hookspec(firstresult=True)
    def hand_sizes(self, game: CompiledGame) -> list[int]:
        """The schedule: cards per player for each hand of the match.

        :param game: the compiled game being built: rules, options, deck and phases are ready.

        When: a session is built, after the phases are bound. The result is
        ``game.schedule``.

        How often: once per session.

        Result: firstresult. The cards per player of each hand of the match, in order. ``[]``
        means no fixed schedule: every hand has the ``[deal] hand_size`` of the rules. Each size
        must fit the pack (1 to pack size ÷ players), or the session fails with a
        ``RulesError``.

        Default: expands the rules' ``[schedule]``: its ``fixed`` hand sizes if any, else the
        ranges (``"M..1"``, ``"2..M"``...) of its ``style``; options may set both (e.g. a game
        style, or a custom list such as ``hand_sizes``). A plugin's answer wins over both.
        With ``[match] end = "schedule"``, the match ends after the last hand of the schedule.

        Example::

            from tricktaker import hookimpl, load_game


            class ThreeHands:
                @hookimpl
                def hand_sizes(self, game):
                    return [1, 2, 3]


            session = load_game("oh-hell").new_session(seed=1, plugins=[ThreeHands()])
            assert session.schedule == [1, 2, 3]
            while not session.is_over:
                session.apply(session.legal_actions()[0])
            assert [hand["hand_size"] for hand in session.state.hand_results] == [1, 2, 3]
        """
        raise NotImplementedError

    @hookspec(firstresult=True)
    def first_dealer(self, game: CompiledGame, state: State) -> int:
        """The seat that deals the first hand.

        :param game: the compiled game.
        :param state: the new game's state: draw any chance from ``state.rng``, so that the
            same seed gives the same game.

        When: last while a session is built, just before the first deal.

        How often: once per session.

        Result: firstresult. A seat. An explicit deal of a record names its own dealer and wins
        over this one.

        Default: seat 0 with ``[deal] first_dealer = "seat0"``, otherwise a random seat from
        ``state.rng``.

        Example::

            from tricktaker import hookimpl, load_game


            class SeatTwoDeals:
                @hookimpl
                def first_dealer(self, game, state):
                    return 2


            session = load_game("oh-hell").new_session(seed=1, plugins=[SeatTwoDeals()])
            assert session.state.dealer == 2
            assert session.current_seat == 3  # the dealer's left bids first
        """
        raise NotImplementedError

    _hand = HookGroup("Rule hooks: during the match")

    @hookspec(firstresult=True)
    def deal(self, game: CompiledGame, state: State, pack: list[int]) -> bool:
        """Deal ``pack`` into ``state``: hands, turned card, stock.

        :param game: the compiled game (rules after options, deck, phases, hooks).
        :param state: the hand's state: ``state.dealer`` and ``state.hand_size`` are set.
        :param pack: the pack shuffled by ``state.rng`` (or a record's explicit pack), top
            card first.

        When: by the ``deal`` phase. Not called when a record gives the hands themselves.

        How often: once per deal, re-deals after a thrown-in hand included.

        Result: firstresult; return ``True``. Fill ``state.hands``, ``state.turned`` (or
        ``None``) and ``state.stock``, then return ``True``. The value itself is not used, but
        ``None`` would pass the call on, and the core's ``deal`` would deal again over yours.

        Default: follows the rules' ``[deal]`` table: packets of ``batches`` cards from
        ``first_receiver``, then the next card turned up (``turn_up = "next"``), or the stock's
        top card shown (``"stock_top"``), or nothing turned.

        Example::

            from tricktaker import NO_TRUMP, DealGiven, hookimpl, load_game


            class BlockDeal:
                # Each seat takes a block of cards from the top, seat 0 first; none is turned.

                @hookimpl
                def deal(self, game, state, pack):
                    size, players = state.hand_size, state.players
                    state.hands = [list(pack[s * size : (s + 1) * size]) for s in range(players)]
                    state.turned = None
                    state.stock = list(pack[players * size :])
                    return True  # not None: the core's deal must not run after this one


            pack = list(range(52))  # an explicit pack, top card first, so the hands are known
            session = load_game("oh-hell").new_session(
                options={"hand_sizes": [3]},
                seed=1,
                deals=[DealGiven(dealer=0, pack=pack)],
                plugins=[BlockDeal()],
            )
            assert session.state.hands[0] == [0, 1, 2]
            assert session.state.hands[1] == [3, 4, 5]
            assert session.state.trump == NO_TRUMP  # no turned card: the core finds no trump
        """
        raise NotImplementedError

    @hookspec(firstresult=True)
    def trump_suit(self, game: CompiledGame, state: State) -> int:
        """The trump suit of the hand once dealt.

        :param game: the compiled game (rules after options, deck, phases, hooks).
        :param state: the hand's state, just dealt: hands, ``state.turned`` and the stock are
            set.

        When: by the ``deal`` phase, right after the cards are dealt (also when a record gives
        the hands). The result is ``state.trump``.

        How often: once per deal.

        Result: firstresult; ``NO_TRUMP`` for none. A suit index, or ``NO_TRUMP`` for none
        (never ``None``). A later phase may still set ``state.trump``: a trump selection round,
        a contract auction.

        Default: the suit of the turned card when ``[play] trumps = "turned"``; no turned card,
        or any other setting, gives ``NO_TRUMP``.

        Example::

            from tricktaker import NO_TRUMP, hookimpl, load_game


            class NoTrumps:
                @hookimpl
                def trump_suit(self, game, state):
                    return NO_TRUMP


            session = load_game("oh-hell").new_session(seed=1, plugins=[NoTrumps()])
            assert session.state.turned is not None  # a card is still turned up...
            assert session.state.trump == NO_TRUMP  # ...but it does not make trumps
            assert session.trump_text() == "no trump"
        """
        raise NotImplementedError

    @hookspec(firstresult=True)
    def bidding_rules(self, game: CompiledGame) -> list[Rule[int]]:
        """The rules of numeric bidding: which numbers of tricks a seat may bid, and why the
        others are refused.

        The answer is an ordered list of ``tricktaker.engine.legality.Rule`` objects over
        numbers of tricks. The first is the source: its ``narrow`` lists the bids that exist (0
        to the hand size); each rule after it keeps the bids it allows among those left. The
        legal bids are what the last rule leaves; a refused bid is explained by the ``explain``
        of the first rule that drops it. One list decides and explains, so the reason a player
        reads can never disagree with the legal list. A rule's ``narrow(state, seat, bids)``
        runs each time the legal bids are listed: it reads ``state`` (the compiled game and its
        rules are shared by every session of it), must not modify ``bids``, and returns it
        unchanged when it allows them all (a rule that lapses). Its ``explain(state, seat, bid)``
        is called only for a refused bid.

        :param game: the compiled game being built: its rules, options and deck are final.

        When: the game is compiled, by the numeric ``bidding`` phase as it is bound.

        How often: once per compiled game (a game with its options; a session with plugins or
        observers of its own compiles its own); never during play.

        Result: firstresult. A non-empty list of ``Rule`` objects, the source first. To add a
        restriction, add a rule to the core's list, ``defaults.bidding_rules(game)``.

        Default: the range (0 to the hand size: "a bid is a number of tricks from 0 to N") and,
        when the hook is on (``[bidding] hook``, or its option), the hook: the last bidder may
        not bid the number that makes the bids total the number of tricks (no restriction when
        that number would be negative).

        Errors: a result that is not a list of rules, a rule whose ``narrow`` returns anything
        but a non-empty list of numbers 0..63 (after the source, taken from the bids it was
        given), or whose ``explain`` returns no text, is a ``PluginError`` naming the plugin,
        the hook and the rule.

        Example::

            from tricktaker import Bid, IllegalAction, Rule, defaults, hookimpl, load_game


            def no_zero(state, seat, bids):
                return [bid for bid in bids if bid != 0]


            def why_not_zero(state, seat, bid):
                return "nobody may bid 0 in this variant"


            class NoZeroBids:
                # Nobody may bid 0 (the core's rules, the hook included, still apply).

                @hookimpl
                def bidding_rules(self, game):
                    rules = defaults.bidding_rules(game)
                    return [*rules, Rule("no_zero", no_zero, why_not_zero)]


            session = load_game("oh-hell").new_session(
                options={"hand_sizes": [3]}, seed=1, plugins=[NoZeroBids()]
            )
            assert session.legal_actions() == [Bid(1), Bid(2), Bid(3)]
            for bid, reason in [
                (0, "nobody may bid 0 in this variant"),
                (7, "a bid is a number of tricks from 0 to 3"),
            ]:
                try:
                    session.apply(Bid(bid))
                except IllegalAction as exc:
                    assert str(exc) == reason
                else:
                    raise AssertionError(f"Bid({bid}) was accepted")
        """
        raise NotImplementedError

    @hookspec(firstresult=True)
    def first_leader(self, game: CompiledGame, state: State) -> int:
        """The seat that leads the first trick of a trick phase.

        :param game: the compiled game; the current phase is ``game.phases[state.phase]``.
        :param state: the hand's state, at the start of the trick phase.

        When: a trick-play phase starts.

        How often: once per trick phase of each hand. That is once a hand with one trick phase,
        twice a deal with two (e.g. drawing tricks, then the contract).

        Result: firstresult. The seat that leads the first trick of the phase. If that seat
        holds no cards, the phase ends at once.

        Default: the seat the phase's rules name in ``first_lead``: ``left_of_dealer``,
        ``dealer``, ``declarer`` or ``defender``.

        Example::

            from tricktaker import Bid, hookimpl, load_game


            class DealerLeads:
                @hookimpl
                def first_leader(self, game, state):
                    return state.dealer


            session = load_game("oh-hell").new_session(
                options={"hand_sizes": [3]}, seed=1, plugins=[DealerLeads()]
            )
            while isinstance(session.legal_actions()[0], Bid):
                session.apply(session.legal_actions()[0])
            assert session.current_seat == session.state.dealer
        """
        raise NotImplementedError

    @hookspec(firstresult=True)
    def score_hand(self, game: CompiledGame, state: State) -> list[int]:
        """Points each seat scores for the hand just played.

        :param game: the compiled game (rules after options, deck, phases, hooks).
        :param state: the hand's state after its last trick: bids, contract, tricks and cards
            taken.

        When: by the ``score`` phase, after the tricks. The session then adds the points to the
        totals.

        How often: once per hand played to the end. A thrown-in deal ends before it and scores
        0 for everybody without asking.

        Result: firstresult. The points of each seat for this hand, one int per seat.

        Default: the scorer of the rules' ``[scoring]`` kind (a ``tricktaker.ScoringKind``
        registered through ``scoring_kinds``), bound to the table when the game is compiled:
        the core's ``exact_bid`` tables (made or lost, by style), ``point_trick`` (card points,
        sequences, announcements and the last trick, then the maker settlement), ``contract``
        (contract values, bonuses, penalties), ``card_penalty`` (the cards taken),
        ``contract_value`` (the contract's value made or lost, the defenders' tricks), or a
        plugin's kind. A game with no ``[scoring]`` table must answer this hook.

        Example::

            from tricktaker import defaults, hookimpl, load_game


            class DoubleScores:
                @hookimpl
                def score_hand(self, game, state):
                    return [2 * points for points in defaults.score_hand(game, state)]


            game = load_game("oh-hell")
            options = {"hand_sizes": [3, 3]}
            plain = game.new_session(options=options, seed=5)
            doubled = game.new_session(options=options, seed=5, plugins=[DoubleScores()])
            for session in (plain, doubled):
                while not session.is_over:
                    session.apply(session.legal_actions()[0])
            assert doubled.scores == [2 * points for points in plain.scores]
        """
        raise NotImplementedError

    @hookspec(firstresult=True)
    def next_dealer(self, game: CompiledGame, state: State) -> int:
        """The dealer of the next hand.

        :param game: the compiled game (rules after options, deck, phases, hooks).
        :param state: the state at the end of the deal: ``state.dealer`` is still the dealer of
            the deal just played; ``state.hand_no`` already counts the next hand.

        When: at the end of a deal when the match goes on, after ``match_over``.

        How often: once per deal but the last. After a thrown-in deal, only when
        ``[deal] throw_in_dealer = "next"`` (the default); with ``"same"`` the dealer deals
        again.

        Result: firstresult. A seat.

        Default: ``(dealer + [deal] rotation) % players``: the deal moves left.

        Example::

            from tricktaker import hookimpl, load_game


            class SameDealer:
                # The first dealer deals every hand.

                @hookimpl
                def next_dealer(self, game, state):
                    return state.dealer


            session = load_game("oh-hell").new_session(
                options={"hand_sizes": [2, 2, 2]}, seed=1, plugins=[SameDealer()]
            )
            while not session.is_over:
                session.apply(session.legal_actions()[0])
            assert len({hand["dealer"] for hand in session.state.hand_results}) == 1
        """
        raise NotImplementedError

    @hookspec(firstresult=True)
    def match_over(self, game: CompiledGame, state: State) -> bool:
        """Whether the match ends after the hand just scored.

        :param game: the compiled game (rules after options, deck, phases, hooks).
        :param state: the state after the hand: ``state.hand_no`` is the hand just scored, from
            0; ``state.totals`` include its scores.

        When: at the end of a deal, after the scores are added to the totals and the hand's
        summary is stored.

        How often: once per deal that counts. A thrown-in deal counts unless
        ``[deal] throw_in_counts = false``; one that does not count is never asked about.

        Result: firstresult; ``False`` is an answer. ``True`` ends the match (then ``winners``
        is asked). ``False`` is an answer too: it stops the core's default from being asked.

        Default: the rules' ``[match] end``: ``"schedule"`` after the last hand of the
        schedule; ``"deals"`` after that many deals; ``"target"`` when the best total reaches
        the target (a number or an option). With ``ties = "play_on"`` a tie for the best total
        plays on.

        Example::

            from tricktaker import hookimpl, load_game


            class TwoHandsOnly:
                # Stop after two hands, whatever the schedule says.

                @hookimpl
                def match_over(self, game, state):
                    return state.hand_no + 1 >= 2


            session = load_game("oh-hell").new_session(seed=1, plugins=[TwoHandsOnly()])
            assert len(session.schedule) == 19  # 10..1..10 for four players
            while not session.is_over:
                session.apply(session.legal_actions()[0])
            assert len(session.state.hand_results) == 2
        """
        raise NotImplementedError

    @hookspec(firstresult=True)
    def winners(self, game: CompiledGame, state: State) -> list[int]:
        """The seats that win the finished match.

        :param game: the compiled game (rules after options, deck, phases, hooks).
        :param state: the state of the finished match: ``state.totals`` are the final totals.

        When: ``match_over`` has said ``True``. The result is ``session.winners``.

        How often: once per match.

        Result: firstresult. The winning seats; several on a shared win.

        Default: the highest total wins; equal highest totals share the win.

        Example::

            from tricktaker import hookimpl, load_game


            class LowestTotalWins:
                # The lowest total wins the match (equal lowest totals share it).

                @hookimpl
                def winners(self, game, state):
                    low = min(state.totals)
                    return [seat for seat, total in enumerate(state.totals) if total == low]


            session = load_game("oh-hell").new_session(
                options={"hand_sizes": [3, 3]}, seed=1, plugins=[LowestTotalWins()]
            )
            while not session.is_over:
                session.apply(session.legal_actions()[0])
            assert session.winners
            assert all(session.scores[seat] == min(session.scores) for seat in session.winners)
        """
        raise NotImplementedError

    @hookspec(firstresult=True)
    def returns(self, game: CompiledGame, state: State) -> list[float]:
        """Each seat's return for the finished match: the figure a learning agent is paid.

        :param game: the compiled game (rules after options, deck, phases, hooks).
        :param state: the state of the finished match: ``state.totals`` are the final totals.

        When: once the match is over, by ``session.result()`` (``"returns"``) and by
        interfaces to reinforcement-learning frameworks.

        How often: once per call of ``result()`` on a finished match.

        Result: firstresult. One number per seat (partners equal where they score together).

        Default: the totals. A game whose reference implementation pays a bonus on top of the
        score (e.g. for a win) says so here.

        Example::

            from tricktaker import hookimpl, load_game


            class WinnerTakesOne:
                @hookimpl
                def returns(self, game, state):
                    return [1.0 if s in state.winners else 0.0 for s in range(game.players)]


            session = load_game("oh-hell").new_session(
                options={"hand_sizes": [2]}, seed=1, plugins=[WinnerTakesOne()]
            )
            while not session.is_over:
                session.apply(session.legal_actions()[0])
            assert sum(session.result()["returns"]) == len(session.winners)
        """
        raise NotImplementedError

    @hookspec(firstresult=True)
    def hand_summary(self, game: CompiledGame, state: State) -> dict[str, Any]:
        """Game-specific facts of the hand for records and reports.

        :param game: the compiled game (rules after options, deck, phases, hooks).
        :param state: the state at the end of the deal, before its scores are added to the
            totals.

        When: at the end of each deal, before the scores are added to the totals.

        How often: once per deal, thrown-in deals included.

        Result: firstresult; it replaces the core's summary. The facts of the hand, as plain
        JSON-friendly values (``{"bids": [...], ...}``). The session adds ``thrown_in``,
        ``tricks``, ``scores`` and ``totals`` (replacing keys of those names) and appends the
        dict to ``state.hand_results``. It shows in ``session.result()["hands"]``, in the
        console's score table, in ``tricktaker replay --json`` and in ``game_stats``.

        Default: ``dealer``, ``hand_size``, ``trump``, the ``turned`` card and, where the game
        has them, ``bids``, ``contract``, ``maker``, ``exchanged``, ``announced``, ``sequence``,
        ``sequence_points``, ``hand_points``, ``bottom``. A plugin's answer replaces all of it:
        to add a fact, extend the default.

        Example::

            from tricktaker import defaults, hookimpl, load_game


            class OpeningLead:
                # Keep the first card of each hand in its summary.

                @hookimpl
                def hand_summary(self, game, state):
                    summary = defaults.hand_summary(game, state)  # extend the core's
                    seat, card = state.played[0]
                    summary["opening_lead"] = {"seat": seat, "card": game.deck.format(card)}
                    return summary


            session = load_game("oh-hell").new_session(
                options={"hand_sizes": [2, 2]}, seed=1, plugins=[OpeningLead()]
            )
            while not session.is_over:
                session.apply(session.legal_actions()[0])
            for hand in session.result()["hands"]:
                assert {"bids", "trump", "scores", "opening_lead"} <= hand.keys()
        """
        raise NotImplementedError

    @hookspec(firstresult=True)
    def basic_bot_choice(
        self, game: CompiledGame, seat: int, legal: list[Action], observation: Mapping[str, Any]
    ) -> Action | None:
        """A game's refinement of the ``basic`` bot: the action it should take.

        :param game: the compiled game. Decide only from what any bot may see: the
            ``observation`` and the session's public API.
        :param seat: the seat the bot plays.
        :param legal: the legal actions of ``seat`` now (more than one).
        :param observation: what the seat sees (its hand, the calls, the cards played...): the
            mapping ``session.observation(seat)`` returns, read field by field
            (``session.observation_view(seat)``; read it, never change it). An implementation
            may leave it out of its parameters.

        When: by the ``basic`` bot at each decision with more than one legal action, before its
        generic rules. The console's ``hint`` is a ``basic`` bot; the ``search`` bot plays its
        sample hands out with ``basic`` bots, so it asks many times per decision.

        How often: once per decision of a ``basic`` bot.

        Result: firstresult; ``None`` leaves the decision to the generic rules. One of
        ``legal``, or ``None``.

        Default: none; the core does not implement this hook.

        Example::

            from tricktaker import Bid, hookimpl, load_game
            from tricktaker.bots import BasicBot


            class CautiousBidder:
                # The basic bot bids 0 whenever it may; everything else is left to it.

                @hookimpl
                def basic_bot_choice(self, game, seat, legal):
                    if Bid(0) in legal:
                        return Bid(0)
                    return None


            session = load_game("oh-hell").new_session(
                options={"hand_sizes": [3, 4]}, seed=1, plugins=[CautiousBidder()]
            )
            bots = [BasicBot(seed=seat) for seat in range(session.players)]
            while not session.is_over:
                seat = session.current_seat
                session.apply(bots[seat].choose(session, seat))
            hands = session.state.hand_results
            assert all(bid == 0 for hand in hands for bid in hand["bids"])
        """

    @hookspec
    def game_stats(self, game: CompiledGame, result: dict[str, Any]) -> dict[str, list[float]]:
        """Statistics of a finished game for ``tricktaker simulate``.

        :param game: the compiled game of the finished session.
        :param result: ``session.result()``: the hands' summaries, scores and winners.

        When: by ``tricktaker simulate`` when a game is finished, through
        ``tricktaker.simulate.collect_stats(session)``.

        How often: once per finished game of a simulation.

        Result: broadcast; the dicts are merged, the core's first. Statistic name → one value
        per seat. The core's dict comes first, then the plugins' in registration order; a later
        plugin's name replaces an earlier one's. ``simulate`` averages each value over the games
        of a run.

        Default: from the hand summaries: ``bids made`` (exact-bid games), ``contracts
        declared`` and ``contracts made`` (contract games), ``hand points`` (point-trick
        games).

        Example::

            from tricktaker import hookimpl, load_game
            from tricktaker.simulate import collect_stats


            class TricksTaken:
                @hookimpl
                def game_stats(self, game, result):
                    taken = [0.0] * game.players
                    for hand in result["hands"]:
                        for seat, tricks in enumerate(hand["tricks"]):
                            taken[seat] += tricks
                    return {"tricks taken": taken}


            session = load_game("oh-hell").new_session(
                options={"hand_sizes": [3, 3]}, seed=1, plugins=[TricksTaken()]
            )
            while not session.is_over:
                session.apply(session.legal_actions()[0])
            stats = collect_stats(session)
            assert sum(stats["tricks taken"]) == 6  # this plugin's statistic...
            assert "bids made" in stats  # ...merged with the core's
        """
        raise NotImplementedError

    _deal_files = HookGroup(
        "Deal files",
        """A game with a notation of its own for deals reads and writes it with these two hooks:
        ``tricktaker play GAME --deal FILE`` plays the deals of a file, ``tricktaker replay
        RECORD --deals-out FILE`` writes the deals of a game record. Without them the console
        says that the game has no deal files.""",
    )

    @hookspec(firstresult=True)
    def read_deals(self, game: CompiledGame, text: str, source: str) -> DealFile:
        """The deals of a file in the game's notation, and the options they imply.

        :param game: the compiled game, with the options the player gave.
        :param text: the file's text.
        :param source: the file's name, for messages.

        When: by ``tricktaker play GAME --deal FILE``, before the session starts.

        How often: once per file.

        Result: firstresult; ``None`` means "no notation". A ``DealFile(deals, options)``
        (``tricktaker.engine.dealfiles``): the explicit deals of the first hands and the
        options the file implies; an option the player gave differently is an error. A
        malformed file raises ``TrickTakerError`` naming the line and what is wrong.

        Default: none.

        Example::

            from tricktaker import DealFile, DealGiven, TrickTakerError, hookimpl, load_game


            class OneLine:
                # A file of one line: the dealer, then the pack top card first.

                @hookimpl
                def read_deals(self, game, text, source):
                    dealer, *pack = text.split() or [""]
                    if not (dealer.isascii() and dealer.isdigit() and len(dealer) < 4):
                        raise TrickTakerError(f"{source}: give the dealer's seat number first")
                    return DealFile((DealGiven(dealer=int(dealer), pack=pack),))


            game = load_game("oh-hell")
            session = game.new_session(options={"hand_sizes": [1]}, plugins=[OneLine()])
            pack = " ".join(session.deck.format(c) for c in session.deck.cards)
            found = session.hook.read_deals(game=session.game, text=f"2 {pack}", source="x")
            assert found.deals[0].dealer == 2
            refused = ""
            try:  # a bad file is the user's mistake: a TrickTakerError, never a ValueError
                session.hook.read_deals(game=session.game, text="²", source="x")
            except TrickTakerError as exc:
                refused = str(exc)
            assert refused == "x: give the dealer's seat number first"
        """
        raise NotImplementedError

    @hookspec(firstresult=True)
    def write_deals(self, game: CompiledGame, hands: list[dict[str, Any]]) -> str:
        """Finished hands written in the game's notation for deals.

        :param game: the compiled game of the record.
        :param hands: the finished hands, as ``session.result()["hands"]`` gives them (each
            with its ``deal``).

        When: by ``tricktaker replay RECORD --deals-out FILE``, after the replay.

        How often: once per file written.

        Result: firstresult; ``None`` means "no notation". The text of the file.

        Default: none.

        Example::

            from tricktaker import hookimpl, load_game


            class Dealers:
                @hookimpl
                def write_deals(self, game, hands):
                    return "".join(f"{hand['dealer']}\\n" for hand in hands)


            session = load_game("oh-hell").new_session(
                options={"hand_sizes": [1]}, seed=1, plugins=[Dealers()]
            )
            while not session.is_over:
                session.apply(session.legal_actions()[0])
            hands = session.result()["hands"]
            text = session.hook.write_deals(game=session.game, hands=hands)
            assert text == f"{hands[0]['dealer']}\\n"
        """
        raise NotImplementedError

    _presentation = HookGroup("Presentation")

    @hookspec
    def table_panels(self, game: CompiledGame, view: Mapping[str, Any], seat: int) -> list[Panel]:
        """The panels of the game's own state that its players follow at the table, as
        ``seat`` sees it: ``tricktaker.Panel`` (a title and ``tricktaker.PanelRow`` rows).

        :param game: the compiled game (rules after options, deck, phases, hooks).
        :param view: what ``seat`` may see: its observation (read-only; the keys of each game
            are in the observations reference), never the engine's state, so a panel cannot
            show a card the seat may not see.
        :param seat: the seat whose view is drawn.

        When: each time the console draws the table as ``seat`` sees it: the full-screen table
        after every action, the line console when it asks a human seat for a move and in its
        ``score``/``tricks`` answers. Games between bots never call it.

        How often: once per drawing of the table.

        Result: broadcast; every plugin's panels are drawn, in registration order (the
        console reverses pluggy's list). A panel with no rows is not drawn. Rows name seats
        and sides by number (``seat=``, ``side=``), so the table names them as the viewer
        knows them (``You``, ``Partner (North)``); cards are card ids, drawn with suit
        symbols in the game's order.

        Default: none: the table always shows what every game has (the seats, their bids or
        the contract, the tricks taken, the trick, the hand, the scores). A game adds what only
        it has: the points taken this hand, the bags, the declared game, the
        vulnerability.

        Example::

            from tricktaker import Panel, PanelRow, hookimpl, load_game
            from tricktaker.testing import panel


            class CardsLeft:
                # A panel of the table: how many cards each seat still holds.

                @hookimpl
                def table_panels(self, game, view, seat):
                    rows = tuple(
                        PanelRow(seat=s, text=str(n)) for s, n in enumerate(view["hand_counts"])
                    )
                    return [Panel("Cards left", rows)]


            session = load_game("oh-hell").new_session(
                options={"hand_sizes": [3]}, seed=1, plugins=[CardsLeft()]
            )
            left = panel(session, 0, "Cards left")  # beside the game's own panels
            assert [(row.seat, row.text) for row in left.rows] == [
                (0, "3"), (1, "3"), (2, "3"), (3, "3"),
            ]
        """
        raise NotImplementedError

    _events = HookGroup(
        "Events",
        """The events are broadcast hooks whose results are ignored. The engine calls them only
        when some plugin implements them, so a session without observers pays nothing. Pass an
        observer to ``new_session(plugins=[...])``, or register one on a running session with
        ``session.add_observer(obj)``, as the console does. An event hands its listeners a
        read-only ``view`` of the table (``tricktaker.TableView``: what everybody may see, and
        ``view.seen_by(seat)`` for one seat's observation), never the engine's state, so an
        observer can neither change the game nor show a hidden card by mistake.""",
    )

    @hookspec
    def trick_completed(self, game: CompiledGame, view: TableView, winner: int) -> None:
        """A trick was won by ``winner``.

        :param game: the compiled game (rules after options, deck, phases, hooks).
        :param view: what everybody sees now (``tricktaker.TableView``): ``view["trick"]``
            still holds the trick's (seat, card) pairs in play order; ``view["tricks_won"]``,
            ``view["taken"]`` and ``view["last_trick"]`` already count it.
        :param winner: the seat that won the trick.

        When: the last card of a trick is played and its winner known. Called only when some
        plugin implements the hook.

        How often: once per trick.

        Result: broadcast; the results are ignored.

        Default: none.

        Example::

            from tricktaker import hookimpl, load_game


            class TrickCounter:
                def __init__(self):
                    self.won = [0, 0, 0, 0]

                @hookimpl
                def trick_completed(self, game, view, winner):
                    assert len(view["trick"]) == game.players  # the trick's cards are there
                    assert "hand" not in view  # nobody's hand: what everybody sees
                    self.won[winner] += 1


            counter = TrickCounter()
            session = load_game("oh-hell").new_session(
                options={"hand_sizes": [3, 2]}, seed=1, plugins=[counter]
            )
            while not session.is_over:
                session.apply(session.legal_actions()[0])
            assert sum(counter.won) == 3 + 2
        """

    @hookspec
    def hand_event(self, game: CompiledGame, view: TableView, entry: Entry) -> None:
        """Something a table shows happened: the deal, a trick, a draw, an exchange, a discard.

        :param game: the compiled game (rules after options, deck, phases, hooks).
        :param view: what everybody sees just after it happened (``tricktaker.TableView``).
        :param entry: the entry of the hand's log (the entry types are public names of
            ``tricktaker``):
            ``DealEntry``, ``TrickEntry`` (leader, cards in play order, winner; ``seats()``),
            ``DrawEntry`` (seat, cards, ``seen_by``, ``face_up``), ``ExchangeEntry``,
            ``DiscardEntry``, or an entry of a game's own mechanic. ``seen_by`` names the seats
            that saw it (empty: everybody): an observer showing one seat's view must show the
            cards only to those.

        When: as the mechanic logs it; the trick's entry just after ``trick_completed``.
        Called only when some plugin implements the hook, never in a session's clones.

        How often: once per logged entry: a deal, a few draws and a trick per few actions.

        Result: broadcast; the results are ignored.

        Default: none. The console announces draws and discards with it.

        Example::

            from tricktaker import DealEntry, TrickEntry, hookimpl, load_game


            class Tape:
                def __init__(self):
                    self.kinds = []

                @hookimpl
                def hand_event(self, game, view, entry):
                    assert isinstance(entry, (DealEntry, TrickEntry))
                    self.kinds.append(type(entry).__name__)


            tape = Tape()
            session = load_game("oh-hell").new_session(
                options={"hand_sizes": [2]}, seed=1, plugins=[tape]
            )
            while not session.is_over:
                session.apply(session.legal_actions()[0])
            assert tape.kinds == ["DealEntry", "TrickEntry", "TrickEntry"]
        """

    @hookspec
    def hand_ended(self, game: CompiledGame, view: TableView, scores: list[int]) -> None:
        """A hand was scored.

        :param game: the compiled game (rules after options, deck, phases, hooks).
        :param view: what everybody sees after the hand (``tricktaker.TableView``): its scores
            are added to ``view["totals"]`` and its summary appended to
            ``view["hand_results"]``.
        :param scores: the hand's points, one int per seat.

        When: at the end of each deal, before ``match_over``. The hand's scores are already
        added to the totals and its summary stored. Called only when some plugin implements
        the hook.

        How often: once per deal, thrown-in deals included (their scores are all 0).

        Result: broadcast; the results are ignored.

        Default: none.

        Example::

            from tricktaker import hookimpl, load_game


            class ScoreLog:
                def __init__(self):
                    self.lines = []

                @hookimpl
                def hand_ended(self, game, view, scores):
                    self.lines.append((view["hand_no"], scores))


            session = load_game("oh-hell").new_session(options={"hand_sizes": [3, 2]}, seed=1)
            log = ScoreLog()
            session.add_observer(log)
            while not session.is_over:
                session.apply(session.legal_actions()[0])
            assert [hand_no for hand_no, _ in log.lines] == [0, 1]
            results = session.state.hand_results
            assert [scores for _, scores in log.lines] == [hand["scores"] for hand in results]
        """
