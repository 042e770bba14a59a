"""Discovery: installed plugins register their games through the ``tricktaker`` entry points.

Bundled games are found exactly as a third-party game is: through the entry-point group
``tricktaker``. The registry owns the ``register`` callback, so it refuses a duplicate game id
naming both plugins. A plugin that fails to import or to register is kept aside as *broken*,
with the reason, and never stops the other games from working.
"""

from __future__ import annotations

import importlib.metadata
import random
import re
import traceback
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, TypeVar

import pluggy

from tricktaker.engine.gamespec import GameSpec as GameSpec  # where plugins import it from
from tricktaker.engine.hookspecs import REGISTRY_PROJECT, RegistrySpecs
from tricktaker.engine.mechanic import Mechanic, Mechanics, check_mechanics, collect_mechanics
from tricktaker.engine.scorers import collect_scoring_kinds, scoring_context
from tricktaker.engine.scoringkind import ScoringKinds
from tricktaker.errors import PluginError, RulesError, TrickTakerError, UnknownGame
from tricktaker.limits import (
    MAX_PLUGIN_SECONDS,
    TimeLimitExceeded,
    check_seed,
    same_file,
    shown,
    time_limit,
)
from tricktaker.rules import (
    RulesFile,
    check_options,
    compile_rules,
    load_rules_data,
    overlaying,
    parse_rules,
    players_of,
    values_key,
)
from tricktaker.rules.deck import GAME_ID, MAX_GAME_ID

if TYPE_CHECKING:
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.session import DealGiven, Session

ENTRY_POINT_GROUP = "tricktaker"
CORE_PACKAGE = "tricktaker"
"""The distribution of the core and the bundled games: its plugins load first."""


def _package(ep: importlib.metadata.EntryPoint) -> str:
    """The name of the distribution that installs an entry point ('' if unknown)."""
    dist = getattr(ep, "dist", None)
    return str(getattr(dist, "name", "") or "")


@dataclass
class BrokenPlugin:
    """A plugin (or a variant file: ``kind="file"``) that could not register its games."""

    name: str
    reason: str
    kind: str = "plugin"


