"""§5 the auction: calls and their order, which calls are legal (C-4, worked example 3),
insufficient bids refused with the reason, the end (C-5, worked example 4), passed-out boards
(C-13), the longest auction (§5.4.4), the contract and its doubling (§5.5), the declarer (C-3,
worked examples 1, 2), the call texts (C-23) and the edge cases after 7NT (C-25)."""

from __future__ import annotations

import pytest

from tricktaker import ContractBid, IllegalAction
from tricktaker.actions import NO_TRUMP

BIDS = [f"{level}{d}" for level in range(1, 8) for d in ("C", "D", "H", "S", "NT")]


def test_the_dealer_calls_first_and_every_call_goes_clockwise(br):
    """§5.2: the dealer calls first, then to the left; nobody is skipped, the dummy-to-be
    calls like everyone else."""
    for dealer in range(4):
        s = br.new(dealer=dealer)
        seats = []
        for text in ["1C", "Pass", "1H", "Pass", "2H", "Pass", "Pass", "Pass"]:
            seats.append(s.current_seat)
            br.call(s, text)
        assert seats == [(dealer + k) % 4 for k in range(8)]


def test_the_38_calls_C23(br):
    """§5.1, C-23: at the start: Pass and the 35 bids 1C … 7NT (no double, no redouble);
    the call texts are Pass, X, XX, 1C … 7NT."""
    s = br.new()
    assert br.call_texts(s) == {"Pass", *BIDS}
    br.call(s, "1C")
    assert br.call_texts(s) == {"Pass", "X", *BIDS[1:]}
    br.call(s, "X")
    assert br.call_texts(s) == {"Pass", "XX", *BIDS[1:]}


def test_insufficient_bids_are_refused_with_the_reason(br):
    """§5.3: a bid must outrank the last bid (higher level, or the same level and a higher
    denomination): a lower or equal bid is refused, saying why."""
    s = br.new()
    br.call(s, "1NT")
    for text in ("1C", "1S", "1NT"):
        with pytest.raises(IllegalAction, match=r"is not a legal bid after 1NT"):
            s.apply(s.parse_action(text))
    with pytest.raises(IllegalAction, match=r"1♠ is not a legal bid after 1NT"):
        s.apply(ContractBid(1, 0))
    br.call(s, "2C")  # a higher level, a lower denomination: legal
    with pytest.raises(IllegalAction, match="not a legal bid after 2♣"):
        s.apply(ContractBid(1, NO_TRUMP))


def test_double_and_redouble_legality_worked_example_3_C4(br):
    """Worked example 3, C-4: dealer S. S 1NT: W may double, N (partner) may not. W, N pass:
    E may double (only passes since). E doubles: S may redouble at once; after S and W pass
    N may; E and W never. If S bids 2♣ over the double instead, the double is gone: W at once
    or E after passes may double 2♣; nobody may redouble before it is doubled."""
    s = br.new(dealer=br.SOUTH)
    br.call(s, "1NT")
    assert "X" in br.call_texts(s)  # W
    br.call(s, "Pass")
    assert not {"X", "XX"} & br.call_texts(s)  # N: partner's bid
    br.call(s, "Pass")
    assert "X" in br.call_texts(s)  # E, after two passes
    br.call(s, "X")
    assert "XX" in br.call_texts(s) and "X" not in br.call_texts(s)  # S at once
    br.call(s, "Pass")
    assert not {"X", "XX"} & br.call_texts(s)  # W: never redoubles
    br.call(s, "Pass")
    assert "XX" in br.call_texts(s)  # N, after passes
    with pytest.raises(IllegalAction, match="only double an opponent's bid"):
        s.apply(s.parse_action("X"))
    br.call(s, "XX")
    assert not {"X", "XX"} & br.call_texts(s)  # E: nothing after a redouble

    s = br.new(dealer=br.SOUTH)
    br.call(s, "1NT Pass Pass X 2C")  # S bids 2♣ over the double
    assert "X" in br.call_texts(s) and "XX" not in br.call_texts(s)  # W at once
    br.call(s, "Pass")
    assert not {"X", "XX"} & br.call_texts(s)  # N
    br.call(s, "Pass")
    assert "X" in br.call_texts(s) and "XX" not in br.call_texts(s)  # E after passes
    with pytest.raises(IllegalAction, match="no double to redouble"):
        s.apply(s.parse_action("XX"))


def test_a_new_bid_starts_undoubled_C4(br):
    """§5.5, C-4: doubles of earlier bids do not count: 1H X 2C Pass Pass Pass is 2♣
    undoubled."""
    s = br.new()
    br.call(s, "1H X 2C Pass Pass Pass")
    c = s.state.contract
    assert (c.level, c.denomination, c.doubled, c.declarer) == (2, 3, 0, 2)


