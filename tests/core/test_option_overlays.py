"""Options are overlays of the rules: each value's ``patch`` is merged over the rules data (the
merge of variant files) and ``sets`` writes the value at one field, before the session's rules
are validated. The rules are compiled once per combination of values and shared by sessions;
a broken patch is refused when the rules file is loaded, naming the file, the option value and
the field; and any field of the rules can become an option without a change in the models.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import tricktaker_drawbridge
import tricktaker_ohhell
from tricktaker import Game, Registry, RulesError
from tricktaker.rules import load_rules
from tricktaker.testing import isolated_registry, play_out


def write(tmp_path: Path, text: str, name: str = "variant.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def variant(registry: Registry, tmp_path: Path, body: str, base: str = "oh-hell") -> Game:
    """A variant file of ``base`` holding ``body``, registered and its rules loaded."""
    head = f'base = "{base}"\n\n[game]\nid = "the-variant"\nname = "The variant"\n'
    head += 'summary = "A test variant."\n\n'
    game = registry.add_file(write(tmp_path, head + body))
    game.rules  # noqa: B018 - loads and checks the rules and every option value
    return game


def refused(registry: Registry, tmp_path: Path, body: str) -> str:
    """The error of a variant of Oh Hell holding ``body``; it names the file."""
    with pytest.raises(RulesError) as err:
        variant(registry, tmp_path, body)
    message = str(err.value)
    assert str(tmp_path / "variant.toml") in message
    return message


@pytest.fixture
def oh_hell_registry() -> Registry:
    return isolated_registry(tricktaker_ohhell)


@pytest.fixture
def draw_bridge() -> Game:
    return isolated_registry(tricktaker_drawbridge).game("draw-bridge")


# -- a patch changes the rules ---------------------------------------------------------------


def test_a_bool_patch_changes_the_rules(draw_bridge: Game) -> None:
    """``[options.penalties.patch.false]`` empties the penalty table: off (the default), a
    failed contract scores nothing; on, the table of the rules file applies."""
    assert len(draw_bridge.rules.scoring.penalties) == 13  # type: ignore[union-attr]
    off = draw_bridge.new_session(seed=1).rules.scoring
    on = draw_bridge.new_session({"penalties": True}, seed=1).rules.scoring
    assert off is not None and on is not None
    assert off.penalties == []
    assert on.penalties == draw_bridge.rules.scoring.penalties  # type: ignore[union-attr]
    assert on.penalties[0] == [50, 100, 200]


def test_a_bool_option_sets_a_field(draw_bridge: Game) -> None:
    plain = draw_bridge.new_session(seed=1).rules.tricks["draw_tricks"]
    chosen = {"open_top_card": "true", "follow_suit_phase1": True}
    changed = draw_bridge.new_session(chosen, seed=1).rules.tricks["draw_tricks"]
    assert (plain.open_top, plain.follow_suit) == (False, False)
    assert (changed.open_top, changed.follow_suit) == (True, True)
    assert changed.draw_after_trick  # the rest of the table is the rules file's


def test_a_choice_patch_changes_several_tables(oh_hell_registry: Registry, tmp_path: Path) -> None:
    game = variant(
        oh_hell_registry,
        tmp_path,
        """
[options.pace]
type = "choice"
choices = ["slow", "quick"]
default = "slow"
description = "Quick: two hands of two cards, and no hook."

[options.pace.patch.quick]
schedule = { style = "short-up" }
bidding = { hook = false }
""",
    )
    slow = game.new_session({"players": 3}, seed=2)
    quick = game.new_session({"players": 3, "pace": "quick"}, seed=2)
    assert slow.rules.bidding is not None and quick.rules.bidding is not None
    assert slow.rules.bidding.hook is True
    assert quick.rules.bidding.hook is False
    assert slow.schedule[:3] == [10, 9, 8]
    assert quick.schedule == list(range(1, 11))
    # the options are applied in the order declared: game_style (declared first) sets the
    # style, then the variant's pace patches it
    assert game.new_session({"pace": "quick", "game_style": "long"}).schedule[0] == 1


def test_a_patch_per_int_value(oh_hell_registry: Registry, tmp_path: Path) -> None:
    game = variant(
        oh_hell_registry,
        tmp_path,
        """
