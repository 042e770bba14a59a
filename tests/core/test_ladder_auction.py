"""The bid-ladder auction (issue 47): the core's phase kind ``ladder``, all data.

A small made-up four-seat game in two sides (not a bundled game), shaped as the five-hundred
spec's auction (five-hundred.md §4, §5, F-3..F-8, F-18) on a smaller pack: 18 cards (three suits
of six), four cards each and a kitty of two; bids of 1 to 4 tricks in S D H NT with values, a
misère (MIS) directly above 3S that is legal only over a bid of 2 or more tricks, an open misère
(OMIS) directly above 4D whose hand is exposed after the first trick; passes are final, the
auction ends when all but one seat have passed and a bid stands, all pass: thrown in. Options
switch the misère bids off, move MIS below the three-level, drop its condition, make one-level
calls signals of the first two speakers (the spec's inkles), let passes not be final, and make
the last seat bid.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ladder_game import HANDS, LEVEL_BIDS, RULES, session_of
from tricktaker import (
    NO_TRUMP,
    BidMeaning,
    ContractBid,
    Declare,
    GameSpec,
    IllegalAction,
    NotationError,
    Pass,
    RulesError,
)
from tricktaker.testing import (
    act,
    assert_legal,
    assert_replays,
    games_plugin,
    isolated_registry,
    legal_texts,
    panel,
)


def test_the_deal_and_the_first_speaker(tmp_path: Path) -> None:
    """§3, §4.2.1 analog: the dealer's left speaks first."""
    s = session_of(tmp_path)
    for seat, cards in HANDS.items():
        assert sorted(s.deck.format(c) for c in s.state.hands[seat]) == sorted(cards.split())
    assert s.current_seat == 1 and s.phase.name == "auction"


def test_the_legal_calls_follow_the_ladder(tmp_path: Path) -> None:
    """Issue 47, five-hundred.md §4.3 and worked example 2 (on the small ladder): the first
    call may be any level bid or OMIS but not MIS (no bid of 2 or more tricks stands); over a
    one-level bid still no MIS; over 2S MIS is legal; after 4D: pass, OMIS, 4H, 4NT; after
    OMIS: pass, 4H, 4NT; after 4NT: pass only."""
    s = session_of(tmp_path)
    assert_legal(s, ["pass", *LEVEL_BIDS, "OMIS"])
    act(s, "1H")
    assert_legal(s, ["pass", *LEVEL_BIDS[3:], "OMIS"])
    act(s, "2S")
    assert_legal(s, ["pass", *LEVEL_BIDS[5:], "MIS", "OMIS"])
    assert s.phase.prompt(s.game, s.state) == "call (pass, 2D … 3S, MIS, 3D … 4D, OMIS, 4H, 4NT)"
    act(s, "4D")
    assert_legal(s, "pass OMIS 4H 4NT")
    act(s, "OMIS")
    assert_legal(s, "pass 4H 4NT")
    act(s, "4NT")
    assert_legal(s, "pass")


def test_a_special_bid_refused_says_why(tmp_path: Path) -> None:
    """Issue 47 (F-6): MIS refused as the first call names its condition; a bid that does not
    outrank, a typo and a bid off the ladder each say what is wrong."""
    s = session_of(tmp_path)
    with pytest.raises(IllegalAction, match=r"MIS is legal only over a bid of 2 or more tricks"):
        s.apply(s.parse_action("mis"))
    act(s, "1NT")
    with pytest.raises(IllegalAction, match="1H is not a legal bid after 1NT"):
        s.apply(s.parse_action("1h"))
    with pytest.raises(IllegalAction, match=r"5S is not a bid here \(bids: 1S … 4NT\)"):
        s.apply(s.parse_action("5S"))
    with pytest.raises(NotationError, match="not a call: bid tricks and a suit or NT"):
        s.parse_action("7X")
    assert s.parse_action("omis") == Declare("OMIS") and s.parse_action("p") == Pass()


def test_where_misere_stands_is_data(tmp_path: Path) -> None:
    """F-5 and worked example 3 (analog): with MIS above 3S a player may bid it over 3S; with
    MIS moved below the three-level (misere_rank = below) 3S outranks it; without the condition
    MIS is legal as the first call; with misere = false neither special bid exists."""
    s = session_of(tmp_path)
    act(s, "2S, 3S")
    assert "MIS" in legal_texts(s)
    below = session_of(tmp_path, misere_rank="below")
    act(below, "2S")
    assert "MIS" in legal_texts(below)
    act(below, "3S")
    assert "MIS" not in legal_texts(below)
    free = session_of(tmp_path, misere_after_two=False)
    assert "MIS" in legal_texts(free)
    none = session_of(tmp_path, misere=False)
    assert_legal(none, ["pass", *LEVEL_BIDS])