class Game:
    """A registered game, resolved against its base: rules file, overlays and plugin chain."""

    def __init__(self, spec: GameSpec, chain: tuple[GameSpec, ...]) -> None:
        self.spec = spec
        self.chain = chain  # base first, this game last
        self._compiled: dict[tuple[Any, ...], RulesFile] = {}  # by options_key
        self._overlaying: tuple[str, ...] = ()  # the options that change the rules
        self._games: dict[tuple[Any, ...], CompiledGame] = {}  # by the values of every option

    def compiled(self, options: Mapping[str, Any] | None = None) -> CompiledGame:
        """The game compiled with ``options`` (text from the console, or values): built once
        per set of options and shared by every plain session of them (it is immutable)."""
        from tricktaker.engine.compiler import compile_game, resolve_options

        resolved = resolve_options(self.rules, options or {})
        key = values_key(tuple(resolved), resolved)
        found = self._games.get(key)
        if found is None:
            found = self._games[key] = compile_game(self, resolved)
        return found

    @property
    def id(self) -> str:
        return self.spec.id

    @property
    def from_data(self) -> bool:
        """Whether the game's rules are data written for it rather than an installed game's
        own: read from a variant or rules file, or a plugin's variant with an overlay. Such a
        game plays a trial game when it loads (:meth:`Registry.load_file_game`)."""
        return self.spec.file is not None or any(s.overlay for s in self.chain)

    @cached_property
    def _loaded(self) -> tuple[dict[str, Any], str]:
        """The rules data (the rules file with the variants' overlays) and its source."""
        root = self.chain[0]
        if root.rules is None:
            raise RulesError(f"game {root.id!r} ({root.source}) gives no rules file")
        overlays = tuple(s.overlay for s in self.chain if s.overlay)
        if self.spec.id != root.id:
            overlays = (*overlays, {"game": {"id": self.spec.id}})
        over = [str(s.file or s.source) for s in self.chain if s.overlay]
        source = f"{over[-1]} (over {root.rules})" if over else str(root.rules)
        return load_rules_data(root.rules, overlays), source

    @cached_property
    def rules(self) -> RulesFile:
        """The validated rules as written, before any option is applied (loaded once per
        process; pydantic stays at the edge). Every value of every option is checked here too:
        the rules it makes are compiled and kept for :meth:`rules_for`."""
        data, source = self._loaded
        base = parse_rules(data, source, self._context)
        self._compiled = check_options(data, base, source, self._check, self._context)
        self._overlaying = overlaying(base.options)
        return base

    @cached_property
    def mechanics(self) -> Mechanics:
        """The mechanics of the default plugins and of the game's own (base first, then its
        variants), by kind: what its rules are checked against when it loads."""
        return collect_mechanics(self.id, self.rules_manager[0])

    @cached_property
    def scoring_kinds(self) -> ScoringKinds:
        """The scoring kinds of the default plugins and of the game's own, by name: what its
        ``[scoring]`` table is validated against when it loads."""
        return collect_scoring_kinds(self.id, self.rules_manager[0])

    @cached_property
    def _context(self) -> dict[str, Any]:
        """The validation context of the game's rules: what its plugins register that the
        fields are checked against (the scoring kinds)."""
        return scoring_context(self.scoring_kinds)

    def _check(self, rules: RulesFile, players: list[int]) -> None:
        """The rules against the registered mechanics (settings, phases, cards counted) for
        each of ``players``; a ``ValueError`` naming the field."""
        check_mechanics(rules, self.mechanics, players)

    def rules_for(self, options: Mapping[str, Any]) -> RulesFile:
        """The rules of a session with the option values ``options`` (every option, resolved):
        the rules data with the patches of the chosen values applied, validated. Compiled once
        per combination of the values that change the rules, then shared by every session."""
        base = self.rules
        key = values_key(self._overlaying, options)
        found = self._compiled.get(key)
        if found is None:
            data, source = self._loaded
            found = self._compiled[key] = compile_rules(
                data, base, options, source, self._check, self._context
            )
        return found

    def load(self, trial: bool = False) -> None:
        """Everything that can be checked before anybody plays: the rules (and every value of
        every option, for every player count), the game compiled with the default options for
        each player count (its phases, their settings and the plugins' hooks), and with
        ``trial``, a trial game of :data:`TRIAL_DEALS` deals for each, random legal actions
        from a generator seeded 0 (a few milliseconds a deal), so that a phase or hook that
        breaks on these rules is found now, not in the middle of a game. A problem is a
        :class:`TrickTakerError`; a trial that fails otherwise, or runs past
        :data:`~tricktaker.limits.MAX_PLUGIN_SECONDS`, is a :class:`RulesError` saying so."""
        counts = players_of(self.rules)
        for players in counts:
            try:
                self.compiled({"players": players})
            except TrickTakerError:
                raise
            except Exception as exc:  # a phase's code failing on these rules: never a traceback
                raise RulesError(
                    f"{self.id}: the game cannot be built for {players} players: {described(exc)}"
                ) from None
        if not trial:
            return
        for players in counts:
            what = f"a trial game of {TRIAL_DEALS} deals with {players} players"
            try:
                with time_limit(MAX_PLUGIN_SECONDS, what):
                    _play_trial(self, {"players": players})
            except TrickTakerError as exc:
                said = described(exc).removeprefix(f"{type(exc).__name__}: ")
                said = said.removeprefix(f"{self.id}: ")
                raise type(exc)(f"{self.id}: {what} fails: {said}") from None
            except TimeLimitExceeded as exc:
                raise RulesError(f"{self.id}: {exc} (a phase or hook loops?)") from None
            except (Exception, SystemExit) as exc:
                raise RulesError(f"{self.id}: {what} fails: {described(exc)}") from None

    @cached_property
    def rules_manager(self) -> tuple[pluggy.PluginManager, Any]:
        """The manager (and its hook shortcuts) shared by this game's plain sessions."""
        from tricktaker.engine.manager import Hooks, build_rules_manager

        pm = build_rules_manager(self.id, self.plugins)
        return pm, Hooks(pm)

    @property
    def name(self) -> str:
        return self.rules.game.name

    @property
    def plugins(self) -> tuple[tuple[str, Any], ...]:
        """(name, plugin) pairs in registration order: base game first, variants after."""
        out = []
        for spec in self.chain:
            for i, plugin in enumerate(spec.plugins):
                name = getattr(plugin, "__name__", type(plugin).__name__)
                out.append((f"{spec.id}:{name}:{i}", plugin))
        return tuple(out)

    def new_session(
        self,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        deals: Iterable[DealGiven] = (),
        plugins: Iterable[Any] = (),
        stop_after: int | None = None,
    ) -> Session:
        """Start a game session. ``options`` may be given as text (from the console) or values.

        ``deals``: explicit deals of the first hands (the rest come from the seed).
        ``stop_after``: stop after that many deals (``1``: play one deal and keep it on the
        table to be studied), even if the match is not over."""
        from tricktaker.engine.session import Session

        if seed is not None:  # here too: a compiled Session would read True as the seed 1
            seed = check_seed(seed)
        return Session(self, options or {}, seed, tuple(deals), tuple(plugins), stop_after)


