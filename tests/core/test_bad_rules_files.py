"""Bad rules and variant files are refused when they load, never in the middle of a game.

Issue 44: files that loaded and then crashed mid-game (class 1), that ``tricktaker check``
passed although their game could not be played (class 2), whose games played but whose records
never replayed (class 3), and errors that said nothing (class 4). Each file here is a variant of
an installed game that changes one thing; loading it as the console loads a path
(``Registry.find``) raises a :class:`TrickTakerError` naming the file, the field and what is
allowed. The last tests are about plugins that register an existing game id (class 11).
"""

from __future__ import annotations

import importlib.metadata
import sys
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import tricktaker
import tricktaker_hearts
from tricktaker import GameSpec, PluginError, Registry, RulesError, TrickTakerError
from tricktaker.engine.registry import BrokenPlugin, rules_module_path
from tricktaker.limits import MAX_CARDS, MAX_ITEMS, MAX_PLAYERS
from tricktaker.records import parse_record, record_of, replay
from tricktaker.rules.base import MAX_NUMBER
from tricktaker.testing import games_plugin, play_out
from tricktaker.testing.conformance import CHECKS, Settings, run

HEARTS = rules_module_path(tricktaker_hearts)


@pytest.fixture(autouse=True)
def _no_games_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the files a test names: nothing from the environment running the tests."""
    monkeypatch.delenv("TRICKTAKER_GAMES", raising=False)


def variant(folder: Path, base: str, body: str, top: str = "", name: str = "v") -> Path:
    """A variant file of ``base``: ``top`` holds keys before the first table (``phases``)."""
    path = folder / f"{name}.toml"
    folder.mkdir(parents=True, exist_ok=True)
    path.write_text(
        f'base = "{base}"\n{top}\n[game]\nid = "{name}-{base}"\nname = "V"\n\n{body}',
        encoding="utf-8",
    )
    return path


def refusal(path: Path) -> str:
    """The message of loading ``path`` as the console loads a path: it must be refused."""
    with pytest.raises(TrickTakerError) as err:
        Registry(game_files=False).find(str(path))
    message = str(err.value)
    assert message.startswith(str(path)), message  # the file comes first
    assert "Traceback" not in message
    return message


# -- class 1: files that loaded, then crashed mid-game ----------------------------------------

LOAD_THEN_CRASH = [
    pytest.param(
        "hearts",
        "[pass_cards]\ncards = 14\n",
        "",
        "pass_cards.cards: 14 cards to pass, but a hand holds 13 when the pass comes",
        "allowed: 0..13",
        id="pass-more-than-a-hand",
    ),
    pytest.param(
        "bridge",
        '[deck]\nranks = ["A", "K", "Q", "J", "10", "9", "8"]\n',
        "",
        "deal.hand_size: 4 hands of 13 cards need 52 cards, but the pack has 28",
        "hands allowed with 4 players: 1..7",
        id="pack-too-small-for-the-deal",
    ),
    pytest.param(
        "draw-bridge",
        "[deal]\nhand_size = 27\n",
        "",
        "deal.hand_size: 2 hands of 27 cards need 54 cards, but the pack has 52",
        "1..26",
        id="hand-larger-than-the-pack-allows",
    ),
    pytest.param(
        "oh-hell",
        "",
        'phases = ["deal", "play", "score"]',
        "scoring.kind = 'exact_bid' needs a 'bidding' phase before 'score' (the bids;",
        "phases: deal, play, score",
        id="score-without-the-bids-it-scores",
    ),
    pytest.param(
        "hearts",
        "",
        'phases = ["deal", "play", "pass_cards", "score"]',
        "phases: 'pass_cards' comes when every card has been played",
        "before the tricks",
        id="pass-after-the-play",
    ),
    pytest.param(
        "skat",
        "",
        'phases = ["deal", "widow", "auction", "declaration", "play", "score"]',
        "phases: 'widow' needs a 'ladder' or a 'skat_choice' or a 'value_auction' phase before "
        "it (its winner;",
        "phases: deal, widow, auction",
        id="widow-before-its-auction",
    ),
    pytest.param(
        "bridgette",
        "",
        'phases = ["deal", "draw", "discard", "play", "score"]',
        "play.first_lead = 'defender' needs an 'auction' or a 'ladder' phase before 'play'",
        "(the contract and its declarer;",
        id="defender-without-a-contract",
    ),
    pytest.param(
        "klaberjass",
        '[deal]\nturn_up = "none"\n',
        "",
        "phases: 'trump_selection' chooses trumps around the turned card",
        "deal.turn_up = 'none' turns none",
        id="trump-selection-without-a-turned-card",
    ),
    pytest.param(
        "bridgette",
        '[discard]\norder = ["dealer"]\ndown_to = 13\n',
        "",
        "discard.order: the seats not in the order keep 15 cards",
        "discard down to 13",
        id="hands-unequal-for-the-play",
    ),
    pytest.param(
        "draw-bridge",
        "[deal]\nhand_size = 12\n\n[options.players]\nmin = 3\nmax = 3\ndefault = 3\n",
        "",
        "tricks.draw_tricks.draw_after_trick: the stock holds 16 cards",
        "a multiple of the players",
        id="draws-that-leave-hands-unequal",
    ),
    pytest.param(
        "oh-hell",
        "[options.players]\nmin = 0\ndefault = 0\n",
        "",
        "options.players: 0..7 players",
        f"allowed: min >= 2, max <= {MAX_PLAYERS}",
        id="player-count-0",
    ),
    pytest.param(
        "skat",
        "[options.players]\nmin = 2\nmax = 4\n",
        "",
        "deal.widow.size: 'skat' gives the whole stock (12 cards with 2 players",
        "the stock must hold the widow alone",
        id="widow-with-cards-left-over",
    ),
    pytest.param(
        "oh-hell",
        '[schedule.styles]\nlong = ["M..0"]\n',
        "",
        "schedule.styles.long: a hand of 0 cards",
        "a hand has 1 card or more",
        id="a-hand-of-no-cards",
    ),
]


@pytest.mark.parametrize(("base", "body", "top", "field", "allowed"), LOAD_THEN_CRASH)
def test_a_file_whose_game_would_crash_is_refused_when_it_loads(
    tmp_path: Path, base: str, body: str, top: str, field: str, allowed: str
) -> None:
    """issue 44, class 1: each of these loaded before and then crashed in the middle of a
    game; now loading the file refuses it, naming the file, the field and what is allowed."""
    message = refusal(variant(tmp_path, base, body, top))
    assert field in message
    assert allowed in message


def test_the_refusal_names_the_option_value_that_breaks_the_game(tmp_path: Path) -> None:
    """issue 44, class 1: an option's value checked with every player count it allows (a
    `sets` option at its min and max, too): the value that cannot be dealt is named."""
    body = (
        "[options.hand_size]\ntype = 'int'\nmin = 3\nmax = 14\ndefault = 13\n"
        "description = 'cards each'\nsets = 'deal.hand_size'\n"
    )
    message = refusal(variant(tmp_path, "hearts", body))
    assert "options.hand_size.sets (hand_size = 14 at deal.hand_size)" in message
    assert "deal.hand_size: 4 hands of 14 cards need 56 cards, but the pack has 52" in message


def test_a_trial_game_that_fails_in_a_plugin_is_refused_when_the_file_loads(
    tmp_path: Path,
) -> None:
    """issue 44, class 1: a variant that leaves out a phase its game's own plugin needs
    (Spades' scoring reads the bids; Bridge's, the board) is refused before anybody plays: a
    trial game is played when the file loads, and the failure names the file, the trial and
    the hook. Issue 45: the plugins' mechanics declare what they need (Spades' score the
    bids, Bridge's the board), so the file is refused before the trial, naming the phase."""
    message = refusal(variant(tmp_path, "spades", "", 'phases = ["deal", "play", "score"]'))
    assert "phases: 'score' needs a 'bidding' phase before it (the bids;" in message
    top = 'phases = ["deal", "auction", "play", "score"]'
    message = refusal(variant(tmp_path, "bridge", "", top))
    assert "phases: 'score' needs a 'bridge_board' phase before it (the board's dealer" in message


