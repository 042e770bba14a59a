"""§4.5 blind nil (S-12), its options of §9 (``blind_nil``, ``blind_nil_deficit``,
``blind_nil_exchange``), its scoring (±200, §6.3) and what each seat sees (§14.2, S-14).

A team is put behind by a first hand whose scores a test-only plugin forces (``sp.scores_plugin``);
the hand under test is the second one, dealt from a stacked pack by West (seat 3), so North (0)
bids first, then East, South, West. Team 0 is North–South, team 1 East–West.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tricktaker import Bid, BlindBid, Give, IllegalAction, Look, NotationError
from tricktaker.bots import SearchBot, make_bot
from tricktaker.engine import views
from tricktaker.testing import assert_bots_play, assert_replays

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
HANDS = [
    "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S",
    "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H",
    "AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D",
    "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C",
]
BLIND_NIL, LOOK = BlindBid(0), Look()


def behind(sp, scores=(0, 100), hands=HANDS, dealer=WEST, **options: Any):
    """A session with blind nil on, at the bidding of its second hand (``hands`` dealt by
    ``dealer``), after a first hand (always :data:`HANDS`) that scored ``scores`` (team 0,
    team 1)."""
    first = sp.given(HANDS, (dealer - 1) % 4)
    options.setdefault("blind_nil", True)
    s = sp.new([first, sp.given(hands, dealer)], plugins=[sp.scores_plugin(scores)], **options)
    sp.finish_hand(s)
    assert s.state.hand_no == 1 and s.state.dealer == dealer
    assert sp.team_totals(s) == list(scores)
    return s


def legal(s) -> set[str]:
    return {s.format_action(a) for a in s.legal_actions()}


def hand_of(s, seat) -> list[str]:
    return sorted(s.deck.format(c) for c in s.observation(seat)["hand"])


def cards_shown(s, seat) -> set[int]:
    """Every card in a card field of ``seat``'s observation."""
    obs = s.observation(seat)
    out = set(obs["hand"]) | {c for _, c in obs["trick"]} | {c for _, c in obs["played"]}
    out |= set(obs.get("cards_given", ())) | set(obs.get("cards_received", ()))
    out |= {c for a in obs.get("legal", ()) for c in getattr(a, "cards", ())}
    return out


def refusal(s, action) -> str:
    with pytest.raises(IllegalAction) as caught:
        s.apply(action)
    return str(caught.value)


# -- the options (§9) ------------------------------------------------------------------------------


def test_blind_nil_is_off_by_default_and_under_the_openspiel_profile_9(sp):
    """§9: ``blind_nil`` is off by default and under ``profile = openspiel`` (OpenSpiel has no
    blind nil): a team far behind bids as usual, sees its cards, and ``blind nil`` is no bid."""
    assert sp.new().options["blind_nil"] is False
    assert sp.new(profile="openspiel").options["blind_nil"] is False
    s = behind(sp, (0, 300), blind_nil=False)
    assert s.current_seat == NORTH and sp.legal_bids(s) == list(range(14))
    assert hand_of(s, NORTH) == sorted(sp.words(HANDS[0]))
    assert "unlooked" not in s.observation(NORTH) and "blind" not in s.observation(NORTH)
    assert s.phase_names == ["deal", "bidding", "play", "score"]
    with pytest.raises(NotationError):
        s.parse_action("blind nil")


def test_the_options_accept_on_and_off_and_the_exchange_2_or_0_9(sp):
    """§9: ``blind_nil`` on/off, ``blind_nil_deficit`` an integer ≥ 0 (default 100),
    ``blind_nil_exchange`` 2 or 0 (default 2)."""
    on = sp.new(blind_nil="on")
    assert on.options["blind_nil"] is True and sp.new(blind_nil="off").options["blind_nil"] is False
    assert (on.options["blind_nil_deficit"], on.options["blind_nil_exchange"]) == (100, "2")
    assert on.phase_names == ["deal", "bidding", "pass_cards", "play", "score"]
    assert sp.new(blind_nil=True, blind_nil_exchange=0).options["blind_nil_exchange"] == "0"


