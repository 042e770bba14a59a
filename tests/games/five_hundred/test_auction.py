"""The auction (five-hundred.md §4; F-3 … F-7, F-18; worked examples 2, 3, 4, 13), issue 47."""

from __future__ import annotations

from typing import Any

N, E, S, W = 0, 1, 2, 3


def above(fh: Any, bid: str | None, **options: Any) -> set[str]:
    """The calls legal over ``bid``: the rungs of the ladder (with these options) that
    outrank it, and pass; MIS only over a bid of seven or more (F-6)."""
    ladder = fh.ladder(options.get("misere", True), options.get("misere_rank", "value"))
    start = 0 if bid is None else ladder.index(bid) + 1
    legal = {"pass", *ladder[start:]}
    if options.get("misere_after_seven", True) and (bid is None or bid.startswith("6")):
        legal.discard("MIS")  # F-6: only over a bid of seven or more
    return legal


def test_worked_example_2_legal_calls(fh: Any) -> None:
    """Worked example 2 (default options, dealer N): E's 27 first calls (no MIS: no seven bid
    stands); after 6♥ S's 23 (no MIS); after 7♠ W's 22 with MIS; after 10♦: pass, OMIS, 10H,
    10NT; after OMIS: pass, 10H, 10NT; after 10NT: pass only (F-5, F-6, F-7)."""
    s = fh.new(first_dealer="0")
    assert s.current_seat == E
    first = fh.legal(s)
    assert first == {"pass", *fh.LEVEL_BIDS, "OMIS"} and len(first) == 27
    fh.act(s, "6H")
    after_6h = fh.legal(s)
    assert after_6h == {"pass", "6NT", *(b for b in fh.LEVEL_BIDS if b[0] != "6"), "OMIS"}
    assert len(after_6h) == 23 and "MIS" not in after_6h
    fh.act(s, "7S")
    after_7s = fh.legal(s)
    assert after_7s == {
        "pass", "7C", "7D", "7H", "7NT", "8S", "MIS", "8C", "8D", "8H", "8NT", "9S", "9C", "9D",
        "9H", "9NT", "10S", "10C", "10D", "OMIS", "10H", "10NT",
    }  # fmt: skip
    assert len(after_7s) == 22
    fh.act(s, "10D")
    assert fh.legal(s) == {"pass", "OMIS", "10H", "10NT"}
    fh.act(s, "OMIS")
    assert fh.legal(s) == {"pass", "10H", "10NT"}
    fh.act(s, "10NT")
    assert fh.legal(s) == {"pass"}


def test_the_ladder_order_and_jump_bids_F5_section_4_1(fh: Any) -> None:
    """§4.1, §4.3, F-5: bids are compared by ladder position only: after each rung exactly the
    rungs above it (and pass) are legal; jump bids are allowed and a player may outbid their
    own partner."""
    for bid in ("6S", "6NT", "7H", "8S", "MIS", "8C", "9NT", "10D", "OMIS", "10H"):
        s = fh.new(first_dealer="0")
        fh.act(s, "7S" if bid == "MIS" else "pass")
        fh.act(s, bid)
        assert fh.legal(s) == above(fh, bid)
    s = fh.new(first_dealer="0")
    fh.act(s, "6S, pass, 10C")  # W jumps over its partner E's bid
    assert s.state.parts["auction"].high_bidder == W


def test_worked_example_3_misere_options_F5_F6(fh: Any) -> None:
    """Worked example 3, F-5, F-6: after 7♠ (E), 8♠ (S), W may bid MIS by value but not with
    below_eights; MIS is not legal as the first call but OMIS is; with
    misere_after_seven = false MIS is legal first; with misere = false neither exists and E's
    first call has 26 choices."""
    s = fh.new(first_dealer="0")
    fh.act(s, "7S, 8S")
    assert "MIS" in fh.legal(s)
    s = fh.new(first_dealer="0", misere_rank="below_eights")
    fh.act(s, "7S, 8S")
    assert "MIS" not in fh.legal(s)
    assert fh.legal(s) == above(fh, "8S", misere_rank="below_eights")
    s = fh.new(first_dealer="0")
    assert "MIS" not in fh.legal(s) and "OMIS" in fh.legal(s)
    s = fh.new(first_dealer="0", misere_after_seven=False)
    assert "MIS" in fh.legal(s) and len(fh.legal(s)) == 28
    s = fh.new(first_dealer="0", misere=False)
    assert fh.legal(s) == {"pass", *fh.LEVEL_BIDS} and len(fh.legal(s)) == 26


