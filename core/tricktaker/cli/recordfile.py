"""The file a new game is saved in (``play --record FILE``, or a new file in the saves folder).

A new game never overwrites anything: a file that already holds something (an unfinished game,
a finished one, or anything that is not a tricktaker record) is refused, with what it holds and
what to do instead; only a missing or empty file is used. A game recorded outside the saves
folder is also listed by ``resume`` through a ``.link`` file in the saves folder; when the saves
folder cannot be written, the game is still played and saved in FILE, and the console says it
is not listed (``resume FILE`` continues it).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from rich.console import Console

from tricktaker.cli.text import plain, shell_quoted
from tricktaker.engine.session import Session
from tricktaker.errors import RecordError, TrickTakerError
from tricktaker.records import GameRecord, load
from tricktaker.records import replay as replay_record
from tricktaker.saves import link_save, read_save

__all__ = ["check_new_record", "check_record_name", "list_record"]


def check_record_name(path: Path) -> None:
    """Refuse, before anything is locked or made beside it, a ``--record`` that names a
    folder: one with no file name at all (``''``, ``.``, ``/``, ``dir/``), whose lock file
    cannot even be named, or an existing folder."""
    if not path.name or path.name in (".", "..") or os.path.isdir(path):
        raise RecordError(f"{path}: is a folder; --record takes the name of a file to create")


def check_new_record(path: Path, command: str = "tricktaker") -> None:
    """Refuse to start a new game in ``path`` if that would overwrite anything: a
    :class:`~tricktaker.errors.RecordError` saying what the file holds and what to do.

    Called while the file is locked (:func:`~tricktaker.saves.lock_save`), so no other game
    can start in it between this check and the first save. ``command`` is how to call the
    console in the messages.
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) else str(exc)
        raise RecordError(f"{path}: cannot save the game there ({reason})") from None
    if stat.S_ISDIR(info.st_mode):
        raise RecordError(f"{path}: is a folder; --record takes the name of a file to create")
    if not stat.S_ISREG(info.st_mode):
        raise RecordError(f"{path}: is not a regular file; --record takes the name of a file")
    if info.st_size == 0:
        return  # an empty file (a new save, or one made for the game): nothing to lose
    other = "choose another file name with --record, or remove the file"
    saved = read_save(path)
    if saved.session is None:
        raise RecordError(
            f"{path}: already exists and is not a tricktaker game record; it is left as it is: "
            f"{other}"
        )
    name = saved.session.rules.game.name
    if saved.finished or saved.cut_short:
        raise RecordError(
            f"{path}: already holds a finished game of {name} (see it with: {command} replay "
            f"{shell_quoted(str(path))}); it is not overwritten: {other}"
        )
    raise RecordError(
        f"{path}: already holds an unfinished game of {name}; continue it with: {command} "
        f"resume {shell_quoted(str(path))}; or, to start a new game, {other}"
    )


def list_record(console: Console, path: Path, game_id: str, command: str = "tricktaker") -> None:
    """List a game recorded outside the saves folder in ``resume``'s list (its ``.link``
    file); if the saves folder cannot be written, say so and play on: the game is saved in
    ``path`` all the same."""
    try:
        link_save(path, game_id)
    except TrickTakerError as exc:
        console.print(
            plain(
                f"(This game is saved in {path}, but `{command} resume` will not list it: "
                f"{exc}. Continue it with: {command} resume {shell_quoted(str(path))})",
                style="dim",
            ),
            soft_wrap=True,
        )


def checked_record(file: Path, console: Console) -> tuple[GameRecord, Session]:
    """The record in ``file`` and the session that replays it, every action checked (the first
    bad one named, with the file); the notes of reading it (e.g. an older format) are shown on
    ``console``. What ``replay`` does before it prints a result or opens the table."""
    notes: list[str] = []
    record = load(file, notes)
    try:
        session = replay_record(record, notes=notes)
    except TrickTakerError as exc:
        raise TrickTakerError(f"{file}: {exc}") from None
    for note in notes:
        console.print(plain(f"({note})", style="dim", lines=True), soft_wrap=True)
    return record, session
