"""The strength benchmark (benchmarks/strength.py): the per-hand figure, the pairing of the two
seatings, the intervals, and one hand of each table (the OpenSpiel table only with OpenSpiel
installed), so that the script cannot rot between the runs that measure with it."""

from __future__ import annotations

import importlib.util
import json
import math
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tricktaker.bots.search import SearchBot
from tricktaker.errors import TrickTakerError
from tricktaker.simulate import mean_interval, t_quantile_975


def outcome(deal: Any) -> tuple[object, ...]:
    """What a deal's play decided (its times vary from run to run)."""
    return tuple((s.figure, s.scores, s.decisions, s.bids) for s in (deal.one_a, deal.one_b))


def _load() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "strength.py"
    spec = importlib.util.spec_from_file_location("strength_benchmark", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # the worker processes find its functions by name
    spec.loader.exec_module(module)
    return module


strength = _load()


def test_t_quantiles() -> None:
    assert t_quantile_975(1) == 12.706
    assert t_quantile_975(4) == 2.776
    for df, exact in ((5, 2.571), (10, 2.228), (30, 2.042), (120, 1.980)):
        assert abs(t_quantile_975(df) - exact) < 1e-3
    assert abs(t_quantile_975(10**6) - 1.95996) < 1e-4
    with pytest.raises(ValueError):
        t_quantile_975(0)


def test_mean_interval() -> None:
    mean, low, high = mean_interval([1.0, 2.0, 3.0, 4.0, 5.0])
    half = 2.776 * math.sqrt(2.5) / math.sqrt(5)
    assert mean == 3.0
    assert (low, high) == pytest.approx((3.0 - half, 3.0 + half))
    assert mean_interval([2.0]) == (2.0, -math.inf, math.inf)
    assert math.isnan(mean_interval([])[0])


def test_the_figure_of_a_hand() -> None:
    figure = strength.hand_figure
    # every seat for itself: the hero's score minus the others' mean
    assert figure([12, 3, 0, 3], (0,), (), lowest=False) == 12 - 2
    assert figure([12, 3, 0, 3], (2,), (), lowest=False) == 0 - 6
    # lowest wins (Hearts): turned round, positive is still better
    assert figure([23, 1, 0, 2], (2,), (), lowest=True) == 26 / 3
    # partnerships: the hero side's score minus the other side's
    sides = ((0, 2), (1, 3))
    assert figure([50, 62, 50, 62], (1, 3), sides, lowest=False) == 12
    assert figure([-100, 100, -100, 100], (0, 2), sides, lowest=False) == -200


def test_the_hero_rotates() -> None:
    assert [strength.hero_of(i, 3, ()) for i in range(4)] == [(0,), (1,), (2,), (0,)]
    sides = ((0, 2), (1, 3))
    assert [strength.hero_of(i, 4, sides) for i in range(3)] == [(0, 2), (1, 3), (0, 2)]


def test_the_two_seatings_are_paired() -> None:
    Seating, Deal = strength.Seating, strength.Deal
    deals = [
        Deal(0, 1, Seating(4.0, [], {"a": 1.0, "b": 3.0}, {"a": 10, "b": 30}, {"a": [1, 1]},
                           {"a": [0, 0]}),
             Seating(-2.0, [], {"a": 3.0, "b": 1.0}, {"a": 30, "b": 10}, {"a": [2, 3]},
                     {"a": [1, 0]})),
        Deal(1, 2, Seating(0.0, [], {}, {}, {}), Seating(2.0, [], {}, {}, {})),
    ]  # fmt: skip
    assert [d.paired for d in deals] == [3.0, -1.0]
    summary = strength.summarize(deals)
    assert summary.hands == 2
    assert summary.paired == strength.Interval(*mean_interval([3.0, -1.0]))
    assert summary.one_a.mean == 2.0 and summary.one_b.mean == 0.0
    assert summary.ms == {"a": 100.0, "b": 100.0}
    assert summary.bids_made == {"a": 0.75, "b": None}
    assert summary.bids_missed == {"a": (0.25, 0.0), "b": None}
    text = strength.report("oh-hell", "search", "basic", summary, "native")
    assert "paired, search better than basic by +1.00" in text
    assert "no significant difference" in text
    assert "bids missed" not in text  # B's hands recorded no bids: nothing to compare
    b_bids = Seating(0.0, [], {}, {}, {"b": [1, 2]}, {"b": [0, 1]})  # one made, one under
    both = strength.summarize([deals[0], Deal(2, 3, b_bids, b_bids)])
    text = strength.report("oh-hell", "search", "basic", both, "native")
    assert "bids missed by taking more tricks: search 25.0%, basic 0.0%" in text
    assert "by taking fewer: search 0.0%, basic 50.0%" in text
    assert "by the bid" not in text  # these seatings name no seat's bid


def test_bids_made_are_split_by_the_bid() -> None:
    """Each seat's bid and tricks, by its role: which bids a kind makes less often."""
    Seating, Deal = strength.Seating, strength.Deal
    one_a = Seating(
        0.0, [], seat_bids=[0, 2, 2, 4], seat_tricks=[0, 3, 2, 3], seat_roles=["a", "b", "b", "b"]
    )
    one_b = Seating(
        0.0, [], seat_bids=[4, 0, 1, 0], seat_tricks=[4, 1, 1, 0], seat_roles=["b", "a", "a", "a"]
    )
    summary = strength.summarize([Deal(0, 1, one_a, one_b)])
    assert summary.by_bid == {"a": {0: (2, 3), 1: (1, 1)}, "b": {2: (1, 2), 4: (1, 2)}}
    text = strength.report("oh-hell", "search", "basic", summary, "native")
    assert "bids made by the bid, search: 0: 67% of 3, 1: 100% of 1" in text
    assert "bids made by the bid, basic: 2: 50% of 2, 4: 50% of 2" in text


def test_a_native_deal_is_reproducible_and_the_workers_agree() -> None:
    deal = strength.play_deal("oh-hell", "basic", "random", 1, 2026, "native")
    again = strength.play_deal("oh-hell", "basic", "random", 1, 2026, "native")
    assert outcome(deal) == outcome(again)
    assert len(deal.one_a.scores) == 4  # NATIVE_OPTIONS: 4 players, 10 cards
    assert deal.one_a.decisions == {"a": 11, "b": 33}  # the hero is one seat: 1 bid, 10 cards
    assert deal.one_b.decisions == {"a": 33, "b": 11}
    assert deal.one_a.bids["a"][1] == 1 and deal.one_a.bids["b"][1] == 3
    for seating in (deal.one_a, deal.one_b):  # every bid is made, or missed over or under
        for role in ("a", "b"):
            made, of = seating.bids[role]
            assert made + sum(seating.missed[role]) == of
    seen: list[strength.Deal] = []  # handed over deal by deal, in deal order (--out)
    both = strength.measure("euchre", "basic", "random", 3, 2026, "native", 2, each=seen.append)
    alone = strength.measure("euchre", "basic", "random", 3, 2026, "native", each=seen.append)
    assert [outcome(d) for d in both] == [outcome(d) for d in alone]
    assert [d.index for d in seen] == [0, 1, 2, 0, 1, 2]
    assert [outcome(d) for d in seen] == [outcome(d) for d in both + alone]


@pytest.mark.openspiel
def test_one_lockstep_hand_with_openspiels_ismcts() -> None:
    """ISMCTS plays on OpenSpiel's ``oh_hell``, ``basic`` on tricktaker, the same hand in
    lockstep (every step's legal actions compared, and the returns at the end). OpenSpiel's
    C++ ISMCTS does not replay exactly even with a fixed seed, so only the deal is the same
    from run to run."""
    pytest.importorskip("pyspiel")
    deal = strength.play_deal("oh-hell", "basic", "ismcts:20", 0, 2026, "openspiel", log=True)
    assert deal.one_a.decisions == {"a": 11, "b": 33}
    for entry in deal.one_a.log:  # ISMCTS's choices logged as the session's actions
        assert entry["kind"] == ("basic" if entry["role"] == "a" else "ismcts:20")
        assert entry["chosen"] in entry["legal"] and entry["basic"] in entry["legal"]
    assert len(deal.one_a.log) == 44
    assert deal.one_b.decisions == {"a": 33, "b": 11}
    assert deal.one_a.seconds["b"] > 0 and deal.one_b.seconds["b"] > 0
    assert math.isfinite(deal.paired)
    assert sum(deal.one_a.bids["b"]) > 0  # bids recorded for the three ISMCTS seats
    assert strength.ismcts_budget("ismcts:0.5s") == (10**9, 0.5)
    assert strength.ismcts_budget("ismcts") == (1000, -1.0)
    with pytest.raises(ValueError, match="ismcts takes"):
        strength.ismcts_budget("ismcts:many")


def test_a_seat_of_two_kinds_bids_with_one_and_plays_with_the_other() -> None:
    """``X/Y``: X outside the trick phases (the auction), Y for the cards played to tricks."""
    from tricktaker import default_registry

    assert strength.halves("search/basic") == ("search", "basic")
    assert strength.halves("basic") == ("basic", "basic")
    assert strength.uses_ismcts("basic/ismcts:20") and not strength.uses_ismcts("basic/search")
    seat = strength.SeatBots.of("random/basic", 7)
    game = default_registry().game("oh-hell")
    session = game.new_session(options={"players": 4, "hand_sizes": [10]}, seed=3, stop_after=1)
    assert session.phase.name == "bidding"
    assert seat.now(session)[0] == "random" and seat.now(session)[1].name == "random"
    while session.phase.name == "bidding":
        session.apply(session.legal_actions()[0])
    assert seat.now(session)[0] == "basic" and seat.now(session)[1].name == "basic"
    one = strength.SeatBots.of("basic", 7)
    assert one.bots[0] is one.bots[1]  # one kind: one bot for both halves
    # A seat that is the same kind in both halves plays exactly as that kind.
    same = strength.play_deal("oh-hell", "basic/basic", "random", 2, 2026, "native")
    plain = strength.play_deal("oh-hell", "basic", "random", 2, 2026, "native")
    assert outcome(same) == outcome(plain)
    mixed = strength.play_deal("oh-hell", "random/basic", "basic", 2, 2026, "native")
    assert mixed.one_a.decisions == {"a": 11, "b": 33}


def test_a_search_kind_told_where_the_undealt_cards_are() -> None:
    """``search:N+undealt``: ``search`` with the information OpenSpiel's resampler gives its
    ISMCTS (``SearchBot.undealt_known``), for a comparison on the same information; the suffix
    is refused on other kinds."""
    bot = strength.tricktaker_bot("search:8+undealt", 3)
    assert bot.undealt_known and bot.iterations == 8
    assert not strength.tricktaker_bot("search:8", 3).undealt_known
    with pytest.raises(ValueError, match="for search kinds"):
        strength.tricktaker_bot("basic+undealt", 3)
    deal = strength.play_deal("oh-hell", "search:4+undealt", "basic", 1, 2026, "native")
    assert deal.one_a.decisions == {"a": 11, "b": 33}


def test_search_kind_suffixes_set_the_bots_options_in_any_order() -> None:
    """``+basicahead`` (``SearchBot.random_ahead`` off: the tricks after a bid judged by
    ``basic``'s play), ``+undealt`` and ``+infer`` combine; an unknown suffix is an unknown
    kind."""
    default = strength.tricktaker_bot("search:8", 3)
    assert isinstance(default, SearchBot) and default.random_ahead and not default.infer
    for kind in ("search:8+basicahead+undealt", "search:8+undealt+basicahead"):
        bot = strength.tricktaker_bot(kind, 3)
        assert isinstance(bot, SearchBot)
        assert bot.undealt_known and not bot.random_ahead and bot.iterations == 8
    bot = strength.tricktaker_bot("search:8+infer+undealt", 3)
    assert isinstance(bot, SearchBot) and bot.infer and bot.undealt_known and bot.random_ahead
    with pytest.raises(ValueError, match="for search kinds"):
        strength.tricktaker_bot("random+basicahead", 3)
    with pytest.raises(TrickTakerError):
        strength.tricktaker_bot("search:8+fast", 3)


@pytest.mark.parametrize("kind", ["search:²+undealt", "search:٣", "pyismcts:²", "pyismcts:٣"])
def test_a_budget_in_other_digits_is_refused_by_name(kind: str) -> None:
    """issue 44, class 8: ``str.isdigit`` takes ``²`` and ``٣``; the benchmark's kinds, like
    the console's, read only the digits 0-9 and refuse the rest naming the kind (``int('²')``
    raised a bare ValueError; ``٣`` was read as 3)."""
    with pytest.raises((TrickTakerError, ValueError), match=repr(kind.partition("+")[0])):
        strength.tricktaker_bot(kind, 3)


@pytest.mark.openspiel
def test_a_split_seat_at_the_openspiel_table() -> None:
    pytest.importorskip("pyspiel")
    deal = strength.play_deal("oh-hell", "basic/ismcts:20", "basic", 0, 2026, "openspiel")
    assert deal.one_a.decisions == {"a": 11, "b": 33}
    assert math.isfinite(deal.paired)


def test_a_run_starts_at_any_deal_and_is_compared_with_an_earlier_one_deal_by_deal() -> None:
    """``--first``: deals N .. N + hands − 1, each the same as in a run from 0; ``--base``:
    this A against an earlier run's A on the deals both played (same B, table and seeds)."""
    later = strength.measure("oh-hell", "basic", "random", 2, 2026, "native", first=3)
    assert [d.index for d in later] == [3, 4]
    alone = strength.play_deal("oh-hell", "basic", "random", 4, 2026, "native")
    assert outcome(later[1]) == outcome(alone)
    seating = alone.one_a  # each seat's bid and tricks, as the hand recorded them
    assert len(seating.seat_bids) == len(seating.seat_tricks) == 4
    assert sum(seating.seat_tricks) == 10
    hero = strength.hero_of(4, 4, ())
    made, of = seating.bids["a"]
    assert of == 1 and made == sum(seating.seat_bids[s] == seating.seat_tricks[s] for s in hero)

    lines = [strength.record("oh-hell", "random", "random", "native", d) for d in later]
    lines[0]["paired"] = later[0].paired - 2.0  # the earlier A did 2 worse on deal 3
    lines[1]["paired"] = later[1].paired + 1.0  # and 1 better on deal 4
    other_b = dict(lines[0], b="basic", index=5)  # another B: not comparable
    kind, common, interval = strength.against_base(
        "oh-hell", "random", "native", later, [*lines, other_b]
    )
    assert (kind, common) == ("random", 2)
    assert interval == strength.Interval(*mean_interval([2.0, -1.0]))
    assert strength.against_base("oh-hell", "random", "native", later, [other_b]) is None
    assert strength.against_base("euchre", "random", "native", later, lines) is None
    reseeded = [dict(line, seed=line["seed"] + 1) for line in lines]  # other deals, same index
    assert strength.against_base("oh-hell", "random", "native", later, reseeded) is None


def test_the_script_writes_a_run_and_compares_the_next_with_it(tmp_path: Path) -> None:
    script = Path(strength.__file__)
    out = tmp_path / "base.jsonl"
    common = ["--b", "random", "--only", "oh-hell", "--hands", "2", "--first", "5"]
    first = subprocess.run(
        [sys.executable, str(script), "--a", "basic", *common, "--out", str(out)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert "deals 5–6 of each game" in first.stdout
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [line["index"] for line in lines] == [5, 6]
    assert all(len(line["one_a"]["seat_bids"]) == 4 for line in lines)
    again = subprocess.run(
        [sys.executable, str(script), "--a", "basic/basic", *common, "--base", str(out)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    # the same play on the same deals: no difference at all
    assert "against the base run's basic on the same 2 deals: basic/basic better by +0.00" in (
        again.stdout
    )
    bad = subprocess.run(
        [sys.executable, str(script), *common, "--base", str(tmp_path / "missing.jsonl")],
        capture_output=True, text=True,
    )  # fmt: skip
    assert bad.returncode == 2 and "--base" in bad.stderr and "Traceback" not in bad.stderr
    (tmp_path / "other.jsonl").write_text(out.read_text() + '{"i": 7, "paired": 1.0}\n')
    other = subprocess.run(
        [sys.executable, str(script), *common, "--base", str(tmp_path / "other.jsonl")],
        capture_output=True, text=True,
    )  # fmt: skip
    assert other.returncode == 2 and "line 3 is not a deal of --out" in other.stderr
    assert "Traceback" not in other.stderr


def test_the_log_holds_every_decision_and_what_search_weighed(tmp_path: Path) -> None:
    """``--log``: every decision of both seatings, with the position, the choice, ``basic``'s
    choice from the same view, and for ``search`` each legal action's mean value and worlds
    (:class:`tricktaker.bots.search.Weighed`); logging changes no decision."""
    deal = strength.play_deal("oh-hell", "search:8", "basic", 1, 2026, "native", log=True)
    plain = strength.play_deal("oh-hell", "search:8", "basic", 1, 2026, "native")
    assert outcome(deal) == outcome(plain) and plain.one_a.log == []
    searched = 0
    for seating in (deal.one_a, deal.one_b):
        assert len(seating.log) == sum(seating.decisions.values()) == 44
        for entry in seating.log:
            legal = entry["legal"]
            assert entry["chosen"] in legal and entry["basic"] in legal
            if entry["phase"] != "bidding":  # a card of the seat's hand, as text ("QS")
                assert entry["chosen"] in entry["hand"] and len(entry["trick"]) < 4
            if entry["role"] == "b":  # basic: the logged basic choice is its own
                assert entry["kind"] == "basic" and entry["chosen"] == entry["basic"]
                assert "means" not in entry
                continue
            assert entry["kind"] == "search:8"
            if len(legal) == 1:
                assert "means" not in entry  # nothing to search
                continue
            searched += 1
            means, worlds = entry["means"], entry["worlds"]
            assert len(means) == len(worlds) == len(legal) and max(worlds) <= 8
            chosen, default = legal.index(entry["chosen"]), legal.index(entry["basic"])
            finalists = [i for i, w in enumerate(worlds) if w == max(worlds)]
            best = max(means[i] for i in finalists)
            # basic's choice, or the best mean of those scored on every world
            assert chosen == default or (chosen in finalists and means[chosen] == best)
            assert chosen == default or means[chosen] > means[default]
    assert searched > 10
    first = deal.one_a.log[0]
    assert first["phase"] == "bidding" and first["trick"] == [] and len(first["hand"]) == 10

    script = Path(strength.__file__)
    out, log = tmp_path / "run.jsonl", tmp_path / "log.jsonl"
    subprocess.run(
        [sys.executable, str(script), "--a", "basic", "--b", "random", "--only", "oh-hell",
         "--hands", "1", "--first", "2", "--out", str(out), "--log", str(log)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    assert len(lines) == 88  # two seatings of 44 decisions
    assert {(line["game"], line["index"]) for line in lines} == {("oh-hell", 2)}
    assert [line["seating"] for line in lines] == ["one_a"] * 44 + ["one_b"] * 44
    (run,) = [json.loads(line) for line in out.read_text().splitlines()]
    assert "log" not in run["one_a"]  # the decisions go to --log only