def test_auction_endings_worked_example_4_C5_C13(br):
    """Worked example 4, C-5, C-13: four passes: passed out, 0 - 0, nothing played. Dealer N:
    Pass Pass Pass 1C Pass Pass Pass: 1♣ by W (the fourth caller), N leads. 1H X Pass Pass
    Pass: 1♥ doubled by N, E leads (three passes after a double end it too)."""
    s = br.new()
    br.call(s, "Pass Pass Pass Pass")
    assert s.is_over
    assert s.scores == [0, 0, 0, 0]
    assert br.record(s)["thrown_in"] and br.record(s)["result"] == {
        "contract": "passed out",
        "ns": 0,
        "ew": 0,
    }
    assert s.result()["returns"] == [0.0, 0.0, 0.0, 0.0]
    assert br.record(s)["play"] == []

    s = br.new()
    br.call(s, "Pass Pass Pass 1C Pass Pass")
    assert s.phase.name == "auction"
    br.call(s, "Pass")
    c = s.state.contract
    assert (c.level, c.denomination, c.declarer, c.doubled) == (1, 3, br.WEST, 0)
    assert s.phase.name == "play" and s.current_seat == br.NORTH

    s = br.new()
    br.call(s, "1H X Pass Pass Pass")
    c = s.state.contract
    assert (c.level, c.denomination, c.declarer, c.doubled) == (1, 1, br.NORTH, 1)
    assert s.current_seat == br.EAST


def test_the_longest_auction_has_319_calls(br):
    """§5.4.4: 3 passes, then each of the 35 bids followed by Pass Pass X Pass Pass XX Pass
    Pass, then one more Pass: 319 calls, all legal; the contract is 7NT redoubled by the
    fourth caller (W, dealer N)."""
    s = br.new()
    calls = ["Pass"] * 3
    for bid in BIDS:
        calls += [bid, "Pass", "Pass", "X", "Pass", "Pass", "XX", "Pass", "Pass"]
    calls.append("Pass")
    assert len(calls) == 319
    br.call(s, " ".join(calls[:-1]))
    assert s.phase.name == "auction"
    br.call(s, calls[-1])
    assert s.phase.name == "play"
    assert len(s.state.parts["auction"].calls) == 319
    c = s.state.contract
    assert (c.level, c.denomination, c.doubled) == (7, NO_TRUMP, 2)


def test_after_7nt_only_pass_double_redouble_C25(br):
    """§13.6, C-25: no bid above 7NT; after it Pass, and X or XX when §5.3 allows."""
    s = br.new()
    br.call(s, "7NT")
    assert br.call_texts(s) == {"Pass", "X"}
    br.call(s, "X")
    assert br.call_texts(s) == {"Pass", "XX"}
    br.call(s, "XX")
    assert br.call_texts(s) == {"Pass"}


def test_declarer_is_not_always_the_last_bidder_worked_example_1_C3(br):
    """Worked example 1, C-3: dealer E, E-W vulnerable: E 1♣, S 1NT, W Pass, N 3NT, E X, S XX,
    W Pass, N Pass, E Pass: 3NT redoubled; S bid NT first for N-S, so S declares, N is
    dummy, W leads."""
    s = br.new(dealer=br.EAST, vulnerability="ew")
    br.call(s, "1C 1NT Pass 3NT X XX Pass Pass Pass")
    c = s.state.contract
    assert (c.level, c.denomination, c.doubled, c.declarer) == (3, NO_TRUMP, 2, br.SOUTH)
    assert s.current_seat == br.WEST
    assert s.state.parts["exposed"].exposed_seat == br.NORTH


def test_opponents_naming_the_suit_first_do_not_count_worked_example_2_C3(br):
    """Worked example 2, C-3: dealer N: N 1♠, E 2♥, S 3♥, W Pass, N 4♥, all pass: S is the
    first N-S player to bid hearts (E's 2♥ does not count): S declares, W leads."""
    s = br.new()
    br.call(s, "1S 2H 3H Pass 4H Pass Pass Pass")
    assert s.state.contract.declarer == br.SOUTH
    assert s.current_seat == br.WEST


def test_bids_at_any_level_count_C3(br):
    """C-3: 1♥ by N, later 4♥ by S: N declares (doubles name no denomination)."""
    s = br.new()
    br.call(s, "1H X 2C Pass 4H X Pass Pass Pass")
    c = s.state.contract
    assert (c.level, c.denomination, c.doubled, c.declarer) == (4, 1, 1, br.NORTH)
    assert s.current_seat == br.EAST


def test_the_contract_and_its_doubling_section_5_5(br):
    """§5.5: the last bid with its doubling: undoubled, doubled, redoubled."""
    for calls, doubled in (("2S", 0), ("2S X", 1), ("2S X XX", 2), ("2S X Pass Pass XX", 2)):
        s = br.new()
        br.call(s, f"{calls} Pass Pass Pass")
        assert s.state.contract.doubled == doubled, calls