[options.players.patch.3]
schedule = { max_hand = { 3 = 17 } }
""",
    )
    assert game.new_session({"players": 3}, seed=0).schedule[:2] == [17, 16]
    assert game.new_session({"players": 4}, seed=0).schedule[:2] == [10, 9]


# -- sets -------------------------------------------------------------------------------------


def test_sets_an_int(draw_bridge: Game) -> None:
    assert draw_bridge.rules.options["target_score"].sets == "match.target"
    assert draw_bridge.new_session(seed=3).rules.match.target == 100
    assert draw_bridge.new_session({"target_score": "300"}, seed=3).rules.match.target == 300


def test_sets_a_list(oh_hell_registry: Registry) -> None:
    game = oh_hell_registry.game("oh-hell")
    session = game.new_session({"hand_sizes": "2,3"}, seed=3)
    assert session.rules.schedule is not None
    assert session.rules.schedule.fixed == [2, 3]
    assert session.schedule == [2, 3]
    assert game.new_session(seed=3).rules.schedule.fixed == []  # type: ignore[union-attr]


def test_sets_a_choice(oh_hell_registry: Registry) -> None:
    game = oh_hell_registry.game("oh-hell")
    rules = game.new_session({"scoring_style": "negative", "game_style": "short-up"}).rules
    assert rules.scoring.style == "negative"  # type: ignore[union-attr]
    assert rules.schedule is not None and rules.schedule.style == "short-up"


# -- compiled once per combination -----------------------------------------------------------


def test_sessions_with_the_same_options_share_the_rules(oh_hell_registry: Registry) -> None:
    game = oh_hell_registry.game("oh-hell")
    one = game.new_session({"hook": False, "hand_sizes": [3, 2]}, seed=1)
    two = game.new_session({"hook": "false", "hand_sizes": "3 2"}, seed=2)
    assert one.rules is two.rules
    assert game.rules_for(one.options) is one.rules
    # the players are read by the engine and change no rules: the same compiled rules
    assert game.new_session({"players": 5}).rules is game.new_session({"players": 3}).rules
    # a clone shares them too
    assert one.clone().rules is one.rules


def test_different_options_compile_different_rules(oh_hell_registry: Registry) -> None:
    game = oh_hell_registry.game("oh-hell")
    plain = game.new_session(seed=1).rules
    no_hook = game.new_session({"hook": False}, seed=1).rules
    assert plain is not no_hook
    assert plain.bidding is not None and no_hook.bidding is not None
    assert (plain.bidding.hook, no_hook.bidding.hook) == (True, False)
    assert plain.model_dump(exclude={"bidding"}) == no_hook.model_dump(exclude={"bidding"})
    # the rules as written stay on the game
    assert game.rules is not plain
    assert game.rules.options["hook"].sets == "bidding.hook"


def test_the_base_rules_are_kept_as_written(draw_bridge: Game) -> None:
    """``game.rules`` is the rules file as written (with its variants), before any option."""
    assert draw_bridge.rules.scoring.penalties  # type: ignore[union-attr]
    assert draw_bridge.new_session().rules.scoring.penalties == []  # type: ignore[union-attr]


# -- a broken patch is refused when the rules are loaded -------------------------------------


def test_a_bad_patch_names_the_file_the_option_value_and_the_field(
    oh_hell_registry: Registry, tmp_path: Path
) -> None:
    message = refused(
        oh_hell_registry,
        tmp_path,
        """
[options.hook.patch.false]
bidding = { hooks = false }
""",
    )
    assert "options.hook.patch.false" in message  # the option and value
    assert "bidding.hooks: Extra inputs are not permitted" in message  # the field, what is wrong


def test_a_patch_of_a_value_other_than_the_default_is_checked(
    oh_hell_registry: Registry, tmp_path: Path
) -> None:
    message = refused(
        oh_hell_registry,
        tmp_path,
        """
[options.game_style.patch.short-down]
deal = { batches = [3, 0] }
""",
    )
    assert "options.game_style.patch.short-down" in message
    assert "deal.batches.1: Input should be greater than 0" in message


def test_a_value_set_that_the_field_refuses(oh_hell_registry: Registry, tmp_path: Path) -> None:
    message = refused(
        oh_hell_registry,
        tmp_path,
        """
