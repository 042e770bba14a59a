"""The generated reference pages are committed up to date, and they document everything.

``docs/reference/rules-file.md``, ``docs/reference/cli.md`` and ``docs/reference/hooks.md`` are
rendered by ``tools/docgen.py`` from the rules models, the Typer app and the hookspecs. These
tests fail when a model, a command or a hook changed without the pages being regenerated, when
the generator leaves out a field, a command or an option, and when a hookspec's docstring misses
a part of its documentation.
"""

from __future__ import annotations

import difflib
import importlib.util
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pluggy
import pytest
import typer
from pydantic import BaseModel, Field

import docgen  # tools/docgen.py, put on sys.path by conftest.py
from tricktaker.cli.app import app
from tricktaker.engine.hookspecs import (
    REGISTRY_PROJECT,
    RULES_PROJECT,
    HookGroup,
    RegistrySpecs,
    RuleSpecs,
)
from tricktaker.rules import RulesFile

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
REGENERATE = "python tools/docgen.py docs"


@pytest.fixture(scope="module")
def rules_page() -> str:
    return docgen.render_rules_reference()


@pytest.fixture(scope="module")
def cli_page() -> str:
    return docgen.render_cli_reference()


def sections(page: str) -> dict[str, str]:
    """Heading text (level 2 and deeper) → the text under it, up to the next heading."""
    out: dict[str, str] = {}
    heading = ""
    for line in page.splitlines():
        match = re.match(r"^#{2,6} (.*)$", line)
        if match:
            heading = match.group(1)
            out[heading] = ""
        elif heading:
            out[heading] += line + "\n"
    return out


def first_column(text: str) -> set[str]:
    """The code-span names in the first column of the table rows in ``text``."""
    names = set()
    for line in text.splitlines():
        if line.startswith("| `"):
            first = line.split(" | ")[0].removeprefix("| ")
            names.update(re.findall(r"`([^`]+)`", first))
    return names


def row(text: str, name: str) -> str:
    """The table row of field ``name``."""
    for line in text.splitlines():
        if line.startswith(f"| `{name}` |"):
            return line
    raise AssertionError(f"no row for {name!r} in:\n{text}")


# -- (a) the committed pages are current --------------------------------------------------------


@pytest.mark.parametrize("relative", sorted(docgen.PAGES))
def test_committed_page_is_current(relative: str) -> None:
    path = DOCS / relative
    expected = docgen.PAGES[relative]()
    assert path.is_file(), f"docs/{relative} is missing; generate it with: {REGENERATE}"
    actual = path.read_text(encoding="utf-8")
    if actual != expected:
        diff = difflib.unified_diff(
            actual.splitlines(),
            expected.splitlines(),
            f"docs/{relative} (committed)",
            f"docs/{relative} (generated now)",
            lineterm="",
        )
        shown = "\n".join(list(diff)[:60])
        pytest.fail(
            f"docs/{relative} is out of date with the code; regenerate it with "
            f"`{REGENERATE}` and commit the result.\n{shown}"
        )


def test_generation_is_deterministic() -> None:
    assert docgen.render_pages() == docgen.render_pages()


def test_main_writes_and_checks(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert docgen.main([str(tmp_path), "--check"]) == 1
    assert "out of date" in capsys.readouterr().out
    assert docgen.main([str(tmp_path)]) == 0
    for relative in docgen.PAGES:
        assert (tmp_path / relative).is_file()
    assert docgen.main([str(tmp_path), "--check"]) == 0


def test_pages_name_no_machine_paths() -> None:
    for text in docgen.render_pages().values():
        assert str(ROOT) not in text
        assert str(Path.home()) not in text


def test_docgen_runs_as_a_script_from_the_checkout() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "docgen.py"), str(DOCS), "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_docgen_is_not_part_of_the_installed_package() -> None:
    assert importlib.util.find_spec("tricktaker.docgen") is None
    assert Path(docgen.__file__).resolve() == ROOT / "tools" / "docgen.py"


# -- (b) the rules reference documents every field -----------------------------------------------


def test_rules_page_says_it_is_generated(rules_page: str) -> None:
    assert REGENERATE in rules_page
    for package in ("tricktaker_ohhell", "tricktaker_klaberjass", "tricktaker_bridgette"):
        assert f"plugins/{package}/rules.toml" in rules_page


def test_rules_page_has_the_main_tables(rules_page: str) -> None:
    headings = sections(rules_page)
    for table in (
        "`[game]`",
        "`[deck]`",
        "`[[deck.suits]]`",
        "`[options.NAME]`",
        "`[deal]`",
        "`[schedule]`",
        "`[bidding]`",
        "`[auction]`",
        "`[play]`",
        "`[match]`",
        "`[scoring]`, kind `exact_bid`",
        "`[scoring]`, kind `point_trick`",
        "`[scoring]`, kind `contract`",
    ):
        assert table in headings, f"no section {table}"
    top = first_column(headings["Top-level keys"])
    for key in ("game", "deck", "options", "phases", "deal", "schedule", "bidding", "scoring"):
        assert key in top