# -- §4.5.1 eligibility ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("deficit", "scores", "eligible"),
    [
        (100, (0, 100), True),  # exactly the deficit
        (100, (-50, 200), True),
        (100, (0, 99), False),
        (100, (0, 0), False),
        (250, (0, 250), True),
        (250, (0, 249), False),
        (0, (0, 0), True),  # a deficit of 0: a team not ahead is behind by 0
    ],
)
def test_eligibility_by_the_deficit_at_the_start_of_the_hand_4_5_1(sp, deficit, scores, eligible):
    """§4.5.1 (a): a seat may bid blind nil only if its team's total is at least
    ``blind_nil_deficit`` below the opponents' at the start of the hand; otherwise it sees its
    cards and bids as usual, and blind nil is refused, saying why."""
    s = behind(sp, scores, blind_nil_deficit=deficit)
    if eligible:
        assert legal(s) == {"blind nil", "look"}
        assert hand_of(s, NORTH) == []
    else:
        assert legal(s) == {str(b) for b in range(1, 14)} | {"nil"}
        assert hand_of(s, NORTH) == sorted(sp.words(HANDS[0]))
        reason = refusal(s, BLIND_NIL)
        assert f"blind nil: your side was not behind by {deficit} or more" in reason


def test_both_partners_of_a_trailing_team_are_eligible_at_the_start_4_5_1(sp):
    """§4.5.1: both partners of the trailing team are eligible at the start of the hand (and
    neither sees its cards); the leading team's seats see theirs."""
    s = behind(sp, (0, 100))
    obs = s.observation(EAST)
    assert obs["unlooked"] == [NORTH, SOUTH]
    assert hand_of(s, NORTH) == hand_of(s, SOUTH) == []
    assert hand_of(s, EAST) == sorted(sp.words(HANDS[1]))
    sp.act(s, "look", "3", "4")  # North looks and bids 3; East bids 4
    assert s.current_seat == SOUTH and legal(s) == {"blind nil", "look"}
    sp.act(s, "blind nil")
    assert s.state.parts["bidding"].bids[SOUTH] == 0


def test_at_most_one_blind_nil_per_team_S12(sp):
    """§4.5.1 (b), S-12: a seat whose partner has already bid blind nil is no longer eligible;
    it does not see its cards before its turn (it was eligible at the start of the hand), and at
    its turn it sees its hand and bids normally (nil included); blind nil is refused."""
    s = behind(sp, (0, 100))
    sp.act(s, "blind nil")
    assert s.current_seat == EAST and hand_of(s, SOUTH) == []
    sp.act(s, "4")
    assert s.current_seat == SOUTH
    assert hand_of(s, SOUTH) == sorted(sp.words(HANDS[2]))
    assert legal(s) == {str(b) for b in range(1, 14)} | {"nil"}
    assert "your side has already made 1 blind bid" in refusal(s, BLIND_NIL)
    assert "already looked" in refusal(s, LOOK)
    sp.act(s, "nil")
    assert s.state.parts["blind_bids"].blind == [True, False, False, False]


# -- §4.5.2 timing and information (S-12, S-14) ----------------------------------------------------


def test_an_eligible_seat_sees_no_card_of_its_hand_until_it_decides_4_5_2_S14(sp):
    """§4.5.2, §14.2: before its decision an eligible seat's observation holds none of its own
    cards (nor does any card field, or any text of it); it sees the bids so far and that its
    cards are face down. After ``look`` (or blind nil) it sees its hand."""
    s = behind(sp, (0, 100))
    for seat in (NORTH, SOUTH):
        obs = s.observation(seat)
        assert obs["hand"] == [] and obs["hand_counts"] == [13, 13, 13, 13]
        assert not cards_shown(s, seat) & set(s.state.hands[seat])
        texts = sp.strings_in(obs)
        assert not any(s.deck.format(c) in texts for c in s.state.hands[seat])
    sp.act(s, "look")
    assert s.current_seat == NORTH and hand_of(s, NORTH) == sorted(sp.words(HANDS[0]))
    assert hand_of(s, SOUTH) == []
    assert s.observation(EAST)["unlooked"] == [SOUTH]


