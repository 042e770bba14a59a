"""Games as TOML files: variant files merged over a base game, whole rules files, discovery.

A variant file names its ``base`` game and holds only the tables it changes; a file without
``base`` is a whole rules file. Files are found through ``TRICKTAKER_GAMES`` and
``<TRICKTAKER_DATA_DIR>/variants``; a broken file is kept aside with its path and reason and never
stops the other games from working.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import tricktaker
import tricktaker_ohhell
from tricktaker import GameSpec, PluginError, Registry, RulesError, UnknownGame
from tricktaker.engine.gamefiles import (
    game_files,
    looks_like_path,
    spec_from_file,
    user_variants_dir,
)
from tricktaker.engine.registry import BrokenPlugin, rules_module_path
from tricktaker.testing import act, assert_hand_scores, games_plugin, new_session

RULES = rules_module_path(tricktaker_ohhell)
EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "oh-hell-twenty.toml"
LADDER = [1, 2, 3, 4, 5, 6, 7, 6, 5, 4, 3, 2, 1]

# A two-card hand for three players (seat 2 deals, seat 0 bids and leads first): seat 0 bids 2
# and takes both tricks, seat 1 bids 0 and takes none, seat 2 (the hooked dealer) bids 1 and
# takes none.
HANDS = ["AS KS", "QS 2H", "3H 4H"]
BIDS_AND_PLAY = ("2", "0", "1", "AS, QS, 3H", "KS, 2H, 4H")


@pytest.fixture(autouse=True)
def _no_games_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the files a test names: nothing from the environment running the tests."""
    monkeypatch.delenv("TRICKTAKER_GAMES", raising=False)


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def variant(path: Path, game_id: str, body: str = "", base: str = "oh-hell") -> Path:
    return write(path, f'base = "{base}"\n\n[game]\nid = "{game_id}"\n\n{body}')


def whole_rules(path: Path, game_id: str = "my-hell") -> Path:
    text = RULES.read_text(encoding="utf-8")
    assert 'id = "oh-hell"' in text
    return write(path, text.replace('id = "oh-hell"', f'id = "{game_id}"', 1))


class MisspelledHook:
    @tricktaker.hookimpl
    def score_hands(self, game: Any, state: Any) -> list[int]:
        return [0] * state.players


# -- spec_from_file ----------------------------------------------------------------------------


def test_spec_of_a_variant_file() -> None:
    spec = spec_from_file(EXAMPLE)
    assert spec.id == "oh-hell-twenty"
    assert spec.base == "oh-hell"
    assert spec.rules is None
    assert spec.file == EXAMPLE
    assert spec.plugins == ()
    assert spec.summary == (
        "Oh Hell up a ladder of 1 to 7 cards and down again; an exact bid pays 20 + tricks."
    )
    assert "base" not in spec.overlay  # the base is named, not merged into the rules
    assert spec.overlay["scoring"] == {
        "styles": {"positive": {"made": {"base": 20, "per_trick": 1}}}
    }
    assert spec.overlay["schedule"] == {"styles": {"ladder": ["1..7", "6..1"]}}
    assert spec.overlay["game"]["name"] == "Oh Hell: Twenty"


def test_spec_of_a_whole_rules_file(tmp_path: Path) -> None:
    path = whole_rules(tmp_path / "my-hell.toml")
    spec = spec_from_file(path)
    assert spec.id == "my-hell"
    assert spec.base is None
    assert spec.rules == path
    assert spec.file == path
    assert dict(spec.overlay) == {}
    assert spec.summary.startswith("Exact-bidding whist for 3 to 7 players")


def test_spec_keeps_given_plugins_and_summary() -> None:
    hooks = object()
    spec = spec_from_file(EXAMPLE, plugins=(hooks,), summary="Mine.")
    assert spec.plugins == (hooks,)
    assert spec.summary == "Mine."


def test_a_whole_rules_file_is_a_playable_game(
    tmp_path: Path, registry: Registry, play_out: Callable[..., Any]
) -> None:
    game = registry.add_file(whole_rules(tmp_path / "my-hell.toml"))
    assert game.id == "my-hell"
    assert game.name == "Oh Hell"
    assert [s.id for s in game.chain] == ["my-hell"]
    session = game.new_session(options={"players": 3, "hand_sizes": [2, 1]}, seed=4)
    play_out(session)
    assert session.is_over
    assert session.game_id == "my-hell"


def test_unreadable_file(tmp_path: Path) -> None:
    path = tmp_path / "nowhere.toml"
    with pytest.raises(RulesError) as err:
        spec_from_file(path)
    assert str(err.value) == f"{path}: cannot read the file (No such file or directory)"


