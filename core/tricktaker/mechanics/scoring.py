"""Scoring a hand: the ``score`` phase, the core's scoring kinds and the helpers a
scoring kind or a game's ``score_hand`` is written with.

The core's kinds (``exact_bid``, ``point_trick``, ``contract``, ``card_penalty``,
``contract_value``) are registered through the ``scoring_kinds`` hook exactly as a plugin
registers its own (:class:`~tricktaker.engine.scoringkind.ScoringKind`, issue 45): no table
here lists them by name for the engine. The helpers (:class:`ScorePhase`, :func:`itemize`,
:func:`score_contract`, :func:`counted_parts`, :func:`penalty_of`, :func:`score_contract_value`,
:func:`contract_made`) are public (``from tricktaker import ...``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from mypy_extensions import mypyc_attr

from tricktaker.engine.game import Phase
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.mechanic import Mechanic
from tricktaker.engine.scoringkind import ScoringKind
from tricktaker.engine.visibility import PUBLIC, Part, declare
from tricktaker.errors import RulesError
from tricktaker.mechanics.bidding import bids_of
from tricktaker.mechanics.leads import cards_named
from tricktaker.mechanics.trumps import Selection
from tricktaker.rules.playable import count_same, score_needs
from tricktaker.rules.scoring import (
    ContractScoring,
    ContractValueScoring,
    ExactBidScoring,
    PenaltyCardScoring,
    PointTrickScoring,
)

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import Contract, State
    from tricktaker.rules import ExactBidStyle


@mypyc_attr(allow_interpreted_subclasses=True)
class HandPoints(Part):
    """Point-trick scoring: each seat's points of the hand before the settlement (public)."""

    __slots__ = ("hand_points",)
    key = "hand_points"
    seen = declare(
        hand_points=PUBLIC("each seat's points of the hand before the settlement; None: not scored")
    )

    def __init__(self, players: int) -> None:
        self.hand_points: list[int] | None = None

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {} if self.hand_points is None else {"hand_points": list(self.hand_points)}


@mypyc_attr(allow_interpreted_subclasses=True)
class HeldOver(Part):
    """Points set aside by a tied hand, for whoever scores more in the next settled one."""

    __slots__ = ("held_over",)
    key = "held_over"
    seen = declare(held_over=PUBLIC("points held over from a tied hand for the next settled one"))
    scope = "match"

    def __init__(self, players: int) -> None:
        self.held_over = 0


@mypyc_attr(allow_interpreted_subclasses=True)
class ScorePhase(Phase):
    """The phase that scores a hand: it asks the ``score_hand`` hook for each seat's points
    (the core answers with the ``[scoring]`` kind's scorer), pools them by side when the game
    has sides, and the session adds them to the totals.

    A game whose scoring a ``[scoring]`` kind cannot express builds its own phase kind with
    this class and answers ``score_hand``, so that the score, its breakdown and the sides'
    pooling work as in every other game. ``parts``: the state parts its scoring keeps (e.g. a
    bag count carried from hand to hand), each field with its visibility declared.

    The scorer itemizes the points in ``state.breakdown`` (:func:`itemize`); whatever the items
    do not explain (a ``score_hand`` that itemizes nothing, say) is one more item, ``other``,
    so the items always add up to the hand's points."""

    name = "score"

    def __init__(self, parts: tuple[type[Part], ...] = ()) -> None:
        self.score_parts = parts

    def kept_parts(self) -> tuple[type[Part], ...]:
        return self.score_parts

    def start(self, game: CompiledGame, state: State) -> bool:
        state.breakdown = []
        scores = game.hook.score_hand(game=game, state=state)
        if len(scores) != state.players:
            raise TypeError(f"score_hand returned {len(scores)} scores for {state.players} seats")
        if game.sides:  # partners score together: compare and show by side
            scores = pooled(game, scores)
            state.breakdown = [(item, tuple(pooled(game, p))) for item, p in state.breakdown]
        state.hand_scores = list(scores)
        breakdown = state.breakdown
        if not breakdown:
            itemize(state, "points", scores, always=True)
            return True
        rest = list(scores)  # what the items leave unexplained (loops: cheaper than zips here)
        for item, points in breakdown:
            if len(points) != len(rest):
                raise ValueError(f"score item {item!r}: {len(points)} points for {len(rest)} seats")
            for seat, share in enumerate(points):
                rest[seat] -= share
        if any(rest):
            itemize(state, "other", rest)
        return True


