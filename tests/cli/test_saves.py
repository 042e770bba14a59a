"""Saves survive anything and belong to one player at a time (issue 13, "Saves and locks").

* The autosave is a journal: a record line, then one line per action, appended and fsynced. A
  game killed with SIGKILL at a random moment leaves a save equal to the game after its last
  complete action (a torn last line is dropped with a note), and ``resume`` finishes it as if
  nothing had happened.
* One process at a time plays a save: a second ``resume`` is refused, naming the file, and
  nothing of the first is lost; the lock of a killed process does not block the next one.
* New saves never share a name; a game recorded elsewhere (``--record FILE``) is listed by
  ``resume``; temporary files of an interrupted write are removed.

The console runs in real processes here (``python -m tricktaker.cli.app``, this tree's code).
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

import tricktaker
from tricktaker.records import GameRecord, load, parse_record, read_journal_text, record_of, replay
from tricktaker.saves import (
    Journal,
    clean_temporary_files,
    lock_save,
    new_save_path,
    read_save,
    saves_dir,
    unfinished_games,
)

ROBOTS = ["random"] * 4
KILLS = 100 if settings.get_current_profile_name() == "fuzz" else 3  # the long run: 100 kills
TREE = Path(tricktaker.__file__).resolve().parents[2]  # core/tricktaker/__init__.py -> root


def console(data: Path, *args: str | Path, **kw: Any) -> subprocess.Popen[str]:
    """``tricktaker ARGS`` in its own process, with this tree's code and data directory."""
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    paths = [str(TREE / "core"), str(TREE / "plugins"), env.get("PYTHONPATH", "")]
    env.update(
        PYTHONPATH=os.pathsep.join(p for p in paths if p),
        TRICKTAKER_DATA_DIR=str(data),
        COLUMNS="80",
        PYTHONUNBUFFERED="1",
    )
    return subprocess.Popen(
        [sys.executable, "-m", "tricktaker.cli.app", *map(str, args)],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        **kw,
    )


def actions_in(path: Path) -> int:
    """Complete actions in a save now (0 while it is being created)."""
    try:
        return len(load(path).actions)
    except Exception:
        return 0


def wait_for(predicate: Any, timeout: float = 60.0) -> None:
    end = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.005)


# -- the journal --------------------------------------------------------------------------------


@pytest.fixture
def played(bots: Any) -> Any:
    return bots(ROBOTS, 5, hand_sizes="3,2,1")


def test_a_journal_is_a_record_line_then_one_line_per_action(tmp_path, played):
    path = tmp_path / "game.json"
    session = replay(parse_record({**record_of(played).model_dump(), "actions": []}))
    journal = Journal.open(path, session, ROBOTS)
    sizes = []
    for seat, action, _phase in played.history:
        session.apply(action)
        journal.append()
        sizes.append(path.stat().st_size)
        assert session.history[-1][0] == seat
    lines = path.read_text(encoding="utf-8").splitlines()
    hands = len(played.result()["hands"])
    assert len(lines) == 1 + len(played.history) + hands  # a line per action, then per hand
    assert json.loads(lines[0])["actions"] == []
    assert json.loads(lines[1]).keys() == {"seat", "action"}
    assert [json.loads(line).keys() for line in lines].count({"hand"}) == hands
    assert sizes == sorted(sizes)  # appended, never rewritten
    assert load(path) == record_of(played, ROBOTS)
    journal.close()  # rewritten as a whole record, as before journals
    assert json.loads(path.read_text(encoding="utf-8")) == json.loads(
        record_of(played, ROBOTS).model_dump_json(exclude_none=True)
    )
    assert load(path) == record_of(played, ROBOTS)


def test_a_torn_last_line_is_dropped_with_a_note(tmp_path, played):
    path = tmp_path / "game.json"
    header = record_of(played, ROBOTS).model_copy(update={"actions": []})
    lines = [header.model_dump_json(exclude_none=True)] + [
        json.dumps(a.model_dump()) for a in record_of(played).actions[:6]
    ]
    text = "\n".join(lines) + "\n"
    for cut in range(1, len(lines[-1]) + 1):
        path.write_text(text[:-cut], encoding="utf-8")
        notes: list[str] = []
        record = load(path, notes)
        # the last line without its newline is whole: it counts; any shorter, it is dropped
        assert len(record.actions) == (6 if cut == 1 else 5), cut
        assert len(notes) == (0 if cut == 1 else 1)
        replay(record)
    assert "cut short" in notes[0] and str(path) in notes[0]
    saved = read_save(path)
    assert saved.error is None and saved.notes == notes


