"""Game records: a JSON file holding everything needed to replay a game exactly.

A record names the game, its options and seed, optionally the explicit deal of each hand, and
every action in order (with the seat that took it), in the same text a player would type. Its
JSON Schema is ``schemas/record.schema.json``. :func:`replay` re-executes a record through the
game API, so every action is checked exactly as a live one would be.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tricktaker.engine.session import DealGiven
from tricktaker.errors import (
    IllegalAction,
    NotationError,
    RecordError,
    TrickTakerError,
)
from tricktaker.limits import (
    MAX_DEPTH,
    MAX_DIGITS,
    MAX_SEED,
    MAX_TEXT,
    check_data,
    read_regular_file,
)

if TYPE_CHECKING:
    from tricktaker.engine.registry import Registry
    from tricktaker.engine.session import Session


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class RecordDeal(_Model):
    """One hand's deal, given explicitly: the dealer and either the whole pack (top card first)
    or every seat's cards with the turned card and the stock (top first)."""

    dealer: int = Field(ge=0)
    pack: list[str] | None = None
    hands: list[list[str]] | None = None
    turned: str | None = None
    stock: list[str] = Field(default_factory=list)


class RecordAction(_Model):
    """One action: the seat that took it and its text (``"QS"``, ``"3"``, ``"3NT"``, ``"pass"``)."""

    seat: int = Field(ge=0)
    action: str = Field(max_length=MAX_TEXT)


class HandDeal(_Model):
    """How a finished hand was dealt: the dealer, every seat's cards, the turned card, the
    stock (top card first)."""

    dealer: int = Field(ge=0)
    hands: list[list[str]]
    turned: str | None = None
    stock: list[str] = Field(default_factory=list)


class HandTrick(_Model):
    """One trick: its phase, the leader, the seat that played each card, the cards in play
    order, the winner; the suit named with a suitless card that led it, if one did."""

    phase: str
    leader: int = Field(ge=0)
    seats: list[int]
    cards: list[str]
    winner: int = Field(ge=0)
    named_suit: str | None = Field(
        None,
        description="The suit (its letter) named with the suitless card that led the trick "
        '(`[play] extras = "names_suit"`, a card written e.g. `JK:D`); absent otherwise.',
    )


class HandDraw(_Model):
    """Cards a seat took from the stock (``source``: ``stock``, or ``deal`` for a completion
    deal) and the seats that saw them."""

    seat: int = Field(ge=0)
    cards: list[str]
    source: str = "stock"
    seen_by: list[int]


class HandExchange(_Model):
    """Cards a seat gave and took (e.g. a low trump for the turned card), and who saw them."""

    seat: int = Field(ge=0)
    gave: list[str]
    took: list[str]
    seen_by: list[int]


class HandDiscard(_Model):
    """Cards a seat discarded, and who saw them."""

    seat: int = Field(ge=0)
    cards: list[str]
    seen_by: list[int]


class HandPass(_Model):
    """Cards a seat passed face down to another (``to``), and the seats that saw them."""

    seat: int = Field(ge=0)
    to: int = Field(ge=0)
    cards: list[str]
    seen_by: list[int]


class ScoreItem(_Model):
    """One item of a hand's score: what it is (``card points``, ``last trick``, ``made 4H``)
    and its points per seat. The items of a hand add up to its scores."""

    item: str
    points: list[int]


class HandRecord(BaseModel):
    """One finished hand, for a person or a program to study: the facts every game has, the
    deal, every trick, draw, exchange and discard, the score by item, and the game's own facts
    (``bids``, ``contract``, ``maker``, ... as its hand summary gives them)."""

    model_config = ConfigDict(frozen=True, extra="allow")

    dealer: int = Field(ge=0)
    thrown_in: bool = False
    tricks: list[int] = Field(description="Tricks won per seat in the hand's (last) trick phase.")
    scores: list[int] = Field(description="The hand's points per seat.")
    totals: list[int] = Field(description="Running totals per seat after the hand.")
    breakdown: list[ScoreItem] = Field(default_factory=list)
    deal: HandDeal | None = None
    play: list[HandTrick] = Field(default_factory=list)
    draws: list[HandDraw] = Field(default_factory=list)
    exchanges: list[HandExchange] = Field(default_factory=list)
    discards: list[HandDiscard] = Field(default_factory=list)
    passes: list[HandPass] = Field(default_factory=list)