class Registry:
    """The games installed in this process, found through entry points (or given directly)."""

    def __init__(
        self,
        plugins: Iterable[Any] | None = None,
        entry_points: bool = True,
        game_files: bool | None = None,
    ) -> None:
        """``plugins`` are registered after the installed ones (``entry_points``); the variant
        files of :func:`tricktaker.engine.gamefiles.game_files` are read too when ``game_files`` is
        true (by default: when the installed plugins are)."""
        self.pm = pluggy.PluginManager(REGISTRY_PROJECT)
        self.pm.add_hookspecs(RegistrySpecs)
        self.broken: list[BrokenPlugin] = []
        self._specs: dict[str, GameSpec] = {}
        self._games: dict[str, Game] = {}
        self._packages: dict[str, str] = {}  # plugin name -> its package, where known
        self._unresolved: dict[Path, str] = {}  # a found file that cannot be resolved -> why
        self._loaded: set[str] = set()  # the file games checked before play (load_file_game)
        self._aside: dict[str, tuple[GameSpec, str]] = {}  # found files not resolved: why
        if entry_points:
            self._load_entry_points()
        for plugin in plugins or ():
            self.add_plugin(plugin, getattr(plugin, "__name__", repr(plugin)))
        if entry_points if game_files is None else game_files:
            from tricktaker.engine.gamefiles import game_files as found

            self._add_found_files(found())

    def _add_found_files(self, paths: Iterable[Path]) -> None:
        """Register the variant files found (``TRICKTAKER_GAMES``, the variants folder): every
        file first, then each resolved against its base, so that a base read from a later
        file is found, and a loop of files names every file of it. A file that cannot be read
        or resolved is listed as broken (and its game is not registered)."""
        added: list[tuple[Path, str]] = []
        for path in paths:
            try:
                added.append((path, self._register_file(path).id))
            except TrickTakerError as exc:
                self._broken_file(path, exc)
        failed: list[tuple[Path, str, TrickTakerError]] = []
        for path, game_id in added:
            try:
                self.game(game_id)
            except TrickTakerError as exc:
                failed.append((path, game_id, exc))
        for path, game_id, problem in failed:
            self._aside[game_id] = (self._specs.pop(game_id), str(problem))
            self._games.pop(game_id, None)
            self._broken_file(path, problem)
            self._unresolved[_existing(path) or path] = str(problem)

    def _broken_file(self, path: Path, exc: TrickTakerError) -> None:
        reason = str(exc).removeprefix(f"{path}: ")
        self.broken.append(BrokenPlugin(str(path), reason, kind="file"))

    def _load_entry_points(self) -> None:
        """Load the installed plugins: the core's own package first, then the others by
        package and name, so that the game that was installed first keeps its id whatever
        order the environment lists them in."""
        found = importlib.metadata.entry_points(group=ENTRY_POINT_GROUP)
        for ep in sorted(found, key=lambda e: (_package(e) != CORE_PACKAGE, _package(e), e.name)):
            if self.pm.has_plugin(ep.name):
                if self._packages.get(ep.name) != _package(ep):
                    self.broken.append(
                        BrokenPlugin(
                            self._label(ep.name, _package(ep)),
                            f"its name is already taken by {self._label(ep.name)}; "
                            "each plugin needs a name of its own",
                        )
                    )
                continue
            self._packages[ep.name] = _package(ep)
            try:
                with time_limit(MAX_PLUGIN_SECONDS, "its import"):
                    plugin = ep.load()
            except (Exception, SystemExit, TimeLimitExceeded) as exc:  # never break the others
                self.broken.append(BrokenPlugin(ep.name, f"cannot be imported: {exc!r}"))
                continue
            self.add_plugin(plugin, ep.name)

    def add_plugin(self, plugin: Any, name: str) -> None:
        """Register one plugin and collect the games it registers."""
        found: list[GameSpec] = []

        def register(spec: GameSpec) -> None:
            if not isinstance(spec, GameSpec):
                raise PluginError(f"register() takes a GameSpec, not {type(spec).__name__}")
            found.append(GameSpec(**{**spec.__dict__, "source": name}))

        other = self.pm.get_name(plugin)
        if other is not None:  # pluggy's own error lists every plugin with its module
            self.broken.append(
                BrokenPlugin(
                    self._label(name),
                    f"its module {getattr(plugin, '__name__', plugin)!r} is already the plugin "
                    f"{self._label(other)}; a module is registered once, under one name",
                )
            )
            return
        try:
            self.pm.register(plugin, name=name)
            self.pm.check_pending()
            impl = [
                i
                for i in self.pm.hook.tricktaker_register_games.get_hookimpls()
                if i.plugin_name == name
            ]
            for hookimpl in impl:
                with time_limit(MAX_PLUGIN_SECONDS, "registering its games"):
                    hookimpl.function(register=register)
        except (Exception, SystemExit, TimeLimitExceeded) as exc:
            if self.pm.is_registered(plugin):
                self.pm.unregister(plugin)
            self.broken.append(BrokenPlugin(name, f"failed to register: {exc}"))
            return
        for spec in found:
            if not _is_game_id(spec.id):
                self.broken.append(
                    BrokenPlugin(
                        self._label(name),
                        f"game id {shown(spec.id)} is not a game id: lower-case letters, digits "
                        f"and hyphens, starting with a letter, at most {MAX_GAME_ID} characters",
                    )
                )
                continue
            if spec.id in self._specs:
                other = self._label(self._specs[spec.id].source)
                self.broken.append(
                    BrokenPlugin(
                        self._label(name), f"game id {spec.id!r} is already registered by {other}"
                    )
                )
                continue
            if spec.base == spec.id:
                self.broken.append(
                    BrokenPlugin(
                        self._label(name),
                        f"game {spec.id!r} names itself as its base game; a variant needs an "
                        "id of its own and names another game as its base",
                    )
                )
                continue
            self._specs[spec.id] = spec

    def add_file(self, path: Path) -> Game:
        """Register the game of a variant or rules file (see :mod:`tricktaker.engine.gamefiles`).

        Adding the same file again returns its game, as does adding the rules file of an
        installed game (``tricktaker check plugins/.../rules.toml``); another game's id is
        refused. A found file that could not be resolved (see :meth:`_add_found_files`) is
        refused with the same reason.
        """
        if "\x00" in str(path):
            raise RulesError(f"{str(path)!r}: not a file name (it holds a NUL character)")
        found = _existing(path)
        why = self._unresolved.get(found) if found is not None else None
        if why is not None:
            raise UnknownGame(why if why.startswith(str(path)) else f"{path}: {why}")
        known = self._known_file(path)
        if known is not None:
            return known
        spec = self._register_file(path)
        try:
            return self.game(spec.id)
        except TrickTakerError:
            del self._specs[spec.id]  # a variant of a missing base: not registered at all
            self._games.pop(spec.id, None)
            raise

    def _known_file(self, path: Path) -> Game | None:
        """The game already registered from ``path`` (a variant file or a rules file)."""
        for spec in self._specs.values():
            same = [p for p in (spec.file, spec.rules) if p is not None]
            if any(same_file(p, path) for p in same):
                return self.game(spec.id)
        return None

    def _register_file(self, path: Path) -> GameSpec:
        """Read a variant or rules file and register its spec, unresolved; its game id must be
        new."""
        from tricktaker.engine.gamefiles import spec_from_file

        spec = spec_from_file(path)
        spec = GameSpec(**{**spec.__dict__, "source": str(path)})
        known = self._specs.get(spec.id)
        if known is not None:
            raise PluginError(
                f"{path}: game id {spec.id!r} is already registered by {self._label(known.source)}"
            )
        self._specs[spec.id] = spec
        return spec

    def _label(self, name: str, package: str | None = None) -> str:
        """A plugin for people: its name, and its package when it is an installed one."""
        package = package if package is not None else self._packages.get(name)
        return f"{name} (package {package})" if package and package != name else name

    def ids_of(self, source: str) -> list[str]:
        """The ids of the games a plugin (by its entry-point name) or a file registered."""
        return [i for i in self.ids if self._specs[i].source == source]

    def find(self, game: str) -> Game:
        """The game named by a console argument: an installed game's id, or the path of a
        variant or rules file."""
        from tricktaker.engine.gamefiles import looks_like_path

        added = False
        if game not in self._specs and looks_like_path(game):
            known = set(self._specs)
            found = self.add_file(Path(game))
            added = found.id not in known
        else:
            found = self.game(game)
        if found.from_data:
            try:
                self.load_file_game(found)
            except TrickTakerError:
                if added:  # a file refused when it loads is not left registered
                    del self._specs[found.id]
                    self._games.pop(found.id, None)
                raise
        return found

    def load_file_game(self, game: Game) -> None:
        """Check a game whose rules come from a variant or rules file, or a plugin's overlay
        (:attr:`Game.from_data`), before it is played (see :meth:`Game.load`, with its trial
        game), once per process; a problem names the file."""
        if game.id in self._loaded:
            return
        file = game.spec.file
        try:
            game.load(trial=True)
        except TrickTakerError as exc:
            text = str(exc)
            if file is not None and not text.startswith(str(file)):
                text = f"{file}: {text.removeprefix(f'{game.id}: ')}"
            raise type(exc)(text) from None
        self._loaded.add(game.id)

    def problem(self, game_id: str, play: bool = False) -> str | None:
        """Why the game cannot be played (its rules, base or hooks are broken), or None.

        The game is compiled for every player count (:meth:`Game.load`); a game read from a
        file also plays its trial game (:meth:`load_file_game`), as when it is played. With
        ``play``, also a smoke test: a session starts and its first hand is played with the
        first legal action each time (a few milliseconds), so a hook that raises or answers
        wrongly is found before anybody sits down to play.
        """
        try:
            game = self.game(game_id)
            game.rules  # noqa: B018 - validates the rules
            game.rules_manager  # noqa: B018 - checks the hook names and signatures
            if game.from_data:
                self.load_file_game(game)
            else:
                game.load()
            if play:
                with time_limit(MAX_PLUGIN_SECONDS, "the first hand"):
                    _play_first_hand(game)
        except TrickTakerError as exc:
            return str(exc)
        except TimeLimitExceeded as exc:  # a hook that loops or sleeps
            return f"{exc} (a hook loops or sleeps?)"
        except (Exception, SystemExit) as exc:  # a plugin's phase code failing inside the engine
            return f"the first hand fails: {described(exc)}"
        return None

    def stalls(self, game_id: str) -> str | None:
        """Why the game's first hand hangs (a hook that loops or sleeps past
        :data:`~tricktaker.limits.MAX_PLUGIN_SECONDS`), or None; other failures are left to
        whoever plays it next (``tricktaker check`` reports them check by check)."""
        try:
            with time_limit(MAX_PLUGIN_SECONDS, "the first hand"):
                _play_first_hand(self.game(game_id))
        except TimeLimitExceeded as exc:
            return f"{exc} (a hook loops or sleeps?)"
        except (Exception, SystemExit):
            return None
        return None

    # -- lookup ----------------------------------------------------------------------------

    @property
    def ids(self) -> list[str]:
        return sorted(self._specs)

    def game(self, game_id: str, file: str | Path | None = None) -> Game:
        """The game ``game_id`` with its base chain resolved; a clear error if unknown.

        The same :class:`Game` is returned each time, so its rules are validated once. A game
        that is not installed is read from ``file`` (a variant or rules file), if given.
        """
        if file is not None and game_id not in self._specs:
            read = self.add_file(Path(file))
            if read.id != game_id:
                raise UnknownGame(f"{file} now holds the game {read.id!r}, not {game_id!r}")
            return read
        game = self._games.get(game_id)
        if game is None:
            game = self._games[game_id] = self._resolve(game_id)
        return game

    def _resolve(self, game_id: str) -> Game:
        spec = self._specs.get(game_id)
        if spec is None:
            known = ", ".join(self.ids) or "none"
            raise UnknownGame(f"unknown game {game_id!r}; installed games: {known}")
        chain = [spec]
        while chain[0].base is not None:
            name = chain[0].base
            base = self._specs.get(name) or self._aside.get(name, (None, ""))[0]
            if base is None:
                known = ", ".join(i for i in self.ids if i not in {s.id for s in chain})
                raise UnknownGame(
                    f"game {chain[0].id!r} ({_origin(chain[0])}) is a variant of "
                    f"{chain[0].base!r}, which is not installed; base: an installed game's id "
                    f"({known or 'none'})"
                )
            if base in chain:
                loop = chain[: chain.index(base) + 1]
                steps = " -> ".join(f"{s.id} ({_origin(s)})" for s in [*reversed(loop), base])
                raise PluginError(
                    f"game {game_id!r}: its chain of base games loops: {steps}; each game of "
                    "the loop names another as its base, so none has rules of its own"
                )
            if name not in self._specs and not self._loops_back(base, chain):
                raise UnknownGame(
                    f"game {chain[0].id!r} is a variant of {name!r} ({_origin(base)}), which "
                    f"cannot be used: {self._aside[name][1]}"
                )
            chain.insert(0, base)
        return Game(spec, tuple(chain))

    def _loops_back(self, base: GameSpec, chain: list[GameSpec]) -> bool:
        """Whether the chain of bases from ``base`` comes back to a game of ``chain``."""
        seen = {s.id for s in chain}
        node: GameSpec | None = base
        while node is not None and node.base is not None:
            if node.base in seen:
                return True
            seen.add(node.id)
            node = self._specs.get(node.base) or self._aside.get(node.base, (None, ""))[0]
        return False

    def games(self) -> list[Game]:
        return [self.game(i) for i in self.ids]


