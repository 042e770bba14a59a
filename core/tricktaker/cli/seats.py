"""``--seats``: who plays each seat, as ``play`` and ``simulate`` take it.

One reader for both commands, so they accept and refuse the same things: a comma-separated
list of kinds, one per seat, none empty (``--seats ''``, ``' , '`` or ``'human,'`` are refused,
never read as "the default seats"); each kind ``human`` (where a person may play) or a bot kind
that :func:`~tricktaker.bots.make_bot` makes (``random``, ``basic``, ``search``, ``search:N``,
``search:Ts``), so a bad budget is refused before any game starts.
"""

from __future__ import annotations

from tricktaker.bots import BOTS, make_bot
from tricktaker.cli.text import inert
from tricktaker.errors import TrickTakerError
from tricktaker.limits import check_text, shown

__all__ = ["parse_seats"]

HUMAN = "human"


def _kinds(human: bool) -> str:
    bots = f"{', '.join(BOTS)} (search:N, search:0.5s)"
    return f"{HUMAN}, {bots}" if human else bots


def parse_seats(text: str | None, human: bool = True) -> list[str] | None:
    """The seat kinds of ``--seats`` (lower case), or None when the option was not given.

    ``human``: whether a person may take a seat (``play``) or only bots (``simulate``). Any
    other value is a :class:`~tricktaker.errors.TrickTakerError` naming ``--seats``, the bad
    seat and the kinds allowed.
    """
    if text is None:
        return None
    example = "human,basic,basic" if human else "basic,random,search"
    usage = f"one kind per seat, comma-separated, e.g. {example}; kinds: {_kinds(human)}"
    if not check_text(text, "--seats").strip():
        raise TrickTakerError(f"--seats: no seats given; give {usage}")
    kinds = [kind.strip().lower() for kind in text.split(",")]
    for number, kind in enumerate(kinds, start=1):  # as people count (issue 46)
        if not kind:
            raise TrickTakerError(
                f"--seats {inert(shown(text))}: seat {number} is empty; give {usage}"
            )
        if kind == HUMAN:
            if not human:
                raise TrickTakerError(
                    f"--seats: seat {number} is {HUMAN!r}, but only bots play here; "
                    f"kinds: {_kinds(False)}"
                )
            continue
        if kind.partition(":")[0] not in BOTS:
            raise TrickTakerError(
                f"--seats: seat {number}: unknown seat kind {inert(shown(kind))}; "
                f"kinds: {_kinds(human)} (separate seats with commas)"
            )
        try:
            make_bot(kind, 0)  # checks a budget (search:N, search:Ts) now, not mid-game
        except TrickTakerError as exc:
            raise TrickTakerError(f"--seats: seat {number}: {exc}") from None
    return kinds
