"""Games and variants as TOML files: a variant that changes only data needs no Python.

A *variant file* names its base game and holds only the tables it changes; they are merged over
the base game's rules (tables merge key by key, anything else is replaced), and the result is
validated like any rules file::

    base = "my-game"

    [game]
    id = "my-game-twenty"
    name = "My Game: Twenty"

    [scoring.styles.positive]
    made = { base = 20, per_trick = 1 }

A file without ``base`` is a whole rules file (a new game played by the core's defaults).

Where such files are found:

* given by path to the console (``tricktaker play ./twenty.toml``, ``tricktaker check``);
* in the directories (or files) of the ``TRICKTAKER_GAMES`` environment variable
  (``os.pathsep``-separated), and in the ``variants`` folder of the user's data directory;
* shipped in a plugin package, registered with :func:`spec_from_file`.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from tricktaker.engine.gamespec import GameSpec
from tricktaker.engine.paths import data_dir
from tricktaker.errors import RulesError
from tricktaker.rules import read_toml

GAMES_ENV = "TRICKTAKER_GAMES"


def user_variants_dir() -> Path:
    """The folder of the user's own variant files (``<data dir>/variants``)."""
    return data_dir() / "variants"


def game_files() -> list[Path]:
    """The TOML files found through ``TRICKTAKER_GAMES`` and the user's variants folder."""
    places = [Path(p) for p in os.environ.get(GAMES_ENV, "").split(os.pathsep) if p]
    places.append(user_variants_dir())
    files: list[Path] = []
    for place in places:
        try:
            if place.is_dir():
                files += sorted(place.glob("*.toml"))
            elif place.is_file():
                files.append(place)
        except OSError:
            continue  # a name the file system refuses (too long): no such place
    return files


def looks_like_path(text: str) -> bool:
    """Whether a console argument names a file rather than a game id."""
    return text.endswith(".toml") or os.sep in text or "/" in text


def spec_from_file(path: Path, plugins: tuple[Any, ...] = (), summary: str = "") -> GameSpec:
    """The game of a variant file (``base = ...``) or a whole rules file.

    ``plugins`` adds hooks (a plugin package's variant that also changes behaviour). Errors name
    the file and what is wrong; the rules themselves are validated when the game is first used.
    """
    if path.suffix != ".toml":
        raise RulesError(
            f"{path}: not a variant or rules file (*.toml); a game with Python hooks is a "
            "plugin package: see tricktaker new-game"
        )
    data = read_toml(path)
    game = data.get("game")
    if not isinstance(game, dict) or "id" not in game:
        raise RulesError(f'{path}: game.id: missing; name the game: [game] id = "my-game"')
    if not isinstance(game["id"], str) or not game["id"]:
        raise RulesError(f'{path}: game.id: {game["id"]!r} is not a game id; e.g. id = "my-game"')
    game_id: str = game["id"]
    summary = summary or str(game.get("summary", ""))
    base = data.pop("base", None)
    if base is None:
        return GameSpec(id=game_id, rules=path, plugins=plugins, summary=summary, file=path)
    if not isinstance(base, str):
        raise RulesError(f'{path}: base: the id of the base game, e.g. base = "my-game"')
    if base == game_id:
        raise RulesError(
            f"{path}: base: {base!r} is this file's own game id; a variant gives itself a new "
            "id ([game] id) and names another game as its base"
        )
    return GameSpec(
        id=game_id, base=base, overlay=data, plugins=plugins, summary=summary, file=path
    )
