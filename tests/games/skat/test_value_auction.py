"""Skat's value auction (plugins/tricktaker_skat/value_auction.py, skat.md §4, SK-3, SK-4,
SK-20) as a mechanic of its own: a ladder of values, the fixed dialogue from the dealer's left
(each seat calls to the survivor of the seats before it), yes or pass, jumps, the last resort,
and its ``[mechanics.NAME]`` settings refused when the game loads.

Issue 45: a mechanic that serves one game lives in that game's package, written against the
public API; the core's mechanics no longer include the ``value_auction`` kind. The first tests
play it in a game of four seats that is not Skat (the mechanic knows no Skat rule but its
dialogue); the rest check where it lives and that its settings are refused at load.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import tricktaker
import tricktaker_skat
from tricktaker import GameSpec, RulesError, Session, TrickTakerError, registered_mechanics
from tricktaker.engine.plugins import DEFAULT_PLUGINS
from tricktaker.testing import act, games_plugin, isolated_registry, legal_texts, new_session
from tricktaker_skat import bot, declaration, play, scoring, value_auction

RULES = """
phases = ["deal", "auction"]

[game]
id = "tiny-values"
name = "Tiny Values"
summary = "A test game: four seats bid values; nothing is played."

[deck]
ranks = ["A", "K", "Q", "J"]
suits = [
    { letter = "S", symbol = "♠", name = "spades" },
    { letter = "H", symbol = "♥", name = "hearts", red = true },
]

[options.players]
type = "int"
min = 4
max = 4
default = 4
description = "Four seats."

[deal]
first_dealer = "seat0"
hand_size = 2

[match]
end = "deals"
deals = 1

[mechanics.auction]
kind = "value_auction"
values = [10, 15, 20, 30]
"""


def session_of(tmp_path: Path, extra: str = "") -> Session:
    path = tmp_path / "rules.toml"
    path.write_text(RULES + extra, encoding="utf-8")
    spec = GameSpec(id="tiny-values", rules=path, plugins=(value_auction,))
    registry = isolated_registry(games_plugin("tiny", spec))
    return new_session(registry.game("tiny-values"), dealer=0)


def test_each_seat_calls_to_the_survivor_of_the_seats_before_it(tmp_path: Path) -> None:
    """Dealer 0: seat 2 calls to seat 1; seat 3 calls to the survivor; the dealer last."""
    s = session_of(tmp_path)
    part = s.state.parts["value_auction"]
    assert s.current_seat == 2 and legal_texts(s) == ["10", "15", "20", "30", "pass"]
    act(s, "10")
    assert s.current_seat == 1 and legal_texts(s) == ["yes", "pass"]
    assert s.phase.prompt(s.game, s.state) == "10? yes or pass"
    act(s, "yes, 20, pass")  # seat 1 holds 10, passes 20: seat 2 survives with 20
    assert s.current_seat == 3 and legal_texts(s) == ["30", "pass"]
    act(s, "pass")  # seat 3 passes: seat 0, the dealer, calls to seat 2
    assert s.current_seat == 0 and (part.caller, part.answerer) == (0, 2)
    act(s, "pass")
    assert (part.winner, part.bid) == (2, 20) and part.declarer() == 2
    assert part.dialogue == [
        (2, "10"),
        (1, "yes"),
        (2, "20"),
        (1, "pass"),
        (3, "pass"),
        (0, "pass"),
    ]


def test_the_last_resort_and_the_throw_in(tmp_path: Path) -> None:
    s = session_of(tmp_path)
    act(s, "pass, pass, pass")
    assert s.current_seat == 1 and legal_texts(s) == ["10", "pass"]
    act(s, "10")
    assert s.state.parts["value_auction"].winner == 1
    thrown = session_of(tmp_path, "last_resort = false\n")
    act(thrown, "pass, pass, pass")
    assert thrown.is_over and thrown.result()["hands"][0]["thrown_in"]


def test_the_values_must_increase(tmp_path: Path) -> None:
    path = tmp_path / "rules.toml"
    path.write_text(RULES.replace("[10, 15, 20, 30]", "[10, 10, 20]"), encoding="utf-8")
    spec = GameSpec(id="tiny-values", rules=path, plugins=(value_auction,))
    with pytest.raises(RulesError, match="values must increase"):
        isolated_registry(games_plugin("tiny", spec)).game("tiny-values").load()


# -- where the mechanic lives (issue 45) -------------------------------------------------------


def test_the_value_auction_is_skats_not_the_cores() -> None:
    """Issue 45: one game bids by values, so the mechanic lives in its package. The core's
    mechanics (a registry of no game) have no ``value_auction`` kind, ``tricktaker`` exports
    nothing of it, and Skat's plugin registers it."""
    assert "value_auction" not in registered_mechanics(isolated_registry())
    assert "tricktaker.mechanics.value_auction" not in DEFAULT_PLUGINS
    for name in ("ValueBidding", "order_of", "ValueAuctionSpec"):
        assert not hasattr(tricktaker, name) and name not in tricktaker.__all__
    skat = isolated_registry(tricktaker_skat)
    assert "value_auction" in registered_mechanics(skat)
    assert "tricktaker_skat.value_auction" in skat.game("skat").mechanics.owners["value_auction"]


SKAT_PLUGINS = (value_auction, play, declaration, scoring, bot)


def test_a_misspelt_auction_setting_in_skats_rules_file_is_refused_at_load(
    tmp_path: Path,
) -> None:
    """Issue 45: Skat's own rules file with ``last_resrot`` for ``last_resort`` in
    ``[mechanics.auction]`` is refused when the game loads (before any session), naming the
    file, the field and the settings allowed."""
    text = tricktaker_skat.RULES.read_text(encoding="utf-8")
    assert text.count("last_resort = true") == 1
    path = tmp_path / "rules.toml"
    path.write_text(text.replace("last_resort = true", "last_resrot = true"), encoding="utf-8")
    registry = isolated_registry(
        games_plugin("misspelt", GameSpec(id="skat", rules=path, plugins=SKAT_PLUGINS))
    )
    with pytest.raises(TrickTakerError) as err:
        registry.game("skat").load()  # as the console loads a game: before any session
    message = str(err.value)
    assert str(path) in message
    assert "mechanics.auction.last_resrot" in message
    assert "last_resort" in message and "values" in message  # what is allowed
    assert message.count("mechanics.auction.last_resrot") == 1  # said once


def test_a_variant_file_with_a_bad_auction_value_is_refused_at_load(tmp_path: Path) -> None:
    """Issue 45: a variant of Skat whose ladder goes down is refused as its file loads."""
    path = tmp_path / "down.toml"
    path.write_text(
        'base = "skat"\n\n[game]\nid = "down-skat"\nname = "Down"\n\n'
        "[mechanics.auction]\nvalues = [20, 18]\n",
        encoding="utf-8",
    )
    with pytest.raises(TrickTakerError) as err:
        tricktaker.Registry(game_files=False).find(str(path))
    message = str(err.value)
    assert message.startswith(str(path)) and "mechanics.auction" in message
    assert "values must increase" in message
