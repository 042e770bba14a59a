"""The hook boundary: what a game plugin's hook returns is checked before the engine uses it.

A third-party hook that raises, or returns the wrong kind of value, must not surface later as an
obscure failure deep in the engine: it becomes a :class:`~tricktaker.errors.PluginError` naming
the plugin and the hook, at the moment it happens. The core's own defaults are trusted and
called without any of this (the hot path stays as fast as before); only calls that reach a
plugin's implementation pay for the check, and the checks are a few ``isinstance`` calls.

Exceptions a plugin raises on purpose (any :class:`~tricktaker.errors.TrickTakerError`, e.g.
``IllegalAction``) pass through unchanged.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Mapping
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from tricktaker.engine.plugins import is_default
from tricktaker.errors import PluginError, TrickTakerError

if TYPE_CHECKING:
    from pluggy import HookCaller
    from pluggy._hooks import HookImpl

MAX_BID = 64
"""Numeric bids are 0..63 (the bidding phase keeps one action object per bid)."""

Check = Callable[[Any, Mapping[str, Any]], str | None]
"""``check(result, kwargs)``: None if the result is acceptable, else what was expected."""


def _players(kwargs: Mapping[str, Any]) -> int:
    return int(kwargs["game"].players)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int_list(value: Any) -> bool:
    return isinstance(value, list) and all(_is_int(x) for x in value)


def _seat(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    n = _players(kwargs)
    return None if _is_int(value) and 0 <= value < n else f"a seat number 0..{n - 1}"


def _per_seat(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    n = _players(kwargs)
    return None if _int_list(value) and len(value) == n else f"a list of {n} ints, one per seat"


def _returns(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    n = _players(kwargs)
    numbers = isinstance(value, list) and all(
        isinstance(v, int | float) and not isinstance(v, bool) for v in value
    )
    return None if numbers and len(value) == n else f"a list of {n} numbers, one per seat"


def _seats(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    n = _players(kwargs)
    ok = _int_list(value) and all(0 <= s < n for s in value)
    return None if ok else f"a list of seat numbers 0..{n - 1}"


def _bool(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    return None if isinstance(value, bool) else "True or False"


def _deck(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    from tricktaker.cards import Deck

    return None if isinstance(value, Deck) else "a tricktaker.Deck"


def _phase(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    from tricktaker.engine.game import Phase

    return None if isinstance(value, Phase) else "a Phase handler (or None)"


def effective_cards_problem(value: Any, deck: Any) -> str | None:
    """None if ``value`` is effective cards for ``deck`` (what a trick rule's
    ``effective_cards`` builder gives), else what was expected."""
    from tricktaker.actions import NO_TRUMP
    from tricktaker.cards import EffectiveCards

    ok = (
        isinstance(value, dict)
        and all(_is_int(k) for k in value)
        and {NO_TRUMP, *range(len(deck.suits))} <= set(value)
        and all(
            isinstance(t, EffectiveCards)
            and len(t.suit_of) == len(t.rank_of) == deck.ids
            and all(_is_int(x) for x in t.suit_of + t.rank_of)
            for t in value.values()
        )
    )
    return (
        None
        if ok
        else (
            "a dict trump -> EffectiveCards(suit_of, rank_of), one entry for NO_TRUMP and each "
            f"suit, each with {deck.ids} ints per table (one per card id)"
        )
    )


def _hand_sizes(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    ok = _int_list(value) and all(x > 0 for x in value)
    return None if ok else "a list of positive ints (cards per player, one per hand)"


def _dealt(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    return None if value is True else "True once the cards are dealt"


def _suit(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    suits = len(kwargs["game"].deck.suits)
    ok = _is_int(value) and -1 <= value < suits
    return None if ok else f"a suit index 0..{suits - 1} or NO_TRUMP (-1)"


def _rules(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    from tricktaker.engine.legality import Rule

    ok = isinstance(value, list) and value and all(isinstance(r, Rule) for r in value)
    return None if ok else "a non-empty list of tricktaker.engine.legality.Rule, the source first"


def _dict(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    ok = isinstance(value, dict) and all(isinstance(k, str) for k in value)
    return None if ok else "a dict with str keys"


def _bot_choice(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    return None if value in kwargs["legal"] else "one of the legal actions it was given (or None)"


def _stats(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    n = _players(kwargs)
    ok = isinstance(value, dict) and all(
        isinstance(k, str)
        and isinstance(v, list)
        and len(v) == n
        and all(isinstance(x, int | float) for x in v)
        for k, v in value.items()
    )
    return None if ok else f"a dict of name -> list of {n} numbers"


def _panels(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    from tricktaker.engine.panels import Panel, PanelRow

    game = kwargs["game"]
    seats, sides = range(game.players), range(len(game.sides))

    def row_ok(row: Any) -> bool:
        return (
            isinstance(row, PanelRow)
            and isinstance(row.label, str)
            and isinstance(row.text, str)
            and isinstance(row.cards, tuple)
            and all(isinstance(c, int) and 0 <= c < game.deck.ids for c in row.cards)
            and (row.seat is None or row.seat in seats)
            and (row.side is None or row.side in sides)
        )

    ok = isinstance(value, list | tuple) and all(
        isinstance(p, Panel)
        and isinstance(p.title, str)
        and isinstance(p.rows, tuple)
        and all(row_ok(r) for r in p.rows)
        for p in value
    )
    return (
        None
        if ok
        else (
            "a list of tricktaker.Panel (a str title, a tuple of tricktaker.PanelRow: str label "
            "and text, a tuple of the deck's cards, a seat of the game or None, a side or None)"
        )
    )


def _nothing(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    return None


def _mechanics(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    from tricktaker.engine.mechanic import Mechanic

    ok = isinstance(value, list | tuple) and all(isinstance(m, Mechanic) for m in value)
    return None if ok else "a list of tricktaker.Mechanic (one per phase kind)"


def _scoring_kinds(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    from tricktaker.engine.scoringkind import ScoringKind

    ok = isinstance(value, list | tuple) and all(isinstance(k, ScoringKind) for k in value)
    return None if ok else "a list of tricktaker.ScoringKind"


def _deal_file(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    from tricktaker.engine.dealfiles import DealFile
    from tricktaker.engine.state import DealGiven

    ok = (
        isinstance(value, DealFile)
        and all(isinstance(d, DealGiven) for d in value.deals)
        and all(isinstance(k, str) for k in value.options)
    )
    return None if ok else "a DealFile(deals: DealGiven..., options: dict with str keys)"


def _text(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    return None if isinstance(value, str) else "a str (the text of the file)"


def _trick_rules(value: Any, kwargs: Mapping[str, Any]) -> str | None:
    ok = isinstance(value, list) and all(callable(getattr(v, "guarded_by", None)) for v in value)
    return None if ok else "a list of tricktaker.TrickRule"


def card_list(value: Any) -> bool:
    """Whether ``value`` is a list of card numbers (what a trick rule's ``narrow`` returns)."""
    return _int_list(value)


CHECKS: dict[str, Check] = {
    "build_deck": _deck,
    "mechanics": _mechanics,
    "scoring_kinds": _scoring_kinds,
    "phase_handler": _phase,
    "trick_rules": _trick_rules,
    "hand_sizes": _hand_sizes,
    "first_dealer": _seat,
    "deal": _dealt,
    "trump_suit": _suit,
    "bidding_rules": _rules,
    "first_leader": _seat,
    "score_hand": _per_seat,
    "next_dealer": _seat,
    "match_over": _bool,
    "winners": _seats,
    "returns": _returns,
    "hand_summary": _dict,
    "basic_bot_choice": _bot_choice,
    "game_stats": _stats,
    "table_panels": _panels,
    "read_deals": _deal_file,
    "write_deals": _text,
    "trick_completed": _nothing,
    "hand_event": _nothing,
    "hand_ended": _nothing,
}
"""The result check of every rule hook (a test keeps this in step with the hookspecs)."""


def describe(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def raised(plugin: str, hook: str, exc: BaseException) -> PluginError:
    """A hook's exception in words, with the line of the plugin's code that raised it (the
    last frame: ``tricktaker_mygame/panels.py:87 in kitty_panel``), so that its author can
    find it without a traceback."""
    frames = traceback.extract_tb(exc.__traceback__)
    at = ""
    if frames:
        last = frames[-1]
        at = f" (at {'/'.join(Path(last.filename).parts[-2:])}:{last.lineno} in {last.name})"
    return PluginError(f"plugin {plugin}, hook {hook}: raised {type(exc).__name__}: {exc}{at}")


def wrong(plugin: str, hook: str, value: Any, expected: str) -> PluginError:
    return PluginError(
        f"plugin {plugin}, hook {hook}: returned {describe(value)}; expected {expected}"
    )


def _call_one(impl: HookImpl, hook: str, kwargs: Mapping[str, Any]) -> Any:
    """Call one plugin implementation; its non-engine exceptions name the plugin and hook."""
    try:
        return impl.function(*[kwargs[name] for name in impl.argnames])
    except TrickTakerError:
        raise
    except (Exception, SystemExit) as exc:
        if is_default(impl.plugin_name):
            raise
        raise raised(impl.plugin_name, hook, exc) from exc


def _checked_result(impl: HookImpl, hook: str, value: Any, kwargs: Mapping[str, Any]) -> Any:
    if is_default(impl.plugin_name):
        return value
    expected = CHECKS[hook](value, kwargs)
    if expected is not None:
        raise wrong(impl.plugin_name, hook, value, expected)
    return guard_function(impl.plugin_name, hook, value)


def checked_caller(name: str, caller: HookCaller) -> Callable[..., Any]:
    """A callable for hook ``name`` that checks each plugin's result and names the culprit.

    Without wrappers, the implementations are called here in pluggy's order (last registered
    first; ``tryfirst``/``trylast`` respected), so the plugin that raised or answered wrongly is
    known exactly. With wrappers, pluggy dispatches and a failure names the plugin from the
    traceback, or every implementer when a wrong result cannot be traced to one.
    """
    impls = caller.get_hookimpls()
    firstresult = bool(caller.spec and caller.spec.opts.get("firstresult"))
    if any(i.hookwrapper or i.wrapper for i in impls):
        return _through_pluggy(name, caller, impls, firstresult)
    order = tuple(reversed(impls))

    if firstresult:

        def first(**kwargs: Any) -> Any:
            for impl in order:
                value = _call_one(impl, name, kwargs)
                if value is not None:
                    return _checked_result(impl, name, value, kwargs)
            return None

        return first

    def broadcast(**kwargs: Any) -> list[Any]:
        results = []
        for impl in order:
            value = _call_one(impl, name, kwargs)
            if value is not None:
                results.append(_checked_result(impl, name, value, kwargs))
        return results

    return broadcast


def _through_pluggy(
    name: str, caller: HookCaller, impls: list[HookImpl], firstresult: bool
) -> Callable[..., Any]:
    plugins = [i for i in impls if not is_default(i.plugin_name)]
    names = ", ".join(i.plugin_name for i in plugins)

    def call(**kwargs: Any) -> Any:
        try:
            value = caller(**kwargs)
        except TrickTakerError:
            raise
        except (Exception, SystemExit) as exc:
            culprit = _culprit(exc.__traceback__, plugins)
            if culprit is None:
                raise
            raise raised(culprit, name, exc) from exc
        values = [value] if firstresult else value
        for item in values:
            if item is None:
                continue
            expected = CHECKS[name](item, kwargs)
            if expected is not None:
                raise wrong(names, name, item, expected)
        return guard_function(names, name, value) if firstresult and value is not None else value

    return call


def _culprit(tb: TracebackType | None, plugins: list[HookImpl]) -> str | None:
    """The plugin whose implementation is the innermost one on the traceback."""
    codes = {getattr(i.function, "__code__", None): i.plugin_name for i in plugins}
    found = None
    while tb is not None:
        found = codes.get(tb.tb_frame.f_code, found)
        tb = tb.tb_next
    return found


def guard_function(plugin: str, hook: str, value: Any) -> Any:
    """The rules a plugin gives (``bidding_rules``) and the pieces of a trick phase
    (``trick_rules``: each piece's functions, :meth:`TrickRule.guarded_by`), guarded the same way
    (exceptions and result types). Anything else is returned as it is."""
    if hook == "bidding_rules":
        return [
            guard_rule(plugin, hook, rule, i == 0, _bid_numbers) for i, rule in enumerate(value)
        ]
    if hook == "trick_rules":
        return [item.guarded_by(plugin) for item in value]
    return value


def guard_winner(plugin: str, where: str, winner: Callable[[Any], Any]) -> Callable[[Any], int]:
    """A plugin's trick-winner function, guarded: an exception or an answer that is no
    position in the trick is a :class:`PluginError` naming the plugin and ``where``."""

    def guarded_winner(state: Any) -> int:
        try:
            position = winner(state)
        except TrickTakerError:
            raise
        except (Exception, SystemExit) as exc:
            raise raised(plugin, where, exc) from exc
        if not (_is_int(position) and 0 <= position < len(state.trick)):
            raise wrong(
                plugin, where, position, f"a position in the trick 0..{len(state.trick) - 1}"
            )
        return int(position)

    return guarded_winner


def guard_call(plugin: str, where: str, function: Callable[..., Any]) -> Callable[..., Any]:
    """``function`` (a plugin's builder), an exception it raises named after the plugin and
    ``where``; one of the engine's kinds (a ``RulesError`` refusing a setting) passes."""

    def guarded(*args: Any) -> Any:
        try:
            return function(*args)
        except TrickTakerError:
            raise
        except (Exception, SystemExit) as exc:
            raise raised(plugin, where, exc) from exc

    return guarded


def _bid_numbers(value: Any) -> bool:
    return _int_list(value) and all(0 <= b < MAX_BID for b in value)


def guard_rule(plugin: str, hook: str, rule: Any, source: bool, kind: Callable[[Any], bool]) -> Any:
    """``rule`` of a plugin's answer, its functions guarded: an exception becomes a
    :class:`PluginError` naming the plugin, the hook and the rule; ``narrow`` must return a
    non-empty list of candidates of the right ``kind`` (after the source, taken from those it
    was given, so that the legal list and the refusals walk the same narrowing) and
    ``explain`` a non-empty text."""
    from tricktaker.engine.legality import Rule

    where = f"{hook} (its rule {rule.name!r})"
    narrow, explain = rule.narrow, rule.explain

    def guarded_narrow(state: Any, seat: int, candidates: list[Any]) -> list[Any]:
        try:
            kept = narrow(state, seat, candidates)
        except TrickTakerError:
            raise
        except (Exception, SystemExit) as exc:
            raise raised(plugin, where, exc) from exc
        if not (isinstance(kept, list) and kept and kind(kept)):
            raise wrong(plugin, where, kept, "a non-empty list of the candidates it allows")
        if not source and not set(kept) <= set(candidates):
            raise wrong(plugin, where, kept, f"a part of the candidates {describe(candidates)}")
        return kept

    def guarded_explain(state: Any, seat: int, action: Any) -> str:
        try:
            text = explain(state, seat, action)
        except TrickTakerError:
            raise
        except (Exception, SystemExit) as exc:
            raise raised(plugin, f"{where}: explain", exc) from exc
        if not (isinstance(text, str) and text):
            raise wrong(plugin, f"{where}: explain", text, "a non-empty str")
        return text

    return Rule(rule.name, guarded_narrow, guarded_explain)