def pooled(game: CompiledGame, points: Sequence[int]) -> list[int]:
    """Points per seat as the sides score them: each seat gets its side's sum."""
    per_side = [sum(points[seat] for seat in side) for side in game.sides]
    return [per_side[side] for side in game.side_of]


def itemize(state: State, item: str, points: Sequence[int], always: bool = False) -> None:
    """Add an item to the hand's score breakdown: its name (``"card points"``, ``"last
    trick"``, ...) and its points, one number per seat.

    The breakdown is what the console shows after a hand and what the hand's record keeps
    (``breakdown``), so a player sees why the score is what it is. A scorer calls this for each
    part of the hand's points; an item that gives nobody anything is left out unless
    ``always`` (the main item of a hand, shown even when it is 0)."""
    if always or any(points):
        state.breakdown.append((item, tuple(points)))


def exact_bid_style(spec: ExactBidScoring) -> ExactBidStyle:
    """The scoring table of ``style`` (or the first one)."""
    return spec.styles[spec.style if spec.style is not None else next(iter(spec.styles))]


def score_exact_bids(style: ExactBidStyle, bids: list[int | None], tricks: list[int]) -> list[int]:
    """Exact-bid scoring: the ``made`` formula when tricks equal the bid, else ``lost``."""
    if len(bids) != len(tricks):
        raise ValueError(f"{len(bids)} bids for {len(tricks)} seats")
    out = []
    for seat, bid in enumerate(bids):
        assert bid is not None
        taken = tricks[seat]
        table = style.made if taken == bid else style.lost
        out.append(table.points(taken, bid))
    return out


def score_bids(state: State, spec: ExactBidScoring) -> list[int]:
    """Exact-bid scoring of the hand, itemized as bids made and bids missed."""
    bids, tricks = bids_of(state), state.tricks_won
    scores = score_exact_bids(exact_bid_style(spec), bids, tricks)
    made, missed = [0] * len(scores), [0] * len(scores)
    some_made = False
    for seat, points in enumerate(scores):
        if tricks[seat] == bids[seat]:
            made[seat] = points
            some_made = True
        else:
            missed[seat] = points
    itemize(state, "bid made", made, always=some_made)
    itemize(state, "bid missed", missed)
    return scores


def hand_totals(game: CompiledGame, state: State, spec: PointTrickScoring) -> list[int]:
    """Point-trick hand totals: card points taken + the points of melds and announcements (what
    every part with ``meld_points()`` says) + the last trick bonus; each itemized."""
    deck, trump = game.deck, state.trump
    totals = [sum(deck.points(c, trump) for c in taken) for taken in state.taken]
    itemize(state, "card points", totals, always=True)
    for part in state.parts.values():
        points = part.meld_points()
        for seat, p in enumerate(points):
            totals[seat] += p
        itemize(state, part.points_label(), points)
    if state.last_trick is not None:
        totals[state.last_trick[2]] += spec.last_trick
        bonus = [0] * state.players
        bonus[state.last_trick[2]] = spec.last_trick
        itemize(state, "last trick", bonus)
    return totals


def settle_maker(totals: list[int], maker: int) -> list[int]:
    """The maker must outscore the others: more → everybody scores their own total; equal →
    the maker scores 0; less → the maker scores 0 and the best opponent takes both totals."""
    best_other = max(t for seat, t in enumerate(totals) if seat != maker)
    scores = list(totals)
    if totals[maker] > best_other:
        return scores
    scores[maker] = 0
    if totals[maker] < best_other:
        winner = max((s for s in range(len(totals)) if s != maker), key=lambda s: totals[s])
        scores[winner] += totals[maker]
    return scores


def _change(before: list[int], after: list[int]) -> list[int]:
    return [b - a for a, b in zip(before, after, strict=True)]


