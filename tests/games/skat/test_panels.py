"""The panels Skat players follow at the table (issue 46): the auction, the declared game with
its announcements, the declarer, the skat only as SK-19 allows (the declarer who took it up
sees the two cards put away; the defenders never, until the deal is over), and the card points
of the declarer against the defenders once it is."""

from __future__ import annotations

from tricktaker import PanelRow, load_game
from tricktaker.cli.view import help_lines
from tricktaker.testing import panel

FORE, MIDDLE, REAR = 0, 1, 2  # dealer seat 2
F = "JC JS AC KC QC 10C 9C AS 10S KS"
M = "JH AH 10H KH QH 9H 8H 7H 7S 8S"
R = "JD AD 10D KD QD 9D 8D 7D 9S QS"
SKAT = "8C 7C"


def rows(s, seat, title):
    found = panel(s, seat, title)
    return None if found is None else list(found.rows)


def test_the_skat_after_pickup_declarer_and_defenders_SK19(sk):
    """§5.1, §15.2 SK-19 (issue 46): Forehand wins the auction and takes the skat up. Before
    the put-away nobody's panel shows a card; after it, the declarer's shows the two cards it
    put away (the skat of the deal, §5.1), the defenders' only that it was taken up. The
    declared game and the bid are public."""
    s = sk.deal(F, M, R, SKAT)
    sk.act(s, "18, yes, pass, pass")  # Middlehand 18, Forehand yes, M passes, R passes
    assert rows(s, MIDDLE, "Game") == [
        PanelRow(label="Declarer", seat=FORE),
        PanelRow(label="Game", text="…"),
        PanelRow(label="Bid", text="18"),
    ]
    sk.act(s, "skat")
    assert rows(s, MIDDLE, "Game")[1] == PanelRow(label="Game", text="not declared yet")
    assert all(not r.cards for seat in range(3) for r in rows(s, seat, "Game") or ())
    sk.act(s, "9C, 10S")
    put_away = tuple(sorted(sk.cards("9C 10S"), key=sk.DECK.sort_key))
    mine = rows(s, FORE, "Game")
    assert mine is not None and PanelRow(label="Skat", text="put away", cards=put_away) in mine
    for defender in (MIDDLE, REAR):
        theirs = rows(s, defender, "Game")
        assert theirs is not None and PanelRow(label="Skat", text="taken up") in theirs
        assert not any(r.cards for r in theirs)
    sk.act(s, "clubs")
    assert rows(s, REAR, "Game")[:3] == [
        PanelRow(label="Declarer", seat=FORE),
        PanelRow(label="Game", text="clubs"),
        PanelRow(label="Bid", text="18"),
    ]


def test_a_hand_game_shows_no_skat_until_the_deal_is_over_SK19(sk):
    """§5.1.2, §15.2 SK-19 (issue 46): in a hand game (with schneider announced) nobody sees
    the skat during play, the declarer included; once the deal is over everybody's Last deal
    panel shows the skat and the card points of the declarer against the defenders."""
    s = sk.deal(F, M, R, SKAT)
    sk.act(s, "18, yes, pass, pass", "hand", "clubs hand schneider")
    for seat in range(3):
        game = rows(s, seat, "Game")
        assert game is not None and PanelRow(label="Game", text="clubs hand schneider") in game
        assert PanelRow(label="Skat", text="face down until the end of the deal") in game
        assert not any(r.cards for r in game)
        assert panel(s, seat, "Last deal") is None
    record = sk.finish(s)
    points = record["card_points"]
    declarer, defenders = points[FORE], points[MIDDLE] + points[REAR]
    for seat in range(3):
        last = rows(s, seat, "Last deal")
        assert last is not None
        assert last[0] == PanelRow(label="Declarer", seat=FORE, text="clubs hand schneider")
        assert last[1] == PanelRow(label="Skat", cards=tuple(sk.cards(SKAT)))
        assert last[2] == PanelRow(
            label="Card points", text=f"declarer {declarer}, defenders {defenders}"
        )
    assert declarer + defenders == 120


def test_the_auction_calls_are_public_until_it_is_won(sk):
    """§4 (issue 46): every call is shown, by seat, while the auction is on."""
    s = sk.deal(F, M, R, SKAT)
    sk.act(s, "18, yes, 20")
    assert rows(s, REAR, "Auction") == [
        PanelRow(seat=MIDDLE, text="18"),
        PanelRow(seat=FORE, text="yes"),
        PanelRow(seat=MIDDLE, text="20"),
    ]


def test_the_skat_is_called_the_skat_not_the_widow_SK13():
    """§5.1, SK-13 (issue 46): the core's widow phase is named as Skat names it: the help of
    the consoles and the middle of the table (the phase's name) say "skat", never "widow"."""
    session = load_game("skat").new_session(seed=1)
    assert "skat" in session.game.phase_names and "widow" not in session.game.phase_names
    text = "\n".join(help_lines(session))
    assert "  skat: " in text and "widow" not in text.lower()


def test_a_hand_game_before_its_declaration_SK13(sk):
    """§5.1.2, SK-13 (issue 46): the skat left face down, the Game row says a hand game is to
    be declared (no bare "hand")."""
    s = sk.deal(F, M, R, SKAT)
    sk.act(s, "18, yes, pass, pass", "hand")
    game = rows(s, REAR, "Game")
    assert game is not None and game[1] == PanelRow(label="Game", text="hand, not declared yet")