def test_a_plugins_variant_is_tried_before_it_is_played() -> None:
    """issue 44, class 1: a variant a plugin registers with an overlay (rules data, as a
    variant file's) plays its trial game when the console looks it up, so a phase its base's
    plugin needs but the overlay drops is found before anybody plays."""
    spec = GameSpec(id="spades-nobid", base="spades", overlay={"phases": ["deal", "play", "score"]})
    registry = Registry(plugins=[games_plugin("nobid", spec)], game_files=False)
    with pytest.raises(TrickTakerError) as err:
        registry.find("spades-nobid")
    message = str(err.value)
    assert message.startswith("nobid (over ")
    assert "phases: 'score' needs a 'bidding' phase before it" in message  # issue 45
    assert registry.find("spades").id == "spades"  # the base game itself is not affected


def test_sides_that_are_not_pairs_do_not_break_a_pass_to_the_left(tmp_path: Path) -> None:
    """issue 44, class 1: Hearts with sides of one and three seats (its pass goes left, not to
    a partner) crashed while the game was built; it loads and plays a hand."""
    body = "[[sides]]\nname = 'A'\nseats = [0]\n\n[[sides]]\nname = 'B'\nseats = [1, 2, 3]\n"
    game = Registry(game_files=False).find(str(variant(tmp_path, "hearts", body)))
    session = game.new_session(seed=2)
    play_out(session, hands=1)
    assert session.state.hand_results