def _play_first_hand(game: Game, limit: int = 10_000) -> None:
    session = game.new_session(seed=0)
    for _ in range(limit):
        if session.is_over or session.state.hand_results:
            return
        session.apply(_legal(game, session)[0])
    raise PluginError(f"{game.id}: the first hand does not end within {limit} actions")


def _legal(game: Game, session: Session) -> list[Any]:
    """The legal actions; a game that goes on with none is an error saying in which phase."""
    legal = session.legal_actions()
    if not legal:
        phase = session.phase.name
        raise RulesError(f"{game.id}: nobody can act in the phase {phase!r}, yet it goes on")
    return legal


TRIAL_DEALS = 3
"""The deals of the trial game a game read from a file plays when it loads (:meth:`Game.load`)."""


def _play_trial(game: Game, options: Mapping[str, Any], limit: int = 10_000) -> None:
    """A game of :data:`TRIAL_DEALS` deals, random legal actions seeded 0, to its result."""
    session = game.new_session(options=options, seed=0, stop_after=TRIAL_DEALS)
    rng = random.Random(0)
    for _ in range(limit * TRIAL_DEALS):
        if session.is_over:
            session.result()
            return
        session.apply(rng.choice(_legal(game, session)))
    raise PluginError(f"{game.id}: {TRIAL_DEALS} deals do not end within {limit} actions each")


