"""Scoring a hand: the ``score`` phase and the core's scoring tables."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tricktaker.phases.base import Phase

if TYPE_CHECKING:
    from tricktaker.rules import ExactBidScoring, ExactBidStyle
    from tricktaker.session import Session
    from tricktaker.state import State


class ScorePhase(Phase):
    """Ask the ``score_hand`` hook for the hand's points; the session adds them to the totals."""

    name = "score"

    def start(self, session: Session, state: State) -> bool:
        scores = session.hook.score_hand(session=session, state=state)
        if len(scores) != state.players:
            raise TypeError(f"score_hand returned {len(scores)} scores for {state.players} seats")
        state.hand_scores = list(scores)
        return True


def exact_bid_style(spec: ExactBidScoring, options: dict[str, object]) -> ExactBidStyle:
    """The scoring table chosen by the options (or the only / default one)."""
    if spec.style_option:
        name = str(options[spec.style_option])
    elif spec.default_style:
        name = spec.default_style
    else:
        name = next(iter(spec.styles))
    return spec.styles[name]


def score_exact_bids(style: ExactBidStyle, bids: list[int | None], tricks: list[int]) -> list[int]:
    """Exact-bid scoring: the ``made`` formula when tricks equal the bid, else ``lost``."""
    out = []
    for bid, taken in zip(bids, tricks, strict=True):
        assert bid is not None
        table = style.made if taken == bid else style.lost
        out.append(table.points(taken, bid))
    return out
