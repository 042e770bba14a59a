"""Trick play as a mechanic: the ``tricks`` phase kind (``[play]`` and each ``[tricks.NAME]``),
the core's pieces of every trick phase, and who leads first.

The core's pieces answer ``trick_rules``: each reads its own settings from the phase's rules
table and is in force only when they ask for it. Their names, orders and settings are listed in
:mod:`tricktaker.mechanics.trickrules`; a game's plugin adds, replaces or removes any of them by
name through the same hook.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from tricktaker.engine.game import Phase
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.legality import Rule
from tricktaker.engine.mechanic import Mechanic
from tricktaker.mechanics.contractplay import contract_play
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
from tricktaker.mechanics.trickrules import Built, TrickRule, TrickSetup
from tricktaker.mechanics.tricks import (
    Announcing,
    NamesSuit,
    Tables,
    TrickEffect,
    TrickPlay,
    effective_cards,
    first_lead_seat,
    follow_suit_rule,
    make_trick_winner,
    must_overtrump_rule,
    must_trump_rule,
    suitless_wins,
)
from tricktaker.rules.phases import PlaySpec
from tricktaker.rules.playable import check_trick_phase, count_tricks, trick_needs

if TYPE_CHECKING:
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.hookspecs import TrickWinner
    from tricktaker.engine.state import State


@hookimpl(trylast=True)
def mechanics() -> list[Mechanic]:
    """The phase kinds of this module, declared (issue 45)."""
    return [
        Mechanic(
            kind="tricks",
            build=_tricks,
            settings=PlaySpec,
            table="play",
            makes=("tricks",),
            needs_of=trick_needs,
            check=check_trick_phase,
            count=count_tricks,
            summary="Trick play with the rules of [play] (or [tricks.NAME]): following, "
            "trumps, lead bans, draws after each trick.",
        )
    ]


def _tricks(name: str, game: CompiledGame) -> Phase:
    return TrickPlay(name)


def highest_card_wins(ties: Literal["first", "last"] = "first") -> Built[TrickWinner]:
    """The core's ``trick_winner`` builder: the highest trump wins; with no trump in the
    trick, the highest card of the suit led, by the effective suits and ranks (with
    ``extras = "group"``, the extra cards' rules, see :mod:`tricktaker.mechanics.extras`; with
    ``extras = "names_suit"``, a suitless card wins every trick without trumps it is in).

    ``ties``: which of two equal cards (the same effective suit and rank, e.g. the two copies
    of a card in a twin pack) wins: ``"first"`` the first played (the default), ``"last"`` the
    last played. A game changes it by replacing the piece::

        TrickRule("trick_winner", winner=highest_card_wins(ties="last"), replaces=True)
    """
    if ties not in ("first", "last"):
        raise ValueError(f"ties is 'first' or 'last', not {ties!r}")
    later = ties == "last"

    def build(setup: TrickSetup) -> TrickWinner:
        if setup.spec.extras == "group":
            return make_group_trick_winner(setup.deck, setup.tables, later_wins_ties=later)
        winner = make_trick_winner(setup.deck, setup.tables, later_wins_ties=later)
        if setup.spec.extras == "names_suit":
            return suitless_wins(setup.tables, winner)
        return winner

    return build


# -- the core's pieces: each reads its settings and answers None when they are off -------------


def _effective_cards(setup: TrickSetup) -> Tables:
    return effective_cards(setup.deck, setup.spec)


def _first_lead_rule(setup: TrickSetup) -> Rule[int] | None:
    spec = setup.spec
    return None if spec.first_lead_card is None else first_lead_rule(setup.deck, spec)


def _opening_lead(setup: TrickSetup) -> TrickEffect | None:
    card = setup.spec.first_lead_card
    return None if card is None else OpeningLead(card)


def _announcing(setup: TrickSetup) -> TrickEffect | None:
    spec = setup.spec.announce
    return None if spec is None else Announcing(spec)


def _by_group(setup: TrickSetup) -> bool:
    return setup.spec.extras == "group"


def _lead_ban_rule(setup: TrickSetup) -> Rule[int] | None:
    return lead_ban_rule(setup.deck, setup.tables) if _by_group(setup) else None


def _lead_ban_record(setup: TrickSetup) -> TrickEffect | None:
    return LeadBanRecord() if _by_group(setup) else None


def _unbroken_lead_rule(setup: TrickSetup) -> Rule[int] | None:
    spec = setup.spec
    if spec.no_lead_until_broken is None:
        return None
    if_only = cards_named(setup.deck, spec.lead_if_only)
    return unbroken_lead_rule(
        setup.deck, setup.tables, spec.no_lead_until_broken, spec.never_broken, if_only
    )


def _break_suits(setup: TrickSetup) -> TrickEffect | None:
    spec = setup.spec
    if spec.no_lead_until_broken is None or spec.never_broken:
        return None
    return BreakSuits(spec.no_lead_until_broken, spec.breaks_also)


def _follow_by_group(setup: TrickSetup) -> Rule[int] | None:
    return follow_by_group_rule(setup.deck, setup.tables) if _by_group(setup) else None


def _ladder(setup: TrickSetup) -> bool:
    """Whether the obligation ladder applies: ``follow_suit``, without extras by group."""
    return setup.spec.follow_suit and not _by_group(setup)


def _follow_suit(setup: TrickSetup) -> Rule[int] | None:
    if not _ladder(setup):
        return None
    return follow_suit_rule(setup.deck, setup.tables, setup.spec.extras == "names_suit")


def _names_suit(setup: TrickSetup) -> TrickEffect | None:
    return NamesSuit() if setup.spec.extras == "names_suit" else None


def _must_trump(setup: TrickSetup) -> Rule[int] | None:
    if not (_ladder(setup) and setup.spec.must_trump):
        return None
    return must_trump_rule(setup.deck, setup.tables)


def _must_overtrump(setup: TrickSetup) -> Rule[int] | None:
    spec = setup.spec
    if not (_ladder(setup) and spec.must_overtrump):
        return None
    return must_overtrump_rule(setup.deck, setup.tables, spec.must_trump)


def _first_trick_barred(setup: TrickSetup) -> Rule[int] | None:
    spec = setup.spec
    if not spec.first_trick_barred:
        return None
    return first_trick_barred_rule(setup.deck, spec, setup.tables)


def _draws(setup: TrickSetup) -> TrickEffect | None:
    spec = setup.spec
    return draw_after_trick(spec, setup.game) if spec.draw_after_trick else None


def _partner_played(setup: TrickSetup) -> TrickEffect | None:
    return PartnerPlayed() if setup.spec.exposed_partner else None


CORE_TRICK_RULES: tuple[TrickRule, ...] = (
    TrickRule("effective_cards", 0, effective_cards=_effective_cards),
    TrickRule("first_lead", 10, rule=_first_lead_rule, effect=_opening_lead),
    TrickRule("announce", 15, effect=_announcing),
    TrickRule("names_suit", 16, effect=_names_suit),
    TrickRule("lead_ban", 20, rule=_lead_ban_rule, effect=_lead_ban_record),
    TrickRule("unbroken_lead", 30, rule=_unbroken_lead_rule, effect=_break_suits),
    TrickRule(
        "follow_by_group",
        40,
        rule=_follow_by_group,
        conflicts=("follow_suit", "must_trump", "must_overtrump"),
    ),
    TrickRule("follow_suit", 40, rule=_follow_suit),
    TrickRule("must_trump", 50, rule=_must_trump),
    TrickRule("must_overtrump", 60, rule=_must_overtrump),
    TrickRule("first_trick_barred", 70, rule=_first_trick_barred),
    TrickRule("draw_after_trick", 80, effect=_draws),
    TrickRule("exposed_partner", 90, effect=_partner_played),
    TrickRule("contract_play", 95, effect=contract_play),
    TrickRule("trick_winner", 100, winner=highest_card_wins()),
)
"""The core's pieces of every trick phase, in order (see :mod:`tricktaker.mechanics.trickrules`
for what each does and when it is in force)."""


@hookimpl(trylast=True)
def trick_rules(game: CompiledGame, phase: str) -> list[TrickRule]:
    return list(CORE_TRICK_RULES)


@hookimpl(trylast=True)
def first_leader(game: CompiledGame, state: State) -> int:
    spec = game.rules.trick_spec(game.phases[state.phase].name)
    if spec.first_lead_card is not None:
        holder = holder_of(state, game.deck.parse(spec.first_lead_card))
        if holder is not None:
            return holder
    return first_lead_seat(spec, state)
