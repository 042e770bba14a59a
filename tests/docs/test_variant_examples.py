"""The two example variants of docs/examples/ (the tutorial's code): a TOML-only one and a
one-hook one. Each passes the conformance suite and plays exactly the rule it changes."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from tricktaker import Game, Registry
from tricktaker.testing import (
    act,
    assert_hand_scores,
    conformance_suite,
    isolated_registry,
    rules_differences,
    stacked_pack,
)
from tricktaker.testing import new_session as session_of

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"


def load_module(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# -- Oh Hell: Twenty (TOML only) --------------------------------------------------------------


def twenty_registry() -> Registry:
    import tricktaker_ohhell

    registry = isolated_registry(tricktaker_ohhell)
    registry.add_file(EXAMPLES / "oh-hell-twenty.toml")
    return registry


def twenty() -> Game:
    return twenty_registry().game("oh-hell-twenty")


TestTwentyConformance = conformance_suite(game=twenty)


def test_twenty_changes_only_the_schedule_and_the_bonus() -> None:
    registry = twenty_registry()
    changed = rules_differences(registry.game("oh-hell-twenty"), registry.game("oh-hell"))
    assert changed == {
        "options.game_style.choices": [
            "ladder",
            "long",
            "long-inverted",
            "short-up-down",
            "short-up",
            "short-down",
        ],
        "options.game_style.default": "ladder",
        "options.game_style.description": (
            "Sequence of hand sizes: ladder 1..7..1 (this variant), or Oh Hell's own: long "
            "M..1..M, long-inverted 1..M..1, short-up-down 6..1..6, short-up 1..S, short-down S..1."
        ),
        "schedule.styles.ladder": ["1..7", "6..1"],
        "scoring.styles.positive.made.base": 20,
    }


def test_twenty_climbs_the_ladder() -> None:
    for players in (3, 4, 7):
        session = twenty().new_session(options={"players": players}, seed=1)
        assert session.schedule == [1, 2, 3, 4, 5, 6, 7, 6, 5, 4, 3, 2, 1]


def test_twenty_pays_twenty_for_a_made_bid() -> None:
    """A 2-card hand (custom schedule), dealer 2: seat 0 bids 2 and takes both tricks (20 + 2),
    seat 1 bids 1 and takes none (1 a trick: 0), seat 2 bids 0 and takes none (20)."""
    session = session_of(
        twenty(),
        options={"players": 3, "hand_sizes": [2]},
        hands=["AS KS", "2H 3H", "2D 3D"],
        turned="4C",
        dealer=2,
    )
    act(session, "2", "1", "0", "AS, 2H, 2D", "KS, 3H, 3D")
    assert_hand_scores(session, [22, 0, 20])
    plain = session_of(
        twenty_registry().game("oh-hell"),
        options={"players": 3, "hand_sizes": [2]},
        hands=["AS KS", "2H 3H", "2D 3D"],
        turned="4C",
        dealer=2,
    )
    act(plain, "2", "1", "0", "AS, 2H, 2D", "KS, 3H, 3D")
    assert_hand_scores(plain, [12, 0, 10])  # Oh Hell itself is unchanged


# -- Klaberjass, all sequences (one hook) ------------------------------------------------------

ALL_SEQUENCES = load_module(EXAMPLES / "klaberjass_all_sequences.py")

TestAllSequencesConformance = conformance_suite("klaberjass-all-sequences", ALL_SEQUENCES)


def klaberjass_pack(game: Game, nd: str, d: str, turned: str) -> list[str]:
    """A 32-card pack by K-13, top first: the non-dealer (seat 1) gets ``nd`` (6 + 3 cards),
    the dealer (seat 0) ``d``; ``turned`` is the 13th card; the rest follows."""
    a, b = nd.split(), d.split()
    top = [*a[0:3], *b[0:3], *a[3:6], *b[3:6], turned, *a[6:9], *b[6:9]]
    return stacked_pack(game.new_session(seed=0), top)


# Worked in tests/games/klaberjass/test_sequences.py: the dealer (seat 0) holds J-10-9♣; the
# non-dealer holds A-K-Q♠ (the best: the higher top card) and 10-9-8♦.
TWO_ND = "AS KS QS 10D 9D 8D AH 8C JH"
TWO_D = "JC 10C 9C 7S 9S KH QD 7D 10H"


def test_the_best_holder_scores_all_their_sequences_K6() -> None:
    registry = isolated_registry(ALL_SEQUENCES)
    for game_id, points in (("klaberjass", [0, 20]), ("klaberjass-all-sequences", [0, 40])):
        game = registry.game(game_id)
        pack = klaberjass_pack(game, TWO_ND, TWO_D, "KC")
        session = session_of(game, pack=pack, dealer=0, seed=1)
        act(session, "accept")
        if session.phase.name == "exchange_turned":
            act(session, "pass")
        assert session.phase.name == "play"
        assert session.state.parts["sequences"].sequence_points == points


def test_the_hook_plays_like_the_published_rules_option_deal_for_deal() -> None:
    """The one-hook variant and Klaberjass with ``sequence_scoring=all_of_best_holder`` are two
    independent implementations of K-6's published reading: whole random games agree."""
    from tricktaker.bots import RandomBot

    registry = isolated_registry(ALL_SEQUENCES)
    variant = registry.game("klaberjass-all-sequences")
    option = registry.game("klaberjass")
    for seed in range(12):
        a = variant.new_session(seed=seed)
        b = option.new_session(seed=seed, options={"sequence_scoring": "all_of_best_holder"})
        bot = RandomBot(seed)
        while not a.is_over:
            action = bot.choose(a, a.current_seat)
            a.apply(action)
            b.apply(action)
            assert (
                a.state.parts["sequences"].sequence_points
                == b.state.parts["sequences"].sequence_points
            )
        assert b.is_over and (a.scores, a.winners) == (b.scores, b.winners)


# -- the tutorial shows these files exactly ----------------------------------------------------


def test_the_tutorial_shows_the_tested_examples_verbatim() -> None:
    import re

    tutorial = (EXAMPLES.parent / "tutorial.md").read_text(encoding="utf-8")
    shown = re.findall(r"<!-- example: (\S+) -->\n```\w+\n(.*?)```", tutorial, re.DOTALL)
    assert [name for name, _ in shown] == [
        "docs/examples/oh-hell-twenty.toml",
        "docs/examples/klaberjass_all_sequences.py",
    ]
    for name, code in shown:
        assert code == (EXAMPLES.parents[1] / name).read_text(encoding="utf-8"), name
