"""Reference pages generated from the code: the rules-file format, the command line, the hooks.

The rules language and the console change often, and a hand-written reference drifts from them
silently. These pages are therefore rendered from the same sources the program uses:

- ``reference/rules-file.md`` from the JSON Schema of :class:`tricktaker.rules.RulesFile` (the
  schema ``python -m tricktaker.schema`` writes to ``schemas/rules.schema.json``);
- ``reference/cli.md`` from the click command tree behind the Typer app
  ``tricktaker.cli.app:app``, walked with click's own introspection (no ``--help`` scraping);
- ``reference/hooks.md`` from :mod:`tricktaker.engine.hookspecs`: the module docstring's
  sections, the hookspecs' signatures, their pluggy markers (``firstresult``) and their
  docstrings, written in the fixed format that module describes (:func:`hookspec_problems`
  says what a docstring lacks).

This is developer tooling, kept outside the installed package: run it from a checkout, with
tricktaker importable. ``python tools/docgen.py docs`` rewrites the pages under ``docs/``; with
``--check`` it only reports whether they are up to date. The output is deterministic (no dates,
no machine paths, stable order), so a test can compare the committed pages with a fresh
rendering.
"""

from __future__ import annotations

import argparse
import inspect
import json
import re
import sys
import textwrap
import tomllib
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from pydantic.json_schema import GenerateJsonSchema
from pydantic_core import core_schema, to_jsonable_python

__all__ = [
    "HOOK_LABELS",
    "PAGES",
    "REQUIRED_LABELS",
    "BundledGame",
    "HookDoc",
    "bundled_games",
    "hookspec_problems",
    "main",
    "parse_hookspec",
    "render_cli_reference",
    "render_hooks_reference",
    "render_observations_reference",
    "render_pages",
    "render_rules_reference",
    "rules_schema",
    "slugify",
    "undescribed_keys",
    "write_pages",
]

REGENERATE = "python tools/docgen.py docs"
"""The command that rewrites the generated pages (quoted in each page and in test failures)."""

ROOT = Path(__file__).resolve().parents[1]
"""The checkout this script belongs to."""

CORE_DISTRIBUTION = "tricktaker"
"""The distribution that installs the core and the bundled games' entry points."""


@dataclass(frozen=True)
class BundledGame:
    """A game shipped with tricktaker: its id, its name, its rules file (as a path in the
    repository) and the parsed rules data (plain TOML, options' patches included)."""

    id: str
    name: str
    path: str
    data: Mapping[str, Any]
    game: Any = field(compare=False, repr=False)  # the registry's Game

    @property
    def patches(self) -> list[tuple[str, Mapping[str, Any]]]:
        """(option, patch) of each option value that changes the rules: the tables it adds
        are tables the game uses (with that option)."""
        out: list[tuple[str, Mapping[str, Any]]] = []
        for option, spec in (self.data.get("options") or {}).items():
            for patch in ((spec or {}).get("patch") or {}).values():
                if isinstance(patch, dict):
                    out.append((option, patch))
        return out


def bundled_games() -> list[BundledGame]:
    """Every game the tricktaker distribution installs, in the registry's order.

    Found as any installed game is, through the registry (its entry points), and kept when its
    plugin comes from the core's distribution and its rules file is its own (no variant): a game
    installed from elsewhere on one machine cannot change the generated pages.
    """
    import importlib.metadata

    from tricktaker.engine.registry import Registry

    ours = {
        ep.name
        for ep in importlib.metadata.entry_points(group="tricktaker")
        if str(getattr(getattr(ep, "dist", None), "name", "")) == CORE_DISTRIBUTION
    }
    out = []
    for game in Registry(game_files=False).games():
        spec = game.spec
        if spec.source not in ours or spec.rules is None or spec.base or spec.file:
            continue
        path = Path(spec.rules)
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        repo_path = f"plugins/{path.parent.name}/{path.name}"
        out.append(BundledGame(game.id, game.name, repo_path, data, game))
    return out


# -- Markdown helpers -------------------------------------------------------------------------


def slugify(text: str) -> str:
    """The anchor MkDocs gives a heading with this text (Python-Markdown's ``toc`` slugify).

    Headings here avoid punctuation runs, so GitHub's anchors for them are the same.
    """
    value = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    value = re.sub(r"[^\w\s-]", "", value).strip().lower()
    return re.sub(r"[-\s]+", "-", value)


class _Anchors:
    """Allocates heading anchors in page order, de-duplicated the way ``toc`` does (``_1``…)."""

    def __init__(self) -> None:
        self._used: set[str] = set()

    def add(self, heading: str) -> str:
        """The anchor of the next heading with this Markdown text (code spans lose backticks)."""
        base = slugify(heading.replace("`", ""))
        anchor, count = base, 0
        while anchor in self._used or not anchor:
            count += 1
            anchor = f"{base}_{count}"
        self._used.add(anchor)
        return anchor


def _one_line(text: str) -> str:
    """Text for a table cell: one line, pipes escaped."""
    return " ".join(text.split()).replace("|", "\\|")


def _code(text: str) -> str:
    """A Markdown code span holding ``text`` (wider fences when the text has backticks)."""
    fence = "``" if "`" in text else "`"
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def _table(headers: Sequence[str], rows: Iterable[Sequence[str]]) -> list[str]:
    """A Markdown table (pipes in cells escaped, empty cells kept), as lines."""
    lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    lines.extend("| " + " | ".join(_one_line(cell) for cell in row) + " |" for row in rows)
    return lines


def _paragraphs(text: str) -> list[str]:
    """A docstring-like text as Markdown paragraphs (line breaks inside a paragraph dropped)."""
    return [" ".join(p.split()) for p in re.split(r"\n\s*\n", text.strip()) if p.strip()]


def _first_sentence(text: str) -> str:
    """The first sentence of a description: its first paragraph up to the first '. '."""
    paragraphs = _paragraphs(text)
    if not paragraphs:
        return ""
    head, sep, _ = paragraphs[0].partition(". ")
    return head + ("." if sep else "")


# -- the rules-file reference -----------------------------------------------------------------


class _DocsJsonSchema(GenerateJsonSchema):
    """JSON Schema generation that also shows defaults made by a ``default_factory``.

    Plain pydantic leaves them out (``level_zero: list[str] = Field(default_factory=list)`` has
    no ``default`` in the schema), yet a reader needs to know that leaving the field out means
    ``[]``. Factories that take the validated data are left alone.
    """

    def get_default_value(self, schema: core_schema.WithDefaultSchema) -> Any:
        factory = schema.get("default_factory")
        if factory is not None and not schema.get("default_factory_takes_data"):
            return to_jsonable_python(factory())  # type: ignore[call-arg]
        return super().get_default_value(schema)


def rules_schema(model: type[BaseModel] | None = None) -> dict[str, Any]:
    """The JSON Schema of a rules file (or of ``model``), with factory defaults filled in.

    It comes from the pydantic model itself, as ``schemas/rules.schema.json`` does.
    """
    if model is None:
        from tricktaker.rules import RulesFile

        model = RulesFile
    return model.model_json_schema(schema_generator=_DocsJsonSchema)


_SCALARS = {
    "integer": "int",
    "string": "str",
    "boolean": "bool",
    "number": "float",
    "null": "nothing",
}


@dataclass
class _Section:
    """One table of the rules file: a model of the schema, rendered as one page section."""

    key: str  # its "$defs" name ("" for the top level)
    schema: Mapping[str, Any]
    heading: str  # Markdown heading text
    level: int
    path: tuple[str, ...]  # keys leading to the table; "NAME" stands for a key the author picks
    shape: str  # "table", "list" (an array of tables) or "map" (tables by name)
    condition: tuple[tuple[str, ...], str, str] | None = None  # (union path, field, value)
    also: list[str] = field(default_factory=list)  # other places the same table is used
    also_paths: list[tuple[str, ...]] = field(default_factory=list)  # and their paths
    anchor: str = ""

    @property
    def toml(self) -> str:
        """How the table's header is written in a rules file: ``[deck]``, ``[[deck.suits]]``."""
        return _toml_header(self.path, "list" if self.shape == "list" else "table")


def _toml_header(path: Sequence[str], shape: str) -> str:
    dotted = ".".join(path)
    return f"[[{dotted}]]" if shape == "list" else f"[{dotted}]"


def _ref_name(schema: Mapping[str, Any]) -> str | None:
    ref = schema.get("$ref")
    return ref.rsplit("/", 1)[-1] if isinstance(ref, str) else None


