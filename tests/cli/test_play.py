"""``tricktaker play`` with bots only: whole games, options, user mistakes, plain output."""

from __future__ import annotations

import json
import re

import pytest

BOTS = ["--seats", "basic,random,basic", "--seed", "5"]
SEVEN = "basic,random,basic,basic,basic,basic,random"
SMALL = [*BOTS, "-o", "hand_sizes=2,1"]


def totals(output: str) -> list[int]:
    """The Total row of the last score table printed."""
    rows = [line for line in output.splitlines() if line.strip("│┃ ").startswith("Total")]
    assert rows, output
    return [int(n) for n in re.findall(r"-?\d+", rows[-1])]


def winner_line(output: str) -> str:
    lines = [
        line for line in output.splitlines() if " wins with " in line or "share the win" in line
    ]
    assert len(lines) == 1, output
    return lines[0]


# -- whole games --------------------------------------------------------------------------------


def test_bot_game_runs_to_the_end_without_input(cli, bots):
    result = cli.ok("play", "oh-hell", *BOTS, input="")
    out = result.output
    expected = bots(["basic", "random", "basic"], 5)
    assert len(expected.state.hand_results) == 19  # the long game of 3 players
    assert "— Hand 1 of 19: 10 cards each" in out
    assert "— Hand 19 of 19: 10 cards each" in out
    assert "Game stopped" not in out
    # nothing asked before the first hand: the seats, then the hand
    assert out.lstrip().startswith(
        "Seats Player 1 (basic) · Player 2 (random) · Player 3 (basic)\n"
    )
    assert out.lstrip().splitlines()[2].startswith("— Hand 1 of 19")
    assert totals(out) == expected.scores
    best = max(expected.scores)
    line = winner_line(out)
    assert f"with {best} points." in line
    for seat in expected.winners:
        assert f"Player {seat + 1}" in line


def test_bot_game_shows_bids_plays_tricks_and_score_tables(cli, bots):
    out = cli.ok("play", "oh-hell", *SMALL).output
    expected = bots(["basic", "random", "basic"], 5, hand_sizes=[2, 1])
    assert "— Hand 1 of 2: 2 cards each" in out
    assert "— Hand 2 of 2:" in out
    assert "trump:" in out
    assert "Player 2 bids" in out
    assert "Player 1 plays" in out
    assert "Trick 1: " in out and " won" in out  # issue 46: a numbered line per trick
    assert out.count("Scores") == 2  # after hand 1, then the final table (which ends hand 2)
    assert totals(out) == expected.scores
    assert "Hand" in out and "Total" in out


@pytest.mark.parametrize(
    ("game_id", "hands"), [("bridgette", "of 6"), ("klaberjass", ""), ("draw-bridge", "")]
)
def test_hand_n_of_m_when_the_number_of_hands_is_known(cli, game_id, hands):
    """Bridgette's match is six deals: ``Hand 4 of 6`` at each deal and in the scores after
    it; a match to a target score just counts (``Hand 4``)."""
    out = cli.ok("play", game_id, "--seats", "basic,basic", "--seed", "1").output
    announced = re.findall(r"— Hand (\d+)( of \d+)?:", out)
    after = re.findall(r"Scores after hand (\d+)( of \d+)?", out)
    assert announced and after
    assert {suffix.strip() for _, suffix in announced + after} == {hands}
    assert [n for n, _ in after] == [n for n, _ in announced][: len(after)]


def test_one_card_hand_is_announced_in_the_singular(cli):
    out = cli.ok("play", "oh-hell", *SMALL).output
    assert "— Hand 2 of 2: 1 card each" in out
    assert "1 cards" not in out


@pytest.mark.parametrize(
    ("extra", "hands", "players"),
    [
        (["--option", "game_style=short-up"], 10, 3),
        (["-o", "game_style=short-down", "-o", "scoring_style=negative"], 10, 3),
        (["-o", "hand_sizes=2,1"], 2, 3),
        (["-o", "hand-sizes=3"], 1, 3),  # dashes in option names are accepted
        (["-o", "hook=false", "-o", "hand_sizes=1,1,1"], 3, 3),
    ],
)
def test_options_are_applied(cli, tmp_path, extra, hands, players):
    record = tmp_path / "game.json"
    out = cli.ok("play", "oh-hell", *BOTS, *extra, "--record", record).output
    assert f"— Hand {hands} of {hands}:" in out
    data = json.loads(record.read_text(encoding="utf-8"))
    assert data["options"]["players"] == players
    replayed = json.loads(cli.ok("replay", record, "--json").output)
    assert replayed["complete"] is True
    assert len(replayed["hands"]) == hands


