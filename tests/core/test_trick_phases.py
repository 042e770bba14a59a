"""Trick phases: each reads its own rules; features combine in one phase, and a combination the
engine cannot honour is refused when the rules file loads (naming the file, the field and the
reason). More combinations, on a small test game: ``test_trick_rules.py``."""

from __future__ import annotations

from pathlib import Path

import pytest

import tricktaker_drawbridge
import tricktaker_klaberjass
from tricktaker import NO_TRUMP, RulesError, load_game
from tricktaker.engine.registry import GameSpec
from tricktaker.mechanics.drawing import TrickDraws
from tricktaker.mechanics.tricks import Announcements, TrickPlay
from tricktaker.rules import load_rules
from tricktaker.testing import games_plugin, isolated_registry

KLABERJASS_RULES = Path(tricktaker_klaberjass.__file__).with_name("rules.toml")
DRAW_BRIDGE_RULES = Path(tricktaker_drawbridge.__file__).with_name("rules.toml")


def test_extra_cards_by_group_with_an_overtrumping_ladder_are_refused(tmp_path: Path) -> None:
    """Extra cards by group have their own following rules; must_trump / must_overtrump are
    not defined with them, so the file is refused rather than one rule being dropped."""
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
    assert "extras = 'group' cannot be combined with must_trump and must_overtrump" in message


def test_an_announcement_in_a_drawing_phase_is_played(tmp_path: Path) -> None:
    """An announcement and draws after each trick in one phase: both parts are kept."""
    text = DRAW_BRIDGE_RULES.read_text(encoding="utf-8").replace(
        "draw_after_trick = true\n",
        "draw_after_trick = true\n"
        'announce = { name = "pair", ranks = ["K", "Q"], trumps_only = false, points = 20 }\n',
        1,
    )
    path = tmp_path / "rules.toml"
    path.write_text(text, encoding="utf-8")
    spec = GameSpec(id="draw-bridge", rules=path)
    game = isolated_registry(games_plugin("drawing_pairs", spec)).game("draw-bridge")
    announced = 0
    for seed in range(30):
        session = game.new_session(seed=seed)
        phase = session.phase
        assert isinstance(phase, TrickPlay) and phase.name == "draw_tricks"
        assert phase.announcing is not None
        assert {TrickDraws, Announcements} <= set(phase.kept_parts())
        here = 0
        while session.phase.name == "draw_tricks":
            legal = session.legal_actions()
            saying = [a for a in legal if getattr(a, "announce", "") == "pair"]
            session.apply(saying[0] if saying else legal[0])
            here += bool(saying)
        assert sum(Announcements.of(session.state).announced) == here
        assert len(session.state.hands[0]) == 13  # the draws went on: hands of 13 for the auction
        announced += here
    assert announced > 0


def test_each_trick_phase_reads_its_own_trumps() -> None:
    """The drawing tricks are played at no trump whatever [play] says; the contract's trumps
    come with the auction."""
    session = load_game("draw-bridge").new_session(seed=5)
    assert session.phase.name == "draw_tricks"
    assert session.rules.trick_spec("draw_tricks").trumps == "none"
    assert session.rules.play.trumps == "contract"
    assert session.state.trump == NO_TRUMP
