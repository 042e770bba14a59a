"""What ``games``, ``rules`` and ``play bridge`` show a player (issue 46): the options a player
chooses, each value whole at 80 columns; no spec ids (``(C-19)``) in player text; ``rules
--toml`` naming files of the repository; Bridge played as a session of boards.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tricktaker import default_registry, load_game
from tricktaker.records import load
from tricktaker.rules import OptionSpec
from tricktaker.rules.options import with_play_defaults

ROOT = Path(__file__).resolve().parents[2]
GAME_IDS = ["bridge", "bridgette", "draw-bridge", "euchre", "hearts", "klaberjass", "oh-hell",
            "skat", "spades"]  # fmt: skip
SPEC_ID = re.compile(r"\b(?:B|C|D|DK|E|F|H|HT|K|S|SK|T)-\d+\b|§")
"""The ids of the games' specifications (``Ambiguity C-19``, ``SK-16``) and their sections:
for the developers who cite them, never for players."""
HIDDEN = {
    "bridge": ["use_double_dummy_result", "num_tricks_in_observation"],
    "spades": ["num_tricks"],
}
WIDE = {"COLUMNS": "250"}


def typed(value: Any) -> str:
    """A value as a player types it after ``--option NAME=``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return ",".join(map(str, value)) or "[]"
    return str(value)


def test_games_shows_what_a_player_chooses_never_a_value_broken(cli: Any) -> None:
    """issue 46: at 80 columns every ``name=value`` is on one line (``fals``/``e`` was split),
    the values as typed after --option, and OpenSpiel's parameters are not listed."""
    out = cli.ok("games").output
    assert all(len(line) <= 80 for line in out.splitlines()), out
    for game_id in GAME_IDS:
        game = default_registry().game(game_id)
        for name, spec in game.rules.options.items():
            if name == "players":
                continue
            value = spec.default if spec.play_default is None else spec.play_default
            token = f"{name}={typed(value)}"
            if spec.hidden:
                assert f"{name}=" not in out, name
            else:
                assert token in out, token  # whole, on one line
    assert "num_boards=4" in out  # what `play bridge` starts with
    assert 'profile="standard"' not in out and "profile=standard" in out


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_rules_shows_no_spec_ids(cli: Any, game_id: str) -> None:
    """issue 46: ``rules`` showed ``(C-19)``, ``SK-16``, ``(§7)`` from the rules files and a
    mechanic's summary."""
    out = cli.ok("rules", game_id, env=WIDE).output
    text = out.split("Every number of the game:")[0]  # the last line names the file's path
    assert not SPEC_ID.search(text), SPEC_ID.findall(text)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_rules_toml_names_files_of_the_repository(cli: Any, game_id: str) -> None:
    """issue 46: ``rules --toml`` printed ``shared/rules/hearts.md``, a file the repository
    does not have; its first line now names the game's page of the documentation."""
    out = cli.ok("rules", game_id, "--toml").output
    first = out.splitlines()[0]
    named = re.findall(r"docs/games/[\w-]+\.md", first)
    assert named and (ROOT / named[0]).is_file(), first
    assert "shared/" not in out


def test_rules_lists_openspiel_parameters_apart(cli: Any) -> None:
    """issue 46: the options a player chooses, each with its meaning on the lines below;
    OpenSpiel's parameters named apart, after them."""
    out = cli.ok("rules", "bridge").output
    assert all(len(line.rstrip()) <= 80 for line in out.splitlines())
    options, apart = out.split("Also accepted, for other programs (no choice for a player):")
    assert "  num_boards = 1 (4 with tricktaker play); allowed: 1 or more" in options
    assert "      Boards in the match (duplicate scoring); their scores are added." in options
    assert "use_double_dummy_result" not in options
    assert "use_double_dummy_result = false: OpenSpiel's parameter" in apart
    assert "num_tricks_in_observation = 2" in apart


# -- Bridge: a session of boards ----------------------------------------------------------------


def started_options(cli: Any, tmp_path: Path, *options: str) -> dict[str, Any]:
    """The options of a Bridge game started by ``play`` (stopped at once)."""
    record = tmp_path / f"bridge-{len(list(tmp_path.iterdir()))}.json"
    args = [a for option in options for a in ("-o", option)]
    cli.ok("play", "bridge", "--record", record, *args, input="quit\n")
    return dict(load(record).options)


def test_play_bridge_is_four_boards_by_default(cli: Any, tmp_path: Path) -> None:
    """issue 46: ``play bridge`` was one board, then the program exited. It is a match of four
    boards (§8: boards 1-4 of the §3.2 cycle: each seat deals once, every vulnerability once);
    the game's own default stays OpenSpiel's single board (§11.1) for the API and simulate."""
    assert started_options(cli, tmp_path)["num_boards"] == 4
    assert load_game("bridge").new_session().options["num_boards"] == 1
    # the player's options that call for one board keep it, rather than being refused
    one = started_options(cli, tmp_path, "dealer=2")
    assert (one["num_boards"], one["dealer"]) == (1, 2)
    assert started_options(cli, tmp_path, "vulnerability=both")["num_boards"] == 1
    rubber = started_options(cli, tmp_path, "scoring=rubber")
    assert (rubber["scoring"], rubber["num_boards"]) == ("rubber", 1)
    assert started_options(cli, tmp_path, "num_boards=2")["num_boards"] == 2


