"""Trick play as a mechanic: the ``tricks`` phase kind (``[play]`` and each ``[tricks.NAME]``),
the per-card rules it resolves once per session, and who leads first."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tricktaker.engine.game import Phase, PhaseFactory
from tricktaker.engine.hookspecs import LegalPlays, TrickWinner, hookimpl
from tricktaker.mechanics.drawing import DrawingTrickPlay
from tricktaker.mechanics.extras import (
    LeadBanTrickPlay,
    make_group_legal_plays,
    make_group_trick_winner,
)
from tricktaker.mechanics.tricks import (
    AnnouncingTrickPlay,
    TrickPlay,
    first_lead_seat,
    make_legal_plays,
    make_trick_winner,
)

if TYPE_CHECKING:
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State


@hookimpl(trylast=True)
def phase_kinds() -> dict[str, PhaseFactory]:
    return {"tricks": _tricks}


def _tricks(name: str, game: CompiledGame) -> Phase:
    spec = game.rules.trick_spec(name)
    if spec.draw_after_trick:
        return DrawingTrickPlay(spec, name)
    if spec.extras == "group":
        return LeadBanTrickPlay(spec.first_lead, name)
    if spec.announce is not None:
        return AnnouncingTrickPlay(spec.announce, spec.first_lead, name)
    return TrickPlay(spec.first_lead, name)


@hookimpl(trylast=True)
def legal_plays_factory(game: CompiledGame, phase: str) -> LegalPlays:
    spec = game.rules.trick_spec(phase)
    if spec.extras == "group":
        return make_group_legal_plays(game.deck)
    return make_legal_plays(game.deck, spec)


@hookimpl(trylast=True)
def trick_winner_factory(game: CompiledGame, phase: str) -> TrickWinner:
    if game.rules.trick_spec(phase).extras == "group":
        return make_group_trick_winner(game.deck)
    return make_trick_winner(game.deck)


@hookimpl(trylast=True)
def first_leader(game: CompiledGame, state: State) -> int:
    return first_lead_seat(game.rules.trick_spec(game.phases[state.phase].name), state)