class GameRecord(_Model):
    """A whole (or partial) game."""

    format: Literal["tricktaker-record"] = "tricktaker-record"
    version: Literal[1] = 1
    game: str = Field(description="Game id, e.g. 'my-game'.")
    game_file: str | None = Field(
        None,
        description="The variant or rules file the game was read from, when it is not an "
        "installed game (replaying reads it again if the game id is unknown).",
    )
    options: dict[str, Any] = Field(default_factory=dict, description="Option values by name.")
    seed: int = Field(
        ge=0,
        le=MAX_SEED,
        description="Seed of the session's random generator (shuffles, dealer).",
    )
    seats: list[str] | None = Field(None, description="Who played each seat, e.g. 'human'.")
    deals: list[RecordDeal] = Field(
        default_factory=list, description="Explicit deals of the first hands (the rest: seed)."
    )
    actions: list[RecordAction] = Field(default_factory=list)
    stop_after: int | None = Field(
        None, ge=1, description="The game stops after this many deals (e.g. 1: one deal)."
    )
    hands: list[HandRecord] = Field(
        default_factory=list,
        description="Each finished hand in detail (written by tricktaker; replaying checks "
        "that the actions reproduce it).",
    )


def record_of(session: Session, seats: list[str] | None = None) -> GameRecord:
    """The record of ``session`` so far."""
    deck = session.deck

    def texts(cards: Any) -> list[str]:
        return [deck.format(c) for c in cards]

    deals = [
        RecordDeal(
            dealer=d.dealer,
            pack=None if d.pack is None else texts(d.pack),
            hands=None if d.hands is None else [texts(h) for h in d.hands],
            turned=None if d.turned is None else deck.format(int(d.turned)),
            stock=texts(d.stock),
        )
        for d in session.deals
    ]
    return GameRecord(
        game=session.game_id,
        game_file=None if session.game.spec.file is None else str(session.game.spec.file.resolve()),
        options=dict(session.options),
        seed=session.seed,
        seats=seats,
        deals=deals,
        actions=[
            RecordAction(seat=seat, action=session.format_action(action, phase))
            for seat, action, phase in session.history
        ],
        stop_after=session.state.stop_after,
        hands=[HandRecord.model_validate(hand) for hand in session.result()["hands"]],
    )


def save(record: GameRecord, path: Path) -> None:
    """Write ``record`` atomically: a crash mid-write never leaves a half-written file."""
    text = record.model_dump_json(indent=1, exclude_none=True)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise RecordError(f"{path}: cannot write the record ({exc.strerror})") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text + "\n")
        os.replace(tmp, path)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise RecordError(f"{path}: cannot write the record ({exc.strerror})") from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load(path: Path, notes: list[str] | None = None) -> GameRecord:
    """Read and validate a record, whole or a journal (see :func:`read_journal_text`); a clear
    :class:`RecordError` if it is not one. A dropped torn last line is told in ``notes``.

    Only a regular file is read, within the limits of :mod:`tricktaker.limits`."""
    raw = read_regular_file(Path(path), "the record", RecordError)
    try:
        data = read_journal_text(raw.decode("utf-8-sig"), str(path), notes)  # a BOM is no data
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise RecordError(f"{path}: not a JSON game record ({exc})") from None
    except RecursionError:
        raise RecordError(f"{path}: nested too deeply (at most {MAX_DEPTH} levels)") from None
    except ValueError:
        raise RecordError(f"{path}: a number is too long (at most {MAX_DIGITS} digits)") from None
    return parse_record(data, str(path))


def read_journal_text(text: str, source: str = "record", notes: list[str] | None = None) -> Any:
    """The JSON data of a record written whole or as a journal (the one reader of both).

    A journal is one line holding a record (its header: game, options, seed, seats, deals and
    the actions and hands it starts with), then one line per action, ``{"seat": 0, "action":
    "QS"}``, and after a hand's last action one line describing the hand, ``{"hand": {...}}``. A
    last line cut short (a power cut or ``kill -9`` mid-write) is dropped, with a note added
    to ``notes``: the record then stops at the last complete action. Anything else that is not
    JSON raises :class:`json.JSONDecodeError`.
    """
    first, newline, rest = text.partition("\n")
    try:
        header = json.loads(first)
    except json.JSONDecodeError:
        return json.loads(text)  # a whole record written over several lines
    if not isinstance(header, dict) or not newline or not rest.strip():
        return header if not rest.strip() else json.loads(text)
    if not isinstance(header.get("actions", []), list):
        return header  # not a journal's header: validation says why
    lines = rest.split("\n")
    actions = list(header.get("actions", []))
    hands = list(header.get("hands", [])) if isinstance(header.get("hands", []), list) else []
    for number, line in enumerate(lines, start=2):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
        except json.JSONDecodeError as exc:
            if any(later.strip() for later in lines[number - 1 :]):
                # damage before the last line is not a torn last line
                raise json.JSONDecodeError(f"line {number}: {exc.msg}", exc.doc, exc.pos) from None
            if notes is not None:
                notes.append(
                    f"{source}: its last line was cut short (the game was stopped mid-write); "
                    f"it is dropped: the game continues after the last complete action"
                )
            break
        if isinstance(entry, dict) and entry.keys() == {"hand"}:
            hands.append(entry["hand"])
        else:
            actions.append(entry)
    return {**header, "actions": actions, **({"hands": hands} if hands else {})}


