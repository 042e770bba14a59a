"""Nothing in ``core/`` names a game, or a term that only one game uses.

The core knows no game: it offers shared mechanics (numeric bidding, contract auctions, trump
selection, extra cards, announcements, ...) described in game-neutral words, and every game is
a plugin with its own package. So a new game never needs a change in the core, and what exists
for one game only lives in that game's package, as its hooks or mechanics. This test reads
every file of ``core/tricktaker/`` (the ``.py`` modules and the ``new-game`` scaffold's
``.tmpl`` templates: code, comments, docstrings, rules-file descriptions and messages) and fails,
listing ``file:line: word``, for any of these words (case-insensitive, whole words; ``-``, ``_``
and spaces between the parts of a name are optional, so ``oh-hell``, ``Oh Hell`` and
``tricktaker_ohhell`` are one name):

* the id and the display name of every bundled game, read from ``plugins/*/rules.toml`` (so a
  new bundled game is checked without editing this test): today ``oh-hell`` / Oh Hell,
  ``klaberjass``, ``bridgette``, ``draw-bridge`` / Draw Bridge;
* other well-known games: Euchre, Skat, Belote, Piquet, Pinochle, contract bridge, and
  ``Bridge``, ``Spades``, ``Hearts`` capitalized only, as game names (also the bundled
  ``bridge``): "bridge family" is a family of games, and the suits ``spades`` and ``hearts``
  (written lower-case here) belong to every French-suited pack;
* terms that only one game uses: Colon (Bridgette's extra cards), bella (Klaberjass' marriage),
  dix (Klaberjass' exchange of the seven of trumps), bower (Euchre's jacks), schneider (Skat);
* ruling ids of a bundled game's specification (``H-5``, ``K-9``, ``B-12``, ``D-3``), which
  point into one game's rules.

The core's own names for shared rules stay: ``hook`` (a pluggy hook, and the rules file's
``[bidding] hook``), ``marriage``, ``maker``, ``0NT``. Write "an extra card", "an
announcement", "exchanging a low trump for the turned card" instead of a game's word, and
"e.g. 10" instead of "(Oh Hell: 10)".

``ALLOWED`` lists the few exceptions, each with its reason; an entry that no longer matches
anything fails too, so the list can only shrink.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "core" / "tricktaker"
FILES = sorted(p for p in CORE.rglob("*") if p.suffix in (".py", ".tmpl") and p.is_file())

# Word boundaries that treat "_" as a separator too (``tricktaker_ohhell``).
START, END = r"(?<![A-Za-z0-9])", r"(?![A-Za-z0-9])"


def _name_pattern(name: str) -> str:
    """``draw-bridge`` / ``Draw Bridge`` -> a pattern matching it with any or no separator."""
    parts = [re.escape(part) for part in re.split(r"[-_ ]+", name.strip()) if part]
    return r"[-_ ]?".join(parts)


def _bundled_game_names() -> list[str]:
    names: set[str] = set()
    for rules in sorted((ROOT / "plugins").glob("*/rules.toml")):
        game = tomllib.loads(rules.read_text(encoding="utf-8"))["game"]
        names.update({game["id"], game["name"]})
    return sorted(names)


BUNDLED_GAMES = _bundled_game_names()
OTHER_GAMES = ["euchre", "skat", "belote", "piquet", "pinochle", "contract bridge"]
ONE_GAME_TERMS = ["colons?", "bella", "dix", "bowers?", "schneider"]

SUIT_WORDS = {"spades", "hearts", "bridge"}
"""Games named like a common word (a suit, or "the bridge family" of games): the word is
game-neutral, so these are found as a game's name (capitalized), as its id in quotes or as its
package, never as the lower-case word."""
ANY_CASE = re.compile(
    START
    + "(?:"
    + "|".join(
        [
            *map(
                _name_pattern,
                [g for g in BUNDLED_GAMES + OTHER_GAMES if g.lower() not in SUIT_WORDS],
            ),
            *ONE_GAME_TERMS,
        ]
    )
    + ")"
    + END,
    re.IGNORECASE,
)
CAPITALIZED = re.compile(START + r"(?:Bridge|Spades|Hearts)" + END)  # game names, not suits
GAME_IDS_LIKE_SUITS = re.compile(
    r'tricktaker_(?:spades|hearts|bridge)\b|(?:\bid\s*=\s*|game\(\s*)"(?:spades|hearts|bridge)"'
)
SPEC_IDS = re.compile(
    START + r"(?:[BDHK]|S|E|C|SK)-\d+" + END
)  # a ruling of one game's specification
PATTERNS = (ANY_CASE, CAPITALIZED, GAME_IDS_LIKE_SUITS, SPEC_IDS)


@dataclass(frozen=True)
class Allowed:
    """Text of ``file`` (relative to ``core/tricktaker``) matching ``text`` is not checked; with
    ``examples_only``, only inside a docstring's runnable example (the block after ``::``)."""

    file: str
    text: str
    reason: str
    examples_only: bool = False