def score_point_trick(game: CompiledGame, state: State, spec: PointTrickScoring) -> list[int]:
    """Totals, then the maker settlement; with ``hold_over`` a tie sets the maker's
    points aside for whoever scores more in the next settled hand."""
    totals = hand_totals(game, state, spec)
    HandPoints.of(state).hand_points = totals
    maker = Selection.of(state).maker
    assert maker is not None, "point-trick scoring needs a maker (a trump selection phase)"
    scores = settle_maker(totals, maker)
    best_other = max(t for s, t in enumerate(totals) if s != maker)
    if totals[maker] <= best_other:
        # said apart for the maker and for who takes its points, each with the sign of its
        # own change: "maker's points to the opponent -60" read as a stray minus (issue 46)
        change = _change(totals, scores)
        if totals[maker] == best_other:
            lost = (
                "maker tied: its points held over"
                if spec.hold_over
                else "maker tied: its points lost"
            )
        else:
            lost = "maker outscored: its points lost"
        itemize(state, lost, [min(c, 0) for c in change])
        itemize(state, "the maker's points", [max(c, 0) for c in change])
    if spec.hold_over:
        part = HeldOver.of(state)
        if totals[maker] == best_other:
            part.held_over += totals[maker]
        elif part.held_over:
            winner = max(range(len(scores)), key=lambda s: scores[s])
            before = list(scores)
            scores[winner] += part.held_over
            part.held_over = 0
            itemize(state, "held over from a tied hand", _change(before, scores))
    return scores


def contract_name(game: CompiledGame, level: int, denomination: int) -> str:
    """``"4H"``, ``"3NT"``: the key of a contract in the rules' tables."""
    return f"{level}{game.deck.denomination(denomination)}"


def penalty_of(spec: ContractScoring, under: int, doubled: int, raised: bool) -> int:
    """The defenders' points for a contract failed by ``under`` undertricks (1 or more), by
    the ``[scoring]`` contract table ``spec``: its ``penalties`` (``raised_penalties`` at raised
    stakes, e.g. vulnerable, when the rules have them), by row, or each undertrick's own row
    added up with ``penalty_each``. ``doubled``: 0, 1 or 2 (undoubled, doubled, redoubled).

    Public so that a game that writes its own record of a deal, or its own scoring, reads
    the same table the core's contract scoring does."""
    rows = spec.raised_penalties if raised and spec.raised_penalties else spec.penalties
    if not rows:
        return 0
    if spec.penalty_each:
        return sum(rows[min(i, len(rows) - 1)][doubled] for i in range(under))
    return rows[min(under, len(rows)) - 1][doubled]


def counted_parts(
    spec: ContractScoring, denomination: str, level: int, doubled: int, over: int, raised: bool
) -> dict[str, int]:
    """The points of a contract made with ``over`` overtricks when only the contracted tricks
    count at the trick values (``count = "contracted"``), by part: ``trick score`` (multiplied),
    ``overtricks``, ``game bonus`` or ``part game bonus``, ``level bonus`` and ``completion
    bonus`` (parts worth nothing are left out). ``denomination`` as the auction writes it
    (``"H"``, ``"NT"``), ``doubled`` 0, 1 or 2, ``raised``: the declaring side plays at raised
    stakes (the tables' second column).

    Public so that a game can show or record the parts of a made contract, or drop some of
    them (a scoring with no game bonus per deal), from the same table the core's contract
    scoring adds up."""
    stake = 1 if raised else 0
    first, further = spec.trick_values[denomination]
    multiplier = spec.multiplier[doubled]
    trick = (first + further * (level - 1)) * multiplier
    parts = {"trick score": trick}
    if over:
        if doubled and spec.doubled_overtricks:
            each = spec.doubled_overtricks[doubled - 1][stake]
        else:
            each = further * (multiplier if doubled else 1)
        parts["overtricks"] = over * each
    if spec.game_threshold is not None:
        if trick >= spec.game_threshold:
            parts["game bonus"] = spec.game_bonus[stake]
        else:
            parts["part game bonus"] = spec.part_game_bonus[stake]
    if level in spec.level_bonus:
        parts["level bonus"] = spec.level_bonus[level][stake]
    completion = spec.completion_bonus[doubled]
    parts["completion bonus"] = completion * (multiplier if spec.multiply_completion else 1)
    return {name: points for name, points in parts.items() if points}


