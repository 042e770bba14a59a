"""``tricktaker check`` and the console commands given a variant or rules file instead of an id.

``check PATH_OR_GAME`` exits 0 when every conformance check passes, 1 when one fails and 2 when
the game cannot be loaded. ``games`` lists broken variant files; ``rules``, ``play``,
``simulate``, ``replay`` and ``resume`` work with a variant file
(docs/examples/oh-hell-twenty.toml).

The default registry is built once per process and reads ``TRICKTAKER_GAMES`` then: every test
here starts with a fresh one (``tricktaker.engine.registry._default`` reset, and restored
afterwards).
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
from pathlib import Path
from typing import Any

import pytest

import tricktaker
import tricktaker_hearts
import tricktaker_ohhell
from tricktaker import GameSpec, Registry, default_registry
from tricktaker.bots import make_bot
from tricktaker.cli.play import bot_seed
from tricktaker.engine.registry import rules_module_path
from tricktaker.limits import MAX_CHECK_GAMES
from tricktaker.records import load, replay
from tricktaker.saves import find_save
from tricktaker.testing import games_plugin
from tricktaker.testing.conformance import CHECKS, Settings, run

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE_ARG = "docs/examples/oh-hell-twenty.toml"
EXAMPLE = ROOT / EXAMPLE_ARG
RULES = rules_module_path(tricktaker_ohhell)
RESUME_HINT = re.compile(r"Resume it with:\s+tricktaker resume (\S+)")
TWENTY_SUMMARY = (
    "Oh Hell up a ladder of 1 to 7 cards and down again; an exact bid pays 20 + tricks."
)


@pytest.fixture(autouse=True)
def _fresh_default_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """A new default registry per test (so it reads this test's TRICKTAKER_GAMES), run from
    the repository root (so the documented relative path works)."""
    monkeypatch.delenv("TRICKTAKER_GAMES", raising=False)
    monkeypatch.setattr("tricktaker.engine.registry._default", None)
    monkeypatch.chdir(ROOT)


def fresh_default_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """Forget every game file the console has read so far in this test."""
    monkeypatch.setattr("tricktaker.engine.registry._default", None)


def squeeze(text: str) -> str:
    """Text without white space: a long path wrapped by rich is found whole again."""
    return "".join(text.split())


def variant(path: Path, game_id: str, body: str = "", base: str = "oh-hell") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f'base = "{base}"\n\n[game]\nid = "{game_id}"\n\n{body}', encoding="utf-8")
    return path


def typo_variant(path: Path) -> Path:
    return variant(path, "oh-typo", "[play]\nfolow_suit = true\n")


def big_hands_variant(path: Path) -> Path:
    """Valid rules, but its default schedule (one 13-card hand) is impossible for 5+ players."""
    return variant(
        path,
        "oh-big",
        '[options.game_style]\nchoices = ["big", "long"]\ndefault = "big"\n\n'
        '[schedule.styles]\nbig = ["13"]\n',
    )


class ShortScores:
    """A broken rule hook: one score for the whole table instead of one per seat."""

    @tricktaker.hookimpl
    def score_hand(self, game: Any, state: Any) -> list[int]:
        return [0]


def short_scores_registry() -> Registry:
    plugin = games_plugin(
        "short_scores", GameSpec(id="oh-short", base="oh-hell", plugins=(ShortScores(),))
    )
    return Registry(plugins=[tricktaker_ohhell, plugin], entry_points=False)


def table_cells(out: str) -> dict[str, list[str]]:
    """The cells of a rich table by the id in its first column (a cell's wrapped lines
    joined with spaces)."""
    rows: dict[str, list[list[str]]] = {}
    current: list[list[str]] | None = None
    for line in out.splitlines():
        if not line.startswith("│"):
            continue
        cells = [cell.strip() for cell in line.strip("│").split("│")]
        if cells[0]:
            current = rows.setdefault(cells[0], [[] for _ in cells])
        assert current is not None
        for parts, cell in zip(current, cells, strict=True):
            if cell:
                parts.append(cell)
    return {key: [" ".join(parts) for parts in value] for key, value in rows.items()}


def check_lines(out: str) -> dict[str, str]:
    """The mark (✓ or ✗) of each check line, by check name."""
    marks = {}
    for line in out.splitlines():
        match = re.match(r"  ([✓✗]) (\w+)\s", line)
        if match:
            marks[match.group(2)] = match.group(1)
    return marks


# -- check ---------------------------------------------------------------------------------------


def test_check_a_variant_file(cli):
    out = cli.ok("check", EXAMPLE_ARG, "--games", "1").output
    lines = out.splitlines()
    assert lines[0] == f"Oh Hell: Twenty (oh-hell-twenty): a variant of oh-hell, {EXAMPLE_ARG}"
    assert lines[1] == "  rules valid, hooks registered"
    assert check_lines(out) == dict.fromkeys(CHECKS, "✓")
    assert list(check_lines(out)) == list(CHECKS)  # in the suite's order
    assert len(CHECKS) == 10
    assert "✗" not in out
    assert lines[-1] == "oh-hell-twenty: all 10 checks passed."


def test_check_an_installed_game(cli):
    out = cli.ok("check", "oh-hell", "--games", "1").output
    assert out.splitlines()[0] == f"Oh Hell (oh-hell): a game, {RULES}"
    assert check_lines(out) == dict.fromkeys(CHECKS, "✓")
    assert out.splitlines()[-1] == "oh-hell: all 10 checks passed."


def test_check_a_variant_with_an_unknown_field(cli, tmp_path):
    path = typo_variant(tmp_path / "typo.toml")
    out = cli.error("check", path).output
    assert out == (
        f"error: {path} (over {RULES}): invalid (1 problem)\n"
        "  play.folow_suit: Extra inputs are not permitted (got True)\n"
    )


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("[game\n", "not valid TOML: "),
        ('base = "oh-hell"\n', 'game.id: missing; name the game: [game] id = "my-game"'),
    ],
    ids=["not-toml", "no-id"],
)
def test_check_a_file_that_cannot_be_read(cli, tmp_path, text, reason):
    path = tmp_path / "broken.toml"
    path.write_text(text, encoding="utf-8")
    out = cli.error("check", path).output
    assert out.startswith(f"error: {path}: {reason}")


def test_check_a_missing_file(cli, tmp_path):
    path = tmp_path / "gone.toml"
    out = cli.error("check", path).output
    assert out == f"error: {path}: cannot read the file (No such file or directory)\n"


def test_check_a_variant_of_a_missing_base(cli, tmp_path):
    path = variant(tmp_path / "orphan.toml", "orphan", base="nowhere")
    out = cli.error("check", path).output
    assert out == (  # the file and what base may be (issue 44, class 4)
        f"error: game 'orphan' ({path}) is a variant of 'nowhere', which is not installed; "
        "base: an installed game's id (bridge, bridgette, draw-bridge, euchre, five-hundred, "
        "hearts, klaberjass, oh-hell, skat, spades)\n"
    )


def test_check_an_unknown_game_lists_the_installed_games(cli):
    out = cli.error("check", "oh-heaven").output
    installed = ", ".join(default_registry().ids)
    assert "oh-hell" in installed
    assert out == f"error: unknown game 'oh-heaven'; installed games: {installed}\n"


def test_check_refuses_a_variant_whose_option_value_cannot_be_dealt(cli, tmp_path):
    """issue 44, class 2: rules that validate field by field, yet a player count the options
    allow cannot be dealt (13 cards each for 5 players from 52): refused when the file loads
    (exit status 2), naming the file, the field and the hands allowed, not found mid-game."""
    path = big_hands_variant(tmp_path / "big.toml")
    out = cli.error("check", path, "--games", "1").output
    assert out == (
        f"error: {path} (over {RULES}): invalid (1 problem)\n"
        "  schedule.styles.big: 5 hands of 13 cards need 65 cards, but the pack has 52 (hands "
        "allowed with 5 players: 1..10)\n"
    )


def test_check_a_plugin_whose_hook_is_broken(cli, monkeypatch):
    """A Python hook cannot come from a file: the console's registry is given one directly."""
    monkeypatch.setattr("tricktaker.engine.registry._default", short_scores_registry())
    result = cli.run("check", "oh-short", "--games", "1")
    assert result.exit_code == 1, result.output
    out = result.output
    assert "Traceback" not in out
    marks = check_lines(out)
    assert marks["rules"] == "✓"
    assert marks["games"] == "✗"
    assert (
        "      PluginError: plugin oh-short:ShortScores:0, hook score_hand: returned [0]; "
        "expected a list of 4 ints, one per seat"
    ) in out.splitlines()
    assert out.splitlines()[-1] == "oh-short: 9 of 10 checks failed."


def test_check_a_plugin_by_name_checks_each_of_its_games(cli, monkeypatch):
    monkeypatch.setattr("tricktaker.engine.registry._default", short_scores_registry())
    result = cli.run("check", "short_scores", "--games", "1")
    assert result.exit_code == 1
    assert result.output.splitlines()[0].startswith("Oh Hell (oh-short): a variant of oh-hell, ")
    assert "oh-hell:" not in result.output  # only the games the plugin registers


def test_conformance_run_reports_a_broken_hook_without_raising():
    findings = run(short_scores_registry().game("oh-short"), Settings(games=1))
    assert [f.check for f in findings] == list(CHECKS)
    assert findings[0].problem is None  # the rules themselves are Oh Hell's
    games = next(f for f in findings if f.check == "games")
    assert games.description == (
        "Random whole games finish (or stop at the deal limit), with winners among the seats; "
        "the table's panels (every plugin's `table_panels`) draw for every seat at each change "
        "of phase and at the end, as the table draws them."
    )
    assert games.problem == (
        "PluginError: plugin oh-short:ShortScores:0, hook score_hand: returned [0]; "
        "expected a list of 4 ints, one per seat"
    )
    assert all(f.problem is not None for f in findings[1:])


def test_check_a_game_despite_an_unrelated_broken_variant(cli, tmp_path, monkeypatch):
    orphan = variant(tmp_path / "orphan.toml", "orphan", base="nowhere")
    monkeypatch.setenv("TRICKTAKER_GAMES", str(orphan))
    out = cli.ok("check", "oh-hell", "--games", "1").output
    assert out.splitlines()[-1] == "oh-hell: all 10 checks passed."


# -- games -------------------------------------------------------------------------------------


def broken_games_folder(folder: Path) -> tuple[Path, Path]:
    """A folder of game files: a good variant, one with invalid rules, one that is not TOML."""
    typo = typo_variant(folder / "typo.toml")
    not_toml = folder / "zz-not-toml.toml"
    not_toml.write_text("[game\n", encoding="utf-8")
    shutil.copy(EXAMPLE, folder / "twenty.toml")
    return typo, not_toml


def test_games_lists_broken_variant_files(cli, tmp_path, monkeypatch):
    _, not_toml = broken_games_folder(tmp_path / "games")
    monkeypatch.setenv("TRICKTAKER_GAMES", str(tmp_path / "games"))
    out = cli.ok("games").output
    lines = out.splitlines()
    table = [line for line in lines if line[:1] in "┏┃┡│└"]
    assert table and all(len(line) <= 80 for line in table), "\n".join(table)
    rows = table_cells(out)
    assert {"oh-hell", "oh-hell-twenty", "oh-typo"} <= set(rows)
    assert rows["oh-hell-twenty"][1:3] == ["Oh Hell: Twenty", "3–7"]
    assert "game_style=ladder," in rows["oh-hell-twenty"][3]  # as typed (issue 46)
    assert rows["oh-hell"][1:3] == ["Oh Hell", "3–7"]
    # the variant with invalid rules: its row says it is broken; below the table, what is wrong
    assert rows["oh-typo"][1:] == ["broken", "", "see below"]
    broken = [line for line in lines if line.startswith("broken ")]
    assert len(broken) == 2
    assert broken[0].startswith("broken game oh-typo: ")
    assert "play.folow_suit: Extra inputs are not permitted (got True)" in out
    # the file that cannot be read at all: a line of its own, with its path and why
    assert broken[1].startswith(f"broken file {not_toml}: not valid TOML: Expected ']'")
    assert [line.rstrip() for line in lines[-4:]] == [
        "Set one with --option NAME=VALUE; what each means: tricktaker rules GAME",
        "Your own variants (TOML files; check one with: tricktaker check FILE) go in",
        "$TRICKTAKER_GAMES or in:",
        str(Path(os.environ["TRICKTAKER_DATA_DIR"]) / "variants"),
    ]


@pytest.mark.parametrize("columns", ["80", "250"])
def test_games_names_the_broken_variant_file_in_full(cli, tmp_path, monkeypatch, columns):
    """The problems are printed below the table, so no width cuts a path."""
    typo, _ = broken_games_folder(tmp_path / "games")
    monkeypatch.setenv("TRICKTAKER_GAMES", str(tmp_path / "games"))
    out = cli.ok("games", env={"COLUMNS": columns}).output
    assert squeeze(
        f"broken game oh-typo: {typo} (over {RULES}): invalid (1 problem) "
        "play.folow_suit: Extra inputs are not permitted (got True)"
    ) in squeeze(out)
    assert "…" not in out  # long option values are folded, never cut


# -- rules -------------------------------------------------------------------------------------


def test_rules_of_a_variant_file(cli):
    out = cli.ok("rules", EXAMPLE_ARG, env={"COLUMNS": "250"}).output
    first = out.splitlines()[0]
    assert first == f"Oh Hell: Twenty (oh-hell-twenty) — {TWENTY_SUMMARY}"
    assert "The ladder:" in out
    assert "Players: 3–7." in out
    assert "game_style = ladder;" in out  # the default game style, as typed (issue 46)
    assert "ladder, long, long-inverted, short-up-down, short-up, short-down" in out


def test_rules_toml_of_a_variant_prints_the_file_then_the_base_rules(cli):
    out = cli.ok("rules", EXAMPLE_ARG, "--toml").output
    variant_text = EXAMPLE.read_text(encoding="utf-8")
    base_text = RULES.read_text(encoding="utf-8")
    assert out == (
        f"# {EXAMPLE_ARG}: a variant of oh-hell, over {RULES}:\n\n"
        f"{variant_text}\n"
        f"# {RULES}:\n\n"
        f"{base_text}"
    )


# -- play, replay, simulate, resume ------------------------------------------------------------


def play_variant(cli, record: Path, path: str = EXAMPLE_ARG) -> dict[str, Any]:
    cli.ok("play", path, "--seats", "basic,basic,basic", "--seed", "3", "--record", record)
    return json.loads(record.read_text(encoding="utf-8"))


def test_play_a_variant_file_and_replay_its_record(cli, tmp_path, monkeypatch):
    record = tmp_path / "g.json"
    data = play_variant(cli, record)
    assert data["game"] == "oh-hell-twenty"
    assert Path(data["game_file"]).resolve() == EXAMPLE
    assert data["options"]["game_style"] == "ladder"
    session = replay(load(record))
    assert session.is_over
    assert len(session.state.hand_results) == 13
    fresh_default_registry(monkeypatch)
    assert "oh-hell-twenty" not in default_registry().ids  # not otherwise known
    out = cli.ok("replay", record).output
    assert (
        f"oh-hell-twenty: {len(data['actions'])} actions replayed, all legal; game complete." in out
    )
    assert len(session.winners) == 1  # named as people count seats (issue 46)
    assert re.search(r"^Winner: Player \d\.$", out, re.M), out
    assert default_registry().game("oh-hell-twenty").spec.file is not None


def test_replay_json_of_a_variant_record(cli, tmp_path, monkeypatch):
    record = tmp_path / "g.json"
    play_variant(cli, record)
    expected = replay(load(record)).result()
    fresh_default_registry(monkeypatch)
    out = cli.ok("replay", record, "--json").output
    assert json.loads(out) == json.loads(json.dumps(expected))


def test_replay_a_variant_record_from_another_directory(cli, tmp_path, monkeypatch):
    record = tmp_path / "g.json"
    play_variant(cli, record)
    monkeypatch.chdir(tmp_path)
    fresh_default_registry(monkeypatch)
    out = cli.ok("replay", record).output
    assert "all legal; game complete." in out


def test_simulate_a_variant_file(cli):
    out = cli.ok("simulate", EXAMPLE_ARG, "-n", "4", "--workers", "1").output
    assert "Oh Hell: Twenty: 4 games, 13.0 hands each" in out
    rows = [line for line in out.splitlines() if re.match(r"│ Player \d ", line)]  # issue 46
    assert len(rows) == 4
    assert all("basic" in row for row in rows)


def test_simulate_a_variant_file_writes_its_games(cli, tmp_path):
    out_file = tmp_path / "games.jsonl"
    cli.ok("simulate", EXAMPLE_ARG, "-n", "2", "-p", "3", "--out", out_file)
    lines = [json.loads(line) for line in out_file.read_text(encoding="utf-8").splitlines()]
    assert [line["game"] for line in lines] == ["oh-hell-twenty"] * 2
    assert all(line["hands"] == 13 for line in lines)
    assert all(line["options"]["game_style"] == "ladder" for line in lines)


# A short game of the variant for resume: you at seat 0, two basic bots, hands of 2 then 1 card.
RESUME_SEED = 1
RESUME_KINDS = ["human", "basic", "basic"]


def human_moves(seed: int = RESUME_SEED) -> tuple[list[str], Any]:
    """The uninterrupted game (the human plays its first legal action): moves and session."""
    game = Registry(plugins=[tricktaker_ohhell], entry_points=False).add_file(EXAMPLE)
    session = game.new_session(options={"players": 3, "hand_sizes": [2, 1]}, seed=seed)
    bots = {s: make_bot(k, bot_seed(seed, s)) for s, k in enumerate(RESUME_KINDS) if k != "human"}
    moves = []
    while not session.is_over:
        seat = session.current_seat
        if seat in bots:
            action = bots[seat].choose(session, seat)
        else:
            action = session.legal_actions()[0]
            moves.append(session.format_action(action))
        session.apply(action)
    return moves, session


def stopped_variant_game(cli, moves: list[str], path: str = EXAMPLE_ARG) -> Path:
    out = cli.ok(
        "play",
        path,
        "--seats",
        ",".join(RESUME_KINDS),
        "-o",
        "hand_sizes=2,1",
        "--seed",
        str(RESUME_SEED),
        input="".join(m + "\n" for m in moves) + "quit\n",
    ).output
    match = RESUME_HINT.search(out)
    assert match, out
    return find_save(shlex.split(match.group(1))[0])  # the save's short name (issue 46)


def test_resume_a_stopped_game_of_a_variant(cli, monkeypatch):
    moves, reference = human_moves()
    assert len(moves) >= 2
    saved = stopped_variant_game(cli, moves[:1])
    assert saved.name.startswith("oh-hell-twenty-")
    assert Path(load(saved).game_file or "").resolve() == EXAMPLE
    fresh_default_registry(monkeypatch)  # a new process: the variant is known only by the save
    out = cli.ok("resume", saved, input="".join(m + "\n" for m in moves[1:])).output
    assert f"Resuming Oh Hell: Twenty ({saved.stem}, " in out
    assert "Final standings" in out
    finished = replay(load(saved))
    assert finished.is_over
    assert finished.history == reference.history
    assert finished.scores == reference.scores


def test_resume_a_variant_game_from_another_directory(cli, tmp_path, monkeypatch):
    moves, _ = human_moves()
    saved = stopped_variant_game(cli, moves[:1])
    monkeypatch.chdir(tmp_path)
    fresh_default_registry(monkeypatch)
    out = cli.ok("resume", saved, input="".join(m + "\n" for m in moves[1:])).output
    assert "Final standings" in out


# -- issue 44: bad rules and variant files, refused when they load --------------------------------

HEARTS_RULES = rules_module_path(tricktaker_hearts)


def hearts_passing(path: Path, cards: int) -> Path:
    """A Hearts variant passing ``cards`` cards (a hand holds 13)."""
    return variant(path, "hearts-pass", f"[pass_cards]\ncards = {cards}\n", base="hearts")


@pytest.mark.parametrize(
    "command",
    [
        ("play", "--seats", "random,random,random,random"),
        ("simulate", "-n", "1", "--workers", "1"),
        ("rules",),
        ("check", "--games", "1"),
    ],
    ids=["play", "simulate", "rules", "check"],
)
def test_every_command_refuses_a_file_whose_game_would_crash(cli, tmp_path, command):
    """issue 44, class 1: `[pass_cards] cards = 14` in Hearts ended `play` in `ValueError:
    empty range for randrange()` mid-game; now every command refuses the file when it loads
    (exit status 2), naming the file, the field and what is allowed."""
    path = hearts_passing(tmp_path / "v.toml", 14)
    out = cli.error(command[0], path, *command[1:]).output
    assert squeeze(out) == squeeze(
        f"error: {path} (over {HEARTS_RULES}): invalid (1 problem) pass_cards.cards: 14 cards "
        "to pass, but a hand holds 13 when the pass comes (with 4 players, hands of 13 from "
        "deal.hand_size); allowed: 0..13"
    )


def test_games_lists_a_file_whose_game_would_crash_as_broken(cli, tmp_path, monkeypatch):
    """issue 44, class 1: `games` lists such a file as broken, with the field."""
    hearts_passing(tmp_path / "games" / "v.toml", 14)
    monkeypatch.setenv("TRICKTAKER_GAMES", str(tmp_path / "games"))
    out = cli.ok("games", env={"COLUMNS": "250"}).output
    assert "broken game hearts-pass: " in out
    assert squeeze("pass_cards.cards: 14 cards to pass, but a hand holds 13") in squeeze(out)


def test_replay_of_a_record_whose_file_became_unplayable(cli, tmp_path, monkeypatch):
    """issue 44, class 1: a record of a variant file replays; once the file is changed so
    that its game cannot be played, replay refuses it with the file and the field (exit 2)."""
    path = hearts_passing(tmp_path / "v.toml", 2)
    record = tmp_path / "g.json"
    cli.ok(
        "play", path, "--seats", "random,random,random,random", "--seed", "1", "--record", record
    )
    fresh_default_registry(monkeypatch)
    cli.ok("replay", record)
    hearts_passing(path, 14)
    fresh_default_registry(monkeypatch)
    out = squeeze(cli.error("replay", record).output)
    assert squeeze(f"{path}") in out
    assert "pass_cards.cards:14cardstopass" in out


@pytest.mark.parametrize(
    ("body", "said"),
    [
        (
            '[match]\nend = "deals"\ndeals = 0\n',
            "match.deals: Input should be greater than or equal to 1",
        ),
        (
            "[deck]\nsuits = [\n"
            '  { letter = "S", symbol = "♠", name = "spades" },\n'
            '  { letter = "H", symbol = "♠", name = "hearts", red = true },\n'
            '  { letter = "D", symbol = "♦", name = "diamonds", red = true },\n'
            '  { letter = "C", symbol = "♣", name = "clubs" },\n]\n',
            "deck: suits 'spades' and 'hearts' have the same symbol '♠'",
        ),
        ('[match]\nend = "target"\ntarget = 1000\n', "match.end: the schedule has 19 hands"),
        ('[deck]\nrank_aliases = { A = "K" }\n', "deck: rank_aliases: 'A' is a rank itself"),
    ],
    ids=["deals-0", "one-symbol-two-suits", "crash-at-its-end", "alias-shadows-a-rank"],
)
def test_check_no_longer_passes_a_bad_file(cli, tmp_path, body, said):
    """issue 44, classes 2 and 3: files `check` passed with all nine checks (a match of 0
    deals, two suits with one symbol, a game that crashed when its schedule ran out, a rank
    alias whose records never replayed) are refused when they load: exit status 2, the file
    and the field named."""
    path = variant(tmp_path / "bad.toml", "oh-bad", body)
    out = cli.error("check", path, "--games", "1").output
    assert out.startswith(f"error: {path} (over {RULES}): invalid (1 problem)\n")
    assert squeeze(said) in squeeze(out)


def test_check_of_a_file_with_no_deal_phase(cli, tmp_path):
    """issue 44, class 2: a game with no deal phase passed every check."""
    path = tmp_path / "nodeal.toml"
    path.write_text(
        'base = "oh-hell"\nphases = ["bidding", "play", "score"]\n[game]\nid = "oh-nodeal"\n',
        encoding="utf-8",
    )
    out = squeeze(cli.error("check", path).output)
    assert squeeze("phases: no 'deal' phase: a hand starts with the deal") in out


def test_check_names_every_file_of_a_loop_of_variant_files(cli, tmp_path, monkeypatch):
    """issue 44, class 4: two variant files, each the other's base: `check` of either names
    both files, and `games` lists both as broken with the loop."""
    first, second = tmp_path / "a.toml", tmp_path / "b.toml"
    first.write_text('base = "bb"\n[game]\nid = "aa"\nname = "A"\n', encoding="utf-8")
    second.write_text('base = "aa"\n[game]\nid = "bb"\nname = "B"\n', encoding="utf-8")
    monkeypatch.setenv("TRICKTAKER_GAMES", str(tmp_path))
    out = squeeze(cli.error("check", first).output)
    assert squeeze(f"aa ({first}) -> bb ({second}) -> aa ({first})") in out
    out = squeeze(cli.ok("games", env={"COLUMNS": "250"}).output)
    assert squeeze(f"broken file {first}: game 'aa': its chain of base games loops") in out
    assert squeeze(f"broken file {second}: game 'bb': its chain of base games loops") in out


def test_check_bounds_the_games_it_plays(cli):
    """issue 44, class 4: `check --games` with a 31-digit number ran for ever; it is refused,
    saying what is allowed."""
    out = cli.error("check", "oh-hell", "--games", "1" + "0" * 30).output
    assert "Invalid value for '--games'" in out
    assert f"less than or equal to {MAX_CHECK_GAMES}" in out


def test_a_byte_order_mark_is_no_data(cli, tmp_path):
    """issue 44, class 4: a rules file or a record saved with a byte order mark (as some
    editors do) was refused with "Invalid statement (at line 1, column 1)" or "Unexpected
    UTF-8 BOM": the mark is not data, the file reads as without it."""
    rules = tmp_path / "bom.toml"
    rules.write_bytes(b'\xef\xbb\xbfbase = "oh-hell"\n[game]\nid = "bom"\nname = "B"\n')
    cli.ok("check", rules, "--games", "1")
    record = cli.record(tmp_path / "r.json")
    record.write_bytes(b"\xef\xbb\xbf" + record.read_bytes())
    assert "game complete" in cli.ok("replay", record).output


def test_replay_json_names_the_record_once(cli, tmp_path):
    """issue 44, class 4: ``replay --json`` of a bad record named the file twice
    ("r.json: r.json: not a valid game record ...")."""
    record = tmp_path / "r.json"
    record.write_text(json.dumps({"game": "oh-hell", "seed": -1, "seats": ["basic"] * 3}))
    error = json.loads(cli.error("replay", record, "--json").output)["error"]
    assert error.count(str(record)) == 1, error
    assert error.startswith(f"{record}: not a valid game record: seed:")
