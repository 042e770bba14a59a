"""Who plays, driven by the contract (issue 47): the core's trick piece ``contract_play``.

The made-up game of ``tests/ladder_game.py`` (a bid ladder with a misère MIS and an open
misère OMIS, both played alone with the partner sitting out; OMIS exposes the declarer's hand
after the first trick). Five-hundred.md §6.1, §6.2, §6.6, §6.7, F-11, F-12, F-13, worked
examples 9 and 10, §13.2, §13.3 are the behaviour on a smaller pack: tricks of three cards
skipping the partner, the declarer leads, a misère ends at the declarer's first trick, the open
hand lies face up for every seat once trick 1 is complete and play goes on, never if play
stops there.
"""

from __future__ import annotations

from pathlib import Path

from ladder_game import session_of
from tricktaker import NO_TRUMP
from tricktaker.testing import act, assert_trick_winner, legal_cards


def cards(s, seat: int) -> list[int]:  # type: ignore[no-untyped-def]
    return sorted(s.state.hands[seat])


def test_a_misere_is_played_alone_and_the_declarer_leads(tmp_path: Path) -> None:
    """§6.1, §6.2, F-11, F-13: seat 1 declares MIS, its partner seat 3 sits out; seat 1 leads
    (``first_lead = "declarer"``); tricks are 1, 2, 0 from the leader, seat 3 skipped; with
    every trick lost the whole hand is played."""
    s = session_of(tmp_path)
    act(s, "1H, 2S, pass, pass, MIS, pass, 10H, 10D")
    assert s.phase.name == "play" and s.current_seat == 1
    assert s.state.trick_size == 3 and s.state.trump == NO_TRUMP
    assert_trick_winner(s, "9H AH AD", 2)  # 9H, seat 2 follows with AH, seat 0 has no heart
    assert s.current_seat == 2
    assert_trick_winner(s, "KS KD 10S", 2)  # seat 1 follows low in spades
    assert_trick_winner(s, "9S QD AS", 1)  # seat 1 holds only AS: it wins, the misère is lost
    assert s.is_over  # play stopped at once, the rest unplayed (§6.7.2)
    assert s.state.tricks_won == [0, 1, 2, 0] and len(s.state.hands[3]) == 4


def test_a_misere_never_won_is_played_to_the_end(tmp_path: Path) -> None:
    """§6.7.2: if the declarer wins no trick, play ends after the last trick."""
    s = session_of(tmp_path)
    act(s, "1H, 2S, pass, pass, MIS, pass, AS, 10H")  # lays away AS and 10H: 10S 9H 9D 10D
    assert_trick_winner(s, "9H AH AD", 2)
    assert_trick_winner(s, "KS KD 10S", 2)
    assert_trick_winner(s, "KH QD 9D", 2)
    assert_trick_winner(s, "9S JD 10D", 2)
    assert s.is_over and s.state.tricks_won[1] == 0


def test_an_open_misere_hand_is_exposed_after_the_first_trick(tmp_path: Path) -> None:
    """§6.6, F-12, worked example 10, §13.3.7: OMIS as the first call; once trick 1 is
    complete and play goes on, the declarer's remaining cards are public for all four seats
    (the partner sitting out too), kept up to date as the declarer plays; not before."""
    s = session_of(tmp_path)
    act(s, "OMIS, pass, pass, pass, 10H, 10D")
    contract = s.state.contract
    assert contract is not None and contract.exposed_after == 1 and contract.value == 45
    assert s.state.seats_out == (3,)
    assert s.observation(2)["exposed_hand"] == []
    assert_trick_winner(s, "9H AH AD", 2)
    remaining = cards(s, 1)
    for seat in range(4):
        obs = s.observation(seat)
        assert sorted(obs["exposed_hand"]) == remaining and obs["exposed_hand_seat"] == 1
    act(s, "KS, KD")
    assert "10S" in legal_cards(s) and "AS" in legal_cards(s)
    act(s, "10S")
    assert sorted(s.observation(0)["exposed_hand"]) == cards(s, 1)
    rows = {row.label: row for row in _contract_rows(s)}
    assert rows["Contract"].text == "OMIS (open misère)"
    assert sorted(rows["Face up"].cards) == cards(s, 1)
    # shown as a hand is: by suit, high to low (a player trial read it unsorted, issue 47)
    assert list(rows["Face up"].cards) == sorted(cards(s, 1), key=s.deck.sort_key)


def test_an_open_misere_lost_at_trick_one_is_never_exposed(tmp_path: Path) -> None:
    """F-12, worked example 10: the declarer wins trick 1: play stops and the hand is never
    shown."""
    s = session_of(tmp_path)
    act(s, "OMIS, pass, pass, pass, 10H, 10D")
    assert_trick_winner(s, "AS 9S QD", 1)
    assert s.is_over
    assert s.state.parts["contract_play"].exposed_hand == []


def test_a_level_contract_is_played_by_all_to_the_end(tmp_path: Path) -> None:
    """§6.1.1, §6.2, §6.7.1: a level contract: all four play, tricks of four cards, the
    declarer (seat 3) leads, every trick is played."""
    s = session_of(tmp_path)
    act(s, "2S, pass, 2NT, pass, pass, 10H, 10D")  # seat 3 declares 2NT, lays away the kitty
    contract = s.state.contract
    assert contract is not None and contract.declarer == 3 and not contract.misere
    assert s.state.trick_size == 4 and s.current_seat == 3
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    assert sum(s.state.tricks_won) == 4


def test_the_piece_is_in_force_only_with_such_contracts(tmp_path: Path) -> None:
    """Issue 47: ``contract_play`` is in force in a game whose ladder has a misère or an
    exposed bid, and not when an option switches them off."""
    assert "contract_play" in session_of(tmp_path).game.phases[-1].pieces
    assert "contract_play" not in session_of(tmp_path, misere=False).game.phases[-1].pieces


def _contract_rows(s):  # type: ignore[no-untyped-def]
    from tricktaker.testing import panel

    found = panel(s, 0, "Contract")
    assert found is not None
    return found.rows
