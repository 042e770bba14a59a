"""Trick play as a mechanic: the ``tricks`` phase kind (``[play]`` and each ``[tricks.NAME]``),
the per-card rules it resolves once per session, and who leads first."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tricktaker.engine.hookspecs import LegalPlays, TrickWinner, hookimpl
from tricktaker.engine.phase import Phase, PhaseFactory
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
    from tricktaker.engine.session import Session
    from tricktaker.engine.state import State


@hookimpl(trylast=True)
def phase_kinds() -> dict[str, PhaseFactory]:
    return {"tricks": _tricks}


def _tricks(name: str, session: Session) -> Phase:
    spec = session.rules.trick_spec(name)
    if spec.draw_after_trick:
        return DrawingTrickPlay(spec, name)
    if spec.extras == "group":
        return LeadBanTrickPlay(spec.first_lead, name)
    if spec.announce is not None:
        return AnnouncingTrickPlay(spec.announce, spec.first_lead, name)
    return TrickPlay(spec.first_lead, name)


@hookimpl(trylast=True)
def legal_plays_factory(session: Session, phase: str) -> LegalPlays:
    spec = session.rules.trick_spec(phase)
    if spec.extras == "group":
        return make_group_legal_plays(session.deck)
    return make_legal_plays(session.deck, spec)


@hookimpl(trylast=True)
def trick_winner_factory(session: Session, phase: str) -> TrickWinner:
    if session.rules.trick_spec(phase).extras == "group":
        return make_group_trick_winner(session.deck)
    return make_trick_winner(session.deck)


@hookimpl(trylast=True)
def first_leader(session: Session, state: State) -> int:
    return first_lead_seat(session.rules.trick_spec(session.phases[state.phase].name), state)