def parse_record(data: Any, source: str = "record") -> GameRecord:
    """Validate record data (nesting, number length, then the schema); errors name ``source``."""
    check_data(data, source, RecordError)
    try:
        return GameRecord.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or '(top level)'}: {e['msg']}"
            for e in exc.errors()[:5]
        )
        first_action = next(
            (
                e["loc"][1]
                for e in exc.errors()
                if e["loc"][:1] == ("actions",) and len(e["loc"]) > 1
            ),
            None,
        )
        index = first_action if isinstance(first_action, int) else None
        raise RecordError(f"{source}: not a valid game record: {problems}", index=index) from None


def replay(
    record: GameRecord, registry: Registry | None = None, notes: list[str] | None = None
) -> Session:
    """Re-execute ``record``; :class:`RecordError` names the first bad action and why, or the
    first fact of a finished hand that the actions do not reproduce (:func:`check_hands`).

    A partial record replays up to its end: the returned session is then not over.
    """
    from tricktaker.engine.registry import default_registry

    registry = registry or default_registry()
    try:
        game = registry.game(record.game, record.game_file)
    except TrickTakerError as exc:
        raise RecordError(f"the record's game: {exc}") from None
    deals = [
        DealGiven(dealer=d.dealer, pack=d.pack, hands=d.hands, turned=d.turned, stock=d.stock)
        for d in record.deals
    ]
    try:
        session = game.new_session(
            options=record.options, seed=record.seed, deals=deals, stop_after=record.stop_after
        )
    except TrickTakerError as exc:
        raise RecordError(f"the record cannot be set up: {exc}") from None
    if record.seats is not None and len(record.seats) != session.players:
        raise RecordError(f"seats names {len(record.seats)} seats for {session.players} players")
    for index, entry in enumerate(record.actions):
        where = f"action {index} ({entry.action!r} by seat {entry.seat})"
        if session.is_over:
            raise RecordError(f"{where}: the game is already over", index, entry.action)
        if entry.seat != session.current_seat:
            raise RecordError(
                f"{where}: it is seat {session.current_seat}'s turn, not seat {entry.seat}'s",
                index,
                entry.action,
            )
        try:
            action = session.parse_action(entry.action)
            session.apply(action)
        except (NotationError, IllegalAction) as exc:
            raise RecordError(f"{where}: {exc}", index, entry.action) from None
        except TrickTakerError as exc:
            raise RecordError(f"{where}: {exc}", index, entry.action) from None
    check_hands(record, session, notes)
    return session


def check_hands(record: GameRecord, session: Session, notes: list[str] | None = None) -> None:
    """The hands the record describes are the hands its actions play: :class:`RecordError`
    names the first hand and fact that differ (a record edited by hand, or another engine's).
    Described hands that the actions do not finish (a record cut short) are told in ``notes``
    and not checked."""
    replayed = session.result()["hands"]
    if len(record.hands) > len(replayed) and notes is not None:
        notes.append(
            f"the record describes {len(record.hands)} finished hands but its actions finish "
            f"{len(replayed)}: the others are not checked"
        )
    for number, (said, hand) in enumerate(zip(record.hands, replayed, strict=False), start=1):
        wanted = said.model_dump(exclude_none=True)
        got = HandRecord.model_validate(hand).model_dump(exclude_none=True)
        for key in dict.fromkeys([*wanted, *got]):
            if wanted.get(key) != got.get(key):
                raise RecordError(
                    f"hand {number}: the record says {key} {_brief(wanted.get(key))}, "
                    f"but its actions give {_brief(got.get(key))}"
                )


def _brief(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 80 else text[:77] + "..."
