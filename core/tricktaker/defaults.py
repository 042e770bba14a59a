"""The core's answer of every rule hook, by hook name: ``defaults.score_hand(game, state)``.

The answers live in the default plugins (the engine and each mechanic of
:mod:`tricktaker.mechanics`); this module finds them by hook name, so that a plugin can call
the core's answer and change it instead of replacing it (see the hook reference).
"""

from __future__ import annotations

from typing import Any

from tricktaker.engine.plugins import default_answers


def __getattr__(name: str) -> Any:
    answers = default_answers()
    if name in answers:
        return answers[name]
    raise AttributeError(f"no default plugin answers a hook named {name!r}")


def __dir__() -> list[str]:
    return sorted(default_answers())
