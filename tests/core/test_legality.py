"""One source of legality: the rules that make a phase's legal list are the rules that explain a
refusal (``tricktaker.engine.legality``), so the two can never disagree.

The unit tests drive :class:`Rules` with plain functions. The game tests play random whole
games of the four bundled games (fixed seeds) and, at every decision outside trick play, offer
the phase every candidate of its kind (every bid from 0 to one above the hand size, the whole
auction ladder with pass, double and redouble, every trump choice, every card of the hand to
exchange or discard, several discards at once): the phase's refusal is None exactly when the
action is legal (in ``legal_actions()`` or accepted), and otherwise words, the same words that
``apply`` raises.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import tricktaker
from tricktaker import (
    Bid,
    ChooseTrump,
    ContractBid,
    Declare,
    Discard,
    Exchange,
    IllegalAction,
    Play,
)
from tricktaker.actions import DOUBLE, PASS, REDOUBLE, Action
from tricktaker.engine.legality import Rule, Rules
from tricktaker.engine.session import Session
from tricktaker.engine.state import State
from tricktaker.testing import playing

BARE = State()  # these rules read nothing of the state

# -- the rules engine ------------------------------------------------------------------------


def source(state: Any, seat: int, given: list[int]) -> list[int]:
    return list(range(10))


def not_held(state: Any, seat: int, n: int) -> str:
    return f"{n} is not a number here"


def evens(state: Any, seat: int, given: list[int]) -> list[int]:
    return [n for n in given if n % 2 == 0]


def below(limit: int) -> Rule[int]:
    def narrow(state: Any, seat: int, given: list[int]) -> list[int]:
        return [n for n in given if n < limit]

    return Rule(f"below_{limit}", narrow, lambda state, seat, n: f"{n} is not below {limit}")


def unless_nothing_else(rule: Rule[int]) -> Rule[int]:
    """``rule``, lapsing when it would leave nothing (an obligation one cannot meet)."""

    def narrow(state: Any, seat: int, given: list[int]) -> list[int]:
        kept = rule.narrow(state, seat, given)
        return kept if kept else given

    return Rule(rule.name, narrow, rule.explain)


RULES = Rules(
    [
        Rule("numbers", source, not_held),
        Rule("evens", evens, lambda state, seat, n: f"{n} is odd"),
        below(5),
    ]
)


def test_allowed_is_what_the_last_rule_leaves() -> None:
    assert RULES.allowed(BARE, 0) == [0, 2, 4]


@pytest.mark.parametrize(
    ("number", "reason", "rule"),
    [
        (0, None, None),
        (4, None, None),
        (3, "3 is odd", "evens"),
        (6, "6 is not below 5", "below_5"),
        (7, "7 is odd", "evens"),  # the first rule that drops it speaks
        (12, "12 is not a number here", "numbers"),
    ],
)
def test_refusal_is_the_first_rule_that_drops_it(
    number: int, reason: str | None, rule: str | None
) -> None:
    state: Any = BARE
    assert RULES.refusal(state, 0, number) == reason
    assert RULES.dropped_by(state, 0, number) == rule
    assert (reason is None) == (number in RULES.allowed(state, 0))


def test_a_lapsing_rule_returns_what_it_was_given() -> None:
    state: Any = BARE
    rules = Rules([Rule("numbers", source, not_held), evens_only := Rule("evens", evens, str)])
    assert rules.allowed(state, 0) == [0, 2, 4, 6, 8]
    strict = Rules([Rule("numbers", source, not_held), evens_only, below(0)])
    assert strict.allowed(state, 0) == []
    lapsing = Rules([Rule("numbers", source, not_held), evens_only, unless_nothing_else(below(0))])
    assert lapsing.allowed(state, 0) == [0, 2, 4, 6, 8]  # nothing is below 0: the rule lapses
    assert lapsing.refusal(state, 0, 4) is None
    assert lapsing.dropped_by(state, 0, 3) == "evens"
    kept = [0, 2, 4, 6, 8]
    assert unless_nothing_else(below(0)).narrow(state, 0, kept) is kept


def test_rules_start_with_a_source() -> None:
    with pytest.raises(ValueError, match="source"):
        Rules([])


def test_explain_is_only_asked_for_a_refusal() -> None:
    asked: list[int] = []

    def explain(state: Any, seat: int, n: int) -> str:
        asked.append(n)
        return "odd"

    rules = Rules([Rule("numbers", source, not_held), Rule("evens", evens, explain)])
    assert rules.allowed(BARE, 0) == [0, 2, 4, 6, 8]
    assert rules.refusal(BARE, 0, 2) is None
    assert asked == []
    assert rules.refusal(BARE, 0, 3) == "odd"
    assert asked == [3]


# -- every non-trick decision of whole games -------------------------------------------------


def candidates(session: Session) -> Iterator[Action]:
    """Every action of the current phase's kind, legal or not, and one of another kind."""
    state, phase, deck = session.state, session.phase, session.deck
    hand = state.hands[state.to_move]
    others = [c for c in deck.cards if c not in hand]
    kind = phase.name
    if kind == "bidding":
        yield from (Bid(n) for n in range(state.hand_size + 2))
    elif kind == "auction":
        ladder: list[ContractBid] = phase.ladder  # type: ignore[attr-defined]
        yield from (PASS, DOUBLE, REDOUBLE, *ladder)
        top = ladder[-1]
        yield ContractBid(top.level + 1, top.denomination)  # above the ladder
        yield ContractBid(0, 0)  # below it (level 0 is at most no trump)
    elif kind == "trump_selection":
        yield from (ChooseTrump(s) for s in range(len(deck.suits)))
        yield PASS
    elif kind == "exchange_turned":
        yield from (Exchange(c) for c in hand)
        yield from (Exchange(c) for c in others[:2])
        yield PASS
    elif kind == "sequences":
        yield from (Declare("sequence"), PASS)
    elif kind == "discard":
        yield from (Discard((c,)) for c in hand)
        yield from (Discard((c,)) for c in others[:2])
        yield Discard(tuple(hand[:2]))
        yield Discard(tuple(hand[:4]))
        yield Discard(tuple(hand))
        yield Discard((hand[0], hand[0]))
        yield Discard((hand[0], *others[:1]))
        yield Discard(())
    else:
        raise AssertionError(f"no candidates for the phase {kind!r}")
    yield Play(hand[0])  # another kind of action
    if kind != "bidding":
        yield Bid(1)


