"""Variants of Five Hundred written as overlays of the bundled rules (issue 47): the plugin's
panels serve any variant that keeps its data, with or without partnerships and whatever the
kitty's size (a trial author's three-handed overlay crashed the table after its first hand).
The three-handed game and the 45-card pack are variants five-hundred.md §10 names."""

from __future__ import annotations

from pathlib import Path

from tricktaker import PanelRow, Registry, Session
from tricktaker.testing import act, panel, play_out

THREE_HANDED = """
base = "five-hundred"
seat_names = ["North", "East", "West"]
sides = []   # every player for himself

[game]
id = "five-hundred-three"
name = "Five Hundred (three-handed)"

[deck]
ranks = ["A", "K", "Q", "J", "10", "9", "8", "7"]
remove = []

[options.players]
type = "int"
min = 3
max = 3
default = 3

[options.first_dealer]  # the base's patch of "3" goes with its choice (issue 47)
choices = ["random", "0", "1", "2"]

[options.start_scores]
type = "int_list"
default = [0, 0, 0]
sets = "match.start"

[match]
start = [0, 0, 0]

[mechanics.auction.specials.MIS]
partner_sits_out = false

[mechanics.auction.specials.OMIS]
partner_sits_out = false
"""

FORTY_FIVE = """
base = "five-hundred"

[game]
id = "five-hundred-45"
name = "Five Hundred (45 cards)"

[deck]
remove = ["2S", "2C", "2D", "2H", "3S", "3C", "3D", "3H"]

[deal]
widow = { size = 5, after = [1] }
"""


def variant(tmp_path: Path, text: str) -> Session:
    path = tmp_path / "variant.toml"
    path.write_text(text, encoding="utf-8")
    return Registry().find(str(path)).new_session(seed=3, options={"first_dealer": "0"})


def test_a_three_handed_overlay_shows_each_players_last_hand_section_10(tmp_path: Path) -> None:
    """§10 (three hands, every player for himself): after a hand the Last hand panel has a
    row per seat (no sides) and the thrown-in text does not count four players."""
    s = variant(tmp_path, THREE_HANDED)
    assert s.deck.size == 33 and s.players == 3
    act(s, "pass, pass, pass")
    assert panel(s, 0, "Last hand") is not None
    assert panel(s, 0, "Last hand").rows == (  # type: ignore[union-attr]
        PanelRow(label="Thrown in", text="everybody passed"),
    )
    play_out(s, bot="basic", seed=3, hands=1)
    last = panel(s, 1, "Last hand")
    assert last is not None
    seats = [row.seat for row in last.rows if row.label is None or row.label == ""]
    assert sorted(s for s in seats if s is not None) == [0, 1, 2]
    play_out(s, bot="basic", seed=3)
    assert s.is_over and s.winners


def test_a_45_card_overlay_says_its_five_card_kitty_section_10(tmp_path: Path) -> None:
    """§10 (45 cards, a 5-card kitty): the Kitty panel counts the variant's five discards."""
    s = variant(tmp_path, FORTY_FIVE)
    assert s.deck.size == 45
    act(s, "7S, pass, pass, pass")
    taker = s.current_seat
    kitty = panel(s, taker, "Kitty")
    assert kitty is not None
    assert kitty.rows[0] == PanelRow(label="Kitty", seat=taker, text="took it, discarding (0 of 5)")
    assert len(kitty.rows[1].cards) == 5  # the contractor sees the five cards it took up


def test_the_conformance_suite_draws_the_panels_of_a_variant(tmp_path: Path) -> None:
    """issue 47: the conformance suite draws every seat's panels through whole random games,
    so a plugin's panel that fails on a variant (a three-handed overlay, no sides) is a
    finding of ``check``, not a crash at the table; the bundled panels pass it."""
    from tricktaker.testing.conformance import Settings, check_games

    path = tmp_path / "variant.toml"
    path.write_text(THREE_HANDED, encoding="utf-8")
    check_games(Registry().find(str(path)), Settings(games=2))
