"""Rendering of :mod:`tricktaker.cli.view` at 80 columns, with and without colour.

A stacked Oh Hell deal (4 players, dealer seat 0, hearts turned) makes every hand known, so the
tests can say exactly what each seat must see, and what it must never see.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from typing import Any

import pytest
from rich.cells import cell_len
from rich.console import Console, RenderableType

from tricktaker import (
    Bid,
    CompiledGame,
    DealGiven,
    Panel,
    PanelRow,
    Pass,
    Play,
    Session,
    hookimpl,
    load_game,
)
from tricktaker.bots import make_bot
from tricktaker.cli.view import (
    hand_number,
    hand_text,
    hands_played,
    score_table,
    seat_name,
    standings_table,
    table_view,
)

KINDS = ["basic", "basic", "basic", "basic"]
HANDS = {
    0: ["4S", "KH", "AS", "2C", "10S", "9H", "QC"],  # deliberately not in order
    1: ["AH", "QS", "JD", "3C", "5S", "8D", "KC"],
    2: ["JS", "2H", "AD", "KD", "7C", "6H", "9S"],
    3: ["QD", "10C", "3S", "JC", "8H", "4D", "AC"],
}
TURNED = "5H"
SEAT0_GROUPED = "♥* K 9  ♠ A 10 4  ♣ Q 2"  # the trumps first (issue 46)
SGR = re.compile(r"\x1b\[([0-9;]*)m")
ANY_ESCAPE = re.compile(r"\x1b")
COLOUR_CODE = re.compile(r"\x1b\[(?:[0-9;]*;)?(?:3[0-7]|9[0-7]|38|4[0-7]|10[0-7]|48)[;m]")
SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
OH_HELL_PANELS = ["Bids and t", "Bids total"]  # the game's panels once bids are made, cut
# to the 10 characters labels() reads (issue 46: plugins/tricktaker_ohhell/panels.py)


@pytest.fixture(autouse=True)
def _no_rich_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rich reads these; the consoles below say exactly what they want."""
    for name in ("FORCE_COLOR", "NO_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE", "COLUMNS"):
        monkeypatch.delenv(name, raising=False)


def stacked_pack(hands: dict[int, list[str]], turned: str, dealer: int = 0) -> list[str]:
    """A pack (top first) that deals ``hands`` from the dealer's left and turns ``turned``."""
    deck = load_game("oh-hell").new_session(options={"players": len(hands)}, seed=0).deck
    players = len(hands)
    size = len(hands[0])
    order = [(dealer + 1 + i) % players for i in range(players)]
    pack = [hands[seat][i] for i in range(size) for seat in order] + [turned]
    rest = [deck.format(c) for c in deck.cards if deck.format(c) not in pack]
    return pack + rest


def stacked(
    hands: dict[int, list[str]] | None = None, plugins: tuple[Any, ...] = (), **options: Any
) -> Session:
    hands = hands or HANDS
    return load_game("oh-hell").new_session(
        options={"players": len(hands), "hand_sizes": [len(hands[0]), 1], **options},
        seed=3,
        deals=[DealGiven(dealer=0, pack=stacked_pack(hands, TURNED))],
        plugins=plugins,
    )


def console(colour: bool) -> Console:
    if colour:
        return Console(width=80, file=io.StringIO(), force_terminal=True, color_system="standard")
    return Console(width=80, file=io.StringIO(), force_terminal=False, no_color=True)


def render(*items: RenderableType, colour: bool = False) -> str:
    out = console(colour)
    for item in items:
        out.print(item)
    text = out.file.getvalue()  # type: ignore[attr-defined]
    assert isinstance(text, str)
    return text


def plain(text: str) -> str:
    return SGR.sub("", text)


def row(view: str, label: str) -> str:
    """The text of the table row ``label`` (its continuation lines joined)."""
    lines = plain(view).splitlines()
    for i, line in enumerate(lines):
        if line.startswith(label + " ") or line == label:
            parts = [line[10:].strip()]
            for more in lines[i + 1 :]:
                if more[:10].strip():
                    break
                parts.append(more.strip())
            return " ".join(parts)
    raise AssertionError(f"no row {label!r} in:\n{plain(view)}")


