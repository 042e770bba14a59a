"""The line console as a new user found it (issue 46): what it shows and how it is typed.

Hearts has no trump row and its pass is played only once complete (with ``undo`` until then);
the legal cards are grouped as the game counts them (Euchre's left bower with the trumps);
Bridge's score table names the declarer and counts its side's tricks; Spades says nil and
each side's bid and tricks in words; a hand's result waits for Enter at a terminal; no sign
on an item's words; every trick of the hand on ``tricks``; a help per
game; Euchre's own words for ordering up and going alone.
"""

from __future__ import annotations

import io

from rich.console import Console

from tricktaker import DealGiven, load_game
from tricktaker.cli.events import breakdown_lines
from tricktaker.cli.play import PAUSE, ConsoleGame
from tricktaker.cli.view import (
    hand_contract_text,
    help_lines,
    legal_text,
    side_contracts,
    table_view,
)
from tricktaker.engine.seats import HandSide


def render(renderable: object, width: int = 80) -> str:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(renderable)
    return out.getvalue()


def console() -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, width=80, color_system=None), out


def labels(text: str) -> list[str]:
    return [line.split("  ")[0].strip() for line in text.splitlines() if line.strip()]


def test_hearts_has_no_trump_row_where_bridge_and_oh_hell_keep_theirs() -> None:
    """Issue 46: a game whose hands never have trumps (Hearts) shows no "Trump no trump" row,
    nor "trump: no trump" as a hand starts; a game where a hand may have none (Oh Hell's last
    hand, Bridge's NT) keeps the row."""
    hearts = load_game("hearts").new_session(seed=1)
    assert "Trump" not in labels(render(table_view(hearts, 0)))
    for game in ("oh-hell", "bridge", "spades"):
        session = load_game(game).new_session(seed=1)
        assert "Trump" in labels(render(table_view(session, session.current_seat))), game
    screen, out = console()
    game = ConsoleGame(hearts, ["human", "basic", "basic", "basic"], screen, read=lambda p: "quit")
    game.announce_hand()
    assert "trump" not in out.getvalue()


def test_a_hearts_pass_is_gathered_card_by_card_with_undo_and_played_whole() -> None:
    """Issue 46 (hearts.md §4.2, HT-19): cards typed one at a time are gathered, not played;
    ``undo`` takes the last back; the pass is played once complete, in one line of the log."""
    session = load_game("hearts").new_session(options={"hands": 1}, seed=1)
    screen, out = console()
    hand = sorted(session.state.hands[0], key=session.deck.sort_key)
    cards = [session.deck.format(c) for c in hand[:4]]
    script = [cards[0], cards[0], "undo", "undo", cards[1], f"pass {cards[2]} {cards[3]}"]
    prompts: list[str] = []
    history_at_pass: list[int] = []

    def read(prompt: str) -> str:
        prompts.append(prompt)
        if script:
            if session.current_seat == 0:
                history_at_pass.append(len(session.history))
            return script.pop(0)
        return "quit"

    ConsoleGame(session, ["human", "basic", "basic", "basic"], screen, read=read).run()
    text = out.getvalue()
    assert len(set(history_at_pass)) == 1  # nothing was played until the pass was whole
    assert "pass 2 more cards (chosen: " in prompts[1]
    assert "already chosen (undo takes one back)" in text
    assert "Taken back: " in text and "Nothing to take back" in text
    shown = " ".join(session.deck.format(c, symbols=True) for c in hand[1:4])
    assert f"You pass {shown} face down" in text
    assert text.count("South passes 3 cards face down") == 1  # a bot's pass: one line too
    assert [a.cards for s, a, _ in session.history if s == 0] == [(c,) for c in hand[1:4]]


EUCHRE = [
    ["JS", "KS", "9C", "AH", "KH"],  # North: the J♠ is the left bower when clubs are trumps
    ["AC", "KC", "10C", "AS", "QS"],
    ["10S", "9S", "AD", "KD", "QD"],
    ["JD", "10D", "9D", "QH", "JH"],
]


