"""Trick rules compose: effective suits, lead restrictions and announcements in a small game.

A four-seat test game of 24 cards (A K Q J 10 9 in four suits, hearts and diamonds red), five
cards each, the next card turned for trumps, one deal. Each test adds a few lines to its
``[play]`` table and stacks the deal; seat 1 (left of the dealer, seat 0) leads first.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tiny_tricks import HANDS, RULES, STOCK, TURNED
from tricktaker import EffectiveCards, IllegalAction, Play, RulesError, Session
from tricktaker.engine.registry import GameSpec
from tricktaker.mechanics.extras import LeadBan
from tricktaker.mechanics.tricks import Announcements, TrickPlay
from tricktaker.testing import act, assert_legal, games_plugin, isolated_registry, new_session

SAME_COLOUR = """
top_trumps = [{ rank = "J", suit = "trump" }, { rank = "J", suit = "same_colour" }]
"""
FOUR_JACKS = """
top_trumps = [
    { rank = "J", suit = "C" }, { rank = "J", suit = "S" },
    { rank = "J", suit = "H" }, { rank = "J", suit = "D" },
]
"""


def write(tmp_path: Path, play: str, rules: str = RULES) -> Path:
    path = tmp_path / "rules.toml"
    path.write_text(rules + play, encoding="utf-8")
    return path


def session_of(
    tmp_path: Path, play: str, hands: list[str] = HANDS, stock: str = STOCK, rules: str = RULES
) -> Session:
    path = write(tmp_path, play, rules)
    registry = isolated_registry(games_plugin("tiny", GameSpec(id="tiny-tricks", rules=path)))
    return new_session(
        registry.game("tiny-tricks"), hands=hands, turned=TURNED, stock=stock, dealer=0
    )


def refusal(session: Session, card: str) -> str:
    with pytest.raises(IllegalAction) as caught:
        session.apply(Play(session.deck.parse(card)))
    return str(caught.value)


def rule_of(session: Session, card: str) -> str | None:
    phase = session.phase
    assert isinstance(phase, TrickPlay)
    return phase.refused_by(session.state, Play(session.deck.parse(card)))


# -- effective suits -------------------------------------------------------------------------


def test_the_jack_of_the_same_colour_is_a_trump_and_not_of_its_printed_suit(
    tmp_path: Path,
) -> None:
    s = session_of(tmp_path, SAME_COLOUR)
    act(s, "AD")
    assert_legal(s, "10D 9D")  # JD counts as a heart (trumps): it does not follow diamonds
    assert rule_of(s, "JD") == "follow_suit"
    assert refusal(s, "JD") == "you must follow ♦ (diamonds)"
    act(s, "9D", "KD", "AS")  # seat 1 wins with the ace
    act(s, "AH")  # trumps led: JD is the only trump seat 2 holds
    assert_legal(s, "JD")
    act(s, "JD")
    assert_legal(s, "JH")
    act(s, "JH", "KS")
    assert s.state.last_trick == (1, tuple(s.deck.parse_many(["AH", "JD", "JH", "KS"])), 3)


def tables_of(s: Session) -> dict[int, EffectiveCards]:
    """The effective cards of the play phase (its ``effective_cards`` trick rule's)."""
    phase = next(p for p in s.game.phases if p.name == "play")
    assert isinstance(phase, TrickPlay)
    return phase.tables


def test_the_jack_of_the_same_colour_beats_the_trump_suit_s_own_cards(tmp_path: Path) -> None:
    hands = ["AS KS QS JS 10S", "AD AH KH QC 9C", "JD 10D 9D KC 10C", "10H QD KD AC JC"]
    s = session_of(tmp_path, SAME_COLOUR, hands=hands, stock="9S QH JH")
    act(s, "AD", "9D", "KD", "AS", "AH", "JD", "10H", "KS")
    assert s.state.last_trick is not None and s.state.last_trick[2] == 2  # JD beats AH


def test_four_jacks_count_as_trumps_in_a_fixed_order(tmp_path: Path) -> None:
    s = session_of(tmp_path, FOUR_JACKS)
    tables = tables_of(s)
    hearts = s.deck.suit_index("H")
    order = s.deck.parse_many(["JC", "JS", "JH", "JD", "AH", "KH", "QH", "10H", "9H"])
    assert all(tables[hearts].suit_of[c] == hearts for c in order)
    ranks = [tables[hearts].rank_of[c] for c in order]
    assert ranks == sorted(ranks) and len(set(ranks)) == len(ranks)
    act(s, "QC")
    assert_legal(s, "KC 10C")  # JD is a trump
    act(s, "KC")
    assert_legal(s, "AC")  # JC does not follow clubs
    assert refusal(s, "JC") == "you must follow ♣ (clubs)"
    act(s, "AC", "JS")  # seat 0 is void in clubs and trumps with a jack
    assert s.state.last_trick is not None and s.state.last_trick[2] == 0
    act(s, "10S", "AH", "JD", "JH")  # JH is above JD, both above the ace of trumps
    assert s.state.last_trick is not None and s.state.last_trick[2] == 3


def test_top_trumps_do_not_apply_without_trumps(tmp_path: Path) -> None:
    s = session_of(tmp_path, SAME_COLOUR)
    tables = tables_of(s)
    assert tables[-1].suit_of == s.deck.suit_of


# -- lead restrictions ------------------------------------------------------------------------


def test_trumps_may_not_be_led_until_broken(tmp_path: Path) -> None:
    hands = ["AS KS QS JS QH", "AD AH KH QC 9C", "10H 10D 9D KC 10C", "JH QD KD AC JC"]
    s = session_of(tmp_path, 'no_lead_until_broken = "trump"\n', hands=hands, stock="9S 10S JD")
    assert_legal(s, "AD QC 9C")
    assert rule_of(s, "AH") == "unbroken_lead"
    assert refusal(s, "AH") == (
        "you may not lead ♥ (hearts) until a card of it has been played to a trick "
        "(it is not broken yet), unless you hold nothing else"
    )
    act(s, "QC", "KC", "AC", "QH")  # seat 0 trumps: hearts are broken
    assert s.observation(2)["broken_suits"] == [s.deck.suit_index("H")]
    assert_legal(s, "AS KS QS JS")  # seat 0 leads; it holds no heart any more


def test_an_unbroken_suit_may_be_led_by_a_hand_holding_nothing_else(tmp_path: Path) -> None:
    s = session_of(tmp_path, 'no_lead_until_broken = "H"\n')
    phase = s.phase
    assert isinstance(phase, TrickPlay)
    state = s.state.copy()
    state.hands[1] = s.deck.parse_many(["AH", "KH"])
    assert phase.rules.allowed(state, 1) == state.hands[1]


# -- composition ------------------------------------------------------------------------------

DRAWING = """
draw_after_trick = true
announce = { name = "marriage", ranks = ["K", "Q"], trumps_only = false, points = 20 }
"""


def test_an_announcement_in_a_drawing_phase(tmp_path: Path) -> None:
    rules = (
        RULES.replace("hand_size = 5", "hand_size = 3")
        .replace('turn_up = "next"', "")
        .replace('trumps = "turned"', 'trumps = "none"')
    )
    hands = ["AS KS QS", "KC QC AD", "AH KH QH", "JS 10S 9S"]
    stock = "JH 10H 9H AC JC 10C 9C KD QD JD 10D 9D"
    path = write(tmp_path, DRAWING, rules)
    registry = isolated_registry(games_plugin("tiny", GameSpec(id="tiny-tricks", rules=path)))
    s = new_session(registry.game("tiny-tricks"), hands=hands, stock=stock, dealer=0)
    assert s.phase.name == "play"
    assert Play(s.deck.parse("QC")) in s.legal_actions()  # the first card of the pair: plain
    act(s, "QC", "AH", "JS", "AS")  # any card may follow (no following rule)
    assert [len(h) for h in s.state.hands] == [3, 3, 3, 3]  # everybody drew
    assert s.observation(1)["drawn"] == s.deck.parse_many(["JH"])  # the winner draws first
    while s.current_seat != 1:
        act(s, s.format_action(s.legal_actions()[0]))
    kc = s.deck.parse("KC")
    assert Play(kc, "marriage") in s.legal_actions()
    assert Play(kc, "no marriage") in s.legal_actions()
    assert Play(kc) not in s.legal_actions()
    assert "say which" in refusal(s, "KC")
    s.apply(Play(kc, "marriage"))
    assert Announcements.of(s.state).announced[1] == 1


def test_an_announcement_with_extra_cards_and_the_lead_ban(tmp_path: Path) -> None:
    rules = RULES.replace(
        'ranks = ["A", "K", "Q", "J", "10", "9"]',
        'ranks = ["A", "K", "Q", "J", "10", "9"]\n'
        'rank_groups = { high = ["A", "K", "Q"], low = ["J", "10", "9"] }\n'
        'extras = [{ name = "XH", title = "high extra", group = "high" }, '
        '{ name = "XL", title = "low extra", group = "low" }]',
    )
    play = (
        'extras = "group"\n'
        'announce = { name = "marriage", ranks = ["K", "Q"], trumps_only = false, points = 20 }\n'
    )
    hands = ["AS KS QS JS 10S", "AD KC QC AC 9C", "XH 10D 9D 9S 10C", "JH QD KD XL JC"]
    s = session_of(tmp_path, play, hands=hands, stock="QH 10H KH AH", rules=rules)
    act(s, "AD", "XH", "KD", "AS")  # the high extra stops the ace of diamonds
    assert s.state.last_trick is not None and s.state.last_trick[2] == 1
    assert LeadBan.of(s.state).lead_ban == (1, s.deck.suit_index("D"))
    assert s.observation(3)["lead_ban"] == (1, s.deck.suit_index("D"))
    legal = s.legal_actions()
    assert Play(s.deck.parse("QC"), "marriage") not in legal  # the first of the pair
    assert Play(s.deck.parse("QC")) in legal
    act(s, "QC", "10C", "JC", "KS")
    act(s, "9C", "9S", "XL", "QS")  # the low extra may replace a club; it does not win
    assert Play(s.deck.parse("KC"), "marriage") in s.legal_actions()


# -- refused combinations ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("play", "field", "reason"),
    [
        (
            "follow_suit = false\nmust_trump = true\n",
            "play:",
            "must_trump needs follow_suit = true",
        ),
        (
            'extras = "group"\nmust_overtrump = true\n',
            "play:",
            "extras = 'group' cannot be combined with must_overtrump",
        ),
        (
            'trumps = "none"\n' + SAME_COLOUR,
            "play:",
            "top_trumps needs a trump suit, but trumps = 'none'",
        ),
        ('top_trumps = [{ rank = "B", suit = "trump" }]\n', "play.top_trumps[0]", "not a rank"),
        (
            'top_trumps = [{ rank = "J", suit = "X" }]\n',
            "play.top_trumps[0]",
            "is not 'trump', 'same_colour' or a suit letter",
        ),
        ('no_lead_until_broken = "X"\n', "play.no_lead_until_broken", "not 'trump' or a suit"),
    ],
)
def test_a_combination_that_cannot_be_honoured_is_refused_at_load(
    tmp_path: Path, play: str, field: str, reason: str
) -> None:
    path = write(tmp_path, play.replace('trumps = "none"\n', ""), RULES)
    if 'trumps = "none"' in play:
        path.write_text(RULES.replace('trumps = "turned"', 'trumps = "none"') + SAME_COLOUR)
    from tricktaker.rules import load_rules

    with pytest.raises(RulesError) as caught:
        load_rules(path)
    message = str(caught.value)
    assert str(path) in message
    assert field in message
    assert reason in message