def test_the_observation_before_looking_does_not_depend_on_the_own_hand_S14(sp):
    """S-14 with §4.5.2: two deals that differ in North's own cards give North the same
    observation until it looks (and a different one after)."""
    other = [HANDS[1], HANDS[0], HANDS[2], HANDS[3]]  # North and East swap hands
    a, b = behind(sp, (0, 100)), behind(sp, (0, 100), hands=other)
    assert a.observation(NORTH) == b.observation(NORTH)
    sp.act(a, "look")
    sp.act(b, "look")
    assert a.observation(NORTH)["hand"] != b.observation(NORTH)["hand"]


def test_after_look_the_seat_bids_normally_with_the_cap_4_5_2(sp):
    """§4.5.2: after ``look`` the seat bids normally (§4.2), with the partnership cap of §4.3
    when it is set; it may no longer bid blind nil, nor bid before deciding."""
    s = behind(sp, (0, 100), partnership_bid_cap="13")
    assert "you have not looked at your cards: bid blind nil, or look" in refusal(s, Bid(3))
    sp.act(s, "look")
    assert "blind nil: only before looking at your cards" in refusal(s, BLIND_NIL)
    assert "already looked" in refusal(s, LOOK)
    sp.act(s, "9", "3", "look")
    assert sp.legal_bids(s) == [0, 1, 2, 3, 4]


def test_blind_nil_is_shown_as_a_distinct_bid_S14_S15(sp):
    """§14.2, S-15: every seat sees the blind nil as such (a bid of 0 marked blind); the hand
    record says which bids were blind; records write ``blind nil`` and ``look``."""
    s = behind(sp, (0, 100), blind_nil_exchange=0)
    sp.act(s, "blind nil", "4", "5", "6")
    for seat in range(4):
        obs = s.observation(seat)
        assert obs["bids"] == [0, 4, 5, 6] and obs["blind"] == [True, False, False, False]
    sp.finish_hand(s)
    hand = s.result()["hands"][-1]
    assert hand["bids"] == [0, 4, 5, 6] and hand["blind"] == [True, False, False, False]
    texts = [s.format_action(a, p) for _, a, p in s.history]
    assert texts[-56:-52] == ["blind nil", "4", "5", "6"]


def test_one_source_for_the_legal_choices_and_their_refusals_S12(sp):
    """S-12 and the engine's one source of legality: at every bidding decision of blind-nil
    hands, an action is offered exactly when the phase finds no reason to refuse it."""
    candidates = [BLIND_NIL, LOOK, BlindBid(1), *(Bid(b) for b in range(15))]
    checked = 0
    for scores, moves in [((0, 100), ["look", "3"]), ((0, 100), ["blind nil"]), ((0, 0), [])]:
        s = behind(sp, scores, blind_nil_deficit=100 if scores[1] else 0)
        sp.act(s, *moves)
        while s.phase.name == "bidding":
            offered = s.legal_actions()
            for action in candidates:
                reason = s.phase.why_illegal(s.game, s.state, action)
                assert (reason is None) == (action in offered), (action, reason)
                checked += 1
            s.apply(offered[-1])
    assert checked > 100


# -- §4.5.3 the exchange ---------------------------------------------------------------------------


