"""The contract auction shared by the bridge-family games, driven directly and in a session.

The phase is built from an ``AuctionSpec`` and a deck and stepped with a bare ``State``; it only
reads nothing of the session, so a stand-in object is enough. The last
tests run it inside a real session of a tiny test-only game.
"""

from __future__ import annotations

import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import tricktaker
from tricktaker import NO_TRUMP, ContractBid, Double, NotationError, Pass, Redouble
from tricktaker.actions import DOUBLE, PASS, REDOUBLE
from tricktaker.cards import Deck
from tricktaker.engine.legality import Rule
from tricktaker.engine.state import State
from tricktaker.engine.visibility import PUBLIC
from tricktaker.mechanics.auction import AuctionPhase, Contract
from tricktaker.rules import AuctionSpec

S, H, D, C = range(4)
NT = NO_TRUMP
FAKE_GAME: Any = types.SimpleNamespace()
NO_STATE: Any = None  # parsing a call reads no state


def bridgette_spec(**changes: Any) -> AuctionSpec:
    fields: dict[str, Any] = {
        "first": "dealer",
        "min_level": 0,
        "max_level": 7,
        "level_zero": ["NT"],
        "denominations": ["C", "D", "H", "S", "NT"],
    }
    return AuctionSpec(**{**fields, **changes})


def draw_bridge_spec(**changes: Any) -> AuctionSpec:
    return AuctionSpec(**{"denominations": ["C", "D", "H", "S", "NT"], **changes})


class Auction:
    """A phase and a state, stepped like a session would (but without one)."""

    def __init__(self, phase: AuctionPhase, players: int = 2, dealer: int = 0) -> None:
        self.phase = phase
        self.state = State(players)
        self.state.new_hand(phase.kept_parts())
        self.state.dealer = dealer
        self.done = phase.start(FAKE_GAME, self.state)

    def legal(self) -> list[tricktaker.Action]:
        return self.phase.legal_actions(FAKE_GAME, self.state)

    def call(self, *texts: str) -> bool:
        for text in texts:
            assert not self.done, f"the auction is already over before {text!r}"
            action = self.phase.parse(FAKE_GAME, NO_STATE, text)
            assert action in self.legal(), f"{text!r} should be legal"
            self.done = self.phase.apply(FAKE_GAME, self.state, action)
        return self.done

    def why(self, text: str) -> str:
        action = self.phase.parse(FAKE_GAME, NO_STATE, text)
        assert action not in self.legal(), f"{text!r} should be illegal"
        return self.phase.why_illegal(FAKE_GAME, self.state, action)


@pytest.fixture
def bridgette(colon_deck: Deck) -> Callable[..., Auction]:
    def make(players: int = 2, dealer: int = 0, **changes: Any) -> Auction:
        return Auction(AuctionPhase(bridgette_spec(**changes), colon_deck), players, dealer)

    return make


@pytest.fixture
def draw_bridge(deck: Deck) -> Callable[..., Auction]:
    def make(players: int = 2, dealer: int = 0, **changes: Any) -> Auction:
        return Auction(AuctionPhase(draw_bridge_spec(**changes), deck), players, dealer)

    return make


def texts(phase: AuctionPhase, actions: list[Any]) -> list[str]:
    return [phase.format(FAKE_GAME, a) for a in actions]


# -- the ladder ------------------------------------------------------------------------------


def test_bridgette_ladder(colon_deck: Deck) -> None:
    phase = AuctionPhase(bridgette_spec(), colon_deck)
    assert len(phase.ladder) == 36
    assert texts(phase, phase.ladder[:7]) == ["0NT", "1C", "1D", "1H", "1S", "1NT", "2C"]
    assert texts(phase, phase.ladder[-2:]) == ["7S", "7NT"]
    assert ContractBid(0, H) not in phase.rank
    assert [phase.rank[b] for b in phase.ladder] == list(range(36))


def test_draw_bridge_ladder(deck: Deck) -> None:
    phase = AuctionPhase(draw_bridge_spec(), deck)
    assert len(phase.ladder) == 35
    assert phase.ladder[0] == ContractBid(1, C)
    assert phase.ladder[4] == ContractBid(1, NT)
    assert phase.ladder[-1] == ContractBid(7, NT)
    assert ContractBid(0, NT) not in phase.rank