# -- class 2: bad files that were accepted --------------------------------------------------------

ACCEPTED_BEFORE = [
    pytest.param(
        "bridgette",
        '[match]\nend = "deals"\ndeals = 0\n',
        "",
        "match.deals: Input should be greater than or equal to 1",
        id="deals-0",
    ),
    pytest.param(
        "hearts",
        "[deck]\nsuits = [\n"
        '  { letter = "S", symbol = "♠", name = "spades" },\n'
        '  { letter = "H", symbol = "♠", name = "hearts", red = true },\n'
        '  { letter = "D", symbol = "♦", name = "diamonds", red = true },\n'
        '  { letter = "C", symbol = "♣", name = "clubs" },\n]\n',
        "",
        "deck: suits 'spades' and 'hearts' have the same symbol '♠'",
        id="two-suits-one-symbol",
    ),
    pytest.param(
        "oh-hell",
        "",
        'phases = ["bidding", "play", "score"]',
        "phases: no 'deal' phase: a hand starts with the deal",
        id="no-deal-phase",
    ),
    pytest.param(
        "oh-hell",
        '[match]\nend = "target"\ntarget = 1000\n',
        "",
        "match.end: the schedule has 19 hands (3 players, schedule.styles.long), and end = "
        "'target' does not stop with it",
        id="crashes-at-its-end-when-the-schedule-runs-out",
    ),
    pytest.param(
        "bridgette",
        '[match]\nend = "deals"\ndeals = 6\nties = "play_on"\n\n'
        "[schedule]\nfixed = [13, 13, 13, 13, 13, 13]\n",
        "",
        "match.ties: the schedule has 6 hands",
        id="ties-played-on-past-the-schedule",
    ),
    pytest.param(
        "oh-hell",
        "",
        'seat_names = ["North", "East", "South", "West"]',
        "seat_names: 4 names, but options.players allows 3..7 players",
        id="seat-names-for-one-player-count",
    ),
    pytest.param(
        "oh-hell",
        "",
        'phases = ["deal", "bidding", "play", "score", "bidding"]',
        "phases: 'bidding' comes after the score ('score')",
        id="phase-after-the-score",
    ),
    pytest.param(
        "hearts",
        '[play]\nfirst_trick_barred = ["H", "QX"]\n',
        "",
        "play.first_trick_barred[1]: 'QX' is neither a suit letter (S, H, D, C) nor a card",
        id="a-card-that-is-not-in-the-pack",
    ),
    pytest.param(
        "bridge",
        "[[scoring.values]]\nvalue = 1\ncontracts = ['8C']\n",
        "",
        "scoring.values[0].contracts[0]: '8C' is not a bid of the auction",
        id="a-contract-nobody-can-bid",
    ),
    pytest.param(
        "hearts",
        "",
        'seat_names = ["North", "North", "South", "West"]',
        "seat_names: each seat has a name of its own; 'North' given twice",
        id="two-seats-of-the-same-name",
    ),
    pytest.param(
        "hearts",
        "",
        'seat_names = ["North", " ", "South", "West"]',
        "seat_names[1]: a seat needs a name, not an empty or blank one",
        id="a-blank-seat-name",
    ),
    pytest.param(
        "hearts",
        '[options.x]\ntype = "choice"\nchoices = ["a", "a"]\ndefault = "a"\ndescription = "d"\n',
        "",
        "options.x: choices must be distinct: a given twice",
        id="a-choice-given-twice",
    ),
    pytest.param(
        "hearts",
        '[options.x]\ntype = "choice"\nchoices = ["a", " b"]\ndefault = "a"\ndescription = "d"\n',
        "",
        "options.x: choices are words without spaces around them, not [' b']",
        id="a-choice-nobody-can-type",
    ),
    pytest.param(
        "hearts",
        '[options."a b=c"]\ntype = "bool"\ndefault = false\ndescription = "d"\n',
        "",
        "options: 'a b=c' is not an option name: letters, digits and '_'",
        id="an-option-nobody-can-set",
    ),
]