def score_contract(
    game: CompiledGame, state: State, spec: ContractScoring, raised: Sequence[bool] = ()
) -> list[int]:
    """Contract scoring of the hand (the core's ``contract`` kind): the declarer scores a made
    contract, the defenders a failed one, by the ``[scoring]`` table ``spec``; itemized as the
    contract's value, its bonuses and the completion bonus (each multiplied as the table
    says), or the undertricks' penalty. ``raised``: per side, whether it plays the deal at
    raised stakes (the tables' second column); none by default.
    With ``zero_sum`` every item is also taken from the other side.

    Public so that a game whose stakes come from elsewhere (a board's vulnerability) scores
    with the core's tables from its own ``score_hand``: ``score_contract(game, state, spec,
    raised=...)``."""
    players = state.players
    scores = [0] * players
    contract = state.contract
    if contract is None:  # a passed-out deal
        return scores
    declarer = contract.declarer
    side = game.side_of[declarer]
    stake = bool(raised) and raised[side]
    taken = tricks_of_side(game, state, declarer)
    required = contract.tricks
    doubled = contract.doubled
    name = contract_name(game, contract.level, contract.denomination)
    said = name + ("", " doubled", " redoubled")[doubled]
    defender = next(  # the first seat on the declarer's left of another side
        s % players
        for s in range(declarer + 1, declarer + players)
        if game.side_of[s % players] != side
    )

    def to(seat: int, points: int) -> list[int]:
        row = [0] * players
        row[seat] = points
        if spec.zero_sum:
            row[declarer if seat == defender else defender] = -points
        return row

    def add(item: str, seat: int, points: int, always: bool = False) -> None:
        row = to(seat, points)
        for s in range(players):
            scores[s] += row[s]
        itemize(state, item, row, always)

    if taken >= required and spec.count == "contracted":
        over = taken - required
        times = "" if spec.multiplier[doubled] == 1 else f" ×{spec.multiplier[doubled]}"
        denomination = game.deck.denomination(contract.denomination)
        parts = counted_parts(spec, denomination, contract.level, doubled, over, stake)
        add(f"made {said}{times}", declarer, parts.pop("trick score"), True)
        if "overtricks" in parts:
            add(f"{over} over{said[len(name) :]}", declarer, parts.pop("overtricks"))
        for item, points in parts.items():
            named = f"level {contract.level} bonus" if item == "level bonus" else item
            add(named, declarer, points)
        return scores
    if taken >= required:
        value = next((v.value for v in spec.values if name in v.contracts), 0)
        over_text = ""
        if spec.trick_values:
            first, further = spec.trick_values[game.deck.denomination(contract.denomination)]
            over = taken - (required - contract.level)
            value += first + further * (over - 1) if over > 0 else 0
        if taken > required:
            over_text = f", {taken - required} over"
        bonus = 0
        if taken == required:
            bonus += spec.exact_bonus.get(contract.level, 0)
        bonus += spec.overtrick_bonus.get(taken - required, 0)
        completion = spec.completion_bonus[doubled]
        multiplier = spec.multiplier[doubled]
        times = "" if multiplier == 1 else f" ×{multiplier}"
        add(f"made {said}{over_text}{times}", declarer, value * multiplier, True)
        add(f"bonus{times}", declarer, bonus * multiplier)
        if spec.multiply_completion:
            add(f"completion bonus{times}", declarer, completion * multiplier)
        else:
            add("completion bonus", declarer, completion)
        return scores
    under = required - taken
    add(f"{said} down {under}", defender, penalty_of(spec, under, doubled, stake), True)
    return scores


def contract_made(game: CompiledGame, state: State) -> bool | None:
    """Whether the hand's contract was made: the declaring side (the declarer and its
    partners) took at least the tricks the contract requires; a misère contract, when the
    declarer took no trick. None when the hand has no contract (thrown in, or no auction).

    Public so that a game's own scoring, panel or end of the match asks the same question the
    core's ``contract_value`` scoring and ``[match] contract_wins`` ask."""
    contract = state.contract
    if contract is None:
        return None
    if contract.misere:
        return state.tricks_won[contract.declarer] == 0
    return tricks_of_side(game, state, contract.declarer) >= contract.tricks


