"""Trick rules as an open list (issue 45): every contributor gives named pieces of a trick phase
through the ``trick_rules`` hook; a plugin adds, replaces or removes one by name, and its
refusals reach the player in its own words.

The small game is ``test_trick_rules.py``'s: four seats, A K Q J 10 9 in four suits, five cards
each, the turned card's suit trumps, seat 1 leads first.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tiny_tricks import HANDS, RULES, STOCK, TURNED
from tricktaker import (
    IllegalAction,
    Play,
    Registry,
    Rule,
    RulesError,
    Session,
    TrickPlay,
    TrickRule,
    TrickSetup,
    default_registry,
    highest_card_wins,
    hookimpl,
)
from tricktaker.engine.registry import GameSpec
from tricktaker.testing import act, assert_legal, games_plugin, isolated_registry, new_session


def session_of(
    tmp_path: Path, play: str, *plugins: Any, hands: list[str] = HANDS, stock: str = STOCK
) -> Session:
    path = tmp_path / "rules.toml"
    path.write_text(RULES + play, encoding="utf-8")
    registry = isolated_registry(games_plugin("tiny", GameSpec(id="tiny-tricks", rules=path)))
    return new_session(
        registry.game("tiny-tricks"),
        hands=hands,
        turned=TURNED,
        stock=stock,
        dealer=0,
        plugins=plugins,
    )


def play_phase(session: Session) -> TrickPlay:
    phase = next(p for p in session.game.phases if p.name == "play")
    assert isinstance(phase, TrickPlay)
    return phase


def refusal(session: Session, card: str) -> str:
    with pytest.raises(IllegalAction) as caught:
        session.apply(Play(session.deck.parse(card)))
    return str(caught.value)


# -- a plugin adds a rule --------------------------------------------------------------------


def no_heart_lead(setup: TrickSetup) -> Rule[int]:
    hearts = setup.deck.suit_index("H")
    suits = setup.suits

    def narrow(state: Any, seat: int, cards: list[int]) -> list[int]:
        if state.trick or state.trick_no:
            return cards
        suit_of = suits[state.trump]
        return [c for c in cards if suit_of[c] != hearts] or cards

    def explain(state: Any, seat: int, card: int) -> str:
        return "a heart may not be led to the first trick"

    return Rule("no_heart_lead", narrow, explain)


class NoHeartLead:
    @hookimpl
    def trick_rules(self, game: Any, phase: str) -> list[TrickRule]:
        return [TrickRule("no_heart_lead", order=25, rule=no_heart_lead)]


def test_a_plugin_adds_a_rule_and_its_reason_reaches_the_player(tmp_path: Path) -> None:
    """Issue 45: a plugin's rule ("a heart may not be led at trick 1") is one more piece; the
    legal actions leave the hearts out and ``Session.apply`` refuses one in the rule's words."""
    s = session_of(tmp_path, "", NoHeartLead())
    assert play_phase(s).pieces == (
        "effective_cards",
        "no_heart_lead",
        "follow_suit",
        "trick_winner",
    )
    assert_legal(s, "AD QC 9C")  # seat 1 holds AD AH KH QC 9C: no heart lead
    assert refusal(s, "AH") == "a heart may not be led to the first trick"
    assert play_phase(s).refused_by(s.state, Play(s.deck.parse("KH"))) == "no_heart_lead"
    act(s, "AD", "JD", "QD", "AS")  # the second trick: the rule lapses
    assert_legal(s, "AH KH QC 9C")


def test_a_rule_that_lapses_when_the_hand_holds_nothing_else(tmp_path: Path) -> None:
    """Issue 45: the plugin's rule keeps every card when it would leave none."""
    hands = ["AS KS QS JS 10S", "AH KH QH JH 10H", "JD AD 9C KC 10C", "9S QD KD AC JC"]
    s = session_of(tmp_path, "", NoHeartLead(), hands=hands, stock="10D 9D QC")
    assert_legal(s, "AH KH QH JH 10H")


# -- a plugin replaces one piece and removes another ------------------------------------------


def under_trump(setup: TrickSetup) -> Rule[int] | None:
    """To a trick holding a trump, a seat must play a lower trump if able (the opposite of
    the core's must_overtrump)."""
    if not setup.spec.must_overtrump:
        return None
    suits, ranks = setup.suits, setup.ranks

    def narrow(state: Any, seat: int, cards: list[int]) -> list[int]:
        trick, trump = state.trick, state.trump
        if not trick or trump < 0:
            return cards
        suit_of, rank_of = suits[trump], ranks[trump]
        trumps = [rank_of[c] for c in trick if suit_of[c] == trump]
        if not trumps:
            return cards
        lower = [c for c in cards if suit_of[c] == trump and rank_of[c] > min(trumps)]
        return lower or cards

    def explain(state: Any, seat: int, card: int) -> str:
        return "you must play under the best trump if you can"

    return Rule("under_trump", narrow, explain)


class UnderTrumpAnyCard:
    @hookimpl
    def trick_rules(self, game: Any, phase: str) -> list[TrickRule]:
        return [
            TrickRule("must_overtrump", rule=under_trump, replaces=True),
            TrickRule("follow_suit", remove=True),
        ]