def unmarked(text: str) -> str:
    """A row of seats without its separators: a line the row fills to the edge ends without
    its ``·`` (:class:`~tricktaker.cli.view.Flow`), so a row that wraps there is compared
    item by item."""
    return " ".join(text.replace("·", " ").split())


def labels(view: str) -> list[str]:
    return [line[:10].strip() for line in plain(view).splitlines() if line[:10].strip()]


def styled_chars(text: str) -> Iterator[tuple[int, str, frozenset[str]]]:
    """Each visible character with its index in the plain text and the SGR codes active on it."""
    active: set[str] = set()
    pos = 0
    index = 0
    for match in SGR.finditer(text):
        for ch in text[pos : match.start()]:
            yield index, ch, frozenset(active)
            index += 1
        codes = match.group(1).split(";") if match.group(1) else ["0"]
        for code in codes:
            if code in ("0", ""):
                active.clear()
            else:
                active.add(code)
        pos = match.end()
    for ch in text[pos:]:
        yield index, ch, frozenset(active)
        index += 1


def symbol(card: str) -> str:
    """``AH`` → ``A♥``."""
    return card[:-1] + SUITS[card[-1]]


def play_some(session: Session, count: int) -> None:
    """Bids and cards by basic bots, ``count`` actions."""
    bots = [make_bot("basic", seat) for seat in range(session.players)]
    for _ in range(count):
        session.apply(bots[session.current_seat].choose(session, session.current_seat))


def test_the_stacked_deal_is_the_one_described():
    session = stacked()
    deck = session.deck
    for seat, cards in HANDS.items():
        assert sorted(session.state.hands[seat]) == sorted(deck.parse(c) for c in cards)
    assert session.state.turned == deck.parse(TURNED)
    assert session.trump_text() == "♥ hearts"
    assert session.current_seat == 1


# -- width -------------------------------------------------------------------------------------


@pytest.mark.parametrize("colour", [True, False], ids=["colour", "plain"])
@pytest.mark.parametrize("actions", [0, 4, 6, 30])
def test_every_view_fits_80_columns(colour, actions):
    session = stacked()
    play_some(session, actions)
    items = [table_view(session, seat, KINDS) for seat in range(4)]
    items += [score_table(session, KINDS, 0), standings_table(session, KINDS, 0)]
    out = render(*items, colour=colour)
    wide = [line for line in plain(out).splitlines() if cell_len(line) > 80]
    assert not wide, wide


@pytest.mark.parametrize(
    "kinds",
    [
        ["basic"] * 7,
        ["basic", "random", "basic", "basic", "basic", "basic", "random"],
        None,
    ],
    ids=["basic", "with-random", "no-kinds"],
)
def test_seven_player_score_table_fits_80_columns(kinds):
    """Every column, header and cell of the 7-player tables shows whole within 80 columns."""
    session = load_game("oh-hell").new_session(
        options={"players": 7, "game_style": "short-up"}, seed=4
    )
    bots = [make_bot("basic" if kinds is None else kinds[s], s) for s in range(7)]
    while not session.is_over:
        session.apply(bots[session.current_seat].choose(session, session.current_seat))
    assert len(session.state.hand_results) == 7
    for me in (None, 0, 3):
        for colour in (True, False):
            out = render(
                score_table(session, kinds, me),
                standings_table(session, kinds, me),
                table_view(session, 0, kinds),
                colour=colour,
            )
            lines = plain(out).splitlines()
            wide = [line for line in lines if cell_len(line) > 80]
            assert not wide, wide
            total = next(line for line in lines if line.strip("│┃ ").startswith("Total"))
            assert [int(n) for n in re.findall(r"-?\d+", total)] == session.scores
            numbers = [line.strip("│ ").split()[0] for line in lines if re.match(r"│ +\d │", line)]
            assert numbers[:7] == [str(n) for n in range(1, 8)]  # every hand has its row
            for seat in range(7):
                assert ("You" if seat == me else f"Player {seat + 1}") in out
            cut = [line for line in lines if "…" in line]
            assert not cut, "\n".join(cut)  # no header or cell cut off


