"""tricktaker.testing: the helpers, the pytest plugin (fixtures, isolation, ini options) and the
conformance suite, which must catch games that break its rules."""

from __future__ import annotations

import random
from typing import Any

import pytest

import tricktaker
import tricktaker_klaberjass
import tricktaker_ohhell
from tricktaker import GameSpec, PluginError, TrickTakerError, UnknownGame
from tricktaker.engine.visibility import OWN, PUBLIC, Part, declare
from tricktaker.mechanics.tricks import TrickPlay
from tricktaker.testing import (
    act,
    assert_hand_scores,
    assert_legal,
    assert_totals,
    assert_trick_winner,
    game_under_test,
    isolated_registry,
    legal_texts,
    new_session,
    play_out,
)
from tricktaker.testing.conformance import (
    CHECKS,
    ConformanceError,
    Settings,
    check_cards,
    check_determinism,
    check_games,
    check_hidden,
    run,
)

ONE_HAND = {"players": 3, "hand_sizes": [2]}
HANDS = ["AS KS", "QS 2H", "3H 4H"]


def oh_hell() -> tricktaker.Game:
    return isolated_registry(tricktaker_ohhell).game("oh-hell")


def two_cards() -> tricktaker.Session:
    return new_session(oh_hell(), options=ONE_HAND, hands=HANDS, turned="5C", dealer=2)


# -- helpers -----------------------------------------------------------------------------------


def test_isolated_registry_holds_only_the_plugin_under_test() -> None:
    assert isolated_registry(tricktaker_ohhell).ids == ["oh-hell"]


def test_isolated_registry_adds_only_the_base_of_a_variant() -> None:
    variant = plugin_module("kj_variant", GameSpec(id="kj-variant", base="klaberjass"))
    registry = isolated_registry(variant)
    assert registry.ids == ["kj-variant", "klaberjass"]


def test_isolated_registry_of_a_variant_without_its_base() -> None:
    variant = plugin_module("lost_variant", GameSpec(id="lost", base="no-such-game"))
    with pytest.raises(UnknownGame, match="the base game 'no-such-game' is not installed"):
        isolated_registry(variant)


def test_isolated_registry_refuses_a_broken_plugin() -> None:
    broken = plugin_module("twice", GameSpec(id="oh-hell", rules=tricktaker_ohhell.RULES))
    with pytest.raises(TrickTakerError, match="the plugin under test is broken: twice: game id"):
        isolated_registry(tricktaker_ohhell, broken)


def test_game_under_test() -> None:
    registry = isolated_registry(tricktaker_ohhell, tricktaker_klaberjass)
    with pytest.raises(UnknownGame, match=r"register (oh-hell, klaberjass|klaberjass, oh-hell)"):
        game_under_test(registry, [tricktaker_ohhell, tricktaker_klaberjass])
    assert game_under_test(registry, [tricktaker_klaberjass]).id == "klaberjass"
    assert game_under_test(registry, [], "oh-hell").id == "oh-hell"


def test_explicit_deal_and_assertions() -> None:
    session = two_cards()
    assert session.state.hands[0] == [session.deck.parse(c) for c in HANDS[0].split()]
    act(session, "1", "0")
    assert_legal(session, "0 2")
    assert_legal(session, ["2", "0"])
    act(session, "0")
    assert sorted(legal_texts(session)) == ["AS", "KS"]
    assert_trick_winner(session, "AS QS 3H", winner=0)
    assert_trick_winner(session, "KS, 2H, 4H", winner=0)
    assert_hand_scores(session, [2, 10, 10])
    assert_totals(session, [2, 10, 10])


def test_failures_say_what_differs() -> None:
    session = two_cards()
    with pytest.raises(AssertionError) as err:
        assert_legal(session, "0 1")
    assert "missing: []" in str(err.value) and "unexpected: ['2']" in str(err.value)
    with pytest.raises(AssertionError, match=r"'7' by seat 0: .*\(legal: 0, 1, 2\)"):
        act(session, "7")
    act(session, "1", "0", "0")
    with pytest.raises(AssertionError, match=r"trick AS QS 3H led by seat 0: won by seat 0, not 1"):
        assert_trick_winner(session, "AS QS 3H", winner=1)
    with pytest.raises(AssertionError, match="no hand has been scored"):
        assert_hand_scores(session, [0, 0, 0])


