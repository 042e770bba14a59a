"""Autosave, ``tricktaker resume`` and the human's helpers (``--auto``, ``hint``, ``--open``).

The human's moves are scripted deterministically (always the first legal action), so the whole
game is known in advance: :func:`reference` plays it through the API with the same bots the
console builds (``make_bot(kind, bot_seed(seed, seat))``). A game stopped and resumed any
number of times, at any point, must end exactly as that uninterrupted game.

Seed 1 with ``hand_sizes=3,2,1`` (4 players, seat 0 human) gives the human a first bid with
other bids already made (decision 0), a forced card in the middle of a trick (decision 1), and
the first action of the third hand (decision 7: the human is the dealer's left), so a stop there
falls between two hands.
"""

from __future__ import annotations

import json
import os
import re
import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

import tricktaker.saves as saves
from tricktaker import Session, load_game
from tricktaker.bots import make_bot
from tricktaker.cli.play import bot_seed
from tricktaker.cli.view import hand_text, legal_text
from tricktaker.records import load, record_of, replay, save

SEED = 1
SIZES = [3, 2, 1]
HUMAN = ["human", "basic", "basic", "basic"]
PLAY = ["play", "oh-hell", "-o", "hand_sizes=3,2,1", "--seed", str(SEED)]
SAVE_NAME = re.compile(r"oh-hell-\d{8}-\d{6}(-\d+)?\.json")
RESUME_HINT = re.compile(r"Resume it with:\s+tricktaker resume (\S+)")
BID_PROMPT = re.compile(r"You: bid \d+-\d+(?:, not [\d, ]+)? \(\? for help\): ")
CARD_PROMPT = re.compile(r"You: (?:lead a )?card \(\? for help\): ")
ANY_PROMPT = re.compile(r"\(\? for help\): ")

# The decisions of the human in the seed-1 game (see the module docstring).
BIDDING, MID_TRICK, BETWEEN_HANDS = 0, 1, 7


@dataclass
class Decision:
    """One question to the human in the reference game."""

    before: int  # actions played before it
    phase: str
    trick: int  # cards already in the current trick
    first_of_hand: bool  # no action of this hand has been played yet
    hand_no: int
    move: str  # what the script types: the first legal action
    legal: list[str]  # every legal action, as typed
    shown: str  # the legal moves as '?' shows them


def reference(
    seed: int = SEED, kinds: list[str] | None = None, **options: Any
) -> tuple[Session, list[Decision]]:
    """The uninterrupted game: bots as the console builds them, the human plays legal[0]."""
    kinds = kinds or HUMAN
    options = {"players": len(kinds), "hand_sizes": SIZES, **options}
    session = load_game("oh-hell").new_session(options=options, seed=seed)
    bots = {s: make_bot(k, bot_seed(seed, s)) for s, k in enumerate(kinds) if k != "human"}
    decisions: list[Decision] = []
    deal_no, hand_start = -1, 0
    while not session.is_over:
        if session.state.deal_no != deal_no:
            deal_no, hand_start = session.state.deal_no, len(session.history)
        seat = session.current_seat
        if seat in bots:
            action = bots[seat].choose(session, seat)
        else:
            legal = session.legal_actions()
            action = legal[0]
            decisions.append(
                Decision(
                    before=len(session.history),
                    phase=session.phase.name,
                    trick=len(session.state.trick),
                    first_of_hand=len(session.history) == hand_start,
                    hand_no=session.state.hand_no,
                    move=session.format_action(action),
                    legal=[session.format_action(a) for a in legal],
                    shown=legal_text(session, legal).plain,
                )
            )
        session.apply(action)
    return session, decisions


def session_from_record(path: Path) -> tuple[Session, list[Decision]]:
    """The uninterrupted game of a saved record: its seed, options and seats."""
    record = load(path)
    assert record.seats is not None
    return reference(record.seed, list(record.seats), **record.options)


def typed(moves: list[str], stop: str | None = None) -> str:
    lines = [*moves, *([stop] if stop is not None else [])]
    return "".join(line + "\n" for line in lines)


def squeeze(text: str) -> str:
    """Text without any white space: a long path wrapped by rich is found whole again."""
    return "".join(text.split())


def flat(text: str) -> str:
    return " ".join(text.split())


def resume_path(output: str) -> Path:
    match = RESUME_HINT.search(output)
    assert match, output
    return saves.find_save(shlex.split(match.group(1))[0])


