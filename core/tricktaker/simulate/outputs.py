"""The files a run writes (``--out``, ``--plot``): checked before the first game, and the
``--out`` lines written one at a time so a stopped or failed run keeps whole lines."""

from __future__ import annotations

import errno
import json
import os
import stat
from contextlib import suppress
from pathlib import Path
from typing import Any

from tricktaker.errors import TrickTakerError


def check_writable(path: Path, option: str) -> None:
    """Refuse, before any game is played, an output ``path`` that cannot be written: its
    folder missing, a folder itself, a read-only place. The file is not changed (one made to
    try is removed again); a device or a pipe is not opened here."""
    try:
        info: os.stat_result | None = os.stat(path)
    except FileNotFoundError:
        info = None
    except (OSError, ValueError) as exc:
        raise TrickTakerError(cannot_write(path, option, exc)) from None
    if info is not None and stat.S_ISDIR(info.st_mode):
        raise TrickTakerError(cannot_write(path, option, IsADirectoryError(errno.EISDIR, "")))
    if info is not None and not stat.S_ISREG(info.st_mode):
        return
    if info is None:  # made and removed again (through a dangling link: its target)
        target = os.path.realpath(path)
        try:
            os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
        except FileExistsError:  # made meanwhile by someone else: theirs, left alone
            return
        except (OSError, ValueError) as exc:
            raise TrickTakerError(cannot_write(path, option, exc)) from None
        os.unlink(target)
        return
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_APPEND))
    except (OSError, ValueError) as exc:
        raise TrickTakerError(cannot_write(path, option, exc)) from None


def cannot_write(path: Path, option: str, exc: OSError | ValueError) -> str:
    """A message naming ``option``, ``path`` and why it cannot be written."""
    code = getattr(exc, "errno", None)
    if isinstance(exc, ValueError):
        reason = "the name holds a NUL character"
    elif code == errno.EISDIR:
        reason = "it is a folder; give the name of a file"
    elif code == errno.ENOENT and not path.parent.is_dir():
        reason = f"its folder {path.parent} does not exist"
    elif code == errno.ENOENT:
        reason = f"no file can be made in {path.parent}: {exc.strerror}"
    elif code == errno.ENOTDIR:
        reason = f"a part of {path.parent} is a file, not a folder"
    elif code == errno.ENXIO:
        reason = "it is a pipe that nothing reads"
    else:
        reason = exc.strerror or str(exc)
    return f"{option} {path}: cannot write ({reason})"


class LinesOut:
    """The ``--out`` file: one JSON line a finished game, written at once (unbuffered), so a
    stopped run keeps every finished game and a failed write (a full disk) leaves only whole
    lines (a regular file is cut back to the last one)."""

    def __init__(self, path: Path, option: str = "--out") -> None:
        self.path = path
        self.option = option
        self.lines = 0
        self._size = 0
        flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NONBLOCK", 0)
        try:
            self._fd = os.open(path, flags, 0o644)  # no waiting for a reader of a pipe
        except (OSError, ValueError) as exc:
            raise TrickTakerError(cannot_write(path, option, exc)) from None
        os.set_blocking(self._fd, True)
        self._regular = stat.S_ISREG(os.fstat(self._fd).st_mode)

    def write(self, line: dict[str, Any]) -> None:
        """Append ``line``; a :class:`TrickTakerError` saying how many lines the file holds
        if it cannot be written."""
        data = (json.dumps(line) + "\n").encode()
        try:
            left = memoryview(data)
            while left:
                left = left[os.write(self._fd, left) :]
        except OSError as exc:
            if self._regular:
                with suppress(OSError):
                    os.ftruncate(self._fd, self._size)
            raise TrickTakerError(
                f"{self.option} {self.path}: cannot write line {self.lines + 1:,} "
                f"({exc.strerror}); the {self.lines:,} lines before it are kept"
            ) from None
        self._size += len(data)
        self.lines += 1

    def close(self) -> None:
        os.close(self._fd)