def test_rules_page_documents_every_field_of_every_model(rules_page: str) -> None:
    """Each model of the schema has a section whose table lists exactly its fields."""
    schema = RulesFile.model_json_schema()
    tables = [first_column(text) for text in sections(rules_page).values()]
    models = {"RulesFile": schema, **schema["$defs"]}
    for name, model in models.items():
        if "properties" not in model:
            continue
        fields = set(model["properties"])
        assert fields in tables, f"no table lists exactly the fields of {name}: {sorted(fields)}"


def test_rules_page_documents_every_allowed_value(rules_page: str) -> None:
    def walk(node: Any) -> Any:
        if isinstance(node, dict):
            yield node
            for value in node.values():
                yield from walk(value)
        elif isinstance(node, list):
            for value in node:
                yield from walk(value)

    for node in walk(RulesFile.model_json_schema()):
        for value in node.get("enum", []) + ([node["const"]] if "const" in node else []):
            assert f'`"{value}"`' in rules_page, f"allowed value {value!r} not documented"


def test_rules_page_types_defaults_and_constraints(rules_page: str) -> None:
    text = sections(rules_page)
    deal = text["`[deal]`"]
    assert 'one of `"none"`, `"next"`, `"stock_top"`' in row(deal, "turn_up")
    assert "| not set | no |" in row(deal, "hand_size")
    assert "list of int, > 0, at least 1 item | `[1]` |" in row(deal, "batches")
    suits = text["`[[deck.suits]]`"]
    assert "str, 1 to 2 characters |  | yes |" in row(suits, "letter")
    assert "int, ≥ 0 |  | yes |" in row(text["`[pass_cards]`"], "cards")
    # a default made by a default_factory is shown
    assert "| `[]` |" in row(text["`[auction]`"], "level_zero")
    # nested tables link to their sections, the scoring union to each kind
    assert "[`[[deck.suits]]`](#decksuits)" in row(text["`[deck]`"], "suits")
    scoring = row(text["Top-level keys"], "scoring")
    for kind in ("exact_bid", "point_trick", "contract"):
        assert f"(#scoring-kind-{kind})" in scoring
    # descriptions come from the Field descriptions and the model docstrings
    assert "Ranks from highest to lowest." in row(text["`[deck]`"], "ranks")
    assert "Trick play: who leads" in text["`[play]`"]
    assert "`[tricks.NAME]`" in text["`[play]`"]


def test_rules_renderer_handles_unions_and_optional_fields() -> None:
    from typing import Literal

    class Small(BaseModel):
        """A small table."""

        kind: Literal["small"] = "small"
        size: int = Field(1, ge=1, le=9, description="How big.")

    class Large(BaseModel):
        kind: Literal["large"] = "large"
        names: list[str] = Field(default_factory=lambda: ["a"])

    class Top(BaseModel):
        """The top."""

        shape: Small | Large | None = Field(None, discriminator="kind")
        colour: Literal["red", "blue"] | None = None
        counts: dict[str, Small] = Field(default_factory=dict)
        extra: Small | None = None

    page = docgen.render_rules_reference(docgen.rules_schema(Top), examples=[])
    text = sections(page)
    assert "`[shape]`, kind `small`" in text
    assert "`[shape]`, kind `large`" in text
    assert "int, ≥ 1, ≤ 9 | `1` | no | How big." in row(text["`[shape]`, kind `small`"], "size")
    assert 'one of `"red"`, `"blue"` | not set | no |' in row(text["Top-level keys"], "colour")
    assert '| `["a"]` |' in row(text["`[shape]`, kind `large`"], "names")
    assert "`[counts.NAME]`" in text
    assert "The same table is also used for `[extra]`." in text["`[counts.NAME]`"]
    assert "| `{}` | no |" in row(text["Top-level keys"], "counts")


# -- (c) the CLI reference documents every command and option -----------------------------------


def commands(group: Any, ctx: Any) -> list[tuple[str, Any, Any]]:
    """(command path, command, context) of every visible sub-command, recursively."""
    out = []
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        if command is None or getattr(command, "hidden", False):
            continue
        sub_ctx = command.context_class(command, info_name=name, parent=ctx)
        out.append((sub_ctx.command_path, command, sub_ctx))
        if hasattr(command, "list_commands"):
            out.extend(commands(command, sub_ctx))
    return out


def app_commands(typer_app: typer.Typer) -> list[tuple[str, Any, Any]]:
    root: Any = typer.main.get_command(typer_app)
    return commands(root, root.context_class(root, info_name="tricktaker"))


