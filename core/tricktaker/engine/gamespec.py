"""What a plugin registers for each of its games: a :class:`GameSpec`.

It lives apart from the registry (:mod:`tricktaker.engine.registry`, which re-exports it) so
that the variant files (:mod:`tricktaker.engine.gamefiles`) and the hook specifications can
name it without importing the registry, which imports them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class GameSpec:
    """A game as a plugin registers it.

    ``rules`` is the path of its ``rules.toml``; ``plugins`` are the objects (modules or
    instances) holding its rule hooks, registered after the core defaults. A variant names
    its ``base`` game, and adds an ``overlay`` (rules data merged over the base's) and/or
    plugins of its own, registered after the base's.
    """

    id: str
    rules: Path | None = None
    plugins: tuple[Any, ...] = ()
    base: str | None = None
    overlay: Mapping[str, Any] = field(default_factory=dict)
    summary: str = ""
    source: str = "?"
    file: Path | None = None
    """The variant or rules file the game was read from (:mod:`tricktaker.engine.gamefiles`)."""