def tricks_of_side(game: CompiledGame, state: State, seat: int) -> int:
    """The tricks ``seat``'s side (the seat and its partners) took this hand."""
    side = game.side_of[seat]
    return sum(won for other, won in enumerate(state.tricks_won) if game.side_of[other] == side)


def contract_text(game: CompiledGame, contract: Contract) -> str:
    """A contract as the score items and records say it: its own name (``MIS``) when it has
    one, else its level and denomination (``8H``, ``10NT``)."""
    return contract.name or contract_name(game, contract.level, contract.denomination)


def score_contract_value(game: CompiledGame, state: State, spec: ContractValueScoring) -> list[int]:
    """Scoring by the contract's value (the core's ``contract_value`` kind): made, the
    declarer's side scores ``Contract.value`` (a slam at least ``slam.minimum``); failed, it
    loses the value; the defenders score ``defenders_per_trick`` for each trick they took,
    unless the contract is a misère (made when the declarer took no trick). Itemized as the
    contract made or down, and the defenders' tricks; a hand without a contract scores 0."""
    players = state.players
    scores = [0] * players
    contract = state.contract
    if contract is None:  # thrown in: nothing for anybody
        return scores
    declarer, value = contract.declarer, contract.value
    said = contract_text(game, contract)
    made = contract_made(game, state)
    side = game.side_of[declarer]
    item = f"made {said}"
    points = value if made else -value
    taken = tricks_of_side(game, state, declarer)
    if not made:
        item = f"{said} lost" if contract.misere else f"{said} down {contract.tricks - taken}"
    elif not contract.misere and spec.slam is not None:
        needed = spec.slam.tricks if spec.slam.tricks is not None else sum(state.tricks_won)
        if taken >= needed and spec.slam.minimum > value:
            item, points = f"made {said}, slam", spec.slam.minimum
    scores[declarer] = points
    itemize(state, item, scores, always=True)
    if contract.misere or not spec.defenders_per_trick:
        return scores
    defenders = [
        spec.defenders_per_trick * won if game.side_of[seat] != side else 0
        for seat, won in enumerate(state.tricks_won)
    ]
    itemize(state, "defenders' tricks", defenders)
    return [a + b for a, b in zip(scores, defenders, strict=True)]


def card_values(deck: Deck, table: dict[str, int]) -> list[int]:
    """Each card's value by a table of suit letters and cards (a card's own entry after its
    suit's)."""
    values = [0] * deck.ids  # indexed by card id
    by_card_last = sorted(table.items(), key=lambda kv: len(cards_named(deck, [kv[0]])) == 1)
    for key, points in by_card_last:
        for card in cards_named(deck, [key]):
            values[card] = points
    return values


def score_penalty_cards(game: CompiledGame, state: State, spec: PenaltyCardScoring) -> list[int]:
    """Penalty-card scoring: the points of the cards each seat took; then the take-all
    reversal, or else the no-trick bonus. Itemized as card points, taking all, no trick."""
    deck = game.deck
    values = card_values(deck, spec.cards)
    taken = state.taken
    points = [sum(values[c] for c in cards) for cards in taken]
    itemize(state, "card points", points, always=True)
    scores = list(points)
    everything = cards_named(deck, spec.take_all)
    taker = next(
        (seat for seat, cards in enumerate(taken) if everything and everything <= set(cards)),
        None,
    )
    if taker is not None:
        change = [0] * len(scores)
        amount = spec.take_all_points
        if spec.take_all_effect == "add":
            change = [-amount if seat == taker else amount for seat in range(len(scores))]
        elif spec.take_all_effect == "subtract":
            change[taker] = -2 * amount
        itemize(state, "took all", change)
        scores = [a + b for a, b in zip(scores, change, strict=True)]
    elif spec.no_trick_bonus:
        bonus = [spec.no_trick_bonus if won == 0 else 0 for won in state.tricks_won]
        itemize(state, "no trick", bonus)
        scores = [a + b for a, b in zip(scores, bonus, strict=True)]
    part = PenaltyCards.of(state)
    part.card_points, part.took_all = points, taker
    return scores