BROKEN_SEAT = re.compile(r"\bPlayer\b(?! \d)|(?<!Player \d )\((?:basic|random)\)")


def broken_seats(text: str) -> list[str]:
    """The lines where a seat's label is cut in two: ``Player`` at the end of a line (its number
    on the next), or a kind ``(basic)`` whose ``Player N`` is on the line before. A table's
    header row (``┃``) is not a row of seats: its cells wrap in their columns (issue 46: at 7
    seats and 80 columns a score column's head reads ``Player`` over ``2``, like its cells
    ``+10`` over ``(0/0)``; the standings' column is called ``Player``)."""
    lines = plain(text).splitlines()
    return [line for line in lines if not line.startswith("┃") and BROKEN_SEAT.search(line)]


def test_broken_seats_finds_a_label_cut_in_two():
    assert broken_seats("Tricks You 0 · Player\n          4 0")
    assert broken_seats("Score  Player 3 (basic) 2 · Player 4\n  (basic) 0") == ["  (basic) 0"]
    assert not broken_seats("Bids  Player 3 1 · Player 4 (basic) 10 (4 of 3: over by 1)")


@pytest.mark.parametrize("kinds", [None, ["human"] + ["basic"] * 6], ids=["plain", "kinds"])
def test_seven_seats_at_80_columns_never_split_a_seat_label(kinds):
    """Every row of seats (bids, tricks, the trick, the scores) of a 7-player table wraps
    between two seats, never inside ``Player 4`` or ``Player 4 (basic)``, at any point of a hand."""
    session = load_game("oh-hell").new_session(options={"players": 7, "hand_sizes": [3, 2]}, seed=4)
    bots = [make_bot("basic", s) for s in range(7)]
    seen = 0
    while not session.is_over:
        for colour in (True, False):
            out = render(table_view(session, session.current_seat, kinds), colour=colour)
            assert not broken_seats(out), plain(out)
            assert all(cell_len(line) <= 80 for line in plain(out).splitlines())
        seen += 1
        session.apply(bots[session.current_seat].choose(session, session.current_seat))
    out = render(score_table(session, kinds, 0), standings_table(session, kinds, 0))
    assert not broken_seats(out), out
    assert seen > 20


# -- colour -----------------------------------------------------------------------------------


def test_red_suits_are_red_and_black_suits_are_not():
    session = stacked()
    play_some(session, 6)  # the bids, then two cards of the first trick
    assert len(session.state.trick) == 2
    out = render(*(table_view(session, seat, KINDS) for seat in range(4)), colour=True)
    text = plain(out)
    checked = {"♥": 0, "♦": 0, "♠": 0, "♣": 0}
    for index, ch, codes in styled_chars(out):
        if ch not in checked:
            continue
        if text[index + 1 : index + 8] in (" hearts", " diamon"):
            continue  # the trump suit's name, not a card
        checked[ch] += 1
        red = "31" in codes or "91" in codes
        assert red == (ch in "♥♦"), (ch, codes, text[index - 5 : index + 5])
    assert all(checked.values()), checked
    # the turned trump card is red and bold
    assert "\x1b[1;31m5♥\x1b[0m" in out


def test_trumps_are_bold_in_a_trick():
    session = stacked()
    deck = session.deck
    for bid in (1, 1, 1, 1):  # anything the hook allows; the dealer (seat 0) bids last
        legal = session.legal_actions()
        session.apply(Bid(bid) if Bid(bid) in legal else legal[0])
    session.apply(Play(deck.parse("AH")))  # seat 1 leads a trump
    out = render(table_view(session, 2, KINDS), colour=True)
    trick = next(line for line in out.splitlines() if plain(line).startswith("Trick "))
    assert "\x1b[1;31mA♥\x1b[0m" in trick


