"""Loading rules files: every error names the file, the field and what is allowed."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

import tricktaker_ohhell
from tricktaker import RulesError
from tricktaker.rules import OptionSpec, check_option_value, load_rules, merge, validate_rules

OH_HELL_RULES = Path(tricktaker_ohhell.__file__).with_name("rules.toml")


def write(tmp_path: Path, text: str, name: str = "rules.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def broken(tmp_path: Path, text: str, old: str, new: str) -> str:
    """Load the Oh Hell rules with one field broken; return the RulesError message."""
    assert old in text, f"test set-up: {old!r} not in the rules file"
    path = write(tmp_path, text.replace(old, new, 1))
    with pytest.raises(RulesError) as err:
        load_rules(path)
    message = str(err.value)
    assert str(path) in message
    return message


# -- the real file ---------------------------------------------------------------------------


def test_oh_hell_rules_load() -> None:
    rules = load_rules(OH_HELL_RULES)
    assert rules.game.id == "oh-hell"
    assert rules.phases == ["deal", "bidding", "play", "score"]
    assert rules.options["players"].min == 3
    assert rules.options["players"].max == 7
    assert rules.schedule is not None
    assert rules.schedule.max_hand == {3: 10, 4: 10, 5: 10, 6: 8, 7: 7}
    assert rules.deck.rank_aliases == {"T": "10"}
    assert rules.scoring is not None
    assert rules.scoring.styles["negative"].lost.per_miss == -10


def test_a_copy_of_the_file_loads(tmp_path: Path, oh_hell_rules_text: str) -> None:
    assert load_rules(write(tmp_path, oh_hell_rules_text)) == load_rules(OH_HELL_RULES)


# -- one field broken at a time --------------------------------------------------------------


def test_unknown_field(tmp_path: Path, oh_hell_rules_text: str) -> None:
    message = broken(tmp_path, oh_hell_rules_text, "follow_suit = true", "follow_suits = true")
    assert "play.follow_suits" in message
    assert "Extra inputs are not permitted" in message


def test_unknown_table(tmp_path: Path, oh_hell_rules_text: str) -> None:
    message = broken(tmp_path, oh_hell_rules_text, "[match]", "[matches]")
    assert "matches" in message


def test_wrong_type(tmp_path: Path, oh_hell_rules_text: str) -> None:
    message = broken(tmp_path, oh_hell_rules_text, "min = 3\n", 'min = "three"\n')
    assert "options.players.min" in message
    assert "'three'" in message
    assert "integer" in message


def test_wrong_literal_lists_allowed_values(tmp_path: Path, oh_hell_rules_text: str) -> None:
    message = broken(tmp_path, oh_hell_rules_text, 'trumps = "turned"', 'trumps = "tuned"')
    assert "play.trumps" in message
    assert "'tuned'" in message
    assert "'turned'" in message and "'contract'" in message and "'none'" in message


def test_bad_choice_default(tmp_path: Path, oh_hell_rules_text: str) -> None:
    message = broken(tmp_path, oh_hell_rules_text, 'default = "long"', 'default = "longest"')
    assert "options.game_style" in message
    assert "'longest'" in message
    assert "long, long-inverted, short-up-down, short-up, short-down" in message


def test_bad_int_default_out_of_range(tmp_path: Path, oh_hell_rules_text: str) -> None:
    message = broken(tmp_path, oh_hell_rules_text, "default = 4\n", "default = 9\n")
    assert "options.players" in message
    assert "9 is not allowed" in message
    assert "3..7" in message


def test_missing_players_option(tmp_path: Path, oh_hell_rules_text: str) -> None:
    message = broken(tmp_path, oh_hell_rules_text, "[options.players]", "[options.seats]")
    assert "options.players" in message
    assert "'int' option with 'min' and 'max'" in message


def test_players_option_without_max(tmp_path: Path, oh_hell_rules_text: str) -> None:
    message = broken(tmp_path, oh_hell_rules_text, "max = 7\n", "")
    assert "options.players" in message


def test_bad_style_range(tmp_path: Path, oh_hell_rules_text: str) -> None:
    message = broken(
        tmp_path, oh_hell_rules_text, 'long = ["M..1", "2..M"]', 'long = ["M...1", "2..M"]'
    )
    assert "schedule" in message
    assert "style 'long'" in message
    assert "'M...1'" in message
    assert "'M..1'" in message  # what a range looks like


def test_invalid_toml(tmp_path: Path, oh_hell_rules_text: str) -> None:
    message = broken(tmp_path, oh_hell_rules_text, "[deal]", "[deal")
    assert "not valid TOML" in message
    assert "line" in message


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nowhere" / "rules.toml"
    with pytest.raises(RulesError) as err:
        load_rules(path)
    assert str(path) in str(err.value)
    assert "cannot read the rules file" in str(err.value)


def test_missing_required_field(tmp_path: Path, oh_hell_rules_text: str) -> None:
    message = broken(tmp_path, oh_hell_rules_text, 'name = "Oh Hell"\n', "")
    assert "game.name" in message
    assert "Field required" in message


def test_option_sets_a_field_that_does_not_exist(tmp_path: Path, oh_hell_rules_text: str) -> None:
    message = broken(
        tmp_path, oh_hell_rules_text, 'sets = "schedule.style"', 'sets = "schedule.styel"'
    )
    assert "schedule has no field 'styel'" in message
    # the option that refers to it, so the author knows which line to fix
    assert "options.game_style.sets" in message


def test_model_level_errors_do_not_dump_the_whole_file(
    tmp_path: Path, oh_hell_rules_text: str
) -> None:
    """A problem found by a whole-model check must not print the whole rules file as 'got'."""
    message = broken(tmp_path, oh_hell_rules_text, "[options.players]", "[options.seats]")
    assert "summary" not in message  # a key of [game], unrelated to the problem
    assert len(message) < 600, message


def test_several_problems_are_all_reported(tmp_path: Path, oh_hell_rules_text: str) -> None:
    text = oh_hell_rules_text.replace("follow_suit = true", "follow_suits = true").replace(
        "rotation = 1", 'rotation = "left"'
    )
    with pytest.raises(RulesError) as err:
        load_rules(write(tmp_path, text))
    message = str(err.value)
    assert "2 problems" in message
    assert "play.follow_suits" in message
    assert "deal.rotation" in message


def test_deck_with_duplicate_ranks(tmp_path: Path, oh_hell_rules_text: str) -> None:
    message = broken(tmp_path, oh_hell_rules_text, '"3", "2"]', '"3", "3"]')
    assert "deck" in message
    assert "ranks must be distinct" in message


def test_trump_ranks_must_be_the_ranks(tmp_path: Path, oh_hell_rules_text: str) -> None:
    message = broken(
        tmp_path,
        oh_hell_rules_text,
        'rank_aliases = { T = "10" }',
        'rank_aliases = { T = "10" }\ntrump_ranks = ["A", "K"]',
    )
    assert "trump_ranks must hold exactly the ranks" in message


def test_rank_alias_to_unknown_rank(tmp_path: Path, oh_hell_rules_text: str) -> None:
    message = broken(tmp_path, oh_hell_rules_text, 'T = "10"', 'T = "1O"')
    assert "rank alias 'T' points to unknown rank '1O'" in message


@pytest.mark.parametrize("batch", ["0", "-1"])
def test_deal_batches_must_be_positive(tmp_path: Path, oh_hell_rules_text: str, batch: str) -> None:
    """A batch of 0 (or less) cards would make dealing loop for ever; the file must be refused."""
    message = broken(tmp_path, oh_hell_rules_text, "batches = [1]", f"batches = [{batch}]")
    assert "deal.batches" in message


def test_validate_rules_names_the_source() -> None:
    with pytest.raises(RulesError) as err:
        validate_rules({"game": {"id": "Bad Id", "name": "x"}}, "<overlay of my-variant>")
    message = str(err.value)
    assert message.startswith("<overlay of my-variant>: invalid")
    assert "game.id" in message
    assert "'Bad Id'" in message


# -- option values ---------------------------------------------------------------------------


def option(**fields: object) -> OptionSpec:
    return OptionSpec(description="test option", **fields)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (True, True),
        (False, False),
        ("true", True),
        ("True", True),
        ("yes", True),
        ("on", True),
        ("1", True),
        (" false ", False),
        ("no", False),
        ("OFF", False),
        ("0", False),
    ],
)
def test_bool_option(value: object, expected: bool) -> None:
    assert check_option_value("hook", option(type="bool", default=True), value) is expected


@pytest.mark.parametrize("value", ["maybe", "", 1, 0, None, [True]])
def test_bool_option_rejects(value: object) -> None:
    with pytest.raises(ValueError) as err:
        check_option_value("hook", option(type="bool", default=True), value)
    assert "option 'hook'" in str(err.value)
    assert repr(value) in str(err.value)
    assert "use true or false" in str(err.value)


def test_choice_option() -> None:
    spec = option(type="choice", choices=["long", "short-up"], default="long")
    assert check_option_value("style", spec, "long") == "long"
    assert check_option_value("style", spec, " Short-Up ") == "short-up"
    for bad in ("longest", 3, None):
        with pytest.raises(ValueError) as err:
            check_option_value("style", spec, bad)
        assert "option 'style'" in str(err.value)
        assert repr(bad) in str(err.value)
        assert "choose one of: long, short-up" in str(err.value)


def test_choice_option_needs_choices() -> None:
    with pytest.raises(ValidationError, match="needs 'choices'"):
        option(type="choice", default="x")


def test_choices_are_lower_case() -> None:
    """A typed choice is matched in lower case, so a choice with capitals could never be
    chosen: the rules file is refused instead."""
    with pytest.raises(ValidationError, match="choices are written in lower case, not Long"):
        option(type="choice", choices=["Long", "short"], default="short")


def test_int_option() -> None:
    spec = option(type="int", min=3, max=7, default=4)
    assert check_option_value("players", spec, 5) == 5
    assert check_option_value("players", spec, "5") == 5
    assert check_option_value("players", spec, " 7 ") == 7
    with pytest.raises(ValueError, match=r"option 'players': 8 is not allowed; allowed: 3\.\.7"):
        check_option_value("players", spec, "8")
    with pytest.raises(ValueError, match=r"2 is not allowed; allowed: 3\.\.7"):
        check_option_value("players", spec, 2)
    for bad in ("five", True, 4.5, "4.5", None):
        with pytest.raises(ValueError, match="is not a whole number"):
            check_option_value("players", spec, bad)


def test_int_option_open_ended_range() -> None:
    spec = option(type="int", min=100, default=500)
    assert check_option_value("target", spec, "100000") == 100000
    with pytest.raises(ValueError, match=r"allowed: 100\.\.$"):
        check_option_value("target", spec, 99)


def test_int_list_option() -> None:
    spec = option(type="int_list", min=1, default=[])
    assert check_option_value("hand_sizes", spec, "5,5,5") == [5, 5, 5]
    assert check_option_value("hand_sizes", spec, " 5, 4 3 ") == [5, 4, 3]
    assert check_option_value("hand_sizes", spec, "13") == [13]
    assert check_option_value("hand_sizes", spec, "") == []
    assert check_option_value("hand_sizes", spec, [2, 1]) == [2, 1]
    with pytest.raises(ValueError, match=r"0 is not allowed; allowed: 1\.\."):
        check_option_value("hand_sizes", spec, "5,0")
    with pytest.raises(ValueError, match="'x' is not a whole number"):
        check_option_value("hand_sizes", spec, "5,x")
    with pytest.raises(ValueError, match="is not a list of whole numbers"):
        check_option_value("hand_sizes", spec, 5)


# -- overlays --------------------------------------------------------------------------------


def test_merge_tables_merge_and_values_replace() -> None:
    base = {"a": 1, "t": {"x": 1, "y": {"deep": 1, "keep": 2}}, "l": [1, 2], "m": {"k": 1}}
    overlay = {"t": {"y": {"deep": 9}, "z": 3}, "l": [7], "b": 2, "m": 5}
    assert merge(base, overlay) == {
        "a": 1,
        "t": {"x": 1, "y": {"deep": 9, "keep": 2}, "z": 3},
        "l": [7],  # lists are replaced, never concatenated
        "b": 2,
        "m": 5,  # a value replaces a table
    }


def test_merge_value_replaced_by_table() -> None:
    assert merge({"k": 1}, {"k": {"x": 1}}) == {"k": {"x": 1}}


def test_merge_leaves_its_inputs_alone() -> None:
    base = {"t": {"x": 1}, "l": [1]}
    overlay = {"t": {"x": 2}}
    merge(base, overlay)
    assert base == {"t": {"x": 1}, "l": [1]}
    assert overlay == {"t": {"x": 2}}


def test_load_rules_with_overlays_later_wins() -> None:
    rules = load_rules(
        OH_HELL_RULES,
        (
            {"options": {"players": {"default": 5}}, "play": {"must_trump": True}},
            {"options": {"players": {"default": 6}}},
        ),
    )
    assert rules.options["players"].default == 6
    assert rules.options["players"].max == 7  # untouched fields of the table survive
    assert rules.play.must_trump is True
    assert rules.play.follow_suit is True


def test_bad_overlay_is_reported_against_the_file() -> None:
    with pytest.raises(RulesError) as err:
        load_rules(OH_HELL_RULES, ({"options": {"players": {"default": 12}}},))
    assert str(OH_HELL_RULES) in str(err.value)
    assert "options.players" in str(err.value)
    assert "12 is not allowed" in str(err.value)