TRICK_PHASES = {"play", "draw_tricks"}
SEEDS = [1, 2]

GAMES = [
    ("oh-hell", {}),
    ("oh-hell", {"hook": False, "players": 3}),
    ("bridgette", {}),
    ("bridgette", {"nt_jump_needs_four_card_suit": True}),
    ("draw-bridge", {}),
    ("klaberjass", {}),
    ("klaberjass", {"declare_sequences": True}),
]


@pytest.mark.parametrize(("game_id", "options"), GAMES, ids=[f"{g}-{o}" for g, o in GAMES])
@pytest.mark.parametrize("seed", SEEDS)
def test_refusal_is_none_exactly_when_legal(
    game_id: str, options: dict[str, Any], seed: int
) -> None:
    session = tricktaker.load_game(game_id).new_session(options=options, seed=seed)
    decisions: dict[str, int] = {}
    for now in playing(session, seed=seed):
        phase = now.phase
        if phase.name in TRICK_PHASES:
            continue
        decisions[phase.name] = decisions.get(phase.name, 0) + 1
        legal = now.legal_actions()
        assert legal, f"no legal action in {phase.name}"
        refused = None
        for action in candidates(now):
            why = phase.why_illegal(now.game, now.state, action)
            allowed = now.is_legal(action)
            where = f"{game_id} seed {seed}, {phase.name}, seat {now.current_seat}: {action}"
            assert (why is None) == allowed, f"{where}: legal {allowed}, but refusal {why!r}"
            if why is not None:
                assert isinstance(why, str) and why.strip(), f"{where}: refused without words"
                refused = refused or (action, why)
        for action in legal:
            assert phase.why_illegal(now.game, now.state, action) is None
        if refused is not None:  # apply says the same words, and changes nothing
            action, why = refused
            history = len(now.history)
            with pytest.raises(IllegalAction) as err:
                now.apply(action)
            assert str(err.value) == why
            assert len(now.history) == history
    assert decisions, f"{game_id}: no decision outside trick play"


def test_every_kind_of_decision_is_checked() -> None:
    """The games above reach every phase of this part: bids, calls, trumps, exchanges,
    sequence declarations and discards."""
    seen: set[str] = set()
    for game_id, options in GAMES:
        for seed in SEEDS:
            session = tricktaker.load_game(game_id).new_session(options=options, seed=seed)
            for now in playing(session, seed=seed):
                seen.add(now.phase.name)
    assert {
        "bidding",
        "auction",
        "trump_selection",
        "exchange_turned",
        "sequences",
        "discard",
    } <= seen


def test_several_discards_at_once_agree_with_the_rules() -> None:
    session = tricktaker.load_game("bridgette").new_session(seed=3)
    for now in playing(session, seed=3):
        if now.phase.name == "discard":
            break
    phase, state = session.phase, session.state
    hand = state.hands[state.to_move]
    excess = len(hand) - 13
    assert excess >= 2
    assert session.is_legal(Discard(tuple(hand[:excess])))
    assert phase.why_illegal(session.game, state, Discard(tuple(hand[:excess]))) is None
    too_many = Discard(tuple(hand[: excess + 1]))
    assert not session.is_legal(too_many)
    assert phase.why_illegal(session.game, state, too_many) == (
        f"you must discard {excess} card(s), not {excess + 1}"
    )
    assert (
        phase.why_illegal(session.game, state, Discard((hand[0], hand[0])))
        == "a card is named twice"
    )