def test_the_blind_bidder_passes_two_then_the_partner_two_back_4_5_3(sp):
    """§4.5.3: after the fourth bid and before the first lead, the blind nil bidder passes 2
    cards of its choice to its partner, then the partner passes 2 of its 15 cards (here one just
    received) back; both end with 13, and the dealer's left leads."""
    s = behind(sp, (0, 100))
    sp.act(s, "blind nil", "4", "5", "6")
    assert s.phase.name == "pass_cards" and s.current_seat == NORTH
    assert legal(s) == {f"pass {c}" for c in sp.words(HANDS[0])}
    sp.act(s, "pass AS KS")
    assert s.current_seat == SOUTH and len(s.state.hands[SOUTH]) == 15
    assert {"pass AS", "pass KS"} <= legal(s)
    sp.act(s, "pass AS 2D")
    assert [len(h) for h in s.state.hands] == [13, 13, 13, 13]
    assert sp.hand_of(s, NORTH) == set(sp.words(HANDS[0])) - {"KS"} | {"2D"}
    assert sp.hand_of(s, SOUTH) == set(sp.words(HANDS[2])) - {"2D"} | {"KS"}
    assert s.phase.name == "play" and s.current_seat == NORTH
    sp.finish_hand(s)
    passes = s.result()["hands"][-1]["passes"]
    assert passes == [
        {"seat": NORTH, "to": SOUTH, "cards": ["AS", "KS"], "seen_by": [NORTH, SOUTH]},
        {"seat": SOUTH, "to": NORTH, "cards": ["AS", "2D"], "seen_by": [SOUTH, NORTH]},
    ]


def test_cards_may_be_passed_one_at_a_time_and_wrong_passes_are_refused_4_5_3(sp):
    """§4.5.3: the 2 cards may be named together or one by one; a card not held, a card named
    twice, three cards or a bid are refused, saying why, and change nothing."""
    s = behind(sp, (0, 100))
    sp.act(s, "blind nil", "4", "5", "6")
    assert "don't hold" in refusal(s, Give((sp.card("AH"),)))
    assert "named twice" in refusal(s, Give((sp.card("AS"), sp.card("AS"))))
    assert "must pass 2 card(s), not 3" in refusal(s, Give(tuple(sp.cards("AS KS QS"))))
    assert "it is time to pass 2 cards" in refusal(s, Bid(3))
    assert s.phase.prompt(s.game, s.state).startswith("pass 2 cards face down to your partner")
    sp.act(s, "pass 2S")
    assert s.current_seat == NORTH and s.observation(NORTH)["to_give"] == 1
    assert "must pass 1 card(s), not 2" in refusal(s, Give(tuple(sp.cards("AS KS"))))
    sp.act(s, "3S")
    assert s.current_seat == SOUTH


def test_no_exchange_with_blind_nil_exchange_0_4_5_3(sp):
    """§4.5.3, §9: with ``blind_nil_exchange = 0`` there is no exchange: the first lead follows
    the fourth bid."""
    s = behind(sp, (0, 100), blind_nil_exchange=0)
    sp.act(s, "blind nil", "4", "5", "6")
    assert s.phase.name == "play" and s.current_seat == NORTH
    assert [sorted(h) for h in s.state.hands] == [sorted(sp.cards(h)) for h in HANDS]


def test_no_exchange_without_a_blind_nil_4_5_3(sp):
    """§4.5.3: the exchange belongs to a blind nil; a hand without one goes straight to play."""
    s = behind(sp, (0, 100))
    sp.act(s, "look", "nil", "4", "look", "5", "6")
    assert s.phase.name == "play"


@pytest.mark.parametrize(
    ("bids", "order"),
    [
        (["look", "3", "blind nil", "blind nil", "4"], [EAST, WEST, SOUTH, NORTH]),
        (["blind nil", "blind nil", "3", "4"], [NORTH, SOUTH, EAST, WEST]),
    ],
)
def test_both_teams_blind_the_earlier_team_exchanges_first_4_5_3(sp, bids, order):
    """§4.5.3: when both teams have a blind nil bidder, the team whose blind nil bidder bid
    earlier exchanges first (each blind bidder passes, then its partner). With a deficit of 0,
    both teams at 0–0 are eligible."""
    s = sp.new([sp.given(HANDS)], blind_nil=True, blind_nil_deficit=0)
    assert s.observation(NORTH)["unlooked"] == [0, 1, 2, 3]
    sp.act(s, *bids)
    passers = []
    while s.phase.name == "pass_cards":
        passers.append(s.current_seat)
        s.apply(s.legal_actions()[0])
    assert passers[::2] == order  # each pass of 2 cards is two actions here
    assert [(p[0], p[1]) for p in s.state.parts["pass_cards"].passes] == [
        (a, b) for a, b in zip(order, [order[1], order[0], order[3], order[2]], strict=True)
    ]