ALLOWED = [
    Allowed(
        "engine/hookspecs.py",
        r'"oh-hell(?:-[a-z]+)?"|\btricktaker_ohhell\b',
        "The hook reference's examples are rendered into docs/reference/hooks.md and run as "
        "written (tests/docs/test_examples.py), so each loads an installed game; they need "
        "numeric bidding and a hand_sizes option, and the core ships no game of its own. Only "
        "the game's id (and its variants' ids) and its module, only inside the examples.",
        examples_only=True,
    ),
]


def _example_lines(lines: list[str]) -> set[int]:
    """Indexes of the lines inside literal blocks (the indented lines after a ``::`` line)."""
    inside: set[int] = set()
    indent: int | None = None
    for i, line in enumerate(lines):
        here = len(line) - len(line.lstrip())
        if indent is not None:
            if not line.strip() or here > indent:
                inside.add(i)
                continue
            indent = None
        if line.rstrip().endswith("::"):
            indent = here
    return inside


def find_words(text: str) -> list[str]:
    """The game words in ``text``, in order (a word inside a longer one found, such as
    ``Bridge`` in ``Draw Bridge``, once)."""
    found = sorted(
        (m.start(), -m.end(), m.group()) for pattern in PATTERNS for m in pattern.finditer(text)
    )
    words, reached = [], 0
    for start, minus_end, word in found:
        if start >= reached:
            words.append(word)
            reached = -minus_end
    return words


def check_file(path: Path, used: set[int]) -> list[str]:
    """``file:line: word`` for every game word of ``path`` that no ``ALLOWED`` entry covers;
    the indexes of the entries that covered something are added to ``used``."""
    relative = path.relative_to(CORE).as_posix()
    lines = path.read_text(encoding="utf-8").splitlines()
    examples = _example_lines(lines)
    problems = []
    for i, line in enumerate(lines):
        for n, entry in enumerate(ALLOWED):
            if entry.file == relative and (not entry.examples_only or i in examples):
                line, count = re.subn(entry.text, " ", line)
                if count:
                    used.add(n)
        problems += [f"core/tricktaker/{relative}:{i + 1}: {word}" for word in find_words(line)]
    return problems


def test_core_files_are_found() -> None:
    names = {p.relative_to(CORE).as_posix() for p in FILES}
    assert {"engine/hookspecs.py", "rules/phases.py", "mechanics/tricks.py"} <= names
    assert any(name.endswith(".tmpl") for name in names)
    assert len(BUNDLED_GAMES) >= 2  # the bundled games' ids and names were read


def test_core_names_no_game_and_no_one_game_term() -> None:
    used: set[int] = set()
    problems = [problem for path in FILES for problem in check_file(path, used)]
    assert not problems, (
        "core/ must not name a game or a term only one game uses; say it in game-neutral "
        "words, or move what exists for one game into that game's package:\n" + "\n".join(problems)
    )
    stale = [entry.file for n, entry in enumerate(ALLOWED) if n not in used]
    assert not stale, f"ALLOWED entries that no longer match anything, drop them: {stale}"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('load_game("oh-hell")', ["oh-hell"]),
        ("import tricktaker_ohhell", ["ohhell"]),
        ("in Oh Hell and Draw Bridge", ["Oh Hell", "Draw Bridge"]),
        ("the Grand Colon; three Colons", ["Colon", "Colons"]),
        ("Klaberjass' bella and dix", ["Klaberjass", "bella", "dix"]),
        ("the right bower, schneider, Euchre, Skat", ["bower", "schneider", "Euchre", "Skat"]),
        ("as in Spades, Hearts or Bridge", ["Spades", "Hearts", "Bridge"]),
        ("see H-5 and K-9", ["H-5", "K-9"]),
        ("the 10 of hearts, a spades bid, the bridge family", []),
        ("import tricktaker_bridge", ["tricktaker_bridge"]),
        ("the hook rule, a marriage, 'M-1..1', the maker, 0NT", []),
        ("colonial, dixie, bellamy, skating", []),
    ],
)
def test_the_words_checked(text: str, words: list[str]) -> None:
    assert find_words(text) == words
