"""Text from files, plugins and records reaches the terminal as text (issue 44, class 12).

Every command is run at a (forced) colour terminal on hostile text: a variant whose name,
summary, description, option description, suit symbols and names and seat names hold terminal
escapes (set the window title, clear the screen, write the clipboard: OSC 52), C1 controls,
a right-to-left override and Rich markup; a record and a save whose seats hold the same; a save
whose file name holds ESC. The output may hold the console's own colours (SGR sequences) and
nothing else: no other escape, no control character, no markup rendered (it is shown as typed).
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from rich.console import Console
from rich.table import Table
from rich.text import Text

from tricktaker import load_game
from tricktaker.cli.play import ConsoleGame
from tricktaker.cli.text import InertConsole, inert, inert_json, plain, shell_quoted

ESC_TITLE = "\x1b]0;PWNED\x07"
CLEAR = "\x1b[2J"
CLIPBOARD = "\x1b]52;c;aGVsbG8=\x07"
EVIL = f"{ESC_TITLE}{CLEAR}{CLIPBOARD}[link=https://evil.example]x[/link][red]r[/red]\u202e\x9b31m"

SGR = re.compile(r"\x1b\[[0-9;]*m")  # the console's own colours
UNSAFE = re.compile(
    r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]"
)

VARIANT = r'''
base = "oh-hell"
seat_names = ["\u001b]0;PWNED\u0007North", "East [red]x[/red]", "South\u202e", "West\u009b"]

[game]
id = "evil-hell"
name = "Evil \u001b]0;PWNED\u0007\u001b[2J[link=https://evil.example]Hell[/link]"
summary = "A summary \u001b]52;c;aGVsbG8=\u0007 with [red]markup[/red], C1 \u009b31m :smile:"
howto = """
A [link](https://evil.example) and \u001b[2J a clear; \u202eevil \u001b]8;;https://x\u0007y.
"""

[deck]
ranks = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
suits = [
    { letter = "S", symbol = "\u009b♠", name = "spades\u0007" },
    { letter = "H", symbol = "♥", name = "[red]hearts[/red]", red = true },
    { letter = "D", symbol = "♦", name = "diamonds\u202e", red = true },
    { letter = "C", symbol = "♣", name = "clubs" },
]

[options.players]  # four seats, four seat names
min = 4
max = 4
default = 4

[options.game_style]
description = "style \u001b[2J [link=https://evil.example]y[/link]"
'''
VARIANT += "# raw in a comment (TOML allows them): \u202e \x9b2J \x85\n"


@pytest.fixture(autouse=True)
def _fresh_default_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """A new default registry per test: each test's variant file is read anew."""
    monkeypatch.delenv("TRICKTAKER_GAMES", raising=False)
    monkeypatch.setattr("tricktaker.engine.registry._default", None)


def assert_inert(output: str) -> None:
    """Only the console's colours, no other escape or control character, no hyperlink."""
    text = SGR.sub("", output)
    bad = sorted({f"U+{ord(c):04X}" for c in UNSAFE.findall(text)})
    assert not bad, f"raw control characters {bad} in:\n{output}"
    assert "\x1b]8;" not in output  # no terminal hyperlink


@pytest.fixture
def variant(tmp_path: Path) -> Path:
    path = tmp_path / "variants" / "evil.toml"
    path.parent.mkdir()
    path.write_text(VARIANT, encoding="utf-8")
    return path


@pytest.fixture
def tty(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> dict[str, str | None]:
    """A colour terminal (rich forced to write escapes) and a data folder of the test."""
    monkeypatch.setenv("TRICKTAKER_DATA_DIR", str(tmp_path / "data"))
    return {"FORCE_COLOR": "1"}


def unfinished_save(path: Path, seats: list[str]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    record = {"game": "oh-hell", "seed": 3, "options": {"players": 3}, "seats": seats}
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


# -- the function ------------------------------------------------------------------------------


def test_inert_escapes_every_control_and_bidi_character_and_keeps_other_unicode():
    """issue 44, class 12: C0 (ESC, BEL, CR, backspace, NUL, line breaks), DEL, C1 and the
    bidirectional overrides and isolates become visible escapes; ♠, é, ß stay."""
    assert inert("a\x1b[2Jb\x07c\rd\x08e\x00f\x7fg\x9bh") == (
        "a\\x1b[2Jb\\x07c\\x0dd\\x08e\\x00f\\x7fg\\x9bh"
    )
    for mark in ("\u202a", "\u202e", "\u2066", "\u2069", "\u200f", "\u2028"):
        assert inert(f"x{mark}y") == f"x\\u{ord(mark):04x}y"
    assert inert("♠ Q♥ Lé Bæß 10") == "♠ Q♥ Lé Bæß 10"
    assert inert("one\ntwo\tthree") == "one\\x0atwo\\x09three"
    assert inert("one\ntwo\tthree", lines=True) == "one\ntwo\tthree"
    assert inert(inert(EVIL)) == inert(EVIL)  # once inert, always inert
    assert not UNSAFE.search(inert(EVIL))


def test_invisible_characters_are_shown_as_escapes():
    """issue 44, class 12: zero-width and other invisible characters (which make a seat or
    game name look like another) become visible escapes, at the console and in JSON."""
    for mark in ("\u200b", "\u200c", "\u200d", "\u2060", "\u2064", "\ufeff", "\u180e"):
        assert inert(f"North{mark}") == f"North\\u{ord(mark):04x}"
        assert inert(f"North{mark}", lines=True) == f"North\\u{ord(mark):04x}"
        assert inert_json(json.dumps(f"N{mark}", ensure_ascii=False)) == f'"N\\u{ord(mark):04x}"'


def test_a_seat_name_with_a_zero_width_space_is_shown_escaped(cli, tmp_path):
    """issue 44, class 12: a record's seat name holding a zero-width space is replayed with
    the space written ``\\u200b``, never raw."""
    record = cli.record(tmp_path / "r.json", seed=2)
    data = json.loads(record.read_text("utf-8"))
    data["seats"][1] = "ra\u200bndom"
    record.write_text(json.dumps(data), "utf-8")
    output = cli.ok("replay", record).output
    assert "\u200b" not in output and "ra\\u200bndom" in output


def test_a_file_names_bytes_that_are_not_utf8_are_shown_as_bytes(cli, tty, tmp_path):
    """issue 44, class 12: a byte of a file name that is not UTF-8 (0x9B is an 8-bit CSI) is
    a lone surrogate in Python: escaped as the byte (``\\x9b``), never written raw; the same
    in a command to copy."""
    name = b"\x9b2J\xff.json".decode("utf-8", "surrogateescape")
    assert inert(name) == "\\x9b2J\\xff.json"
    assert shell_quoted(f"/tmp/{name}") == "$'/tmp/\\x9b2J\\xff.json'"
    games = tmp_path / "data" / "games"
    games.mkdir(parents=True)
    (games / name).write_text("{", encoding="utf-8")
    result = cli.run("resume", input="q\n", env=tty)
    assert "\\x9b2J\\xff.json" in result.output
    assert_inert(result.output)
    assert not re.search("[\ud800-\udfff]", result.output)


def test_plain_text_is_never_markup_and_json_stays_the_same_data():
    """issue 44, class 12: a Text is never read as markup; JSON keeps its data, escaped."""
    out = io.StringIO()
    Console(file=out, force_terminal=True, width=200).print(plain(EVIL))
    assert "[link=https://evil.example]x[/link][red]r[/red]" in out.getvalue()
    assert_inert(out.getvalue())
    data = {"seats": [EVIL, "♠\u0085"]}
    text = inert_json(json.dumps(data, ensure_ascii=False))
    assert json.loads(text) == data
    assert not UNSAFE.search(text)


def test_shell_quoted_names_the_file_without_a_raw_control_character():
    """issue 44, class 12: a path with ESC in a command to copy is ANSI-C quoted."""
    assert shell_quoted("/tmp/my game.json") == "'/tmp/my game.json'"
    quoted = shell_quoted("/tmp/a\x1b]0;x\x07'b.json")
    assert quoted == "$'/tmp/a\\x1b]0;x\\x07\\'b.json'"
    assert not UNSAFE.search(quoted)


def test_the_console_escapes_what_was_missed_and_keeps_its_own_colours():
    """issue 44, class 12: the last guard: a string with escapes printed as such, or in a
    table cell, comes out escaped and unrendered; the console's styles are still written."""
    out = io.StringIO()
    console = InertConsole(file=out, force_terminal=True, width=200)
    table = Table()
    table.add_column("name")
    table.add_row(EVIL)
    console.print(EVIL, table, Text("red", style="red"), ":smile:")
    written = out.getvalue()
    assert_inert(written)
    assert "\x1b[31mred\x1b[0m" in written  # colour kept
    assert "[red]r[/red]" in written and ":smile:" in written  # no markup, no emoji codes
    assert "\\x1b]0;PWNED" in written  # visible, escaped


def test_the_console_makes_no_hyperlink_even_from_markup_read_elsewhere():
    """issue 44, class 12: markup parsed by rich itself (a progress bar's description is read
    as markup) cannot make a terminal hyperlink (OSC 8) through the console."""
    out = io.StringIO()
    console = InertConsole(file=out, force_terminal=True, width=100)
    console.print(Text.from_markup("[link=https://evil.example]click[/link] [red]red[/red]"))
    assert "\x1b]8;" not in out.getvalue() and "click" in out.getvalue()
    assert "\x1b[31mred" in out.getvalue()  # other styles kept


# -- every command -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ("rules", "{variant}"),
        ("rules", "{variant}", "--toml"),
        ("games",),
        ("check", "{variant}", "--games", "1"),
    ],
    ids=["rules", "rules --toml", "games", "check"],
)
def test_rules_games_and_check_show_a_hostile_variant_as_text(cli, tty, variant, args):
    """issue 44, class 12: a variant's name, summary, description (Markdown: its link written
    out, never a hyperlink), option descriptions and suits reach the terminal inert."""
    argv = [a.format(variant=variant) for a in args]
    result = cli.run(*argv, env={**tty, "TRICKTAKER_GAMES": str(variant.parent)})
    assert result.exit_code in (0, 1), result.output  # check: 1 if a check fails
    assert_inert(result.output)
    assert "evil-hell" in result.output
    if args[0] == "rules" and len(args) == 2:
        assert "[link=https://evil.example]Hell[/link]" in result.output  # shown, not a link
        assert "https://evil.example" in result.output  # the Markdown link, written out


def test_the_play_screen_of_a_hostile_variant_is_inert(cli, tty, variant, tmp_path):
    """issue 44, class 12: seat names, suit symbols and names of a rules file in every line
    of a game (hands, plays, tricks, scores, standings)."""
    record = tmp_path / "game.json"
    result = cli.ok(
        "play", variant, "--seats", "basic,basic,basic,basic", "--open", "--seed", "2",
        "-o", "hand_sizes=2,1", "--record", record, env=tty,
    )  # fmt: skip
    assert_inert(result.output)
    assert "East [red]x[/red]" in result.output and "\\x9b♠" in result.output
    replayed = cli.ok("replay", record, env=tty)
    assert_inert(replayed.output)


def test_a_person_is_asked_in_inert_words(variant, tmp_path, monkeypatch):
    """issue 44, class 12: the prompt (seat names, a phase's words) and the table shown to a
    human are inert; so is an answer echoed back in an error."""
    monkeypatch.setenv("TRICKTAKER_GAMES", str(variant.parent))
    session = load_game("evil-hell").new_session(options={"players": 4}, seed=1)
    prompts: list[str] = []
    answers = iter(["\x1b]0;typed\x07[red]", "quit"])

    def read(prompt: str) -> str:
        prompts.append(prompt)
        return next(answers)

    out = io.StringIO()
    console = Console(file=out, force_terminal=True, width=100)  # not even an InertConsole
    kinds = ["basic", "human", "basic", "basic"]
    ConsoleGame(session, kinds, console, read=read, record=tmp_path / "g.json").run()
    assert prompts and all(not UNSAFE.search(p) for p in prompts)
    assert_inert(out.getvalue())


def test_replay_and_its_json_show_a_records_seats_inert(cli, tty, bots, tmp_path):
    """issue 44, class 12: a record's seat names (``seats``) in ``replay``'s score table, and
    in ``replay --json`` (the same data, C1 and bidi characters as JSON escapes)."""
    session = bots(["basic"] * 3, 5, hand_sizes="1")
    from tricktaker.records import record_of

    record = record_of(session, [EVIL, "basic", "basic"]).model_dump(exclude_none=True)
    path = tmp_path / "evil.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    result = cli.ok("replay", path, env=tty)
    assert_inert(result.output)
    assert "\\x1b]0;PWN" in result.output  # shown, escaped
    as_json = cli.ok("replay", path, "--json", env=tty)
    assert_inert(as_json.output)
    json.loads(as_json.output)


def test_the_resume_list_shows_hostile_seats_and_file_names_inert(cli, tty, tmp_path):
    """issue 44, class 12: a save whose file name holds escapes is listed among the unfinished
    games, and in the list of skipped ones a save whose seat kind is hostile text (seat kinds
    are checked when a save is read: issue 44, class 8) and a broken save whose file name holds
    ESC."""
    games = tmp_path / "data" / "games"
    unfinished_save(games / f"{CLEAR}listed.json", ["basic", "basic", "basic"])
    unfinished_save(games / "evil.json", [EVIL, "basic", "basic"])
    (games / f"{ESC_TITLE}broken.json").write_text("{", encoding="utf-8")
    result = cli.run("resume", input="q\n", env=tty)
    assert result.exit_code == 0, result.output
    assert_inert(result.output)
    assert "Oh Hell" in result.output and "3 basic bots" in result.output
    assert result.output.count("skipping") == 2, result.output


def test_error_messages_are_inert(cli, tty, tmp_path):
    """issue 44, class 12: an error quoting a file's content (a seat kind from a save, a
    record's game) or a file name holding escapes is printed inert."""
    save = unfinished_save(tmp_path / f"{ESC_TITLE}save.json", [EVIL, "basic", "basic"])
    resumed = cli.error("resume", save, env=tty)
    assert_inert(resumed.output)
    record = tmp_path / "record.json"
    record.write_text(json.dumps({"game": EVIL, "seed": 1}), encoding="utf-8")
    for args in (("replay", record), ("replay", tmp_path / f"{CLEAR}missing.json")):
        assert_inert(cli.error(*args, env=tty).output)
    assert_inert(cli.error("play", f"{CLIPBOARD}nothing", env=tty).output)


def test_simulate_shows_a_hostile_variants_name_as_text(cli, tty, variant):
    """issue 44, class 12: ``simulate`` of a variant whose name holds escapes and markup: the
    progress bar (which reads its description as markup) and the summary's title show it as
    typed, escapes written out."""
    result = cli.ok(
        "simulate",
        variant,
        "-n",
        "2",
        "--seats",
        "random,random,random,random",
        "-o",
        "hand_sizes=1",
        env=tty,
    )
    # the progress bar's own cursor moves (hide, show, up a line, clear the line) are Rich's
    progress = re.compile(r"\x1b\[\?25[lh]|\x1b\[1A|\x1b\[2K|\r")
    assert_inert(progress.sub("", result.output))
    assert "[link=https://evil.example]Hell[/link]" in result.output  # the summary's title
    # the progress bar's description, written as typed (not a link, not cut to "Hell")
    assert re.search(r"\[link=https://evil\.example\]Hell\[/link\]: 2 games(?!,)", result.output)