def described(exc: BaseException) -> str:
    """An exception of a game's code in words: its type and message (or that it has none: a
    bare ``assert``), and the line that raised it; for a :class:`TrickTakerError` raised on
    behalf of another exception (a hook that raised), that exception's line. Never bare."""
    cause = exc.__cause__ if isinstance(exc, TrickTakerError) else exc
    text = str(exc)
    said = f"{type(exc).__name__}: {text}" if text else f"{type(exc).__name__} (with no message)"
    if isinstance(exc, MemoryError):
        said = "MemoryError: out of memory (a number of the rules far too large?)"
    if isinstance(cause, BaseException) and not isinstance(cause, TrickTakerError):
        if not str(cause):
            said += " (with no message)"
        frames = traceback.extract_tb(cause.__traceback__)
        if frames:
            last = frames[-1]
            said += f", raised at {'/'.join(Path(last.filename).parts[-2:])}:{last.lineno}"
            said += f" in {last.name}"
    return said


def _is_game_id(text: object) -> bool:
    """Whether ``text`` is a game id (as ``[game] id`` of a rules file must be)."""
    return isinstance(text, str) and len(text) <= MAX_GAME_ID and bool(re.match(GAME_ID, text))


def _origin(spec: GameSpec) -> str:
    """Where a game was registered from: its file, or the plugin that registered it."""
    return str(spec.file) if spec.file is not None else f"plugin {spec.source}"


