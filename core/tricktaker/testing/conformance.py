"""The conformance suite: what every game must do, checked by playing it.

Each check takes a :class:`~tricktaker.Game` and raises :class:`ConformanceError` saying what
went wrong (with the seed to reproduce it). The checks are:

* ``rules``: the rules load, the deck builds, every card's text reads back as the same card;
* ``options``: a session starts and a whole hand is played for every value of every option
  (each choice, both booleans, every player count, an int option's min/default/max);
* ``games``: random whole games, with options drawn at random, finish;
* ``winners``: whole games of ``basic`` bots end with a winner, before the deal limit;
* ``cards``: within a deal, every card is in exactly one place (hands, turned card, stock,
  trick, tricks taken, discards, cards out of play), and the set never changes;
* ``legal``: every offered action is legal, reads back from its text, and a card that is not
  offered is refused with a reason, leaving the game unchanged;
* ``hidden``: a seat's observation does not change when the cards it cannot see are re-dealt
  (so it reveals no other seat's hidden card);
* ``replay``: the record of a game replays to the same actions, scores and winners;
* ``determinism``: the same seed and the same decisions give the same game, and a clone played
  on equals the original;
* ``record_schema``: records validate against the record model (whose JSON Schema is
  ``schemas/record.schema.json``), through their JSON text.

Used by :func:`tricktaker.testing.conformance_suite` (pytest) and ``tricktaker check``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tricktaker.actions import Action, Play
from tricktaker.engine import views
from tricktaker.engine.registry import described as describe
from tricktaker.engine.session import Session
from tricktaker.errors import IllegalAction, RulesError, TrickTakerError
from tricktaker.limits import deal_limit
from tricktaker.records import parse_record, record_of
from tricktaker.testing.helpers import (
    assert_replays,
    game_under_test,
    isolated_registry,
    playing,
    table_panels,
)

if TYPE_CHECKING:
    from tricktaker.engine.registry import Game
    from tricktaker.rules import OptionSpec

MAX_ACTIONS = 200_000
"""A game that has not ended after this many actions does not end."""


class ConformanceError(AssertionError):
    """A game fails a conformance check; the message says how, with the seed."""


@dataclass(frozen=True)
class Settings:
    """How much to play: ``games`` random whole games per check, seeds from ``seed``."""

    games: int = 3
    seed: int = 0


# -- option values ---------------------------------------------------------------------------


def option_values(name: str, spec: OptionSpec) -> list[Any]:
    """The values of one option the suite tries."""
    if spec.type == "bool":
        return [False, True]
    if spec.type == "choice":
        return list(spec.choices or [])
    if spec.type == "int":
        assert spec.min is not None or name != "players"
        if name == "players" and spec.min is not None and spec.max is not None:
            return list(range(spec.min, spec.max + 1))
        values = [spec.min, spec.default, spec.max]
        return sorted({v for v in values if v is not None})
    low = spec.min if spec.min is not None else 1
    return [spec.default, [max(low, 1)]]


REDRAWS = 20
"""How many draws :func:`random_options` makes before it settles for the defaults."""


def random_options(game: Game, rnd: random.Random) -> dict[str, Any]:
    """Options drawn at random from the values :func:`option_values` tries; an option whose
    ``only_with`` the draw contradicts keeps its default. A combination the game refuses when
    it is created (its rules call it an option error, e.g. a start total at or above the
    target) is drawn again; after :data:`REDRAWS` refusals, the defaults. (Each value alone
    is tried by the ``options`` check, which a refusal fails.)"""
    specs = game.rules.options
    for _ in range(REDRAWS):
        drawn = {name: rnd.choice(option_values(name, spec)) for name, spec in specs.items()}
        for name, spec in specs.items():
            if any(drawn[other] != value for other, value in spec.only_with.items()):
                drawn[name] = spec.default
        try:
            game.compiled(drawn)
        except RulesError:
            continue
        return drawn
    return {}


# -- playing ---------------------------------------------------------------------------------


def _session(game: Game, options: dict[str, Any], seed: int) -> Session:
    """A session that stops, like a game of bots at the console, after the deal limit of
    :func:`tricktaker.limits.deal_limit` (random play may never finish a match: bids always
    set, contracts never made)."""
    try:
        limit = deal_limit(len(game.compiled(options).schedule))
        return game.new_session(options=options, seed=seed, stop_after=limit)
    except TrickTakerError as exc:
        raise ConformanceError(f"options {options}, seed {seed}: cannot start: {exc}") from exc


def steps(
    session: Session, seed: int, hands: int | None = None, bot: str = "random"
) -> Iterator[Session]:
    """Random legal actions (a random bot seeded ``seed``; ``bot``: that kind of bot instead),
    the session yielded before each. An exception of the game's own code (a phase or hook
    failing, not a refusal of the engine) is a :class:`ConformanceError` saying where: seed,
    options, deal, phase, action, and the line that raised it."""
    try:
        yield from playing(session, bot, seed, hands, MAX_ACTIONS)
    except ConformanceError:
        raise
    except TrickTakerError as exc:
        if exc.__cause__ is None or isinstance(exc.__cause__, TrickTakerError):
            raise  # the engine's own words (a hook that answered wrongly, a refusal)
        raise ConformanceError(f"{_where(session)}: {describe(exc)}") from exc
    except Exception as exc:  # a plugin's or a mechanic's bug: a finding, with its place
        raise ConformanceError(f"{_where(session)}: {describe(exc)}") from exc


def _games(game: Game, settings: Settings) -> Iterator[tuple[Session, int]]:
    """``settings.games`` sessions: the first with default options, then random options."""
    rnd = random.Random(settings.seed)
    for k in range(settings.games):
        seed = settings.seed + k
        options = {} if k == 0 else random_options(game, rnd)
        yield _session(game, options, seed), seed


def _where(session: Session) -> str:
    state = session.state
    defaults = session.rules.options
    options = {k: v for k, v in session.options.items() if v != defaults[k].default}
    phases = session.rules.phases
    phase = phases[state.phase] if 0 <= state.phase < len(phases) else "none"
    return (
        f"seed {session.seed}, options {options}, deal {state.deal_no}, "
        f"phase {phase if not state.over else 'over'}, action {len(session.history)}"
    )


# -- the checks ------------------------------------------------------------------------------


def check_rules(game: Game, settings: Settings) -> None:
    """The rules load, the deck builds, and every card reads back from its text."""
    try:
        rules = game.rules
        session = game.new_session(seed=settings.seed)
    except TrickTakerError as exc:
        raise ConformanceError(str(exc)) from exc
    deck = session.deck
    full = len(rules.deck.suits) * len(rules.deck.ranks) + len(rules.deck.extras)
    expected = full - len(rules.deck.remove)
    if len(deck.cards) != expected:
        raise ConformanceError(f"the deck has {len(deck.cards)} cards; the rules give {expected}")
    texts = [deck.format(c) for c in deck.cards]
    if len(set(texts)) != len(texts):
        raise ConformanceError(f"two cards are written the same way: {sorted(texts)}")
    for card, text in zip(deck.cards, texts, strict=True):
        if deck.parse(text) != card:
            raise ConformanceError(f"{text!r} does not read back as the same card")


def check_options(game: Game, settings: Settings) -> None:
    """Every value of every option starts a session and plays a whole hand."""
    failures = []
    for name, spec in game.rules.options.items():
        for value in option_values(name, spec):
            options = {name: value} if value == spec.default else {**spec.only_with, name: value}
            try:
                session = game.new_session(options=options, seed=settings.seed)
                for _ in steps(session, settings.seed, hands=1):
                    pass
            except (TrickTakerError, AssertionError) as exc:
                failures.append(f"{name}={value!r}: {str(exc) or describe(exc)}")
            except Exception as exc:  # a phase or hook failing while the session starts
                failures.append(f"{name}={value!r}: {describe(exc)}")
    if failures:
        raise ConformanceError("; ".join(failures))


def check_games(game: Game, settings: Settings) -> None:
    """Random whole games finish (or stop at the deal limit), with winners among the seats;
    the table's panels (every plugin's ``table_panels``) draw for every seat at each change of
    phase and at the end, as the table draws them."""
    for session, seed in _games(game, settings):
        shown = (-1, -1)
        for _ in steps(session, seed):
            now = (len(session.state.hand_results), session.state.phase)
            if now != shown:
                shown = now
                _draw_panels(session)
        _draw_panels(session)
        winners = session.winners
        if any(not 0 <= w < session.players for w in winners):
            raise ConformanceError(f"{_where(session)}: winners {winners}")
        if not session.state.stopped and not session.result()["returns"]:
            raise ConformanceError(f"{_where(session)}: the game is over without returns")


def _draw_panels(session: Session) -> None:
    """Every seat's panels, now; a plugin's failure is a finding that says where."""
    for seat in range(session.players):
        try:
            table_panels(session, seat)
        except Exception as exc:
            raise ConformanceError(
                f"{_where(session)}: the table's panels for seat {seat}: {describe(exc)}"
            ) from exc


def check_winners(game: Game, settings: Settings) -> None:
    """Whole games of ``basic`` bots end with a winner before the deal limit, with options
    drawn at random (a game its bots cannot finish cannot be simulated or played against
    them: often an auction the bot cannot bid in, every deal thrown in).

    Fails naming the seed, the options, how many deals were played and how many of them
    were thrown in, and what to do: make the auction phase say what its bids promise
    (``Phase.bid_meaning``: the ``basic`` bot bids in any auction from it), or give the
    game a ``basic_bot_choice`` hook for its special decisions."""
    for session, seed in _games(game, settings):
        for _ in steps(session, seed, bot="basic"):
            pass
        state = session.state
        if state.stopped or not session.winners:
            deals = len(state.hand_results)
            thrown = sum(1 for result in state.hand_results if result.get("thrown_in"))
            how = (
                f"stopped at the deal limit of {state.stop_after} deals"
                if state.stopped
                else "is over with no winner"
            )
            raise ConformanceError(
                f"{_where(session)}: a game of basic bots {how} ({deals} deals played, "
                f"{thrown} of them thrown in). Let the bots finish games: an auction phase "
                "should say what its bids promise (Phase.bid_meaning: tricks, trumps, misère, "
                "alone), so that the basic bot bids from its hand; a decision only this game "
                "has needs a basic_bot_choice hook; a match that cannot end needs an end "
                "([match])."
            )


def card_places(session: Session) -> list[list[int]]:
    """Every place a card of the deal lies in (derived from the visibility declarations)."""
    return views.card_places(session.state)


def check_cards(game: Game, settings: Settings) -> None:
    """Within a deal, every card is in exactly one place and none comes or goes."""
    for session, seed in _games(game, settings):
        deal_cards: tuple[int, list[int]] | None = None
        for _ in steps(session, seed):
            cards = sorted(c for place in card_places(session) for c in place)
            if len(set(cards)) != len(cards):
                twice = sorted({c for c in cards if cards.count(c) > 1})
                shown = " ".join(session.deck.format(c) for c in twice)
                raise ConformanceError(f"{_where(session)}: {shown} in two places at once")
            deal = session.state.deal_no
            if deal_cards is None or deal_cards[0] != deal:
                deal_cards = (deal, cards)
            elif cards != deal_cards[1]:
                gone = sorted(set(deal_cards[1]) - set(cards))
                new = sorted(set(cards) - set(deal_cards[1]))
                raise ConformanceError(
                    f"{_where(session)}: cards lost {[session.deck.format(c) for c in gone]}, "
                    f"cards appeared {[session.deck.format(c) for c in new]}"
                )


def check_legal(game: Game, settings: Settings) -> None:
    """Offered actions are legal, have no refusal (one source of legality: ``why_illegal`` is
    None exactly for them) and read back; a card not offered is refused with words,
    harmlessly."""
    rnd = random.Random(settings.seed)
    for session, seed in _games(game, settings):
        for _ in steps(session, seed):
            legal = session.legal_actions()
            if not legal:
                raise ConformanceError(f"{_where(session)}: no legal action, game not over")
            phase = session.phase
            for action in legal:
                if not session.is_legal(action):
                    raise ConformanceError(f"{_where(session)}: {action} offered but not legal")
                refusal = phase.why_illegal(session.game, session.state, action)
                if refusal is not None:
                    raise ConformanceError(
                        f"{_where(session)}: {action} is offered, but the phase refuses it: "
                        f"{refusal!r} (the legal list and the refusals disagree)"
                    )
                text = session.format_action(action)
                if session.parse_action(text) != action:
                    raise ConformanceError(f"{_where(session)}: {text!r} does not read back")
            if isinstance(legal[0], Play):
                offered = {a.card for a in legal if isinstance(a, Play)}
                others = [c for c in session.deck.cards if c not in offered]
                if others:
                    _probe(session, Play(rnd.choice(others)))


def _probe(session: Session, action: Play) -> None:
    before = session.state.copy()
    if session.is_legal(action):
        raise ConformanceError(f"{_where(session)}: {action} is not offered but is legal")
    if not session.phase.why_illegal(session.game, session.state, action):
        raise ConformanceError(
            f"{_where(session)}: {action} is not offered, but the phase finds no reason to "
            "refuse it (the legal list and the refusals disagree)"
        )
    try:
        session.apply(action)
    except IllegalAction as exc:
        if not str(exc):
            raise ConformanceError(f"{_where(session)}: {action} refused without a reason") from exc
    else:
        raise ConformanceError(f"{_where(session)}: {action} not offered, but applied")
    if vars_of(session.state) != vars_of(before):
        raise ConformanceError(f"{_where(session)}: a refused {action} changed the game")


def vars_of(state: Any) -> dict[str, Any]:
    """Every field of the state, comparable (the generator by its internal state)."""
    out = {name: getattr(state, name) for name in type(state).seen}
    out.pop("rng_box", None)  # the generator, compared by its state:
    out["rng"] = state.rng.getstate()
    return out


def check_hidden(game: Game, settings: Settings) -> None:
    """A seat's observation is the same whatever the cards it cannot see are.

    At sampled points of random games, the current deal is dealt again with every card the
    seat has not legitimately seen moved to other places (its own cards once it has looked at
    them, cards named by an action and cards shown in a public card field stay), the deal's
    actions are replayed, and the seat's observation compared. Only deals in which every action
    replays and every fact the rules reveal (``REVEALED`` fields) comes out the same count. The
    check trusts nothing else of the declarations: a field wrongly declared public shows up as a
    difference."""
    rnd = random.Random(settings.seed)
    compared = 0
    for session, seed in _games(game, settings):
        start, first, deal = session.clone(), 0, session.state.deal_no
        seen: list[set[int]] = [set() for _ in range(session.players)]
        for step, _ in enumerate(steps(session, seed)):
            state = session.state
            if state.deal_no != deal:
                start, first, deal = session.clone(), len(session.history), state.deal_no
                seen = [set() for _ in range(session.players)]
            for seat in range(session.players):
                seen[seat] |= views.seen_cards(state, seat)
            if step % 5 == 0:
                seat = (step // 5) % session.players
                actions = session.history[first:]
                known = seen[seat] | {c for _, a, _ in actions for c in _cards_of(a)}
                compared += _compare_redealt(session, start, actions, seat, known, rnd)
    if compared == 0:
        raise ConformanceError(f"{game.id}: no re-dealt deal could be compared (check vacuous)")


def _cards_of(action: Action) -> tuple[int, ...]:
    card = getattr(action, "card", None)
    return (card,) if card is not None else tuple(getattr(action, "cards", ()))


def _compare_redealt(
    session: Session,
    start: Session,
    actions: Sequence[tuple[int, Action, int]],
    seat: int,
    known: set[int],
    rnd: random.Random,
    tries: int = 12,
) -> int:
    """1 if a consistent re-deal was compared (and matched), 0 if none was found."""
    for _ in range(tries):
        world = start.clone()
        slots = [
            (place, i)
            for place in views.card_places(world.state)
            for i, card in enumerate(place)
            if card not in known
        ]
        cards = [place[i] for place, i in slots]
        rnd.shuffle(cards)
        for (place, i), card in zip(slots, cards, strict=True):
            place[i] = card
        world._legal = None
        if not _replays(world, actions) or _revealed(world) != _revealed(session):
            continue
        mine, theirs = session.observation(seat), world.observation(seat)
        if mine != theirs:
            keys = sorted(k for k in mine if theirs.get(k) != mine[k])
            raise ConformanceError(
                f"{_where(session)}: seat {seat}'s observation depends on cards it cannot see "
                f"(keys: {', '.join(keys)})"
            )
        return 1
    return 0


def _replays(world: Session, actions: Sequence[tuple[int, Action, int]]) -> bool:
    for who, action, _ in actions:
        if world.current_seat != who or not world.is_legal(action):
            return False
        world.apply(action)
    return True


def _revealed(session: Session) -> list[Any]:
    """The values of every field declared ``REVEALED`` (facts the rules make public)."""
    return [
        getattr(owner, name) for owner, name, seen in views.declared(session.state) if seen.revealed
    ]


def check_replay(game: Game, settings: Settings) -> None:
    """A record replays to the same actions, scores and winners."""
    for session, seed in _games(game, settings):
        for _ in steps(session, seed):
            pass
        try:
            assert_replays(session, _registry_of(game))
        except AssertionError as exc:
            raise ConformanceError(f"seed {seed}: {exc}") from exc


def _registry_of(game: Game) -> Any:
    """A registry answering for ``game`` (and its base chain) exactly as given."""

    class One:
        def game(self, game_id: str, file: object = None) -> Game:
            if game_id != game.id:
                raise ConformanceError(f"a record of {game.id} names the game {game_id!r}")
            return game

    return One()


def check_determinism(game: Game, settings: Settings) -> None:
    """Same seed and decisions, same game; a clone played on equals the original."""
    for session, seed in _games(game, settings):
        twin = game.new_session(
            options=session.options, seed=seed, stop_after=session.state.stop_after
        )
        clone_at = None
        for _ in steps(session, seed):
            if clone_at is None and len(session.history) >= 7:
                clone_at = session.clone()
        for _ in steps(twin, seed):
            pass
        if (twin.history, twin.scores) != (session.history, session.scores):
            raise ConformanceError(f"seed {seed}: the same seed and actions gave another game")
        if clone_at is not None:
            for action in session.history[len(clone_at.history) :]:
                clone_at.apply(action[1])
            if (clone_at.history, clone_at.scores) != (session.history, session.scores):
                raise ConformanceError(f"seed {seed}: a clone played on differs from the original")


def check_record_schema(game: Game, settings: Settings) -> None:
    """Records, as JSON text, validate against the record model and name legal seats."""
    for session, seed in _games(game, settings):
        for _ in steps(session, seed, hands=1):
            pass
        text = record_of(session, ["random"] * session.players).model_dump_json()
        try:
            record = parse_record(json.loads(text), f"record of seed {seed}")
        except TrickTakerError as exc:
            raise ConformanceError(str(exc)) from exc
        if record.game != game.id:
            raise ConformanceError(f"seed {seed}: the record names {record.game!r}")
        bad = [a for a in record.actions if not 0 <= a.seat < session.players]
        if bad:
            raise ConformanceError(f"seed {seed}: actions by seats that do not exist: {bad[:3]}")


CHECKS: dict[str, Callable[[Game, Settings], None]] = {
    "rules": check_rules,
    "options": check_options,
    "games": check_games,
    "winners": check_winners,
    "cards": check_cards,
    "legal": check_legal,
    "hidden": check_hidden,
    "replay": check_replay,
    "determinism": check_determinism,
    "record_schema": check_record_schema,
}


@dataclass(frozen=True)
class Finding:
    """The outcome of one check: ``problem`` is None when it passed."""

    check: str
    description: str
    problem: str | None


def summary_of(check: Any) -> str:
    """What ``check`` checks, for ``tricktaker check``: the first paragraph of its docstring,
    whole, on one line (its first line alone cut a sentence short), reST's double backquotes
    made single (Markdown's)."""
    paragraph = (check.__doc__ or "").strip().split("\n\n")[0]
    return " ".join(paragraph.split()).replace("``", "`")


def run(game: Game, settings: Settings = Settings()) -> list[Finding]:
    """Run every check; never raises for a failing game (each failure is a finding)."""
    findings = []
    for name, check in CHECKS.items():
        description = summary_of(check)
        try:
            check(game, settings)
        except ConformanceError as exc:
            findings.append(Finding(name, description, str(exc) or describe(exc)))
        except TrickTakerError as exc:
            findings.append(Finding(name, description, f"{type(exc).__name__}: {exc}"))
        except Exception as exc:  # a plugin's bug is a finding too, never a crash
            findings.append(Finding(name, description, f"{game.id}: {describe(exc)}"))
        else:
            findings.append(Finding(name, description, None))
    return findings


def pytest_class(
    game_id: str | None,
    plugins: Sequence[Any],
    games: int,
    factory: Callable[[], Game] | None = None,
) -> type:
    """A test class with one test per check (see :func:`tricktaker.testing.conformance_suite`)."""
    import pytest

    settings = Settings(games=games)

    @pytest.fixture
    def conformance_game(self: Any, request: pytest.FixtureRequest) -> Game:
        if factory is not None:
            return factory()
        if plugins:
            return game_under_test(isolated_registry(*plugins), plugins, game_id)
        if game_id is not None:
            return request.getfixturevalue("tricktaker_registry").game(game_id)  # type: ignore[no-any-return]
        return request.getfixturevalue("tricktaker_game")  # type: ignore[no-any-return]

    namespace: dict[str, Any] = {"conformance_game": conformance_game}
    for name, check in CHECKS.items():
        namespace[f"test_{name}"] = _test(check, settings)
    return type("Conformance", (), namespace)


def _test(check: Callable[[Game, Settings], None], settings: Settings) -> Any:
    def test(self: Any, conformance_game: Game) -> None:
        check(conformance_game, settings)

    test.__doc__ = check.__doc__
    return test


def conformance_suite(
    game_id: str | None = None,
    *plugins: Any,
    games: int = 3,
    game: Callable[[], Game] | None = None,
) -> type:
    """A pytest test class running the conformance checks on a game, e.g.::

        TestConformance = conformance_suite("my-game", my_plugin_module)

    With no plugins, the game comes from the ``tricktaker_game`` fixture (the plugin under
    test, configured by the ``tricktaker_plugins`` ini option or fixture), or from the
    ``tricktaker_registry`` fixture by ``game_id``. ``game`` (a function returning the
    :class:`~tricktaker.Game`) checks any other game, e.g. one read from a variant file.
    ``games`` is the number of random whole games each check plays.
    """
    return pytest_class(game_id, plugins, games, game)
