"""Game-neutral mechanics added with partnerships of a turned-card game: packets that differ
from seat to seat, the last seat forced to choose trumps, the dealer taking the turned card
and discarding face down, and playing alone — seats that sit a hand out (turns skip them,
tricks have fewer cards, the winner is the right seat, the first lead moves on).

A small four-seat test game in two sides (not a bundled game): 24 cards dealt in packets of 2
and 3 that alternate from seat to seat (``packets``), the next card turned, trumps chosen in two
rounds (the last seat must choose), playing alone with the opponents asked too. Sitting out is
the engine's (``State.sit_out``); the phase that asks who plays alone is Euchre's mechanic
(:mod:`tricktaker_euchre.alone`, issue 45), which the test game lists among its plugins as any
game could.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tricktaker import Exchange, IllegalAction, Pass, RulesError, Session
from tricktaker.engine.registry import GameSpec
from tricktaker.testing import act, games_plugin, isolated_registry, new_session
from tricktaker_euchre import alone

RULES = """
phases = ["deal", "trump_selection", "alone", "exchange_turned", "play"]

[game]
id = "sit-out"
name = "Sit Out"
summary = "A test game: two sides, a turned card, playing alone."

[deck]
ranks = ["A", "K", "Q", "J", "10", "9"]
suits = [
    { letter = "S", symbol = "♠", name = "spades" },
    { letter = "H", symbol = "♥", name = "hearts", red = true },
    { letter = "D", symbol = "♦", name = "diamonds", red = true },
    { letter = "C", symbol = "♣", name = "clubs" },
]

[[sides]]
name = "A"
seats = [0, 2]

[[sides]]
name = "B"
seats = [1, 3]

[options.players]
type = "int"
min = 4
max = 4
default = 4
description = "Four seats."

[deal]
first_dealer = "seat0"
hand_size = 5
turn_up = "next"
packets = [[2, 3, 2, 3], [3, 2, 3, 2]]

[trump_selection]
rounds = ["turned", "other"]
last_must_choose = true

[mechanics.alone]
opponents = true

[exchange_turned]
compulsory = true
face_down = true

[match]
end = "deals"
deals = 1