def totals(output: str) -> list[int]:
    rows = [line for line in output.splitlines() if line.strip("│┃ ").startswith("Total")]
    assert rows, output
    return [int(n) for n in re.findall(r"-?\d+", rows[-1])]


def snapshot(directory: Path) -> dict[str, tuple[bytes, int]]:
    """Every file of ``directory`` with its bytes and modification time."""
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(directory.iterdir())}


@pytest.fixture
def games_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``$TRICKTAKER_DATA_DIR/games`` of this test (created when the first game is saved)."""
    monkeypatch.setenv("TRICKTAKER_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data" / "games"


@pytest.fixture(scope="module")
def ref() -> tuple[Session, list[Decision]]:
    return reference()


def test_reference_game_has_the_stops_this_file_needs(ref):
    _, decisions = ref
    assert decisions[BIDDING].phase == "bidding" and decisions[BIDDING].before > 0
    assert decisions[MID_TRICK].phase == "play" and decisions[MID_TRICK].trick > 0
    between = decisions[BETWEEN_HANDS]
    assert between.first_of_hand and between.hand_no == 2 and between.phase == "bidding"


# -- autosave -----------------------------------------------------------------------------------


def save_spy(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Path, int]]:
    """Watch the console's saves: (file, number of actions in it) after each write, whether the
    journal is written whole (its first line, or the whole record at the end) or appended to."""
    seen: list[tuple[Path, int]] = []
    real_whole, real_append = saves.write_atomically, saves.Journal.write_lines

    def whole(path: Path, text: str) -> None:
        real_whole(path, text)
        if path.suffix == ".json":
            seen.append((Path(path), len(load(path).actions)))

    def append(journal: saves.Journal, lines: list[str]) -> None:
        size = journal.path.stat().st_size
        real_append(journal, lines)
        # appended, never rewritten: the file grew by exactly the new lines
        assert journal.path.stat().st_size == size + len("".join(lines).encode())
        seen.append((journal.path, len(load(journal.path).actions)))

    monkeypatch.setattr(saves, "write_atomically", whole)
    monkeypatch.setattr(saves.Journal, "write_lines", append)
    return seen


def test_play_autosaves_after_every_action(cli, games_dir, monkeypatch, ref):
    session, decisions = ref
    seen = save_spy(monkeypatch)
    stop = decisions[4].before
    out = cli.ok(*PLAY, input=typed([d.move for d in decisions[:4]], "quit")).output
    files = list(games_dir.glob("*.json"))
    assert len(files) == 1
    assert SAVE_NAME.fullmatch(files[0].name), files[0].name
    assert {path for path, _ in seen} == {files[0]}
    # one save at the start, one after each action, one when stopping
    assert [count for _, count in seen] == [*range(stop + 1), stop]
    saved = load(files[0])
    assert saved.seats == HUMAN
    assert saved.seed == SEED
    assert saved.actions == record_of(session, HUMAN).actions[:stop]
    assert resume_path(out) == files[0]


def test_a_finished_game_is_saved_after_its_last_action(cli, games_dir, monkeypatch, ref):
    session, decisions = ref
    seen = save_spy(monkeypatch)
    out = cli.ok(*PLAY, input=typed([d.move for d in decisions])).output
    assert "Resume it with" not in out
    assert "Game stopped" not in out
    total = len(session.history)
    # the journal's first line, one line per action, the whole record at the end
    assert [count for _, count in seen] == [*range(total + 1), total]
    (path,) = games_dir.glob("oh-hell-*.json")
    assert replay(load(path)).result() == session.result()


@pytest.mark.parametrize("stop", ["quit", "q", "exit", "QUIT", None], ids=repr)
def test_stopping_says_how_to_resume(cli, games_dir, ref, stop):
    """``quit`` (and its synonyms) or the end of input save the game and name the command."""
    _, decisions = ref
    out = cli.ok(*PLAY, input=typed([decisions[0].move], stop)).output
    (path,) = games_dir.glob("oh-hell-*.json")
    # issue 46: the short name of the save, not its absolute path, on a line of its own
    assert f"Game stopped and saved. Resume it with:\n  tricktaker resume {path.stem}\n" in out
    assert len(load(path).actions) == decisions[1].before


# -- resume PATH: the same game ---------------------------------------------------------------


@pytest.mark.parametrize(
    "stops",
    [
        [(BIDDING, "quit")],
        [(MID_TRICK, None)],
        [(BETWEEN_HANDS, "q")],
        [(BIDDING, None), (MID_TRICK, "quit"), (4, "exit"), (BETWEEN_HANDS, None)],
        [(2, "quit"), (3, "quit"), (8, None)],
    ],
    ids=["bidding", "mid-trick", "between-hands", "four-stops", "adjacent-stops"],
)
def test_resumed_game_is_the_uninterrupted_game(cli, games_dir, ref, stops):
    session, decisions = ref
    moves = [d.move for d in decisions]
    expected = record_of(session, HUMAN)
    path: Path | None = None
    done = 0
    for decision, word in stops:
        args = PLAY if path is None else ["resume", path.stem]  # by its name (issue 46)
        out = cli.ok(*args, input=typed(moves[done:decision], word)).output
        if path is not None:
            assert f"Resuming Oh Hell ({path.stem}, {decisions[done].before} actions played)." in (
                out
            )
        assert "Final standings" not in out
        saved_at = resume_path(out)
        assert path is None or saved_at == path  # resuming saves to the same file
        path = saved_at
        assert list(games_dir.iterdir()) == [path]  # no second save, no leftovers
        assert load(path).actions == expected.actions[: decisions[decision].before]
        done = decision
    assert path is not None
    out = cli.ok("resume", str(path), input=typed(moves[done:])).output
    assert "Game stopped" not in out
    assert "Final standings" in out
    assert totals(out) == session.scores
    assert f"with {max(session.scores)} points." in out
    # the finished save is the uninterrupted game: same history, hands and scores ...
    finished = replay(load(path))
    assert finished.is_over
    assert load(path).actions == expected.actions
    assert finished.history == session.history
    assert finished.state.hand_results == session.state.hand_results
    assert finished.scores == session.scores
    assert finished.winners == session.winners
    # ... and the game the record itself describes (its seed, options and seats) once more
    again, _ = session_from_record(path)
    assert again.history == finished.history
    assert again.state.hand_results == finished.state.hand_results


def test_resume_with_auto_plays_forced_moves(cli, games_dir, ref):
    session, decisions = ref
    out = cli.ok(*PLAY, input="quit\n").output
    path = resume_path(out)
    asked = [d.move for d in decisions if len(d.legal) > 1]
    out = cli.ok("resume", str(path), "--auto", input=typed(asked)).output
    assert out.count("(your only legal move)") == sum(len(d.legal) == 1 for d in decisions)
    assert replay(load(path)).history == session.history


# -- resume without FILE: choosing among the unfinished games -----------------------------------


def stopped_game(cli, seed: int, moves: int = 0) -> Path:
    """Play ``seed`` with the scripted human and stop at its decision number ``moves``."""
    _, decisions = reference(seed)
    out = cli.ok(
        "play",
        "oh-hell",
        "-o",
        "hand_sizes=3,2,1",
        "--seed",
        str(seed),
        input=typed([d.move for d in decisions[:moves]], "quit"),
    ).output
    return resume_path(out)


def finished_game(cli, games_dir: Path) -> Path:
    before = set(games_dir.glob("*.json"))
    cli.ok("play", "oh-hell", "--seats", "basic,basic,basic", "-o", "hand_sizes=1", "--seed", "3")
    (path,) = set(games_dir.glob("*.json")) - before
    assert replay(load(path)).is_over
    return path


def age(path: Path, seconds: int) -> None:
    """Make ``path`` look saved ``seconds`` ago (the list is newest first)."""
    stamp = path.stat().st_mtime - seconds
    os.utime(path, (stamp, stamp))


@pytest.fixture
def two_unfinished(cli, games_dir) -> tuple[Path, Path]:
    """Two unfinished games (newest first) and a finished one in the data directory."""
    older = stopped_game(cli, 1, BETWEEN_HANDS)  # stopped at the start of hand 3
    newer = stopped_game(cli, 2, 0)
    age(older, 600)
    age(newer, 300)
    finished = finished_game(cli, games_dir)
    age(finished, 100)  # the newest file of all, yet not offered
    return newer, older


def test_resume_lists_unfinished_games_and_resumes_the_chosen_one(cli, games_dir, two_unfinished):
    newer, older = two_unfinished
    _, decisions = reference(1)
    scores = replay(load(older)).scores  # after two of the three hands
    result = cli.ok("resume", input=typed(["2", *[d.move for d in decisions[BETWEEN_HANDS:]]]))
    out = result.output
    assert "Unfinished games (2, newest first" in out
    # the finished game is not offered
    assert "Resume which game? [1-2, d N to delete, q to cancel]" in out
    # issue 46: one line a game: number, game, players, hands played, your score, when saved
    rows = [line.split() for line in out.splitlines() if re.match(r" ?[12] ", line)]
    assert [row[0] for row in rows] == ["1", "2"]
    assert all(row[1:3] == ["Oh", "Hell"] for row in rows)
    assert all(row[3:7] == ["you,", "3", "basic", "bots"] for row in rows)
    assert rows[1][7:10] == ["2", "of", "3"]  # the older game stopped after two hands
    assert rows[0][7:10] == ["0", "of", "3"]
    assert rows[1][10] == str(scores[0])  # the human's score
    assert rows[1][11] in ("today", "yesterday")  # saved ten minutes ago
    assert f"Resuming Oh Hell ({older.stem}, {decisions[BETWEEN_HANDS].before} actions" in out
    assert "Final standings" in out
    assert replay(load(older)).is_over
    assert not replay(load(newer)).is_over


def test_resume_choice_defaults_to_the_newest_game(cli, two_unfinished):
    newer, older = two_unfinished
    before = older.read_bytes()
    out = cli.ok("resume", input="\nquit\n").output
    assert "(Enter: resuming game 1, the last saved)" in out  # Enter says what it took
    assert f"Resuming Oh Hell ({newer.stem}, " in out
    assert f"tricktaker resume {newer.stem}" in out
    assert older.read_bytes() == before


@pytest.mark.parametrize("wrong", ["0", "3", "x", "-1", "1.5", "2 1"])
def test_resume_asks_again_after_a_bad_choice(cli, two_unfinished, wrong):
    _, older = two_unfinished
    out = cli.ok("resume", input=f"{wrong}\n2\nquit\n").output
    assert out.count("Resume which game? [1-2, d N to delete, q to cancel]") == 2
    assert out.count("Type a number from 1 to 2, d and a number to delete that game, or q.") == 1
    assert f"Resuming Oh Hell ({older.stem}, " in out


@pytest.mark.parametrize("answer", ["q\n", "Q\n", "quit\n", ""], ids=repr)
def test_resume_choice_can_be_cancelled(cli, games_dir, two_unfinished, answer):
    before = snapshot(games_dir)
    out = cli.ok("resume", input=answer).output
    assert "Resume which game?" in out
    assert "Resuming" not in out
    assert "Game stopped" not in out
    assert snapshot(games_dir) == before


def test_resume_without_unfinished_games(cli, games_dir):
    out = cli.ok("resume", input="1\n").output  # the directory does not even exist
    assert "No unfinished games in" in out
    assert "Resume which game?" not in out
    finished_game(cli, games_dir)
    out = cli.ok("resume", input="1\n").output
    assert squeeze(f"No unfinished games in {games_dir}.") in squeeze(out)
    assert "Resume which game?" not in out


BROKEN = {
    "not-json.json": "this is not a game record\n",
    "empty.json": "",
    "truncated.json": None,  # half of a real save, written below
    "illegal.json": None,
    "not-a-record.json": '{"game": "oh-hell"}\n',
}


def broken_saves(cli, games_dir: Path) -> dict[str, Path]:
    """A valid unfinished game and several broken save files next to it."""
    good = stopped_game(cli, 1, MID_TRICK)
    text = good.read_text(encoding="utf-8")
    data = json.loads(text)
    data["actions"][2]["action"] = "9"  # a bid no one can make in a 3-card hand
    paths = {}
    for name, content in BROKEN.items():
        path = games_dir / name
        if name == "truncated.json":
            content = text[: len(text) // 2]
        elif name == "illegal.json":
            content = json.dumps(data, indent=1)
        path.write_text(content, encoding="utf-8")
        paths[name] = path
    return {"good": good, **paths}


def test_broken_saves_are_skipped_with_a_note_and_left_untouched(cli, games_dir):
    paths = broken_saves(cli, games_dir)
    age(paths["good"], 60)  # the broken files are the newest
    before = snapshot(games_dir)
    out = cli.ok("resume", input="q\n").output
    assert "Resume which game? [1-1, d N to delete, q to cancel]" in out
    for name in BROKEN:
        assert squeeze(f"(skipping {paths[name]}:") in squeeze(out), name
    assert squeeze("action 2 ('9' by seat 0): a bid is a number of tricks from 0 to 3") in squeeze(
        out
    )
    assert snapshot(games_dir) == before
    # resuming the good game leaves them untouched too
    _, decisions = reference(1)
    out = cli.ok("resume", input=typed(["1", *[d.move for d in decisions[MID_TRICK:]]])).output
    assert "Final standings" in out
    after = snapshot(games_dir)
    for name in BROKEN:
        assert after[name] == before[name], name
    assert set(after) == set(before)  # and no file was added


def test_only_broken_saves_means_no_unfinished_games(cli, games_dir):
    games_dir.mkdir(parents=True)
    path = games_dir / "broken.json"
    path.write_text("{", encoding="utf-8")
    before = snapshot(games_dir)
    out = cli.ok("resume").output
    assert squeeze(f"(skipping {path}:") in squeeze(out)
    assert "No unfinished games" in out
    assert snapshot(games_dir) == before


def test_notes_keep_long_paths_whole(cli, tmp_path, monkeypatch):
    """The broken file's path and the data directory are there to be copied: like the "Game
    stopped" message, the notes must not break them across lines."""
    data = tmp_path / ("a-rather-long-folder-name-" * 3) / "data"
    monkeypatch.setenv("TRICKTAKER_DATA_DIR", str(data))
    games = data / "games"
    games.mkdir(parents=True)
    broken = games / "a-broken-save-with-a-long-name.json"
    broken.write_text("{", encoding="utf-8")
    out = cli.ok("resume").output
    assert str(broken) in out
    assert f"No unfinished games in {games}." in out


