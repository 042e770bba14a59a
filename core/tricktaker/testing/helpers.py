"""The helpers of :mod:`tricktaker.testing` (re-exported there; import them from there)."""

from __future__ import annotations

import ast
import importlib.metadata
import json
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from tricktaker.actions import Play
from tricktaker.bots import make_bot
from tricktaker.cards import Deck
from tricktaker.engine.game import CompiledGame
from tricktaker.engine.hookspecs import hookimpl, registry_hookimpl
from tricktaker.engine.registry import ENTRY_POINT_GROUP, Game, GameSpec, Registry, default_registry
from tricktaker.engine.session import DealGiven, Session
from tricktaker.errors import TrickTakerError, UnknownGame
from tricktaker.records import parse_record, record_of, replay

if TYPE_CHECKING:
    from tricktaker.actions import Action
    from tricktaker.engine.panels import Panel


CORE_OBSERVATION_KEYS = frozenset(
    {
        "game",
        "seat",
        "players",
        "hand_no",
        "hands_in_match",
        "dealer",
        "hand_size",
        "phase",
        "to_move",
        "hand",
        "hand_counts",
        "turned",
        "trump",
        "contract",
        "leader",
        "trick",
        "trick_no",
        "last_trick",
        "played",
        "tricks_won",
        "taken",
        "out_of_play",
        "thrown_in",
        "deal_no",
        "hand_scores",
        "breakdown",
        "totals",
        "hand_results",
        "over",
        "winners",
        "stop_after",
        "stopped",
    }
)
"""The keys of every game's ``observation(seat)``, written out here independently of the
core: a game's phases add their own keys, and ``legal`` is added for the seat to move
(``assert set(obs) == CORE_OBSERVATION_KEYS | {"my_key"}``)."""


# -- an isolated registry ----------------------------------------------------------------------


def isolated_registry(*plugins: Any) -> Registry:
    """A registry holding only the core and ``plugins``: no other installed game is visible.

    A variant needs its base game: when a registered game names a base that none of
    ``plugins`` provides, the installed plugin that provides it is added (and only that one).
    """
    registry = Registry(plugins=plugins, entry_points=False)
    if registry.broken:
        problems = "; ".join(f"{b.name}: {b.reason}" for b in registry.broken)
        raise TrickTakerError(f"the plugin under test is broken: {problems}")
    while True:
        missing = sorted(
            {spec.base for spec in registry._specs.values() if spec.base} - set(registry.ids)
        )
        if not missing:
            return registry
        for base in missing:
            registry.add_plugin(*_provider(base))
            if base not in registry.ids:
                raise UnknownGame(f"the base game {base!r} is not installed")


def games_plugin(name: str, *specs: GameSpec) -> ModuleType:
    """A plugin module named ``name`` that registers ``specs``: a variant, or a deliberately
    broken game, for a test, without packaging it (``isolated_registry(games_plugin(...))``)."""
    module = ModuleType(name)

    @registry_hookimpl
    def tricktaker_register_games(register: Callable[[GameSpec], None]) -> None:
        for spec in specs:
            register(spec)

    module.tricktaker_register_games = tricktaker_register_games  # type: ignore[attr-defined]
    return module


def rules_differences(game: Game, base: Game) -> dict[str, Any]:
    """The rules of ``game`` that differ from ``base``'s, as ``{"table.field": value}`` (the
    ``[game]`` table left out): what a variant changes, for a test to pin."""

    def flat(data: Any, prefix: str = "") -> dict[str, Any]:
        if not isinstance(data, dict):
            return {prefix: data}
        out: dict[str, Any] = {}
        for key, value in data.items():
            out.update(flat(value, f"{prefix}.{key}" if prefix else str(key)))
        return out

    mine = flat(game.rules.model_dump(exclude={"game"}))
    theirs = flat(base.rules.model_dump(exclude={"game"}))
    missing = object()
    return {key: value for key, value in mine.items() if theirs.get(key, missing) != value}


def game_under_test(registry: Registry, plugins: Sequence[Any], game_id: str | None = None) -> Game:
    """The game ``game_id``, or the only game the ``plugins`` under test register."""
    if game_id is not None:
        return registry.game(game_id)
    names = {getattr(p, "__name__", repr(p)) for p in plugins}
    games = [g for g in registry.games() if g.spec.source in names]
    if len(games) != 1:
        found = ", ".join(g.id for g in games) or "none"
        raise UnknownGame(f"name the game to test: the plugins under test register {found}")
    return games[0]


