"""Trick phases: each reads its own rules, and a combination the engine cannot honour is
refused when the rules file loads (naming the file, the field and the reason)."""

from __future__ import annotations

from pathlib import Path

import pytest

import tricktaker_drawbridge
import tricktaker_klaberjass
from tricktaker import NO_TRUMP, RulesError, load_game
from tricktaker.rules import load_rules

KLABERJASS_RULES = Path(tricktaker_klaberjass.__file__).with_name("rules.toml")
DRAW_BRIDGE_RULES = Path(tricktaker_drawbridge.__file__).with_name("rules.toml")


def test_an_announcement_and_a_lead_ban_in_one_phase_are_refused(tmp_path: Path) -> None:
    text = KLABERJASS_RULES.read_text(encoding="utf-8").replace(
        'trumps = "chosen"\n', 'trumps = "chosen"\nextras = "group"\n', 1
    )
    path = tmp_path / "rules.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesError) as caught:
        load_rules(path)
    message = str(caught.value)
    assert str(path) in message
    assert "play:" in message
    assert "extras = 'group' and announce cannot be combined in one trick phase" in message


def test_an_announcement_in_a_drawing_phase_is_refused(tmp_path: Path) -> None:
    text = DRAW_BRIDGE_RULES.read_text(encoding="utf-8").replace(
        "draw_after_trick = true\n",
        'draw_after_trick = true\nannounce = { name = "bella", ranks = ["K", "Q"], points = 20 }\n',
        1,
    )
    path = tmp_path / "rules.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesError, match=r"tricks\.draw_tricks: .*draw_after_trick and announce"):
        load_rules(path)


def test_each_trick_phase_reads_its_own_trumps() -> None:
    """D-3: the drawing tricks are played at no trump whatever [play] says; the contract's
    trumps come with the auction."""
    session = load_game("draw-bridge").new_session(seed=5)
    assert session.phase.name == "draw_tricks"
    assert session.rules.trick_spec("draw_tricks").trumps == "none"
    assert session.rules.play.trumps == "contract"
    assert session.state.trump == NO_TRUMP