def _non_null(alternatives: Iterable[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    return [alt for alt in alternatives if alt.get("type") != "null"]


def _has_path(data: Any, path: Sequence[str]) -> bool:
    """Whether parsed TOML ``data`` holds something at ``path`` ("NAME": any key)."""
    if not path:
        return data is not None
    if isinstance(data, list):
        return any(_has_path(item, path) for item in data)
    if not isinstance(data, dict):
        return False
    head, rest = path[0], path[1:]
    if head == "NAME":
        return any(_has_path(value, rest) for value in data.values())
    return head in data and _has_path(data[head], rest)


def _get_path(data: Any, path: Sequence[str]) -> Any:
    for part in path:
        if not isinstance(data, dict) or part not in data:
            return None
        data = data[part]
    return data


_INTRO_HEADINGS = ("Rules file reference", "How to read the tables", "Examples", "Variant files")
"""The headings of the page's introduction, before the sections (their anchors come first)."""

_Union = tuple[str, list[tuple[str, str]]]
"""A discriminated union: the discriminator field and its (value, model name) members."""


class _RulesPage:
    """Plans the sections of the rules reference (one per TOML table), then renders them.

    Sections come in the order of the fields, depth first, so a nested table follows the table
    that holds it. A model used in several places gets one section (at its first place) that
    names the others; each member of a discriminated union (the scoring kinds) gets its own.
    """

    def __init__(
        self,
        schema: Mapping[str, Any],
        examples: Sequence[BundledGame],
        kinds: Sequence[PhaseKind] = (),
    ) -> None:
        self.schema = schema
        self.defs: Mapping[str, Any] = schema.get("$defs", {})
        self.examples = examples
        self.kinds = kinds
        self.sections: list[_Section] = [
            _Section("", schema, "Top-level keys", 2, (), "table"),
        ]
        self.by_key: dict[str, _Section] = {}
        self.variant_sections: dict[tuple[str, str], _Section] = {}
        self._plan(schema, path=(), level=2, condition=None)
        for section in self.sections:  # a table inside a shared table is at its places too
            for outer in self.sections:
                if outer is section or not outer.path:
                    continue
                if section.path[: len(outer.path)] == outer.path:
                    rest = section.path[len(outer.path) :]
                    section.also_paths += [(*place, *rest) for place in outer.also_paths]
        documented = {s.key for s in self.sections}
        for name in sorted(self.defs):  # every model documented, even one no field reaches
            if self._is_model(name) and name not in documented:
                self._add(name, f"`{name}`", 2, (name,), "table")
        anchors = _Anchors()
        for heading in _INTRO_HEADINGS:
            anchors.add(heading)
        for section in self.sections:
            section.anchor = anchors.add(section.heading)

    def _is_model(self, name: str | None) -> bool:
        return name is not None and "properties" in self.defs.get(name, {})

    # planning

    def _add(
        self,
        key: str,
        heading: str,
        level: int,
        path: tuple[str, ...],
        shape: str,
        condition: tuple[tuple[str, ...], str, str] | None = None,
        variant: tuple[str, str] | None = None,
    ) -> _Section:
        section = _Section(key, self.defs[key], heading, level, path, shape, condition)
        self.sections.append(section)
        if variant is None:
            self.by_key[key] = section
        else:
            self.variant_sections[variant] = section
        return section

    def _plan(
        self,
        model: Mapping[str, Any],
        path: tuple[str, ...],
        level: int,
        condition: tuple[tuple[str, ...], str, str] | None,
    ) -> None:
        """Add a section for each table reached from ``model``'s fields, depth first."""
        child_level = min(level + 1, 6)
        for name, prop in model.get("properties", {}).items():
            here = (*path, name)
            for shape, target in self._tables_of(prop):
                if not isinstance(target, str):  # a discriminated union: a section per member
                    field_name, members = target
                    for value, key in members:
                        heading = f"`{_toml_header(here, 'table')}`, {field_name} `{value}`"
                        member_condition = (here, field_name, value)
                        self._add(
                            key,
                            heading,
                            level,
                            here,
                            "table",
                            member_condition,
                            (field_name, value),
                        )
                        self._plan(self.defs[key], here, child_level, member_condition)
                    continue
                table_path = (*here, "NAME") if shape == "map" else here
                if target in self.by_key:
                    self.by_key[target].also.append(_toml_header(table_path, shape))
                    self.by_key[target].also_paths.append(table_path)
                    continue
                header = _toml_header(table_path, shape)
                self._add(target, f"`{header}`", level, table_path, shape, condition)
                self._plan(self.defs[target], table_path, child_level, condition)

    def _tables_of(self, prop: Mapping[str, Any]) -> list[tuple[str, str | _Union]]:
        """The tables a field holds: (shape, model name), or ("table", a discriminated union)."""
        found: list[tuple[str, str | _Union]] = []
        for alt in _non_null(prop.get("anyOf", [prop])):
            union = self._union(alt)
            items = alt.get("items")
            values = alt.get("additionalProperties")
            if union is not None:
                found.append(("table", union))
            elif self._is_model(_ref_name(alt)):
                found.append(("table", str(_ref_name(alt))))
            elif isinstance(items, dict) and self._is_model(_ref_name(items)):
                found.append(("list", str(_ref_name(items))))
            elif isinstance(values, dict) and self._is_model(_ref_name(values)):
                found.append(("map", str(_ref_name(values))))
        return found

    def _union(self, schema: Mapping[str, Any]) -> _Union | None:
        """The discriminator and (value, model) members of a discriminated union, in order."""
        discriminator = schema.get("discriminator")
        if not isinstance(discriminator, dict) or "oneOf" not in schema:
            return None
        field_name = str(discriminator["propertyName"])
        by_ref = {ref: value for value, ref in discriminator.get("mapping", {}).items()}
        members = []
        for member in schema["oneOf"]:
            key = _ref_name(member)
            if key is None:
                continue
            value = by_ref.get(member["$ref"])
            if value is None:  # no mapping: the member's constant discriminator field
                value = self.defs[key]["properties"].get(field_name, {}).get("const", key)
            members.append((str(value), key))
        return field_name, members

    # types, defaults, descriptions

    def _link(self, key: str, path: Sequence[str], shape: str) -> str:
        """A link to a table's section, its text the header as written at ``path``."""
        text = _toml_header((*path, "NAME") if shape == "map" else path, shape)
        return f"[{_code(text)}](#{self.by_key[key].anchor})"

    def _type(self, schema: Mapping[str, Any], path: Sequence[str]) -> str:
        """A readable type: ``int``, ``list of str``, ``one of "a", "b"``, links to tables."""
        text = self._bare_type(schema, path)
        limits = _constraints(schema)
        return f"{text}, {limits}" if limits else text

    def _bare_type(self, schema: Mapping[str, Any], path: Sequence[str]) -> str:
        union = self._union(schema)
        if union is not None:
            field_name, members = union
            links = [
                f"[{_code(value)}](#{self.variant_sections[(field_name, value)].anchor})"
                for value, _ in members
            ]
            return f"table, by {_code(field_name)}: " + _or(links)
        if "anyOf" in schema:
            return _or([self._type(alt, path) for alt in _non_null(schema["anyOf"])])
        ref = _ref_name(schema)
        if ref is not None:
            if ref in self.by_key:
                return "table " + self._link(ref, path, "table")
            return self._type(self.defs[ref], path)  # an enum or alias kept in $defs
        if "const" in schema:
            return _code(_toml(schema["const"])) + " (the only value)"
        if "enum" in schema:
            return "one of " + ", ".join(_code(_toml(v)) for v in schema["enum"])
        kind = schema.get("type")
        if kind == "array":
            items = schema.get("items")
            if not isinstance(items, dict) or not items:
                return "list"
            if _ref_name(items) in self.by_key:
                return "list of tables " + self._link(str(_ref_name(items)), path, "list")
            return "list of " + self._type(items, path)
        if kind == "object":
            values = schema.get("additionalProperties")
            if not isinstance(values, dict) or not values:
                return "table"
            if _ref_name(values) in self.by_key:
                return "tables by name: " + self._link(str(_ref_name(values)), path, "map")
            return f"table: key → {self._type(values, path)}"
        if isinstance(kind, list):
            return _or([_SCALARS.get(str(k), str(k)) for k in kind])
        if isinstance(kind, str):
            return _SCALARS.get(kind, kind)
        return "any value"

    def _default(self, schema: Mapping[str, Any], required: bool) -> str:
        if required or "default" not in schema:
            return ""
        value = schema["default"]
        if value is None:
            return "not set"
        ref = _ref_name(schema)
        if ref is not None and self._is_model(ref) and isinstance(value, dict):
            own = {
                name: prop["default"]
                for name, prop in self.defs[ref]["properties"].items()
                if "default" in prop
            }
            if value == own:
                return "each field's default"
        return _code(_toml(value))

    def _description(self, schema: Mapping[str, Any]) -> str:
        text = schema.get("description")
        if isinstance(text, str):
            return text
        for alt in _non_null(schema.get("anyOf", [schema])):
            union = self._union(alt)
            if union is not None:
                return f"Its {_code(union[0])} picks one of the tables linked."
            # A table field without a description of its own: its table's first sentence.
            ref = _ref_name(alt) or _ref_name(alt.get("items") or {})
            ref = ref or _ref_name(alt.get("additionalProperties") or {})
            description = self.defs.get(ref or "", {}).get("description")
            if isinstance(description, str):
                return _first_sentence(description)
        return ""

    def _field_rows(self, section: _Section) -> list[list[str]]:
        model = section.schema
        required = set(model.get("required", []))
        return [
            [
                _code(name),
                self._type(prop, (*section.path, name)),
                self._default(prop, name in required),
                "yes" if name in required else "no",
                self._description(prop),
            ]
            for name, prop in model.get("properties", {}).items()
        ]

    # rendering

    def _examples_line(self, section: _Section) -> str:
        """Which bundled rules files have this table, at any of its places, in the file or in
        an option's patch (all of them: said in a few words)."""
        if not section.path or not self.examples or section.key not in self._reached():
            return ""
        files, every = [], True
        for game in self.examples:
            found = _uses(game.data, section)
            options = [o for o, patch in game.patches if _uses(patch, section, game.data)]
            if found:
                files.append(_code(game.path))
            elif options:
                named = ", ".join(_code(o) for o in dict.fromkeys(options))
                files.append(f"{_code(game.path)} (option {named})")
            every = every and found
        if not files:
            return "None of the bundled games uses this table."
        if every and len(files) > 1:
            return "Every bundled game has this table (see [Examples](#examples))."
        return ("Example: " if len(files) == 1 else "Examples: ") + ", ".join(files) + "."

    def _reached(self) -> set[str]:
        return {s.key for s in self.sections if s.path and s.path[0] in self.schema["properties"]}

    def render(self) -> str:
        lines = [
            "# Rules file reference",
            "",
            "> This page is generated from the pydantic model `tricktaker.rules.RulesFile` "
            "(the same model that writes `schemas/rules.schema.json`). Do not edit it by hand: "
            f"after changing the rules models, regenerate it with `{REGENERATE}`.",
            "",
            "A game is mostly data: its `rules.toml` holds the pack, the options, the phases of "
            "a hand and every number of the scoring. The file is checked when the game is "
            "loaded; a misspelt or unknown field is an error that names the file and the field, "
            "never a silently ignored setting. Loading a rules file never runs code.",
            "",
            "## How to read the tables",
            "",
            "Each section below is one TOML table of the file, with one row per field:",
            "",
            "- **Type**: `int`, `str`, `bool`, `float`; `list of …` is a TOML array; "
            "`table: key → …` is a table whose keys you choose; a link leads to the section of "
            "a nested table. Limits (`≥ 1`, `at least 1 item`, a pattern) follow the type.",
            "- **Default**: the value used when the field is left out; *not set* means the "
            "field is optional and absent unless given.",
            "- **Required**: fields marked *yes* must be given.",
            "",
            "A list of tables such as `[[deck.suits]]` can be written as repeated "
            "`[[deck.suits]]` blocks or as an inline array, "
            '`suits = [{ letter = "S", symbol = "♠", name = "spades" }, …]`. `NAME` in a '
            "header stands for a key you choose, e.g. `[options.players]`.",
            "",
            "The `phases` list names the phases of one hand, in order. Each phase is of a "
            "*kind*, provided by a mechanic: `play` and each `[tricks.NAME]` are trick phases "
            "(kind `tricks`), a phase with a `[mechanics.NAME]` table is of that table's "
            "`kind`, any other phase is of the kind of its name. "
            "[Phase kinds](#phase-kinds) lists every kind the core and the bundled games "
            "register; a game plugin can add kinds of its own.",
            "",
            "## Examples",
            "",
            "The bundled games are complete, commented rules files to start from:",
            "",
            *(f"- {game.name}: {_code(game.path)}" for game in self.examples),
            "",
            "`tricktaker rules GAME --toml` prints the rules file of any installed game.",
            "",
            "## Variant files",
            "",
            "A variant that changes only data needs no Python: a *variant file* is a TOML "
            'file with a top-level `base = "<game id>"` that holds only the tables it changes. '
            "Its tables are merged over the base game's rules: tables merge key by key, any other "
            "value (a list included) replaces the base's value. A key cannot be deleted, but an "
            "option given its own `choices` drops the base's `patch` entries of the values it "
            "no longer offers (e.g. `first_dealer` for three players). The merged rules are then "
            "validated as a whole, like any rules file. A `[game]` table with at least `id` is "
            "required; the other `[game]` fields are the base's unless given. A file without "
            "`base` is a whole rules file.",
            "",
            "Example: `docs/examples/oh-hell-twenty.toml` (Oh Hell with another schedule and "
            "bonus). `tricktaker play FILE` and `tricktaker check FILE` take such a file by "
            "path; the files in the directories named by the `TRICKTAKER_GAMES` environment "
            "variable and in the `variants` folder of the user's data directory are installed "
            "games too. The exact behaviour is in `core/tricktaker/engine/gamefiles.py`.",
        ]
        for section in self.sections:
            lines += ["", "#" * section.level + " " + section.heading, ""]
            if section.condition is not None and section.path == section.condition[0]:
                _, field_name, value = section.condition
                lines += [
                    f"The {_code(section.toml)} table when "
                    f"{_code(f'{field_name} = {_toml(value)}')}.",
                    "",
                ]
            description = section.schema.get("description")
            if isinstance(description, str):
                lines += [*_join_paragraphs(_paragraphs(description)), ""]
            if section.also:
                others = ", ".join(_code(header) for header in section.also)
                lines += [f"The same table is also used for {others}.", ""]
            examples = self._examples_line(section)
            if examples:
                lines += [examples, ""]
            header = "Key" if not section.path else "Field"
            lines += _table(
                [header, "Type", "Default", "Required", "Description"],
                self._field_rows(section),
            )
        if self.kinds:
            lines += ["", "## Phase kinds", "", *_kinds_intro(), "", *_kinds_table(self.kinds)]
            lines += _mechanic_settings_lines(self.kinds, self.examples)
        return "\n".join(lines) + "\n"


def _uses(data: Any, section: _Section, base: Any = None) -> bool:
    """Whether rules data (a file, or an option's patch over ``base``) has ``section``'s table
    at any of its places (with the union member's value, for a scoring kind's table)."""
    if section.condition is not None:
        union_path, field_name, value = section.condition
        found = _get_path(data, (*union_path, field_name))
        if found is None and base is not None:
            found = _get_path(base, (*union_path, field_name))
        if found != value:
            return False
    return any(_has_path(data, path) for path in (section.path, *section.also_paths))


# -- phase kinds -----------------------------------------------------------------------------


@dataclass(frozen=True)
class PhaseKind:
    """A phase kind as its mechanic declares it (``tricktaker.Mechanic``): the module providing
    it, its summary, where its settings live (a core table, or ``[mechanics.NAME]`` with its
    settings model), and the bundled games with a phase of that kind."""

    kind: str
    mechanic: str
    summary: str
    table: str | None
    model: type[BaseModel] | None
    games: tuple[str, ...]

    @property
    def settings(self) -> str:
        """Where a phase of this kind reads its settings, as a TOML header ('' if none)."""
        if self.table is not None:
            return f"[{self.table}]"
        return "[mechanics.NAME]" if self.model is not None else ""


def phase_kinds(games: Sequence[BundledGame] | None = None) -> list[PhaseKind]:
    """Every phase kind registered by the default plugins and by the bundled games' plugins
    (their ``Mechanic`` declarations, through the ``mechanics`` hook), the core's first, in
    registration order, each with the bundled games that have a phase of that kind."""
    from tricktaker.engine.manager import build_rules_manager
    from tricktaker.engine.mechanic import collect_mechanics
    from tricktaker.engine.plugins import is_default

    games = bundled_games() if games is None else games
    found: dict[str, tuple[str, Any]] = {}
    for game_id, plugins in [("the core", ()), *((g.id, g.game.plugins) for g in games)]:
        registered = collect_mechanics(game_id, build_rules_manager(game_id, plugins))
        for kind, mechanic in registered.by_kind.items():
            owner = registered.owners[kind]  # a default plugin's module, or "game:module:i"
            module = owner if is_default(owner) else owner.split(":")[1]
            found.setdefault(kind, (module, mechanic))
    used: dict[str, list[str]] = {}
    for game in games:
        rules = game.game.rules
        for phase in rules.phases:
            kind = rules.kind_of(phase)
            if game.id not in used.setdefault(kind, []):
                used[kind].append(game.id)
    return [
        PhaseKind(
            kind,
            module,
            mechanic.summary,
            mechanic.table,
            mechanic.settings,
            tuple(used.get(kind, ())),
        )
        for kind, (module, mechanic) in found.items()
    ]


def _kinds_intro() -> list[str]:
    return [
        "Every phase kind the core's mechanics and the bundled games' plugins declare "
        "(`tricktaker.Mechanic`, through the `mechanics` hook), generated from their "
        "declarations. *Settings* is where a phase of the kind reads its settings: a table of "
        "the rules file, or `[mechanics.NAME]` (the table named after the phase, with `kind`; "
        "its fields are under [Mechanic settings](rules-file.md#mechanic-settings)).",
    ]


def _game_link(game_id: str, prefix: str = "../games/") -> str:
    """A game's id, linked to its page when the docs have one."""
    if (ROOT / "docs" / "games" / f"{game_id}.md").is_file():
        return f"[{game_id}]({prefix}{game_id}.md)"
    return game_id


def _kinds_table(kinds: Sequence[PhaseKind], page: str = "") -> list[str]:
    """The table of phase kinds; ``page`` is the rules-file page as linked from here."""

    def settings(k: PhaseKind) -> str:
        if k.table is None and k.model is not None:
            return f"[{_code(k.settings)}]({page}#{slugify(f'kind = {_toml(k.kind)}')})"
        return _code(k.settings) if k.settings else ""

    return _table(
        ["Kind", "Provided by", "Settings", "Bundled games", "What it does"],
        [
            [
                _code(k.kind),
                _code(k.mechanic),
                settings(k),
                ", ".join(_game_link(g) for g in k.games) or "none",
                _inline(k.summary),
            ]
            for k in kinds
        ],
    )


def _mechanic_settings_lines(
    kinds: Sequence[PhaseKind], examples: Sequence[BundledGame] = ()
) -> list[str]:
    """A section per registered mechanic whose settings live in ``[mechanics.NAME]`` (with its
    ``kind``), from its settings model, each naming the bundled games with such a table."""
    lines = [
        "",
        "## Mechanic settings",
        "",
        "A phase whose mechanic has settings of its own names it in `[mechanics.NAME]` "
        "(`NAME` the phase's name in `phases`) with `kind` (by default the phase's name) and "
        "the mechanic's fields, checked by the mechanic's model when the game loads: an "
        "unknown key or a bad value refuses the file, naming `mechanics.NAME.KEY`. The "
        "mechanics of the core and of the bundled games:",
    ]
    for kind in sorted((k for k in kinds if k.table is None and k.model), key=lambda k: k.kind):
        assert kind.model is not None
        schema = rules_schema(kind.model)
        defs: Mapping[str, Any] = schema.get("$defs", {})
        doc = _inline(kind.model.__doc__ or "") or _inline(kind.summary)
        lines += ["", f"### `kind = {_toml(kind.kind)}`", "", doc, ""]
        lines += [f"Provided by {_code(kind.mechanic)}.", ""]
        files = [
            _code(game.path)
            for game in examples
            if any(
                isinstance(table, dict) and table.get("kind", phase) == kind.kind
                for phase, table in (game.data.get("mechanics") or {}).items()
            )
        ]
        if examples:
            lines += [f"Bundled games: {', '.join(files) if files else 'none'}.", ""]
        lines += _settings_table(schema, defs)
        for name, prop in schema.get("properties", {}).items():  # its nested tables
            for ref, shape in _nested_models(prop):
                nested = defs[ref]
                where = f"mechanics.NAME.{name}" + (".KEY" if shape == "map" else "")
                intro = _inline(str(nested.get("description", "")))
                lines += ["", f"#### `[{where}]`", "", intro, ""] if intro else [""]
                lines += _settings_table(nested, defs)
    return lines


def _nested_models(prop: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The models a setting holds, as ($defs name, ``table`` or ``map``): a table (optional
    or not) or tables by name."""
    found = []
    for alt in [prop, *prop.get("anyOf", [])]:
        ref = _ref_name(alt)
        if ref is not None:
            found.append((ref, "table"))
        extra = alt.get("additionalProperties")
        if isinstance(extra, dict) and _ref_name(extra) is not None:
            found.append((str(_ref_name(extra)), "map"))
    return found


def _setting_type(prop: Mapping[str, Any], defs: Mapping[str, Any]) -> str:
    """A mechanic setting's type in words: ``int``, ``list of str``, ``one of "a", "b"``, a
    table, tables by name."""
    words = {"integer": "int", "boolean": "bool", "string": "str", "number": "float"}
    if "enum" in prop:
        return "one of " + ", ".join(_code(_toml(v)) for v in prop["enum"])
    alternatives = _non_null(prop.get("anyOf", [])) if "anyOf" in prop else [prop]
    texts = []
    for alt in alternatives:
        ref = _ref_name(alt)
        if ref is not None:
            target = defs.get(ref, {})
            texts.append(_setting_type(target, defs) if "enum" in target else "table")
            continue
        extra = alt.get("additionalProperties")
        if isinstance(extra, dict) and _ref_name(extra) is not None:
            texts.append("tables by name")
            continue
        kind_text = words.get(alt.get("type", ""), alt.get("type", "") or "value")
        if kind_text == "array":
            item = alt.get("items", {}).get("type", "value")
            kind_text = f"list of {words.get(item, item)}"
        texts.append(kind_text)
    return " or ".join(texts) or "value"


def _settings_table(schema: Mapping[str, Any], defs: Mapping[str, Any]) -> list[str]:
    """The table of a mechanic's settings (or of a table they hold): field, type, default,
    whether it is required, description."""
    required = set(schema.get("required", []))
    rows = []
    for name, prop in schema.get("properties", {}).items():
        if name == "kind":
            continue
        limits = _constraints(prop)
        rows.append(
            [
                _code(name),
                _setting_type(prop, defs) + (f", {limits}" if limits else ""),
                "" if name in required else _code(_toml(prop.get("default"))),
                "yes" if name in required else "no",
                str(prop.get("description", "")),
            ]
        )
    return _table(["Field", "Type", "Default", "Required", "Description"], rows)


def _join_paragraphs(paragraphs: list[str]) -> list[str]:
    out: list[str] = []
    for paragraph in paragraphs:
        if out:
            out.append("")
        out.append(paragraph)
    return out


def _or(parts: Sequence[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " or " + parts[-1]


def _count(number: Any, singular: str, plural: str) -> str:
    return f"{number} {singular if number == 1 else plural}"


def _constraints(schema: Mapping[str, Any]) -> str:
    """Limits of a value in words: ``≥ 1``, ``1 to 2 characters``, ``at least 1 item``."""
    parts = []
    for key, sign in (
        ("minimum", "≥"),
        ("exclusiveMinimum", ">"),
        ("maximum", "≤"),
        ("exclusiveMaximum", "<"),
    ):
        if key in schema:
            parts.append(f"{sign} {schema[key]}")
    for low_key, high_key, singular, plural in (
        ("minLength", "maxLength", "character", "characters"),
        ("minItems", "maxItems", "item", "items"),
        ("minProperties", "maxProperties", "entry", "entries"),
    ):
        low, high = schema.get(low_key), schema.get(high_key)
        if low is not None and low == high:
            parts.append("exactly " + _count(low, singular, plural))
        elif low is not None and high is not None:
            parts.append(f"{low} to {high} {plural}")
        elif low is not None:
            parts.append("at least " + _count(low, singular, plural))
        elif high is not None:
            parts.append("at most " + _count(high, singular, plural))
    if "pattern" in schema:
        parts.append("matching " + _code(str(schema["pattern"])))
    return ", ".join(parts)


_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")


def _toml(value: Any) -> str:
    """A JSON value written as a TOML literal (``true``, ``"x"``, ``[1, 2]``, ``{ a = 1 }``)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return json.dumps(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(_toml(item) for item in value) + "]"
    if isinstance(value, dict):
        if not value:
            return "{}"
        items = (
            f"{key if _BARE_KEY.match(str(key)) else json.dumps(str(key))} = {_toml(item)}"
            for key, item in value.items()
        )
        return "{ " + ", ".join(items) + " }"
    return json.dumps(value)


def render_rules_reference(
    schema: Mapping[str, Any] | None = None,
    examples: Sequence[BundledGame] | None = None,
) -> str:
    """The rules-file reference page: one section and one field table per TOML table.

    ``schema`` defaults to :func:`rules_schema`; ``examples`` default to every bundled game
    (:func:`bundled_games`), whose rules files say which tables each game uses; with the
    defaults the page also lists the registered phase kinds (:func:`phase_kinds`).
    """
    if examples is None:
        examples = bundled_games()
        kinds = phase_kinds(examples)
    else:
        kinds = []
    page = _RulesPage(rules_schema() if schema is None else schema, examples, kinds)
    return page.render()


# -- the command-line reference ---------------------------------------------------------------
#
# Typer builds a click command tree. Recent Typer releases ship their own copy of click
# (``typer._click``) whose classes are not click's, so the objects below are typed ``Any`` and
# used only through the API both share: list_commands/get_command, get_params,
# collect_usage_pieces, get_usage_pieces, Context.command_path and the parameter attributes.


def _cli_help(command: Any) -> str:
    """A command's help text as click shows it: before any ``\\f``, without ``\\b`` markers."""
    text = str(command.help or "").split("\f", 1)[0]
    return "\n".join(line for line in text.splitlines() if line.strip() != "\b").strip()


def _param_names(param: Any, ctx: Any) -> str:
    """An argument as the usage line names it; an option's flags, short ones first."""
    if param.param_type_name == "argument":
        pieces = param.get_usage_pieces(ctx) or [param.metavar or param.name]
        return _code(" ".join(str(p) for p in pieces).strip("[]{}"))
    opts = sorted(param.opts, key=lambda o: len(o) - len(o.lstrip("-/")))
    names = ", ".join(_code(o) for o in opts)
    if param.secondary_opts:
        names += " / " + ", ".join(_code(o) for o in param.secondary_opts)
    return names


def _param_type(param: Any, ctx: Any) -> str:
    """The value a parameter takes: ``flag``, ``int``, ``float, ≥ 0.0``, ``str, repeatable``."""
    if getattr(param, "count", False):
        return "count (repeatable flag)"
    if getattr(param, "is_flag", False):
        return "flag"
    low = getattr(param, "min", None)
    high = getattr(param, "max", None)
    if hasattr(param, "display_type"):  # Typer's own click
        text = str(param.display_type(ctx)).strip("<>")
    else:  # click
        text = str(param.type.name)
        low = getattr(param.type, "min", low)
        high = getattr(param.type, "max", high)
    text = text.removesuffix(" range")
    if param.multiple and text.startswith("list[") and text.endswith("]"):
        text = text[5:-1]
    text = {"text": "str", "integer": "int"}.get(text, text)
    if "|" in text:  # a choice: "a|b|c"
        text = "one of " + ", ".join(_code(choice) for choice in text.split("|"))
    if param.param_type_name == "option" and param.metavar:
        text = f"{param.metavar} ({text})"
    parts = [text]
    if low is not None and high is not None:
        parts.append(f"{low} to {high}")
    elif low is not None:
        parts.append(f"≥ {low}")
    elif high is not None:
        parts.append(f"≤ {high}")
    if param.multiple:
        parts.append("repeatable")
    return ", ".join(parts)


def _param_default(param: Any) -> str:
    """``required``, the default value, ``on`` for a flag set by default, or nothing."""
    if param.required:
        return "required"
    default = param.default
    if getattr(param, "is_flag", False) and not getattr(param, "count", False):
        return "on" if default else ""
    if default is None or (isinstance(default, list | tuple) and not default):
        return ""
    if callable(default):
        return "(computed)"
    if isinstance(default, list | tuple):
        return ", ".join(_code(str(item)) for item in default)
    return _code(str(getattr(default, "value", default)))


def _param_help(param: Any) -> str:
    """The parameter's help, and the environment variables it reads, if any."""
    text = str(getattr(param, "help", None) or "")
    envvar = param.envvar
    if envvar:
        names = [envvar] if isinstance(envvar, str) else list(envvar)
        text += (" " if text else "") + "Environment: " + ", ".join(_code(n) for n in names) + "."
    return text


def _param_rows(params: Iterable[Any], ctx: Any) -> list[list[str]]:
    return [
        [_param_names(p, ctx), _param_type(p, ctx), _param_default(p), _param_help(p)]
        for p in params
    ]


@dataclass
class _CliCommand:
    """One command of the tree with its context (for its path and usage) and heading anchor."""

    command: Any
    ctx: Any
    anchor: str = ""


def _walk(command: Any, ctx: Any) -> list[_CliCommand]:
    """The sub-commands under ``command``, depth first, in the order click lists them."""
    out = []
    if hasattr(command, "list_commands"):
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            if sub is None or getattr(sub, "hidden", False):
                continue
            sub_ctx = sub.context_class(sub, info_name=name, parent=ctx)
            out.append(_CliCommand(sub, sub_ctx))
            out.extend(_walk(sub, sub_ctx))
    return out


def _usage(command: Any, ctx: Any) -> str:
    return " ".join([str(ctx.command_path), *(str(p) for p in command.collect_usage_pieces(ctx))])


def _params_section(command: Any, ctx: Any, labels: bool = True) -> list[str]:
    """Tables of a command's arguments and options (visible ones, in click's order)."""
    params = [p for p in command.get_params(ctx) if not getattr(p, "hidden", False)]
    arguments = [p for p in params if p.param_type_name == "argument"]
    options = [p for p in params if p.param_type_name != "argument"]
    lines: list[str] = []
    if arguments:
        lines += ["", "**Arguments**"] if labels else []
        lines += [
            "",
            *_table(["Argument", "Type", "Default", "Description"], _param_rows(arguments, ctx)),
        ]
    if options:
        lines += ["", "**Options**"] if labels else []
        lines += [
            "",
            *_table(["Option", "Type", "Default", "Description"], _param_rows(options, ctx)),
        ]
    return lines


def render_cli_reference(app: Any = None, prog_name: str = "tricktaker") -> str:
    """The command-line reference page: every command with its help, usage and parameters.

    ``app`` is a ``typer.Typer`` (default: ``tricktaker.cli.app:app``); whatever commands it
    has are documented, in the order click lists them.
    """
    import typer

    if app is None:
        from tricktaker.cli.app import app
    root: Any = typer.main.get_command(app)
    root_ctx = root.context_class(root, info_name=prog_name)
    commands = _walk(root, root_ctx)
    anchors = _Anchors()
    for heading in ("Command-line reference", "Commands", f"Options of {prog_name}"):
        anchors.add(heading)
    for entry in commands:
        entry.anchor = anchors.add(f"`{entry.ctx.command_path}`")
    lines = [
        "# Command-line reference",
        "",
        "> This page is generated from the console's command definitions "
        "(`tricktaker.cli.app:app`). Do not edit it by hand: after changing a command, "
        f"regenerate it with `{REGENERATE}`.",
        "",
        *_join_paragraphs(_paragraphs(_cli_help(root))),
        "",
        "```text",
        _usage(root, root_ctx),
        "```",
        "",
        f"Every command also explains itself: `{prog_name} COMMAND --help`.",
        "",
        "## Commands",
        "",
    ]
    lines += _table(
        ["Command", "What it does"],
        [
            [
                f"[{_code(e.ctx.command_path)}](#{e.anchor})",
                e.command.get_short_help_str(limit=200),
            ]
            for e in commands
        ],
    )
    lines += ["", f"## Options of {prog_name}"]
    lines += _params_section(root, root_ctx, labels=False)
    for entry in commands:
        command, ctx = entry.command, entry.ctx
        lines += ["", f"## `{ctx.command_path}`", ""]
        if getattr(command, "deprecated", False):
            lines += ["*Deprecated.*", ""]
        lines += [*_join_paragraphs(_paragraphs(_cli_help(command))), ""]
        lines += ["```text", _usage(command, ctx), "```"]
        lines += _params_section(command, ctx)
        epilog = str(getattr(command, "epilog", None) or "")
        if epilog:
            lines += ["", *_join_paragraphs(_paragraphs(epilog))]
    return "\n".join(lines) + "\n"


# -- the hook reference -----------------------------------------------------------------------
#
# Rendered from tricktaker.engine.hookspecs: the module docstring's underlined sections are the
# page's introduction, each HookGroup in a spec class opens a section, and each hookspec's docstring
# (in the format the module docstring describes) is one hook's entry. A hookspec whose
# documentation misses a part is refused, so the page cannot be generated without it.

HOOK_LABELS = ("When", "How often", "Result", "Default", "Errors")
"""The labelled paragraphs of a hookspec's docstring, in the order they must come."""
REQUIRED_LABELS = ("When", "How often", "Result", "Default")
"""The labels every hookspec must have (``Errors`` is optional)."""

_FIELD = re.compile(r"^(" + "|".join(re.escape(label) for label in HOOK_LABELS) + r"): (.*)$", re.S)
_PARAM = re.compile(r"^:param (\w+):\s*(.*)$", re.S)
_CODE_DIRECTIVE = re.compile(r"^\.\. code-block:: *([\w+-]+)$")
_LIST_ITEM = re.compile(r"^(\d+\.|[-*]) ")
_HEADING_RULE = re.compile(r"^=+$")


@dataclass(frozen=True)
class _Block:
    """A piece of docstring text: a paragraph, a list, or a code block."""

    kind: str  # "text", "list" or "code"
    text: str  # a paragraph's or a list's lines (joined by newlines), or the code
    language: str = ""  # of a code block
    literal: bool = False  # a paragraph that ended with "::": a code block follows


def _literal_block(lines: list[str], start: int) -> tuple[str, int]:
    """The indented block from ``start`` (after blank lines), dedented; and where it ends."""
    i = start
    while i < len(lines) and not lines[i].strip():
        i += 1
    if i == len(lines) or not lines[i][:1].isspace():
        raise ValueError("'::' or '.. code-block::' must be followed by an indented block")
    body = []
    while i < len(lines) and (not lines[i].strip() or lines[i][:1].isspace()):
        body.append(lines[i])
        i += 1
    while body and not body[-1].strip():
        body.pop()
    return textwrap.dedent("\n".join(body)), i


def _doc_blocks(text: str) -> list[_Block]:
    """A docstring (or part of one) as blocks: paragraphs, lists and literal code blocks.

    As in reStructuredText, a paragraph ending with ``::`` introduces an indented block of
    Python (the paragraph keeps one colon), and ``.. code-block:: LANG`` a block in LANG.
    """
    lines = inspect.cleandoc(text).splitlines()
    blocks: list[_Block] = []
    i = 0
    while i < len(lines):
        if not lines[i].strip():
            i += 1
            continue
        directive = _CODE_DIRECTIVE.match(lines[i].strip())
        if directive:
            code, i = _literal_block(lines, i + 1)
            blocks.append(_Block("code", code, directive.group(1)))
            continue
        start = i
        while i < len(lines) and lines[i].strip():
            i += 1
        paragraph = "\n".join(line.strip() for line in lines[start:i])
        kind = "list" if _LIST_ITEM.match(paragraph) else "text"
        if paragraph.endswith("::"):
            lead = paragraph.removesuffix("::").rstrip()
            if lead:
                blocks.append(_Block(kind, lead + ":", literal=True))
            code, i = _literal_block(lines, i)
            blocks.append(_Block("code", code, "python"))
        else:
            blocks.append(_Block(kind, paragraph))
    return blocks


_ROLE = re.compile(r":(?:mod|class|func|meth|attr|data|exc|obj):`~?([^`]+)`")
_DOUBLE_CODE = re.compile(r"``([^`]+)``")


def _inline(text: str) -> str:
    """Docstring text as one line of Markdown: ``code`` and :role:`name` become code spans."""
    text = " ".join(text.split())
    text = _ROLE.sub(r"`\1`", text)
    return _DOUBLE_CODE.sub(r"`\1`", text)


def _list_items(text: str) -> list[str]:
    """The items of a list paragraph, each on one line with its marker."""
    items: list[str] = []
    for line in text.splitlines():
        if _LIST_ITEM.match(line) or not items:
            items.append(line)
        else:
            items[-1] += " " + line
    return [_inline(item) for item in items]


def _blocks_markdown(blocks: Iterable[_Block]) -> list[str]:
    """Blocks as Markdown lines, a blank line between blocks."""
    lines: list[str] = []
    for block in blocks:
        if lines:
            lines.append("")
        if block.kind == "code":
            lines += [f"```{block.language}", *block.text.splitlines(), "```"]
        elif block.kind == "list":
            lines += _list_items(block.text)
        else:
            lines.append(_inline(block.text))
    return lines


def _doc_sections(text: str) -> tuple[str, list[tuple[str, str]]]:
    """A docstring's preamble, then its (heading, body) sections: a heading is a line
    underlined with ``=``."""
    lines = inspect.cleandoc(text).splitlines()
    starts = [
        i
        for i in range(len(lines) - 1)
        if lines[i].strip() and _HEADING_RULE.match(lines[i + 1].strip())
    ]
    preamble = "\n".join(lines[: starts[0]] if starts else lines)
    sections = []
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        sections.append((lines[start].strip(), "\n".join(lines[start + 2 : end])))
    return preamble, sections


def _annotation(annotation: Any) -> str:
    if annotation is inspect.Parameter.empty:
        return ""
    if isinstance(annotation, str):  # the hookspecs use `from __future__ import annotations`
        return annotation
    return inspect.formatannotation(annotation)


@dataclass
class HookDoc:
    """A hookspec and its documentation, parsed from its signature, marker and docstring."""

    name: str
    firstresult: bool
    params: list[tuple[str, str]]  # (name, annotation), ``self`` left out
    returns: str
    summary: str = ""
    notes: list[_Block] = field(default_factory=list)
    param_docs: dict[str, str] = field(default_factory=dict)
    fields: dict[str, str] = field(default_factory=dict)  # label -> text
    example_lead: str = ""
    example: str = ""
    problems: list[str] = field(default_factory=list)
    anchor: str = ""

    @property
    def signature(self) -> str:
        args = ", ".join(f"{name}: {kind}" if kind else name for name, kind in self.params)
        return f"{self.name}({args})" + (f" -> {self.returns}" if self.returns else "")

    @property
    def call(self) -> str:
        """The hook with its parameter names: ``deal(session, state, pack)``."""
        return f"{self.name}({', '.join(name for name, _ in self.params)})"


def parse_hookspec(function: Callable[..., Any], project: str) -> HookDoc:
    """Read a hookspec of pluggy project ``project``: what it is and what its docstring says.

    Whatever is missing or out of place in the docstring is listed in ``problems``.
    """
    opts = getattr(function, f"{project}_spec", None) or {}
    signature = inspect.signature(function)
    doc = HookDoc(
        name=function.__name__,
        firstresult=bool(opts.get("firstresult")),
        params=[
            (p.name, _annotation(p.annotation))
            for p in signature.parameters.values()
            if p.name != "self"
        ],
        returns=_annotation(signature.return_annotation),
    )
    problems = doc.problems
    try:
        blocks = _doc_blocks(function.__doc__ or "")
    except ValueError as exc:
        problems.append(str(exc))
        blocks = []
    if not blocks or blocks[0].kind != "text" or _FIELD.match(blocks[0].text):
        problems.append("no summary paragraph")
    else:
        doc.summary = blocks.pop(0).text
    stage, last_label = "notes", -1
    i = 0
    while i < len(blocks):
        block = blocks[i]
        i += 1
        field_match = _FIELD.match(block.text) if block.kind == "text" else None
        if block.kind == "text" and block.text.startswith(":param "):
            if stage not in ("notes", "params"):
                problems.append(":param after the labelled paragraphs")
            stage = "params"
            for chunk in re.split(r"\n(?=:param )", block.text):
                param = _PARAM.match(chunk)
                if param is None:
                    problems.append(f"malformed parameter line {chunk.splitlines()[0]!r}")
                elif param.group(1) in doc.param_docs:
                    problems.append(f"parameter {param.group(1)!r} documented twice")
                else:
                    doc.param_docs[param.group(1)] = param.group(2)
        elif field_match is not None and not block.literal:
            label = field_match.group(1)
            if stage == "example":
                problems.append(f"'{label}:' after the example")
            if label in doc.fields:
                problems.append(f"'{label}:' given twice")
            elif HOOK_LABELS.index(label) < last_label:
                problems.append(f"'{label}:' out of order (the order is {', '.join(HOOK_LABELS)})")
            last_label = max(last_label, HOOK_LABELS.index(label))
            doc.fields[label] = field_match.group(2)
            stage = "fields"
        elif block.kind == "text" and block.text.startswith("Example"):
            if not (block.literal and block.text.startswith("Example:")):
                problems.append("the example must be 'Example::' and an indented block")
            elif doc.example:
                problems.append("more than one example")
            else:
                doc.example_lead = block.text.removeprefix("Example:").strip()
                doc.example = blocks[i].text
                i += 1
            stage = "example"
        elif stage == "notes":
            doc.notes.append(block)
        else:
            first = block.text.splitlines()[0] if block.text else ""
            problems.append(f"unexpected text after the {stage}: {first!r} (a misspelt label?)")
    expected = [name for name, _ in doc.params]
    for name in expected:
        if name not in doc.param_docs:
            problems.append(f"parameter {name!r} is not documented (':param {name}: ...')")
    for name in doc.param_docs:
        if name not in expected:
            problems.append(f"documents a parameter {name!r} the hook does not have")
    for label in REQUIRED_LABELS:
        if label not in doc.fields:
            problems.append(f"no '{label}:' paragraph")
    if "Result" in doc.fields:
        kind = "firstresult" if doc.firstresult else "broadcast"
        first_word = re.match(r"\w*", doc.fields["Result"])
        if first_word is None or first_word.group() != kind:
            problems.append(f"'Result:' must start with {kind!r}, as the hookspec's marker says")
    if not doc.example:
        problems.append("no example ('Example::' and an indented block)")
    return doc


@dataclass
class _HookSection:
    title: str
    intro: str
    hooks: list[HookDoc] = field(default_factory=list)
    anchor: str = ""


def _default_specs() -> list[tuple[type, str]]:
    from tricktaker.engine import hookspecs

    return [
        (hookspecs.RegistrySpecs, hookspecs.REGISTRY_PROJECT),
        (hookspecs.RuleSpecs, hookspecs.RULES_PROJECT),
    ]


def _hook_sections(specs: Sequence[tuple[type, str]]) -> tuple[list[_HookSection], list[str]]:
    """The page's hook sections from the spec classes, and every documentation problem."""
    from tricktaker.engine.hookspecs import HookGroup

    sections: list[_HookSection] = []
    problems: list[str] = []
    for spec_class, project in specs:
        current: _HookSection | None = None
        for name, value in vars(spec_class).items():
            if isinstance(value, HookGroup):
                current = _HookSection(value.title, value.intro)
                sections.append(current)
            elif callable(value) and getattr(value, f"{project}_spec", None) is not None:
                hook = parse_hookspec(value, project)
                problems += [f"{spec_class.__name__}.{name}: {p}" for p in hook.problems]
                if current is None:
                    problems.append(f"{spec_class.__name__}.{name}: no HookGroup before it")
                    continue
                current.hooks.append(hook)
    return sections, problems


def hookspec_problems(specs: Sequence[tuple[type, str]] | None = None) -> list[str]:
    """What is missing or malformed in the hookspecs' documentation (empty when complete).

    ``specs`` are (spec class, pluggy project) pairs; by default tricktaker's two.
    """
    return _hook_sections(_default_specs() if specs is None else specs)[1]


def _hook_entry(hook: HookDoc) -> list[str]:
    lines = [f"### `{hook.name}`", "", "```text", hook.signature, "```", ""]
    lines.append(_inline(hook.summary))
    if hook.notes:
        lines += ["", *_blocks_markdown(hook.notes)]
    if hook.params:
        lines += ["", "**Parameters**", ""]
        for name, kind in hook.params:
            typed = f"`{name}` ({_code(kind)})" if kind else f"`{name}`"
            lines.append(f"- {typed}: {_inline(hook.param_docs.get(name, ''))}")
    for label in HOOK_LABELS:
        if label in hook.fields:
            lines += ["", f"**{label}:** {_inline(hook.fields[label])}"]
    lead = f" {_inline(hook.example_lead)}" if hook.example_lead else ""
    lines += ["", f"**Example:**{lead}", "", "```python", *hook.example.splitlines(), "```"]
    return lines


def render_hooks_reference(
    specs: Sequence[tuple[type, str]] | None = None, module_doc: str | None = None
) -> str:
    """The hook reference page, from the hookspecs' docstrings, signatures and markers.

    ``specs`` are (spec class, pluggy project) pairs, by default ``RegistrySpecs`` and
    ``RuleSpecs``; ``module_doc`` (by default ``tricktaker.engine.hookspecs``'s docstring) gives the
    introduction: its underlined sections, the preamble left out. Raises ``ValueError`` when
    a hookspec's documentation misses a part (see :func:`hookspec_problems`).
    """
    if module_doc is None:
        from tricktaker.engine import hookspecs

        module_doc = hookspecs.__doc__ or ""
    kinds = phase_kinds() if specs is None else []
    sections, problems = _hook_sections(_default_specs() if specs is None else specs)
    if problems:
        raise ValueError("incomplete hook documentation:\n" + "\n".join(f"- {p}" for p in problems))
    _, intro = _doc_sections(module_doc)
    anchors = _Anchors()
    anchors.add("Hook reference")
    lines = [
        "# Hook reference",
        "",
        "> This page is generated from the hookspecs (`core/tricktaker/engine/hookspecs.py`: the "
        "module's docstring and each hook's). Do not edit it by hand: after changing a hook or "
        f"its documentation, regenerate it with `{REGENERATE}`.",
        "",
        "Every hook of the engine: when it is called, how often, how results combine, what the "
        "core does when no plugin answers, and a short example. The contracts are in "
        "`core/tricktaker/engine/hookspecs.py`; the core's own answers are in "
        "the default plugins (`tricktaker.mechanics`, listed in "
        "`core/tricktaker/engine/plugins.py`). For the big picture, read "
        "[how the engine works](../architecture.md) first. [The summary](#summary) puts every "
        "hook in one table"
        + (
            ", and [the phase kinds](#phase-kinds) lists every registered phase kind."
            if kinds
            else "."
        ),
    ]
    for title, body in intro:
        anchors.add(title)
        lines += ["", f"## {title}", "", *_blocks_markdown(_doc_blocks(body))]
    for section in sections:
        section.anchor = anchors.add(section.title)
        lines += ["", f"## {section.title}"]
        if section.intro:
            lines += ["", *_blocks_markdown(_doc_blocks(section.intro))]
        for hook in section.hooks:
            hook.anchor = anchors.add(f"`{hook.name}`")
            lines += ["", *_hook_entry(hook)]
    if kinds:
        if anchors.add("Phase kinds") != "phase-kinds":
            raise ValueError("a heading takes the anchor of the phase kinds")
        lines += [
            "",
            "## Phase kinds",
            "",
            *_kinds_intro(),
            "",
            *_kinds_table(kinds, "rules-file.md"),
        ]
    summary_anchor = anchors.add("Summary")
    if summary_anchor != "summary":
        raise ValueError(f"a heading takes the summary's anchor (it got {summary_anchor!r})")
    lines += ["", "## Summary", ""]
    lines += _table(
        ["Hook", "When", "How often", "Result"],
        [
            [
                f"[{_code(hook.call)}](#{hook.anchor})",
                _inline(_first_sentence(hook.fields["When"])),
                _inline(_first_sentence(hook.fields["How often"])),
                _inline(_first_sentence(hook.fields["Result"])),
            ]
            for section in sections
            for hook in section.hooks
        ],
    )
    return "\n".join(lines) + "\n"


# -- the observation reference ------------------------------------------------------------------
#
# Rendered from the visibility declarations: the engine's State.seen, the ``seen`` of every part the
# game's phases keep (under every player count and every value of its choice and bool options), and
# the keys the views add apart (tricktaker.engine.views.OBSERVED_APART). Each declaration carries
# its description; the types are those of the values seen in one seeded random deal of each
# configuration (deterministic).

OBSERVATIONS_PAGE = "reference/observations.md"
UNDESCRIBED = "**no description**"
"""What the page says of a declared key without a description (a test refuses it)."""


class _Shape:
    """The types seen in the values of one key: each type by name, lists and tuples with the
    shape of their items."""

    def __init__(self) -> None:
        self.types: dict[str, _Shape | None] = {}

    def add(self, value: Any, cards: bool = False) -> None:
        if isinstance(value, list | tuple):
            child = self.types.setdefault(type(value).__name__, _Shape())
            assert child is not None
            for item in value:
                child.add(item, cards)
        elif value is None:
            self.types.setdefault("None", None)
        elif isinstance(value, bool):
            self.types.setdefault("bool", None)
        elif isinstance(value, int):
            self.types.setdefault("card" if cards else "int", None)
        else:
            self.types.setdefault(type(value).__name__, None)

    def text(self) -> str:
        names = sorted(self.types, key=lambda n: (n == "None", n))
        parts = []
        for name in names:
            child = self.types[name]
            if child is not None and child.types:
                inner = child.text()
                parts.append(f"{name} of {'(' + inner + ')' if ' or ' in inner else inner}")
            else:
                parts.append(name)
        return " or ".join(parts)


@dataclass
class _ObservedKey:
    """One key of a game's observation: where it comes from, its declaration, its shape."""

    key: str
    seen: Any  # tricktaker.engine.visibility.Seen
    source: str  # "engine", "views" or the part's key
    options: set[str] = field(default_factory=set)  # only with these options ("" : always)
    shape: _Shape = field(default_factory=_Shape)


def _who(seen: Any, key: str) -> str:
    if seen.who == "all":
        return "everybody (revealed by the rules)" if seen.revealed else "everybody"
    if seen.who == "owner":
        if key == "legal":
            return "the seat to act"
        return "its owner" + (f" (the others: `{key}_counts`)" if seen.cards else "")
    return "nobody"


def _configurations(game: Any) -> list[tuple[str, dict[str, Any]]]:
    """(label, options) of each configuration whose parts the page covers: the defaults for
    every player count, then each value of each choice or bool option (other than players),
    the other options at their defaults."""
    from tricktaker.rules import players_of

    rules = game.rules
    counts = players_of(rules)
    out: list[tuple[str, dict[str, Any]]] = [("", {"players": n}) for n in counts]
    for name, option in rules.options.items():
        if name == "players":
            continue
        values: list[Any] = []
        if option.type == "choice":
            values = list(option.choices or ())
        elif option.type == "bool":
            values = [True, False]
        for value in values:
            if value == option.default:
                continue
            shown_value = _toml(value).strip('"')
            out.append((f"{name} = {shown_value}", {"players": counts[0], name: value}))
    return out


def _observed_keys(game: Any, deals: int = 3) -> list[_ObservedKey]:
    """Every key of ``game``'s observation, with the declaration that says who sees it and the
    types of the values seen in ``deals`` seeded random deals of each configuration."""
    import random

    from tricktaker.engine.state import State
    from tricktaker.engine.views import OBSERVED_APART, SHOWN_APART
    from tricktaker.errors import TrickTakerError

    keys: dict[str, _ObservedKey] = {}

    def note(key: str, seen: Any, source: str, label: str) -> None:
        entry = keys.setdefault(key, _ObservedKey(key, seen, source))
        entry.options.add(label)

    for label, options in _configurations(game):
        try:
            compiled = game.compiled(options)
        except TrickTakerError:  # a combination the game refuses: no observation
            continue
        for key, seen in OBSERVED_APART.items():
            note(key, seen, "views", "")
        for key, seen in State.seen.items():
            if key not in SHOWN_APART:
                note(key, seen, "engine", "")
        for part in (*compiled.hand_parts, *compiled.match_parts):
            for key, seen in part.seen.items():
                note(key, seen, part.key, label)
                if seen.who == "owner" and seen.cards:
                    counts = f"{key}_counts"
                    note(counts, _counts_seen(key), part.key, label)
        session = game.new_session(options, seed=0, stop_after=deals)
        rng = random.Random(0)
        for _ in range(5_000):
            for seat in range(compiled.players):
                for key, value in session.observation(seat).items():
                    if key in keys:
                        keys[key].shape.add(value, keys[key].seen.cards)
            if session.is_over or session.state.stopped:
                break
            session.apply(rng.choice(session.legal_actions()))
    for entry in keys.values():
        if "" in entry.options:
            entry.options = {""}
    order = {"views": 0, "engine": 1}
    return sorted(keys.values(), key=lambda k: (order.get(k.source, 2), k.source))


def _counts_seen(key: str) -> Any:
    from tricktaker.engine.visibility import PUBLIC

    return PUBLIC(f"how many cards each seat has in `{key}`")


def undescribed_keys(games: Sequence[BundledGame] | None = None) -> list[str]:
    """Every declared key of a bundled game's observation without a description (game: key)."""
    games = bundled_games() if games is None else games
    return [
        f"{game.id}: {entry.key} ({entry.source})"
        for game in games
        for entry in _observed_keys(game.game)
        if not entry.seen.doc
    ]


def render_observations_reference(games: Sequence[BundledGame] | None = None) -> str:
    """The observation reference: per bundled game, every key of ``observation(seat)`` with
    who sees it, its type and its meaning, from the visibility declarations."""
    games = bundled_games() if games is None else games
    lines = [
        "# Observations",
        "",
        "> This page is generated from the visibility declarations (the `seen` of the engine's "
        "`State` and of every mechanic's `Part`, each with its description, and "
        "`OBSERVED_APART` in `core/tricktaker/engine/views.py`). Do not edit it by hand: after "
        f"changing a declaration, regenerate it with `{REGENERATE}`.",
        "",
        "`session.observation(seat)` is what one seat may see: a dictionary of plain values "
        "(ints, lists, tuples, strings, None, a few frozen records such as actions). Seats "
        "are 0-based, cards are ints of the game's deck (`deck.text(card)` names one), and a "
        "suit is an index into the deck's suits (-1: no trump). Who sees a key:",
        "",
        "- **everybody**: the same value in every seat's observation (*revealed by the rules*: "
        "a public fact that depends on hidden cards, such as who holds the best run);",
        "- **its owner**: each seat sees its own entry only; for cards, the others see how many "
        "(`NAME_counts`);",
        "- **the seat to act**: only in the observation of the seat whose turn it is.",
        "",
        "A part's keys are there only in a game whose phases keep it; *Only with* names the "
        "option that brings it. *Type* is that of the values seen in a seeded random deal "
        "(`card` is an int naming a card). What nobody sees (the stock, the pack as dealt, the "
        "hand's log until it is over) is never in an observation: each game's section lists "
        "those keys last.",
    ]
    for game in games:
        entries = _observed_keys(game.game)
        shown = [
            e for e in entries if e.seen.who != "nobody" and (e.source != "views" or e.shape.types)
        ]  # a key the view adds only in some hands (played_by) is listed where it is seen
        hidden = [e for e in entries if e.seen.who == "nobody"]
        lines += ["", f"## {game.name}", ""]
        lines += [
            f"Game id `{game.id}` ([the game's page](../games/{game.id}.md)).",
            "",
        ]
        rows = []
        for entry in shown:
            only = sorted(o for o in entry.options if o)
            source = {"views": "the view", "engine": "the engine"}.get(
                entry.source, f"part `{entry.source}`"
            )
            rows.append(
                [
                    _code(entry.key),
                    _who(entry.seen, entry.key),
                    entry.shape.text() or "(not seen in the sample)",
                    _inline(entry.seen.doc) if entry.seen.doc else UNDESCRIBED,
                    source + (" (only with " + "; ".join(only) + ")" if only else ""),
                ]
            )
        lines += _table(["Key", "Who sees it", "Type", "Meaning", "From"], rows)
        if hidden:
            lines += ["", "Never in the observation (nobody sees them):", ""]
            lines += [f"- {_code(e.key)}: {_inline(e.seen.doc) or UNDESCRIBED}" for e in hidden]
    return "\n".join(lines) + "\n"


# -- the files --------------------------------------------------------------------------------

PAGES: dict[str, Callable[[], str]] = {
    "reference/rules-file.md": render_rules_reference,
    "reference/cli.md": render_cli_reference,
    "reference/hooks.md": render_hooks_reference,
    OBSERVATIONS_PAGE: render_observations_reference,
}
"""Generated pages, by path under the docs directory, with the function rendering each."""


def render_pages() -> dict[str, str]:
    """Path under the docs directory → the page's text, as it should be committed."""
    return {path: render() for path, render in PAGES.items()}


def write_pages(docs_dir: Path) -> list[Path]:
    """(Re)write the generated pages under ``docs_dir``; return the paths written."""
    written = []
    for relative, text in render_pages().items():
        path = docs_dir / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """``python tools/docgen.py [DOCS_DIR] [--check]``: write or check the pages."""
    parser = argparse.ArgumentParser(
        prog="python tools/docgen.py",
        description="Generate the rules-file, command-line and hook reference pages.",
    )
    parser.add_argument("docs_dir", nargs="?", default="docs", help="the docs directory")
    parser.add_argument(
        "--check", action="store_true", help="only report pages that differ; exit 1 if any"
    )
    args = parser.parse_args(argv)
    docs_dir = Path(args.docs_dir)
    if args.check:
        stale = [
            relative
            for relative, text in render_pages().items()
            if not (docs_dir / relative).is_file()
            or (docs_dir / relative).read_text(encoding="utf-8") != text
        ]
        for relative in stale:
            print(f"{docs_dir / relative} is out of date; run: {REGENERATE}")
        return 1 if stale else 0
    for path in write_pages(docs_dir):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
