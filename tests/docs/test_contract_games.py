"""docs/contract-games.md and its example, docs/examples/three-handed-500.toml (issue 47: a new
plugin author writes further games of the Five Hundred family from the docs alone, as data).

The page's TOML blocks are verbatim parts of files the tests load and play (each block says
which, in an ``<!-- excerpt: PATH -->`` line); its Python blocks run in tests/docs/
test_examples.py. Here: the example passes the conformance suite, ``basic`` bots finish its
matches with a winner under every option value, ``tricktaker rules`` describes its cut pack,
and each rule the page explains plays as the page says (the auction's all-pass and final
passes, the options' patches of one special bid, the floor). The game is made up, so there is
no spec id to cite: the page is its spec.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tricktaker import Game, Registry
from tricktaker.cli.app import app
from tricktaker.testing import (
    act,
    assert_bots_play,
    assert_hand_scores,
    conformance_suite,
    legal_texts,
    new_session,
)

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "contract-games.md"
EXAMPLE = ROOT / "docs" / "examples" / "three-handed-500.toml"
BLOCK = re.compile(r"(?:<!-- excerpt: (\S+) -->\n)?```toml\n(.*?)```", re.DOTALL)

HANDS = [  # the page's deal: seat 0 deals, seat 1 speaks first; the kitty AS AC AD
    "JK KH QH JH 10H KC QC JC KD QD",
    "KS QS JS 10S 9S 10C 9C JD 10D 9D",
    "7S 8S 7C 8C 7D 8D 7H 8H 9H AH",
]


def three_handed() -> Game:
    return Registry(game_files=False).find(str(EXAMPLE))


TestThreeHandedConformance = conformance_suite(game=three_handed)


def test_every_toml_block_of_the_page_is_part_of_a_tested_file() -> None:
    """issue 47: no TOML block of the page is left unloaded: each is an excerpt, verbatim, of
    the example (played here) or of a bundled game's rules file (played by its own tests)."""
    blocks = BLOCK.findall(PAGE.read_text(encoding="utf-8"))
    assert len(blocks) >= 10
    for source, text in blocks:
        assert source, f"a TOML block without its <!-- excerpt: PATH --> line:\n{text}"
        assert source == "docs/examples/three-handed-500.toml" or source.startswith("plugins/")
        assert text in (ROOT / source).read_text(encoding="utf-8"), f"not in {source}:\n{text}"
        tomllib.loads(text)  # each block is valid TOML on its own


def test_the_page_is_linked_and_in_the_nav() -> None:
    for name in ("index.md", "plugins.md", "tutorial.md"):
        assert "contract-games.md" in (ROOT / "docs" / name).read_text(encoding="utf-8"), name
    assert "contract-games.md" in (ROOT / "mkdocs.yml").read_text(encoding="utf-8")


def test_the_example_is_data_only() -> None:
    """A whole rules file (no base game), no plugin: its mechanics are the core's."""
    data = tomllib.loads(EXAMPLE.read_text(encoding="utf-8"))
    assert "base" not in data
    assert data["mechanics"]["auction"]["kind"] == "ladder"
    assert data["mechanics"]["kitty"]["kind"] == "widow"
    assert not three_handed().spec.plugins


def test_rules_describes_the_cut_pack() -> None:
    result = CliRunner().invoke(app, ["rules", str(EXAMPLE)])
    assert result.exit_code == 0, result.output
    assert "Pack: 33 cards (without 6S 5S 4S 3S 2S" in " ".join(result.output.split())


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"inkle": True},
        {"last_must_bid": True},
        {"bowers": False},
        {"open_misere": "before_the_lead"},
        {"open_misere": "none"},
        {"start_scores": [0, 250, -250]},
        {"target_score": 300},
    ],
    ids=repr,
)
def test_basic_bots_finish_every_match_with_a_winner(options: dict[str, object]) -> None:
    """issue 47: the basic bot bids in the ladder (Phase.bid_meaning): whole matches end."""
    for seed in range(3):
        session = three_handed().new_session(options=options, seed=seed)
        assert_bots_play(session, ["basic"] * 3, seed=seed)
        assert session.is_over and session.winners


def test_a_pass_is_final_and_three_passes_throw_the_hand_in() -> None:
    session = new_session(three_handed(), dealer=0, hands=HANDS, stock="AS AC AD")
    act(session, "pass", "7S", "pass")  # seat 1 passed for good, seat 0 passes: seat 2 alone
    contract = session.state.contract
    assert session.phase.name == "kitty" and contract is not None and contract.declarer == 2
    thrown = new_session(three_handed(), dealer=0, hands=HANDS, stock="AS AC AD")
    act(thrown, "pass", "pass", "pass")
    assert thrown.state.deal_no == 1 and thrown.state.dealer == 1  # the next player deals
    assert thrown.scores == [0, 0, 0]


def test_last_must_bid_takes_pass_from_the_third_speaker() -> None:
    session = new_session(
        three_handed(), options={"last_must_bid": True}, dealer=0, hands=HANDS, stock="AS AC AD"
    )
    act(session, "pass", "pass")
    assert "pass" not in legal_texts(session) and legal_texts(session)[0] == "6S"


def test_an_option_patches_one_special_bid_and_keeps_its_other_keys() -> None:
    game = three_handed()
    before = new_session(
        game, options={"open_misere": "before_the_lead"}, dealer=0, hands=HANDS, stock="AS AC AD"
    )
    act(before, "pass", "OMIS", "pass", "AS, AC, AD")
    contract = before.state.contract
    assert contract is not None and contract.exposed_after == 0 and contract.value == 500
    assert before.observation(0)["exposed_hand_seat"] == 2  # before the opening lead
    specials = before.rules.mechanics["auction"]["specials"]
    assert specials["OMIS"]["above"] == "10D" and specials["MIS"]["only_over_tricks"] == 7


def test_the_floor_loses_and_the_others_share_the_win() -> None:
    """lose_at = "minus_target": a misère lost from -300 ends at -550; the two others, level
    at 0, share the win."""
    session = new_session(
        three_handed(),
        options={"start_scores": [0, 0, -300]},
        dealer=0,
        hands=HANDS,
        stock="AS AC AD",
    )
    act(session, "7S", "MIS", "pass", "pass", "AS, AC, AD", "7S, JK, 9S")
    act(session, "KH, 9C, 9H", "QH, 10C, 8H", "JH, 9D, 7H", "10H, 10D, AH")
    assert_hand_scores(session, [0, 0, -250])
    assert session.is_over and session.scores == [0, 0, -550]
    assert session.winners == [0, 1]