def test_a_folder_is_not_a_game_file(tmp_path: Path) -> None:
    path = tmp_path / "folder.toml"
    path.mkdir()
    with pytest.raises(RulesError) as err:
        spec_from_file(path)
    assert str(err.value) == f"{path}: cannot read the file: not a regular file"


def test_invalid_toml(tmp_path: Path) -> None:
    path = write(tmp_path / "broken.toml", 'base = "oh-hell"\n[game\nid = "x"\n')
    with pytest.raises(RulesError) as err:
        spec_from_file(path)
    message = str(err.value)
    assert message.startswith(f"{path}: not valid TOML: ")
    assert "(at line 2, column 6)" in message


def test_a_file_that_is_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin1.toml"
    path.write_bytes(b'base = "oh-hell"\n[game]\nid = "caf\xe9"\n')
    with pytest.raises(RulesError) as err:
        spec_from_file(path)
    assert str(err.value).startswith(f"{path}: ")


@pytest.mark.parametrize(
    "text",
    [
        'base = "oh-hell"\n',
        'base = "oh-hell"\n[game]\nname = "No id"\n',
        'base = "oh-hell"\ngame = "oh-hell-2"\n',
    ],
    ids=["no-game-table", "no-id", "game-not-a-table"],
)
def test_missing_game_id(tmp_path: Path, text: str) -> None:
    path = write(tmp_path / "anonymous.toml", text)
    with pytest.raises(RulesError) as err:
        spec_from_file(path)
    assert str(err.value) == f'{path}: game.id: missing; name the game: [game] id = "my-game"'


@pytest.mark.parametrize(("value", "shown"), [('""', "''"), ("7", "7")])
def test_a_game_id_must_be_a_non_empty_string(tmp_path: Path, value: str, shown: str) -> None:
    path = write(tmp_path / "odd.toml", f'base = "oh-hell"\n[game]\nid = {value}\n')
    with pytest.raises(RulesError) as err:
        spec_from_file(path)
    assert str(err.value) == f'{path}: game.id: {shown} is not a game id; e.g. id = "my-game"'


@pytest.mark.parametrize("base", ["7", '["oh-hell"]', '{ id = "oh-hell" }'])
def test_base_must_be_a_game_id(tmp_path: Path, base: str) -> None:
    path = write(tmp_path / "odd-base.toml", f'base = {base}\n[game]\nid = "odd"\n')
    with pytest.raises(RulesError) as err:
        spec_from_file(path)
    assert str(err.value) == f'{path}: base: the id of the base game, e.g. base = "my-game"'


def test_looks_like_path() -> None:
    assert not looks_like_path("oh-hell")
    assert not looks_like_path("oh-hell-twenty")
    assert looks_like_path("twenty.toml")
    assert looks_like_path("docs/examples/oh-hell-twenty")
    assert looks_like_path(f"games{os.sep}twenty")


# -- variant files over their base -------------------------------------------------------------


def test_variant_with_an_unknown_field(tmp_path: Path, registry: Registry) -> None:
    path = variant(tmp_path / "typo.toml", "oh-typo", "[play]\nfolow_suit = true\n")
    game = registry.add_file(path)  # the rules are validated when first used
    with pytest.raises(RulesError) as err:
        game.rules  # noqa: B018
    assert str(err.value) == (
        f"{path} (over {RULES}): invalid (1 problem)\n"
        "  play.folow_suit: Extra inputs are not permitted (got True)"
    )
    with pytest.raises(RulesError, match="folow_suit"):
        game.new_session(seed=1)


def test_variant_with_a_bad_value(tmp_path: Path, registry: Registry) -> None:
    path = variant(
        tmp_path / "bad-value.toml", "oh-bad", '[scoring.styles.positive]\nmade = { base = "x" }\n'
    )
    game = registry.add_file(path)
    with pytest.raises(RulesError) as err:
        game.rules  # noqa: B018
    first, *problems = str(err.value).splitlines()
    assert first == f"{path} (over {RULES}): invalid (1 problem)"
    assert len(problems) == 1
    assert problems[0].startswith("  scoring.styles.positive.made.base: ")
    assert problems[0].endswith(" (got 'x')")


