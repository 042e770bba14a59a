"""Where tricktaker keeps the user's files: one data directory (``platformdirs``: e.g.
``~/.local/share/tricktaker`` on Linux), or the directory named by ``TRICKTAKER_DATA_DIR``."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

DATA_ENV = "TRICKTAKER_DATA_DIR"


def data_dir() -> Path:
    """The user's tricktaker directory (autosaved games, their own variants)."""
    override = os.environ.get(DATA_ENV)
    return Path(override) if override else platformdirs.user_data_path("tricktaker")
