"""Portable Bridge Notation: reading a deal (``[Deal "N:..."]``, ``[Dealer]``,
``[Vulnerable]``, ``[Board]``), malformed files refused with the line and what is wrong,
``tricktaker play bridge --deal FILE.pbn`` playing that deal, and a played game written as PBN
(``tricktaker replay RECORD --deals-out FILE.pbn``), read back to the same deal (§13.1: only
the hands matter, C-2)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from tricktaker import PluginError, TrickTakerError, hookimpl, load_game
from tricktaker.cli.app import app
from tricktaker.engine.dealfiles import read_deal_file, write_deal_file
from tricktaker.records import load
from tricktaker_bridge import pbn

DEAL = "N:AKQJ.T98.765.432 T987.AKQ.432.J65 65432.J.AKQJ.T98 -.765432.T98.AKQ7"
HANDS = [
    "AS KS QS JS 10H 9H 8H 7D 6D 5D 4C 3C 2C",
    "10S 9S 8S 7S AH KH QH 4D 3D 2D JC 6C 5C",
    "6S 5S 4S 3S 2S JH AD KD QD JD 10C 9C 8C",
    "7H 6H 5H 4H 3H 2H 10D 9D 8D AC KC QC 7C",
]


def file_of(tmp_path, *tags, name="deal.pbn"):
    path = tmp_path / name
    path.write_text("% PBN 2.1\n" + "\n".join(tags) + "\n", encoding="utf-8")
    return path


def test_a_deal_is_read_with_its_dealer_and_vulnerability(br, tmp_path):
    """[Deal] from any first direction, [Dealer], [Vulnerable]: the options and the hands."""
    path = file_of(tmp_path, '[Event "x"]', '[Dealer "E"]', '[Vulnerable "EW"]', f'[Deal "{DEAL}"]')
    options, deals = read_deal_file(br.GAME, path, {})
    assert options == {"dealer": 1, "vulnerability": "ew"}
    assert deals[0].dealer == 1
    assert [sorted(h) for h in deals[0].hands] == [sorted(br.words(h)) for h in HANDS]
    rotated = "E:" + " ".join(DEAL[2:].split()[1:] + DEAL[2:].split()[:1])
    path = file_of(tmp_path, '[Dealer "E"]', f'[Deal "{rotated}"]')
    assert [sorted(h) for h in read_deal_file(br.GAME, path, {})[1][0].hands] == [
        sorted(br.words(h)) for h in HANDS
    ]


def test_a_board_of_the_cycle_is_played_as_that_board(br, tmp_path):
    """[Board "5"] with the cycle's dealer (N) and vulnerability (N-S): board_number = 5;
    a board whose tags differ from the cycle keeps its own dealer and vulnerability."""
    path = file_of(tmp_path, '[Board "5"]', '[Dealer "N"]', '[Vulnerable "NS"]', f'[Deal "{DEAL}"]')
    assert read_deal_file(br.GAME, path, {})[0] == {"board_number": 5}
    path = file_of(
        tmp_path, '[Board "5"]', '[Dealer "W"]', '[Vulnerable "All"]', f'[Deal "{DEAL}"]'
    )
    assert read_deal_file(br.GAME, path, {})[0] == {"dealer": 3, "vulnerability": "both"}


def test_several_boards_are_a_match(br, tmp_path):
    """Consecutive boards of the cycle: a match (board_number, num_boards)."""
    games = []
    for board in (3, 4):
        dealer = "NESW"[(board - 1) % 4]
        games += [f'[Board "{board}"]', f'[Dealer "{dealer}"]', f'[Deal "{DEAL}"]', ""]
    options, deals = read_deal_file(br.GAME, file_of(tmp_path, *games), {})
    assert options == {"board_number": 3, "num_boards": 2}
    assert [d.dealer for d in deals] == [2, 3]
    s = br.GAME.new_session(options=options, deals=deals)
    assert s.observation(0)["board"] == 3 and s.state.dealer == 2


@pytest.mark.parametrize(
    ("tags", "message"),
    [
        (
            ['[Deal "N:AKQJ.T98.765.432 T987.AKQ.432.J65 65432.J.AKQJ.T98"]'],
            "line 2: Deal must give 4 hands",
        ),
        ([f'[Deal "X:{DEAL[2:]}"]'], "line 2: Deal must start with the first hand's direction"),
        (
            ['[Deal "N:AKQJ.T98.765.43 T987.AKQ.432.J65 65432.J.AKQJ.T98 -.765432.T98.AKQ7"]'],
            "line 2: N holds 12 cards",
        ),
        (
            ['[Deal "N:AKQJ.T98.765.432 T987.AKQ.432.J65 65432.J.AKQJ.T98 -.765432.T98.AKQ2"]'],
            "2C is dealt twice",
        ),
        (
            ['[Deal "N:AKQJ.T98.765.432 T987.AKQ.432 65432.J.AKQJ.T98 -.765432.T98.AKQ7"]'],
            "must have 4 suits",
        ),
        (
            ['[Deal "N:AKQZ.T98.765.432 T987.AKQ.432.J65 65432.J.AKQJ.T98 -.765432.T98.AKQ7"]'],
            "'Z' is not a rank",
        ),
        (['[Dealer "Q"]', f'[Deal "{DEAL}"]'], "line 2: Dealer must be N, E, S or W"),
        (
            ['[Vulnerable "Some"]', f'[Deal "{DEAL}"]'],
            "line 2: Vulnerable must be None, NS, EW or All",
        ),
        (['[Board "x"]', f'[Deal "{DEAL}"]'], "line 2: Board must be a number"),
        (["[Deal N:AKQJ]"], "line 2: not a PBN tag"),
        (['[Event "x"]'], "no [Deal"),
        ([f'[Deal "{DEAL}"]', f'[Deal "{DEAL}"]'], "line 3: the tag Deal is given twice"),
        # issue 44, class 4: each of these raised a bare ValueError (or was read as another)
        (['[Board "²"]', f'[Deal "{DEAL}"]'], "line 2: Board must be a number 1..999999"),
        (['[Board "٣"]', f'[Deal "{DEAL}"]'], "line 2: Board must be a number"),
        (['[Board "0"]', f'[Deal "{DEAL}"]'], "line 2: Board must be a number"),
        (['[Board "-3"]', f'[Deal "{DEAL}"]'], "line 2: Board must be a number"),
        ([f'[Board "{"9" * 31}"]', f'[Deal "{DEAL}"]'], "line 2: Board must be a number"),
        ([f'[Deal ":{DEAL[2:]}"]'], "line 2: Deal must start with the first hand's direction"),
        ([f'[Deal "NE:{DEAL[2:]}"]'], "line 2: Deal must start with the first hand's direction"),
        (['[Deal ""]'], "line 2: Deal must start with the first hand's direction"),
        ([f'[Deal "{DEAL} -.-.-.-"]'], "line 2: Deal must give 4 hands, not 5"),
        ([f'[Deal "{DEAL.replace("AKQJ.", "AKQJ,", 1)}"]'], "must have 4 suits"),
        ([f'[Deal "{DEAL.replace("AKQ7", "AKQß")}"]'], "'ß' is not a rank"),
        (['[Dealer "North"]', f'[Deal "{DEAL}"]'], "line 2: Dealer must be N, E, S or W"),
        (['[Vulnerable ""]', f'[Deal "{DEAL}"]'], "line 2: Vulnerable must be"),
        (["{ a comment never closed", f'[Deal "{DEAL}"]'], "line 2: a { comment is never closed"),
        (
            [
                '[Board "1"]',
                f'[Deal "{DEAL}"]',
                "",
                '[Board "3"]',
                '[Dealer "S"]',
                f'[Deal "{DEAL}"]',
            ],
            "line 5: board 3 where board 2 is due",
        ),
        (
            [f'[Deal "{DEAL}"]', "", f'[Deal "{DEAL}"]'],
            'line 2: 2 boards are a match: each needs a [Board "n"] tag',
        ),
    ],
)
def test_a_malformed_file_names_the_line_and_the_fault(br, tmp_path, tags, message):
    """Never a traceback: a TrickTakerError naming the file, the line and what is wrong."""
    path = file_of(tmp_path, *tags)
    with pytest.raises(TrickTakerError, match=message.replace("[", r"\[")) as caught:
        read_deal_file(br.GAME, path, {})
    assert str(path) in str(caught.value)


def test_options_given_and_implied_must_agree(br, tmp_path):
    path = file_of(tmp_path, '[Dealer "E"]', f'[Deal "{DEAL}"]')
    with pytest.raises(TrickTakerError, match="the file gives dealer=1"):
        read_deal_file(br.GAME, path, {"dealer": "2"})
    assert read_deal_file(br.GAME, path, {"dealer": "1"})[0]["dealer"] == 1


def test_written_pbn_reads_back_to_the_same_boards(br):
    """A played match written as PBN: each board's number, dealer, vulnerability, deal,
    declarer, contract, result and score; read back, the same hands, dealers and options."""
    one = br.plan("4S", 10, declarer=br.NORTH)
    two = br.plan("3NTX", 7, declarer=br.EAST)
    s = br.new([one.deal, two.deal], num_boards=2)
    br.run(s, one)
    br.run(s, two)
    text = write_deal_file(br.GAME, s.result()["hands"], s.options)
    assert '[Board "1"]' in text and '[Board "2"]' in text
    assert '[Dealer "E"]' in text and '[Vulnerable "NS"]' in text
    assert '[Contract "4S"]' in text and '[Declarer "N"]' in text and '[Result "10"]' in text
    assert '[Contract "3NTX"]' in text and '[Score "NS 300"]' in text
    found = pbn.read(text, "written")
    assert dict(found.options) == {"board_number": 1, "num_boards": 2}
    for deal, planned in zip(found.deals, (one, two), strict=True):
        assert deal.dealer == planned.deal.dealer
        assert [sorted(h) for h in deal.hands] == [sorted(h) for h in planned.deal.hands]


STRONG = "N:AKQJ.AKQ.765.432 T987.T98.432.J65 65432.J.AKQJ.T98 -.765432.T98.AKQ7"


def test_play_and_replay_at_the_console(br, tmp_path):
    """``play bridge --deal FILE.pbn`` plays that deal (bots here, the declarer playing the
    dummy's cards "from North's hand"); ``replay --deals-out`` writes it back as PBN."""
    deal = file_of(
        tmp_path, '[Board "5"]', '[Dealer "N"]', '[Vulnerable "NS"]', f'[Deal "{STRONG}"]'
    )
    record = tmp_path / "game.json"
    runner = CliRunner()
    env = {"COLUMNS": "100", "NO_COLOR": None, "FORCE_COLOR": None}
    seats = "basic,basic,basic,basic"
    args = ["play", "bridge", "--deal", str(deal), "--seats", seats, "--record", str(record)]
    result = runner.invoke(app, args, env=env)
    assert result.exit_code == 0, result.output
    assert "'s hand" in result.output  # a card played for the dummy
    saved = load(record)
    assert saved.options["board_number"] == 5
    hands = saved.deals[0].hands
    assert hands is not None
    assert sorted(hands[0]) == sorted(br.words("AS KS QS JS AH KH QH 7D 6D 5D 4C 3C 2C"))
    out = tmp_path / "out.pbn"
    result = runner.invoke(app, ["replay", str(record), "--deals-out", str(out)], env=env)
    assert result.exit_code == 0, result.output
    written = out.read_text(encoding="utf-8")
    assert '[Board "5"]' in written and f'[Deal "{STRONG}"]' in written


def test_a_bad_deal_file_at_the_console_is_an_error_not_a_traceback(tmp_path):
    bad = file_of(tmp_path, '[Deal "N:AKQJ"]')
    result = CliRunner().invoke(
        app, ["play", "bridge", "--deal", str(bad), "--seats", "basic,basic,basic,basic"]
    )
    assert result.exit_code == 2
    assert "line 2: Deal must give 4 hands" in result.output
    assert "Traceback" not in result.output
    other = CliRunner().invoke(
        app, ["play", "spades", "--deal", str(bad), "--seats", "basic,basic,basic,basic"]
    )
    assert other.exit_code == 2 and "reads no deal files" in other.output


def test_a_file_that_is_not_text_is_refused(br, tmp_path):
    """Issue 44, class 4: a UTF-16 file (or any holding NUL bytes) is refused as not text, not
    read as Latin-1 garbage; Latin-1 text is still read."""
    path = tmp_path / "utf16.pbn"
    path.write_text(f'[Deal "{DEAL}"]\n', encoding="utf-16")
    with pytest.raises(TrickTakerError, match=r"not a text file .*NUL bytes") as caught:
        read_deal_file(br.GAME, path, {})
    assert str(path) in str(caught.value)
    latin = tmp_path / "latin.pbn"
    latin.write_bytes(b'[Event "caf\xe9"]\n' + f'[Deal "{DEAL}"]\n'.encode())
    assert read_deal_file(br.GAME, latin, {})[1][0].dealer == 0


def test_a_huge_file_is_refused_quickly(br, tmp_path):
    """Issue 44, class 4: more than MAX_BOARDS boards (a match of 100,000 boards, 11 seconds
    of reading before) is refused at the first board too many, naming its line; a file over
    the size limit is refused before it is read."""
    import time

    from tricktaker.limits import MAX_FILE_BYTES

    games = []
    for board in range(1, 3001):
        games += [f'[Board "{board}"]', f'[Deal "{DEAL}"]', ""]
    path = file_of(tmp_path, *games)
    started = time.perf_counter()
    with pytest.raises(TrickTakerError, match=r"line 3002: more than 1,000 boards"):
        read_deal_file(br.GAME, path, {})
    assert time.perf_counter() - started < 2
    big = tmp_path / "big.pbn"
    big.write_bytes(b"%" * (MAX_FILE_BYTES + 1))
    with pytest.raises(TrickTakerError, match="too large"):
        read_deal_file(br.GAME, big, {})


def test_games_without_a_deal_are_skipped_and_lines_stay_right(br, tmp_path):
    """Issue 44, class 4: a game without a Deal tag (an event header) between boards is skipped;
    an error about a later board names that board's line (it named the skipped game's before).
    A ``;`` comment may follow a tag."""
    header = ['[Event "club night"]', '[Site "x"]', ""]
    one = ['[Board "1"] ; the first', f'[Deal "{DEAL}"]', ""]
    two = ['[Board "2"]', '[Dealer "N"]', f'[Deal "{DEAL}"]']  # board 2 is dealt by East
    path = file_of(tmp_path, *header, *one, *two)
    with pytest.raises(TrickTakerError, match="line 8: board 2's dealer or vulnerability"):
        read_deal_file(br.GAME, path, {})
    fine = file_of(tmp_path, *header, *one, *two[:1], '[Dealer "E"]', two[2])
    assert read_deal_file(br.GAME, fine, {})[0] == {"board_number": 1, "num_boards": 2}


class _BrokenReader:
    """A game's plugin whose ``read_deals`` has a bug: ``int()`` of whatever the file holds."""

    @hookimpl
    def read_deals(self, game, text, source):
        return int(text)


def _oh_hell_read_by(reader: object) -> object:
    """A game for :func:`read_deal_file` whose compiled game reads deal files with
    ``reader``'s ``read_deals`` hook (Oh Hell, which has none of its own)."""
    session = load_game("oh-hell").new_session(seed=1, plugins=[reader])

    class Game:
        id = "oh-hell"

        def compiled(self, options=None):
            return session.game

    return Game()


def test_a_plugin_that_fails_on_a_file_is_named_with_the_file(tmp_path):
    """Issue 44, class 4: a ``read_deals`` hook that raises a plain exception (a bug in the
    plugin, not a fault the plugin found in the file) is a PluginError naming the file, the
    plugin, the hook and the exception."""
    path = tmp_path / "deals.txt"
    path.write_text("²", encoding="utf-8")
    with pytest.raises(PluginError) as caught:
        read_deal_file(_oh_hell_read_by(_BrokenReader()), path, {})
    assert str(caught.value).startswith(
        f"{path}: the game's plugin failed reading the deal file: plugin extra:_BrokenReader:0, "
        "hook read_deals: raised ValueError: invalid literal for int() with base 10: '²' (at "
    )  # and the plugin's line that raised it (issue 47)


def test_a_bad_board_number_at_the_console_names_file_and_line(tmp_path):
    """Issue 44, class 4: ``play bridge --deal`` of a file with ``[Board "²"]`` said "hook
    read_deals: raised ValueError: invalid literal for int()"; now the file, the line and
    what is allowed, exit status 2."""
    bad = file_of(tmp_path, '[Board "²"]', f'[Deal "{DEAL}"]')
    result = CliRunner().invoke(
        app, ["play", "bridge", "--deal", str(bad), "--seats", "basic,basic,basic,basic"]
    )
    assert result.exit_code == 2
    assert "line 2: Board must be a number 1..999999, not '²'" in result.output
    assert "Traceback" not in result.output and "ValueError" not in result.output


@pytest.mark.parametrize(
    "deck",
    [
        '[deck]\nranks = ["A", "K", "Q", "J", "10", "9", "8", "7"]\n[deal]\nhand_size = 8\n',
        "[deck]\nsuits = [\n"
        '  { letter = "S", symbol = "♠", name = "spades" },\n'
        '  { letter = "H", symbol = "♥", name = "hearts", red = true },\n'
        '  { letter = "D", symbol = "♦", name = "diamonds", red = true },\n'
        '  { letter = "C", symbol = "♣", name = "clubs" },\n'
        '  { letter = "X", symbol = "✗", name = "crosses" },\n]\n',
    ],
    ids=["piquet-pack", "five-suits"],
)
def test_a_variant_of_another_pack_reads_and_writes_no_pbn(tmp_path, deck):
    """Issue 44, class 4: a variant of bridge with another pack read a PBN file into
    "'6S' is not a card" (naming no file), or played its 52 cards silently; it wrote PBN that
    its own reader refused ("N holds 8 cards, not 13") or that lost a suit. Now reading and
    writing are refused, naming the file (or --deals-out) and the game's pack."""
    variant = tmp_path / "v.toml"
    game_id = tmp_path.name.lower().replace("_", "-")  # one per test: the registry is shared
    variant.write_text(f'base = "bridge"\n[game]\nid = "{game_id}"\nname = "V"\n{deck}', "utf-8")
    deal = file_of(tmp_path, f'[Deal "{DEAL}"]')
    seats = ["--seats", "random,random,random,random", "--seed", "1"]
    result = CliRunner().invoke(app, ["play", str(variant), "--deal", str(deal), *seats])
    assert result.exit_code == 2, result.output
    assert f"{deal}: PBN holds 4 hands of 13 cards from the 52-card pack" in result.output
    record = tmp_path / "r.json"
    played = CliRunner().invoke(app, ["play", str(variant), *seats, "--record", str(record)])
    assert played.exit_code == 0, played.output
    out = tmp_path / "out.pbn"
    result = CliRunner().invoke(app, ["replay", str(record), "--deals-out", str(out)])
    assert result.exit_code == 2, result.output
    assert "--deals-out: PBN holds 4 hands of 13 cards" in result.output
    assert not out.exists()


class _OtherPackReader:
    """A game's plugin whose ``read_deals`` reads cards of another pack (a 1 of spades)."""

    @hookimpl
    def read_deals(self, game, text, source):
        from tricktaker.engine.dealfiles import DealFile
        from tricktaker.engine.state import DealGiven

        return DealFile((DealGiven(dealer=0, hands=[["1S"], ["2S"], ["3S"]]),))


def test_a_card_of_another_pack_in_a_deal_file_names_the_file(tmp_path):
    """Issue 44, class 4: a deal file read into a card the game's pack lacks was refused
    with "'1S' is not a card", naming no file; now the file and the deal too."""
    path = tmp_path / "deals.txt"
    path.write_text("1S", encoding="utf-8")
    with pytest.raises(TrickTakerError) as caught:
        read_deal_file(_oh_hell_read_by(_OtherPackReader()), path, {})
    assert str(caught.value).startswith(f"{path}: deal 1: '1S' is not a card")
