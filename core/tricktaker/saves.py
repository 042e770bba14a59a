"""Saved games: where the console autosaves games, how, and which of them are unfinished.

Games are saved in the user's data directory (``platformdirs``: e.g.
``~/.local/share/tricktaker/games`` on Linux), or in the directory named by the environment
variable ``TRICKTAKER_DATA_DIR``. A save is an ordinary game record (:mod:`tricktaker.records`);
whether it is finished is found by replaying it, so the record stays the single source of truth.

While a game is played its save is a **journal** (:class:`Journal`): a first line holding the
record so far, then one line per action, appended, flushed and ``fsync``-ed as it is played, so
an action costs the same at the start of a game as after ten thousand actions. A line cut short
by a power cut or ``kill -9`` is dropped when the save is read (:func:`tricktaker.records.load`
reads journals and whole records alike): a save always holds the game before or after an
action. When the game ends or is stopped the journal is rewritten, atomically, as a whole record.

One process at a time plays a save: :func:`lock_save` holds an OS file lock (``filelock``) on
``FILE.lock``, which the OS releases when the process dies, so a crashed game never stays
locked. A game recorded elsewhere (``play --record FILE``) is listed through a small
``.link`` file in the saves directory naming it.

A save in the saves folder goes by a short **name**, its file name without ``.json``
(:func:`save_name`): the console prints ``tricktaker resume NAME``, which works in any shell.
:func:`find_save` reads a name, a number of :func:`unfinished_games`'s list or a path;
:func:`delete_save` removes a save (only the ``.link`` of a game recorded elsewhere).
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from filelock import FileLock, Timeout

from tricktaker.bots import check_kind
from tricktaker.engine.paths import DATA_ENV, data_dir
from tricktaker.engine.session import Session
from tricktaker.errors import RecordError, TrickTakerError
from tricktaker.limits import deal_limit, read_regular_file
from tricktaker.records import GameRecord, load, record_of, replay

__all__ = [
    "DATA_ENV",
    "Journal",
    "SaveLocked",
    "clean_temporary_files",
    "delete_save",
    "find_save",
    "link_save",
    "lock_save",
    "new_save_path",
    "read_save",
    "save_name",
    "saves_dir",
    "unfinished_games",
]

TMP_SUFFIX = ".tmp"
LINK_SUFFIX = ".link"
STALE_TMP_SECONDS = 3600.0


def saves_dir() -> Path:
    """The directory of autosaved games."""
    return data_dir() / "games"


def new_save_path(game_id: str, suffix: str = ".json", directory: Path | None = None) -> Path:
    """A fresh file for a new game's autosave: ``<game>-<date>-<time>[-n].json``.

    The file is created empty, exclusively (``O_EXCL``), so games started at the same moment,
    in one process or several, never share a name. An empty save that is locked
    (:func:`lock_save`) is a game being created: it is not listed.
    """
    directory = directory or saves_dir()
    elsewhere = f"set {DATA_ENV} to a folder you can write"
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise RecordError(
            f"{directory}: cannot create the saves folder ({exc.strerror}); {elsewhere}"
        ) from None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    n = 1
    while True:
        path = directory / f"{game_id}-{stamp}{'' if n == 1 else f'-{n}'}{suffix}"
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
        except FileExistsError:
            n += 1
            continue
        except OSError as exc:
            raise RecordError(
                f"{directory}: cannot save in the saves folder ({exc.strerror}); {elsewhere}"
            ) from None
        return path


# -- writing -----------------------------------------------------------------------------------


def _temporary_name(path: Path) -> Path:
    """``.<name>.<pid>.tmp`` next to ``path``: whose it is, so a dead writer's can be removed."""
    return path.with_name(f".{path.name}.{os.getpid()}{TMP_SUFFIX}")


