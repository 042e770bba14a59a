"""Klaberjass, published rules: the holder of the best sequence scores all their sequences.

A variant that changes behaviour overrides one hook and inherits everything else. The seed rules
score only the single best sequence (K-6); the published rules let its holder score every
sequence they hold. This plugin answers one hook, ``phase_handler``, for one phase,
``sequences``: it hands the engine Klaberjass' own sequence phase (``SequencePhase``, from the
Klaberjass plugin's package, which ships that mechanic), subclassed so that the holder scores all
their runs. Every other phase, and every other hook, is Klaberjass' own.

(Klaberjass also offers this reading as the option ``sequence_scoring=all_of_best_holder``; the
tests check that the two agree, deal for deal.)

Register it from a plugin package's entry point (``[project.entry-points.tricktaker]``), or in a
registry directly::

    registry.add_plugin(klaberjass_all_sequences, "klaberjass_all_sequences")
    registry.game("klaberjass-all-sequences").new_session(seed=1)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tricktaker import GameSpec, hookimpl, mechanic_settings, registry_hookimpl
from tricktaker_klaberjass.sequences import SequencePhase, SequenceSettings, run_points


class AllSequencesOfTheBestHolder(SequencePhase):
    """Sequences as in Klaberjass, but the holder of the best one scores all of theirs."""

    def holder_points(self, session: Any, state: Any, seat: int, best: Sequence[int]) -> int:
        return sum(run_points(self.spec.points, len(run)) for run in self.runs(state, seat))


class AllSequences:
    """The one hook of the variant."""

    @hookimpl
    def phase_handler(self, name: str, game: Any) -> SequencePhase | None:
        if name != "sequences":
            return None  # every other phase: Klaberjass as usual
        settings = mechanic_settings(game.rules, name, SequenceSettings)  # [mechanics.sequences]
        return AllSequencesOfTheBestHolder(settings, game.deck)


@registry_hookimpl
def tricktaker_register_games(register: Callable[[GameSpec], None]) -> None:
    register(
        GameSpec(
            id="klaberjass-all-sequences",
            base="klaberjass",
            plugins=(AllSequences(),),
            overlay={
                "game": {
                    "name": "Klaberjass (all sequences)",
                    "summary": "Klaberjass where the best sequence's holder scores all of theirs.",
                }
            },
            summary="Klaberjass, published sequence rule (K-6)",
        )
    )