def test_the_end_of_the_auction(tmp_path: Path) -> None:
    """§4.4 and worked example 4 (analog), F-3: (a) three passes then a bid ends at once;
    (c) a bid then three passes; (e) a seat that passed never speaks again, the one still in
    when the others have passed is the declarer."""
    a = session_of(tmp_path)
    act(a, "pass, pass, pass, 2D")
    contract = a.state.contract
    assert contract is not None and contract.declarer == 0 and contract.level == 2
    assert a.phase.name == "kitty" or a.phase.name == "play"
    c = session_of(tmp_path)
    act(c, "2S, pass, pass, pass")
    assert c.state.contract is not None and c.state.contract.declarer == 1
    e = session_of(tmp_path)
    act(e, "2S, pass, 3S, pass, 3H")  # seat 2 and 0 passed; seat 3 outbid seat 1
    assert e.current_seat == 3  # seat 2 is skipped: its pass was final
    act(e, "pass")
    contract = e.state.contract
    assert contract is not None and contract.declarer == 1
    assert (contract.level, contract.denomination, contract.tricks) == (3, 1, 3)
    assert contract.value == 32 and not contract.misere and e.state.trump == 1


def test_all_pass_throws_the_deal_in(tmp_path: Path) -> None:
    """§4.5, F-4: four passes, nothing else, throw the deal in; with all_pass =
    "last_must_bid" the last seat may not pass and is told why."""
    s = session_of(tmp_path)
    act(s, "pass, pass, pass, pass")
    assert s.state.hand_results[-1]["thrown_in"] is True
    forced = session_of(tmp_path, last_must_bid=True)
    act(forced, "pass, pass, pass")
    assert "pass" not in legal_texts(forced)
    with pytest.raises(IllegalAction, match="every other seat has passed: you must bid"):
        forced.apply(Pass())


def test_passes_need_not_be_final(tmp_path: Path) -> None:
    """Issue 47: ``pass_is_final = false``: a seat that passed speaks again after a new bid;
    the auction ends when every other seat has passed since the standing bid."""
    s = session_of(tmp_path, final=False)
    act(s, "1S, pass, 1H, pass, pass")  # seat 2 passed, then seat 3 bid: seat 2 speaks again
    assert s.current_seat == 2
    act(s, "2S, pass, pass, pass")
    assert s.state.contract is not None and s.state.contract.declarer == 2


def test_signals_stand_outside_the_ladder(tmp_path: Path) -> None:
    """F-18, §4.6 and worked example 13 (analog, one-level calls as signals): the first two
    speakers may signal as their first call, a signal need not outrank another and is no bid
    (nor a bid of 2 or more tricks for MIS); the lowest contract is 2S; signals then four
    passes throw the deal in."""
    s = session_of(tmp_path, signals=True)
    assert_legal(s, ["pass", *LEVEL_BIDS, "OMIS"])
    act(s, "1H")
    assert_legal(s, ["pass", *LEVEL_BIDS, "OMIS"])  # seat 2 may signal 1S below 1H
    act(s, "1S")
    assert_legal(s, ["pass", *LEVEL_BIDS[4:], "OMIS"])  # seat 3 may not signal
    with pytest.raises(IllegalAction, match="1D is a hint: only the first 2 to speak may"):
        s.apply(s.parse_action("1D"))
    act(s, "2H")
    assert "MIS" in legal_texts(s)  # a two-level bid stands
    act(s, "pass, 2NT")
    assert "1S" not in legal_texts(s)  # seat 1 signalled already
    act(s, "pass, pass")
    contract = s.state.contract
    assert contract is not None and contract.declarer == 1 and contract.level == 2
    part = s.state.parts["auction"]
    assert part.signal_calls == [0, 1] and part.high == ContractBid(2, NO_TRUMP)
    assert s.observation(0)["signal_calls"] == [0, 1]
    again = session_of(tmp_path, signals=True)
    act(again, "1D, pass, pass")
    assert "MIS" not in legal_texts(again)  # a signal is no bid of 2 or more tricks
    act(again, "pass, pass")
    assert again.state.hand_results[-1]["thrown_in"] is True


def test_bid_meaning(tmp_path: Path) -> None:
    """Issue 47: what each call promises for the bots: a level bid its tricks and trumps, a
    misère no trick, alone; a pass and a signal nothing."""
    s = session_of(tmp_path, signals=True)
    phase = s.phase
    assert phase.bid_meaning(s.game, s.state, ContractBid(2, 1)) == BidMeaning(2, 1)
    assert phase.bid_meaning(s.game, s.state, Declare("MIS")) == BidMeaning(
        0, NO_TRUMP, misere=True, alone=True
    )
    assert phase.bid_meaning(s.game, s.state, ContractBid(1, 1)) is None  # a signal
    assert phase.bid_meaning(s.game, s.state, Pass()) is None