@pytest.mark.parametrize(("base", "body", "top", "field"), ACCEPTED_BEFORE)
def test_a_bad_file_that_was_accepted_is_refused(
    tmp_path: Path, base: str, body: str, top: str, field: str
) -> None:
    """issue 44, class 2: files that `tricktaker check` passed (all nine checks) or whose game
    crashed at its end are refused when they load, with the field and what is allowed."""
    assert field in refusal(variant(tmp_path, base, body, top))


# -- class 3: games that played but whose records never replayed ----------------------------------

NEVER_REPLAYED = [
    pytest.param(
        '[deck]\nrank_aliases = { A = "K" }\n',
        "deck: rank_aliases: 'A' is a rank itself, so it cannot also be a way to write 'K'",
        id="alias-shadows-a-rank",
    ),
    pytest.param(
        '[deck]\nranks = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "a"]\n',
        "deck: ranks must be distinct: A given twice (read case-insensitively)",
        id="ranks-equal-but-for-case",
    ),
    pytest.param(
        "[deck]\nsuits = [\n"
        '  { letter = "S", symbol = "H", name = "spades" },\n'
        '  { letter = "H", symbol = "♥", name = "hearts", red = true },\n'
        '  { letter = "D", symbol = "♦", name = "diamonds", red = true },\n'
        '  { letter = "C", symbol = "♣", name = "clubs" },\n]\n',
        "deck: suits S ('spades') and H ('hearts') are both named 'H'",
        id="a-symbol-that-is-another-suits-letter",
    ),
    pytest.param(
        "[deck]\nsuits = [\n"
        '  { letter = "S", symbol = "♠", name = "hearts" },\n'
        '  { letter = "H", symbol = "♥", name = "hearts", red = true },\n'
        '  { letter = "D", symbol = "♦", name = "diamonds", red = true },\n'
        '  { letter = "C", symbol = "♣", name = "clubs" },\n]\n',
        "deck: suits S ('hearts') and H ('hearts') are both named 'HEART'",
        id="two-suits-of-the-same-name",
    ),
    pytest.param(
        "[deck]\nsuits = [\n"
        '  { letter = "S", symbol = "♠", name = "spades" },\n'
        '  { letter = "0S", symbol = "♥", name = "zeros", red = true },\n]\n'
        'ranks = ["10", "1"]\n\n[options.players]\nmin = 3\nmax = 3\ndefault = 3\n'
        "[schedule]\nfixed = [1]\n",
        "deck: the card 10♥ is written '100S', which does not read back",
        id="a-rank-and-a-suit-letter-that-run-together",
    ),
    pytest.param(
        '[deck]\nranks = ["A", "K", "Q", "J", "1 0", "9", "8", "7", "6", "5", "4", "3", "2"]\n',
        "deck.ranks.4: Value error, '1 0': write it as one word",
        id="a-rank-with-a-space",
    ),
]