def test_outranking(deck: Deck) -> None:
    phase = AuctionPhase(draw_bridge_spec(), deck)
    order = ["1C", "1D", "1H", "1S", "1NT", "2C", "3NT", "4C", "7NT"]
    ranks = [phase.rank[phase.parse(FAKE_GAME, NO_STATE, t)] for t in order]
    assert ranks == sorted(ranks)
    assert len(set(ranks)) == len(ranks)


# -- who may call what -----------------------------------------------------------------------


def test_opening_calls(bridgette: Callable[..., Auction]) -> None:
    auction = bridgette(dealer=1)
    assert auction.state.to_move == 1  # the dealer calls first
    legal = auction.legal()
    assert legal[0] == PASS
    assert DOUBLE not in legal and REDOUBLE not in legal
    assert len(legal) == 1 + 36


def test_after_a_bid_only_higher_bids_and_the_opponent_may_double(
    bridgette: Callable[..., Auction],
) -> None:
    auction = bridgette()
    auction.call("1h")
    legal = auction.legal()
    assert auction.state.to_move == 1
    assert PASS in legal and DOUBLE in legal and REDOUBLE not in legal
    bids = [a for a in legal if isinstance(a, ContractBid)]
    assert texts(auction.phase, bids[:3]) == ["1S", "1NT", "2C"]
    assert len(bids) == 36 - 4  # 0NT 1C 1D 1H are gone
    assert ContractBid(1, H) not in legal


def test_redouble_only_own_doubled_bid(bridgette: Callable[..., Auction]) -> None:
    auction = bridgette()
    auction.call("2d", "x")
    legal = auction.legal()
    assert auction.state.to_move == 0
    assert REDOUBLE in legal
    assert DOUBLE not in legal
    assert ContractBid(2, H) in legal  # the bidder may also bid on
    auction.call("xx")
    legal = auction.legal()
    assert DOUBLE not in legal and REDOUBLE not in legal
    assert ContractBid(2, H) in legal


def test_bid_on_after_a_double(draw_bridge: Callable[..., Auction]) -> None:
    auction = draw_bridge()
    auction.call("1c", "double")
    auction.call("1d")  # the doubled bidder bids on instead of redoubling
    assert auction.state.parts["auction"].doubled == 0
    assert DOUBLE in auction.legal()  # seat 1 may double the new bid
    assert REDOUBLE not in auction.legal()


def test_new_bid_cancels_double_and_redouble(bridgette: Callable[..., Auction]) -> None:
    auction = bridgette()
    auction.call("1h", "x", "xx", "2c")
    assert auction.state.parts["auction"].doubled == 0
    assert auction.state.parts["auction"].high == ContractBid(2, C)
    assert auction.state.parts["auction"].high_bidder == 1
    assert DOUBLE in auction.legal()
    auction.call("pass")
    assert auction.state.contract == Contract(2, C, 1, 0, 8)


# -- the end ---------------------------------------------------------------------------------


def test_first_pass_after_a_bid_ends_it(bridgette: Callable[..., Auction]) -> None:
    auction = bridgette()
    assert not auction.call("1h")
    assert auction.call("pass")
    contract = auction.state.contract
    assert contract == Contract(level=1, denomination=H, declarer=0, doubled=0, tricks=7)
    assert auction.state.trump == H
    assert not auction.state.thrown_in


def test_pass_after_double_ends_it_doubled(bridgette: Callable[..., Auction]) -> None:
    auction = bridgette()
    auction.call("3s", "x")
    assert auction.call("p")
    assert auction.state.contract == Contract(3, S, 0, 1, 9)


def test_pass_after_redouble_ends_it_redoubled(draw_bridge: Callable[..., Auction]) -> None:
    auction = draw_bridge(dealer=1)
    auction.call("4♥", "double", "redouble")
    assert auction.call("pass")
    assert auction.state.contract == Contract(4, H, 1, 2, 10)


def test_dealer_passes_then_the_other_bids(draw_bridge: Callable[..., Auction]) -> None:
    auction = draw_bridge()
    assert not auction.call("pass")
    assert not auction.call("3nt")
    assert auction.call("pass")
    assert auction.state.contract == Contract(3, NT, 1, 0, 9)
    assert auction.state.trump == NO_TRUMP