def test_a_misere_contract_sits_the_partner_out_and_takes_the_kitty(tmp_path: Path) -> None:
    """§4.4, §5, §6.1, F-8, F-11 and worked example 9 (analog): seat 1 bids MIS over 2S, the
    others pass; the contract is a misère at no trumps worth 25 for 0 tricks; seat 3 (its
    partner) sits out; seat 1 takes the kitty and lays away two cards; seat 1 leads (F-13)."""
    s = session_of(tmp_path)
    act(s, "1H, 2S, pass, pass, MIS, pass")
    contract = s.state.contract
    assert contract is not None
    assert (contract.name, contract.value, contract.misere, contract.tricks) == ("MIS", 25, True, 0)
    assert contract.declarer == 1 and contract.denomination == NO_TRUMP
    assert contract.exposed_after == -1 and s.state.trump == NO_TRUMP
    assert s.state.seats_out == (3,) and s.observation(0)["sits_out"] == [3]
    assert s.phase.name == "kitty" and s.current_seat == 1
    assert len(s.state.hands[1]) == 6  # the kitty taken up, no choice
    act(s, "10H, 10D")
    assert s.phase.name == "play" and s.current_seat == 1
    rows = {row.label: row for row in panel(s, 0, "Contract").rows}  # type: ignore[union-attr]
    assert rows["Contract"].text == "MIS (misère)" and rows["Sits out"].seat == 3


def test_the_ladder_auction_replays(tmp_path: Path) -> None:
    """Issue 47: a hand with a special bid and a signal replays from its record."""
    s = session_of(tmp_path, signals=True)
    act(s, "1H, 2S, pass, pass, MIS, pass, 10H, 10D")
    act(s, "9H, AH, AD")  # play on to the end by the first legal card
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    path = tmp_path / "rules.toml"
    registry = isolated_registry(games_plugin("ladder", GameSpec(id="ladder-test", rules=path)))
    assert_replays(s, registry)


BAD = [
    ('above = "3S"', 'above = "5S"', "specials.MIS.above: '5S' is not a level bid"),
    ("levels = [1, 2, 3, 4]", "levels = [2, 1, 3, 4]", "levels: distinct whole numbers"),
    ("NT = [16, 26, 36, 46]", "NT = [16, 26]", "values.NT: 2 values for 4 levels"),
    (
        '"H", "NT"]\nvalues = { S = [10, 20, 30, 40], H',
        '"C", "NT"]\nvalues = { S = [10, 20, 30, 40], C',
        "'C' is not a suit of the pack",
    ),
    (
        'title = "misère"',
        'title = "misère"\ndenomination = "C"',
        "'C' is not one of the denominations",
    ),
]


@pytest.mark.parametrize(("old", "new", "message"), BAD)
def test_a_bad_ladder_is_refused_when_the_game_loads(
    tmp_path: Path, old: str, new: str, message: str
) -> None:
    """Issue 47: a ladder that cannot work is refused when the rules load, naming the field."""
    path = tmp_path / "rules.toml"
    path.write_text(RULES.replace(old, new, 1), encoding="utf-8")
    registry = isolated_registry(games_plugin("ladder", GameSpec(id="ladder-test", rules=path)))
    with pytest.raises(RulesError, match=message):
        registry.game("ladder-test").new_session()


def test_the_help_and_the_table_say_the_calls(tmp_path: Path) -> None:
    """Issue 47: the help says every bid of the ladder once, the special bids with their
    condition, the signals with who may make them; the auction grid and the told text name a
    special bid by its name."""
    from tricktaker.cli.view import call_text, help_moves

    s = session_of(tmp_path, signals=True)
    moves = dict(help_moves(s))["auction"]
    assert moves == (
        "pass, a bid: 2S … 4NT (1S … 1NT: a hint, by the first 2 to speak, as their first "
        "call), MIS (misère: only over a bid of 2 or more tricks), OMIS (open misère)"
    )
    assert call_text(s, Declare("MIS")).plain == "MIS"
    assert s.phase.told_text(s.game, Declare("OMIS"), False) == "bids OMIS (open misère)"
    assert s.phase.told_text(s.game, ContractBid(1, 1), True) == "bid 1♥ (a hint)"
    act(s, "1H, 1S, 2S")
    rows = [(r.label, r.seat, r.text) for r in panel(s, 0, "Auction").rows]  # type: ignore[union-attr]
    assert rows == [("Standing bid", 3, "2♠"), ("Hint", 1, "1♥"), ("Hint", 2, "1♠")]
