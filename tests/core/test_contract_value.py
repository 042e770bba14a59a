"""Contract scoring from a value table and a match that only a made contract wins (issue 47).

A made-up partnership game of ten tricks a hand whose contracts come from a test hook: the
phase ``scripted`` (a plugin's phase kind) sets each hand's contract (its value, its tricks,
a misère) and the tricks each seat took, as an auction and trick play would, so that the core's
``contract_value`` scoring and the ``[match]`` floor (``lose_at``), ``contract_wins`` and
``start`` are checked hand by hand. The numbers are those of the five-hundred spec
(five-hundred.md): §7 and worked example 11 (hand scores), §8 and worked example 12 (the end
of the game), F-14 … F-17, §9 (its options, written as option patches). At the end, the same
end to end on the made-up ladder game of ``tests/ladder_game.py``: the core's ``ladder``
auction and contract play, scored by ``contract_value`` to a target with a floor.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from ladder_game import PACK
from ladder_game import RULES as LADDER_RULES
from tricktaker import (
    CompiledGame,
    Contract,
    GameSpec,
    Mechanic,
    Phase,
    Registry,
    State,
    TrickTakerError,
    contract_made,
    hookimpl,
    registry_hookimpl,
)
from tricktaker.testing import act, games_plugin, isolated_registry, new_session, play_out

RULES = """
phases = ["deal", "scripted", "score"]

[game]
id = "value-whist"
name = "Value whist"
summary = "A test game: contracts from a test hook, scored by their values."

[deck]
ranks = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
suits = [
    { letter = "S", symbol = "♠", name = "spades" },
    { letter = "C", symbol = "♣", name = "clubs" },
    { letter = "D", symbol = "♦", name = "diamonds", red = true },
    { letter = "H", symbol = "♥", name = "hearts", red = true },
]

[options.players]
type = "int"
min = 4
max = 4
default = 4
description = "Four seats."

[options.target_score]
type = "int"
min = 1
default = 500
description = "Points to win; a side at minus this loses."
sets = "match.target"

[options.opponents_score_tricks]
type = "bool"
default = true
description = "The defenders score 10 a trick."
[options.opponents_score_tricks.patch.false]
scoring = { defenders_per_trick = 0 }

[options.must_bid_out]
type = "bool"
default = true
description = "Only a made contract wins."
[options.must_bid_out.patch.false]
match = { contract_wins = "first" }

[options.start_scores]
type = "int_list"
default = [0, 0]
description = "Each side's total before the first hand."
sets = "match.start"

[[sides]]
name = "North-South"
seats = [0, 2]

[[sides]]
name = "East-West"
seats = [1, 3]

[deal]
first_dealer = "seat0"
hand_size = 10

[scoring]
kind = "contract_value"
defenders_per_trick = 10
slam = { tricks = 10, minimum = 250 }