def test_damage_before_the_last_line_is_an_error_not_a_tear(tmp_path, played, cli):
    lines = [record_of(played, ROBOTS).model_copy(update={"actions": []}).model_dump_json()]
    lines += [json.dumps(a.model_dump()) for a in record_of(played).actions[:4]]
    lines[2] = lines[2][:5]
    path = tmp_path / "game.json"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = " ".join(cli.error("replay", path).output.split())
    assert "not a JSON game record (line 3:" in out
    assert read_save(path).error is not None


def test_one_reader_for_journals_and_whole_records(played):
    record = record_of(played, ROBOTS)
    whole = record.model_dump_json(indent=1, exclude_none=True)
    one_line = record.model_dump_json(exclude_none=True) + "\n"
    half = record.model_copy(update={"actions": record.actions[:7]})
    journal = (
        half.model_dump_json()
        + "\n"
        + "".join(json.dumps(a.model_dump()) + "\n" for a in record.actions[7:])
    )
    for text in (whole, one_line, journal):
        assert GameRecord.model_validate(read_journal_text(text)) == record


def test_replay_reads_a_journal_and_says_when_it_dropped_a_torn_line(tmp_path, played, cli):
    path = tmp_path / "game.json"
    header = record_of(played, ROBOTS).model_copy(update={"actions": []}).model_dump_json()
    actions = [json.dumps(a.model_dump()) for a in record_of(played).actions]
    path.write_text("\n".join([header, *actions]) + "\n" + actions[0][:9], encoding="utf-8")
    out = cli.ok("replay", path).output
    assert "cut short" in out
    assert f"{len(actions)} actions replayed, all legal; game complete" in out


# -- kill -9 -------------------------------------------------------------------------------------


@pytest.mark.parametrize("kill", range(KILLS))
def test_a_game_killed_at_a_random_moment_resumes_from_its_last_action(
    tmp_path, bots, cli, kill, monkeypatch, tally
):
    rng = random.Random(kill)
    seed = 100 + kill
    expected = bots(ROBOTS, seed)
    path = tmp_path / "game.json"
    data = tmp_path / "data"
    game = console(
        data, "play", "oh-hell", "--seats", ",".join(ROBOTS), "--seed", seed,
        "--record", path, "--delay", "0.002",
    )  # fmt: skip
    try:
        wait_for(lambda: actions_in(path) > 0 or game.poll() is not None)
        time.sleep(rng.uniform(0, 0.8))
        game.send_signal(signal.SIGKILL)
    finally:
        game.wait()
        assert game.stdout is not None
        game.stdout.close()
    killed = game.returncode == -signal.SIGKILL  # else the game was over before the signal
    saved = read_save(path)
    assert saved.error is None, saved.error
    assert saved.session is not None
    played = len(saved.session.history)
    assert saved.session.history == expected.history[:played]
    assert state_of(saved.session) == state_of(replay_prefix(expected, played))
    if not saved.finished:
        cli.ok("resume", path, "--delay", "0", env={"TRICKTAKER_DATA_DIR": str(data)})
    assert replay(load(path)).history == expected.history
    assert replay(load(path)).result() == expected.result()
    monkeypatch.setenv("TRICKTAKER_DATA_DIR", str(data))
    assert unfinished_games() == []  # listing removes a dead writer's temporary file, if any
    left = sorted(p.name for p in tmp_path.rglob("*") if p.is_file() and p.suffix != ".link")
    assert left == ["game.json"]  # no temporary file, no lock left behind
    tally.kills += killed


def state_of(session: Any) -> dict[str, Any]:
    """Everything a state holds that can be compared (its random generator by its state)."""
    state = session.state
    fields = {name: getattr(state, name) for name in type(state).seen if name != "rng_box"}
    fields["parts"] = repr(fields["parts"])
    fields["given"] = repr(fields["given"])
    fields["rng"] = state.rng.getstate()
    return fields


def replay_prefix(session: Any, n: int) -> Any:
    record = record_of(session)
    return replay(record.model_copy(update={"actions": record.actions[:n]}))


# -- one player at a time -----------------------------------------------------------------------


def unfinished_save(tmp_path: Path, bots: Any, seed: int = 7) -> tuple[Path, Any]:
    """A bots-only game saved after its first 20 actions, and the whole game."""
    expected = bots(ROBOTS, seed)
    record = record_of(expected, ROBOTS)
    path = tmp_path / "data" / "games" / "saved.json"
    path.parent.mkdir(parents=True)
    path.write_text(
        record.model_copy(update={"actions": record.actions[:20]}).model_dump_json(indent=1),
        encoding="utf-8",
    )
    return path, expected


