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
from tricktaker.mechanics.firsttrick import (
    OpeningLead,
    first_lead_rule,
    first_trick_barred_rule,
    holder_of,
)
from tricktaker.mechanics.leads import BreakSuits, cards_named, unbroken_lead_rule
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
    """The effects a trick phase's rules ask for, in the order they act after a trick: who
    holds the opening card, the announcement, the lead ban, broken suits, the draws (which
    may end the phase), then the hand played by the declarer's partner."""
    effects: list[TrickEffect] = []
    if spec.first_lead_card is not None:
        effects.append(OpeningLead(spec.first_lead_card))
    if spec.announce is not None:
        effects.append(Announcing(spec.announce))
    if spec.extras == "group":
        effects.append(LeadBanRecord())
    if spec.no_lead_until_broken is not None and not spec.never_broken:
        effects.append(BreakSuits(spec.no_lead_until_broken, spec.breaks_also))
    if spec.draw_after_trick:
        effects.append(draw_after_trick(spec, game))
    if spec.exposed_partner:
        effects.append(PartnerPlayed())
    return effects


def trick_rules(deck: Deck, spec: PlaySpec, tables: Tables) -> Rules[int]:
    """The legality rules of a trick phase, in order: the cards in hand, the lead
    restrictions (the first lead's card, the lead ban after an extra card, an unbroken suit),
    the ladder (follow by group with extra cards, or follow suit, must trump, must
    overtrump), then the cards barred from the first trick."""
    rules: list[Rule[int]] = [source_rule(deck)]
    if spec.first_lead_card is not None:
        rules.append(first_lead_rule(deck, spec))
    if spec.extras == "group":
        rules.append(lead_ban_rule(deck, tables))
    if spec.no_lead_until_broken is not None:
        if_only = cards_named(deck, spec.lead_if_only)
        rules.append(
            unbroken_lead_rule(deck, tables, spec.no_lead_until_broken, spec.never_broken, if_only)
        )
    if spec.extras == "group":
        rules.append(follow_by_group_rule(deck, tables))
    else:
        rules += ladder_rules(deck, spec, tables)
    if spec.first_trick_barred:
        rules.append(first_trick_barred_rule(deck, spec, tables))
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
    spec = game.rules.trick_spec(game.phases[state.phase].name)
    if spec.first_lead_card is not None:
        holder = holder_of(state, game.deck.parse(spec.first_lead_card))
        if holder is not None:
            return holder
    return first_lead_seat(spec, state)