def test_short_up_schedule(cli, tmp_path):
    record = tmp_path / "game.json"
    out = cli.ok(
        "play", "oh-hell", *BOTS, "--option", "game_style=short-up", "--record", record
    ).output
    for n in range(1, 11):
        assert f"— Hand {n} of 10: {n} card" in out
    assert json.loads(record.read_text())["options"]["game_style"] == "short-up"


def test_players_option_with_bots(cli, tmp_path):
    record = tmp_path / "game.json"
    out = cli.ok(
        "play", "oh-hell", "--players", "5", "--seats", "basic,basic,random,basic,random",
        "--seed", "3", "-o", "hand_sizes=2", "--record", record,
    ).output  # fmt: skip
    assert "Player 5 (random)" in out
    data = json.loads(record.read_text())
    assert data["options"]["players"] == 5
    assert data["seats"] == ["basic", "basic", "random", "basic", "random"]


def test_players_option_with_default_seats_gives_a_human_seat_and_bots(cli):
    result = cli.run(
        "play", "oh-hell", "--players", "5", "--seed", "3", "-o", "hand_sizes=1", input=""
    )
    assert result.exit_code == 0, result.output
    assert "Player 5 (basic)" in result.output
    assert "Game stopped and saved." in result.output


def test_seat_kinds_are_case_and_space_insensitive(cli):
    out = cli.ok(
        "play", "oh-hell", "--seats", "Basic, RANDOM ,basic", "--seed", "1", "-o", "hand_sizes=1"
    ).output
    assert "Player 2 (random)" in out


def test_same_seed_same_game(cli):
    first = cli.ok("play", "oh-hell", *SMALL).output
    second = cli.ok("play", "oh-hell", *SMALL).output
    other = cli.ok(
        "play", "oh-hell", "--seats", "basic,random,basic", "--seed", "6", "-o", "hand_sizes=2,1"
    ).output
    assert first == second
    assert first != other


# -- user mistakes -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "needles"),
    [
        (["-o", "foo=1"], ["no option 'foo'", "game_style", "hand_sizes", "hook", "scoring_style"]),
        (["-o", "game_style=sideways"], ["option 'game_style'", "'sideways'", "short-up-down"]),
        (["-o", "scoring_style=lots"], ["option 'scoring_style'", "positive, neutral, negative"]),
        (["-o", "hook=maybe"], ["option 'hook'", "'maybe'", "true or false"]),
        (["-o", "hand_sizes=a,b"], ["option 'hand_sizes'", "'a'", "whole number"]),
        (["-o", "hand_sizes=0"], ["option 'hand_sizes'", "0 is not allowed"]),
        (["-o", "hand_sizes=20"], ["hand_sizes=[20]", "need 60 cards", "pack has 52", "1..17"]),
        (["--players", "9"], ["option 'players'", "9", "3..7"]),
        (["--players", "2"], ["option 'players'", "2", "3..7"]),
        (["-o", "foo"], ["--option takes NAME=VALUE", "'foo'"]),
        (["-o", "=3"], ["--option takes NAME=VALUE", "'=3'"]),
    ],
)
def test_bad_option(cli, args, needles):
    out = cli.error("play", "oh-hell", *BOTS, *args, input="").output
    for needle in needles:
        assert needle in out, out