def test_whole_rules_file_errors_name_only_the_file(tmp_path: Path, registry: Registry) -> None:
    path = tmp_path / "my-hell.toml"
    whole_rules(path)
    write(path, path.read_text(encoding="utf-8") + "\n[tempo]\nfast = true\n")
    game = registry.add_file(path)
    with pytest.raises(RulesError) as err:
        game.rules  # noqa: B018
    assert str(err.value).splitlines()[0] == f"{path}: invalid (1 problem)"
    assert "over" not in str(err.value)


def test_variant_of_a_game_that_is_not_installed(tmp_path: Path, registry: Registry) -> None:
    path = variant(tmp_path / "orphan.toml", "orphan", base="nowhere")
    with pytest.raises(UnknownGame) as err:
        registry.add_file(path)
    assert str(err.value) == (
        f"game 'orphan' ({path}) is a variant of 'nowhere', which is not installed; "
        "base: an installed game's id (oh-hell)"
    )


def test_overlay_is_merged_over_the_base(registry: Registry) -> None:
    game = registry.add_file(EXAMPLE)
    assert [s.id for s in game.chain] == ["oh-hell", "oh-hell-twenty"]
    rules = game.rules
    assert rules.game.id == "oh-hell-twenty"
    assert rules.game.name == "Oh Hell: Twenty"
    assert rules.options["game_style"].default == "ladder"
    assert rules.options["game_style"].choices == [
        "ladder",
        "long",
        "long-inverted",
        "short-up-down",
        "short-up",
        "short-down",
    ]
    # tables merge key by key: what the variant does not change is Oh Hell's
    assert rules.options["game_style"].type == "choice"
    assert rules.options["players"].min == 3 and rules.options["players"].max == 7
    assert rules.deck == registry.game("oh-hell").rules.deck
    assert game.new_session(options={"players": 4}, seed=1).schedule == LADDER


def test_a_made_bid_scores_twenty_plus_tricks(registry: Registry) -> None:
    twenty = registry.add_file(EXAMPLE)
    session = new_session(
        twenty, options={"players": 3, "hand_sizes": [2]}, hands=HANDS, turned="5C", dealer=2
    )
    act(session, *BIDS_AND_PLAY)
    results = session.state.hand_results[-1]
    assert results["bids"] == [2, 0, 1]
    assert results["tricks"] == [2, 0, 0]
    assert_hand_scores(session, [22, 20, 0])


def test_the_base_game_is_unchanged_in_the_same_registry(registry: Registry) -> None:
    registry.add_file(EXAMPLE)
    oh_hell = registry.game("oh-hell")
    assert oh_hell.name == "Oh Hell"
    assert oh_hell.rules.options["game_style"].default == "long"
    assert "ladder" not in (oh_hell.rules.options["game_style"].choices or [])
    schedule = oh_hell.new_session(options={"players": 4}, seed=1).schedule
    assert schedule == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    session = new_session(
        oh_hell, options={"players": 3, "hand_sizes": [2]}, hands=HANDS, turned="5C", dealer=2
    )
    act(session, *BIDS_AND_PLAY)
    assert_hand_scores(session, [12, 10, 0])


# -- discovery -----------------------------------------------------------------------------------


def test_games_env_names_folders_and_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "games"
    b = variant(folder / "b.toml", "oh-b")
    a = variant(folder / "a.toml", "oh-a")
    write(folder / "notes.txt", "not a game")
    single = shutil.copy(EXAMPLE, tmp_path / "twenty.toml")
    mine = variant(user_variants_dir() / "mine.toml", "oh-mine")
    places = [str(folder), str(tmp_path / "missing"), str(single)]
    monkeypatch.setenv("TRICKTAKER_GAMES", os.pathsep.join(places))
    assert game_files() == [a, b, Path(single), mine]


def test_user_variants_dir_is_in_the_data_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TRICKTAKER_DATA_DIR", str(tmp_path / "data"))
    assert user_variants_dir() == tmp_path / "data" / "variants"
    assert game_files() == []  # the folder does not exist yet


def test_registry_reads_the_games_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "games"
    folder_game = variant(
        folder / "short.toml", "oh-short", '[options.game_style]\ndefault = "short-up"\n'
    )
    single = Path(shutil.copy(EXAMPLE, tmp_path / "twenty.toml"))
    monkeypatch.setenv("TRICKTAKER_GAMES", os.pathsep.join([str(folder), str(single)]))
    registry = Registry()
    assert registry.broken == []
    assert {"oh-hell", "oh-short", "oh-hell-twenty"} <= set(registry.ids)
    twenty = registry.game("oh-hell-twenty")
    assert twenty.spec.file == single
    assert twenty.spec.source == str(single)
    assert twenty.new_session(options={"players": 4}, seed=1).schedule == LADDER
    short = registry.game("oh-short")
    assert short.spec.file == folder_game
    assert short.new_session(options={"players": 4}, seed=1).schedule == [
        1,
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        9,
        10,
    ]