def test_bidding_war(draw_bridge: Callable[..., Auction]) -> None:
    auction = draw_bridge()
    auction.call("1c", "1s", "2c", "x", "2h", "3c")
    assert auction.call("pass")
    assert auction.state.contract == Contract(3, C, 1, 0, 9)
    calls = auction.state.parts["auction"].calls
    assert [seat for seat, _ in calls] == [0, 1, 0, 1, 0, 1, 0]


def test_zero_no_trump_contract(bridgette: Callable[..., Auction]) -> None:
    auction = bridgette()
    auction.call("0nt", "pass")
    assert auction.state.contract == Contract(0, NT, 0, 0, 6)


def test_two_passes_without_a_bid_throw_the_deal_in(bridgette: Callable[..., Auction]) -> None:
    auction = bridgette()
    assert not auction.call("pass")
    assert auction.call("pass")
    assert auction.state.thrown_in is True
    assert auction.state.contract is None


def test_passes_to_end_is_data(draw_bridge: Callable[..., Auction]) -> None:
    auction = draw_bridge(players=4, passes_to_end=3, passes_to_throw_in=4)
    auction.call("1h", "pass", "pass")
    assert not auction.done
    auction.call("pass")
    assert auction.done
    assert auction.state.contract == Contract(1, H, 0, 0, 7)


def test_partnerships_with_four_players(draw_bridge: Callable[..., Auction]) -> None:
    auction = draw_bridge(players=4, passes_to_end=3, passes_to_throw_in=4)
    auction.call("1h")  # seat 0
    assert DOUBLE in auction.legal()  # seat 1 is an opponent
    auction.call("pass")
    assert DOUBLE not in auction.legal()  # seat 2 is the bidder's partner
    auction.call("pass", "x")  # seat 3 doubles
    assert REDOUBLE in auction.legal()  # seat 0, the bidder
    auction.call("pass")
    assert REDOUBLE not in auction.legal()  # seat 1, the doubler's partner
    auction.call("pass")
    assert REDOUBLE in auction.legal()  # seat 2, the bidder's partner


def test_no_doubling_when_the_rules_say_so(draw_bridge: Callable[..., Auction]) -> None:
    auction = draw_bridge(doubling=False)
    auction.call("1h")
    assert DOUBLE not in auction.legal()
    message = auction.why("x")
    assert "already doubled" not in message
    assert "doubl" in message.lower()


# -- notation --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("3nt", ContractBid(3, NT)),
        ("3NT", ContractBid(3, NT)),
        (" 3 nt ", ContractBid(3, NT)),
        ("4h", ContractBid(4, H)),
        ("4H", ContractBid(4, H)),
        ("4♥", ContractBid(4, H)),
        ("1♣", ContractBid(1, C)),
        ("2 spades", ContractBid(2, S)),
        ("0nt", ContractBid(0, NT)),
        ("bid 5d", ContractBid(5, D)),
        ("pass", Pass()),
        ("p", Pass()),
        ("PASS", Pass()),
        ("x", Double()),
        ("X", Double()),
        ("double", Double()),
        ("xx", Redouble()),
        ("XX", Redouble()),
        ("redouble", Redouble()),
    ],
)
def test_parse(colon_deck: Deck, text: str, action: tricktaker.Action) -> None:
    phase = AuctionPhase(bridgette_spec(), colon_deck)
    assert phase.parse(FAKE_GAME, NO_STATE, text) == action


@pytest.mark.parametrize("text", ["", "hello", "3", "nt", "3Z", "10nt", "xxx"])
def test_parse_junk(colon_deck: Deck, text: str) -> None:
    phase = AuctionPhase(bridgette_spec(), colon_deck)
    with pytest.raises(NotationError) as err:
        phase.parse(FAKE_GAME, NO_STATE, text)
    message = str(err.value)
    assert "is not a call" in message
    assert "3NT" in message and "pass" in message and "double" in message


def test_format(colon_deck: Deck) -> None:
    phase = AuctionPhase(bridgette_spec(), colon_deck)
    assert phase.format(FAKE_GAME, ContractBid(3, NT)) == "3NT"
    assert phase.format(FAKE_GAME, ContractBid(4, H)) == "4H"
    assert phase.format(FAKE_GAME, ContractBid(4, H), symbols=True) == "4♥"
    assert phase.format(FAKE_GAME, PASS) == "pass"
    assert phase.format(FAKE_GAME, DOUBLE) == "double"
    assert phase.format(FAKE_GAME, REDOUBLE) == "redouble"
    for action in [*phase.ladder, PASS, DOUBLE, REDOUBLE]:
        assert phase.parse(FAKE_GAME, NO_STATE, phase.format(FAKE_GAME, action)) == action


