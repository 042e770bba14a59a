"""The framework-free part of the interop (:mod:`tricktaker.interop.table` and
:mod:`tricktaker.interop.vector`): chance made explicit, actions numbered, what a seat sees.
These need neither OpenSpiel nor PettingZoo."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tricktaker import DealGiven, Play, default_registry, hookimpl, load_game
from tricktaker.engine.views import card_places
from tricktaker.errors import RulesError
from tricktaker.interop.table import (
    CHANCE,
    MAX_STOP_AFTER,
    TERMINAL,
    InteropError,
    Numbering,
    Table,
    UnsupportedChance,
    check_action_id,
    check_stop_after,
)
from tricktaker.interop.vector import VectorLayout

GAMES = default_registry().ids


def to_first_decision(table: Table, rng: random.Random) -> list[list[tuple[int, float]]]:
    """Draw chance with ``rng`` until a seat is to act; the chance nodes met, in order."""
    nodes = []
    while table.current_player == CHANCE:
        outcomes = table.chance_outcomes()
        nodes.append(outcomes)
        table.apply(rng.choice(outcomes)[0])
    return nodes


def play_out(table: Table, rng: random.Random) -> int:
    """Play ``table`` to its end at random; the number of steps."""
    steps = 0
    while not table.is_over:
        if table.current_player == CHANCE:
            table.apply(rng.choice(table.chance_outcomes())[0])
        else:
            table.apply(rng.choice(table.legal_ids()))
        steps += 1
    return steps


def test_the_games_are_all_here() -> None:
    assert len(GAMES) >= 9


@pytest.mark.parametrize("game_id", GAMES)
def test_the_deal_is_one_chance_node_per_card(game_id: str) -> None:
    """The first dealer (if drawn) is a uniform choice of a seat, then each card of the pack is
    a chance node over the cards left, uniformly; the session then holds the pack dealt by the
    game's own procedure from that dealer."""
    game = load_game(game_id)
    table = Table(game)
    nodes = to_first_decision(table, random.Random(3))
    size = table.deck_size
    deal = nodes[-size:]
    assert [len(node) for node in deal] == list(range(size, 0, -1))
    for node in nodes:
        assert sum(p for _, p in node) == pytest.approx(1.0)
        assert len({p for _, p in node}) == 1  # uniform
    assert len(nodes) - size in (0, 1)
    if len(nodes) == size + 1:
        assert [o for o, _ in nodes[0]] == list(range(table.players))
    session = table.session
    assert session is not None
    pack = session.state.pack
    assert sorted(pack) == list(table.compiled.deck.cards)  # a cut pack's ids are sparse
    same = game.new_session(
        seed=99, deals=[DealGiven(dealer=session.state.dealer, pack=pack)], stop_after=1
    )
    assert same.state.hands == session.state.hands
    assert same.current_seat == table.current_player


@pytest.mark.parametrize("game_id", GAMES)
def test_random_games_end_with_the_games_returns(game_id: str) -> None:
    game = load_game(game_id)
    for seed in range(3):
        table = Table(game)
        assert play_out(table, random.Random(seed)) > table.deck_size
        assert table.current_player == TERMINAL
        session = table.session
        assert session is not None
        assert table.returns() == session.result()["returns"]
        assert table.legal_ids() == []
        with pytest.raises(ValueError):
            table.apply(0)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_numbering(game_id: str) -> None:
    """Every legal action has one id in range; a card play's id is the card; ids go back to
    their actions; an id that is not legal is refused."""
    table = Table(load_game(game_id))
    rng = random.Random(5)
    numbering = table.numbering
    assert numbering.size == 4 * numbering.deck_size + numbering.others  # card ids
    while not table.is_over:
        if table.current_player == CHANCE:
            table.apply(rng.choice(table.chance_outcomes())[0])
            continue
        session = table.session
        assert session is not None
        legal = session.legal_actions()
        ids = numbering.ids(legal)
        assert len(set(ids)) == len(legal)
        assert all(0 <= i < numbering.size for i in ids)
        assert table.legal_ids() == sorted(ids)
        for number, action in zip(ids, legal, strict=True):
            assert numbering.action(number, legal) is action
            if isinstance(action, Play) and not action.announce:
                assert number == action.card
                assert numbering.block(number) == "play"
            assert table.action_text(number, table.current_player) == session.format_action(action)
        illegal = next(i for i in range(numbering.size) if i not in ids)
        with pytest.raises(ValueError):
            table.apply(illegal)
        table.apply(rng.choice(ids))