# -- resume FILE: files that cannot be resumed -------------------------------------------------


@pytest.mark.parametrize("name", [n for n in BROKEN if n != "not-a-record.json"])
def test_resume_of_a_broken_file_is_refused_and_the_file_unchanged(cli, games_dir, name):
    paths = broken_saves(cli, games_dir)
    path = paths[name]
    before = snapshot(games_dir)
    out = cli.error("resume", str(path), input="0\n1\nquit\n").output
    text = squeeze(out)
    assert squeeze(f"{path}: cannot resume:") in text
    assert "unchanged" in out
    assert "Resuming" not in out
    assert snapshot(games_dir) == before
    if name == "illegal.json":
        assert squeeze("action 2 ('9' by seat 0): a bid is a number of tricks from 0 to 3") in text
    elif name in ("not-json.json", "empty.json", "truncated.json"):
        assert "not a JSON game record" in flat(out)


def test_resume_of_a_finished_game_is_refused(cli, games_dir):
    path = finished_game(cli, games_dir)
    before = snapshot(games_dir)
    out = cli.error("resume", str(path)).output
    assert "finished" in out
    assert squeeze(str(path)) in squeeze(out)
    assert "tricktaker replay" in out
    assert snapshot(games_dir) == before


def cut_short_game(cli, games_dir: Path, monkeypatch: pytest.MonkeyPatch, *args: Any) -> Path:
    """A Draw Bridge game of two random bots that ``play`` stopped at a deal limit of 3."""
    monkeypatch.setattr("tricktaker.limits.MAX_BOT_DEALS", 3)  # read by play and by saves
    before = set(games_dir.glob("*.json"))
    out = cli.ok("play", "draw-bridge", "--seats", "random,random", "--seed", "1", *args).output
    assert "Stopped after 3 deals" in out
    assert "resume" not in out  # nothing to resume: not "Game stopped ... Resume it with"
    (path,) = [Path(args[-1])] if args else set(games_dir.glob("*.json")) - before
    session = replay(load(path))  # the record says where it stopped (stop_after)
    assert session.is_over and session.state.stopped and session.state.deal_no == 3
    assert session.state.stop_after == 3 and session.winners == []
    return path


