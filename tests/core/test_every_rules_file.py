"""Audit (issue 13): every rules or variant file the repository ships plays and replays.

The files are found, not listed: every ``*.toml`` under ``plugins/``, ``docs/`` and ``tests/``
that is a rules or variant file (a ``[game]`` table with an ``id``), every TOML block of the
Markdown pages (``docs/``, the README) that is one, and the rules templates of
``tricktaker new-game`` (``core/tricktaker/templates``), rendered as the scaffold renders them:
a new game, and a variant of each installed game. A file meant to be broken says so in its
path (a folder or name with ``broken`` or ``malformed``): it must be refused, never played.

For each file:

* ``tricktaker check FILE`` accepts it exactly when it loads as the console loads a path
  (``Registry.find``, in a registry of its own) and its game has no problem;
* for each combination of the values its options declare (every value of a ``bool`` or
  ``choice``, the ends, default and patched values of an ``int``, the default and a short list
  of an ``int_list``; when there are more than :data:`MAX_COMBINATIONS` combinations, a sample:
  the defaults, each other value once, then seeded random combinations up to that number),
  ``basic`` bots play a whole game (seeded, bounded by the console's deal limit and an action
  limit), and its record replays, through JSON, to the same ``result()``.

The ``rules.toml`` of an installed plugin is refused by its path (its id is already
registered, see :func:`test_rules_of_an_installed_game_check_by_path`): it is played through the
installed game whose rules it is.
"""

from __future__ import annotations

import itertools
import random
import re
import tomllib
import zlib
from dataclasses import dataclass
from pathlib import Path
from string import Template
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from tricktaker import Game, Registry, Session
from tricktaker.bots import make_bot
from tricktaker.cli.app import app
from tricktaker.cli.play import bot_seed
from tricktaker.errors import RulesError, TrickTakerError
from tricktaker.limits import deal_limit
from tricktaker.rules.options import OptionSpec
from tricktaker.scaffold import TEMPLATES, NewGame
from tricktaker.testing import assert_replays

ROOT = Path(__file__).resolve().parents[2]
MAX_COMBINATIONS = 12
"""Option combinations played per file (all of them when there are no more)."""
MAX_ACTIONS = 50_000
BROKEN = re.compile(r"broken|malformed", re.IGNORECASE)
TOML_BLOCK = re.compile(r"^```toml\n(.*?)^```", re.MULTILINE | re.DOTALL)
INSTALLED = Registry(game_files=False)
REPO_TEMPLATES = ROOT / "core" / TEMPLATES.relative_to(TEMPLATES.parents[2])
"""The repository's templates (``TEMPLATES`` is the installed package's, the same files when
installed in place, copies in a regular install such as the compiled build's)."""


@dataclass(frozen=True)
class RulesSource:
    """A rules or variant file found in the repository: where, and its text."""

    name: str  # how the test is named: the path, with the block or template it comes from
    text: str
    path: Path | None = None  # the file itself (None: written out from a block or a template)

    @property
    def meant_broken(self) -> bool:
        return bool(BROKEN.search(self.name))

    def file(self, folder: Path) -> Path:
        """The file to load: itself, or its text written into ``folder``."""
        if self.path is not None:
            return self.path
        game_id = tomllib.loads(self.text)["game"]["id"]
        target = folder / f"{game_id}.toml"
        target.write_text(self.text, encoding="utf-8")
        return target


