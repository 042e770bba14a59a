"""The hook boundary: a plugin's hook that raises or answers wrongly is a PluginError naming the
plugin and the hook, at once; engine errors a plugin raises on purpose pass through."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

import pytest

import tricktaker
from tricktaker import Bid, IllegalAction, PluginError, TrickRule
from tricktaker.bots import RandomBot
from tricktaker.engine.boundary import CHECKS
from tricktaker.engine.hookspecs import RuleSpecs
from tricktaker.engine.legality import Rule


def play_out(session: tricktaker.Session, limit: int = 5000) -> None:
    bot = RandomBot(3)
    for _ in range(limit):
        if session.is_over:
            return
        session.apply(bot.choose(session, session.current_seat))


def test_every_rule_hook_has_a_result_check() -> None:
    hooks = {name for name in vars(RuleSpecs) if not name.startswith("_")}
    assert set(CHECKS) == hooks


class RaisingScore:
    @tricktaker.hookimpl
    def score_hand(self, game: Any, state: Any) -> list[int]:
        raise KeyError("tricks")


class WrongScore:
    @tricktaker.hookimpl
    def score_hand(self, game: Any, state: Any) -> list[int]:
        return [1, 2]  # four players


class StringLeader:
    @tricktaker.hookimpl
    def first_leader(self, state: Any) -> Any:  # a subset of the arguments is allowed
        return "0"


class OutOfRangeDealer:
    @tricktaker.hookimpl
    def first_dealer(self) -> int:
        return 9


class BadPanels:
    @tricktaker.hookimpl
    def table_panels(self, game: Any, view: Any, seat: int) -> Any:
        return [("label only",)]


class PanelOfAStranger:
    @tricktaker.hookimpl
    def table_panels(self, game: Any, view: Any, seat: int) -> Any:
        return [tricktaker.Panel("Who", (tricktaker.PanelRow(seat=4),))]  # four players: 0..3


class DeliberateIllegal:
    @tricktaker.hookimpl
    def bidding_rules(self, game: Any) -> list[Rule[int]]:
        def refuse(state: Any, seat: int, bids: list[int]) -> list[int]:
            raise IllegalAction("no bidding in this variant")

        return [Rule("refuse", refuse, lambda *_: "never")]


def test_a_hook_that_raises_names_plugin_and_hook(oh_hell: tricktaker.Game) -> None:
    session = oh_hell.new_session(seed=1, plugins=[RaisingScore()])
    with pytest.raises(PluginError) as err:
        play_out(session)
    assert str(err.value) == (
        "plugin extra:RaisingScore:0, hook score_hand: raised KeyError: 'tricks' "
        "(at core/test_boundary.py:35 in score_hand)"  # the line, for the author (issue 47)
    )
    assert isinstance(err.value.__cause__, KeyError)  # the plugin author keeps the traceback


def test_a_wrong_result_names_plugin_hook_value_and_expectation(oh_hell: tricktaker.Game) -> None:
    session = oh_hell.new_session(seed=1, plugins=[WrongScore()])
    with pytest.raises(PluginError) as err:
        play_out(session)
    assert str(err.value) == (
        "plugin extra:WrongScore:0, hook score_hand: returned [1, 2]; "
        "expected a list of 4 ints, one per seat"
    )


def test_a_string_seat_is_refused(oh_hell: tricktaker.Game) -> None:
    session = oh_hell.new_session(seed=1, plugins=[StringLeader()])
    with pytest.raises(PluginError, match=r"hook first_leader: returned '0'; expected a seat"):
        play_out(session)


def test_a_seat_out_of_range_is_refused_when_the_session_starts(
    oh_hell: tricktaker.Game,
) -> None:
    with pytest.raises(PluginError, match=r"first_dealer: returned 9; expected a seat number 0..3"):
        oh_hell.new_session(seed=1, plugins=[OutOfRangeDealer()])


def test_broadcast_hook_results_are_checked(oh_hell: tricktaker.Game) -> None:
    """Issue 46: a game's panels are checked like any answer (``table_panels`` replaced
    ``display_lines``): a Panel of PanelRows, naming only the game's seats."""
    session = oh_hell.new_session(seed=1, plugins=[BadPanels()])
    with pytest.raises(PluginError, match=r"table_panels: returned \[\('label only',\)\]"):
        session.hook.table_panels(game=session.game, view=session.observation_view(0), seat=0)
    session = oh_hell.new_session(seed=1, plugins=[PanelOfAStranger()])
    with pytest.raises(PluginError, match=r"table_panels: .*a seat of the game or None"):
        session.hook.table_panels(game=session.game, view=session.observation_view(0), seat=0)


def test_engine_errors_raised_on_purpose_pass_through(oh_hell: tricktaker.Game) -> None:
    session = oh_hell.new_session(seed=1, plugins=[DeliberateIllegal()])
    with pytest.raises(IllegalAction, match="no bidding in this variant"):
        session.legal_actions()