def test_a_plugin_replaces_must_overtrump_and_removes_follow_suit(tmp_path: Path) -> None:
    """Issue 45: the replacement takes the place (and the order) of the core's piece; the
    removed piece is gone; nothing of the phase is subclassed or rebuilt."""
    s = session_of(tmp_path, "must_overtrump = true\n", UnderTrumpAnyCard())
    phase = play_phase(s)
    assert phase.pieces == ("effective_cards", "must_overtrump", "trick_winner")
    assert [r.name for r in phase.rules.rules] == ["in_hand", "under_trump"]
    act(s, "AH")  # seat 1 leads the ace of trumps
    # seat 2 (JD 10D 9D KC 10C): no follow_suit, so anything; it holds no trump
    assert_legal(s, "JD 10D 9D KC 10C")
    act(s, "KC")
    # seat 3 (JH QD KD AC JC) holds the jack of trumps, below the ace: it must play it
    assert_legal(s, "JH")
    assert refusal(s, "QD") == "you must play under the best trump if you can"


def test_without_the_plugin_the_core_pieces_are_in_force(tmp_path: Path) -> None:
    s = session_of(tmp_path, "must_overtrump = true\n")
    assert play_phase(s).pieces == (
        "effective_cards",
        "follow_suit",
        "must_overtrump",
        "trick_winner",
    )


# -- errors, at load ----------------------------------------------------------------------------


class ByGroupToo:
    @hookimpl
    def trick_rules(self, game: Any, phase: str) -> list[TrickRule]:
        def follow_by_colour(setup: TrickSetup) -> Rule[int]:
            return Rule("by_colour", lambda state, seat, cards: cards, lambda *_: "no")

        return [
            TrickRule(
                "follow_by_colour", order=45, rule=follow_by_colour, conflicts=("follow_suit",)
            )
        ]


def test_two_conflicting_pieces_are_refused_at_load_naming_both(tmp_path: Path) -> None:
    """Issue 45: a piece declares what it cannot be combined with; both in force is a
    RulesError when the game is compiled, naming both and who gave them."""
    with pytest.raises(RulesError) as caught:
        session_of(tmp_path, "", ByGroupToo())
    message = str(caught.value)
    assert "'follow_suit' (core)" in message
    assert "'follow_by_colour' (extra:ByGroupToo:0)" in message
    assert "cannot be in force together" in message


def test_a_conflict_out_of_force_is_no_conflict(tmp_path: Path) -> None:
    """Issue 45: with follow_suit = false the core's piece is not in force, so no conflict."""
    s = session_of(tmp_path, "follow_suit = false\n", ByGroupToo())
    assert "follow_by_colour" in play_phase(s).pieces


class Named:
    def __init__(self, *items: TrickRule) -> None:
        self.items = items

    @hookimpl
    def trick_rules(self, game: Any, phase: str) -> list[TrickRule]:
        return list(self.items)


@pytest.mark.parametrize(
    ("item", "words"),
    [
        (TrickRule("follow_suit", order=1), "adds the trick rule 'follow_suit', which core adds"),
        (TrickRule("folow_suit", remove=True), "removes the trick rule 'folow_suit', which no"),
        (TrickRule("must_overtrum", replaces=True), "replaces the trick rule 'must_overtrum'"),
        (TrickRule("no_order", rule=no_heart_lead), "trick rule 'no_order' has no order"),
        (TrickRule("trick_winner", remove=True), "no trick rule in force gives the trick winner"),
        (
            TrickRule("second_winner", order=1, winner=highest_card_wins()),
            "'second_winner' (extra:Named:0) and 'trick_winner' (core) both give the trick winner",
        ),
    ],
)
def test_a_wrong_list_is_refused_at_load(tmp_path: Path, item: TrickRule, words: str) -> None:
    """Issue 45: a name added twice, a misspelt name replaced or removed, a piece without an
    order, no trick winner or two: each a RulesError naming the pieces."""
    with pytest.raises(RulesError, match=r"tiny-tricks: trick phase 'play': ") as caught:
        session_of(tmp_path, "", Named(item))
    assert words in str(caught.value)


def test_a_builder_refuses_its_settings_at_load(tmp_path: Path) -> None:
    """Issue 45: a piece validates its own settings; its RulesError names the piece."""

    def picky(setup: TrickSetup) -> Rule[int] | None:
        if setup.spec.must_trump:
            raise RulesError("cannot be played with must_trump = true")
        return None

    plugin = Named(TrickRule("picky", order=55, rule=picky))
    assert "picky" not in play_phase(session_of(tmp_path, "", plugin)).pieces
    with pytest.raises(RulesError) as caught:
        session_of(tmp_path, "must_trump = true\n", plugin)
    assert str(caught.value).endswith(
        "trick phase 'play': trick rule 'picky' (extra:Named:0): cannot be played with "
        "must_trump = true"
    )


# -- ties between equal cards --------------------------------------------------------------------