def test_registry_reads_the_user_variants_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TRICKTAKER_DATA_DIR", str(tmp_path / "data"))
    (tmp_path / "data" / "variants").mkdir(parents=True)
    path = Path(shutil.copy(EXAMPLE, tmp_path / "data" / "variants" / "twenty.toml"))
    registry = Registry()
    assert registry.broken == []
    assert registry.game("oh-hell-twenty").spec.file == path


def test_game_files_only_with_the_installed_plugins(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copy(EXAMPLE, tmp_path / "twenty.toml")
    monkeypatch.setenv("TRICKTAKER_GAMES", str(tmp_path))
    assert "oh-hell-twenty" not in Registry(plugins=[tricktaker_ohhell], entry_points=False).ids
    assert (
        "oh-hell-twenty"
        in Registry(plugins=[tricktaker_ohhell], entry_points=False, game_files=True).ids
    )
    assert "oh-hell-twenty" not in Registry(game_files=False).ids


def test_a_broken_file_is_listed_and_the_other_games_work(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, play_out: Callable[..., Any]
) -> None:
    folder = tmp_path / "games"
    bad = write(folder / "a-bad.toml", "[game\n")
    anonymous = write(folder / "b-anonymous.toml", 'base = "oh-hell"\n')
    good = Path(shutil.copy(EXAMPLE, folder / "c-twenty.toml"))
    monkeypatch.setenv("TRICKTAKER_GAMES", str(folder))
    registry = Registry()
    assert [b.name for b in registry.broken] == [str(bad), str(anonymous)]
    assert registry.broken[0].reason.startswith("not valid TOML: ")
    assert registry.broken[0].kind == "file"
    assert registry.broken[1] == BrokenPlugin(
        str(anonymous), 'game.id: missing; name the game: [game] id = "my-game"', kind="file"
    )
    assert registry.game("oh-hell-twenty").spec.file == good
    for game_id in ("oh-hell", "oh-hell-twenty"):
        session = registry.game(game_id).new_session(options={"hand_sizes": [1]}, seed=2)
        play_out(session)
        assert session.is_over


def test_a_discovered_variant_of_a_missing_base_is_broken(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = variant(tmp_path / "orphan.toml", "orphan", base="nowhere")
    monkeypatch.setenv("TRICKTAKER_GAMES", str(path))
    registry = Registry()
    assert registry.broken == [
        BrokenPlugin(
            str(path),
            f"game 'orphan' ({path}) is a variant of 'nowhere', which is not installed; base: "
            "an installed game's id (bridge, bridgette, draw-bridge, euchre, five-hundred, "
            "hearts, klaberjass, oh-hell, skat, spades)",
            "file",
        )
    ]
    assert "orphan" not in registry.ids  # listed once, as a broken file
    registry.games()  # every registered game resolves
    registry.game("oh-hell").new_session(seed=1)


def test_a_file_reusing_an_installed_id_is_broken(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = whole_rules(tmp_path / "copy.toml", game_id="oh-hell")
    monkeypatch.setenv("TRICKTAKER_GAMES", str(path))
    registry = Registry()
    assert registry.broken == [
        BrokenPlugin(
            str(path),
            "game id 'oh-hell' is already registered by oh-hell (package tricktaker)",
            "file",
        )
    ]
    assert registry.game("oh-hell").spec.file is None  # the installed game stays


def test_a_file_that_is_not_utf8_is_broken_not_fatal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "latin1.toml"
    path.write_bytes(b'base = "oh-hell"\n[game]\nid = "caf\xe9"\n')
    monkeypatch.setenv("TRICKTAKER_GAMES", str(path))
    registry = Registry()
    assert [b.name for b in registry.broken] == [str(path)]
    registry.game("oh-hell").new_session(seed=1)


# -- add_file, find, game(id, file) ----------------------------------------------------------------


def test_find_by_path_and_by_id(registry: Registry, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(EXAMPLE.parents[2])
    assert "oh-hell-twenty" not in registry.ids
    game = registry.find("docs/examples/oh-hell-twenty.toml")
    assert game.id == "oh-hell-twenty"
    assert registry.find("oh-hell-twenty") is game
    assert registry.find(str(EXAMPLE)) is game  # the same file, written another way
    assert registry.find("oh-hell") is registry.game("oh-hell")


def test_find_a_missing_file_or_an_unknown_id(tmp_path: Path, registry: Registry) -> None:
    with pytest.raises(RulesError) as err:
        registry.find(str(tmp_path / "gone.toml"))
    assert (
        str(err.value)
        == f"{tmp_path / 'gone.toml'}: cannot read the file (No such file or directory)"
    )
    with pytest.raises(UnknownGame) as unknown:
        registry.find("oh-heaven")
    assert str(unknown.value) == "unknown game 'oh-heaven'; installed games: oh-hell"


def test_adding_the_same_file_twice_gives_the_same_game(registry: Registry) -> None:
    first = registry.add_file(EXAMPLE)
    assert registry.add_file(EXAMPLE) is first
    assert registry.ids == ["oh-hell", "oh-hell-twenty"]
    assert registry.broken == []


def test_another_file_with_a_registered_id_is_refused(tmp_path: Path, registry: Registry) -> None:
    registry.add_file(EXAMPLE)
    copy = Path(shutil.copy(EXAMPLE, tmp_path / "copy.toml"))
    with pytest.raises(PluginError) as err:
        registry.add_file(copy)
    assert str(err.value) == (
        f"{copy}: game id 'oh-hell-twenty' is already registered by {EXAMPLE}"
    )
    assert registry.game("oh-hell-twenty").spec.file == EXAMPLE


def test_a_file_cannot_take_an_installed_games_id(tmp_path: Path, registry: Registry) -> None:
    path = whole_rules(tmp_path / "copy.toml", game_id="oh-hell")
    with pytest.raises(PluginError) as err:
        registry.add_file(path)
    assert str(err.value) == f"{path}: game id 'oh-hell' is already registered by tricktaker_ohhell"


def test_game_reads_a_file_when_the_id_is_not_installed(registry: Registry) -> None:
    game = registry.game("oh-hell-twenty", EXAMPLE)
    assert game.spec.file == EXAMPLE
    assert registry.game("oh-hell-twenty", "/elsewhere/ignored.toml") is game  # installed now


def test_game_from_a_file_holding_another_game(tmp_path: Path, registry: Registry) -> None:
    with pytest.raises(UnknownGame) as err:
        registry.game("oh-hell-forty", EXAMPLE)
    assert str(err.value) == f"{EXAMPLE} now holds the game 'oh-hell-twenty', not 'oh-hell-forty'"


# -- problem() ---------------------------------------------------------------------------------


def test_problem_of_a_good_game(registry: Registry) -> None:
    registry.add_file(EXAMPLE)
    assert registry.problem("oh-hell") is None
    assert registry.problem("oh-hell-twenty") is None


def test_problem_of_a_variant_with_invalid_rules(tmp_path: Path, registry: Registry) -> None:
    path = variant(tmp_path / "typo.toml", "oh-typo", "[play]\nfolow_suit = true\n")
    registry.add_file(path)
    assert registry.problem("oh-typo") == (
        f"{path} (over {RULES}): invalid (1 problem)\n"
        "  play.folow_suit: Extra inputs are not permitted (got True)"
    )
    assert registry.problem("oh-hell") is None


def test_problem_of_a_misspelled_rule_hook() -> None:
    plugin = games_plugin(
        "typo_variant", GameSpec(id="oh-typo", base="oh-hell", plugins=(MisspelledHook(),))
    )
    registry = Registry(plugins=[tricktaker_ohhell, plugin], entry_points=False)
    problem = registry.problem("oh-typo")
    assert problem is not None
    assert problem.startswith("oh-typo: plugin ")
    assert "unknown hook 'score_hands'" in problem
    assert registry.problem("oh-hell") is None


def test_problem_of_an_unknown_game_or_missing_base(tmp_path: Path, registry: Registry) -> None:
    assert registry.problem("oh-heaven") == "unknown game 'oh-heaven'; installed games: oh-hell"
    registry.add_plugin(games_plugin("orphans", GameSpec(id="orphan", base="nowhere")), "orphans")
    assert registry.problem("orphan") == (
        "game 'orphan' (plugin orphans) is a variant of 'nowhere', which is not installed; "
        "base: an installed game's id (oh-hell)"
    )


def test_a_python_file_is_not_a_game_file(tmp_path: Path) -> None:
    path = write(tmp_path / "plugin.py", "print('hello')\n")
    with pytest.raises(RulesError) as err:
        spec_from_file(path)
    assert str(err.value) == (
        f"{path}: not a variant or rules file (*.toml); a game with Python hooks is a plugin "
        "package: see tricktaker new-game"
    )
