"""Rubber scoring (bridge.md §9, C-18): games, rubbers, honours and the unfinished rubber.

Each side's points are its own (not zero-sum): trick points ("below the line") for the
declaring side of a made contract, premiums ("above the line") — overtricks, slam and insult
bonuses, the undertricks to the defenders, honours, the rubber bonus and the bonuses of an
unfinished rubber. A side wins a game when its trick points since the current game began
reach 100; the first side with two games wins the rubber and 700 (500 if the other side has a
game). A side is vulnerable while it has a game in the current rubber. The session ends after
``num_rubbers`` rubbers, or after ``max_deals`` deals (an unfinished rubber: 300 to each side
with a game, 50 to each side with a part-score in the unfinished game).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tricktaker import NO_TRUMP, PUBLIC, DealEntry, Part, declare, hookimpl, itemize, log_entries

if TYPE_CHECKING:
    from tricktaker import CompiledGame, Deck, State

GAME = 100
RUBBER_BONUS = (700, 500)  # the other side has no game / one game
UNFINISHED_GAME, UNFINISHED_PART = 300, 50
HONOURS = ("A", "K", "Q", "J", "10")


class Rubber(Part):
    """The rubber in progress, public: each side's trick points toward the current game, its
    games won, its points in this rubber; the rubbers finished; the last deal's facts."""

    __slots__ = ("games", "last_deal", "rubber_points", "rubbers", "toward_game")
    key = "rubber"
    scope = "match"
    seen = declare(
        toward_game=PUBLIC("each side's trick points toward the current game: [N-S, E-W]"),
        games=PUBLIC("the games each side has won in this rubber"),
        rubber_points=PUBLIC("each side's points in this rubber"),
        rubbers=PUBLIC("the finished rubbers: one record each"),
        last_deal=PUBLIC("the last deal's facts (its scoring); {} before the first"),
    )

    def __init__(self, players: int) -> None:
        self.toward_game = [0, 0]
        self.games = [0, 0]
        self.rubber_points = [0, 0]
        self.rubbers: list[dict[str, Any]] = []
        self.last_deal: dict[str, Any] = {}

    def vulnerable_now(self) -> list[bool]:
        return [games >= 1 for games in self.games]

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {"rubber": dict(self.last_deal)}


def honours(game: CompiledGame, state: State) -> tuple[int, int]:
    """§9.4: (side, points) of the honours held in one hand as dealt; (-1, 0) for none."""
    contract = state.contract
    assert contract is not None
    deal = next(e for e in log_entries(state.log) if isinstance(e, DealEntry))
    deck = game.deck
    for seat, hand in enumerate(deal.hands):
        if contract.denomination == NO_TRUMP:
            aces = sum(1 for c in hand if deck.ranks[deck.rank_of[c]] == "A")
            if aces == 4:
                return seat % 2, 150
            continue
        held = sum(
            1
            for c in hand
            if deck.suit_of[c] == contract.denomination and deck.ranks[deck.rank_of[c]] in HONOURS
        )
        if held == 5:
            return seat % 2, 150
        if held == 4:
            return seat % 2, 100
    return -1, 0


def score_deal(game: CompiledGame, state: State) -> list[int]:
    """One deal of rubber scoring, itemized; each side's points on its first seat."""
    from tricktaker_bridge.scoring import board_parts, declarer_tricks

    rubber = Rubber.of(state)
    contract = state.contract
    assert contract is not None
    side = contract.declarer % 2
    vulnerable = rubber.vulnerable_now()[side]
    tricks = declarer_tricks(state)
    parts = board_parts(game, contract, tricks, vulnerable)
    below = [0, 0]
    above = [0, 0]
    items: list[tuple[str, int, int]] = []
    if "undertricks" in parts:
        above[1 - side] += parts["undertricks"]
        items.append((f"{contract.tricks - tricks} under (above)", 1 - side, parts["undertricks"]))
    else:
        below[side] += parts.pop("trick_score")
        items.append(("trick points (below)", side, below[side]))
        for name, points in parts.items():
            above[side] += points
            items.append((f"{name.replace('_', ' ')} (above)", side, points))
    if game.options["rubber_honours"]:
        holder, points = honours(game, state)
        if points:
            above[holder] += points
            items.append(("honours (above)", holder, points))
    game_won = False
    rubber_won = -1
    rubber.toward_game[side] += below[side]
    if rubber.toward_game[side] >= GAME:
        game_won = True
        rubber.toward_game = [0, 0]
        rubber.games[side] += 1
        if rubber.games[side] == 2:
            bonus = RUBBER_BONUS[rubber.games[1 - side]]
            above[side] += bonus
            items.append(("rubber bonus (above)", side, bonus))
            rubber_won = side
    limit = game.options["max_deals"]
    if rubber_won < 0 and limit and state.deal_no + 1 >= limit:
        items += unfinished(rubber, above)
    for s in (0, 1):
        rubber.rubber_points[s] += below[s] + above[s]
    rubber.last_deal = {
        "below": below,
        "above": above,
        "game_won": game_won,
        "games": list(rubber.games),
        "vulnerable_after": rubber.vulnerable_now(),
    }
    if rubber_won >= 0:
        finish(rubber, rubber_won)
    scores = [0] * state.players
    for item, s, p in items:
        row = [0] * state.players
        row[s] = p
        itemize(state, item, row)
        scores[s] += p
    return scores


def unfinished(rubber: Rubber, above: list[int]) -> list[tuple[str, int, int]]:
    """§9.5.2: 300 to each side with a game, 50 to each side with a part-score."""
    items = []
    for s in (0, 1):
        if rubber.games[s] == 1:
            above[s] += UNFINISHED_GAME
            items.append(("unfinished rubber: a game (above)", s, UNFINISHED_GAME))
        if rubber.toward_game[s] > 0:
            above[s] += UNFINISHED_PART
            items.append(("unfinished rubber: a part-score (above)", s, UNFINISHED_PART))
    return items


def finish(rubber: Rubber, winner: int) -> None:
    """The rubber is over: keep its totals, start the next one."""
    rubber.rubbers.append(
        {"games": list(rubber.games), "points": list(rubber.rubber_points), "won_games": winner}
    )
    rubber.games = [0, 0]
    rubber.toward_game = [0, 0]
    rubber.rubber_points = [0, 0]


@hookimpl
def match_over(game: CompiledGame, state: State) -> bool | None:
    """Rubber scoring: after ``num_rubbers`` rubbers, or ``max_deals`` deals (passed-out deals
    count). None (the core's rule) in duplicate scoring."""
    options = game.options
    if options["scoring"] != "rubber":
        return None
    rubber = Rubber.of(state)
    if len(rubber.rubbers) >= options["num_rubbers"]:
        return True
    limit = options["max_deals"]
    if limit and state.deal_no >= limit:
        if state.thrown_in and (1 in rubber.games or any(rubber.toward_game)):
            bonus = [0, 0]
            unfinished(rubber, bonus)  # the last deal was passed out: its bonuses now
            for seat in range(state.players):
                state.totals[seat] += bonus[seat % 2]
            if state.hand_results:
                state.hand_results[-1]["totals"] = list(state.totals)
        return True
    return False