def euchre_club_lead() -> object:
    """Euchre, clubs trumps (East orders up the Q♣), East leads the A♣: North to play."""
    deal = DealGiven(dealer=0, hands=EUCHRE, turned="QC", stock=["JC", "10H", "9H"])
    session = load_game("euchre").new_session(seed=1, deals=[deal])
    for text in ("order up", "partner", "AH", "AC", "9S", "9D"):
        session.apply(session.parse_action(text))
    return session


def test_the_left_bower_is_offered_with_the_trumps_and_the_refusal_lists_them() -> None:
    """Issue 46 (euchre.md §6, E-8): with clubs trumps the J♠ is a club: ``?`` lists it with
    the trumps, and a K♠ refused ("you must follow ♣") is told which cards may be played."""
    session = euchre_club_lead()
    assert session.current_seat == 0
    assert legal_text(session, session.legal_actions()).plain == "♣* J♠ Q 9"
    screen, out = console()
    answers = iter(["KS", "JS"])
    game = ConsoleGame(
        session, ["human", "basic", "basic", "basic"], screen, read=lambda p: next(answers)
    )
    action = game.ask(0)
    assert session.format_action(action) == "JS"
    assert "you must follow ♣ (clubs) — you may play: ♣* J♠ Q 9" in out.getvalue()


def test_skat_jacks_are_offered_with_the_trumps() -> None:
    """Issue 46 (skat.md §5, SK-8): in a suit game and in a grand the jacks are trumps; the
    legal list groups them with the trumps, never in their printed suit."""
    from tricktaker.cli.view import trick_tables

    session = load_game("skat").new_session(seed=1)
    deck = session.deck
    tables = trick_tables(session)
    assert tables is not None
    clubs = deck.suit_index("C")
    jacks = [deck.parse(c) for c in ("JS", "JH")]
    from tricktaker.cli.view import hand_text

    cards = [*jacks, deck.parse("7C"), deck.parse("AS")]
    assert hand_text(deck, cards, clubs, tables).plain == "♣* J♠ J♥ 7  ♠ A"
    grand = next(t for t in range(len(deck.suits), len(deck.suits) + 4) if t in tables)
    assert hand_text(deck, cards, grand, tables).plain.startswith("*J♠ J♥")


def test_bridge_names_the_declarer_and_counts_the_sides_tricks() -> None:
    """Issue 46 (bridge.md §7): the score table's contract names the declarer as the rules do
    (North, or You) and the declaring side's tricks, never ``S0`` and the declarer's own."""
    session = load_game("bridge").new_session(seed=1)
    hand = {
        "contract": {"level": 4, "denomination": "H", "declarer": 0, "doubled": 1},
        "tricks": [5, 1, 6, 1],
    }
    assert hand_contract_text(session, hand) == "4♥x by North, 11 tricks"
    assert hand_contract_text(session, hand, me=0) == "4♥x by You, 11 tricks"


def test_a_zero_sum_score_is_said_once_with_no_sign_on_words() -> None:
    """Issue 46: East–West's line was ``-made 4♥: 120 - 1 over: 30 ...``; the side that
    scored says the items, the other its total alone; a negative item carries its sign."""
    deck = load_game("bridge").new_session(seed=1).deck
    hand = {
        "scores": [450, -450, 450, -450],
        "contract": {"level": 4, "denomination": "H", "declarer": 0, "doubled": 0},
        "breakdown": [
            {"item": "made 4H", "points": [120, -120, 120, -120]},
            {"item": "1 over", "points": [30, -30, 30, -30]},
            {"item": "game bonus", "points": [300, -300, 300, -300]},
        ],
    }
    sides = [HandSide("North–South", (0, 2), True), HandSide("East–West", (1, 3), True)]
    lines = [line.plain for line in breakdown_lines(hand, str, deck, sides)]
    assert lines == [
        "  North–South (0 & 2): made 4♥: 120 + 1 over: 30 + game bonus 300 = 450",
        "  East–West (1 & 3): -450",
    ]
    missed = {"scores": [-10], "breakdown": [{"item": "bid missed", "points": [-10]}]}
    assert [line.plain for line in breakdown_lines(missed, lambda s: "You")] == [
        "  You: bid missed -10"
    ]