def _provider(game_id: str) -> tuple[Any, str]:
    """The installed plugin (object, entry-point name) that registers ``game_id``."""
    installed = default_registry()
    try:
        source = installed.game(game_id).spec.source
    except TrickTakerError:
        raise UnknownGame(f"the base game {game_id!r} is not installed") from None
    for ep in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP):
        if ep.name == source:
            return ep.load(), ep.name
    raise UnknownGame(f"the base game {game_id!r} is not installed through an entry point")


# -- sessions ------------------------------------------------------------------------------------


def _cards(value: str | Sequence[str] | None) -> list[str] | None:
    if value is None:
        return None
    return value.split() if isinstance(value, str) else list(value)


def new_session(
    game: Game,
    *,
    options: Mapping[str, Any] | None = None,
    seed: int = 0,
    hands: Sequence[str | Sequence[str]] | None = None,
    dealer: int = 0,
    turned: str | None = None,
    stock: str | Sequence[str] = (),
    pack: str | Sequence[str] | None = None,
    deals: Iterable[DealGiven] = (),
    plugins: Iterable[Any] = (),
) -> Session:
    """A session of ``game``, seeded; the first hand dealt explicitly if ``hands`` or ``pack``
    is given (cards as text: ``"AS KH 10D"`` or a list), the later hands from ``deals``, then
    from the seed."""
    given = list(deals)
    if hands is not None or pack is not None:
        first = DealGiven(
            dealer=dealer,
            pack=_cards(pack),
            hands=None if hands is None else [_cards(h) or [] for h in hands],
            turned=turned,
            stock=_cards(stock) or [],
        )
        given.insert(0, first)
    return game.new_session(options=options, seed=seed, deals=given, plugins=plugins)


def _deck_of(deck: Deck | Session) -> Deck:
    return deck.deck if isinstance(deck, Session) else deck


def card_ints(deck: Deck | Session, cards: str | Sequence[str]) -> list[int]:
    """Cards written as text (``"AS KH 10D"`` or a list of texts) as the card ints of ``deck``
    (or of a session's deck), in the order given."""
    return _deck_of(deck).parse_many(_cards(cards) or [])


def card_texts(deck: Deck | Session, cards: Iterable[int]) -> list[str]:
    """Card ints of ``deck`` (or of a session's deck) as text (``["AS", "KH"]``), in order."""
    return [_deck_of(deck).format(c) for c in cards]


def stacked_pack(
    deck: Deck | Session, top: str | Sequence[str], bottom: str | Sequence[str] = ()
) -> list[str]:
    """A whole pack as text, top card first, for a deal the game's own procedure deals out
    (``new_session(game, pack=...)``): the cards ``top`` in the order given, then every other
    card of ``deck`` (or of a session's deck) in deck order, then ``bottom``. Fails when a
    card is given twice."""
    first = card_texts(deck, card_ints(deck, top))
    last = card_texts(deck, card_ints(deck, bottom))
    given = first + last
    twice = sorted({c for c in given if given.count(c) > 1})
    if twice:
        raise AssertionError(f"a card is given twice: {' '.join(twice)} (in {' '.join(given)})")
    rest = [text for text in card_texts(deck, _deck_of(deck).cards) if text not in given]
    return first + rest + last


def hand_texts(session: Session, seat: int) -> set[str]:
    """The cards ``seat`` holds now, as text."""
    return set(card_texts(session, session.state.hands[seat]))


def legal_texts(session: Session) -> list[str]:
    """The legal actions now, as a player would type them."""
    return [session.format_action(a) for a in session.legal_actions()]


def legal_cards(session: Session) -> set[str]:
    """The cards the seat to move may play now, as text (announcements left out). Fails when
    anything but a card is legal (a bid, a pass): the game is not at a card to play."""
    legal = session.legal_actions()
    other = [a for a in legal if not isinstance(a, Play)]
    if other:
        shown = ", ".join(session.format_action(a) for a in other)
        raise AssertionError(f"seat {session.current_seat} may do more than play a card: {shown}")
    return set(card_texts(session, (a.card for a in legal if isinstance(a, Play))))


def act(session: Session, *actions: str) -> None:
    """Apply actions typed as text (``"QS"``, ``"3"``, ``"pass"``); each may hold several
    separated by commas (``"AS, KS, 2H"``). A failure names the action, its seat and why."""
    for group in actions:
        for text in (t.strip() for t in group.split(",")):
            if not text:
                continue
            seat = session.current_seat
            try:
                session.apply(session.parse_action(text))
            except TrickTakerError as exc:
                raise AssertionError(
                    f"{text!r} by seat {seat}: {exc} (legal: {', '.join(legal_texts(session))})"
                ) from None