# -- why a call is illegal -------------------------------------------------------------------


def test_why_double_is_illegal(bridgette: Callable[..., Auction]) -> None:
    auction = bridgette()
    assert auction.why("x") == "there is no bid to double"
    auction.call("1h", "x")
    assert auction.state.to_move == 0  # the bidder
    assert auction.why("x") == "you may only double an opponent's bid"
    auction.call("xx")
    assert auction.state.to_move == 1  # the doubler, facing a redoubled bid
    assert auction.why("x") == "that bid is already doubled"


def test_why_double_is_illegal_with_partners(draw_bridge: Callable[..., Auction]) -> None:
    auction = draw_bridge(players=4, passes_to_end=3, passes_to_throw_in=4)
    auction.call("1h")
    auction.call("x")  # seat 1 doubles
    auction.call("pass")  # seat 2, the bidder's partner
    assert auction.why("x") == "that bid is already doubled"  # seat 3, the doubler's partner
    auction.call("pass", "pass")  # seats 3 and 0
    assert auction.why("x") == "that bid is already doubled"  # seat 1 again
    other = draw_bridge(players=4, passes_to_end=3, passes_to_throw_in=4)
    other.call("1h", "pass")
    assert other.why("x") == "you may only double an opponent's bid"  # seat 2, the partner


def test_why_redouble_is_illegal(bridgette: Callable[..., Auction]) -> None:
    auction = bridgette()
    assert auction.why("xx") == "there is no double to redouble"
    auction.call("1h")
    assert auction.why("xx") == "there is no double to redouble"
    auction.call("x")
    auction.call("xx")
    assert auction.why("xx") == "you may only redouble your own side's doubled bid"
    four = bridgette(players=4, passes_to_end=3, passes_to_throw_in=4)
    four.call("1h", "x")  # seat 0 bids, seat 1 doubles
    assert REDOUBLE in four.legal()  # seat 2, the bidder's partner
    four.call("pass")
    assert four.why("xx") == "you may only redouble your own side's doubled bid"  # seat 3
    redoubled = bridgette(players=4, passes_to_end=3, passes_to_throw_in=4)
    redoubled.call("1h", "x", "xx", "pass")  # the partner redoubles; back to the bidder
    assert redoubled.state.to_move == 0
    assert redoubled.why("xx") == "that bid is already redoubled"


def test_why_a_bid_is_illegal(bridgette: Callable[..., Auction]) -> None:
    auction = bridgette()
    auction.call("1h")
    assert auction.why("1d") == "1♦ is not a legal bid after 1♥"
    assert auction.why("1h") == "1♥ is not a legal bid after 1♥"
    assert auction.why("0nt") == "0NT is not a legal bid after 1♥"
    assert auction.why("0h") == "0♥ is not a bid here (bids go from 0NT to 7NT)"
    assert auction.why("8s") == "8♠ is not a bid here (bids go from 0NT to 7NT)"


def test_why_zero_level_is_illegal_in_draw_bridge(draw_bridge: Callable[..., Auction]) -> None:
    auction = draw_bridge()
    assert auction.why("0nt") == "0NT is not a bid here (bids go from 1♣ to 7NT)"


def test_game_restriction_rule(deck: Deck) -> None:
    class NoClubs(AuctionPhase):
        def auction_rules(self) -> list[Rule[tricktaker.Action]]:
            def no_clubs(state: Any, seat: int, calls: list[Any]) -> list[Any]:
                return [
                    c for c in calls if not (isinstance(c, ContractBid) and c.denomination == C)
                ]

            return [
                *super().auction_rules(),
                Rule("no_clubs", no_clubs, lambda *_: "no clubs here"),
            ]

    auction = Auction(NoClubs(draw_bridge_spec(), deck))
    assert ContractBid(1, C) not in auction.legal()
    assert ContractBid(1, D) in auction.legal()
    assert auction.why("1c") == "no clubs here"
    assert auction.phase.rules.dropped_by(auction.state, 0, ContractBid(1, C)) == "no_clubs"
    auction.call("1d")
    assert auction.why("1c") == "1♣ is not a legal bid after 1♦"  # the earlier rule first


