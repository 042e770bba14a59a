"""Compiling a game: its rules with the chosen options, its hooks and its phases, once.

:func:`compile_game` builds the :class:`~tricktaker.engine.game.CompiledGame` that sessions
play: it resolves the options, builds (or shares) the plugin manager, the deck, the phase
handlers of the rules' phases, lets each handler resolve its per-card functions (``bind``),
collects the state parts the phases keep (each field's visibility checked) and the schedule.
The registry's :class:`~tricktaker.engine.registry.Game` keeps one compiled game per set of
options for its plain sessions; a session with plugins of its own compiles its own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from tricktaker.engine.game import CompiledGame
from tricktaker.engine.manager import Hooks, build_rules_manager
from tricktaker.engine.mechanic import Mechanics, collect_mechanics
from tricktaker.engine.scorers import collect_scoring_kinds, resolve_scoring
from tricktaker.engine.state import State
from tricktaker.engine.visibility import Part, check_declared
from tricktaker.errors import PluginError, RulesError
from tricktaker.limits import shown
from tricktaker.rules import check_option_value
from tricktaker.rules.options import contradictions

if TYPE_CHECKING:
    import pluggy

    from tricktaker.engine.game import Phase
    from tricktaker.engine.gamespec import GameSpec
    from tricktaker.rules import RulesFile


class GameLike(Protocol):
    """What compiling uses of a registered game (:class:`~tricktaker.engine.registry.Game`)."""

    spec: GameSpec

    @property
    def id(self) -> str: ...

    @property
    def rules(self) -> RulesFile: ...

    @property
    def plugins(self) -> tuple[tuple[str, Any], ...]: ...

    @property
    def rules_manager(self) -> tuple[pluggy.PluginManager, Any]: ...

    def compiled(self, options: Mapping[str, Any] | None = None) -> CompiledGame: ...

    def rules_for(self, options: Mapping[str, Any]) -> RulesFile: ...


def resolve_options(rules: RulesFile, given: Mapping[str, Any]) -> dict[str, Any]:
    """Defaults overlaid with ``given``; each value checked and converted. Unknown names, bad
    values and options that contradict each other (``only_with``) raise :class:`RulesError`
    naming the option and what is allowed."""
    options: dict[str, Any] = {name: spec.default for name, spec in rules.options.items()}
    for name, value in given.items():
        spec = rules.options.get(name)
        if spec is None:
            known = ", ".join(sorted(rules.options))
            raise RulesError(f"{rules.game.id} has no option {shown(name)}; options: {known}")
        try:
            options[name] = check_option_value(name, spec, value)
        except ValueError as exc:
            raise RulesError(str(exc)) from None
    for name, spec in rules.options.items():  # a profile's defaults, unless given
        for other, value in spec.presets.get(str(options[name]).lower(), {}).items():
            if other not in given:
                options[other] = check_option_value(other, rules.options[other], value)
    problems = contradictions(rules.options, options)
    if problems:
        said = "; ".join(problems)
        raise RulesError(f"{rules.game.id}: options that contradict each other: {said}")
    return options


def compile_game(
    game: GameLike,
    options: Mapping[str, Any],
    extra: Sequence[tuple[str, Any]] = (),
    events: bool = True,
) -> CompiledGame:
    """The compiled ``game`` with resolved ``options``; ``extra`` are (name, plugin) pairs
    registered after the game's own (a session's plugins and observers): with any, the game
    gets a plugin manager of its own, never the one its plain sessions share. With ``events``
    off, no plugin hears ``trick_completed`` or ``hand_ended`` (see :func:`quiet`)."""
    resolved = options if isinstance(options, dict) else dict(options)
    rules = game.rules_for(resolved)  # the patches of the chosen option values applied
    named = (*game.plugins, *extra)
    if extra:
        pm = build_rules_manager(game.id, named)
        hook: Any = Hooks(pm)
    else:
        pm, hook = game.rules_manager
    compiled = CompiledGame(
        id=rules.game.id,
        spec=game.spec,
        rules=rules,
        options=resolved,
        players=resolved["players"],
        pm=pm,
        hook=hook,
        plugins=named,
        events=events,
        source=game,
        extra=tuple(extra),
        heard=frozenset(e for e in EVENTS if events and getattr(pm.hook, e).get_hookimpls()),
    )
    compiled.deck = hook.build_deck(rules=rules)
    mechanics = collect_mechanics(compiled.id, pm)
    compiled.phase_kinds = {kind: m.build for kind, m in mechanics.by_kind.items()}
    kinds = collect_scoring_kinds(compiled.id, pm)
    kind, compiled.scorer = resolve_scoring(compiled, kinds)
    compiled.scoring_parts = tuple(kind.parts) if kind is not None else ()
    phases: list[Phase] = []
    for name in rules.phases:
        handler = hook.phase_handler(name=name, game=compiled)
        if handler is None:
            raise PluginError(f"{compiled.id}: no plugin handles the phase {name!r}")
        phases.append(handler)
    compiled.phases = tuple(phases)
    compiled.sides, compiled.side_of = _sides(compiled)
    _check_start(compiled)
    for handler in phases:
        handler.bind(compiled)
    compiled.phase_names = tuple(handler.name for handler in phases)
    compiled.legal_of = tuple(handler.legal_function() for handler in phases)
    compiled.hand_parts, compiled.match_parts = collect_parts(compiled.id, phases)
    _check_reads(compiled, mechanics)
    compiled.schedule = tuple(hook.hand_sizes(game=compiled))
    _check_schedule(compiled)
    compiled.seal()
    return compiled


EVENTS = ("trick_completed", "hand_event", "hand_ended")
"""The hooks that only report what happened (observers), and change nothing of the game."""


def quiet(game: CompiledGame) -> CompiledGame:
    """``game`` with its events off: the same rules, hooks and phases, but no plugin hears
    ``trick_completed`` or ``hand_ended``. ``Session.clone()`` plays this, so the worlds a bot
    simulates never reach the console's observers or any event plugin of the real game. The
    game itself when nothing listens; otherwise compiled once and kept with the game."""
    if not game.heard:
        return game
    found: CompiledGame | None = game._cache.get("quiet")
    if found is None:
        found = game._cache["quiet"] = compile_game(
            game.source, game.options, game.extra, events=False
        )
    return found


def _sides(game: CompiledGame) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """The rules' sides, checked against the number of players: every seat in one side."""
    names = game.rules.seat_names
    if names and len(names) != game.players:
        raise RulesError(f"{game.id}: seat_names: {len(names)} names for {game.players} players")
    sides = tuple(tuple(side.seats) for side in game.rules.sides)
    if not sides:
        return (), tuple(range(game.players))
    seats = sorted(seat for side in sides for seat in side)
    if seats != list(range(game.players)):
        raise RulesError(
            f"{game.id}: sides: the sides must hold every seat 0..{game.players - 1} of "
            f"{game.players} players exactly once, not {seats}"
        )
    side_of = [0] * game.players
    for index, side in enumerate(sides):
        for seat in side:
            side_of[seat] = index
    return sides, tuple(side_of)