def assert_legal(session: Session, expected: str | Iterable[str]) -> None:
    """The legal actions are exactly ``expected`` (texts; order does not matter)."""
    want = set(expected.split()) if isinstance(expected, str) else set(expected)
    want = {session.format_action(session.parse_action(t)) for t in want}
    got = set(legal_texts(session))
    if got != want:
        raise AssertionError(
            f"legal actions of seat {session.current_seat}: {sorted(got)}\n"
            f"  missing: {sorted(want - got)}\n  unexpected: {sorted(got - want)}"
        )


def assert_trick_winner(session: Session, plays: str | Sequence[str], winner: int) -> None:
    """Play one whole trick (``"QS 2S KS AS"``) and check that seat ``winner`` takes it."""
    cards = _cards(plays) or []
    act(session, *cards)
    last = session.state.last_trick
    if last is None:
        raise AssertionError("no trick was completed")
    leader, trick, won_by = last
    shown = " ".join(session.deck.format(c) for c in trick)
    if won_by != winner:
        raise AssertionError(
            f"trick {shown} led by seat {leader}: won by seat {won_by}, not {winner}"
        )


def assert_hand_scores(session: Session, expected: Sequence[int]) -> None:
    """The last scored hand gave exactly ``expected`` (one number per seat)."""
    results = session.state.hand_results
    if not results:
        raise AssertionError("no hand has been scored")
    got = list(results[-1]["scores"])
    if got != list(expected):
        raise AssertionError(f"hand scores {got}, expected {list(expected)}")


def assert_totals(session: Session, expected: Sequence[int]) -> None:
    """The match totals are exactly ``expected``."""
    if list(session.scores) != list(expected):
        raise AssertionError(f"totals {session.scores}, expected {list(expected)}")


def table_panels(session: Session, seat: int) -> list[Panel]:
    """The game's panels as ``seat`` sees them now (every plugin's ``table_panels``, in
    registration order), the empty ones left out: what the table draws."""
    view = session.observation_view(seat)
    found = session.hook.table_panels(game=session.game, view=view, seat=seat)
    return [panel for panels in reversed(found) for panel in panels if panel.rows]


def panel(session: Session, seat: int, title: str) -> Panel | None:
    """The panel titled ``title`` as ``seat`` sees it now, or None when it is not drawn."""
    return next((p for p in table_panels(session, seat) if p.title == title), None)


def playing(
    session: Session,
    bot: str = "random",
    seed: int = 0,
    hands: int | None = None,
    max_actions: int = 1_000_000,
) -> Iterator[Session]:
    """Play on, yielding the session before each action (a check can look at every state),
    until the game is over or ``hands`` more hands are scored. ``bot`` is a bot kind
    (``"random"``, ``"basic"`` …) or ``"first"``: always the first legal action. A game that
    does not end within ``max_actions`` fails, naming its seed."""
    choose = _first_legal if bot == "first" else make_bot(bot, seed).choose
    target = None if hands is None else len(session.state.hand_results) + hands
    for _ in range(max_actions):
        if session.is_over or (target is not None and len(session.state.hand_results) >= target):
            return
        yield session
        session.apply(choose(session, session.current_seat))
    raise AssertionError(f"seed {session.seed}: the game did not end within {max_actions} actions")


def play_out(
    session: Session,
    bot: str = "random",
    seed: int = 0,
    max_actions: int = 1_000_000,
    hands: int | None = None,
) -> list[Action]:
    """Let bots play on until the game is over (or ``hands`` more hands are scored); the
    actions taken. ``bot`` as for :func:`playing`."""
    start = len(session.history)
    for _ in playing(session, bot, seed, hands, max_actions):
        pass
    return [action for _, action, _ in session.history[start:]]


def _first_legal(session: Session, seat: int) -> Action:
    return session.legal_actions()[0]


def assert_bots_play(
    session: Session,
    kinds: Sequence[str],
    seed: int = 0,
    apply: Callable[[Action], None] | None = None,
    max_actions: int = 1_000_000,
) -> None:
    """Bots play the game to its end, seat ``k`` a bot of kind ``kinds[k]`` (``"basic"``,
    ``"random"`` …) seeded ``seed + k``; each choice must be legal and choosing must change
    nothing (the history, the seat to move, the hands). ``apply`` applies each chosen action
    (``session.apply`` by default; e.g. a model's checker that follows the session)."""
    bots = [make_bot(kind, seed + k) for k, kind in enumerate(kinds)]
    step = session.apply if apply is None else apply

    def snapshot(seat: int) -> tuple[int, int, list[list[int]]]:
        return (len(session.history), seat, [list(h) for h in session.state.hands])

    for _ in range(max_actions):
        if session.is_over:
            return
        seat = session.current_seat
        before = snapshot(seat)
        action = bots[seat].choose(session, seat)
        if snapshot(session.current_seat) != before:
            raise AssertionError(f"{kinds[seat]} bot changed the session")
        if action not in session.legal_actions():
            raise AssertionError(f"{kinds[seat]} bot chose illegal {action}")
        step(action)
    raise AssertionError(f"the game did not end within {max_actions} actions")