@pytest.mark.parametrize(("body", "field"), NEVER_REPLAYED)
def test_a_pack_whose_cards_do_not_read_back_is_refused(
    tmp_path: Path, body: str, field: str
) -> None:
    """issue 44, class 3: a game whose records would never replay (a card written one way
    reads as another) is refused when it loads, naming the field."""
    message = refusal(variant(tmp_path, "oh-hell", body))
    assert field.replace("Value error, ", "") in message


@pytest.mark.parametrize(
    ("base", "body", "field"),
    [
        (
            "skat",
            '[mechanics.widow]\ntake = "leave"\nleave = "hand"\n',
            "mechanics.widow: take = 'leave' and leave = 'hand' must be two different words",
        ),
        ("oh-hell", '[bidding]\nzero_name = "look"\n', "bidding.zero_name: 'look' is how"),
        (
            "bridge",
            "[deck]\nsuits = [\n"
            '  { letter = "S", symbol = "♠", name = "spades" },\n'
            '  { letter = "N", symbol = "♥", name = "hearts", red = true },\n'
            '  { letter = "D", symbol = "♦", name = "diamonds", red = true },\n'
            '  { letter = "C", symbol = "♣", name = "clubs" },\n]\n'
            '[auction]\ndenominations = ["C", "D", "N", "S", "NT"]\n',
            "auction.denominations[2]: the suit 'N' is written 'N', which reads as no trump",
        ),
        ("bridge", "[auction]\nmax_level = 10\n", "a bid's level is one digit"),
    ],
    ids=["widow-words", "zero-name", "suit-read-as-no-trump", "two-digit-level"],
)
def test_an_action_that_would_not_read_back_is_refused(
    tmp_path: Path, base: str, body: str, field: str
) -> None:
    """issue 44, class 3: words and bids whose text a record stores would read back as
    another action (a widow's two choices, a zero bid named like looking at one's cards, a
    suit bid read as no trump, a level of two digits): refused when the file loads."""
    assert field in refusal(variant(tmp_path, base, body))


def test_every_card_of_a_loaded_pack_reads_back_and_its_records_replay(tmp_path: Path) -> None:
    """issue 44, class 3: an alias that is not a rank (T for 10) is kept; the game's record
    replays, through JSON, to the same result."""
    path = variant(tmp_path, "oh-hell", '[deck]\nrank_aliases = { T = "10", Z = "2" }\n')
    registry = Registry(game_files=False)
    game = registry.find(str(path))
    session = game.new_session(options={"players": 4, "hand_sizes": [13]}, seed=5)
    play_out(session)
    again = replay(parse_record(record_of(session).model_dump(mode="json")), registry)
    assert again.result() == session.result()


# -- class 4: errors that say nothing ------------------------------------------------------------