def is_rules_text(text: str) -> bool:
    """Whether ``text`` is TOML with a ``[game]`` table naming an id (a rules or variant file;
    other TOML, e.g. a ``pyproject.toml`` or a fragment of a rules file, is not)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return False
    game = data.get("game")
    return isinstance(game, dict) and "id" in game


PLUGIN_PAGES = {"writing-a-mechanic.md"}
"""Pages whose rules file needs the page's own plugin (its phase and scoring kinds): their own
test plays it with that plugin (tests/docs/test_writing_a_mechanic.py)."""


def shipped_sources() -> list[RulesSource]:
    """Every rules or variant file of the repository (see the module docstring)."""
    found: dict[str, RulesSource] = {}
    for folder in ("plugins", "docs", "tests"):
        for path in sorted((ROOT / folder).rglob("*.toml")):
            text = path.read_text(encoding="utf-8")
            if is_rules_text(text) or BROKEN.search(path.name):
                name = str(path.relative_to(ROOT))
                found[name] = RulesSource(name, text, path)
    for page in sorted([ROOT / "README.md", *(ROOT / "docs").rglob("*.md")]):
        if page.name in PLUGIN_PAGES:
            continue
        for number, match in enumerate(TOML_BLOCK.finditer(page.read_text("utf-8")), start=1):
            text = match.group(1)
            if is_rules_text(text) and text not in {s.text for s in found.values()}:
                name = f"{page.relative_to(ROOT)}#toml-{number}"
                found[name] = RulesSource(name, text)
    templates = sorted(REPO_TEMPLATES.glob("rules_*.toml.tmpl"))
    assert templates, f"no rules templates in {REPO_TEMPLATES}"
    for template in templates:
        bases = [None] if "variant" not in template.name else INSTALLED.ids
        for base in bases:
            spec = NewGame(id=f"audit-{base or 'game'}", base=base)
            text = Template(template.read_text("utf-8")).substitute(spec.values())
            name = f"{template.relative_to(ROOT)}({base or 'new game'})"
            found[name] = RulesSource(name, text)
    return list(found.values())


SOURCES = shipped_sources()
LOADABLE = [s for s in SOURCES if not s.meant_broken]


def installed_game(path: Path) -> Game | None:
    """The installed game whose rules file is ``path``, if any (a plugin's ``rules.toml``)."""
    for game_id in INSTALLED.ids:
        rules = INSTALLED.game(game_id).spec.rules
        if rules is not None and (
            rules.resolve() == path.resolve()
            or (  # a regular install (the compiled build's) holds a copy of the plugin's file
                rules.parent.name == path.parent.name
                and rules.name == path.name
                and rules.read_bytes() == path.read_bytes()
            )
        ):
            return INSTALLED.game(game_id)
    return None


def load(source: RulesSource, folder: Path) -> tuple[Game, Registry]:
    """The game of ``source`` and a registry that knows it (for replays)."""
    if source.path is not None:
        game = installed_game(source.path)
        if game is not None:
            return game, INSTALLED
    registry = Registry(game_files=False)
    return registry.find(str(source.file(folder))), registry


# -- option values -----------------------------------------------------------------------------


def option_values(spec: OptionSpec) -> list[Any]:
    """The values of an option the audit plays (see the module docstring)."""
    if spec.type == "bool":
        return [False, True]
    if spec.type == "choice":
        return list(spec.choices or [])
    if spec.type == "int":
        if spec.min is not None and spec.max is not None and spec.max - spec.min < 8:
            return list(range(spec.min, spec.max + 1))
        patched = [int(key) for key in spec.patch]
        return sorted({v for v in (spec.min, spec.default, spec.max, *patched) if v is not None})
    assert spec.type == "int_list"
    low = 1 if spec.min is None else spec.min
    return [spec.default, [low, low]] if spec.default != [low, low] else [spec.default]


def combinations(game: Game, salt: str) -> list[dict[str, Any]]:
    """Every combination of the option values, or a sample (see the module docstring) that holds
    every value of every option and is the same from run to run (seeded by ``salt``)."""
    options = game.rules.options
    names = sorted(options)
    values = [option_values(options[name]) for name in names]
    total = 1
    for vals in values:
        total *= len(vals)
    if total <= MAX_COMBINATIONS:
        return [dict(zip(names, combo, strict=True)) for combo in itertools.product(*values)]
    defaults = {name: options[name].default for name in names}
    chosen = [defaults]
    for name, vals in zip(names, values, strict=True):
        for value in vals:
            if value != defaults[name]:
                chosen.append({**defaults, name: value})
    rnd = random.Random(zlib.crc32(salt.encode()))
    while len(chosen) < MAX_COMBINATIONS:
        chosen.append({name: rnd.choice(vals) for name, vals in zip(names, values, strict=True)})
    return chosen


def play_with_bots(game: Game, options: dict[str, Any], seed: int) -> Session:
    """A whole game of ``basic`` bots, seeded as ``tricktaker play`` seeds them, bounded like a
    bots-only game at the console (the deal limit) and by :data:`MAX_ACTIONS`."""
    session = game.new_session(options=options, seed=seed)
    bots = [make_bot("basic", bot_seed(seed, seat)) for seat in range(session.players)]
    limit = deal_limit(len(session.schedule))
    for _ in range(MAX_ACTIONS):
        if session.is_over or session.state.deal_no >= limit:
            break
        seat = session.current_seat
        session.apply(bots[seat].choose(session, seat))
    return session


# -- the tests ---------------------------------------------------------------------------------


def test_the_audit_finds_the_files_it_must() -> None:
    """The discovery finds the four games, the documented examples and both templates."""
    names = {s.name for s in SOURCES}
    for plugin in ("ohhell", "klaberjass", "bridgette", "drawbridge"):
        assert f"plugins/tricktaker_{plugin}/rules.toml" in names
    assert "docs/examples/oh-hell-twenty.toml" in names
    assert any(n.startswith("docs/plugins.md#toml-") for n in names)  # draw-bridge-short
    assert sum(n.startswith("core/tricktaker/templates/") for n in names) == 1 + len(INSTALLED.ids)


@pytest.mark.parametrize("source", LOADABLE, ids=lambda s: s.name)
def test_every_option_combination_plays_and_replays(source: RulesSource, tmp_path: Path) -> None:
    game, registry = load(source, tmp_path)
    for number, options in enumerate(combinations(game, source.name)):
        seed = zlib.crc32(f"{source.name}:{number}".encode())
        try:
            session = play_with_bots(game, options, seed)
        except RulesError:
            # A game may refuse options that contradict each other (an option error when the
            # session is built, e.g. two ways of giving one fact): never its defaults.
            assert number, f"{source.name}: its default options are refused"
            continue
        assert session.is_over, f"{options}: basic bots did not finish the game (seed {seed})"
        again = assert_replays(session, registry)  # record_of -> JSON -> replay, and without JSON
        assert again.result() == session.result(), options


def check(path: Path) -> Result:
    """``tricktaker check PATH --games 1``, in this process."""
    return CliRunner().invoke(app, ["check", str(path), "--games", "1"], env={"COLUMNS": "200"})


@pytest.mark.parametrize("source", SOURCES, ids=lambda s: s.name)
def test_check_accepts_a_file_exactly_when_it_loads(source: RulesSource, tmp_path: Path) -> None:
    """``tricktaker check FILE`` (one game per check) passes ⇔ the file loads and its game has
    no problem; a file meant to be broken is refused by both."""
    path = source.file(tmp_path)
    registry = Registry(game_files=False)
    try:
        game_id = registry.find(str(path)).id
        loads = registry.problem(game_id) is None
    except TrickTakerError:
        loads = False
    result = check(path)
    assert (result.exit_code == 0) == loads, result.output
    if source.meant_broken:
        assert not loads and result.exit_code == 2, result.output
    elif installed_game(path) is None:
        assert loads, f"{source.name} does not load:\n{result.output}"


@pytest.mark.parametrize(
    "source",
    [s for s in LOADABLE if s.path is not None and installed_game(s.path) is not None],
    ids=lambda s: s.name,
)
def test_rules_of_an_installed_game_check_by_path(source: RulesSource) -> None:
    """``tricktaker check plugins/tricktaker_ohhell/rules.toml`` checks Oh Hell."""
    assert source.path is not None
    game = installed_game(source.path)
    assert game is not None and game.spec.rules is not None
    result = check(game.spec.rules)  # the file itself, or its installed copy (a regular install)
    assert result.exit_code == 0, result.output