def _check_start(game: CompiledGame) -> None:
    """``[match] start`` holds one total for each side (each seat without sides), or one for
    all."""
    start = game.rules.match.start
    count = len(game.sides) or game.players
    if len(start) > 1 and len(start) != count:
        whose = "side" if game.sides else "seat"
        raise RulesError(
            f"{game.id}: match.start: {len(start)} totals; one for each {whose} ({count}), "
            "or one for all"
        )


def _check_schedule(game: CompiledGame) -> None:
    most = game.deck.size // game.players
    for size in game.schedule or [game.rules.deal.hand_size or 0]:
        if not 1 <= size <= most:
            raise RulesError(
                f"{game.id}: a hand of {size} cards is not possible with "
                f"{game.players} players and {game.deck.size} cards (allowed: 1..{most})"
            )


def collect_parts(
    game_id: str, phases: Sequence[Phase]
) -> tuple[tuple[type[Part], ...], tuple[type[Part], ...]]:
    """The part classes the phases keep (per hand, per match), each checked: every field
    declared, one class per key, no field named like another part's or the engine's."""
    by_key: dict[str, type[Part]] = {}
    fields: dict[str, str] = {name: "the engine's state" for name in State.seen}
    for phase in phases:
        for cls in phase.kept_parts():
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


def _check_reads(game: CompiledGame, mechanics: Mechanics) -> None:
    """Every state part a phase's mechanic reads (``Mechanic.reads``, by part key) is kept by
    that phase or an earlier one; a :class:`RulesError` naming the phase and the part."""
    kept: set[str] = set()
    rules = game.rules
    for phase in game.phases:
        kept.update(cls.key for cls in phase.kept_parts())
        mechanic = mechanics.by_kind.get(rules.kind_of(phase.name))
        if mechanic is None:
            continue
        for key in mechanic.reads:
            if key not in kept:
                raise RulesError(
                    f"{game.id}: phases: {phase.name!r} ({mechanic.kind}) reads the part "
                    f"{key!r}, which no phase before it keeps (phases: {', '.join(rules.phases)})"
                )