def test_a_plugin_answering_none_leaves_the_default(oh_hell: tricktaker.Game) -> None:
    class Abstains:
        @tricktaker.hookimpl
        def score_hand(self) -> None:
            return None

    plain = oh_hell.new_session(seed=4)
    with_plugin = oh_hell.new_session(seed=4, plugins=[Abstains()])
    play_out(plain)
    play_out(with_plugin)
    assert plain.scores == with_plugin.scores


# -- trick rules: the functions a plugin's pieces give are guarded too (issue 45) -------------


def _nowhere(state: Any, seat: int, cards: list[int]) -> list[int]:
    return [999]


def _why(state: Any, seat: int, card: int) -> str:
    return "never"


class AnyCardFromNowhere:
    @tricktaker.hookimpl
    def trick_rules(self, game: Any, phase: str) -> Any:
        return [TrickRule("from_nowhere", order=45, rule=Rule("from_nowhere", _nowhere, _why))]


class WinnerOutOfTrick:
    @tricktaker.hookimpl
    def trick_rules(self, game: Any, phase: str) -> Any:
        winner = lambda setup: lambda state: len(state.trick)  # noqa: E731
        return [TrickRule("trick_winner", winner=winner, replaces=True)]


class NotAFunction:
    @tricktaker.hookimpl
    def trick_rules(self, game: Any, phase: str) -> Any:
        not_a_function: Any = lambda setup: 0  # noqa: E731
        return [TrickRule("trick_winner", winner=not_a_function, replaces=True)]


class NotAList:
    @tricktaker.hookimpl
    def trick_rules(self, game: Any, phase: str) -> Any:
        return TrickRule("trick_winner", remove=True)


def test_a_trick_rule_must_keep_cards_it_was_given(oh_hell: tricktaker.Game) -> None:
    """Issue 45: a plugin's trick rule is guarded as the factories' functions were."""
    session = oh_hell.new_session(seed=1, plugins=[AnyCardFromNowhere()])
    with pytest.raises(PluginError) as err:
        play_out(session)
    assert "plugin extra:AnyCardFromNowhere:0, hook trick_rules (its rule 'from_nowhere')" in str(
        err.value
    )
    assert "returned [999]" in str(err.value)


def test_trick_winner_function_must_return_a_position(oh_hell: tricktaker.Game) -> None:
    session = oh_hell.new_session(seed=1, plugins=[WinnerOutOfTrick()])
    with pytest.raises(PluginError, match=r"returned 4; expected a position in the trick 0..3"):
        play_out(session)


def test_a_trick_winner_builder_must_give_a_function(oh_hell: tricktaker.Game) -> None:
    with pytest.raises(PluginError, match=r"returned 0; expected a function"):
        oh_hell.new_session(seed=1, plugins=[NotAFunction()])


def test_trick_rules_answer_a_list(oh_hell: tricktaker.Game) -> None:
    with pytest.raises(PluginError, match=r"hook trick_rules: returned .*; expected a list of "):
        oh_hell.new_session(seed=1, plugins=[NotAList()])


# -- wrappers go through pluggy; failures still name the plugin ------------------------------


class DoublingWrapper:
    @tricktaker.hookimpl(wrapper=True)
    def score_hand(self) -> Generator[None, list[int], list[int]]:
        scores = yield
        return [2 * s for s in scores]


class BrokenWrapper:
    @tricktaker.hookimpl(wrapper=True)
    def score_hand(self) -> Generator[None, list[int], list[int]]:
        scores = yield
        return [s / 0 for s in scores]  # type: ignore[misc]


class TextWrapper:
    @tricktaker.hookimpl(wrapper=True)
    def score_hand(self) -> Generator[None, list[int], Any]:
        yield
        return "ten"


def test_a_wrapper_works(oh_hell: tricktaker.Game) -> None:
    plain = oh_hell.new_session(seed=5)
    doubled = oh_hell.new_session(seed=5, plugins=[DoublingWrapper()])
    play_out(plain)
    play_out(doubled)
    assert doubled.scores == [2 * s for s in plain.scores]


def test_a_wrapper_that_raises_is_named(oh_hell: tricktaker.Game) -> None:
    session = oh_hell.new_session(seed=5, plugins=[BrokenWrapper()])
    with pytest.raises(PluginError, match=r"^plugin extra:BrokenWrapper:0, hook score_hand: rai"):
        play_out(session)


def test_a_wrapper_returning_the_wrong_type_is_named(oh_hell: tricktaker.Game) -> None:
    session = oh_hell.new_session(seed=5, plugins=[TextWrapper()])
    with pytest.raises(PluginError, match=r"^plugin extra:TextWrapper:0, hook score_hand: ret"):
        play_out(session)


# -- games of a plugin: the name is the game's and the plugin's ------------------------------


def test_registered_variant_failure_names_the_variant(registry: tricktaker.Registry) -> None:
    from tricktaker import GameSpec

    module = type(
        "Plugin",
        (),
        {
            "tricktaker_register_games": staticmethod(
                tricktaker.registry_hookimpl(
                    lambda register: register(
                        GameSpec(id="oh-raise", base="oh-hell", plugins=(RaisingScore(),))
                    )
                )
            )
        },
    )
    registry.add_plugin(module, "raising_games")
    session = registry.game("oh-raise").new_session(seed=1)
    with pytest.raises(PluginError, match=r"^plugin oh-raise:RaisingScore:0, hook score_hand"):
        play_out(session)