def test_the_passed_cards_are_seen_only_by_the_two_partners_S14(sp):
    """§14.2: only the two partners see the cards passed between them; the opponents see that
    2 cards went each way (and the hands' sizes), never which."""
    s = behind(sp, (0, 100))
    sp.act(s, "blind nil", "4", "5", "6", "pass AS KS")
    passed = set(sp.cards("AS KS"))
    assert set(s.observation(NORTH)["cards_given"]) == passed
    assert set(s.observation(SOUTH)["cards_received"]) == passed
    assert passed <= set(s.observation(SOUTH)["hand"])
    sp.act(s, "pass QD JD")
    back = set(sp.cards("QD JD"))
    assert set(s.observation(NORTH)["cards_received"]) == back
    assert set(s.observation(SOUTH)["cards_given"]) == back
    for seat in (EAST, WEST):
        obs = s.observation(seat)
        assert not cards_shown(s, seat) & (passed | back)
        assert not {s.deck.format(c) for c in passed | back} & sp.strings_in(obs)
        assert obs["passes"] == [(NORTH, SOUTH, 2), (SOUTH, NORTH, 2)]
        assert obs["cards_given_counts"] == [2, 0, 2, 0]
        assert obs["cards_received_counts"] == [2, 0, 2, 0]
    # The search bot's worlds keep what a partner knows: North knows where AS and KS went.
    rng = random.Random(1)
    for _ in range(5):
        world = s.clone()
        views.redeal(world.state, NORTH, rng)
        assert passed <= set(world.state.hands[SOUTH])
        assert back <= set(world.state.hands[NORTH])


def test_a_seat_that_has_not_looked_imagines_its_own_hand_too_4_5_2(sp):
    """§4.5.2: the search bot's re-deal treats the cards of a seat that has not looked as
    unknown to it (its hand is re-dealt like the others'), so its blind-or-look choice does not
    depend on its own cards."""
    s = behind(sp, (0, 100))
    assert not set(s.state.hands[NORTH]) & views.known_cards(s.state, NORTH)
    assert s.state.hands[NORTH] in views.hidden_places(s.state, NORTH)
    changed = 0
    for seed in range(5):
        world = s.clone()
        views.redeal(world.state, NORTH, random.Random(seed))
        changed += sorted(world.state.hands[NORTH]) != sorted(s.state.hands[NORTH])
    assert changed == 5
    other = behind(sp, (0, 100), hands=[HANDS[1], HANDS[0], HANDS[2], HANDS[3]])
    bot = SearchBot(seed=3, iterations=4, seconds=30)
    assert bot.choose(s, NORTH) == bot.choose(other, NORTH)


# -- §4.5.4 and §6.3 scoring -----------------------------------------------------------------------


def blind_hand(sp, counts, bids, **options):
    """The second hand scripted for ``counts`` tricks per seat (``sp.scripted``), North–South
    behind by 100, bid with ``bids`` (texts in bidding order, ``look`` included) and, with the
    exchange, the 2 cards passed back unchanged; played out."""
    hands, _ = sp.scripted(counts)
    s = behind(sp, (0, 100), hands=hands, **options)
    sp.act(s, *bids)
    while s.phase.name == "pass_cards":
        seat = s.current_seat
        received = s.observation(seat)["cards_received"]
        given = [s.deck.format(c) for c in received] or sp.names(s.state.hands[seat][:2])
        sp.act(s, "pass " + " ".join(given))
    sp.play_scripted(s, counts)
    return s