def test_a_bots_only_game_cut_short_at_the_deal_limit_is_not_listed(cli, games_dir, monkeypatch):
    """Resuming it would stop again at once, with the same bots: it is not an unfinished
    game (issue 13), and ``resume FILE`` says why it cannot go on."""
    path = cut_short_game(cli, games_dir, monkeypatch)
    assert saves.unfinished_games() == []
    out = cli.ok("resume", input="1\n").output
    assert "No unfinished games in" in out
    before = snapshot(games_dir)
    out = flat(cli.error("resume", str(path)).output)
    assert "this game of bots only was stopped at its deal limit (3 deals" in out
    assert "cannot go on; see it with: tricktaker replay" in out
    assert snapshot(games_dir) == before


def test_a_recorded_game_cut_short_loses_its_link(cli, games_dir, monkeypatch, tmp_path):
    """A bots-only game recorded elsewhere (``--record``) and cut short is forgotten by
    ``resume``'s list, as a finished one is."""
    elsewhere = tmp_path / "mine" / "game.json"
    cut_short_game(cli, games_dir, monkeypatch, "--record", str(elsewhere))
    assert list(games_dir.glob("*.link"))
    assert saves.unfinished_games() == []
    assert not list(games_dir.glob("*.link"))
    assert elsewhere.exists()