[match]
end = "target"
target = 500
lose_at = "minus_target"
contract_wins = "only"
start = [0, 0]
"""

NS, EW = 0, 1
"""The sides, by the seat that stands for each in ``session.scores`` (seats 0 and 1)."""


@dataclass
class Hand:
    """One scripted hand: the contract and the tricks its declaring side took (its
    declarer's alone in a misère); ``None`` contract: the hand is thrown in."""

    text: str | None
    declarer: int = 0
    taken: int = 0


DENOMINATIONS = {"S": 0, "C": 1, "D": 2, "H": 3, "NT": -1}
VALUES = {
    "6S": 40, "7NT": 220, "7S": 140, "7C": 160, "7H": 200, "8S": 240, "8C": 260, "8D": 280,
    "8H": 300, "9D": 380, "10S": 440, "10NT": 520, "6H": 100,
}  # fmt: skip
"""The values of the ladder's rungs these tests bid (the table of §4.1)."""
SPECIALS = {"MIS": 250, "OMIS": 500}


def contract_of(hand: Hand) -> Contract | None:
    """The contract of a scripted hand, as a ladder auction would set it."""
    text = hand.text
    if text is None:
        return None
    if text in SPECIALS:
        return Contract(
            level=0, denomination=-1, declarer=hand.declarer, doubled=0, tricks=0,
            name=text, value=SPECIALS[text], misere=True,
        )  # fmt: skip
    found = re.fullmatch(r"(\d+)(NT|[SCDH])", text)
    assert found is not None, text
    level, denomination = int(found[1]), found[2]
    return Contract(
        level=level, denomination=DENOMINATIONS[denomination], declarer=hand.declarer,
        doubled=0, tricks=level, value=VALUES[text],
    )  # fmt: skip


class ScriptedPhase(Phase):
    """Sets the hand's contract and each seat's tricks from the script (a test hook in place
    of an auction and trick play); with no contract the hand is thrown in."""

    name = "scripted"

    def __init__(self, script: list[Hand]) -> None:
        self.script = script

    def start(self, game: CompiledGame, state: State) -> bool:
        hand = self.script[state.deal_no]
        contract = contract_of(hand)
        if contract is None:
            state.thrown_in = True
            return True
        state.contract = contract
        partner = (hand.declarer + 2) % 4
        won = [0] * 4
        if contract.misere:  # the declarer alone (its partner sits out): play stops at its trick
            won[hand.declarer] = hand.taken
            won[(hand.declarer + 1) % 4] = 2
        else:
            won[hand.declarer], won[partner] = hand.taken, 0
            won[(hand.declarer + 1) % 4] = 10 - hand.taken
        state.tricks_won = won
        return True


class Scripted:
    """The test plugin: the phase kind ``scripted``, playing ``script`` hand by hand."""

    __name__ = "scripted_hands"

    def __init__(self, *script: Hand) -> None:
        self.script = list(script)

    @hookimpl
    def mechanics(self) -> list[Mechanic]:
        return [
            Mechanic(
                kind="scripted",
                build=lambda name, game: ScriptedPhase(self.script),
                needs=("deal",),
                makes=("contract", "tricks"),
                summary="A test hook: the hand's contract and tricks, from a script.",
            )
        ]


def game_of(tmp_path: Path, *script: Hand, rules: str = RULES) -> Any:
    path = tmp_path / "rules.toml"
    path.write_text(rules, "utf-8")
    plugin = Scripted(*script)

    class Games:
        @registry_hookimpl
        def tricktaker_register_games(self, register: Any) -> None:
            register(GameSpec(id="value-whist", rules=path, plugins=(plugin,)))

    return Registry(plugins=[Games()], entry_points=False, game_files=False).game("value-whist")


def played(tmp_path: Path, *script: Hand, **options: Any) -> Any:
    """The match of ``script``, played until it ends or the script runs out."""
    game = game_of(tmp_path, *script)
    return game.new_session(options=options, seed=1, stop_after=len(script))


def side_totals(session: Any) -> tuple[int, int]:
    return session.scores[0], session.scores[1]


# -- hand scores: §7, worked example 11 --------------------------------------------------------

EXAMPLE_11 = [
    ("6S", 6, {}, 40, 40),
    ("6S", 10, {}, 250, 0),
    ("7NT", 10, {}, 250, 0),
    ("8S", 10, {}, 250, 0),
    ("8C", 10, {}, 260, 0),
    ("8H", 9, {}, 300, 10),
    ("9D", 8, {}, -380, 20),
    ("9D", 8, {"opponents_score_tricks": False}, -380, 0),
    ("10S", 9, {}, -440, 10),
    ("10NT", 10, {}, 520, 0),
    ("MIS", 0, {}, 250, 0),
    ("MIS", 1, {}, -250, 0),
    ("OMIS", 0, {}, 500, 0),
]


@pytest.mark.parametrize(("text", "taken", "options", "mine", "theirs"), EXAMPLE_11)
def test_hand_scores_of_worked_example_11(
    tmp_path: Path, text: str, taken: int, options: dict[str, Any], mine: int, theirs: int
) -> None:
    """Issue 47, §7, worked example 11, F-14, F-15: made +V, defeated −V, the defenders 10 a
    trick (not in misère, none with ``opponents_score_tricks = false``), a slam at least
    250, misère ±V."""
    session = played(tmp_path, Hand(text, declarer=1, taken=taken), **options)
    hand = session.result()["hands"][0]
    assert hand["scores"][1] == mine and hand["scores"][0] == theirs
    assert sum(p["points"][1] for p in hand["breakdown"]) == mine


def test_score_items_say_the_contract_and_the_defenders_tricks(tmp_path: Path) -> None:
    """Issue 47, §7: the hand's score by item, as the console and the records show it."""
    items = {
        ("8H", 9): [("made 8H", 300, 0), ("defenders' tricks", 0, 10)],
        ("9D", 8): [("9D down 1", -380, 0), ("defenders' tricks", 0, 20)],
        ("6S", 10): [("made 6S, slam", 250, 0)],
        ("MIS", 1): [("MIS lost", -250, 0)],
        ("OMIS", 0): [("made OMIS", 500, 0)],
    }
    for (text, taken), expected in items.items():
        session = played(tmp_path, Hand(text, declarer=0, taken=taken))
        hand = session.result()["hands"][0]
        got = [(b["item"], b["points"][0], b["points"][1]) for b in hand["breakdown"]]
        assert got == expected, text
        contract = hand["contract"]
        assert contract["value"] == (VALUES | SPECIALS)[text]
        assert contract.get("misere", False) == (text in SPECIALS)


def test_a_thrown_in_hand_scores_nothing(tmp_path: Path) -> None:
    """Issue 47, §7.4, F-4: a hand without a contract scores nothing for either side."""
    session = played(tmp_path, Hand(None), Hand("7S", declarer=0, taken=7))
    hands = session.result()["hands"]
    assert hands[0]["thrown_in"] and hands[0]["scores"] == [0, 0, 0, 0]
    assert side_totals(session) == (140, 30)


def test_contract_made_asks_the_declaring_side_or_the_misere_declarer(tmp_path: Path) -> None:
    """Issue 47: ``contract_made`` counts the declaring side's tricks (partners together), a
    misère the declarer's alone; None without a contract."""
    game = game_of(tmp_path).compiled({})
    state = State(4, ())
    assert contract_made(game, state) is None
    state.contract = contract_of(Hand("7S", declarer=1))
    state.tricks_won = [3, 4, 0, 3]
    assert contract_made(game, state) is True
    state.tricks_won = [4, 4, 0, 2]
    assert contract_made(game, state) is False
    state.contract = contract_of(Hand("MIS", declarer=1))
    state.tricks_won = [1, 0, 0, 2]
    assert contract_made(game, state) is True


# -- the end of the game: §8, worked example 12 ------------------------------------------------


def test_example_12a_a_made_contract_at_the_target_wins(tmp_path: Path) -> None:
    """Issue 47, §8 check 1, worked example 12 (a): N-S 420, E-W 310; N-S make 7♠ with 8
    tricks: 560–330, N-S win."""
    session = played(tmp_path, Hand("7S", declarer=0, taken=8), start_scores=[420, 310])
    assert side_totals(session) == (560, 330)
    assert session.state.over and session.state.winners == [0, 2]


def test_example_12b_trick_points_alone_never_win(tmp_path: Path) -> None:
    """Issue 47, §8, F-16, worked example 12 (b): N-S 470 reach 500 on the defenders' trick
    points and play on; E-W make 7♣: N-S 530, still no win; N-S make 6♠: 570 and win."""
    script = (
        Hand("8D", declarer=1, taken=7),
        Hand("7C", declarer=1, taken=7),
        Hand("6S", declarer=0, taken=6),
    )
    session = played(tmp_path, *script, start_scores=[470, 380])
    totals = [tuple(h["totals"][:2]) for h in session.result()["hands"]]
    assert totals == [(500, 100), (530, 260), (570, 300)]
    assert session.state.over and session.state.winners == [0, 2]


def test_example_12b_without_bidding_out_trick_points_win(tmp_path: Path) -> None:
    """Issue 47, §8 check 3, F-16 (c): with ``must_bid_out = false`` N-S win after the first
    hand, 500–100."""
    script = (Hand("8D", declarer=1, taken=7), Hand("7C", declarer=1, taken=7))
    session = played(tmp_path, *script, start_scores=[470, 380], must_bid_out=False)
    assert len(session.result()["hands"]) == 1
    assert side_totals(session) == (500, 100)
    assert session.state.winners == [0, 2]


@pytest.mark.parametrize("must_bid_out", [True, False])
def test_example_12c_the_contracting_side_goes_out_first(
    tmp_path: Path, must_bid_out: bool
) -> None:
    """Issue 47, §8, worked example 12 (c): N-S 480, E-W 460; E-W make 7♥ with 7 tricks:
    660–510, E-W win under either setting, although both passed 500."""
    session = played(
        tmp_path,
        Hand("7H", declarer=1, taken=7),
        start_scores=[480, 460],
        must_bid_out=must_bid_out,
    )
    assert side_totals(session) == (510, 660)
    assert session.state.winners == [1, 3]


def test_example_12d_a_side_at_minus_the_target_loses(tmp_path: Path) -> None:
    """Issue 47, §8 check 2, F-17, worked example 12 (d): E-W −350 bid 8♠ and take 6
    tricks: E-W −590, N-S +40; E-W lose and N-S win although N-S did not bid."""
    session = played(tmp_path, Hand("8S", declarer=1, taken=6), start_scores=[0, -350])
    assert side_totals(session) == (40, -590)
    assert session.state.winners == [0, 2]


def test_example_12e_a_made_misere_wins(tmp_path: Path) -> None:
    """Issue 47, §8 check 1, worked example 12 (e): N-S 300 make misère: 550, N-S win."""
    session = played(tmp_path, Hand("MIS", declarer=2, taken=0), start_scores=[300, 0])
    assert side_totals(session) == (550, 0)
    assert session.state.winners == [0, 2]


def test_the_floor_follows_the_target_option(tmp_path: Path) -> None:
    """Issue 47, §9 ``target_score``: T sets both the target and the floor −T: with T = 300
    a side at −300 loses, and a side at 300 by a made contract wins."""
    lost = played(tmp_path, Hand("7NT", declarer=1, taken=6), target_score=300,
                  start_scores=[0, -100])  # fmt: skip
    assert side_totals(lost) == (40, -320) and lost.state.winners == [0, 2]
    won = played(tmp_path, Hand("7S", declarer=0, taken=7), target_score=300,
                 start_scores=[200, 0])  # fmt: skip
    assert side_totals(won) == (340, 30) and won.state.winners == [0, 2]


def test_play_goes_on_below_the_target(tmp_path: Path) -> None:
    """Issue 47, §8 check 4: no side at the target by a contract, none at the floor: the
    next hand is dealt."""
    session = played(tmp_path, Hand("7S", declarer=0, taken=7), Hand("7S", declarer=0, taken=7))
    assert not session.state.winners and len(session.result()["hands"]) == 2
    assert side_totals(session) == (280, 60)


# -- start totals and option errors: §9 ---------------------------------------------------------


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"start_scores": [0, -500]}, "start: -500 is at or below the losing total -500"),
        (
            {"start_scores": [500, 0], "must_bid_out": False},
            "start: 500 is at or above the target 500",
        ),
        ({"start_scores": [0, 0, 0]}, r"match.start: 3 totals; one for each side \(2\), or one"),
        ({"start_scores": [-100, 0], "target_score": 100}, "at or below the losing total -100"),
    ],
)
def test_start_totals_out_of_range_are_refused(
    tmp_path: Path, options: dict[str, Any], message: str
) -> None:
    """Issue 47, §9.2: a start total at −T or less, one at T or more without bidding out, or
    the wrong number of totals are refused when the game is created."""
    with pytest.raises(TrickTakerError, match=message):
        game_of(tmp_path).new_session(options=options, seed=1)