def _existing(path: Path) -> Path | None:
    """``path`` resolved if it names an existing file, else None: a name the file system
    refuses (too long, a loop of links, no permission) is not an existing file here; reading
    it then says why, naming the file."""
    try:
        return path.resolve() if path.exists() else None
    except (OSError, RuntimeError, ValueError):
        return None


def rules_module_path(module: ModuleType, name: str = "rules.toml") -> Path:
    """The path of a data file shipped beside a plugin module (its ``rules.toml``)."""
    assert module.__file__ is not None
    return Path(module.__file__).with_name(name)


T = TypeVar("T")


def _of_every_game(registry: Registry | None, read: Callable[[Game], T]) -> Iterator[T]:
    """``read(game)`` for every game of ``registry`` (default: the installed games); a game
    that cannot be loaded is skipped (``tricktaker games`` lists it as broken)."""
    games = registry or default_registry()
    for game_id in games.ids:
        try:
            found = read(games.game(game_id))
        except Exception:
            continue
        yield found


def registered_mechanics(registry: Registry | None = None) -> dict[str, Mechanic]:
    """Every mechanic registered by the default plugins and by the plugins of every game of
    ``registry`` (default: the installed games), by kind, sorted: the one list the reference
    pages, the JSON Schema of the rules and ``tricktaker rules`` are made from."""
    from tricktaker.engine.manager import build_rules_manager

    found = dict(collect_mechanics("the core", build_rules_manager("the core", ())).by_kind)
    for mechanics in _of_every_game(registry, lambda game: game.mechanics):
        for kind, mechanic in mechanics.by_kind.items():
            found.setdefault(kind, mechanic)
    return dict(sorted(found.items()))


def registered_scoring_kinds(registry: Registry | None = None) -> ScoringKinds:
    """Every scoring kind registered by the default plugins and by the plugins of every game
    of ``registry`` (default: the installed games), the core's first: what the JSON Schema of
    the rules is made from (:func:`rules_model`)."""
    from tricktaker.engine.manager import build_rules_manager

    core = collect_scoring_kinds("the core", build_rules_manager("the core", ()))
    by_kind, owners = dict(core.by_kind), dict(core.owners)
    for kinds in _of_every_game(registry, lambda game: game.scoring_kinds):
        for name, kind in kinds.by_kind.items():
            if name not in by_kind:
                by_kind[name], owners[name] = kind, kinds.owners[name]
    return ScoringKinds(by_kind, owners)


_default: Registry | None = None


def default_registry() -> Registry:
    """The process-wide registry of installed games (built on first use)."""
    global _default
    if _default is None:
        _default = Registry()
    return _default


def load_game(game_id: str) -> Game:
    """The installed game ``game_id``, its rules validated (against the registered mechanics
    too: a bad rules file is refused here, not in the middle of a hand)."""
    game = default_registry().game(game_id)
    game.rules  # noqa: B018 - validates the rules
    return game