def test_with_play_defaults() -> None:
    """issue 46: ``play_default`` is used unless given, or contradicting what is given."""
    specs = load_game("bridge").rules.options
    assert with_play_defaults(specs, {}) == {"num_boards": 4}
    assert with_play_defaults(specs, {"num_boards": "3"}) == {"num_boards": "3"}
    assert with_play_defaults(specs, {"board_number": 5}) == {"board_number": 5, "num_boards": 4}
    assert with_play_defaults(specs, {"dealer": "1"}) == {"dealer": "1"}
    assert with_play_defaults(specs, {"scoring": "rubber"}) == {"scoring": "rubber"}
    hearts = load_game("hearts").rules.options
    assert with_play_defaults(hearts, {"hands": 1}) == {"hands": 1}  # no play_default at all


def test_a_play_default_must_be_allowed() -> None:
    with pytest.raises(ValueError, match="play_default"):
        OptionSpec(type="int", default=1, min=1, description="boards", play_default=0)
    with pytest.raises(ValueError, match="play_default"):
        OptionSpec(
            type="choice", choices=["a", "b"], default="a", description="x", play_default="c"
        )


# -- check, simulate, replay ----------------------------------------------------------------------


def test_check_shows_each_description_whole(cli: Any) -> None:
    """issue 46: ``check`` cut "legal" mid-sentence ("(one source of legality: ``why_illegal``
    is"): each check's description is its docstring's first paragraph, whole, wrapped under
    itself at 80 columns."""
    out = cli.ok("check", "oh-hell", "--games", "1").output
    # the first line names the rules file: a path, as long as where the game is installed
    checks = [line for line in out.splitlines() if "rules.toml" not in line]
    assert all(len(line) <= 80 for line in checks), out
    flat = " ".join(out.split())
    assert (
        "✓ legal Offered actions are legal, have no refusal (one source of legality: "
        "`why_illegal` is None exactly for them) and read back; a card not offered is refused "
        "with words, harmlessly."
    ) in flat
    legal = next(i for i, line in enumerate(out.splitlines()) if "✓ legal" in line)
    following = out.splitlines()[legal + 1]
    assert following.startswith(" " * 18) and following.strip()  # under the description


def test_simulate_plot_without_matplotlib_fails_before_any_game(
    cli: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """issue 46: without matplotlib, ``simulate --plot`` says how to install it at once (exit
    2), before playing a single game."""
    import tricktaker.cli.simulating as simulating

    monkeypatch.setitem(__import__("sys").modules, "matplotlib", None)  # not installed

    def no_game(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a game was played before --plot was checked")

    monkeypatch.setattr(simulating, "run", no_game)
    picture = tmp_path / "scores.png"
    out = cli.error("simulate", "hearts", "-n", "1000", "--plot", picture).output
    assert "--plot needs matplotlib: pip install 'tricktaker[plot]'" in out
    assert not picture.exists()


def test_simulate_names_the_seats_as_the_game_does(cli: Any) -> None:
    """issue 46: the summary's seat column said 0, 1, 2, 3."""
    out = cli.ok("simulate", "spades", "-n", "2", "-o", "max_hands=1").output
    assert all(len(line) <= 80 for line in out.splitlines()), out
    rows = [line.strip("│ ").split()[0] for line in out.splitlines() if "│ basic" in line]
    assert rows == ["North", "East", "South", "West"]


def test_simulate_statistics_never_cut_at_80_columns(cli: Any) -> None:
    """issue 46: with the game's statistics in the same table (Skat: three), the win rate's
    interval was cut to ``(9.5%–9…``; they are a table of their own."""
    out = cli.ok("simulate", "skat", "-n", "2", "-o", "deals=3").output
    assert "…" not in out and all(len(line) <= 80 for line in out.splitlines()), out
    assert "Per game, on average" in out and "games declared" in out
    assert re.search(r"\d+\.\d% \(\d+\.\d%–\d+\.\d%\)", out)


def test_replay_names_the_winners_as_the_game_does(cli: Any, tmp_path: Path) -> None:
    """issue 46: ``replay`` said ``Winner(s): seat 2``."""
    hearts = tmp_path / "hearts.json"
    bots = ["--seats", "basic,basic,basic,basic", "--seed", "3"]
    cli.ok("play", "hearts", *bots, "-o", "hands=1", "--record", hearts)
    out = cli.ok("replay", hearts).output
    names = {"North", "East", "South", "West"}
    last = out.splitlines()[-1]
    assert re.fullmatch(r"Winners?( \(a tie\))?: .*\.", last), last
    assert any(name in last for name in names) and "seat" not in last.lower()
    euchre = tmp_path / "euchre.json"  # a game of sides: the side by its name
    cli.ok("play", "euchre", *bots, "--record", euchre)
    last = cli.ok("replay", euchre).output.splitlines()[-1]
    assert last in ("Winners: North–South.", "Winners: East–West."), last


def test_seats_counted_from_one_in_errors(cli: Any) -> None:
    """issue 46: ``--seats basic,,basic`` said "seat 1 is empty" of the second seat."""
    out = cli.error("simulate", "oh-hell", "--seats", "basic,,basic").output
    assert "seat 2 is empty" in out