[options.game_style]
choices = ["long", "endless"]
""",
    )
    assert 'options.game_style.sets (game_style = "endless" at schedule.style)' in message
    assert "'endless' is not in styles" in message


def test_a_whole_rules_file_with_a_bad_patch(tmp_path: Path, oh_hell_rules_text: str) -> None:
    text = oh_hell_rules_text.replace(
        'sets = "bidding.hook"', '[options.hook.patch.true]\nbidding = { hook = "maybe" }', 1
    )
    path = write(tmp_path, text, "rules.toml")
    with pytest.raises(RulesError) as err:
        load_rules(path)
    message = str(err.value)
    assert str(path) in message
    assert "options.hook.patch.true: bidding.hook: Input should be a valid boolean" in message


@pytest.mark.parametrize(
    ("body", "needle"),
    [
        ("[options.hook.patch.yes]\nbidding = { hook = false }", "'yes' is not a value"),
        ("[options.players.patch.9]\ndeal = { batches = [2] }", "'9' is not a value"),
        ("[options.hook.patch.true]\noptions = { players = { default = 5 } }", "[options]"),
        ('[options.hook]\nsets = "options.players.default"', "may not change [options]"),
        ('[options.hook]\nsets = "bidding.hooked"', "bidding has no field 'hooked'"),
        ("[options.hand_sizes.patch.true]\ndeal = {}", "'int_list' option has no patch"),
    ],
)
def test_patches_and_paths_that_cannot_work(
    oh_hell_registry: Registry, tmp_path: Path, body: str, needle: str
) -> None:
    message = refused(oh_hell_registry, tmp_path, body)
    assert "options" in message
    assert needle in message


def test_a_combination_that_fails_names_the_options(
    oh_hell_registry: Registry, tmp_path: Path
) -> None:
    """Each value is checked with the other options at their defaults when the file is
    loaded; a combination of values is compiled when a session asks for it, and refused
    naming the options when the rules cannot honour it."""
    game = variant(
        oh_hell_registry,
        tmp_path,
        """
[options.trump]
type = "bool"
default = false
description = "A player void in the suit led must trump."

[options.trump.patch.true]
play = { must_trump = true }

[options.groups]
type = "bool"
default = false
description = "Extra cards play by rank group."

[options.groups.patch.true]
play = { extras = "group" }
""",
    )
    assert game.rules_for({**defaults(game), "trump": True}).play.must_trump
    assert game.rules_for({**defaults(game), "groups": True}).play.extras == "group"
    with pytest.raises(RulesError) as err:
        game.new_session({"trump": True, "groups": True})
    message = str(err.value)
    assert str(tmp_path / "variant.toml") in message
    assert "with the options trump=True, groups=True" in message
    assert "extras = 'group' cannot be combined with must_trump" in message


def defaults(game: Game) -> dict[str, object]:
    return {name: spec.default for name, spec in game.rules.options.items()}


# -- any field can become an option ----------------------------------------------------------


def test_any_field_can_become_an_option(tmp_path: Path) -> None:
    """A variant makes ``[deal] hand_size`` of Draw Bridge an option: no field of the models
    names it, and the sessions deal and play with the chosen size."""
    registry = isolated_registry(tricktaker_drawbridge)
    game = variant(
        registry,
        tmp_path,
        """
[options.hand_size]
type = "int"
min = 1
max = 13
default = 13
description = "Cards dealt to each player."
sets = "deal.hand_size"
""",
        base="draw-bridge",
    )
    for size in (13, 10, 4):
        session = game.new_session({"hand_size": size}, seed=5)
        assert session.rules.deal.hand_size == size
        assert [len(hand) for hand in session.state.hands] == [size, size]
        assert len(session.state.stock) == 52 - 2 * size
        play_out(session, hands=1)
        result = session.state.hand_results[0]
        assert sum(result["tricks"]) == size or result.get("thrown_in")


def test_the_documented_example(tmp_path: Path) -> None:
    """The variant file shown in docs/plugins.md ("Options are overlays of the rules") loads
    and does what the page says."""
    page = (Path(__file__).resolve().parents[2] / "docs" / "plugins.md").read_text("utf-8")
    section = page.split("## Options are overlays of the rules", 1)[1]
    text = section.split("```toml\n", 1)[1].split("```", 1)[0]
    registry = isolated_registry(tricktaker_drawbridge)
    game = registry.add_file(write(tmp_path, text))
    plain = game.new_session(seed=0)
    short = game.new_session({"hand_size": 7, "penalties": True}, seed=0)
    assert plain.rules.deal.hand_size == 13 and short.rules.deal.hand_size == 7
    assert [len(hand) for hand in short.state.hands] == [7, 7]
    assert plain.rules.scoring is not None and short.rules.scoring is not None
    assert (plain.rules.scoring.multiplier, plain.rules.scoring.penalties) == ([1, 2, 4], [])
    assert short.rules.scoring.multiplier == [1, 3, 6]
    assert short.rules.scoring.penalties[0] == [50, 100, 200]  # both patches of penalties