HUGE = [
    pytest.param(
        "[options.players]\nmax = 1000000\n",
        f"options.players: 3..1000000 players; a game has 2 players or more, and "
        f"at most {MAX_PLAYERS}",
        id="players",
    ),
    pytest.param(
        "[options.players]\nmax = 100000000000000000000\n",
        f"options.players.max: 100000000000000000000 is too large; a number of the rules is at "
        f"most {MAX_NUMBER:,} in size",
        id="a-number-of-30-digits",
    ),
    pytest.param(
        "[scoring.styles.positive.made]\nbase = -100000000000000000000000000000\n",
        "scoring.styles.positive.made.base: -100000000000000000000000000000 is too large",
        id="points-whose-totals-no-record-could-hold",
    ),
    pytest.param(
        '[schedule.styles]\nlong = ["1..99999999999"]\n',
        f"schedule.styles.long: 99,999,999,999 hands with 3 players; at most {MAX_ITEMS:,}",
        id="schedule",
    ),
    pytest.param(
        "[deck]\nsuits = ["
        + ", ".join(
            f'{{ letter = "{a}{b}", symbol = "{b}{a}", name = "s{a}{b}" }}'
            for a in "ABCDEFGHIJ"
            for b in "KLMNOPQRSTUVWXYZ"
        )
        + "]\n",
        f"deck: the pack has 2,080 cards (160 suits x 13 ranks + 0 extra cards); at most "
        f"{MAX_CARDS:,}",
        id="pack",
    ),
]


@pytest.mark.parametrize(("body", "field"), HUGE)
def test_a_number_too_large_is_a_limit_not_a_memory_error(
    tmp_path: Path, body: str, field: str
) -> None:
    """issue 44, class 4: numbers that made `check` run out of memory (a range of player
    counts, a schedule, a pack), or scores no record could hold (class 3), are refused when
    the file loads, with the limit."""
    assert field in refusal(variant(tmp_path, "oh-hell", body))


def test_a_loop_of_two_variant_files_names_both_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """issue 44, class 4: two variant files, each the other's base: both are listed as broken
    with the loop and both files, and loading either by its path says the same."""
    first, second = tmp_path / "a.toml", tmp_path / "b.toml"
    first.write_text('base = "bb"\n[game]\nid = "aa"\nname = "A"\n', encoding="utf-8")
    second.write_text('base = "aa"\n[game]\nid = "bb"\nname = "B"\n', encoding="utf-8")
    monkeypatch.setenv("TRICKTAKER_GAMES", str(tmp_path))
    registry = Registry()
    broken = {b.name: b.reason for b in registry.broken if b.kind == "file"}
    assert set(broken) == {str(first), str(second)}
    assert broken[str(first)] == (
        f"game 'aa': its chain of base games loops: aa ({first}) -> bb ({second}) -> aa "
        f"({first}); each game of the loop names another as its base, so none has rules of "
        "its own"
    )
    assert str(first) in broken[str(second)]
    with pytest.raises(TrickTakerError) as err:
        registry.find(str(first))
    assert str(first) in str(err.value) and str(second) in str(err.value)
    assert "oh-hell" in registry.ids  # the other games still work


def test_a_variant_of_a_broken_variant_file_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """issue 44, class 4: a variant whose base is a found file that cannot be used names that
    file and its reason (not 'not installed')."""
    orphan = variant(tmp_path / "found", "nowhere", "", name="mid")
    monkeypatch.setenv("TRICKTAKER_GAMES", str(orphan))
    top = variant(tmp_path, "mid-nowhere", "", name="top")
    with pytest.raises(TrickTakerError) as err:
        Registry().find(str(top))
    assert f"is a variant of 'mid-nowhere' ({orphan}), which cannot be used" in str(err.value)


def test_a_file_that_is_its_own_base_is_refused(tmp_path: Path) -> None:
    """issue 44, class 4: a variant naming its own id as its base."""
    path = tmp_path / "self.toml"
    path.write_text('base = "me"\n[game]\nid = "me"\nname = "Me"\n', encoding="utf-8")
    assert "base: 'me' is this file's own game id" in refusal(path)