def test_no_escape_codes_without_colour():
    session = stacked()
    play_some(session, 6)
    out = render(
        *(table_view(session, seat, KINDS) for seat in range(4)),
        score_table(session, KINDS, 0),
        standings_table(session, KINDS, 0),
        hand_text(session.deck, session.state.hands[0], session.state.trump),
        colour=False,
    )
    assert not ANY_ESCAPE.search(out)
    assert "♥" in out and "♠" in out


def test_no_color_on_a_terminal_keeps_styles_but_drops_colours():
    session = stacked()
    play_some(session, 6)
    out = io.StringIO()
    term = Console(width=80, file=out, force_terminal=True, color_system="standard", no_color=True)
    term.print(table_view(session, 0, KINDS))
    assert "\x1b[1m" in out.getvalue()  # bold stays
    assert not COLOUR_CODE.search(out.getvalue())


# -- the hand --------------------------------------------------------------------------------


def test_hand_is_grouped_by_suit_high_to_low_with_trumps_marked():
    session = stacked()
    view = render(table_view(session, 0, KINDS))
    assert row(view, "Your hand") == SEAT0_GROUPED


@pytest.mark.parametrize(
    ("trump", "expected"),
    [
        ("H", "♥* K 9  ♠ A 10 4  ♣ Q 2"),
        ("S", "♠* A 10 4  ♥ K 9  ♣ Q 2"),
        ("D", "♠ A 10 4  ♥ K 9  ♣ Q 2"),  # no trump in the hand: no mark
        ("C", "♣* Q 2  ♠ A 10 4  ♥ K 9"),
    ],
    ids=["hearts", "spades", "diamonds", "clubs"],
)
def test_hand_text_groups_and_sorts_any_order_of_cards(trump, expected):
    """``hand_text`` groups by suit, the trumps first (issue 46: trumps together), then the
    deck's order (♠ ♥ ♦ ♣), and lists each suit from high to low, whatever the order of the
    cards it is given."""
    session = stacked()
    deck = session.deck
    trump_index = deck.suit_index(trump)
    cards = [deck.parse(c) for c in HANDS[0]]
    for order in (cards, sorted(cards, key=deck.sort_key), list(reversed(cards))):
        text = hand_text(deck, order, trump_index)
        assert text.plain == expected, [deck.format(c) for c in order]


def test_hand_text_of_all_four_suits_and_of_no_cards():
    session = stacked()
    deck = session.deck
    cards = [deck.parse(c) for c in ["2D", "QC", "10H", "AD", "3S", "JH"]]
    text = hand_text(deck, sorted(cards, key=deck.sort_key), deck.suit_index("D"))
    assert text.plain == "♦* A 2  ♠ 3  ♥ J 10  ♣ Q"
    assert hand_text(deck, [], deck.suit_index("D")).plain == "(no cards)"


# -- what a seat sees ---------------------------------------------------------------------------


@pytest.mark.parametrize("actions", [0, 5, 6, 9])
@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_other_seats_cards_never_appear(seat, actions):
    session = stacked()
    play_some(session, actions)
    deck = session.deck
    view = plain(render(table_view(session, seat, KINDS)))
    public = {deck.format(c) for c in session.state.trick} | {TURNED}
    public |= {deck.format(c) for _, c in session.state.played}
    hidden = [
        deck.format(c)
        for other in range(4)
        if other != seat
        for c in session.state.hands[other]
        if deck.format(c) not in public
    ]
    assert hidden
    for card in hidden:
        assert symbol(card) not in view, card
    own = hand_text(deck, sorted(session.state.hands[seat], key=deck.sort_key), session.state.trump)
    assert row(view, "Your hand") == own.plain


