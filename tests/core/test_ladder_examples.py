"""The five-hundred spec's ladder as core data (issue 47): its worked examples of the auction,
exactly, on the core's ``ladder`` phase with the 27 bids of five-hundred.md §4.1 and its
options (``tests/ladder_game.py`` FULL_RULES: no play, the auction alone; dealer N = seat 0).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ladder_game import FULL_LEVEL_BIDS, full_ladder_session
from tricktaker import IllegalAction
from tricktaker.testing import act, assert_legal, legal_texts

B = FULL_LEVEL_BIDS


def test_example_2_the_legal_calls(tmp_path: Path) -> None:
    """Worked example 2 (§4.3, F-6, F-7): E first: 27 calls, no MIS; after 6H: 23 calls; after
    7S: W's 22 calls; after 10D: pass OMIS 10H 10NT; after OMIS: pass 10H 10NT; after 10NT:
    pass only."""
    s = full_ladder_session(tmp_path)
    assert s.current_seat == 1 and len(legal_texts(s)) == 27
    assert_legal(s, ["pass", *B, "OMIS"])
    act(s, "6H")
    assert_legal(s, ["pass", *B[4:], "OMIS"])
    assert len(legal_texts(s)) == 23
    act(s, "7S")
    w = "pass 7C 7D 7H 7NT 8S MIS 8C 8D 8H 8NT 9S 9C 9D 9H 9NT 10S 10C 10D OMIS 10H 10NT"
    assert_legal(s, w)
    assert len(legal_texts(s)) == 22
    act(s, "10D")
    assert_legal(s, "pass OMIS 10H 10NT")
    act(s, "OMIS")
    assert_legal(s, "pass 10H 10NT")
    act(s, "10NT")
    assert_legal(s, "pass")


def test_example_3_the_misere_options(tmp_path: Path) -> None:
    """Worked example 3 (F-5, F-6, §4.1.3): after 7S (E), 8S (S) W may bid MIS by value, not
    with below_eights; at the start MIS is not legal but OMIS is; with misere_after_seven =
    false MIS is legal first; with misere = false E's first call has 26 choices."""
    s = full_ladder_session(tmp_path)
    act(s, "7S, 8S")
    assert "MIS" in legal_texts(s)
    below = full_ladder_session(tmp_path, misere_rank="below_eights")
    act(below, "7S, 8S")
    assert "MIS" not in legal_texts(below)
    start = full_ladder_session(tmp_path)
    assert "MIS" not in legal_texts(start) and "OMIS" in legal_texts(start)
    with pytest.raises(IllegalAction, match="MIS is legal only over a bid of 7 or more tricks"):
        start.apply(start.parse_action("MIS"))
    free = full_ladder_session(tmp_path, misere_after_seven=False)
    assert "MIS" in legal_texts(free)
    none = full_ladder_session(tmp_path, misere=False)
    assert len(legal_texts(none)) == 26 and "OMIS" not in legal_texts(none)


def _contract(s):  # type: ignore[no-untyped-def]
    c = s.state.contract
    assert c is not None
    return c.declarer, c.name or f"{c.level}{s.deck.denomination(c.denomination)}"


def test_example_4_the_end_of_the_auction(tmp_path: Path) -> None:
    """Worked example 4 (§4.4, §4.5, F-3, F-4), dealer N: (a) E, S, W pass, N 7D: N at 7D;
    (b) four passes: thrown in; (c) E 7S, three passes: E at 7S; (d) E 7S, S 7C, W, N, E
    pass: S at 7C; (e) E 7S, S pass, W 8S, N pass, E 8C, W pass: E at 8C."""
    a = full_ladder_session(tmp_path)
    act(a, "pass, pass, pass, 7D")
    assert _contract(a) == (0, "7D") and a.is_over
    b = full_ladder_session(tmp_path)
    act(b, "pass, pass, pass, pass")
    assert b.state.hand_results[-1]["thrown_in"] is True
    c = full_ladder_session(tmp_path)
    act(c, "7S, pass, pass, pass")
    assert _contract(c) == (1, "7S")
    d = full_ladder_session(tmp_path)
    act(d, "7S, 7C, pass, pass, pass")
    assert _contract(d) == (2, "7C")
    e = full_ladder_session(tmp_path)
    act(e, "7S, pass, 8S, pass, 8C, pass")
    assert _contract(e) == (1, "8C")


def test_example_13_inkles(tmp_path: Path) -> None:
    """Worked example 13 (§4.6, F-18), inkle = true, dealer N: E 6H, S 6S (need not outrank),
    W 7C (no six-level call), N pass (MIS among its calls: a seven stood), E 7H, S pass, W
    pass: E at 7H. Another hand: E 6D, S, W, N pass: E must bid seven or more, OMIS or pass;
    E passes: thrown in."""
    s = full_ladder_session(tmp_path, inkle=True)
    act(s, "6H, 6S")
    assert not any(t.startswith("6") for t in legal_texts(s))  # W may not inkle
    act(s, "7C")
    assert "MIS" in legal_texts(s)
    act(s, "pass, 7H, pass, pass")
    assert _contract(s) == (1, "7H")
    other = full_ladder_session(tmp_path, inkle=True)
    act(other, "6D, pass, pass, pass")
    assert_legal(other, ["pass", *B[5:], "OMIS"])
    act(other, "pass")
    assert other.state.hand_results[-1]["thrown_in"] is True


def test_the_misere_contract_fields(tmp_path: Path) -> None:
    """§4.1, §6.1, worked examples 9 and 10: 7D then MIS over it, three passes: a misère worth
    250 at no trumps for 0 tricks, the declarer's partner sits out; OMIS as the first call is
    worth 500 and exposed after trick 1 (§6.6)."""
    t = full_ladder_session(tmp_path)
    # Example 9's dealer is W (N speaks first); here the dealer is N, so the same calls one
    # seat on: E 7D, S MIS, then W, N, E pass give S the misère, and N (its partner) sits out.
    act(t, "7D, MIS, pass, pass, pass")
    c = t.state.contract
    assert c is not None and (c.declarer, c.name, c.value, c.misere, c.tricks) == (
        2,
        "MIS",
        250,
        True,
        0,
    )
    assert t.state.seats_out == (0,) and t.state.trump == -1
    u = full_ladder_session(tmp_path)
    act(u, "OMIS, pass, pass, pass")
    c = u.state.contract
    assert c is not None and (c.value, c.exposed_after, c.declarer) == (500, 1, 1)
    assert u.state.seats_out == (3,)