def test_a_start_total_past_the_target_is_allowed_when_bidding_out(tmp_path: Path) -> None:
    """Issue 47, §9.2: with ``must_bid_out`` a start at T or more is a side that passed T on
    trick points: it wins only by a made contract."""
    session = played(
        tmp_path,
        Hand("7S", declarer=1, taken=7),
        Hand("6S", declarer=0, taken=6),
        start_scores=[520, 0],
    )
    totals = [tuple(h["totals"][:2]) for h in session.result()["hands"]]
    assert totals == [(550, 140), (590, 180)] and session.state.winners == [0, 2]


def test_one_start_total_is_every_sides(tmp_path: Path) -> None:
    """Issue 47: ``start = [N]`` starts every side at N (an option's list of one number)."""
    session = played(tmp_path, Hand("7S", declarer=0, taken=7), start_scores=[100])
    assert side_totals(session) == (240, 130)


def test_match_settings_are_checked(tmp_path: Path) -> None:
    """Issue 47: a floor or contracts that win need a target match won by the highest."""
    bad = RULES.replace('end = "target"', 'end = "deals"\ndeals = 3')
    with pytest.raises(TrickTakerError, match="lose_at needs end = 'target'"):
        game_of(tmp_path, rules=bad).load()


# -- end to end: the core's ladder auction, contract play, contract_value and the match ---------


