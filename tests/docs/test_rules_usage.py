"""The rules-file and hook references say truly which bundled games use each table and kind.

Written independently of ``tools/docgen.py`` (issue 45: the rules-file reference was generated
from 4 of the 9 games and said "None of the bundled games uses this table" of `[[sides]]`,
`[alone]`, `[deal.widow]`, `[pass_cards]`, `[bidding.blind]`, `[[play.top_trumps]]` and the
`card_penalty` scoring, which five games use): every bundled ``rules.toml`` is scanned here for
the tables it has (in the file or in an option's patch), and the committed pages' claims are
checked against what was found.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import re
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULES_PAGE = ROOT / "docs" / "reference" / "rules-file.md"
HOOKS_PAGE = ROOT / "docs" / "reference" / "hooks.md"
UNUSED = "None of the bundled games uses this table."
EVERY = "Every bundled game has this table"


def bundled_rules() -> dict[str, dict[str, Any]]:
    """Repository path → parsed data of every rules file the tricktaker distribution installs
    (found through its entry points, as the registry finds the games)."""
    found: dict[str, dict[str, Any]] = {}
    for ep in importlib.metadata.entry_points(group="tricktaker"):
        if getattr(getattr(ep, "dist", None), "name", "") != "tricktaker":
            continue
        spec = importlib.util.find_spec(ep.module)
        assert spec is not None and spec.submodule_search_locations, ep.module
        path = Path(next(iter(spec.submodule_search_locations))) / "rules.toml"
        found[f"plugins/{path.parent.name}/rules.toml"] = tomllib.loads(path.read_text("utf-8"))
    return found


RULES = bundled_rules()


def patches(data: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The rules data each option value patches in."""
    for option in (data.get("options") or {}).values():
        for patch in ((option or {}).get("patch") or {}).values():
            if isinstance(patch, dict):
                yield patch


def tables(data: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], Any]]:
    """(path, table) of every table (or table of a list of tables) in rules data."""
    if isinstance(data, dict):
        if path:
            yield path, data
        for key, value in data.items():
            yield from tables(value, (*path, key))
    elif isinstance(data, list):
        for item in data:
            if isinstance(item, dict):
                yield from tables(item, path)


def matches(pattern: tuple[str, ...], path: tuple[str, ...]) -> bool:
    return len(pattern) == len(path) and all(
        p in ("NAME", k) for p, k in zip(pattern, path, strict=True)
    )


def header_path(header: str) -> tuple[str, ...]:
    return tuple(header.strip("[]").split("."))


def sections(page: str) -> dict[str, str]:
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


def users(patterns: list[tuple[str, ...]], kind: str | None) -> set[str]:
    """The bundled rules files with a table at one of ``patterns`` (in the file or in a
    patch); with ``kind``, a ``[scoring]`` of that kind."""
    out = set()
    for name, data in RULES.items():
        for source in (data, *patches(data)):
            for path, _table in tables(source):
                if not any(matches(p, path) for p in patterns):
                    continue
                if kind is not None and (data.get("scoring") or {}).get("kind") != kind:
                    continue
                out.add(name)
    return out


def rules_sections() -> list[tuple[str, list[tuple[str, ...]], str | None, str]]:
    """(heading, the table's places, scoring kind, text) of each table section of the page."""
    text = sections(RULES_PAGE.read_text(encoding="utf-8"))
    places: dict[tuple[str, ...], list[tuple[str, ...]]] = {}
    out = []
    for heading, body in text.items():
        match = re.fullmatch(r"`(\[\[?[\w.]+\]\]?)`(?:, kind `(\w+)`)?", heading)
        if match is None:
            continue
        path = header_path(match.group(1))
        also = re.search(r"The same table is also used for (.*)\.", body)
        places[path] = [path]
        if also:
            places[path] += [header_path(h) for h in re.findall(r"`([^`]+)`", also.group(1))]
        # a table inside a shared table is at each of the shared table's places too
        mine = [path]
        for outer, at in places.items():
            if outer != path and path[: len(outer)] == outer:
                mine += [(*place, *path[len(outer) :]) for place in at[1:]]
        out.append((heading, mine + places[path][1:], match.group(2), body))
    return out