def test_cli_page_says_it_is_generated(cli_page: str) -> None:
    assert REGENERATE in cli_page


def test_cli_page_lists_every_command_in_order(cli_page: str) -> None:
    found = app_commands(app)
    assert {"tricktaker play", "tricktaker rules", "tricktaker replay"} <= {p for p, _, _ in found}
    headings = [h for h in sections(cli_page) if h.startswith("`tricktaker ")]
    assert headings == [f"`{path}`" for path, _, _ in found]


def test_cli_page_lists_every_option_of_every_command(cli_page: str) -> None:
    text = sections(cli_page)
    for path, command, ctx in app_commands(app):
        section = text[f"`{path}`"]
        documented = first_column(section)
        assert path in section  # the usage line
        for param in command.get_params(ctx):
            if getattr(param, "hidden", False):
                continue
            if param.param_type_name == "argument":
                assert any(
                    (param.metavar or param.name).lower() == name.lower() for name in documented
                ), f"{path}: argument {param.name} not documented"
            else:
                for opt in [*param.opts, *param.secondary_opts]:
                    assert opt in documented, f"{path}: option {opt} not documented"
            if getattr(param, "help", None):
                assert " ".join(param.help.split()) in section


def test_cli_page_shows_types_and_defaults(cli_page: str) -> None:
    text = sections(cli_page)
    simulate = text["`tricktaker simulate`"]
    assert "| `-n`, `--games` | int, ≥ 1 | `100` |" in simulate
    play = text["`tricktaker play`"]
    assert "| `GAME` | str | required |" in play
    assert "tricktaker play [OPTIONS]" in play
    assert "| `--auto` | flag |" in play


def test_cli_renderer_picks_up_new_and_nested_commands() -> None:
    toy = typer.Typer(add_completion=False)

    @toy.command("new-game")
    def new_game(
        name: str = typer.Argument(..., help="The new game's id."),
        force: bool = typer.Option(False, "--force", help="Overwrite."),
    ) -> None:
        """Create a game plugin."""

    @toy.command("secret", hidden=True)
    def secret() -> None:
        """Hidden."""

    sub = typer.Typer()

    @sub.command("check")
    def check(strict: bool = typer.Option(False, "--strict/--lenient", help="Be strict.")) -> None:
        """Check a plugin."""

    toy.add_typer(sub, name="plugin", help="Plugin tools.")
    page = docgen.render_cli_reference(toy)
    text = sections(page)
    assert "`tricktaker new-game`" in text
    assert "`tricktaker plugin`" in text
    assert "`tricktaker plugin check`" in text
    assert "`tricktaker secret`" not in text
    assert "Create a game plugin." in text["`tricktaker new-game`"]
    assert "`--force`" in text["`tricktaker new-game`"]
    assert "`--strict` / `--lenient`" in text["`tricktaker plugin check`"]


# -- (d) the hook reference documents every hook, from its hookspec ------------------------------


SPECS = [(RegistrySpecs, REGISTRY_PROJECT), (RuleSpecs, RULES_PROJECT)]
HOOKSPECS = [
    pytest.param(function, project, id=name)
    for spec_class, project in SPECS
    for name, function in vars(spec_class).items()
    if callable(function) and hasattr(function, f"{project}_spec")
]


@pytest.fixture(scope="module")
def hooks_page() -> str:
    return docgen.render_hooks_reference()


def test_every_public_name_of_the_spec_classes_is_a_hookspec() -> None:
    for spec_class, project in SPECS:
        for name, value in vars(spec_class).items():
            if not name.startswith("_"):
                assert hasattr(value, f"{project}_spec"), f"{spec_class.__name__}.{name}"
    assert len(HOOKSPECS) == 1 + len([n for n in vars(RuleSpecs) if not n.startswith("_")])


@pytest.mark.parametrize(("function", "project"), HOOKSPECS)
def test_every_hookspec_documents_every_part(function: Any, project: str) -> None:
    """Summary, each parameter, When, How often, Result (matching the marker), Default and a
    runnable example: a new hook without them fails here."""
    hook = docgen.parse_hookspec(function, project)
    assert hook.problems == [], f"{hook.name}: " + "; ".join(hook.problems)
    assert hook.summary
    assert list(hook.param_docs) == [name for name, _ in hook.params]
    assert set(docgen.REQUIRED_LABELS) <= set(hook.fields)
    expected = "firstresult" if hook.firstresult else "broadcast"
    assert hook.fields["Result"].split(";")[0].split(".")[0] == expected
    compile(hook.example, f"<example of {hook.name}>", "exec")


def test_hookspec_problems_is_empty() -> None:
    assert docgen.hookspec_problems() == []


def test_hooks_page_says_it_is_generated(hooks_page: str) -> None:
    assert REGENERATE in hooks_page
    assert "core/tricktaker/engine/hookspecs.py" in hooks_page