def test_spades_says_nil_and_each_sides_bid_and_tricks_in_words() -> None:
    """Issue 46 (spades.md §4): a bid of 0 is "nil" ("You bid nil"), and a side's bid is in
    words, a nil apart from it: ``North–South: 4 bid, 2 taken; You nil, 0 taken``."""
    session = load_game("spades").new_session(seed=1)
    while session.current_seat != 0:
        session.apply(session.legal_actions()[-1])
    screen, out = console()
    game = ConsoleGame(session, ["human", "basic", "basic", "basic"], screen, read=lambda p: "q")
    game.show_action(0, session.parse_action("nil"))
    assert out.getvalue().strip() == "You bid nil"
    names = ["North–South", "East–West"]
    said = side_contracts(names, [(0, 2), (1, 3)], [0, 3, 4, None], [0, 1, 2, 0], "nil", str)
    assert said == [
        "North–South: 4 bid, 2 taken; 0 nil, 0 taken",
        "East–West: 3 bid so far, 1 taken",
    ]


def test_a_hands_result_waits_for_enter_and_tricks_lists_the_hand() -> None:
    """Issue 46: at a terminal the game waits after a hand's result ("Press Enter"), where
    ``tricks`` lists every trick of the hand; seven players' results fit a 24-row screen."""
    asked: list[str] = []
    session = load_game("oh-hell").new_session(options={"players": 7, "hand_sizes": [2, 1]}, seed=3)

    def answer(prompt: str) -> str:
        if prompt == PAUSE:
            asked.append(prompt)
            return "tricks" if len(asked) == 1 else ""
        return session.format_action(session.legal_actions()[0])

    screen, out = console()
    assert ConsoleGame(session, ["human"] + ["basic"] * 6, screen, read=answer, pause=True).run()
    text = out.getvalue()
    assert len(asked) == 2  # after hand 1: "tricks", then Enter; none after the last hand
    first_hand_end = text.index("Scores after hand 1")
    result = text[text.rindex("Trick 2:", 0, first_hand_end) : text.index("— Hand 2")]
    assert len(result.splitlines()) <= 24, result
    assert "Seat 0" not in text
    assert text.count("Trick 1:") == 3  # told as played, again on "tricks", then in hand 2
    without = ConsoleGame(
        load_game("oh-hell").new_session(options={"hand_sizes": [1, 1]}, seed=3),
        ["human", "basic", "basic"],
        console()[0],
        read=lambda p: "",
    )
    assert without.pause is False  # a script's own reader: no pause


def test_the_help_is_the_games_own() -> None:
    """Issue 46: ``?`` names the moves the game has: doubles only where there are doubles,
    nil where there is nil, passing, trumps, going alone, the skat."""

    def words(game: str) -> str:
        return "\n".join(help_lines(load_game(game).new_session(seed=1)))

    hearts, bridge, spades = words("hearts"), words("bridge"), words("spades")
    euchre, skat, oh_hell = words("euchre"), words("skat"), words("oh-hell")
    assert "double" in bridge and "redouble" in bridge and "double" not in hearts
    assert "pass cards" in hearts and "undo" in hearts
    assert "nil" in spades and "nil" not in oh_hell
    assert "order up" in euchre and "alone" in euchre and "partner" in euchre
    assert "skat" in skat and "hand" in skat
    assert "tricks (this hand's tricks)" in hearts


def test_euchre_takes_the_words_players_use() -> None:
    """Issue 46 (euchre.md §4.1, §5): "order up", "assist", "pick it up" order the up-card;
    "go alone" goes alone and "pass" declines."""
    deal = DealGiven(dealer=0, hands=EUCHRE, turned="QC", stock=["JC", "10H", "9H"])
    for words in ("order up", "Order  Up", "assist", "pick it up", "order"):
        session = load_game("euchre").new_session(seed=1, deals=[deal])
        assert session.format_action(session.parse_action(words)) == "trump C"
    session = load_game("euchre").new_session(seed=1, deals=[deal])
    session.apply(session.parse_action("order up"))
    assert session.format_action(session.parse_action("go alone")) == "alone"
    assert session.format_action(session.parse_action("pass")) == "partner"