def test_play_out_ends_the_game_or_the_hands_asked() -> None:
    session = oh_hell().new_session(seed=3, options={"hand_sizes": [2, 2, 2]})
    play_out(session, hands=1)
    assert len(session.state.hand_results) == 1 and not session.is_over
    play_out(session, bot="basic")
    assert session.is_over


# -- the pytest plugin, as a plugin author uses it -----------------------------------------------


PYPROJECT = """
[tool.pytest.ini_options]
tricktaker_plugins = [{plugins}]
{extra}
"""


def project(pytester: pytest.Pytester, plugins: str, extra: str = "", **tests: str) -> None:
    pytester.makefile(".toml", pyproject=PYPROJECT.format(plugins=plugins, extra=extra))
    pytester.makepyfile(**tests)


def test_fixtures_see_only_the_plugin_under_test(pytester: pytest.Pytester) -> None:
    project(
        pytester,
        '"tricktaker_klaberjass"',
        test_fixtures="""
            from tricktaker.testing import act, assert_legal

            def test_registry(tricktaker_registry):
                assert tricktaker_registry.ids == ["klaberjass"]

            def test_game(tricktaker_game):
                assert tricktaker_game.id == "klaberjass"

            def test_session(session):
                assert session.seed == 0 and session.game_id == "klaberjass"

            def test_make_session(make_session):
                s = make_session(seed=5)
                assert s.seed == 5
        """,
    )
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(passed=4)


def test_conformance_in_one_line(pytester: pytest.Pytester) -> None:
    project(
        pytester,
        '"tricktaker_ohhell"',
        test_conformance="""
            from tricktaker.testing import conformance_suite
            TestConformance = conformance_suite(games=1)
        """,
    )
    result = pytester.runpytest()
    result.assert_outcomes(passed=len(CHECKS))


def test_the_plugin_under_test_must_be_named(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_x="def test_x(tricktaker_game): pass")
    result = pytester.runpytest()
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(["*tricktaker: say which plugin is under test*"])


def test_several_games_need_tricktaker_game(pytester: pytest.Pytester) -> None:
    project(
        pytester,
        '"tricktaker_ohhell", "tricktaker_klaberjass"',
        'tricktaker_game = "klaberjass"',
        test_x="def test_x(tricktaker_game): assert tricktaker_game.id == 'klaberjass'",
    )
    pytester.runpytest().assert_outcomes(passed=1)


def test_module_attribute_plugins(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        my_variant="""
            import tricktaker
            from tricktaker import GameSpec

            class Plugin:
                @tricktaker.registry_hookimpl
                def tricktaker_register_games(self, register):
                    register(GameSpec(id="oh-my", base="oh-hell"))

            PLUGIN = Plugin()
        """
    )
    project(
        pytester,
        '"my_variant:PLUGIN"',
        test_x="""
            def test_x(tricktaker_registry, tricktaker_game):
                assert tricktaker_registry.ids == ["oh-hell", "oh-my"]
                assert tricktaker_game.id == "oh-my"
        """,
    )
    pytester.syspathinsert()
    pytester.runpytest().assert_outcomes(passed=1)


# -- the conformance suite catches broken games --------------------------------------------------


def plugin_module(name: str, *specs: GameSpec) -> Any:
    class Module:
        __name__ = name

        @tricktaker.registry_hookimpl
        def tricktaker_register_games(self, register: Any) -> None:
            for spec in specs:
                register(spec)

    return Module()


def variant(*hooks: Any) -> tricktaker.Game:
    plugin = plugin_module("bad_games", GameSpec(id="oh-bad", base="oh-hell", plugins=hooks))
    return isolated_registry(plugin).game("oh-bad")


class Peek(Part):
    """A mechanic that forgets nothing: it keeps, for each seat, the suits it holds. But it
    declares the field PUBLIC, where each seat's entry is its own business (OWN)."""

    __slots__ = ("suits_held",)
    key = "peek"
    seen = declare(suits_held=PUBLIC)

    def __init__(self, players: int) -> None:
        self.suits_held: list[list[int]] = [[] for _ in range(players)]