def test_view_depends_only_on_what_the_seat_may_see():
    """Deal the other seats' cards differently: seat 0's view does not change at all."""
    shuffled = {0: HANDS[0], 1: HANDS[3], 2: HANDS[1], 3: HANDS[2]}
    for colour in (True, False):
        a = render(table_view(stacked(), 0, KINDS), colour=colour)
        b = render(table_view(stacked(shuffled), 0, KINDS), colour=colour)
        assert a == b


def test_to_play_names_whose_turn_it_is():
    session = stacked()
    assert row(render(table_view(session, 0, KINDS)), "To play") == "Player 2 (basic)"
    assert row(render(table_view(session, 1, KINDS)), "To play") == "You"
    session.apply(session.legal_actions()[0])
    assert row(render(table_view(session, 0, KINDS)), "To play") == "Player 3 (basic)"
    assert row(render(table_view(session, 2, KINDS)), "To play") == "You"
    # the bids so far, as seat 3 sees them
    bids = row(render(table_view(session, 3, KINDS)), "Bids")
    first = session.state.parts["bidding"].bids[1]
    assert bids == f"Player 1 (basic) – · Player 2 (basic) {first} · Player 3 (basic) – · You –"


def test_the_rows_of_the_view():
    session = stacked()
    view = render(table_view(session, 0, ["human", "basic", "basic", "basic"]))
    assert labels(view) == ["Hand", "Trump", "Bids", "Tricks", "Score", "To play", "Your hand"]
    assert row(view, "Hand") == "1 of 2 · 7 cards · dealer: You"
    assert row(view, "Trump") == "♥ hearts (turned 5♥)"
    play_some(session, 6)
    view = render(table_view(session, 0, ["human", "basic", "basic", "basic"]))
    assert labels(view) == [
        "Hand", "Trump", "Bids", "Tricks", "Trick", "Score", *OH_HELL_PANELS, "To play",
        "Your hand",
    ]  # fmt: skip
    trick = row(view, "Trick")
    deck = session.deck
    led, second = (deck.format(c, symbols=True) for c in session.state.trick)
    assert trick == f"Player 2 (basic) {led} · Player 3 (basic) {second}"


def test_the_last_trick_stays_on_the_table_until_the_next_one_is_won():
    """From the first trick won to the end of the hand, the row names who played what, in
    play order, and who won (``state.last_trick``); a new hand starts without it."""
    session = stacked()
    deck = session.deck
    play_some(session, 4)  # the bids
    assert "Last trick" not in labels(render(table_view(session, 0, KINDS)))
    play_some(session, 4)  # the first trick
    leader, cards, winner = session.state.last_trick
    assert leader == 1 and len(cards) == 4
    first = " · ".join(
        f"{'You' if s == 0 else f'Player {s + 1} (basic)'} {deck.format(c, symbols=True)}"
        for s, c in session.state.played[:4]
    )
    won = "You" if winner == 0 else f"Player {winner + 1} (basic)"
    view = render(table_view(session, 0, KINDS))
    assert labels(view) == [
        "Hand", "Trump", "Bids", "Tricks", "Last trick", "Score", *OH_HELL_PANELS, "To play",
        "Your hand",
    ]  # fmt: skip
    assert unmarked(row(view, "Last trick")) == unmarked(f"{first} → {won} won")
    assert row(render(table_view(session, 2)), "Last trick").startswith("Player 2 ")
    play_some(session, 2)  # the next trick is under way: the last one is still shown
    view = render(table_view(session, 0, KINDS))
    assert unmarked(row(view, "Last trick")) == unmarked(f"{first} → {won} won")
    assert labels(view).index("Last trick") == labels(view).index("Trick") - 1
    play_some(session, 2)
    last = row(render(table_view(session, 0, KINDS)), "Last trick")
    assert unmarked(last) != unmarked(f"{first} → {won} won")
    play_some(session, 4 * 5)  # the rest of the hand: the next hand starts without the row
    assert session.state.hand_no == 1 and not session.state.played
    assert "Last trick" not in labels(render(table_view(session, 0, KINDS)))