class BareAssert:
    """A plugin whose scoring fails with a bare ``assert`` (no message)."""

    @tricktaker.hookimpl
    def score_hand(self, game: Any, state: Any) -> list[int]:
        raise AssertionError


class OutOfMemory:
    """A plugin whose trick phase runs out of memory."""

    @tricktaker.hookimpl
    def trick_completed(self, game: Any, view: Any, winner: int) -> None:
        raise MemoryError


@pytest.mark.parametrize("plugin", [BareAssert(), OutOfMemory()], ids=["assert", "memory"])
def test_check_says_where_a_game_fails(plugin: Any) -> None:
    """issue 44, class 4: a failure with no message (a bare ``assert``, a ``MemoryError``) is
    reported with the game's place (seed, options, deal, phase, action) and the line of code
    that raised it, never bare."""
    registry = Registry(
        plugins=[games_plugin("bad", GameSpec(id="oh-bad", base="oh-hell", plugins=(plugin,)))],
    )
    findings = {f.check: f.problem for f in run(registry.game("oh-bad"), Settings(games=1))}
    problem = findings["games"]
    assert problem is not None
    assert problem.startswith("seed 0, options {}, deal 0, phase "), problem
    name = type(plugin).__name__
    assert f"plugin oh-bad:{name}:0, hook " in problem
    assert "(with no message), raised at core/test_bad_rules_files.py:" in problem


# -- class 11: a plugin that registers an existing game id --------------------------------------


def _entry_points_with(
    monkeypatch: pytest.MonkeyPatch, module: types.ModuleType, first: bool
) -> None:
    """The installed entry points, with one more for ``module`` listed first or last."""
    monkeypatch.setitem(sys.modules, module.__name__, module)
    real = importlib.metadata.entry_points
    extra = importlib.metadata.EntryPoint(
        name=module.__name__, value=module.__name__, group="tricktaker"
    )

    def entry_points(**kw: Any) -> Any:
        found = list(real(**kw))
        if kw.get("group") == "tricktaker":
            found = [extra, *found] if first else [*found, extra]
        return found

    monkeypatch.setattr(importlib.metadata, "entry_points", entry_points)


def _hearts_again(spec: GameSpec) -> types.ModuleType:
    module = types.ModuleType("evil_hearts")

    @tricktaker.registry_hookimpl
    def tricktaker_register_games(register: Callable[[GameSpec], None]) -> None:
        register(spec)

    module.tricktaker_register_games = tricktaker_register_games  # type: ignore[attr-defined]
    return module


@pytest.mark.parametrize("first", [True, False], ids=["listed-first", "listed-last"])
@pytest.mark.parametrize(
    "spec",
    [
        GameSpec(id="hearts", base="hearts", overlay={"match": {"target": 50}}),
        GameSpec(id="hearts", rules=HEARTS),
    ],
    ids=["variant-of-itself", "same-id"],
)
def test_a_plugin_registering_an_existing_id_is_refused_and_the_game_stays(
    monkeypatch: pytest.MonkeyPatch, spec: GameSpec, first: bool
) -> None:
    """issue 44, class 11: a plugin registering 'hearts' again, listed before or after the
    bundled games, never breaks Hearts ('its chain of base games loops'): Hearts stays the
    bundled game and plays; the duplicate is listed as broken, naming both plugins."""
    _entry_points_with(monkeypatch, _hearts_again(spec), first)
    registry = Registry(game_files=False)
    hearts = registry.game("hearts")
    assert hearts.spec.source == "hearts"  # the bundled one
    assert hearts.chain == (hearts.spec,)
    session = hearts.new_session(seed=1)
    play_out(session, hands=1)
    broken = [b for b in registry.broken if b.name == "evil_hearts"]
    assert len(broken) == 1, registry.broken
    reason = broken[0].reason
    assert "'hearts'" in reason
    assert "hearts (package tricktaker)" in reason or "names itself" in reason