def ladder_session(tmp_path: Path, **options: Any) -> Any:
    """The made-up ladder game of ``tests/ladder_game.py`` (bids 1S … 4NT with values, MIS 25,
    OMIS 45, a kitty, partners sitting out in misère) scored by ``contract_value`` to a target
    of 60 with a floor at −60 and only a made contract winning; its stacked first deal."""
    rules = LADDER_RULES.replace('"play"]', '"play", "score"]').replace(
        '[match]\nend = "deals"\ndeals = 1\n',
        """[options.start_scores]
type = "int_list"
default = [0, 0]
description = "Each side's total before the first hand."
sets = "match.start"

[scoring]
kind = "contract_value"
defenders_per_trick = 1
slam = { minimum = 50 }

[match]
end = "target"
target = 60
lose_at = "minus_target"
contract_wins = "only"
""",
    )
    assert "contract_value" in rules and '"score"]' in rules
    path = tmp_path / "rules.toml"
    path.write_text(rules, encoding="utf-8")
    registry = isolated_registry(games_plugin("ladder", GameSpec(id="ladder-test", rules=path)))
    return new_session(registry.game("ladder-test"), pack=PACK, dealer=0, options=options)


def test_a_lost_misere_of_the_ladder_loses_its_value_and_the_floor_ends_the_match(
    tmp_path: Path,
) -> None:
    """Issue 47, §7 (misère −V, the opponents 0), F-15, §8 check 2, F-17, worked example 9 on
    the ladder game: seat 1 bids MIS (25) and wins trick 3; play stops; East-West −25, from
    −40 to −65 ≤ −60: they lose, North-South win without having bid."""
    s = ladder_session(tmp_path, start_scores=[0, -40])
    act(s, "1H, 2S, pass, pass, MIS, pass, 10H, 10D")
    act(s, "9H, AH, AD", "KS, KD, 10S", "9S, QD, AS")
    hand = s.result()["hands"][0]
    assert hand["scores"] == [0, -25, 0, -25]
    assert hand["breakdown"] == [{"item": "MIS lost", "points": [0, -25, 0, -25]}]
    assert hand["contract"]["name"] == "MIS" and hand["contract"]["misere"] is True
    assert s.is_over and s.scores == [0, -65, 0, -65] and s.winners == [0, 2]