@mypyc_attr(allow_interpreted_subclasses=True)
class PenaltyCards(Part):
    """Penalty-card scoring of the hand: each seat's card points, and the seat that took
    every card of ``take_all``, or None (public: every card taken was seen by all)."""

    __slots__ = ("card_points", "took_all")
    key = "penalty_cards"
    seen = declare(
        card_points=PUBLIC("each seat's penalty points of the hand; None: not scored yet"),
        took_all=PUBLIC("the seat that took every card of take_all (shot the moon); None: nobody"),
    )

    def __init__(self, players: int) -> None:
        self.card_points: list[int] | None = None
        self.took_all: int | None = None

    def summary(self, deck: Deck) -> dict[str, Any]:
        if self.card_points is None:
            return {}
        return {"card_points": list(self.card_points), "took_all": self.took_all}


def _score_exact_bid(game: CompiledGame, state: State, spec: ExactBidScoring) -> list[int]:
    return score_bids(state, spec)


def _score_contract(game: CompiledGame, state: State, spec: ContractScoring) -> list[int]:
    return score_contract(game, state, spec)


SCORING_KINDS = (
    ScoringKind(
        kind="exact_bid",
        settings=ExactBidScoring,
        score=_score_exact_bid,
        needs=ExactBidScoring.needs,
        summary="Each seat bids its tricks: one formula when it takes exactly its bid, another "
        "when it does not, by scoring style.",
    ),
    ScoringKind(
        kind="point_trick",
        settings=PointTrickScoring,
        score=score_point_trick,
        needs=PointTrickScoring.needs,
        parts=(HandPoints, HeldOver),
        summary="Card points taken, melds, announcements and the last trick, then the maker "
        "(who chose trumps) must outscore the others.",
    ),
    ScoringKind(
        kind="contract",
        settings=ContractScoring,
        score=_score_contract,
        needs=ContractScoring.needs,
        summary="The declarer's side scores a contract made by the tables (values, bonuses, "
        "doubling), the defenders a failed one's penalty.",
    ),
    ScoringKind(
        kind="card_penalty",
        settings=PenaltyCardScoring,
        score=score_penalty_cards,
        parts=(PenaltyCards,),
        summary="Each seat scores the penalty points of the cards it took, with a take-all "
        "reversal and a bonus for taking no trick.",
    ),
    ScoringKind(
        kind="contract_value",
        settings=ContractValueScoring,
        score=score_contract_value,
        needs=ContractValueScoring.needs,
        summary="The declarer's side scores the contract's value (from the auction's ladder) "
        "when made and loses it when failed, a misère too; the defenders score per trick; a "
        "slam scores at least a minimum.",
    ),
)
"""The core's scoring kinds, registered by :func:`scoring_kinds` as a plugin registers its own."""


@hookimpl(trylast=True)
def scoring_kinds() -> list[ScoringKind]:
    """The core's scoring kinds (issue 45)."""
    return list(SCORING_KINDS)


@hookimpl(trylast=True)
def score_hand(game: CompiledGame, state: State) -> list[int]:
    """The hand scored by the kind of the rules' ``[scoring]`` table: its scorer, bound to the
    table when the game was compiled (:attr:`CompiledGame.scorer`)."""
    scorer = game.scorer
    if scorer is None:
        raise RulesError(f"{game.game_id}: no [scoring] table in the rules and no score_hand hook")
    return scorer(game, state)


@hookimpl(trylast=True)
def mechanics() -> list[Mechanic]:
    """The phase kinds of this module, declared (issue 45)."""
    return [
        Mechanic(
            kind="score",
            build=_score,
            summary="Scores the hand by the [scoring] table (its kind picks the table), or by "
            "a game plugin's score_hand.",
            needs=("tricks",),
            makes=("score",),
            needs_of=score_needs,
            count=count_same,
        )
    ]


def _score(name: str, game: CompiledGame) -> Phase:
    return ScorePhase(game.scoring_parts)
