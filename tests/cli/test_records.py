"""Game records: written by ``play --record``, re-executed by ``replay``, and every way a record
can be wrong (each named by the index of the first bad action and why)."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from typing import Any

import pytest

from tricktaker import Bid, DealGiven, RecordError, Session, load_game
from tricktaker.records import (
    GameRecord,
    HandRecord,
    load,
    parse_record,
    record_of,
    replay,
    save,
)

GAME = load_game("oh-hell")
DECK = GAME.new_session(options={"players": 3}, seed=0).deck
KINDS = ["basic", "random", "basic"]
PLAY = ["play", "oh-hell", "--seats", ",".join(KINDS), "--seed", "5", "-o", "hand_sizes=3,2,1"]
RECORD_KEYS = {"format", "version", "game", "options", "seed", "seats", "actions"}


def totals(output: str) -> list[int]:
    rows = [line for line in output.splitlines() if line.strip("│┃ ").startswith("Total")]
    return [int(n) for n in re.findall(r"-?\d+", rows[-1])]


@pytest.fixture
def played(cli, tmp_path) -> tuple[Any, str]:
    """``play ... --record`` of a 3-player bot game with hands of 3, 2 and 1 cards."""
    path = tmp_path / "game.json"
    out = cli.ok(*PLAY, "--record", path).output
    return path, out


@pytest.fixture
def good(bots) -> dict[str, Any]:
    """The record of that game, built through the API, as JSON data."""
    session = bots(KINDS, 5, hand_sizes=[3, 2, 1])
    return record_of(session, KINDS).model_dump(mode="json")


# -- writing and replaying ---------------------------------------------------------------------


def test_play_writes_a_record(played, good):
    path, _ = played
    data = json.loads(path.read_text(encoding="utf-8"))
    assert set(data) >= RECORD_KEYS
    assert data["format"] == "tricktaker-record"
    assert data["version"] == 1
    assert data["game"] == "oh-hell"
    assert data["options"] == {
        "players": 3,
        "game_style": "long",
        "scoring_style": "positive",
        "hook": True,
        "hand_sizes": [3, 2, 1],
    }
    assert data["seed"] == 5
    assert data["seats"] == KINDS
    assert all(set(a) == {"seat", "action"} for a in data["actions"])
    assert data["actions"] == good["actions"]
    assert len(data["actions"]) == 3 * (1 + 3) + 3 * (1 + 2) + 3 * (1 + 1)


def test_replay_prints_the_result(cli, played):
    path, play_out = played
    out = cli.ok("replay", path).output
    assert "oh-hell: 27 actions replayed, all legal; game complete." in out
    assert re.search(r"^Winners?( \(a tie\))?: Player \d", out, re.M)  # from 1 (issue 46)
    assert totals(out) == totals(play_out)


def test_replay_json_matches_what_play_printed(cli, played, bots):
    path, play_out = played
    result = json.loads(cli.ok("replay", path, "--json").output)
    assert {"game", "complete", "hands", "scores", "winners"} <= set(result)
    assert result["game"] == "oh-hell"
    assert result["complete"] is True
    assert len(result["hands"]) == 3
    for hand, size in zip(result["hands"], [3, 2, 1], strict=True):
        assert {"bids", "tricks", "scores"} <= set(hand)
        assert len(hand["bids"]) == len(hand["tricks"]) == len(hand["scores"]) == 3
        assert sum(hand["tricks"]) == size
    assert [sum(h["scores"][s] for h in result["hands"]) for s in range(3)] == result["scores"]
    assert result["scores"] == totals(play_out)
    best = max(result["scores"])
    assert (
        f"wins with {best} points." in play_out or f"share the win with {best} points" in play_out
    )
    assert result["scores"] == bots(KINDS, 5, hand_sizes=[3, 2, 1]).scores


def test_api_round_trip(tmp_path, bots):
    session = bots(KINDS, 5, hand_sizes=[3, 2, 1])
    record = record_of(session, KINDS)
    path = tmp_path / "deep" / "er" / "game.json"
    save(record, path)
    loaded = load(path)
    assert loaded == record
    again = replay(loaded)
    assert again.result() == session.result()
    assert again.history == session.history
    assert not list(tmp_path.rglob("*.tmp"))  # the atomic write leaves nothing behind


def test_partial_record_replays_to_its_end(cli, good, write_json):
    partial = {**good, "actions": good["actions"][:7], "hands": []}
    path = write_json(partial)
    result = json.loads(cli.ok("replay", path, "--json").output)
    assert result["complete"] is False
    assert result["actions"] == 7
    text = " ".join(cli.ok("replay", path).output.split())
    assert "game incomplete (the record stops mid-game)" in text


def test_minimal_record_uses_the_defaults(cli, write_json):
    path = write_json({"game": "oh-hell", "seed": 1})
    result = json.loads(cli.ok("replay", path, "--json").output)
    assert result["complete"] is False
    assert result["options"]["players"] == 4


# -- bad records -------------------------------------------------------------------------------


def session_of(data: dict[str, Any]) -> Session:
    """A fresh session for ``data`` with no action applied."""
    return replay(parse_record({**data, "actions": []}))


def first_where(data: dict[str, Any], edit: Callable[[Session], str | None]) -> tuple[int, str]:
    """The first action index where ``edit`` gives a replacement text, and that text."""
    session = session_of(data)
    for index, entry in enumerate(data["actions"]):
        text = edit(session)
        if text is not None:
            return index, text
        session.apply(session.parse_action(entry["action"]))
    raise AssertionError("the record has no place for this edit")


def not_held(session: Session) -> str | None:
    if any(isinstance(a, Bid) for a in session.legal_actions()):
        return None
    hand = session.state.hands[session.current_seat]
    return DECK.format(next(c for c in DECK.cards if c not in hand))


def not_following(session: Session) -> str | None:
    state = session.state
    if not state.trick:
        return None
    led = DECK.suit_of[state.trick[0]]
    hand = state.hands[session.current_seat]
    other = [c for c in hand if DECK.suit_of[c] != led]
    return DECK.format(other[0]) if other and len(other) < len(hand) else None


def hooked(session: Session) -> str | None:
    legal = session.legal_actions()
    if session.current_seat != session.state.dealer or not isinstance(legal[0], Bid):
        return None
    forbidden = [n for n in range(session.state.hand_size + 1) if Bid(n) not in legal]
    return str(forbidden[0]) if forbidden else None


def first_play(session: Session) -> str | None:
    return None if isinstance(session.legal_actions()[0], Bid) else "ZZ"


def first_bid(session: Session) -> str | None:
    return "QS" if isinstance(session.legal_actions()[0], Bid) else None


def bid_too_high(session: Session) -> str | None:
    return "9" if isinstance(session.legal_actions()[0], Bid) else None


@pytest.mark.parametrize(
    ("edit", "why"),
    [
        (not_held, "you don't hold"),
        (not_following, "you must follow"),
        (hooked, "the dealer may not bid"),
        (first_play, "'ZZ' is not a card"),
        (first_bid, "'QS' is not a bid"),
        (bid_too_high, "a bid is a number of tricks from 0 to 3"),
    ],
)
def test_illegal_action_is_named_by_index_and_reason(cli, good, write_json, edit, why):
    index, text = first_where(good, edit)
    bad = copy.deepcopy(good)
    bad["actions"][index]["action"] = text
    out = cli.error("replay", write_json(bad)).output
    seat = bad["actions"][index]["seat"]
    assert f"action {index} ({text!r} by seat {seat}):" in out
    assert why in out
    with pytest.raises(RecordError) as caught:
        replay(parse_record(bad))
    assert caught.value.index == index
    assert caught.value.action == text


def test_hook_message_says_hook(cli, good, write_json):
    index, text = first_where(good, hooked)
    bad = copy.deepcopy(good)
    bad["actions"][index]["action"] = text
    assert "(the hook)" in cli.error("replay", write_json(bad), env={"COLUMNS": "200"}).output


def test_action_by_the_wrong_seat(cli, good, write_json):
    bad = copy.deepcopy(good)
    right = bad["actions"][4]["seat"]
    bad["actions"][4]["seat"] = (right + 1) % 3
    out = cli.error("replay", write_json(bad)).output
    assert f"action 4 ({bad['actions'][4]['action']!r} by seat {(right + 1) % 3}):" in out
    assert f"it is seat {right}'s turn, not seat {(right + 1) % 3}'s" in out


def test_action_after_the_game_is_over(cli, good, write_json):
    bad = copy.deepcopy(good)
    bad["actions"].append({"seat": 0, "action": "2C"})
    out = cli.error("replay", write_json(bad)).output
    assert f"action {len(good['actions'])} ('2C' by seat 0): the game is already over" in out


def test_not_json(cli, write_json):
    path = write_json("{ this is not json", name="broken.json")
    out = cli.error("replay", path).output
    assert "broken.json" in out
    assert "not a JSON game record" in out


def test_empty_file(cli, write_json):
    out = cli.error("replay", write_json("", name="empty.json")).output
    assert "not a JSON game record" in out


@pytest.mark.parametrize(
    ("change", "needles"),
    [
        (lambda d: d.pop("game"), ["not a valid game record", "game: Field required"]),
        (
            lambda d: d.update(format="pbn"),
            ["not a valid game record", "format", "tricktaker-record"],
        ),
        (lambda d: d.update(version=2), ["not a valid game record", "version"]),
        (lambda d: d.update(seed="soon"), ["not a valid game record", "seed"]),
        (lambda d: d.update(colour="red"), ["not a valid game record", "colour"]),
        (lambda d: d["actions"][2].pop("action"), ["actions.2.action: Field required"]),
        (lambda d: d["actions"][5].update(seat=-1), ["actions.5.seat"]),
    ],
)
def test_json_that_is_not_a_record(cli, good, write_json, change, needles):
    bad = copy.deepcopy(good)
    change(bad)
    out = cli.error("replay", write_json(bad)).output
    for needle in needles:
        assert needle in out


@pytest.mark.parametrize("data", [[1, 2], "a string", 3, None])
def test_json_of_the_wrong_shape(cli, write_json, data):
    out = cli.error("replay", write_json(json.dumps(data))).output
    assert "not a valid game record" in out


def test_action_index_of_a_malformed_action_entry(good):
    bad = copy.deepcopy(good)
    bad["actions"][6] = "QS"
    with pytest.raises(RecordError) as caught:
        parse_record(bad)
    assert caught.value.index == 6


def test_unknown_game(cli, good, write_json):
    out = cli.error("replay", write_json({**good, "game": "canasta"})).output
    assert "unknown game 'canasta'" in out
    assert "oh-hell" in out


@pytest.mark.parametrize(
    ("options", "needle"),
    [
        ({"hook": "maybe"}, "option 'hook'"),
        ({"trumps": "none"}, "no option 'trumps'"),
        ({"players": 9}, "option 'players'"),
    ],
)
def test_bad_options_in_a_record(cli, good, write_json, options, needle):
    out = cli.error(
        "replay", write_json({**good, "options": {**good["options"], **options}})
    ).output
    assert "the record cannot be set up" in out
    assert needle in out


def test_missing_file(cli, tmp_path):
    out = cli.error("replay", tmp_path / "nowhere.json").output
    assert "cannot read the record" in out


def test_directory_instead_of_a_file(cli, tmp_path):
    out = cli.error("replay", tmp_path).output
    assert "cannot read the record" in out


def test_seats_of_the_wrong_length(cli, good, write_json):
    """``seats`` names who played each seat; a list too short must not crash the score table."""
    out = cli.error("replay", write_json({**good, "seats": ["basic"]})).output
    assert "seats" in out


@pytest.mark.parametrize("name", ["[b]/game.json", "[/b].json"])
def test_file_name_with_brackets_in_an_error(cli, tmp_path, monkeypatch, name):
    """A path is the user's text: it is printed as given, not read as rich markup (``[b]``
    vanished from the message, ``[/b]`` crashed it)."""
    monkeypatch.chdir(tmp_path)
    path = tmp_path / name
    path.parent.mkdir(exist_ok=True)
    path.write_text("{", encoding="utf-8")
    out = cli.error("replay", name).output
    assert f"{name}: not a JSON game record" in out


# -- explicit deals ----------------------------------------------------------------------------


def pack(order: str = "") -> list[str]:
    """All 52 cards, ``order`` first, then the rest in deck order."""
    first = order.split()
    return first + [c for c in (DECK.format(x) for x in DECK.cards) if c not in first]


def deal_record(deals: list[dict[str, Any]], actions: list[Any] | None = None) -> dict[str, Any]:
    return {
        "game": "oh-hell",
        "options": {"players": 3, "hand_sizes": [2, 1]},
        "seed": 1,
        "deals": deals,
        "actions": actions or [],
    }


def cards(session: Session, seat: int) -> list[str]:
    return sorted(DECK.format(c) for c in session.state.hands[seat])


def test_explicit_pack_deals_from_the_dealers_left(cli, write_json):
    # dealer 1: seat 2 gets the first card, then seat 0, then seat 1; the 7th card is turned
    data = deal_record([{"dealer": 1, "pack": pack("AS KH QD JC 10S 9H 8D")}])
    session = replay(parse_record(data))
    assert session.state.dealer == 1
    assert cards(session, 2) == ["AS", "JC"]
    assert cards(session, 0) == ["10S", "KH"]
    assert cards(session, 1) == ["9H", "QD"]
    assert DECK.format(session.state.turned) == "8D"
    assert session.trump_text() == "♦ diamonds"
    assert session.current_seat == 2  # the dealer's left bids first
    result = json.loads(cli.ok("replay", write_json(data), "--json").output)
    assert result["complete"] is False


def test_explicit_hands_turned_and_stock(cli, write_json):
    hands = [["AS", "KS"], ["AH", "KH"], ["AD", "KD"]]
    data = deal_record([{"dealer": 0, "hands": hands, "turned": "2C", "stock": ["3C", "4C"]}])
    session = replay(parse_record(data))
    assert session.state.dealer == 0
    assert [cards(session, s) for s in range(3)] == [sorted(h) for h in hands]
    assert DECK.format(session.state.turned) == "2C"
    assert [DECK.format(c) for c in session.state.stock] == ["3C", "4C"]
    assert session.trump_text() == "♣ clubs"
    assert "0 actions replayed, all legal" in cli.ok("replay", write_json(data)).output


def test_record_of_a_game_with_explicit_deals_round_trips(cli, tmp_path, bots):
    deals = [
        DealGiven(dealer=2, pack=pack("2S 3S 4S 5S 6S 7S 8S")),
        DealGiven(dealer=0, hands=[["AH"], ["KH"], ["QH"]], turned="JH"),
    ]
    session = GAME.new_session(options={"players": 3, "hand_sizes": [2, 1]}, seed=4, deals=deals)
    while not session.is_over:
        session.apply(session.legal_actions()[-1])
    record = record_of(session, ["human", "basic", "basic"])
    path = tmp_path / "dealt.json"
    save(record, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["deals"][0]["dealer"] == 2
    assert data["deals"][0]["pack"][:7] == ["2S", "3S", "4S", "5S", "6S", "7S", "8S"]
    assert data["deals"][1]["hands"] == [["AH"], ["KH"], ["QH"]]
    assert data["deals"][1]["turned"] == "JH"
    result = json.loads(cli.ok("replay", path, "--json").output)
    assert result["complete"] is True
    assert result == session.result()
    assert GameRecord.model_validate(data) == record


@pytest.mark.parametrize(
    ("deal", "needle"),
    [
        (
            {"dealer": 0, "pack": pack("AS AS")[:52]},
            "deal 0: a card is given twice: AS",
        ),
        (
            {"dealer": 0, "pack": pack()[:51]},
            "deal 0: the pack must hold every card exactly once; missing: 2C",
        ),
        ({"dealer": 0}, "deal 0: the pack must hold every card exactly once"),
        (
            {"dealer": 0, "hands": [["AS", "KS"], ["AH", "KH"], ["AS", "KD"]], "turned": "2C"},
            "deal 0: a card is given twice",
        ),
        (
            {"dealer": 0, "hands": [["AS", "KS"], ["AH", "KH"], ["AD", "KD"]], "turned": "AS"},
            "deal 0: a card is given twice",
        ),
        ({"dealer": 0, "hands": [["AS", "KS"], ["AH", "KH"]]}, "deal 0: 2 hands for 3 seats"),
        (
            {"dealer": 0, "hands": [["AS"], ["AH", "KH"], ["AD", "KD"]]},
            "deal 0: every hand must hold 2 cards, not 1",
        ),
        ({"dealer": 3, "pack": pack()}, "deal 0: dealer 3 is not a seat"),
        ({"dealer": 0, "hands": [["AS", "XS"], ["AH", "KH"], ["AD", "KD"]]}, "'XS' is not a card"),
    ],
)
def test_bad_deal(cli, write_json, deal, needle):
    out = cli.error("replay", write_json(deal_record([deal])), env={"COLUMNS": "200"}).output
    assert "the record cannot be set up" in out
    assert needle in out


def test_negative_dealer_is_not_a_record(cli, write_json):
    out = cli.error("replay", write_json(deal_record([{"dealer": -1, "pack": pack()}]))).output
    assert "deals.0.dealer" in out


def test_bad_deal_of_a_later_hand_names_the_action_that_reaches_it(cli, write_json):
    """The second hand's deal is checked when that hand starts, i.e. by the last action of the
    first hand."""
    first = {"dealer": 0, "pack": pack()}
    session = GAME.new_session(
        options={"players": 3, "hand_sizes": [2, 1]}, seed=1, deals=[DealGiven(**first)]
    )
    actions = []
    while session.state.hand_no == 0:
        action = session.legal_actions()[0]
        actions.append({"seat": session.current_seat, "action": session.format_action(action)})
        session.apply(action)
    data = deal_record([first, {"dealer": 1, "pack": pack("AS AS")[:52]}], actions)
    out = cli.error("replay", write_json(data), env={"COLUMNS": "200"}).output
    last = len(actions) - 1
    assert f"action {last} " in out
    assert "deal 1: a card is given twice: AS" in out


# -- replay --json: the detail, and errors as JSON ---------------------------------------------


def test_replay_json_prints_every_hand_in_detail(cli, good, write_json):
    result = json.loads(cli.ok("replay", write_json(good), "--json").output)
    assert result["complete"] is True
    first = result["hands"][0]
    assert len(first["deal"]["hands"]) == len(KINDS) and len(first["play"]) == 3
    assert {"leader", "seats", "cards", "winner"} <= set(first["play"][0])
    assert first["bids"] and first["breakdown"]
    as_recorded = [HandRecord.model_validate(h).model_dump(mode="json") for h in result["hands"]]
    assert as_recorded == good["hands"]


def test_replay_json_prints_a_bad_record_as_json(cli, good, write_json):
    index, text = first_where(good, first_play)
    bad = copy.deepcopy(good)
    bad["actions"][index]["action"] = text
    run = cli.run("replay", write_json(bad), "--json")
    assert run.exit_code == 2
    error = json.loads(run.output)
    assert error["action"] == index and "'ZZ' is not a card" in error["error"]
    broken = json.loads(cli.run("replay", write_json("{not json"), "--json").output)
    assert "not a JSON game record" in broken["error"] and "action" not in broken


def test_replay_json_notes_hands_not_checked(cli, good, write_json):
    cut = {**good, "actions": good["actions"][:5]}
    result = json.loads(cli.ok("replay", write_json(cut), "--json").output)
    assert result["notes"] == [
        "the record describes 3 finished hands but its actions finish 0: the others are not checked"
    ]