def test_a_made_misere_of_the_ladder_wins_at_the_target(tmp_path: Path) -> None:
    """Issue 47, §7, §8 check 1, worked example 12 (e) on the ladder game: seat 1's MIS loses
    every trick: East-West +25, from 40 to 65 ≥ 60 by a made contract: they win."""
    s = ladder_session(tmp_path, start_scores=[0, 40])
    act(s, "1H, 2S, pass, pass, MIS, pass, AS, 10H")
    act(s, "9H, AH, AD", "KS, KD, 10S", "KH, QD, 9D", "9S, JD, 10D")
    assert s.result()["hands"][0]["scores"] == [0, 25, 0, 25]
    assert s.is_over and s.scores == [0, 65, 0, 65] and s.winners == [1, 3]


def test_defenders_past_the_target_on_trick_points_play_on(tmp_path: Path) -> None:
    """Issue 47, §7.2, §8, F-16 on the ladder game: seat 0 bids 1S, the only bid, and makes
    it; the defenders score a point for each of their 3 tricks, from 59 to 62, past the target
    of 60 on those points alone: no win, the next hand is dealt (``contract_wins = "only"``)."""
    s = ladder_session(tmp_path, start_scores=[0, 59])
    act(s, "pass, pass, pass, 1S")
    contract = s.state.contract
    assert contract is not None and contract.declarer == 0 and contract.value == 10
    play_out(s, bot="first", hands=1)  # seat 0 lays away two cards, then the first legal cards
    hand = s.result()["hands"][0]
    assert hand["tricks"] == [0, 2, 1, 1]  # North-South 1 trick: 1S made; East-West 3
    assert hand["breakdown"] == [
        {"item": "made 1S", "points": [10, 0, 10, 0]},
        {"item": "defenders' tricks", "points": [0, 3, 0, 3]},
    ]
    assert s.scores == [10, 62, 10, 62]
    assert not s.is_over and len(s.result()["hands"]) == 1 and s.phase.name == "auction"
