"""The default plugins: the engine's own hooks and every reusable mechanic, loaded by name.

As pytest loads its own behaviour from a list of default plugins, a session's rules plugin
manager registers these modules first (their hooks are ``trylast``), then the game's plugins.
A mechanic is a module of :mod:`tricktaker.mechanics` that declares the phase kinds it
provides (a :class:`~tricktaker.engine.mechanic.Mechanic` each, from the ``mechanics`` hook)
and the hooks it answers; a game that needs a mechanic nobody else uses ships it in its own
package and lists it in ``GameSpec.plugins``. The engine imports the
mechanics by name only, so it depends on none of them.
"""

from __future__ import annotations

import importlib
from functools import cache
from types import SimpleNamespace

DEFAULT_PLUGINS: tuple[str, ...] = (
    "tricktaker.engine.defaults",
    "tricktaker.mechanics.dealing",
    "tricktaker.mechanics.bidding",
    "tricktaker.mechanics.auction",
    "tricktaker.mechanics.ladder",
    "tricktaker.mechanics.widow",
    "tricktaker.mechanics.trumps",
    "tricktaker.mechanics.exchange",
    "tricktaker.mechanics.drawing",
    "tricktaker.mechanics.passing",
    "tricktaker.mechanics.play",
    "tricktaker.mechanics.scoring",
    "tricktaker.mechanics.match",
)
"""Module names, in registration order."""

MARKER = "tricktaker.rules_impl"
"""The attribute pluggy's ``tricktaker.rules`` hookimpl marker sets on an implementation."""


def is_default(plugin_name: str | None) -> bool:
    """Whether a registered plugin is one of the default plugins (the core's own answers)."""
    return plugin_name in DEFAULT_PLUGINS


@cache
def default_plugins() -> tuple[tuple[str, SimpleNamespace], ...]:
    """Each default plugin as (name, its hook implementations only): registering a namespace
    inspects a few names, not a whole module."""
    out = []
    for name in DEFAULT_PLUGINS:
        module = importlib.import_module(name)
        impls = {k: v for k, v in vars(module).items() if callable(v) and hasattr(v, MARKER)}
        out.append((name, SimpleNamespace(**impls)))
    return tuple(out)


def default_answers() -> dict[str, object]:
    """The core's answer of each hook, by hook name (``tricktaker.defaults`` shows them)."""
    answers: dict[str, object] = {}
    for _, plugin in default_plugins():
        answers.update(vars(plugin))
    return answers