def rules_of(*rules: Rule[int]) -> Any:
    class Rules:
        @tricktaker.hookimpl
        def bidding_rules(self, game: Any) -> list[Rule[int]]:
            return [*tricktaker.defaults.bidding_rules(game), *rules]

    return Rules()


def keep(bids: list[int]) -> Any:
    return Rule("keep", lambda state, seat, given: bids, lambda *_: "not this one")


class NotRules:
    @tricktaker.hookimpl
    def bidding_rules(self) -> Any:
        return [lambda state, seat, bids: bids]


class NoRules:
    @tricktaker.hookimpl
    def bidding_rules(self) -> Any:
        return []


class HugeSource:
    @tricktaker.hookimpl
    def bidding_rules(self) -> Any:
        return [Rule("huge", lambda state, seat, bids: [64], lambda *_: "huge")]


@pytest.mark.parametrize(
    ("plugin", "error"),
    [
        (NotRules(), r"bidding_rules: returned .*; expected a non-empty list of .*Rule"),
        (NoRules(), r"bidding_rules: returned \[\]; expected a non-empty list of .*Rule"),
        (HugeSource(), r"bidding_rules \(its rule 'huge'\): returned \[64\]; expected a non-empty"),
        (rules_of(keep([])), r"\(its rule 'keep'\): returned \[\]; expected a non-empty list"),
        (rules_of(keep([0, 9])), r"\(its rule 'keep'\): returned \[0, 9\]; expected a part of"),
    ],
    ids=["not rules", "no rules", "source too high", "none left", "adds a bid"],
)
def test_bidding_rules_must_narrow_to_a_non_empty_list_of_small_ints(
    oh_hell: tricktaker.Game, plugin: Any, error: str
) -> None:
    with pytest.raises(PluginError, match=error):
        session = oh_hell.new_session(seed=1, options={"hand_sizes": [3]}, plugins=[plugin])
        session.legal_actions()


def test_rules_through_a_wrapper_are_guarded_too(oh_hell: tricktaker.Game) -> None:
    class AddsABid:
        @tricktaker.hookimpl(wrapper=True)
        def bidding_rules(self, game: Any) -> Generator[None, list[Rule[int]], list[Rule[int]]]:
            rules = yield
            return [*rules, keep([0, 9])]

    session = oh_hell.new_session(seed=1, options={"hand_sizes": [3]}, plugins=[AddsABid()])
    with pytest.raises(PluginError, match=r"\(its rule 'keep'\): returned \[0, 9\]"):
        session.legal_actions()


def test_a_bidding_rule_that_raises_or_says_nothing_names_the_rule(
    oh_hell: tricktaker.Game,
) -> None:
    def no_two(state: Any, seat: int, bids: list[int]) -> list[int]:
        return [b for b in bids if b != 2]

    def broken(state: Any, seat: int, bids: list[int]) -> list[int]:
        raise ZeroDivisionError("oops")

    silent = oh_hell.new_session(
        seed=1,
        options={"hand_sizes": [3]},
        plugins=[rules_of(Rule("no_two", no_two, lambda *_: ""))],
    )
    assert Bid(2) not in silent.legal_actions()
    with pytest.raises(PluginError, match=r"\(its rule 'no_two'\): explain: returned ''"):
        silent.apply(Bid(2))
    raising = oh_hell.new_session(
        seed=1, options={"hand_sizes": [3]}, plugins=[rules_of(Rule("broken", broken, str))]
    )
    with pytest.raises(PluginError, match=r"\(its rule 'broken'\): raised ZeroDivisionError"):
        raising.legal_actions()


def test_game_stats_from_a_plugin_are_checked(oh_hell: tricktaker.Game) -> None:
    from tricktaker.simulate import collect_stats

    class BadStats:
        @tricktaker.hookimpl
        def game_stats(self) -> dict[str, Any]:
            return {"x": "oops"}

    session = oh_hell.new_session(seed=1, plugins=[BadStats()])
    play_out(session)
    with pytest.raises(PluginError, match=r"game_stats: returned \{'x': 'oops'\}"):
        collect_stats(session)


def test_a_lone_plugin_implementation_gets_only_the_arguments_it_names(
    oh_hell: tricktaker.Game,
) -> None:
    """basic_bot_choice has no core default: a plugin's implementation taking only ``legal``
    is called with just that (it used to be called with every keyword)."""
    from tricktaker.bots import make_bot

    class LastChoice:
        @tricktaker.hookimpl
        def basic_bot_choice(self, legal: list[Any]) -> Any:
            return legal[-1]

    session = oh_hell.new_session(seed=1, plugins=[LastChoice()])
    assert make_bot("basic", 1).choose(session, session.current_seat) == session.legal_actions()[-1]