[play]
trumps = "chosen"
"""

# seat 1 (the dealer's left) gets pack[0:2] + pack[10:13], seat 2 pack[2:5] + pack[13:15], ...
PACK = [
    *("AS", "KS", "QS", "JS", "10S", "9S", "AH", "KH", "QH", "JH"),
    *("10H", "9H", "AD", "KD", "QD", "JD", "10D", "9D", "AC", "KC"),
    *("QC", "JC", "10C", "9C"),
]


def session_of(tmp_path: Path) -> Session:
    path = tmp_path / "rules.toml"
    path.write_text(RULES, encoding="utf-8")
    registry = isolated_registry(
        games_plugin("sit", GameSpec(id="sit-out", rules=path, plugins=(alone,)))
    )
    return new_session(registry.game("sit-out"), pack=PACK, dealer=0)


def hand(s: Session, seat: int) -> list[str]:
    return [s.deck.format(c) for c in s.state.hands[seat]]


def test_packets_that_differ_from_seat_to_seat(tmp_path: Path) -> None:
    s = session_of(tmp_path)
    assert hand(s, 1) == ["AS", "KS", "10H", "9H", "AD"]
    assert hand(s, 2) == ["QS", "JS", "10S", "KD", "QD"]
    assert hand(s, 3) == ["9S", "AH", "JD", "10D", "9D"]
    assert hand(s, 0) == ["KH", "QH", "JH", "AC", "KC"]
    assert s.deck.format(s.state.turned) == "QC"


def test_the_last_seat_must_choose_in_the_last_round(tmp_path: Path) -> None:
    s = session_of(tmp_path)
    act(s, *["pass"] * 7)
    assert Pass() not in s.legal_actions()
    with pytest.raises(IllegalAction, match="everybody else has passed: you must choose a suit"):
        s.apply(Pass())


def test_the_dealer_takes_the_turned_card_and_discards_face_down(tmp_path: Path) -> None:
    s = session_of(tmp_path)
    act(s, "accept", "partner", "partner", "partner")
    assert s.current_seat == 0 and s.phase.name == "exchange_turned"
    assert sorted(s.format_action(a) for a in s.legal_actions()) == sorted(
        f"discard {c}" for c in hand(s, 0)
    )
    with pytest.raises(IllegalAction, match="you must take Q♣ and give up a card"):
        s.apply(Pass())
    act(s, "KH")
    assert sorted(hand(s, 0)) == sorted(["QH", "JH", "AC", "KC", "QC"])
    assert s.observation(0)["turned_discard"] == [s.deck.parse("KH")]
    assert s.observation(1)["turned_discard"] == []
    assert s.observation(1)["turned_discard_counts"] == [1, 0, 0, 0]


def test_a_seat_that_sits_out_is_skipped_and_tricks_have_three_cards(tmp_path: Path) -> None:
    """Seat 1 chooses trumps alone: its partner (seat 3) sits out; seat 1 leads; each trick is
    1, 2, 0 from its leader; the winner of a trick is the seat that played the winning card
    (here seat 0, the third card, although seat 3 sits between)."""
    s = session_of(tmp_path)
    act(s, "accept", "alone", "partner", "partner", "KH")
    assert s.state.seats_out == (3,)
    assert s.observation(2)["sitting_out"] == [3]
    assert s.current_seat == 1
    act(s, "AS")
    assert s.current_seat == 2
    act(s, "QS")
    assert s.current_seat == 0
    act(s, "QC")  # the only club trump after the exchange: it wins (clubs are trumps)
    assert s.state.last_trick == (1, tuple(s.deck.parse(c) for c in ("AS", "QS", "QC")), 0)
    assert s.current_seat == 0


def test_the_first_lead_moves_on_when_the_leader_sits_out(tmp_path: Path) -> None:
    """Seat 3 plays alone (its partner, seat 1, the dealer's left, sits out); the opponents
    are asked from the dealer's left: seat 2 plays alone too (seat 0 out) and nobody else is
    asked. Seat 2 leads (the next seat that plays), then seat 3: tricks of 2 cards."""
    s = session_of(tmp_path)
    act(s, *["pass"] * 4, "pass", "pass", "call H", "alone")
    assert s.current_seat == 2
    act(s, "alone")
    assert s.state.seats_out == (0, 1)
    assert s.state.trick_size == 2
    assert s.phase.name == "play" and s.current_seat == 2
    act(s, s.format_action(s.legal_actions()[0]))
    assert s.current_seat == 3
    act(s, s.format_action(s.legal_actions()[0]))
    assert s.state.last_trick is not None and len(s.state.last_trick[1]) == 2


def test_no_seat_sits_out_in_other_games_and_the_view_is_unchanged(tmp_path: Path) -> None:
    s = session_of(tmp_path)
    obs = s.observation(1)
    assert "seats_out" not in obs and "next_seat" not in obs and "trick_size" not in obs
    assert s.state.next_seat == (1, 2, 3, 0) and s.state.trick_size == 4
    assert Exchange(0) not in s.legal_actions()


def test_the_alone_phase_needs_trumps_chosen_before_it(tmp_path: Path) -> None:
    path = tmp_path / "rules.toml"
    path.write_text(
        RULES.replace('"trump_selection", "alone"', '"alone", "trump_selection"'), encoding="utf-8"
    )
    registry = isolated_registry(
        games_plugin("sit", GameSpec(id="sit-out", rules=path, plugins=(alone,)))
    )
    with pytest.raises(RulesError, match="needs a 'trump_selection' phase before it"):
        registry.game("sit-out").new_session(seed=1)