def test_a_numbering_with_too_little_room_says_so() -> None:
    game = load_game("oh-hell")
    table = Table(game, numbering=Numbering.of(game.compiled(), others=1))
    to_first_decision(table, random.Random(1))
    with pytest.raises(Exception, match="room for 1"):
        table.legal_ids()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seat_sees_nothing_hidden(game_id: str) -> None:
    """Two deals that differ only in the cards of two other seats give a seat the same
    observation and information state at the first decision: nothing of the others' hands
    reaches its text. The seats whose hands differ see the difference."""
    game = load_game(game_id)
    table = Table(game)
    to_first_decision(table, random.Random(8))
    session = table.session
    assert session is not None
    hands = session.state.hands
    players = table.players
    seat = 0
    a, b = 1, players - 1 if players > 2 else 1
    if a == b:  # two players: swap with the stock instead, where there is one
        stock = session.state.stock
        if not stock:
            pytest.skip("two seats and no stock: no cards hidden from seat 0 but seat 1's")
        swap = (hands[a][0], stock[0])
    else:
        swap = (hands[a][0], hands[b][0])
    pack = [swap[1] if c == swap[0] else swap[0] if c == swap[1] else c for c in session.state.pack]
    other = Table(game)
    for outcome in _dealer_outcomes(table):
        other.apply(outcome)
    for card in pack:
        other.apply(card)
    assert other.current_player == table.current_player
    assert other.observation_text(seat) == table.observation_text(seat)
    assert other.information_state(seat) == table.information_state(seat)
    assert other.information_state(a) != table.information_state(a)


def _dealer_outcomes(table: Table) -> list[int]:
    """The first dealer's chance outcome of ``table`` (none when the first dealer is fixed)."""
    fresh = Table(table.source, table.options, table.stop_after)
    if len(fresh.chance_outcomes()) == table.deck_size:
        return []
    session = table.session
    assert session is not None
    return [session.state.dealer]


@pytest.mark.parametrize("game_id", GAMES)
def test_information_states_remember(game_id: str) -> None:
    """Perfect recall: a seat's information state only grows, and two states of one game at
    different steps never share one."""
    table = Table(load_game(game_id))
    rng = random.Random(2)
    to_first_decision(table, rng)
    seen: list[str] = []
    while not table.is_over and len(seen) < 30:
        text = table.information_state(0)
        if seen:
            assert text.startswith(seen[-1].rsplit("\nchance:", 1)[0])
        assert text not in seen
        seen.append(text)
        if table.current_player == CHANCE:
            table.apply(rng.choice(table.chance_outcomes())[0])
        else:
            table.apply(rng.choice(table.legal_ids()))


def test_a_clone_is_independent() -> None:
    table = Table(load_game("spades"))
    rng = random.Random(4)
    to_first_decision(table, rng)
    clone = table.clone()
    before = clone.information_state(1)
    play_out(table, rng)
    assert clone.information_state(1) == before
    assert not clone.is_over
    play_out(clone, random.Random(4))
    assert clone.is_over