def test_same_colour_needs_suits_paired_by_colour(tmp_path: Path) -> None:
    from tricktaker.rules import load_rules

    rules = RULES.replace('name = "diamonds", red = true', 'name = "diamonds"')
    path = write(tmp_path, SAME_COLOUR, rules)
    with pytest.raises(RulesError, match=r"play\.top_trumps\[1\]: 'same_colour' needs every suit"):
        load_rules(path)


# -- trumps that are not a suit, and the order without trumps ---------------------------------

JACKS_SET = """
trump_sets = [{ name = "jacks", cards = [
    { rank = "J", suit = "C" }, { rank = "J", suit = "S" },
    { rank = "J", suit = "H" }, { rank = "J", suit = "D" },
] }]
no_trump_order = "sequence"
"""
SEQUENCE_DECK = RULES.replace(
    'ranks = ["A", "K", "Q", "J", "10", "9"]',
    'ranks = ["A", "10", "K", "Q", "J", "9"]\nsequence_ranks = ["A", "K", "Q", "J", "10", "9"]',
)


def test_a_trump_set_that_is_not_a_suit(tmp_path: Path) -> None:
    """Trump value 4 (four suits + set 0): the four jacks are the only trumps, in their order;
    every other card keeps its suit; a jack does not follow its printed suit."""
    s = session_of(tmp_path, JACKS_SET, rules=SEQUENCE_DECK)
    tables = tables_of(s)
    jacks = s.deck.parse_many(["JC", "JS", "JH", "JD"])
    assert [tables[4].suit_of[c] for c in jacks] == [4, 4, 4, 4]
    assert [tables[4].rank_of[c] for c in jacks] == sorted(tables[4].rank_of[c] for c in jacks)
    ace = s.deck.parse("AH")
    assert tables[4].suit_of[ace] == s.deck.suit_of[ace]
    s.state.trump = 4
    assert s.trump_text() == "jacks"
    act(s, "QC")
    assert_legal(s, "KC 10C")  # JD is a trump, not a diamond or a club
    act(s, "KC", "AC", "JS")  # seat 0 is void in clubs: its jack wins as a trump
    assert s.state.last_trick is not None and s.state.last_trick[2] == 0


def test_without_trumps_the_sequence_order(tmp_path: Path) -> None:
    """``no_trump_order = "sequence"``: A K Q J 10 9 instead of the plain A 10 K Q J 9, jacks in
    their own suits."""
    s = session_of(tmp_path, JACKS_SET, rules=SEQUENCE_DECK)
    tables = tables_of(s)
    plain = tables[-1]
    ten, king, jack = s.deck.parse_many(["10C", "KC", "JC"])
    assert plain.rank_of[king] < plain.rank_of[jack] < plain.rank_of[ten]
    assert plain.suit_of[jack] == s.deck.suit_index("C")


def test_a_trump_set_names_cards_of_the_deck(tmp_path: Path) -> None:
    bad = 'trump_sets = [{ name = "x", cards = [{ rank = "J", suit = "X" }] }]\n'
    with pytest.raises(RulesError, match="not a suit letter"):
        session_of(tmp_path, bad)
    with pytest.raises(RulesError, match="sequence_ranks"):
        session_of(tmp_path, 'no_trump_order = "sequence"\n')