@pytest.mark.parametrize("game_id", ["oh-hell", "klaberjass", "bridgette", "draw-bridge"])
def test_the_last_trick_row_in_every_game(game_id):
    """Whatever a game keeps in ``state.last_trick`` (Colons, draw tricks), the row shows it:
    each card after the seat that played it, then the winner; and it fits 80 columns."""
    session = load_game(game_id).new_session(seed=5)
    bots = [make_bot("basic", s) for s in range(session.players)]
    deck = session.deck
    shown = 0
    for _ in range(400):
        if session.is_over:
            break
        seat = session.current_seat
        out = render(table_view(session, seat))
        assert all(cell_len(line) <= 80 for line in plain(out).splitlines())
        last = session.state.last_trick
        if last is None:
            assert "Last trick" not in labels(out)
        else:
            leader, cards, winner = last

            names = ["You" if s == seat else f"Player {s + 1}" for s in range(session.players)]
            played = " · ".join(
                f"{names[(leader + i) % session.players]} {deck.format(c, symbols=True)}"
                for i, c in enumerate(cards)
            )
            assert row(out, "Last trick") == f"{played} → {names[winner]} won"
            shown += 1
        session.apply(bots[seat].choose(session, seat))
    assert shown > 20


# -- hand numbers ------------------------------------------------------------------------------


def test_hand_numbers_say_of_how_many_when_that_is_known():
    """``4 of 19`` for a schedule, ``4 of 6`` for a match of six deals (Bridgette), a plain
    ``4`` for a match to a target score; a deal played on after a tie is a tie-break."""
    oh_hell = load_game("oh-hell").new_session(seed=1)
    bridgette = load_game("bridgette").new_session(seed=1)
    klaberjass = load_game("klaberjass").new_session(seed=1)
    assert hand_number(oh_hell, 3) == "4 of 19"
    assert hand_number(bridgette, 0) == "1 of 6"
    assert hand_number(bridgette, 5) == "6 of 6"
    assert hand_number(bridgette, 6) == "7 (tie-break)"
    assert hand_number(klaberjass, 3) == "4"
    assert row(render(table_view(bridgette, 0)), "Hand").startswith("1 of 6 · 13 cards")
    assert row(render(table_view(klaberjass, 0)), "Hand").startswith("1 · ")


def test_a_deal_thrown_in_that_does_not_count_keeps_the_hand_number():
    """Bridgette: both players pass, the deal is thrown in and the next deal is hand 1 again;
    the score table marks the thrown-in deal ``–`` rather than numbering it."""
    session = load_game("bridgette").new_session(seed=1)
    bots = [make_bot("basic", s) for s in range(2)]
    while session.phase.name != "auction":
        session.apply(bots[session.current_seat].choose(session, session.current_seat))
    session.apply(Pass())
    session.apply(Pass())
    assert session.state.hand_results[-1]["thrown_in"]
    assert hands_played(session) == [None]
    assert row(render(table_view(session, 0)), "Hand").startswith("1 of 6 ·")
    table = plain(render(score_table(session)))
    assert re.search(r"│ +– │ passed out", table), table
    while session.state.deal_no < 3:
        session.apply(bots[session.current_seat].choose(session, session.current_seat))
    numbers = hands_played(session)
    assert numbers[0] is None
    assert [n for n in numbers if n is not None] == list(range(session.state.hand_no))


# -- standings ---------------------------------------------------------------------------------


def test_standings_share_places_and_star_the_winners():
    session = stacked()
    bots = [make_bot("basic", seat) for seat in range(4)]
    while not session.is_over:
        session.apply(bots[session.current_seat].choose(session, session.current_seat))
    out = plain(render(standings_table(session, KINDS, 2)))
    rows = [line for line in out.splitlines() if re.match(r"│ +\d │", line)]
    assert len(rows) == 4
    places = [int(r.split("│")[1]) for r in rows]
    totals = [int(r.split("│")[3]) for r in rows]
    assert totals == sorted(session.scores, reverse=True)
    assert places == [1 + sum(t > x for t in totals) for x in totals]
    starred = [r for r in rows if "★" in r]
    assert len(starred) == len(session.winners)
    assert "You" in out


