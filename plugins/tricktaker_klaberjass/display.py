"""Extra rows for the console table of Klaberjass: what a seat knows beyond the generic view."""

from __future__ import annotations

from tricktaker import hookimpl
from tricktaker.engine.session import Session
from tricktaker.engine.state import State


@hookimpl
def display_lines(session: Session, state: State, seat: int) -> list[tuple[str, str]]:
    deck = session.deck
    extra = state.extra
    rows: list[tuple[str, str]] = []
    maker = extra.get("maker")
    if maker is not None:
        rows.append(("Maker", "you" if maker == seat else f"Seat {maker}"))
    if "bottom" in extra:
        rows.append(("Bottom card", deck.format(extra["bottom"], symbols=True)))
    sequence = extra.get("sequence")
    if sequence is not None:
        holder, run = sequence
        points = extra["sequence_points"][holder]
        who = "you" if holder == seat else f"Seat {holder}"
        rows.append(("Sequence", f"{deck.format_many(run, symbols=True)} ({who}, {points})"))
    elif "sequence_points" in extra:
        rows.append(("Sequence", "none scores"))
    if state.trump >= 0:
        taken = [sum(deck.points(c, state.trump) for c in cards) for cards in state.taken]
        rows.append(("Card points", " · ".join(f"Seat {s} {p}" for s, p in enumerate(taken))))
    announced = extra.get("announced")
    if announced and any(announced):
        rows.append(("Bella", ", ".join(f"Seat {s}" for s, n in enumerate(announced) if n)))
    return rows


@hookimpl
def game_stats(session: Session, result: dict[str, object]) -> dict[str, list[float]]:
    """Klaberjass: how often each seat made trumps, and how often the maker succeeded."""
    hands = [h for h in session.state.hand_results if "maker" in h]
    players = session.players
    made = [[h for h in hands if h["maker"] == s] for s in range(players)]
    return {
        "times maker": [float(len(m)) for m in made],
        "maker succeeded": [
            sum(h["scores"][s] > 0 for h in m) / len(m) if m else 0.0 for s, m in enumerate(made)
        ],
    }