@pytest.mark.parametrize("exchange", ["2", "0"])
def test_blind_nil_made_scores_200_4_5_4(sp, exchange):
    """§4.5.4, §6.3: a blind nil made is +200 (a nil counting 0 in the team bid): bids N 4,
    E 3, S blind nil, W 5; tricks N 5, E 4, S 0, W 4 → North–South 40 + 1 + 200 = 241."""
    s = blind_hand(
        sp, [5, 4, 0, 4], ["look", "4", "3", "blind nil", "5"], blind_nil_exchange=exchange
    )
    team = sp.team(s, 0)
    assert team["bid"] == 4 and team["nil"] == {"2": 200} and team["score"] == 241
    assert ("blind nil made", [200, 0, 200, 0]) in sp.breakdown(s)
    assert sp.team(s, 1)["score"] == 80
    assert sp.team_totals(s) == [241, 180]


@pytest.mark.parametrize(
    ("setting", "score"), [("bags_only", -40 + 2 - 200), ("count_for_bid", 40 + 1 - 200)]
)
def test_blind_nil_failed_is_a_nil_in_every_respect_but_200_4_5_4(sp, setting, score):
    """§4.5.4, §6.1, §6.3: a failed blind nil costs 200, and its tricks are treated as any
    nil's (S-7): bags only (−40 + 2 − 200) or counted for the bid (40 + 1 − 200)."""
    s = blind_hand(
        sp, [3, 4, 2, 4], ["look", "4", "3", "blind nil", "5"], failed_nil_tricks=setting
    )
    team = sp.team(s, 0)
    assert team["nil"] == {"2": -200} and team["score"] == score
    assert ("blind nil failed", [-200, 0, -200, 0]) in sp.breakdown(s)


def test_a_blind_nil_and_a_nil_in_one_team_6_3(sp):
    """§6.3: each nil bidder is judged separately: North nil (+100), South blind nil (+200);
    the team bid is 0, made, and every trick of the team would be a bag."""
    s = blind_hand(sp, [0, 6, 0, 7], ["look", "nil", "3", "blind nil", "5"])
    team = sp.team(s, 0)
    assert team["nil"] == {"0": 100, "2": 200} and team["score"] == 300
    assert sp.team(s, 1)["score"] == 85


# -- records, bots, the console --------------------------------------------------------------------


def test_a_blind_nil_game_replays_from_its_record_S15(sp):
    """S-15: records hold ``blind nil``, ``look`` and ``pass 2C 3D`` and replay exactly."""
    s = sp.new([sp.given(HANDS)], blind_nil=True, blind_nil_deficit=0)
    sp.act(s, "blind nil", "look", "4", "5", "look", "6", "pass AS KS", "pass AS 2D")
    sp.finish_hand(s)
    texts = [s.format_action(a, p) for _, a, p in s.history]
    assert texts[:8] == ["blind nil", "look", "4", "5", "look", "6", "pass AS KS", "pass AS 2D"]
    assert_replays(s)


@pytest.mark.parametrize("kinds", [["basic"] * 4, ["random"] * 4, ["basic", "random"] * 2])
def test_bots_play_blind_nil_legally_S12(sp, kinds):
    """The bots choose only legal actions with blind nil on (every seat eligible: deficit 0)."""
    options = {"blind_nil": True, "blind_nil_deficit": 0}
    s = sp.GAME.new_session(options=options, seed=5, stop_after=3)
    assert_bots_play(s, kinds, 5, max_actions=2_000)


def test_the_basic_bot_bids_blind_nil_only_far_behind_S12(sp):
    """The basic bot bids blind nil only when its side is 200 or more behind; else it looks."""
    bot = make_bot("basic", 1)
    assert bot.choose(behind(sp, (0, 199)), NORTH) == LOOK
    assert bot.choose(behind(sp, (0, 200)), NORTH) == BLIND_NIL


def test_the_search_bot_decides_blind_or_look_S12(sp):
    """The search bot makes the blind-or-look decision and the passes legally."""
    s = behind(sp, (0, 300))
    bot = SearchBot(seed=2, iterations=2, seconds=5)
    while s.phase.name in ("bidding", "pass_cards"):
        action = bot.choose(s, s.current_seat)
        assert action in s.legal_actions() or s.is_legal(action)
        s.apply(action)
    assert s.phase.name == "play"
