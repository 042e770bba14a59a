"""Every input is bounded (tricktaker.limits): files, nesting, numbers, answers, seeds, budgets,
and bots-only games (a deal limit). Each limit is a clear error naming the file or field."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tricktaker import load_game
from tricktaker.bots import make_bot
from tricktaker.errors import NotationError, RecordError, RulesError, TrickTakerError
from tricktaker.limits import (
    MAX_BOT_DEALS,
    MAX_DEPTH,
    MAX_FILE_BYTES,
    MAX_SEARCH,
    MAX_SEED,
    check_data,
    read_regular_file,
)
from tricktaker.records import load, parse_record
from tricktaker.rules import read_toml
from tricktaker.simulate import SimulationSpec, play_one, run, summarize


def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "x.toml"
    os.mkfifo(fifo)
    with pytest.raises(RulesError, match="not a regular file"):
        read_toml(fifo)
    with pytest.raises(RecordError, match="not a regular file"):
        load(fifo)


def test_a_directory_is_refused(tmp_path: Path) -> None:
    with pytest.raises(TrickTakerError, match="cannot read"):
        read_regular_file(tmp_path)


def test_a_file_too_large_is_refused(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    with big.open("wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)
    with pytest.raises(RecordError, match="too large"):
        load(big)


def test_a_record_nested_1000_deep(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 1000 + "]" * 1000)
    with pytest.raises(RecordError, match=f"nested too deeply \\(at most {MAX_DEPTH} levels\\)"):
        load(path)
    path.write_text(json.dumps({"game": "oh-hell", "seed": 1, "options": _nested(40)}))
    with pytest.raises(RecordError, match=r"options\.a\.a.*nested too deeply"):
        load(path)


def _nested(depth: int) -> dict:
    data: dict = {}
    for _ in range(depth):
        data = {"a": data}
    return data


def test_a_record_with_a_5000_digit_number(tmp_path: Path) -> None:
    path = tmp_path / "long.json"
    path.write_text('{"game": "oh-hell", "seed": ' + "9" * 5000 + "}")
    with pytest.raises(RecordError, match="number is too long"):
        load(path)
    with pytest.raises(RecordError, match="seed: number too long"):
        parse_record({"game": "oh-hell", "seed": 10**40})


def test_a_rules_file_nested_deeply_or_with_a_long_number(tmp_path: Path) -> None:
    path = tmp_path / "deep.toml"
    path.write_text("a = " + "[" * 1000 + "]" * 1000 + "\n")
    with pytest.raises(RulesError, match="nested too deeply"):
        read_toml(path)
    path.write_text("a = " + "9" * 5000 + "\n")
    with pytest.raises(RulesError, match="number is too long"):
        read_toml(path)
    path.write_text("[game]\nid = 'x'\n[options.players]\ndefault = " + "9" * 40 + "\n")
    with pytest.raises(RulesError, match=r"options\.players\.default: number too long"):
        read_toml(path)


def test_check_data_names_the_field() -> None:
    with pytest.raises(TrickTakerError, match=r"src: x\.1: number too long"):
        check_data({"x": [1, 10**31]}, "src")
    check_data({"x": [1, 10**29, "9" * 100]}, "src")


def test_a_long_typed_answer_is_a_notation_error() -> None:
    session = load_game("oh-hell").new_session(seed=1)
    with pytest.raises(NotationError, match="the answer: too long"):
        session.parse_action("9" * 5000)


@pytest.mark.parametrize("seed", [-5, -1, MAX_SEED + 1, True])
def test_a_seed_out_of_range_is_refused(seed: int) -> None:
    with pytest.raises(TrickTakerError, match=f"seed: .* a seed is a whole number 0..{MAX_SEED}"):
        load_game("oh-hell").new_session(seed=seed)


def test_a_record_with_a_negative_seed_is_refused() -> None:
    with pytest.raises(RecordError, match="seed"):
        parse_record({"game": "oh-hell", "seed": -5})


@pytest.mark.parametrize("kind", [f"search:{MAX_SEARCH + 1}", "search:" + "9" * 5000, "search:0"])
def test_search_budget_has_a_maximum(kind: str) -> None:
    with pytest.raises(TrickTakerError, match=f"iterations 1..{MAX_SEARCH}"):
        make_bot(kind, 1)
    assert make_bot(f"search:{MAX_SEARCH}", 1)


def test_random_draw_bridge_games_end() -> None:
    """Random bots in Draw Bridge seldom make a contract: a game stops after MAX_BOT_DEALS."""
    spec = SimulationSpec("draw-bridge", ("random", "random"), games=40, seed=0)
    lines = list(run(spec))
    assert all(line["hands"] <= MAX_BOT_DEALS for line in lines)
    cut = [line for line in lines if "cut_short" in line]
    assert cut, "expected some random games to reach the deal limit"
    assert all(line["winners"] == [] for line in cut)
    assert summarize(lines)["cut_short"] == len(cut)
    assert "cut_short" not in play_one(SimulationSpec("oh-hell", ("basic",) * 4, 1), 0)


# -- validation names the card -----------------------------------------------------------------


def _oh_hell_rules() -> dict:
    import tomllib

    import tricktaker_ohhell

    return tomllib.loads(Path(tricktaker_ohhell.__file__).with_name("rules.toml").read_text())


@pytest.mark.parametrize(
    ("extra", "problem"),
    [
        ({"name": "AS", "title": "Joker"}, "extras.0.name: 'AS' is how the A of spades is written"),
        ({"name": "JK", "title": "a♠"}, "extras.0.title: 'a♠' is how the A of spades is written"),
        ({"name": "JK", "title": "TH"}, "extras.0.title: 'TH' is how the 10 of hearts is written"),
    ],
)
def test_an_extra_card_written_like_a_real_card_is_refused(extra: dict, problem: str) -> None:
    """Its records could never be replayed (the text reads as the real card)."""
    from tricktaker.rules import validate_rules

    data = _oh_hell_rules()
    data["deck"]["extras"] = [extra]
    with pytest.raises(RulesError, match="deck") as caught:
        validate_rules(data, "x.toml")
    assert problem in str(caught.value)


def test_an_extra_card_written_like_another_is_refused() -> None:
    from tricktaker.rules import validate_rules

    data = _oh_hell_rules()
    data["deck"]["extras"] = [{"name": "BJ", "title": "Joker"}, {"name": "LJ", "title": "bj"}]
    with pytest.raises(RulesError, match=r"extras\.1\.title: 'bj' is how the extra card BJ"):
        validate_rules(data, "x.toml")


def test_duplicate_ranks_are_named() -> None:
    from tricktaker.rules import validate_rules

    data = _oh_hell_rules()
    data["deck"]["ranks"] = [*data["deck"]["ranks"], "Q"]
    with pytest.raises(RulesError, match="ranks must be distinct: Q given twice"):
        validate_rules(data, "x.toml")


def test_a_card_given_twice_in_a_deal_is_named() -> None:
    from tricktaker.engine.session import DealGiven

    hands = (("AS", "KS", "QS"), ("AS", "KH", "QH"), ("AD", "KD", "QD"), ("AC", "KC", "QC"))
    given = DealGiven(dealer=3, hands=hands, turned="2S", stock=())
    with pytest.raises(RulesError, match="deal 0: a card is given twice: AS"):
        load_game("oh-hell").new_session({"players": 4, "hand_sizes": "3"}, seed=1, deals=[given])


@pytest.mark.parametrize(
    ("options", "problem"),
    [
        ({"players": "9" * 5000}, "option 'players': '99999"),
        ({"players": "9" * 5000}, "is too long (at most 30 digits)"),
        ({"hand_sizes": [1] * 100_000}, "option 'hand_sizes': 100,000 numbers; at most 1,000"),
        ({"x" * 5000: 1}, "has no option 'xxxx"),
    ],
)
def test_long_option_values_are_refused_in_a_short_message(options: dict, problem: str) -> None:
    with pytest.raises(RulesError) as caught:
        load_game("oh-hell").new_session(options=options, seed=1)
    assert problem in str(caught.value)
    assert len(str(caught.value)) < 300