def test_a_duplicate_from_an_installed_package_names_both_packages(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """issue 44, class 11: the refusal names the package of each plugin."""
    module = _hearts_again(GameSpec(id="hearts", rules=HEARTS))
    monkeypatch.setitem(sys.modules, module.__name__, module)

    class Dist:
        name = "evil-hearts-games"

    real = importlib.metadata.entry_points

    class Extra:
        name = "evil_hearts"
        value = "evil_hearts"
        group = "tricktaker"
        dist = Dist()

        def load(self) -> types.ModuleType:
            return module

    def entry_points(**kw: Any) -> Any:
        found = list(real(**kw))
        return [Extra(), *found] if kw.get("group") == "tricktaker" else found

    monkeypatch.setattr(importlib.metadata, "entry_points", entry_points)
    registry = Registry(game_files=False)
    assert registry.broken == [
        BrokenPlugin(
            "evil_hearts (package evil-hearts-games)",
            "game id 'hearts' is already registered by hearts (package tricktaker)",
        )
    ]
    assert registry.game("hearts").spec.source == "hearts"


def test_a_loop_of_plugin_games_names_every_game_and_plugin() -> None:
    """issue 44, class 4 and 11: games whose bases loop are refused naming each game of the
    loop and where it came from."""
    registry = Registry(
        plugins=[
            games_plugin(
                "loops", GameSpec(id="ping", base="pong"), GameSpec(id="pong", base="ping")
            )
        ],
        entry_points=False,
    )
    with pytest.raises(PluginError) as err:
        registry.game("ping")
    assert str(err.value).startswith(
        "game 'ping': its chain of base games loops: ping (plugin loops) -> pong (plugin loops) "
        "-> ping (plugin loops)"
    )


def test_a_file_name_with_a_nul_character_is_refused() -> None:
    """issue 44, class 4: a game file named with a NUL character (a record's `game_file`
    may hold one) is refused with words, never a ValueError from the file system."""
    registry = Registry(game_files=False)
    for load in (
        lambda: registry.find("a\x00b.toml"),
        lambda: registry.game("zz", "a\x00b.toml"),
    ):
        with pytest.raises(RulesError, match="not a file name \\(it holds a NUL character\\)"):
            load()


@pytest.mark.parametrize(
    ("game", "field"),
    [
        (f'id = "{"a" * 65}"\nname = "V"', "game.id: String should have at most 64 characters"),
        ('id = "v"\nname = ""', "game.name: String should have at least 1 character"),
        (f'id = "v"\nname = "{"N" * 101}"', "game.name: String should have at most 100"),
        (f'id = "v"\nname = "V"\nsummary = "{"s" * 1001}"', "game.summary: String should have"),
    ],
)
def test_a_game_id_or_name_too_long_is_refused(tmp_path: Path, game: str, field: str) -> None:
    """issue 44, class 2: a game id of 100,000 letters passed `check`, and then no game of it
    could be saved (a save's file name begins with the id: File name too long); an empty or
    huge name or summary is refused with it."""
    path = tmp_path / "v.toml"
    path.write_text(f'base = "hearts"\n[game]\n{game}\n', encoding="utf-8")
    assert field in refusal(path)


def test_must_trump_in_a_game_whose_trumps_are_no_suit_explains_itself(tmp_path: Path) -> None:
    """issue 44, class 1: Skat with ``[play] must_trump`` (or ``must_overtrump``) loaded,
    and then refusing a card in a grand (its trumps are the jacks, no suit of the pack) raised
    IndexError in the rule's explanation (`check`: "IndexError: tuple index out of range");
    the conformance suite now passes it."""
    path = variant(tmp_path, "skat", "[play]\nmust_trump = true\nmust_overtrump = true\n")
    game = Registry(game_files=False).find(str(path))
    CHECKS["legal"](game, Settings(games=3))  # raised IndexError in a grand