def test_a_second_resume_of_a_game_is_refused_and_nothing_is_lost(tmp_path, bots):
    path, expected = unfinished_save(tmp_path, bots)
    data = tmp_path / "data"
    first = console(data, "resume", path, "--delay", "0.003")
    try:
        wait_for(lambda: actions_in(path) > 25 or first.poll() is not None)
        assert first.poll() is None, "the first resume ended too soon for this test"
        second = console(data, "resume", path, "--delay", "0")
        out, _ = second.communicate(timeout=60)
        assert second.returncode == 2, out
        assert "already being played by another tricktaker process" in out
        assert str(path) in "".join(out.split())  # named (however the line is wrapped)
        assert "Traceback" not in out
        out, _ = first.communicate(timeout=120)
    finally:
        if first.poll() is None:
            first.kill()
            first.wait()
    assert first.returncode == 0, out
    assert replay(load(path)).history == expected.history  # every move of the first is there


def test_a_game_being_played_cannot_be_played_again_in_process(tmp_path, bots, cli):
    path, _ = unfinished_save(tmp_path, bots)
    with lock_save(path):
        out = cli.error("resume", path).output
        assert "already being played" in out
        out = cli.error("play", "oh-hell", "--seats", ",".join(ROBOTS), "--record", path).output
        assert "already being played" in out
    assert len(load(path).actions) == 20  # untouched
    cli.ok("resume", path, "--delay", "0")  # and free again
    assert replay(load(path)).is_over


def test_the_lock_of_a_killed_process_does_not_block_the_next_one(tmp_path, bots, cli):
    path, expected = unfinished_save(tmp_path, bots)
    data = tmp_path / "data"
    first = console(data, "resume", path, "--delay", "0.01")
    try:
        wait_for(lambda: actions_in(path) > 22 or first.poll() is not None)
    finally:
        first.kill()
        first.wait()
        assert first.stdout is not None
        first.stdout.close()
    cli.ok("resume", path, "--delay", "0")
    assert replay(load(path)).history == expected.history


# -- names, lists and leftovers ------------------------------------------------------------------


def test_games_started_in_the_same_second_never_share_a_save(tmp_path):
    data = tmp_path / "data"
    games = [
        console(data, "play", "oh-hell", "--seats", ",".join(ROBOTS), "--seed", seed)
        for seed in range(4)
    ]
    for game in games:
        out, _ = game.communicate(timeout=120)
        assert game.returncode == 0, out
    saves = sorted((data / "games").glob("*.json"))
    assert len(saves) == 4
    assert sorted(replay(load(p)).seed for p in saves) == [0, 1, 2, 3]
    paths = {new_save_path("oh-hell") for _ in range(20)}  # one process, one second
    assert len(paths) == 20


def test_a_game_recorded_elsewhere_is_listed_by_resume(tmp_path, cli):
    elsewhere = tmp_path / "mine" / "game.json"
    out = cli.ok(
        "play", "oh-hell", "-o", "hand_sizes=3,2,1", "--seed", "1", "--record", elsewhere,
        input="quit\n",
    ).output  # fmt: skip
    assert "Game stopped" in out
    (listed,) = unfinished_games()
    assert listed.path == elsewhere.resolve() and listed.link is not None
    out = cli.ok("resume", input="q\n").output
    assert "Resume which game? [1-1" in out
    # once it is gone, its link is forgotten
    elsewhere.unlink()
    assert unfinished_games() == []
    assert not listed.link.exists()


def test_temporary_files_of_an_interrupted_write_are_removed(tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    ours_dead = games / f".x.json.{dead.pid}.tmp"
    ours_alive = games / f".y.json.{os.getpid()}.tmp"
    old = games / "z.jsonab12cd.tmp"  # the older whole-record writer's, an hour old
    fresh = games / "w.jsonab12cd.tmp"
    for p in (ours_dead, ours_alive, old, fresh):
        p.write_text("{", encoding="utf-8")
    os.utime(old, (time.time() - 7200, time.time() - 7200))
    assert sorted(clean_temporary_files(games)) == sorted([ours_dead, old])
    assert ours_alive.exists() and fresh.exists()


def test_a_recorded_game_that_is_over_is_no_longer_listed(tmp_path, cli):
    elsewhere = tmp_path / "game.json"
    cli.ok("play", "oh-hell", "--seats", ",".join(ROBOTS), "--record", elsewhere)
    (link,) = saves_dir().glob("*.link")
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    leftover = tmp_path / f".game.json.{dead.pid}.tmp"  # killed while rewriting it
    leftover.write_text("{", encoding="utf-8")
    mine = tmp_path / "other.json.tmp"  # not ours: never touched outside the saves folder
    mine.write_text("", encoding="utf-8")
    assert unfinished_games() == []
    assert not link.exists() and not leftover.exists() and mine.exists()