def test_below_eights_misere_only_over_a_seven_bid_F5_F6(fh: Any) -> None:
    """§4.1.1, §4.3, F-5, F-6: with below_eights MIS stands between 7NT and 8♠: legal over
    every seven bid, not over 8♠; it still scores 250 (§7)."""
    for seven in ("7S", "7C", "7D", "7H", "7NT"):
        s = fh.new(first_dealer="0", misere_rank="below_eights")
        fh.act(s, seven)
        assert "MIS" in fh.legal(s)
        fh.act(s, "MIS")
        assert fh.legal(s) == above(fh, "MIS", misere_rank="below_eights")
        assert "8S" in fh.legal(s)


def test_misere_after_seven_means_the_standing_bid_F6(fh: Any) -> None:
    """F-6 reading (a): MIS is legal when the highest bid is a suit or NT bid of 7 or more (by
    value: over 7♠ … 8♠); over 6NT it is not; anyone may bid it, the seven bidder's partner
    too; with misere_after_seven = false it is legal whenever it outranks."""
    s = fh.new(first_dealer="0")
    fh.act(s, "6NT")
    assert "MIS" not in fh.legal(s)
    fh.act(s, "7S")
    assert "MIS" in fh.legal(s)  # W
    fh.act(s, "pass")
    assert "MIS" in fh.legal(s)  # N, the partner of the seven bidder S
    s = fh.new(first_dealer="0", misere_after_seven=False)
    fh.act(s, "6NT")
    assert "MIS" in fh.legal(s)
    fh.act(s, "8S")
    assert "MIS" in fh.legal(s)
    fh.act(s, "8C")
    assert "MIS" not in fh.legal(s)  # 8♣ outranks MIS


def test_open_misere_at_any_time_and_never_after_10H_F7(fh: Any) -> None:
    """§4.1.2, F-7: OMIS is legal as the first call and over anything up to 10♦, whatever
    misere_after_seven says; it stands directly below 10♥ (also 500)."""
    for options in ({}, {"misere_after_seven": False}, {"misere_rank": "below_eights"}):
        s = fh.new(first_dealer="0", **options)
        assert "OMIS" in fh.legal(s)
        fh.act(s, "10D")
        assert "OMIS" in fh.legal(s)
        fh.act(s, "10H")
        assert "OMIS" not in fh.legal(s)


def test_worked_example_4_end_of_the_auction_F3_F4(fh: Any) -> None:
    """Worked example 4 (dealer N), F-3, F-4: (a) three passes then N 7♦: N contractor at 7♦;
    (b) four passes: thrown in, E deals next; (c) E 7♠ then three passes: E at 7♠ (E never
    speaks again); (d) E 7♠, S 7♣, W pass, N pass, E pass: S at 7♣; (e) E 7♠, S pass, W 8♠,
    N pass, E 8♣, W pass: E at 8♣."""
    cases = {
        "pass, pass, pass, 7D": (N, "7D"),
        "7S, pass, pass, pass": (E, "7S"),
        "7S, 7C, pass, pass, pass": (S, "7C"),
        "7S, pass, 8S, pass, 8C, pass": (E, "8C"),
    }
    for calls, (contractor, bid) in cases.items():
        s = fh.new(first_dealer="0")
        fh.act(s, calls)
        contract = s.state.contract
        assert contract is not None and contract.declarer == contractor
        assert f"{contract.tricks}{fh.DECK.denomination(contract.denomination)}" == bid
        assert fh.phase(s) == "kitty" and s.current_seat == contractor
    s = fh.new(first_dealer="0", seed=2)
    fh.act(s, "pass, pass, pass, pass")
    assert s.state.hand_results[-1]["thrown_in"]
    assert s.state.dealer == E and fh.phase(s) == "auction"
    assert s.current_seat == S  # E deals, S speaks first


def test_a_pass_is_final_and_the_turn_skips_passed_seats_F3(fh: Any) -> None:
    """§4.2, F-3: a player who passed is never asked again; the turn skips them; a bidder
    speaks again only when outbid (the intervening-bid rule follows)."""
    s = fh.new(first_dealer="0")
    fh.act(s, "pass")  # E
    fh.act(s, "7S")  # S
    assert s.current_seat == W
    fh.act(s, "7C")  # W
    assert s.current_seat == N
    fh.act(s, "pass")  # N
    assert s.current_seat == S  # E skipped
    fh.act(s, "7D")
    assert s.current_seat == W  # N and E skipped
    fh.act(s, "pass")
    assert s.state.contract is not None and s.state.contract.declarer == S