class PeekPlay(TrickPlay):
    parts = (Peek,)

    def _note(self, session: Any, state: Any) -> None:
        suit_of = session.deck.suit_of
        Peek.of(state).suits_held = [sorted({suit_of[c] for c in h}) for h in state.hands]

    def start(self, game: Any, state: Any) -> bool:
        self._note(game, state)
        return super().start(game, state)

    def apply(self, game: Any, state: Any, action: Any) -> bool:
        done = super().apply(game, state, action)
        self._note(game, state)
        return done


class OwnPeek(Peek):
    """The same mechanic, declared right."""

    __slots__ = ()
    seen = declare(suits_held=OWN)


class Leaky:
    def __init__(self, play: type[TrickPlay] = PeekPlay) -> None:
        self.play = play

    @tricktaker.hookimpl
    def phase_handler(self, name: str, game: Any) -> Any:
        return self.play() if name == "play" else None


class OwnPeekPlay(PeekPlay):
    parts = (OwnPeek,)


class Undeclared(Part):
    __slots__ = ("noted", "secret")
    key = "undeclared"
    seen = declare(noted=PUBLIC)  # "secret" was added without a declaration


class UndeclaredPlay(TrickPlay):
    parts = (Undeclared,)


class CardThief:
    @tricktaker.hookimpl(wrapper=True)
    def first_leader(self, state: Any) -> Any:
        hand = state.hands[0]
        if hand:
            hand.pop()
        return (yield)


class Unseeded:
    @tricktaker.hookimpl
    def first_leader(self, state: Any) -> int:
        return random.randrange(state.players)


class WrongScores:
    @tricktaker.hookimpl
    def score_hand(self) -> list[int]:
        return [1]


class PanelAfterAHand:
    """A panel that breaks once a hand is over (as a trial author's did on a variant)."""

    @tricktaker.hookimpl
    def table_panels(self, game: Any, view: Any, seat: int) -> list[Any]:
        if view["hand_results"]:
            return [().__getitem__(0)]
        return []


SMALL = Settings(games=2)


def test_a_field_declared_public_wrongly_fails_hidden() -> None:
    """The mechanic keeps exactly what it should; only its declaration is wrong, and the
    no-peeking check (which re-deals and replays, trusting no declaration) catches it."""
    with pytest.raises(ConformanceError, match=r"observation depends on cards .*suits_held"):
        check_hidden(variant(Leaky()), SMALL)


def test_the_same_field_declared_own_passes_hidden() -> None:
    check_hidden(variant(Leaky(OwnPeekPlay)), SMALL)
    session = variant(Leaky(OwnPeekPlay)).new_session(seed=1, options={"hand_sizes": [3]})
    obs = session.observation(0)
    assert obs["suits_held"] == Peek.of(session.state).suits_held[0]
    assert "suits_held_counts" not in obs  # not even how many suits the others hold


def test_a_state_field_without_a_declaration_fails_when_the_session_is_built() -> None:
    with pytest.raises(PluginError, match=r"state field 'secret' of Undeclared has no visibility"):
        variant(Leaky(UndeclaredPlay)).new_session(seed=1)


def test_a_vanishing_card_fails_cards() -> None:
    with pytest.raises(ConformanceError, match="cards lost"):
        check_cards(variant(CardThief()), SMALL)


def test_a_panel_that_fails_after_a_hand_fails_games() -> None:
    """issue 47: the games check draws every seat's panels at each change of phase, so a
    panel that breaks after the first hand is a finding, with the plugin's line."""
    with pytest.raises(ConformanceError, match=r"the table's panels for seat 0: .*IndexError"):
        check_games(variant(PanelAfterAHand()), SMALL)


def test_an_unseeded_plugin_fails_determinism() -> None:
    random.seed(1)
    with pytest.raises(ConformanceError, match=r"another game|differs"):
        check_determinism(variant(Unseeded()), Settings(games=4))


def test_run_reports_every_check_and_never_raises() -> None:
    findings = run(variant(WrongScores()), SMALL)
    assert [f.check for f in findings] == list(CHECKS)
    games = next(f for f in findings if f.check == "games")
    assert games.problem is not None
    assert "plugin oh-bad:WrongScores:0, hook score_hand: returned [1]" in games.problem
    rules = next(f for f in findings if f.check == "rules")
    assert rules.problem is None


def test_the_bundled_games_pass_quickly() -> None:
    for game_id in ("oh-hell", "klaberjass"):
        game = tricktaker.load_game(game_id)
        assert [f.problem for f in run(game, Settings(games=1))] == [None] * len(CHECKS)