def test_observation_shows_the_calls(draw_bridge: Callable[..., Auction]) -> None:
    auction = draw_bridge()
    auction.call("1c", "x")
    part = auction.state.parts["auction"]
    assert part.seen["calls"] == PUBLIC
    assert part.calls == [(0, ContractBid(1, C)), (1, DOUBLE)]


# -- inside a session: a tiny test-only game -------------------------------------------------

MINI_RULES = """
phases = ["deal", "auction", "play", "score"]

[game]
id = "mini-bridge"
name = "Mini Bridge"

[deck]
ranks = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
rank_aliases = { T = "10" }
suits = [
    { letter = "S", symbol = "♠", name = "spades" },
    { letter = "H", symbol = "♥", name = "hearts", red = true },
    { letter = "D", symbol = "♦", name = "diamonds", red = true },
    { letter = "C", symbol = "♣", name = "clubs" },
]

[options.players]
type = "int"
min = 2
max = 2
default = 2
description = "Two players."

[deal]
first_dealer = "seat0"
hand_size = 13
batches = [1]

[auction]
first = "dealer"
min_level = 1
max_level = 7
denominations = ["C", "D", "H", "S", "NT"]

[play]
first_lead = "defender"
trumps = "contract"

[match]
end = "deals"
deals = 2
"""


class MiniScoring:
    """Declarer scores 10 a level when the contract is made (times 2 per doubling), else the
    defender scores 5."""

    @tricktaker.hookimpl
    def score_hand(self, game: Any, state: State) -> list[int]:
        contract = state.contract
        scores = [0] * state.players
        if state.tricks_won[contract.declarer] >= contract.tricks:
            scores[contract.declarer] = 10 * contract.level * 2**contract.doubled
        else:
            scores[(contract.declarer + 1) % state.players] = 5
        return scores


@pytest.fixture
def mini_bridge(tmp_path: Path) -> tricktaker.Game:
    rules = tmp_path / "rules.toml"
    rules.write_text(MINI_RULES, encoding="utf-8")
    plugin = types.ModuleType("mini_bridge_plugin")

    @tricktaker.registry_hookimpl
    def tricktaker_register_games(register: Callable[[tricktaker.GameSpec], None]) -> None:
        register(tricktaker.GameSpec(id="mini-bridge", rules=rules, plugins=(MiniScoring(),)))

    plugin.tricktaker_register_games = tricktaker_register_games  # type: ignore[attr-defined]
    registry = tricktaker.Registry(plugins=[plugin], entry_points=False)
    assert registry.broken == []
    return registry.game("mini-bridge")


def test_session_auction_then_play(mini_bridge: tricktaker.Game) -> None:
    session = mini_bridge.new_session(seed=11)
    assert session.phase.name == "auction"
    assert session.current_seat == 0  # the dealer
    assert session.parse_action("1s") == ContractBid(1, S)
    session.apply(session.parse_action("1s"))
    session.apply(session.parse_action("x"))
    session.apply(session.parse_action("pass"))
    assert session.phase.name == "play"
    assert session.state.contract == Contract(1, S, 0, 1, 7)
    assert session.state.trump == S
    assert session.current_seat == 1  # the defender leads
    assert session.observation(1)["calls"] == [(0, ContractBid(1, S)), (1, DOUBLE), (0, PASS)]
    while session.state.hand_no == 0 and not session.is_over:
        session.apply(session.legal_actions()[0])
    result = session.state.hand_results[0]
    assert result["contract"] == {"level": 1, "denomination": "S", "declarer": 0, "doubled": 1}
    assert result["thrown_in"] is False
    assert sum(result["tricks"]) == 13
    made = result["tricks"][0] >= 7
    assert result["scores"] == ([20, 0] if made else [0, 5])


def test_session_thrown_in_deal(mini_bridge: tricktaker.Game) -> None:
    """Two passes with no bid: nobody scores and a new deal starts with a fresh auction."""
    session = mini_bridge.new_session(seed=11)
    session.apply(session.parse_action("pass"))
    session.apply(session.parse_action("pass"))
    state = session.state
    assert state.hand_results[0]["thrown_in"] is True
    assert state.hand_results[0]["scores"] == [0, 0]
    assert session.scores == [0, 0]
    assert state.deal_no == 1
    assert not session.is_over
    assert session.phase.name == "auction"
    assert state.parts["auction"].calls == []
    assert state.contract is None
    assert not state.thrown_in
