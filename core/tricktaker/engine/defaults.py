"""The core's own behaviour, written as a plugin of the rule hooks (every hook ``trylast``).

A game plugin registered after this one answers first; whatever it leaves alone falls through to
these defaults, which read the game's numbers from its rules file.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from tricktaker.actions import NO_TRUMP
from tricktaker.cards import Deck, ExtraCard, Suit
from tricktaker.engine.hookspecs import LegalPlays, TrickWinner, hookimpl
from tricktaker.engine.phase import Phase
from tricktaker.engine.seats import seat_of
from tricktaker.mechanics import AuctionPhase, DealPhase, NumericBidding, ScorePhase, TrickPlay
from tricktaker.mechanics.bidding import bids_of
from tricktaker.mechanics.dealing import CompletionDeal, deal_cards
from tricktaker.mechanics.drawing import DiscardPhase, DrawingTrickPlay, DrawPhase
from tricktaker.mechanics.exchange import TurnedCardExchange
from tricktaker.mechanics.extras import (
    LeadBanTrickPlay,
    make_group_legal_plays,
    make_group_trick_winner,
)
from tricktaker.mechanics.melds import SequencePhase
from tricktaker.mechanics.schedule import expand_schedule
from tricktaker.mechanics.scoring import (
    HandPoints,
    HeldOver,
    exact_bid_style,
    score_contract,
    score_exact_bids,
    score_point_trick,
)
from tricktaker.mechanics.tricks import (
    AnnouncingTrickPlay,
    first_lead_seat,
    make_legal_plays,
    make_trick_winner,
)
from tricktaker.mechanics.trumps import TrumpSelection
from tricktaker.rules import ContractScoring, ExactBidScoring, PointTrickScoring

if TYPE_CHECKING:
    from tricktaker.engine.session import Session
    from tricktaker.engine.state import State
    from tricktaker.rules import RulesFile


@hookimpl(trylast=True)
def build_deck(rules: RulesFile) -> Deck:
    spec = rules.deck
    ranks = [r.upper() for r in spec.ranks]
    plain_points: tuple[int, ...] = ()
    trump_points: tuple[int, ...] = ()
    if spec.points is not None:
        per_rank = [spec.points.plain.get(r, 0) for r in ranks]
        trump_rank = [(spec.points.trump or spec.points.plain).get(r, 0) for r in ranks]
        plain_points = tuple(per_rank * len(spec.suits) + [0] * len(spec.extras))
        trump_points = tuple(trump_rank * len(spec.suits) + [0] * len(spec.extras))
    return Deck(
        rank_groups=tuple(
            (name, tuple(r.upper() for r in ranks)) for name, ranks in spec.rank_groups.items()
        ),
        plain_points=plain_points,
        trump_points=trump_points,
        suits=tuple(Suit(s.letter.upper(), s.symbol, s.name, s.red) for s in spec.suits),
        ranks=tuple(r.upper() for r in spec.ranks),
        extras=tuple(ExtraCard(e.name, e.title, e.group) for e in spec.extras),
        rank_aliases={k.upper(): v.upper() for k, v in spec.rank_aliases.items()},
        trump_ranks=tuple(r.upper() for r in spec.trump_ranks) if spec.trump_ranks else None,
        sequence_ranks=(
            tuple(r.upper() for r in spec.sequence_ranks) if spec.sequence_ranks else None
        ),
    )


@hookimpl(trylast=True)
def phase_handler(name: str, session: Session) -> Phase | None:
    rules = session.rules
    if name == "deal":
        return DealPhase()
    if name == "bidding":
        return NumericBidding(rules.bidding.first if rules.bidding else "left_of_dealer")
    if name == "auction" and rules.auction is not None:
        return AuctionPhase(rules.auction, session.deck)
    if name == "trump_selection" and rules.trump_selection is not None:
        return TrumpSelection(rules.trump_selection, session.deck)
    if name == "deal_more" and rules.deal_more is not None:
        return CompletionDeal(rules.deal_more)
    if name == "exchange_turned" and rules.exchange_turned is not None:
        return TurnedCardExchange(rules.exchange_turned, session.deck)
    if name == "draw" and rules.draw is not None:
        return DrawPhase(rules.draw, session.deck)
    if name == "discard" and rules.discard is not None:
        return DiscardPhase(rules.discard, session.deck)
    if name == "sequences" and rules.sequences is not None:
        return SequencePhase(rules.sequences, session.deck)
    if name == "play" and rules.play.announce is not None:
        return AnnouncingTrickPlay(rules.play.announce, rules.play.first_lead)
    if name == "play" or name in rules.tricks:
        spec = rules.trick_spec(name)
        if spec.draw_after_trick:
            return DrawingTrickPlay(spec, name)
        if spec.extras == "group":
            return LeadBanTrickPlay(spec.first_lead, name)
        if spec.announce is not None:
            return AnnouncingTrickPlay(spec.announce, spec.first_lead, name)
        return TrickPlay(spec.first_lead, name)
    if name == "score":
        kind = rules.scoring.kind if rules.scoring is not None else None
        return ScorePhase((HandPoints, HeldOver) if kind == "point_trick" else ())
    return None


@hookimpl(trylast=True)
def legal_plays_factory(session: Session, phase: str) -> LegalPlays:
    spec = session.rules.trick_spec(phase)
    if spec.extras == "group":
        return make_group_legal_plays(session.deck)
    if spec.follow_suit_option and session.options[spec.follow_suit_option]:
        spec = spec.model_copy(update={"follow_suit": True})
    return make_legal_plays(session.deck, spec)


@hookimpl(trylast=True)
def trick_winner_factory(session: Session, phase: str) -> TrickWinner:
    if session.rules.trick_spec(phase).extras == "group":
        return make_group_trick_winner(session.deck)
    return make_trick_winner(session.deck)


@hookimpl(trylast=True)
def hand_sizes(session: Session) -> list[int]:
    schedule = session.rules.schedule
    if schedule is None:
        return []
    return expand_schedule(schedule, session.options, session.players)


@hookimpl(trylast=True)
def first_dealer(session: Session) -> int:
    if session.rules.deal.first_dealer == "seat0":
        return 0
    return session.rng.randrange(session.players)


@hookimpl(trylast=True)
def deal(session: Session, state: State, pack: list[int]) -> bool:
    spec = session.rules.deal
    first = seat_of(spec.first_receiver, state)
    state.hands, pos = deal_cards(pack, first, state.players, state.hand_size, spec.batches)
    rest = pack[pos:]
    if spec.turn_up == "next" and rest:
        state.turned, state.stock = rest[0], rest[1:]
    elif spec.turn_up == "stock_top" and rest:
        state.turned, state.stock = rest[0], rest
    else:
        state.turned, state.stock = None, rest
    return True


@hookimpl(trylast=True)
def trump_suit(session: Session, state: State) -> int:
    """Trumps from the turned card; no card left to turn means no trump (H-3)."""
    if session.rules.play.trumps == "turned" and state.turned is not None:
        return session.deck.suit_of[state.turned]  # NO_SUIT (-1) == NO_TRUMP for an extra card
    return NO_TRUMP


def _hook_forbids(session: Session, state: State, seat: int) -> int | None:
    """The number the hook forbids ``seat`` to bid, or None (H-5: only the last bidder, the
    dealer; no constraint when the forbidden number would be negative)."""
    spec = session.rules.bidding
    if spec is None:
        return None
    on = bool(session.options[spec.hook_option]) if spec.hook_option else spec.hook
    last = (seat_of(spec.first, state) - 1) % state.players
    if not on or seat != last:
        return None
    others = sum(b for s, b in enumerate(bids_of(state)) if s != seat and b is not None)
    forbidden = state.hand_size - others
    return forbidden if forbidden >= 0 else None


@hookimpl(trylast=True)
def legal_bids(session: Session, state: State, seat: int) -> list[int]:
    forbidden = _hook_forbids(session, state, seat)
    return [b for b in range(state.hand_size + 1) if b != forbidden]


@hookimpl(trylast=True)
def illegal_bid_reason(session: Session, state: State, seat: int, bid: int) -> str:
    if not 0 <= bid <= state.hand_size:
        return f"a bid is a number of tricks from 0 to {state.hand_size}"
    if bid == _hook_forbids(session, state, seat):
        return (
            f"the dealer may not bid {bid}: the bids would total {state.hand_size}, "
            f"the number of tricks (the hook)"
        )
    return f"{bid} is not a legal bid now"


@hookimpl(trylast=True)
def first_leader(session: Session, state: State) -> int:
    return first_lead_seat(session.rules.trick_spec(session.phases[state.phase].name), state)


@hookimpl(trylast=True)
def score_hand(session: Session, state: State) -> list[int]:
    scoring = session.rules.scoring
    if isinstance(scoring, ExactBidScoring):
        style = exact_bid_style(scoring, session.options)
        return score_exact_bids(style, bids_of(state), state.tricks_won)
    if isinstance(scoring, PointTrickScoring):
        return score_point_trick(session, state, scoring)
    if isinstance(scoring, ContractScoring):
        return score_contract(session, state, scoring)
    raise NotImplementedError(
        f"{session.game_id}: no [scoring] table in the rules and no score_hand hook"
    )


@hookimpl(trylast=True)
def next_dealer(session: Session, state: State) -> int:
    return (state.dealer + session.rules.deal.rotation) % state.players


@hookimpl(trylast=True)
def match_over(session: Session, state: State) -> bool:
    match = session.rules.match
    if match.end == "schedule":
        return state.hand_no + 1 >= len(session.schedule)
    if match.end == "deals":
        assert match.deals is not None
        if state.hand_no + 1 < match.deals:
            return False
        best = max(state.totals)
        return not (match.ties == "play_on" and state.totals.count(best) > 1)
    target = session.options[match.target_option] if match.target_option else match.target
    assert isinstance(target, int)
    best = max(state.totals)
    if best < target:
        return False
    return not (match.ties == "play_on" and state.totals.count(best) > 1)


@hookimpl(trylast=True)
def winners(session: Session, state: State) -> list[int]:
    """Highest total wins; equal highest totals share the win (H-6)."""
    best = max(state.totals)
    return [seat for seat, total in enumerate(state.totals) if total == best]


@hookimpl(trylast=True)
def hand_summary(session: Session, state: State) -> dict[str, Any]:
    summary: dict[str, Any] = {"dealer": state.dealer, "hand_size": state.hand_size}
    if state.turned is not None:
        summary["turned"] = session.deck.format(state.turned)
    summary["trump"] = "none" if state.trump == NO_TRUMP else session.deck.suits[state.trump].letter
    for part in state.parts.values():
        summary.update(part.summary(session.deck))
    if state.contract is not None:
        c = state.contract
        summary["contract"] = {
            "level": c.level,
            "denomination": session.deck.denomination(c.denomination),
            "declarer": c.declarer,
            "doubled": c.doubled,
        }
    return summary


@hookimpl(trylast=True)
def game_stats(session: Session, result: dict[str, Any]) -> dict[str, list[float]]:
    """What every game yields from its hand results: bids made, contracts, hand points."""
    from tricktaker.simulate import game_stats as from_hands

    return from_hands(result)


# What a session registers: only the hook implementations, so that registering the core
# defaults in each session's fresh plugin manager inspects a dozen names, not the whole module.
PLUGIN = SimpleNamespace(
    **{
        name: value
        for name, value in dict(globals()).items()
        if callable(value) and hasattr(value, "tricktaker.rules_impl")
    }
)