def _fsync_directory(directory: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` by ``text`` at once: a crash leaves the old file or the new one."""
    tmp = _temporary_name(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(tmp, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise RecordError(f"{path}: cannot write the save ({exc.strerror})") from None
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_directory(path.parent)


def _pid_alive(pid: int) -> bool:
    if os.name == "nt":  # os.kill would end the process there: go by age only
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, owned by someone else
    return True


def clean_temporary_files(directory: Path, name: str | None = None) -> list[Path]:
    """Remove the temporary files of interrupted writes in ``directory``: ours of a process
    that is gone (``.<name>.<pid>.tmp``), and any other ``*.json*.tmp`` older than an hour.
    With ``name`` (a save outside the saves folder), only ours of that file."""
    removed: list[Path] = []
    if not directory.is_dir():
        return removed
    now = time.time()
    ours = None if name is None else f".{name}."  # a prefix, never a pattern: a name may hold *
    for tmp in directory.glob(f"*{TMP_SUFFIX}"):
        if ours is not None and not (
            tmp.name.startswith(ours) and tmp.name[len(ours) : -len(TMP_SUFFIX)].isdigit()
        ):
            continue
        parts = tmp.name.split(".")
        pid = parts[-2] if tmp.name.startswith(".") and len(parts) >= 3 else ""
        try:
            old = now - tmp.stat().st_mtime > STALE_TMP_SECONDS  # a write takes milliseconds
            if pid.isdigit():
                stale = old or not _pid_alive(int(pid))
            else:
                stale = old and ".json" in tmp.name
            if stale and tmp.is_file():
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            continue
    return removed


@dataclass
class Journal:
    """The autosave of a game being played: appends one line per action.

    :meth:`open` writes the record so far as the first line (atomically); :meth:`append`
    writes the actions played since, each flushed and fsynced; :meth:`close` rewrites the
    journal as a whole record (atomically).
    """

    path: Path
    session: Session
    seats: list[str] | None = None
    written: int = 0
    hands_written: int = 0
    sync: bool = True
    _handle: IO[str] | None = field(default=None, repr=False)

    @classmethod
    def open(
        cls, path: Path, session: Session, seats: list[str] | None = None, sync: bool = True
    ) -> Journal:
        journal = cls(path, session, seats, sync=sync)
        clean_temporary_files(path.parent, path.name)
        header = record_of(session, seats).model_dump_json(exclude_none=True)
        write_atomically(path, header + "\n")
        journal.written = len(session.history)
        journal.hands_written = len(session.state.hand_logs)
        try:
            journal._handle = open(path, "a", encoding="utf-8")  # noqa: SIM115
        except OSError as exc:
            raise RecordError(f"{path}: cannot write the save ({exc.strerror})") from None
        return journal

    def append(self) -> None:
        """Write the actions played since the last call: one line each, then a line describing
        each hand they finished; flushed, fsynced."""
        history = self.session.history
        if self._handle is None or self.written >= len(history):
            return
        lines = []
        for seat, action, phase in history[self.written :]:
            text = self.session.format_action(action, phase)
            lines.append(json.dumps({"seat": seat, "action": text}, ensure_ascii=False) + "\n")
        finished = len(self.session.state.hand_logs)
        if finished > self.hands_written:
            hands = (self.session.hand(i) for i in range(self.hands_written, finished))
            lines += [json.dumps({"hand": h}, ensure_ascii=False) + "\n" for h in hands]
        self.write_lines(lines)
        self.written = len(history)
        self.hands_written = finished

    def write_lines(self, lines: list[str]) -> None:
        """Append ``lines`` (each ending in a newline) and make them durable."""
        assert self._handle is not None
        try:
            self._handle.write("".join(lines))
            self._handle.flush()
            if self.sync:
                os.fsync(self._handle.fileno())
        except OSError as exc:
            raise RecordError(f"{self.path}: cannot write the save ({exc.strerror})") from None

    def close(self, whole: bool = True) -> None:
        """Stop appending; with ``whole``, rewrite the save as one whole record (atomically)."""
        if self._handle is not None:
            self.append()
            self._handle.close()
            self._handle = None
        if whole:
            record = record_of(self.session, self.seats)
            write_atomically(self.path, record.model_dump_json(indent=1, exclude_none=True) + "\n")


# -- one player at a time ----------------------------------------------------------------------


class SaveLocked(TrickTakerError):
    """Another process is playing this save."""


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


@contextlib.contextmanager
def lock_save(path: Path) -> Iterator[None]:
    """Hold the save ``path`` for this process; :class:`SaveLocked` if another one holds it.

    The lock is an OS lock (``flock``) taken by ``filelock``: it dies with its process, so the
    lock of a killed game never blocks the next ``resume``.
    """
    lock = FileLock(lock_path(path), timeout=0)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        lock.acquire()
    except Timeout:
        raise SaveLocked(
            f"{path}: this game is already being played by another tricktaker process "
            "(in another window?); finish or quit it there, then resume it"
        ) from None
    except OSError as exc:
        raise RecordError(f"{path}: cannot lock the save ({exc.strerror})") from None
    try:
        yield
    finally:
        lock.release()
        with contextlib.suppress(OSError):
            lock_path(path).unlink()


def is_locked(path: Path) -> bool:
    """Whether another process is playing ``path`` now."""
    if not lock_path(path).exists():
        return False
    try:
        with lock_save(path):
            return False
    except SaveLocked:
        return True
    except TrickTakerError:
        return False


# -- reading -----------------------------------------------------------------------------------


@dataclass
class SavedGame:
    """One save file: its record and the session replayed from it (or why it cannot be)."""

    path: Path
    record: GameRecord | None = None
    session: Session | None = None
    error: str | None = None
    notes: list[str] = field(default_factory=list)
    link: Path | None = None  # the .link file in the saves folder that named it, if any

    @property
    def finished(self) -> bool:
        return self.session is not None and self.session.is_over

    @property
    def cut_short(self) -> bool:
        """A game of bots only (every seat of the record a bot) that reached the deal limit
        unfinished: ``play`` stopped it there, and ``resume`` would stop it again at once."""
        session, record = self.session, self.record
        if session is None or record is None or not record.seats or "human" in record.seats:
            return False
        limit = deal_limit(len(session.schedule))
        if session.state.stopped:  # the console stops such a game with stop_after
            return session.state.stop_after == limit
        return not session.is_over and session.state.deal_no >= limit  # a save from before


def read_save(path: Path) -> SavedGame:
    """Load and replay ``path`` (a journal or a whole record); a broken file is reported, never
    changed. A torn last line of a journal is dropped and told in ``notes``."""
    notes: list[str] = []
    try:
        record = load(path, notes)
        for index, kind in enumerate(record.seats or ()):  # a bad budget, e.g. search:²
            try:
                check_kind(kind)
            except TrickTakerError as exc:
                raise RecordError(f"{path}: seats[{index}]: {exc}") from None
        return SavedGame(path, record, replay(record), notes=notes)
    except TrickTakerError as exc:
        return SavedGame(path, error=str(exc), notes=notes)
    except (ArithmeticError, LookupError, RecursionError, TypeError, ValueError) as exc:
        # a fault of the game replaying it, not of the file alone: reported with its kind, so
        # that one such save never stops the others being listed
        kind = type(exc).__name__
        return SavedGame(path, error=f"{path}: cannot be replayed ({kind}: {exc})", notes=notes)


def link_save(path: Path, game_id: str) -> Path | None:
    """List a game saved outside the saves folder (``--record FILE``) in ``resume``'s list;
    :class:`RecordError` if the saves folder cannot be written (the game itself is not
    concerned: the console plays it and says it is not listed)."""
    try:
        path = path.resolve()
        folder = saves_dir().resolve()
    except (OSError, RuntimeError) as exc:  # RuntimeError: a symlink loop (Python 3.11)
        why = getattr(exc, "strerror", None) or "a symbolic link loops"
        raise RecordError(f"the saves folder {saves_dir()} cannot be used ({why})") from None
    if path.parent == folder:
        return None
    link = new_save_path(game_id, LINK_SUFFIX)
    write_atomically(link, str(path) + "\n")
    return link


MAX_LINK_BYTES = 4096
"""A ``.link`` file holds one absolute path (at most a path's length on Linux)."""


def _linked(link: Path) -> Path | str | None:
    """The saved game ``link`` names, or why it names none (a link file damaged or written
    by something else: not UTF-8, too long, a NUL byte, a relative path...), or None for an
    empty link (one being created: :func:`new_save_path` makes it empty, then it is written)."""
    try:
        data = read_regular_file(link, "the link")
    except TrickTakerError as exc:
        return str(exc).removeprefix(f"{link}: ")
    if not data:
        return None
    if len(data) > MAX_LINK_BYTES:
        return f"too long for a link ({len(data):,} bytes; at most {MAX_LINK_BYTES:,})"
    try:
        target = data.decode("utf-8").removesuffix("\n")
    except UnicodeDecodeError:
        return "not UTF-8 text"
    if "\x00" in target or "\n" in target or not Path(target).is_absolute():
        return "does not hold the path of one saved game"
    return Path(target)


def _resolved(path: Path) -> Path:
    """``path.resolve()``, or ``path`` itself if it cannot be resolved (a symlink loop)."""
    try:
        return path.resolve()
    except (OSError, RuntimeError):
        return path


def unfinished_games(directory: Path | None = None) -> list[SavedGame]:
    """Saves that can be resumed (newest first), and broken ones so they can be reported; not
    finished games, nor bots-only games cut short at the deal limit (:attr:`SavedGame.cut_short`).

    Games recorded elsewhere are found through their ``.link`` files; a link whose game is gone
    is removed; a damaged link (not UTF-8, a NUL byte, not an absolute path, too long) is
    returned as a broken save (its ``path`` the link), left as it is. A save whose replay fails
    in any way is returned broken, so that it never hides the others. Temporary files of
    interrupted writes are removed too.
    """
    directory = directory or saves_dir()
    if not directory.is_dir():
        return []
    clean_temporary_files(directory)
    found: list[tuple[float, Path, Path | None]] = []
    seen: set[Path] = set()
    for path in directory.glob("*.json"):
        with contextlib.suppress(OSError):
            if path.stat().st_size or not is_locked(path):  # empty and locked: being created
                found.append((path.stat().st_mtime, path, None))
                seen.add(_resolved(path))
    games = []
    for link in directory.glob(f"*{LINK_SUFFIX}"):
        target = _linked(link)
        if target is None:
            continue
        if isinstance(target, str):  # reported, left as it is
            error = f"{link}: not a link to a saved game: {target}"
            games.append(SavedGame(link, error=error, link=link))
            continue
        try:
            found.append((target.stat().st_mtime, target, link))
        except FileNotFoundError:
            with contextlib.suppress(OSError):
                link.unlink()  # the recorded game was deleted: forget it
        except OSError:
            continue
    for _, path, via in sorted(found, key=lambda entry: entry[0], reverse=True):
        if via is not None:
            if _resolved(path) in seen:
                continue
            seen.add(_resolved(path))
        if via is not None:
            clean_temporary_files(path.parent, path.name)
        save = read_save(path)
        save.link = via
        if not (save.finished or save.cut_short):
            games.append(save)
        elif via is not None:
            with contextlib.suppress(OSError):
                via.unlink()  # a recorded game that is over is no longer listed
    return games


# -- names and deleting ------------------------------------------------------------------------


def save_name(path: Path) -> str:
    """How to name ``path`` to ``tricktaker resume`` from any shell: a save of the saves folder
    by its short name (``hearts-20261207-220733``, its file name without ``.json``), any other
    file by its path as given (a game the player recorded with ``--record FILE``)."""
    if path.suffix == ".json" and _resolved(path.parent) == _resolved(saves_dir()):
        return path.stem
    return str(path)


def find_save(reference: str, games: list[SavedGame] | None = None) -> Path:
    """The save that ``reference`` names: a number of the list of unfinished games (``3``: the
    third of :func:`unfinished_games` that can be played, newest first; ``games`` is that list
    if already read), a save's short name (:func:`save_name`), or else a path. A number that is
    not in the list is a :class:`RecordError` saying how many games there are."""
    text = reference.strip()
    if text.isdigit() and len(text) <= 6:
        playable = [g for g in (unfinished_games() if games is None else games) if not g.error]
        number = int(text)
        if not 1 <= number <= len(playable):
            there = (
                f"there are {len(playable)} (tricktaker resume --list lists them)"
                if playable
                else "there are none"
            )
            raise RecordError(f"no unfinished game number {number}; {there}")
        return playable[number - 1].path
    folder = saves_dir()
    if text and "/" not in text and os.sep not in text and not text.endswith(".json"):
        named = folder / f"{text}.json"
        if named.is_file():
            return named
        link = folder / f"{text}{LINK_SUFFIX}"
        target = _linked(link) if link.is_file() else None
        if isinstance(target, Path):
            return target
    return Path(reference)


def delete_save(saved: SavedGame) -> str:
    """Delete the save ``saved`` and say what was done: a save of the saves folder is removed;
    a game recorded elsewhere (``--record FILE``) is only no longer listed (its ``.link`` is
    removed, the player's own file is kept). A game another process is playing is refused
    (:class:`SaveLocked`)."""
    path = saved.link or saved.path
    with lock_save(saved.path):
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise RecordError(f"{path}: cannot delete it ({exc.strerror})") from None
    if saved.link is not None:
        return f"no longer listed; its record {saved.path} is kept"
    return "deleted"