@pytest.mark.parametrize("seats", ["basic,robot,basic", "human,bot,basic"])
def test_bad_seat_kind_names_the_kinds(cli, seats):
    out = cli.error("play", "oh-hell", "--seats", seats, "--seed", "1").output
    assert "unknown seat kind" in out
    assert "human, random, basic" in out


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["--seats", "basic,basic,basic", "--players", "4"], "--seats names 3 seats for 4 players"),
        (
            ["--seats", "basic,basic,basic,basic", "--players", "3"],
            "--seats names 4 seats for 3 players",
        ),
        (["--seats", "basic,basic"], "option 'players': 2 is not allowed"),
    ],
)
def test_seats_must_match_players(cli, args, needle):
    out = cli.error("play", "oh-hell", "--seed", "1", *args).output
    assert needle in out


def test_players_option_must_match_seats(cli):
    """``-o players=5`` with three ``--seats`` must not silently play a 3-player game."""
    out = cli.error("play", "oh-hell", "--seats", "basic,basic,basic", "-o", "players=5").output
    assert "--seats names 3 seats for 5 players" in out


def test_bad_players_option_is_not_ignored_when_seats_are_given(cli):
    out = cli.error("play", "oh-hell", "--seats", "basic,basic,basic", "-o", "players=many").output
    assert "option 'players'" in out


def test_players_given_twice_differently_is_an_error(cli):
    out = cli.error(
        "play", "oh-hell", "--seats", "basic,basic,basic", "--players", "3", "-o", "players=4"
    ).output
    assert "players" in out


def test_negative_delay_is_refused(cli):
    out = cli.error("play", "oh-hell", *SMALL, "--delay", "-1").output
    assert "--delay" in out


def test_record_path_that_is_a_directory(cli, tmp_path):
    out = cli.error("play", "oh-hell", *SMALL, "--record", tmp_path).output
    assert str(tmp_path) in out.replace("\n", "")


def test_record_path_under_a_file(cli, tmp_path):
    blocker = tmp_path / "afile"
    blocker.write_text("x")
    out = cli.error("play", "oh-hell", *SMALL, "--record", blocker / "game.json").output
    assert "afile" in out


def test_markup_in_an_option_is_shown_not_interpreted(cli):
    """Option names and record paths are the user's text: rich markup in them is printed as is."""
    out = cli.error("play", "oh-hell", *BOTS, "-o", "foo[/x]=1").output
    assert "no option 'foo[/x]'" in out


# -- plain output, 80 columns ------------------------------------------------------------------


def test_non_terminal_output_has_no_escape_codes(cli, no_ansi):
    out = cli.ok("play", "oh-hell", *SMALL).output
    assert not no_ansi.search(out)
    assert "♠" in out or "♥" in out or "♦" in out or "♣" in out


def test_no_color_has_no_escape_codes(cli, no_ansi):
    out = cli.ok("play", "oh-hell", *SMALL, env={"NO_COLOR": "1"}).output
    assert not no_ansi.search(out)


def test_no_color_removes_colours_even_on_a_terminal(cli, no_ansi):
    """With a terminal (FORCE_COLOR makes rich treat the output as one) NO_COLOR removes every
    colour; only styles such as bold remain, as the NO_COLOR convention allows."""
    env = {"FORCE_COLOR": "1", "TERM": "xterm-256color"}
    coloured = cli.ok("play", "oh-hell", *SMALL, env=env).output
    assert no_ansi.search(coloured)  # the check below would mean nothing without colours here
    plain = cli.ok("play", "oh-hell", *SMALL, env={**env, "NO_COLOR": "1"}).output
    colour = re.compile(r"\x1b\[(?:[0-9;]*;)?(?:3[0-9]|4[0-9]|9[0-7]|10[0-7])(?:;[0-9;]*)?m")
    assert colour.search(coloured)
    assert not colour.search(plain)


@pytest.mark.parametrize(
    "args",
    [
        ["play", "oh-hell", *SMALL],
        ["play", "oh-hell", "--seats", SEVEN, "--seed", "3", "-o", "hand_sizes=3,2,1"],
        [
            "play",
            "oh-hell",
            "--seats",
            "random,basic,basic",
            "--seed",
            "9",
            "-o",
            "game_style=short-down",
        ],
        ["games"],
        ["rules", "oh-hell"],
    ],
)
def test_output_fits_80_columns(cli, args):
    out = cli.ok(*args).output
    too_wide = [line for line in out.splitlines() if len(line) > 80]
    assert not too_wide, too_wide
