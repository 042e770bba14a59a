"""Refusals a player reads (issue 47, a player trial of Five Hundred): the ladder's read as
English whatever a rules author calls its signals ("6S is a inkle: …", §4.6, F-18); a start
total at the target says why in a player's words, not only by a rules key (§9.2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ladder_game import PACK, RULES
from tricktaker import GameSpec, IllegalAction, TrickTakerError, load_game
from tricktaker.testing import act, games_plugin, isolated_registry, new_session


@pytest.mark.parametrize(("name", "said"), [("inkle", "an inkle"), ("hint", "a hint")])
def test_a_signal_out_of_turn_is_refused_with_its_article_F18(
    tmp_path: Path, name: str, said: str
) -> None:
    """Issue 47 (F-18): after the first two speakers' signals, a third seat's one-level call is
    refused as "an inkle" (a vowel) or "a hint"."""
    path = tmp_path / "rules.toml"
    path.write_text(RULES.replace('name = "hint"', f'name = "{name}"'), encoding="utf-8")
    registry = isolated_registry(games_plugin("ladder", GameSpec(id="ladder-test", rules=path)))
    s = new_session(registry.game("ladder-test"), pack=PACK, dealer=0, options={"signals": True})
    act(s, "1H, 1S")
    with pytest.raises(IllegalAction, match=f"1D is {said}: only the first 2 to speak may"):
        s.apply(s.parse_action("1D"))


def test_a_start_at_the_target_is_refused_in_words() -> None:
    """Issue 47 (§9.2): a start total at the target without bidding out is refused saying
    what it means (a side would start as the winner) and when it is allowed, the rules key
    last, for rules authors."""
    with pytest.raises(TrickTakerError) as refused:
        load_game("five-hundred").new_session(
            options={"start_scores": [500, 0], "must_bid_out": False}, seed=1
        )
    said = str(refused.value)
    assert "start: 500 is at or above the target 500: a side would start the game as its " in said
    assert "winner, unless only a made contract wins (contract_wins = 'only')" in said
    assert "allowed only with" not in said