def test_all_four_pass_thrown_in_without_limit_F4(fh: Any) -> None:
    """§4.5, F-4: all four pass: thrown in, no kitty, no card, nothing scored, the next
    dealer deals; thrown-in hands may follow each other without limit."""
    s = fh.new(first_dealer="2", seed=5)
    for k in range(6):
        assert s.state.dealer == (2 + k) % 4
        fh.act(s, "pass, pass, pass, pass")
        last = s.state.hand_results[-1]
        assert last["thrown_in"] and list(last["scores"]) == [0, 0, 0, 0]
    assert fh.side_totals(s) == [0, 0] and not s.is_over


def test_the_fourth_may_bid_after_three_passes_F3(fh: Any) -> None:
    """§4.4, F-3: if three pass before anyone bids, the fourth may bid (ending the auction
    at once) or pass (thrown in); MIS is not open to it without a seven bid, OMIS is."""
    s = fh.new(first_dealer="0")
    fh.act(s, "pass, pass, pass")
    assert s.current_seat == N and fh.legal(s) == {"pass", *fh.LEVEL_BIDS, "OMIS"}
    fh.act(s, "OMIS")
    assert s.state.contract is not None and s.state.contract.name == "OMIS"


def test_worked_example_13_inkles_F18(fh: Any) -> None:
    """Worked example 13, F-18 (inkle = true, dealer N): E 6H (inkle), S 6S (inkle, it need not
    outrank 6♥), W 7C (W may make no six-level call), N pass, E 7H, S pass, W pass: E is
    contractor at 7♥. N's calls after 7♣ included MIS; inkles never count."""
    s = fh.new(first_dealer="0", inkle=True)
    assert "6H" in fh.legal(s) and "MIS" not in fh.legal(s)
    fh.act(s, "6H")
    assert fh.legal(s) == {"pass", *fh.LEVEL_BIDS, "OMIS"}  # any inkle: they need not outrank
    fh.act(s, "6S")
    assert not any(b.startswith("6") for b in fh.legal(s))  # W: no six-level call
    assert "MIS" not in fh.legal(s)  # the inkles are no seven bid
    fh.act(s, "7C")
    assert "MIS" in fh.legal(s)
    assert not any(b.startswith("6") for b in fh.legal(s))
    fh.act(s, "pass")
    assert s.current_seat == E
    assert not any(b.startswith("6") for b in fh.legal(s))  # E's inkle was its first call
    fh.act(s, "7H, pass, pass")
    contract = s.state.contract
    assert contract is not None and contract.declarer == E and contract.tricks == 7
    assert fh.DECK.denomination(contract.denomination) == "H"


def test_worked_example_13_only_inkles_then_all_pass_thrown_in_F18(fh: Any) -> None:
    """Worked example 13, F-18: E 6D (inkle), S, W, N pass: E must now bid seven or more, or
    OMIS, or pass; E passes and the hand is thrown in (an inkle never becomes the contract)."""
    s = fh.new(first_dealer="0", inkle=True)
    fh.act(s, "6D, pass, pass, pass")
    assert s.current_seat == E
    assert fh.legal(s) == {"pass", *(b for b in fh.LEVEL_BIDS if b[0] != "6"), "OMIS"}
    fh.act(s, "pass")
    assert s.state.hand_results[-1]["thrown_in"] and s.state.contract is None


def test_inkles_are_public_and_marked_F18(fh: Any) -> None:
    """§4.6, §13.3.3, F-18: every call is public; inkles are marked as inkles."""
    s = fh.new(first_dealer="0", inkle=True)
    fh.act(s, "6H, 6S, 7C")
    for seat in range(4):
        obs = s.observation(seat)
        assert [c for c, _ in obs["calls"]] == [E, S, W]
        assert list(obs["signal_calls"]) == [0, 1]


def test_the_contract_holds_name_value_and_tricks_F5_F7(fh: Any) -> None:
    """§4.1: the contract has the bid's tricks, denomination and value; the misère rungs
    their name, value, no trump and no trick to take."""
    s = fh.new(first_dealer="0")
    fh.act(s, "8H, pass, pass, pass")
    c = s.state.contract
    assert (c.tricks, c.value, c.misere, c.name) == (8, 300, False, "")
    s = fh.new(first_dealer="0")
    fh.act(s, "7NT, MIS, pass, pass, pass")
    c = s.state.contract
    assert (c.name, c.value, c.misere, c.tricks, c.declarer) == ("MIS", 250, True, 0, S)
    assert c.denomination == -1 and s.state.trump == -1
    s = fh.new(first_dealer="0")
    fh.act(s, "OMIS, pass, pass, pass")
    c = s.state.contract
    assert (c.name, c.value, c.misere, c.exposed_after) == ("OMIS", 500, True, 1)
