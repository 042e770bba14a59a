"""Deals read from and written to a game's own notation (``tricktaker play GAME --deal FILE``,
``tricktaker replay RECORD --deals-out FILE``).

A game that has a notation for deals implements the ``read_deals`` and ``write_deals`` rule
hooks; the core only reads the file (within the limits of :mod:`tricktaker.limits`: a regular
file of text, UTF-8 or Latin-1), merges the options the file implies with those the player gave
(a disagreement is an error, never a silent choice), and hands the deals to the session.

A malformed file is the hook's to report, with a :class:`~tricktaker.errors.TrickTakerError`
naming the line and the fault. Any other exception of the hook is a bug in the game's plugin:
it reaches the player as a :class:`~tricktaker.errors.PluginError` naming the file, the plugin,
the hook and the exception.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from tricktaker.errors import PluginError, TrickTakerError
from tricktaker.limits import read_regular_file, shown

if TYPE_CHECKING:
    from tricktaker.engine.state import DealGiven


class GameLike(Protocol):
    """What reading and writing deal files use of a registered game."""

    @property
    def id(self) -> str: ...

    def compiled(self, options: Mapping[str, Any] | None = None) -> Any: ...


@dataclass(frozen=True)
class DealFile:
    """What a file of deals says: the deals of the first hands, in order, and the options they
    imply (e.g. who deals, a board's number)."""

    deals: tuple[DealGiven, ...]
    options: Mapping[str, Any] = field(default_factory=dict)


def read_deal_file(
    game: GameLike, path: Path, options: Mapping[str, Any]
) -> tuple[dict[str, Any], tuple[DealGiven, ...]]:
    """The options (the file's, with the player's ``options``) and the deals of ``path``, read
    by the game's ``read_deals`` hook; a :class:`TrickTakerError` saying what is wrong."""
    data = read_regular_file(Path(path), "the deal file")
    if b"\x00" in data:
        raise TrickTakerError(
            f"{path}: not a text file (it holds NUL bytes; UTF-16 perhaps): a deal file is "
            "text, UTF-8 or Latin-1"
        )
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("latin-1")  # older deal files are often Latin-1
    compiled = game.compiled(options)
    try:
        found = compiled.hook.read_deals(game=compiled, text=text, source=str(path))
    except PluginError as exc:  # the plugin's bug, not the file's fault: say which file too
        raise PluginError(f"{path}: the game's plugin failed reading the deal file: {exc}") from exc
    if found is None:
        raise TrickTakerError(f"{game.id} reads no deal files (it has no notation for deals)")
    for number, deal in enumerate(found.deals, start=1):
        try:  # the game's cards: a plugin may read a card of another pack
            deal.resolved(compiled.deck)
        except TrickTakerError as exc:
            raise TrickTakerError(f"{path}: deal {number}: {exc}") from None
    merged = dict(options)
    for name, value in found.options.items():
        if name in options and str(options[name]).lower() != str(value).lower():
            raise TrickTakerError(
                f"{path}: the file gives {name}={shown(value)}, the option {name}="
                f"{shown(options[name])}: give one of them"
            )
        merged[name] = value
    return merged, tuple(found.deals)


def write_deal_file(
    game: GameLike, hands: Sequence[Mapping[str, Any]], options: Mapping[str, Any]
) -> str:
    """The finished ``hands`` (``session.result()["hands"]``) in the game's notation."""
    compiled = game.compiled(options)
    text = compiled.hook.write_deals(game=compiled, hands=[dict(h) for h in hands])
    if text is None:
        raise TrickTakerError(f"{game.id} writes no deal files (it has no notation for deals)")
    return str(text)