def test_hooks_page_has_the_introduction_and_every_hook(hooks_page: str) -> None:
    text = sections(hooks_page)
    assert "**firstresult hooks**" in text["How hooks work"]
    assert "```python" in text["How hooks work"]  # the wrapper example
    for title in ("The registry hook", "Rule hooks: once per session", "Events", "Summary"):
        assert title in text
    for function, project in (param.values for param in HOOKSPECS):
        hook = docgen.parse_hookspec(function, project)
        entry = text[f"`{hook.name}`"]
        assert hook.signature in entry
        for name, _ in hook.params:
            assert f"- `{name}` (" in entry
        for label in (*docgen.REQUIRED_LABELS, "Example"):
            assert f"**{label}:**" in entry
        assert "```python" in entry
        assert f"[`{hook.call}`](#{hook.name})" in text["Summary"]


def test_hooks_page_keeps_the_markers_combination(hooks_page: str) -> None:
    text = sections(hooks_page)
    assert "**Result:** firstresult." in text["`build_deck`"]
    assert "**Result:** broadcast;" in text["`game_stats`"]
    assert "phase_handler(name: str, game: CompiledGame) -> Phase | None" in text["`phase_handler`"]
    assert "```toml" in text["`tricktaker_register_games`"]  # a code block among the notes


def toy_specs(doc: str, firstresult: bool = True) -> list[tuple[type, str]]:
    """A spec class with one group and one hook, ``toy(session, seat)``, documented by ``doc``."""
    marker = pluggy.HookspecMarker("toy")

    class ToySpecs:
        _group = HookGroup("Toys", "Hooks for testing the generator.")

        @marker(firstresult=firstresult)
        def toy(self, session: Any, seat: int) -> int:
            raise NotImplementedError

    ToySpecs.toy.__doc__ = doc
    return [(ToySpecs, "toy")]


FULL_DOC = """Answer a toy question.

    A note, with a list:

    - one
    - two

    :param session: the session.
    :param seat: the seat
        asked.

    When: somebody asks. Then more.

    How often: once.

    Result: firstresult. A seat.

    Default: seat 0.

    Example: a lead-in::

        assert 1 + 1 == 2
    """


def test_hooks_renderer_renders_a_new_hook() -> None:
    page = docgen.render_hooks_reference(
        toy_specs(FULL_DOC), module_doc="Pre.\n\nIntro\n=====\n\nHi."
    )
    text = sections(page)
    assert "Pre." not in page  # the preamble is for the module's readers only
    assert text["Intro"].strip() == "Hi."
    assert "Hooks for testing the generator." in text["Toys"]
    entry = text["`toy`"]
    assert "toy(session: Any, seat: int) -> int" in entry
    assert "Answer a toy question." in entry
    assert "- one\n- two" in entry
    assert "- `seat` (`int`): the seat asked." in entry
    assert "**When:** somebody asks. Then more." in entry
    assert "**Example:** a lead-in:\n\n```python\nassert 1 + 1 == 2\n```" in entry
    assert "| [`toy(session, seat)`](#toy) | somebody asks. | once. | firstresult. |" in page


@pytest.mark.parametrize(
    ("doc", "firstresult", "problem"),
    [
        ("Answer.", True, "parameter 'session' is not documented"),
        ("Answer.", True, "no 'When:' paragraph"),
        ("Answer.", True, "no 'Result:' paragraph"),
        ("Answer.", True, "no example"),
        (FULL_DOC.replace(":param seat: the seat\n        asked.\n", ""), True, "'seat'"),
        (FULL_DOC.replace(":param seat:", ":param sat:"), True, "'sat' the hook does not have"),
        (FULL_DOC, False, "'Result:' must start with 'broadcast'"),
        (FULL_DOC.replace("How often:", "How Often:"), True, "a misspelt label?"),
        (FULL_DOC.replace("Example: a lead-in::", "Example:"), True, "'Example::'"),
        (FULL_DOC.replace("When: somebody", "Default: x\n\n    When: somebody"), True, "order"),
        ("", True, "no summary paragraph"),
    ],
)
def test_incomplete_hook_documentation_is_refused(
    doc: str, firstresult: bool, problem: str
) -> None:
    specs = toy_specs(doc, firstresult)
    problems = docgen.hookspec_problems(specs)
    assert any(problem in p for p in problems), problems
    with pytest.raises(ValueError, match="incomplete hook documentation"):
        docgen.render_hooks_reference(specs, module_doc="")


def test_a_hook_before_any_group_is_refused() -> None:
    marker = pluggy.HookspecMarker("toy")

    class Ungrouped:
        @marker
        def toy(self) -> None:
            """Toy."""

    assert any(
        "no HookGroup before it" in p for p in docgen.hookspec_problems([(Ungrouped, "toy")])
    )