@pytest.mark.parametrize("game_id", GAMES)
def test_a_resampled_world_keeps_what_the_seat_sees(game_id: str) -> None:
    game = load_game(game_id)
    table = Table(game)
    rng = random.Random(6)
    to_first_decision(table, rng)
    for _ in range(table.players + 1):  # a few decisions in
        table.apply(rng.choice(table.legal_ids()))
        to_first_decision(table, rng)
        if table.is_over:
            pytest.skip("the deal ended early")
    seat = table.current_player
    world = table.resample(seat, random.Random(1))
    assert world.observation(seat) == table.observation(seat)
    assert world.information_state(seat) == table.information_state(seat)
    assert world.legal_ids() == table.legal_ids()
    assert world.session is not None and table.session is not None
    cards = sorted(c for place in card_places(world.session.state) for c in place)
    assert cards == sorted(c for place in card_places(table.session.state) for c in place)
    play_out(world, rng)


def test_a_whole_match_deals_again_through_chance() -> None:
    """``stop_after=None`` plays every hand of the match; each deal is chance again."""
    table = Table(load_game("oh-hell"), {"hand_sizes": [2, 1]}, stop_after=None)
    rng = random.Random(1)
    deals = 0
    while not table.is_over:
        if table.current_player == CHANCE:
            outcomes = table.chance_outcomes()
            deals += len(outcomes) == table.deck_size
            table.apply(rng.choice(outcomes)[0])
        else:
            table.apply(rng.choice(table.legal_ids()))
    assert deals == 2
    session = table.session
    assert session is not None
    assert len(session.result()["hands"]) == 2


def test_a_pass_direction_drawn_each_hand_is_a_chance_node() -> None:
    """A pass direction drawn as each hand starts (Hearts' ``pass_direction = random``), the
    first hand's too (drawn while the session is built): a chance node of four equally likely
    directions, each outcome the direction the session then plays."""
    table = Table(load_game("hearts"), {"pass_direction": "random"})
    rng = random.Random(1)
    sizes = []
    found = []
    while table.current_player == CHANCE:
        outcomes = table.chance_outcomes()
        sizes.append(len(outcomes))
        if len(outcomes) == 4:  # the first dealer, or the direction
            directions = []
            for outcome, probability in outcomes:
                assert probability == 0.25
                world = table.clone()
                world.apply(outcome)
                to_first_decision(world, random.Random(2))
                directions.append(world.observation(0)["pass_direction"])
            found.append(directions)
        table.apply(rng.choice(outcomes)[0])
    assert sorted(sizes) == sorted([4, 4, *range(52, 0, -1)])
    assert ["hold", "left", "across", "right"] in found


@pytest.mark.parametrize("game_id", GAMES)
def test_the_vector(game_id: str) -> None:
    """The vector has its layout's size; the hand and trick sections hold the seat's cards
    and the trick's, relative to the seat."""
    game = load_game(game_id)
    layout = VectorLayout.of(game)
    table = Table(game)
    rng = random.Random(7)
    sections = {s.name: s for s in layout.sections}
    assert layout.size == sum(s.size for s in layout.sections)
    assert layout.vector({}, 0) == [0.0] * layout.size
    while not table.is_over:
        if table.current_player == CHANCE:
            table.apply(rng.choice(table.chance_outcomes())[0])
            continue
        for seat in range(table.players):
            obs = table.observation(seat)
            vector = layout.vector(obs, seat)
            assert len(vector) == layout.size
            hand = sections["hand"]
            assert [i for i in range(hand.size) if vector[hand.offset + i]] == sorted(obs["hand"])
            trick = sections["trick"]
            ones = [i for i in range(trick.size) if vector[trick.offset + i]]
            expected = sorted(
                ((s - seat) % table.players) * table.numbering.deck_size + c
                for s, c in obs["trick"]
            )
            assert ones == expected
        table.apply(rng.choice(table.legal_ids()))


