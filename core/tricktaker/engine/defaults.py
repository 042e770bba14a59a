"""The engine's own answer to ``phase_handler``: a phase is built by the mechanic that
declared its kind (the ``mechanics`` hook), looked up by name — no list of kinds lives here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tricktaker.engine.hookspecs import hookimpl

if TYPE_CHECKING:
    from tricktaker.engine.game import CompiledGame, Phase


@hookimpl(trylast=True)
def phase_handler(name: str, game: CompiledGame) -> Phase | None:
    """The phase of the kind the rules give ``name``, built by the mechanic providing it."""
    factory = game.phase_kinds.get(game.rules.kind_of(name))
    return None if factory is None else factory(name, game)