def test_every_bundled_game_is_scanned() -> None:
    """issue 45: the bundled games, not four (ten since Five Hundred, issue 47)."""
    assert len(RULES) == len(list(ROOT.glob("plugins/*/rules.toml"))) == 10


@pytest.mark.parametrize(
    "table",
    [
        "`[[play.top_trumps]]`",
        "`[[sides]]`",
        # `[alone]` was one too; the phase moved to Euchre's package in issue 45, its settings
        # to Euchre's [mechanics.alone], listed with the phase kinds
        "`[deal.widow]`",
        "`[pass_cards]`",
        "`[bidding.blind]`",
        "`[scoring]`, kind `card_penalty`",
    ],
)
def test_the_tables_issue_45_found_called_unused_are_used(table: str) -> None:
    """issue 45: each of these was said unused; five bundled games use them."""
    text = sections(RULES_PAGE.read_text(encoding="utf-8"))[table]
    assert UNUSED not in text
    assert "plugins/tricktaker_" in text


@pytest.mark.parametrize(
    ("heading", "places", "kind", "text"),
    [pytest.param(*section, id=section[0]) for section in rules_sections()],
)
def test_rules_page_says_truly_who_uses_each_table(
    heading: str, places: list[tuple[str, ...]], kind: str | None, text: str
) -> None:
    """A section saying no bundled game uses its table is refused when one does; a section
    naming its users names every one (issue 45)."""
    found = users(places, kind)
    if UNUSED in text:
        assert not found, f"{heading} is said unused, but {sorted(found)} use it"
    elif EVERY in text:
        assert found == set(RULES), f"{heading}: not every game: {sorted(found)}"
    elif "Example" in text:
        named = set(re.findall(r"`(plugins/[^`]+/rules\.toml)`", text.split("\n|")[0]))
        assert named == found, f"{heading}: the page names {sorted(named)}, in use: {found}"


def test_mechanic_settings_name_their_users() -> None:
    """Each core mechanic's ``[mechanics.NAME]`` section names the games with such a table
    (its ``kind``, by default the phase's name)."""
    text = sections(RULES_PAGE.read_text(encoding="utf-8"))
    kinds = [h for h in text if h.startswith("`kind = ")]
    assert kinds
    for heading in kinds:
        kind = heading.removeprefix('`kind = "').removesuffix('"`')
        expected = {
            name
            for name, data in RULES.items()
            for phase, table in (data.get("mechanics") or {}).items()
            if table.get("kind", phase) == kind
        }
        line = next(x for x in text[heading].splitlines() if x.startswith("Bundled games:"))
        assert set(re.findall(r"`(plugins/[^`]+)`", line)) == expected, heading


def phase_kind_of(data: dict[str, Any], phase: str) -> str:
    if phase == "play" or phase in (data.get("tricks") or {}):
        return "tricks"
    return str((data.get("mechanics") or {}).get(phase, {}).get("kind", phase))


@pytest.mark.parametrize("page", [RULES_PAGE, HOOKS_PAGE], ids=["rules-file", "hooks"])
def test_phase_kinds_list_every_kind_a_bundled_game_uses(page: Path) -> None:
    """The phase kinds of both pages cover every phase of every bundled game (issue 45: the
    lists left out value_auction, widow, alone and pass_cards), naming the games."""
    table = sections(page.read_text(encoding="utf-8"))["Phase kinds"]
    rows = {
        re.findall(r"`([^`]+)`", line)[0]: line for line in table.splitlines() if line[:3] == "| `"
    }
    for name, data in RULES.items():
        game_id = data["game"]["id"]
        for phase in data["phases"]:
            kind = phase_kind_of(data, phase)
            assert kind in rows, f"{page.name}: kind {kind!r} ({name}) is not listed"
            assert f"[{game_id}]" in rows[kind], f"{page.name}: {kind!r} does not name {game_id}"
    for kind in ("value_auction", "widow", "alone", "pass_cards"):
        assert kind in rows