def test_the_interop_imports_without_the_frameworks() -> None:
    code = (
        "import sys\n"
        "for name in ('pyspiel', 'pettingzoo', 'gymnasium', 'numpy'):\n"
        "    sys.modules[name] = None\n"
        "import tricktaker.interop, tricktaker.interop.table, tricktaker.interop.vector\n"
        "print('ok')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.strip() == "ok"


def test_the_docs_tables_are_up_to_date() -> None:
    """docs/interop.md's generated tables are those of the installed games now."""
    tool = Path(__file__).resolve().parents[2] / "tools" / "interop_tables.py"
    done = subprocess.run(
        [sys.executable, str(tool), "--check"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_table_joins_a_session_at_a_decision() -> None:
    """``Table.joining``: a table on a clone of a session mid-deal, whose game ends with the
    deal; the session itself is untouched."""
    session = load_game("spades").new_session(seed=2)
    rng = random.Random(2)
    for _ in range(10):
        session.apply(rng.choice(session.legal_actions()))
    table = Table.joining(session)
    assert table.current_player == session.current_seat
    seen = {k: v for k, v in session.observation(1).items() if k != "legal"}
    assert table.observation(1) == {**seen, "stop_after": 1}  # the table's game ends with the deal
    before = len(session.history)
    play_out(table, rng)
    assert len(session.history) == before and not session.is_over
    assert table.session is not None and table.session.state.deal_no == 1
    with pytest.raises(ValueError, match="over"):
        Table.joining(table.session)


def test_random_bits_outside_a_deal_are_refused() -> None:
    """A draw of random bits (not a choice) that is not the deal's shuffle cannot be a chance
    node: a plugin drawing them mid-hand is reported, not taken for a deal."""

    class Noisy:
        @hookimpl(wrapper=True)
        def score_hand(self, game: Any, state: Any) -> Any:
            state.rng.getrandbits(3)
            return (yield)

    table = Table(load_game("oh-hell"), {"hand_sizes": [2]})
    to_first_decision(table, random.Random(1))
    assert table.session is not None
    table.session.add_observer(Noisy())
    with pytest.raises(UnsupportedChance, match="outside a deal"):
        play_out(table, random.Random(1))


def test_a_plugin_drawing_a_choice_makes_a_chance_node() -> None:
    """A choice a game's plugin draws from the session's generator in a hook (through the
    boundary around plugin code) is a chance node too, and its outcome is what the plugin gets."""
    drawn: list[int] = []

    class Dice:
        @hookimpl(wrapper=True)
        def first_leader(self, game: Any, state: Any) -> Any:
            drawn.append(state.rng.randrange(6))  # two throws of the die, each a chance node
            drawn.append(state.rng.randrange(6))
            return (yield)

    table = Table(load_game("oh-hell"), {"hand_sizes": [2]})
    to_first_decision(table, random.Random(1))
    assert table.session is not None
    table.session.add_observer(Dice())
    outcomes = []
    rng = random.Random(3)
    while not table.is_over:
        if table.current_player == CHANCE:
            node = table.chance_outcomes()
            assert [o for o, _ in node] == list(range(6))
            outcomes.append(rng.randrange(6))
            table.apply(outcomes[-1])
        else:
            table.apply(rng.choice(table.legal_ids()))
    assert len(outcomes) == 2  # one per throw
    assert drawn[-2:] == outcomes


# -- bad input (issue 44, class 13) -----------------------------------------------------------


def _hands_words(table: Table) -> set[str]:
    """Every card of every hand, as text (what a message must never show)."""
    assert table.session is not None
    deck = table.compiled.deck
    return {deck.format(c) for hand in table.session.state.hands for c in hand}


@pytest.mark.parametrize("bad", [2.5, 208.0, "208", None, True, [208], 1j])
def test_an_action_that_is_not_a_whole_number_is_refused_not_rounded(bad: Any) -> None:
    """Issue 44, class 13: an action id is an int (or anything with ``__index__``, a numpy
    integer), never a float rounded down, a string parsed or a bool taken for 0/1; the table is
    unchanged and the message names the action and what is allowed, no card."""
    table = Table(load_game("spades"))
    to_first_decision(table, random.Random(1))
    assert table.session is not None
    before = len(table.session.history)
    with pytest.raises(InteropError, match="an action id is a whole number") as caught:
        table.apply(bad)
    assert len(table.session.history) == before
    assert not set(str(caught.value).split()) & _hands_words(table)


def test_an_action_out_of_range_or_illegal_is_refused_with_what_is_allowed() -> None:
    """Issue 44, class 13: -1, a huge id, an id past the numbering, an illegal id, and any id
    once the game is over: refused, saying the range or the legal ids, the game unchanged."""
    table = Table(load_game("spades"))
    to_first_decision(table, random.Random(1))
    assert table.session is not None
    size = table.numbering.size
    for bad in (-1, 2**70, size):
        with pytest.raises(InteropError, match=rf"id {bad} is not one of 0\.\.{size - 1}"):
            table.apply(bad)
    illegal = next(i for i in range(size) if i not in table.legal_ids())
    with pytest.raises(InteropError, match="is not legal now; the legal ids are"):
        table.apply(illegal)
    assert table.check(table.legal_ids()[0]) == table.legal_ids()[0]
    play_out(table, random.Random(2))
    with pytest.raises(InteropError, match="no seat is to act now"):
        table.apply(0)


def test_a_chance_outcome_is_checked_too() -> None:
    """Issue 44, class 13: at a chance node only its outcomes are accepted; at a decision
    there are no chance outcomes (an error, not an assertion)."""
    table = Table(load_game("oh-hell"), {"hand_sizes": [1]})
    assert table.current_player == CHANCE
    with pytest.raises(InteropError, match="not an outcome of this chance node"):
        table.apply(10**6)
    with pytest.raises(InteropError, match="an action id is a whole number"):
        table.apply(0.5)
    to_first_decision(table, random.Random(1))
    with pytest.raises(InteropError, match="not a chance node"):
        table.chance_outcomes()


@pytest.mark.parametrize("bad", [-1, 4, 99, True, 1.0, "1", None])
def test_a_seat_argument_is_checked(bad: Any) -> None:
    """Issue 44, class 13: what a seat sees is asked of a seat 0..P-1 (a numpy integer is a
    seat too); anything else is refused naming the seats, never read as another seat."""
    import numpy as np

    table = Table(load_game("hearts"))
    to_first_decision(table, random.Random(1))
    for ask in (table.observation, table.observation_text, table.information_state):
        with pytest.raises(InteropError, match=r"is not a seat; the seats are 0\.\.3"):
            ask(bad)
    with pytest.raises(InteropError, match="is not a seat"):
        table.resample(bad, random.Random(1))
    assert table.observation(np.int64(2)) == table.observation(2)


def test_options_and_stop_after_are_checked() -> None:
    """Issue 44, class 13: options nested 1,000 deep (a ``RecursionError`` before), numbers of
    more than 30 digits, a non-mapping, and ``stop_after`` out of range are refused naming
    the field; the values themselves are the game's to check (a RulesError naming the option)."""
    deep: Any = []
    for _ in range(1000):
        deep = [deep]
    game = load_game("oh-hell")
    with pytest.raises(InteropError, match=r"hand_sizes\.0\.0.*nested too deeply"):
        Table(game, {"hand_sizes": deep})
    with pytest.raises(InteropError, match="number too long"):
        Table(game, {"hand_sizes": [10**40]})
    with pytest.raises(InteropError, match="a mapping of option names"):
        Table(game, [("players", 3)])  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="option 'players'"):
        Table(game, {"players": 0})
    for bad in (0, -1, 1.5, True, MAX_STOP_AFTER + 1, "1"):
        with pytest.raises(InteropError, match="stop_after: the number of deals to play"):
            Table(game, stop_after=bad)  # type: ignore[arg-type]
    assert check_stop_after(0, zero_means_all=True) is None
    assert check_stop_after(None) is None and check_stop_after(MAX_STOP_AFTER) == MAX_STOP_AFTER
    assert check_action_id(__import__("numpy").int16(7)) == 7