def test_ties_first_played_wins_unless_the_winner_is_replaced(tmp_path: Path) -> None:
    """Issue 45: of two equal cards (the same effective suit and rank) the first played wins;
    replacing ``trick_winner`` with ``highest_card_wins(ties="last")`` makes it the last.
    Equal cards are made here by a piece replacing the effective cards: the nines and tens
    rank alike."""
    from tricktaker.mechanics.tricks import effective_cards

    def alike(setup: TrickSetup) -> Any:
        tables = effective_cards(setup.deck, setup.spec)
        low = [c for c in setup.deck.cards if setup.deck.format(c)[:-1] in ("9", "10")]
        out = {}
        for trump, table in tables.items():
            rank_of = list(table.rank_of)
            for card in low:
                rank_of[card] = 99
            out[trump] = type(table)(table.suit_of, tuple(rank_of))
        return out

    equal = TrickRule("effective_cards", effective_cards=alike, replaces=True)
    last = TrickRule("trick_winner", winner=highest_card_wins(ties="last"), replaces=True)
    hands = ["AS 10S AH KH JH", "10C AC KC AD KD", "9C QC JC QD JD", "10D 9D KS QS JS"]
    for plugin, won_by in ((Named(equal), 1), (Named(equal, last), 2)):
        s = session_of(tmp_path, "", plugin, hands=hands)
        act(s, "10C", "9C", "10D", "10S")  # 10C and 9C tie, the others do not follow
        assert s.state.last_trick is not None and s.state.last_trick[2] == won_by


def test_ties_between_equal_cards_in_the_winner_itself() -> None:
    """Issue 45: the winner function alone: two copies of one card (a twin pack) tie; the
    first played wins, or with ``later_wins_ties`` the last."""
    from tricktaker.cards import EffectiveCards
    from tricktaker.mechanics.tricks import make_trick_winner

    session = default_registry().game("oh-hell").new_session(seed=0)
    deck, state = session.deck, session.state
    plain = EffectiveCards(deck.suit_of, deck.rank_of)
    tables = {-1: plain, **{t: plain for t in range(len(deck.suits))}}
    ace = deck.parse("AS")
    state.trick = [ace, deck.parse("KS"), ace, deck.parse("2S")]
    state.trump = -1
    assert make_trick_winner(deck, tables)(state) == 0
    assert make_trick_winner(deck, tables, later_wins_ties=True)(state) == 2


# -- the core's list for each bundled game ----------------------------------------------------

CORE_LISTS = {
    "bridge/play": (["in_hand", "follow_suit"], ["PartnerPlayed"]),
    "bridgette/play": (["in_hand", "lead_ban", "follow_by_group"], ["LeadBanRecord"]),
    "draw-bridge/draw_tricks": (["in_hand"], ["DrawAfterTrick"]),
    "draw-bridge/play": (["in_hand", "follow_suit"], []),
    "euchre/play": (["in_hand", "follow_suit"], []),
    "five-hundred/play": (["in_hand", "follow_suit"], ["NamesSuit", "ContractPlay"]),  # issue 47
    "hearts/play": (
        ["in_hand", "first_lead", "unbroken_lead", "follow_suit", "first_trick_barred"],
        ["OpeningLead", "BreakSuits"],
    ),
    "klaberjass/play": (
        ["in_hand", "follow_suit", "must_trump", "must_overtrump"],
        ["Announcing"],
    ),
    "oh-hell/play": (["in_hand", "follow_suit"], []),
    "skat/play": (["in_hand", "follow_suit"], ["SkatTricks"]),
    "spades/play": (["in_hand", "unbroken_lead", "follow_suit"], ["BreakSuits"]),
}
"""Each bundled game's trick phases as the factories and ``trick_effects`` built them before
issue 45 (printed from the tree before the change): the rules, the effects, in order. Five
Hundred (issue 47) came later: the core's extra card naming the suit led and its contract
play."""


def test_the_core_list_of_each_bundled_game_is_what_it_was() -> None:
    """Issue 45: the nine games' trick phases have the same rules and effects, in the same
    order, as before the open list. (The installed games only: other tests add variant files
    to the process's default registry.)"""
    registry = Registry(game_files=False)
    found = {}
    for game_id in registry.ids:
        session = registry.game(game_id).new_session(seed=0)
        for phase in session.game.phases:
            if isinstance(phase, TrickPlay):
                found[f"{game_id}/{phase.name}"] = (
                    [rule.name for rule in phase.rules.rules],
                    [type(effect).__name__ for effect in phase.effects],
                )
    assert json.dumps(found, sort_keys=True) == json.dumps(CORE_LISTS, sort_keys=True)


def test_a_piece_reads_only_what_is_built_before_it(tmp_path: Path) -> None:
    """Issue 45: the effective cards are built first; a builder of them cannot read them."""

    def circular(setup: TrickSetup) -> Any:
        return setup.tables

    plugin = Named(TrickRule("effective_cards", effective_cards=circular, replaces=True))
    with pytest.raises(RulesError, match="read before they are built"):
        session_of(tmp_path, "", plugin)