# -- the table_panels hook (issue 46: it replaces display_lines) --------------------------------


class StockPanels:
    """A plugin showing panels, as a game with a stock or card points would."""

    def __init__(self, title: str = "Stock", text: str = "{n} cards") -> None:
        self.title = title
        self.text = text
        self.seen: list[int] = []

    @hookimpl
    def table_panels(self, game: CompiledGame, view: Any, seat: int) -> list[Panel]:
        self.seen.append(seat)
        n = sum(view["hand_counts"])  # what the seat sees: the cards still in hands
        return [
            Panel(self.title, (PanelRow(text=self.text.format(n=n)),)),
            Panel("Dealer", (PanelRow(label="Dealer", seat=view["dealer"], text="deals"),)),
            Panel("Nothing yet"),  # a panel with no rows is not drawn
        ]


class PointsPanel:
    @hookimpl
    def table_panels(self, game: CompiledGame, view: Any, seat: int) -> list[Panel]:
        rows = tuple(PanelRow(seat=s, text="[bold]0[/bold]") for s in range(game.players))
        return [Panel("Points", rows)]  # markup in the text is shown as typed


def test_table_panels_add_rows_and_the_view_without_them_is_complete():
    """Issue 46: a plugin's panels are drawn after the score, in registration order, each seat
    and side named as the viewer knows it (never an internal seat id); without them the table
    is what every game has."""
    plugin = StockPanels()
    with_panels = stacked(plugins=(plugin, PointsPanel()))
    without = stacked()
    for seat in range(4):
        view = render(table_view(with_panels, seat, KINDS))
        assert plugin.seen[-1] == seat  # the hook is asked for the seat that looks
        assert row(view, "Stock") == f"{sum(map(len, with_panels.state.hands))} cards"
        names = [seat_name(s, KINDS, seat, with_panels.game) for s in range(4)]
        assert names[seat] == "You"
        assert row(view, "Dealer") == f"{names[0]} deals"
        assert row(view, "Points") == " · ".join(f"{name} [bold]0[/bold]" for name in names)
        got = labels(view)
        assert "Nothing yet" not in got
        assert got.index("Score") < got.index("Stock") < got.index("Dealer") < got.index("Points")
        plain_view = render(table_view(without, seat, KINDS))
        assert labels(plain_view) == [
            "Hand", "Trump", "Bids", "Tricks", "Score", "To play", "Your hand",
        ]  # fmt: skip
        extra, kept, skipping = {"Stock", "Dealer", "Points"}, [], False
        for line in plain(view).splitlines():  # leave out the panels' rows, wrapped or not
            label = line[:10].strip()
            skipping = label in extra or (skipping and not label)
            if not skipping:
                kept.append(line.rstrip())
        assert kept == [line.rstrip() for line in plain(plain_view).splitlines()]


def test_table_panels_rows_fit_80_columns_and_wrap():
    long = StockPanels(text="a very long description of the stock " * 4 + "({n})")
    session = stacked(plugins=(long,))
    out = render(table_view(session, 0, KINDS), colour=True)
    assert all(cell_len(line) <= 80 for line in plain(out).splitlines())
    assert row(out, "Stock").endswith(f"({sum(map(len, session.state.hands))})")


@pytest.mark.parametrize("title", ["Stock [x]", "Ban [/]", "[bold]Kitty"])
def test_a_panel_title_is_shown_as_given(title):
    """A plugin's title is text, like its rows: brackets are not rich markup (a '[/]' must not
    crash the console, a '[x]' must not vanish)."""
    session = stacked(plugins=(StockPanels(title=title),))
    view = render(table_view(session, 0, KINDS))
    assert title in plain(view)