def test_games_past_the_deal_limit_that_can_go_on_are_listed(cli, games_dir, monkeypatch):
    """Cut short only if every seat is a bot and the limit is reached: the same save with a
    human seat, or before the limit (a bots-only game killed mid-way), is resumable."""
    path = cut_short_game(cli, games_dir, monkeypatch)
    record = load(path)
    # A human's game has no deal limit: the console never sets its stop_after.
    with_human = record.model_copy(update={"seats": ["human", "random"], "stop_after": None})
    save(with_human, games_dir / "with-human.json")
    earlier = record.model_copy(update={"actions": record.actions[: len(record.actions) // 2]})
    assert replay(earlier).state.deal_no < 3
    save(earlier, games_dir / "earlier.json")
    listed = {g.path.name for g in saves.unfinished_games()}
    assert listed == {"with-human.json", "earlier.json"}
    out = flat(cli.ok("resume", str(games_dir / "earlier.json")).output)
    assert "Stopped after 3 deals" in out
    assert {g.path.name for g in saves.unfinished_games()} == {"with-human.json"}


def test_resume_of_a_missing_file(cli, tmp_path):
    path = tmp_path / "nowhere.json"
    out = cli.error("resume", str(path)).output
    assert squeeze(str(path)) in squeeze(out)
    assert not path.exists()


def test_resume_of_a_directory(cli, tmp_path):
    out = cli.error("resume", str(tmp_path)).output
    assert squeeze(str(tmp_path)) in squeeze(out)


def test_resume_of_a_record_of_an_unknown_seat_kind(cli, tmp_path, ref):
    session, _ = ref
    path = tmp_path / "game.json"
    save(record_of(session, ["human", "basic", "genius", "basic"]), path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"] = data["actions"][:3]
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    out = cli.error("resume", str(path)).output
    assert "genius" in out
    assert path.read_bytes() == before


# -- --auto ----------------------------------------------------------------------------------


def test_auto_plays_the_only_legal_move_without_asking(cli, games_dir):
    """In 1-card hands the human's card is always forced (and so is a hooked dealer's bid)."""
    sizes = "1,1,1,1"
    session, decisions = reference(4, hand_sizes=[1, 1, 1, 1])
    forced = [d for d in decisions if len(d.legal) == 1]
    assert {d.phase for d in forced} >= {"play"}
    asked = [d.move for d in decisions if len(d.legal) > 1]
    args = ["play", "oh-hell", "-o", f"hand_sizes={sizes}", "--seed", "4"]
    out = cli.ok(*args, "--auto", input=typed(asked)).output
    assert out.count("(your only legal move)") == len(forced)
    assert not CARD_PROMPT.search(out)
    assert len(BID_PROMPT.findall(out)) == len(asked)
    for d in forced:
        if d.phase == "play":
            card = session.deck.format(session.deck.parse(d.move), symbols=True)
            assert f"You play {card}" in out
    assert "Final standings" in out
    (path,) = games_dir.glob("*.json")
    assert replay(load(path)).history == session.history
    # without --auto every forced move is asked for
    plain = cli.ok(*args, input=typed([d.move for d in decisions])).output
    assert "(your only legal move)" not in plain
    assert len(CARD_PROMPT.findall(plain)) == sum(d.phase == "play" for d in decisions)


# -- the human's helpers: ?, hint, score, rules -------------------------------------------------


def test_question_mark_hint_score_and_rules(cli, games_dir, ref):
    session, decisions = ref
    bid, card = decisions[0], next(d for d in decisions if d.phase == "play" and len(d.legal) > 1)
    lines: list[str] = []
    for d in decisions:
        if d is bid:
            lines += ["?", "hint", "score", "rules"]
        if d is card:
            lines += ["help", "hint"]
        lines.append(d.move)
    out = cli.ok(*PLAY, input=typed(lines)).output
    first_bid = out.index("You bid")
    asked = out[:first_bid]
    # ? lists the legal moves
    assert f"Legal now: {bid.shown}" in asked
    assert bid.shown == ", ".join(bid.legal)
    assert f"Legal now: {card.shown}" in out
    # hint suggests a legal move
    hints = re.findall(r"Hint: (bid|play) (\S+)", out)
    assert len(hints) == 2
    assert hints[0][0] == "bid" and hints[0][1] in bid.legal
    assert hints[1][0] == "play" and session.deck.parse(hints[1][1]) in [
        session.deck.parse(m) for m in card.legal
    ]
    # score prints the table, rules the how-to text of the game and this game's options
    assert "Scores" in asked and "Total" in asked
    howto = flat(asked)
    assert "The hook:" in howto
    assert "Follow suit if you can" in howto
    assert "This game: players=4" in howto and "hand_sizes=[3, 2, 1]" in howto
    # none of it moved: the game is the scripted one
    (path,) = games_dir.glob("*.json")
    assert replay(load(path)).history == session.history


# -- --open --------------------------------------------------------------------------------------


def test_open_shows_every_hand_at_each_hand_start(cli):
    kinds = ["basic", "random", "basic"]
    session = load_game("oh-hell").new_session(options={"players": 3, "hand_sizes": [2, 1]}, seed=5)
    bots = [make_bot(k, bot_seed(5, s)) for s, k in enumerate(kinds)]
    expected: list[list[str]] = []
    deal_no = -1
    while not session.is_over:
        state = session.state
        if state.deal_no != deal_no:
            deal_no = state.deal_no
            deck = session.deck
            expected.append(
                [
                    f"  Player {s + 1}: "
                    + hand_text(deck, sorted(state.hands[s], key=deck.sort_key), state.trump).plain
                    for s in range(3)
                ]
            )
        session.apply(bots[session.current_seat].choose(session, session.current_seat))
    args = ["play", "oh-hell", "--seats", ",".join(kinds), "--seed", "5", "-o", "hand_sizes=2,1"]
    out = cli.ok(*args, "--open").output
    lines = out.splitlines()
    starts = [i for i, line in enumerate(lines) if line.startswith("— Hand ")]
    assert len(starts) == len(expected) == 2
    for start, hands in zip(starts, expected, strict=True):
        assert lines[start + 1 : start + 4] == hands
    plays = [f"Player {s + 1} plays" for s in range(3)]
    assert any(p in out for p in plays)
    # without --open no hand is shown
    hidden = cli.ok(*args).output
    shown = [line for line in hidden.splitlines() if line.startswith("  Player ") and ": " in line]
    assert shown and all(re.match(r"  Player \d: bid (made|missed) \d+", line) for line in shown)
    assert totals(hidden) == totals(out) == session.scores


@pytest.mark.parametrize(
    "seats", [[], ["--seats", "human,basic,basic"], ["--seats", "basic,basic,human"]]
)
def test_open_with_a_human_seat_is_refused(cli, games_dir, seats):
    out = cli.error("play", "oh-hell", *seats, "--open", "--seed", "1", input="0\n").output
    assert "--open" in out
    assert "human" in out
    assert not ANY_PROMPT.search(out)
    assert not games_dir.exists() or not list(games_dir.iterdir())  # nothing was saved


def test_open_is_a_spectator_view_even_for_random_bots(cli):
    out = cli.ok(
        "play", "oh-hell", "--seats", "random,random,random,random", "-o", "hand_sizes=1",
        "--seed", "8", "--open",
    ).output  # fmt: skip
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("— Hand 1 of 1"))
    shown = lines[start + 1 : start + 5]
    assert [line.split(":")[0] for line in shown] == [f"  Player {s + 1}" for s in range(4)]
    # each seat's single card is the one it then plays
    for seat, line in enumerate(shown):
        rank_suit = line.split(": ", 1)[1]  # e.g. "♠ Q"
        symbol, rank = rank_suit.split(" ")
        symbol = symbol.rstrip("*")
        assert f"Player {seat + 1} plays {rank}{symbol}" in out
