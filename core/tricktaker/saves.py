"""Saved games: where the console autosaves records, and which of them are unfinished.

Games are saved in the user's data directory (``platformdirs``: e.g.
``~/.local/share/tricktaker/games`` on Linux), or in the directory named by the environment
variable ``TRICKTAKER_DATA_DIR``. A save is an ordinary game record (:mod:`tricktaker.records`);
whether it is finished is found by replaying it, so the record stays the single source of truth.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from tricktaker.engine.paths import DATA_ENV, data_dir
from tricktaker.engine.session import Session
from tricktaker.errors import TrickTakerError
from tricktaker.records import GameRecord, load, replay

__all__ = ["DATA_ENV", "new_save_path", "read_save", "saves_dir", "unfinished_games"]


def saves_dir() -> Path:
    """The directory of autosaved games."""
    return data_dir() / "games"


def new_save_path(game_id: str) -> Path:
    """A fresh file name for a new game's autosave: ``<game>-<date>-<time>[-n].json``."""
    directory = saves_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = directory / f"{game_id}-{stamp}.json"
    n = 1
    while path.exists():
        n += 1
        path = directory / f"{game_id}-{stamp}-{n}.json"
    return path


@dataclass
class SavedGame:
    """One save file: its record and the session replayed from it (or why it cannot be)."""

    path: Path
    record: GameRecord | None = None
    session: Session | None = None
    error: str | None = None

    @property
    def finished(self) -> bool:
        return self.session is not None and self.session.is_over


def read_save(path: Path) -> SavedGame:
    """Load and replay ``path``; a broken file is reported, never changed."""
    try:
        record = load(path)
        return SavedGame(path, record, replay(record))
    except TrickTakerError as exc:
        return SavedGame(path, error=str(exc))


def unfinished_games(directory: Path | None = None) -> list[SavedGame]:
    """Saves that can be resumed (newest first), and broken ones so they can be reported."""
    directory = directory or saves_dir()
    if not directory.is_dir():
        return []
    files = sorted(directory.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    return [save for save in map(read_save, files) if not save.finished]