def assert_replays(session: Session, registry: Registry | None = None) -> Session:
    """The session's record, through its JSON text, replays (games found in ``registry``, by
    default the installed ones) to the same ``result()`` and the same actions; the record
    replays as well without JSON. Returns the session replayed from JSON."""
    raw = json.loads(record_of(session).model_dump_json(exclude_none=True))
    again = replay(parse_record(raw), registry)
    if again.result() != session.result():
        raise AssertionError(f"replayed {again.result()}, played {session.result()}")
    if again.history != session.history:
        raise AssertionError("the replayed actions differ")
    direct = replay(record_of(session), registry)
    if direct.result() != session.result():
        raise AssertionError(f"replayed without JSON {direct.result()}, played {session.result()}")
    return again


class ScriptedScores:
    """A test-only plugin (``new_session(..., plugins=[ScriptedScores([10, 0], [0, 500])])``):
    the next scored hands score these lists (one number per seat) instead of the game's
    scoring; after them, the game's own scoring answers again. Reaches a match's end quickly."""

    __name__ = "scripted_scores"

    def __init__(self, *scores: Sequence[int]) -> None:
        self.queue = [list(x) for x in scores]

    @hookimpl
    def score_hand(self, game: CompiledGame, state: Any) -> list[int] | None:
        return self.queue.pop(0) if self.queue else None


def spec_citations(folder: str | Path, skip: Iterable[str] = ()) -> str:
    """The names and docstrings of the test functions (``test_*``) in the ``test_*.py`` files
    of ``folder`` (but the file names in ``skip``), one per line: the text in which a test
    looks for the rulings of a game's spec that its scenario tests cite
    (``re.search(r"K-?6(?!\\d)", text)``)."""
    left_out = set(skip)
    out = []
    for path in sorted(Path(folder).glob("test_*.py")):
        if path.name in left_out:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                out.append(node.name)
                out.append(ast.get_docstring(node) or "")
    return "\n".join(out)


def helper_set(scope: Mapping[str, Any], names: str, **renamed: Any) -> type:
    """The helpers of a game's scenario tests as one namespace, for a fixture to hand out
    (``--import-mode=importlib`` keeps test modules from importing their ``conftest.py``)::

        Helpers = helper_set(globals(), "GAME DECK card cards deal play", hand_of=hand_texts)

        @pytest.fixture
        def kj() -> type:
            return Helpers

    ``names`` are looked up in ``scope`` (the conftest's ``globals()``); ``renamed`` gives
    helpers under another name. Functions become static methods (``kj.deal(...)``), anything
    else a plain attribute (``kj.DECK``)."""
    missing = [name for name in names.split() if name not in scope]
    if missing:
        raise NameError(f"helper_set: {', '.join(missing)} not defined where the helpers are")
    members = {name: scope[name] for name in names.split()}
    members.update(renamed)
    attributes = {
        name: staticmethod(value) if callable(value) and not isinstance(value, type) else value
        for name, value in members.items()
    }
    return type("Helpers", (), attributes)


def play_actions(
    session: Session,
    choose: Callable[[Session], Action],
    apply: Callable[[Action], Any] | None = None,
    max_actions: int = 1_000_000,
) -> None:
    """Take the action ``choose(session)`` names until the game is over, each through
    ``apply`` (e.g. a model checker's step, which applies it and compares) or else
    ``session.apply``. A game that does not end within ``max_actions`` fails, naming its
    seed: the loop of every whole-game property test."""
    step = session.apply if apply is None else apply
    for _ in range(max_actions):
        if session.is_over:
            return
        step(choose(session))
    raise AssertionError(f"seed {session.seed}: the game did not end within {max_actions} actions")


def card_helpers(
    deck: Deck | Session,
) -> tuple[
    Callable[[str], int],
    Callable[[str | Sequence[str]], list[int]],
    Callable[[Iterable[int]], list[str]],
    Callable[[str | Sequence[str]], list[str]],
]:
    """The four card helpers of a game's scenario tests, for ``deck``:
    ``card, cards, names, words = card_helpers(DECK)`` — one card text to its int, card texts
    (``"AS KH 7C"`` or a list) to ints, ints to texts, and texts to canonical texts."""
    the_deck = _deck_of(deck)

    def cards(text: str | Sequence[str]) -> list[int]:
        return card_ints(the_deck, text)

    def names(ints: Iterable[int]) -> list[str]:
        return card_texts(the_deck, ints)

    def words(text: str | Sequence[str]) -> list[str]:
        return names(cards(text))

    return the_deck.parse, cards, names, words
