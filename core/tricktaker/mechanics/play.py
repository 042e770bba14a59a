"""Trick play as a mechanic: the ``tricks`` phase kind (``[play]`` and each ``[tricks.NAME]``),
composed of the parts its rules ask for, the per-card rules it resolves once per compiled game, and
who leads first."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tricktaker.engine.game import Phase, PhaseFactory
from tricktaker.engine.hookspecs import LegalPlays, TrickWinner, hookimpl
from tricktaker.engine.legality import Rule, Rules
from tricktaker.mechanics.drawing import draw_after_trick
from tricktaker.mechanics.exposed import PartnerPlayed
from tricktaker.mechanics.extras import (
    LeadBanRecord,
    follow_by_group_rule,
    lead_ban_rule,
    make_group_trick_winner,
)
from tricktaker.mechanics.leads import BreakSuits, unbroken_lead_rule
from tricktaker.mechanics.tricks import (
    Announcing,
    Tables,
    TrickEffect,
    TrickPlay,
    effective_cards,
    first_lead_seat,
    ladder_rules,
    make_trick_winner,
    source_rule,
)

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State
    from tricktaker.rules import PlaySpec


@hookimpl(trylast=True)
def phase_kinds() -> dict[str, PhaseFactory]:
    return {"tricks": _tricks}


def _tricks(name: str, game: CompiledGame) -> Phase:
    return TrickPlay(name, trick_effects(game.rules.trick_spec(name), game))


def trick_effects(spec: PlaySpec, game: CompiledGame) -> list[TrickEffect]:
    """The effects a trick phase's rules ask for, in the order they act after a trick: the
    announcement, the lead ban, broken suits, the draws (which may end the phase), then the
    hand played by the declarer's partner."""
    effects: list[TrickEffect] = []
    if spec.announce is not None:
        effects.append(Announcing(spec.announce))
    if spec.extras == "group":
        effects.append(LeadBanRecord())
    if spec.no_lead_until_broken is not None and not spec.never_broken:
        effects.append(BreakSuits(spec.no_lead_until_broken))
    if spec.draw_after_trick:
        effects.append(draw_after_trick(spec, game))
    if spec.exposed_partner:
        effects.append(PartnerPlayed())
    return effects


def trick_rules(deck: Deck, spec: PlaySpec, tables: Tables) -> Rules[int]:
    """The legality rules of a trick phase, in order: the cards in hand, the lead
    restrictions (the lead ban after an extra card, an unbroken suit), the ladder (follow by
    group with extra cards, or follow suit, must trump, must overtrump)."""
    rules: list[Rule[int]] = [source_rule(deck)]
    if spec.extras == "group":
        rules.append(lead_ban_rule(deck, tables))
    if spec.no_lead_until_broken is not None:
        rules.append(unbroken_lead_rule(deck, tables, spec.no_lead_until_broken, spec.never_broken))
    if spec.extras == "group":
        rules.append(follow_by_group_rule(deck, tables))
    else:
        rules += ladder_rules(deck, spec, tables)
    return Rules(rules)


@hookimpl(trylast=True)
def effective_cards_factory(game: CompiledGame, phase: str) -> Tables:
    return effective_cards(game.deck, game.rules.trick_spec(phase))


@hookimpl(trylast=True)
def legal_plays_factory(game: CompiledGame, phase: str) -> LegalPlays:
    spec = game.rules.trick_spec(phase)
    tables = game.hook.effective_cards_factory(game=game, phase=phase)
    return trick_rules(game.deck, spec, tables).allowed


@hookimpl(trylast=True)
def trick_winner_factory(game: CompiledGame, phase: str) -> TrickWinner:
    tables = game.hook.effective_cards_factory(game=game, phase=phase)
    if game.rules.trick_spec(phase).extras == "group":
        return make_group_trick_winner(game.deck, tables)
    return make_trick_winner(game.deck, tables)


@hookimpl(trylast=True)
def first_leader(game: CompiledGame, state: State) -> int:
    return first_lead_seat(game.rules.trick_spec(game.phases[state.phase].name), state)
