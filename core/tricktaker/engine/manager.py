"""The rules plugin manager of a session: the core defaults, then the game's plugins.

A manager is immutable once built. Sessions of the same game with nothing of their own share the
game's manager (built once: building one costs about half a millisecond, mostly pluggy inspecting
signatures); a session with extra plugins, or one that gains an observer, gets a fresh manager of
its own, so no session ever sees another's hooks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pluggy

from tricktaker.engine.boundary import checked_caller
from tricktaker.engine.hookspecs import RULES_PROJECT, RuleSpecs
from tricktaker.engine.plugins import default_plugins, is_default
from tricktaker.errors import PluginError


def build_rules_manager(game_id: str, named: Sequence[tuple[str, Any]]) -> pluggy.PluginManager:
    """A fresh manager: the core defaults first (``trylast``), then ``named`` plugins in order."""
    pm = pluggy.PluginManager(RULES_PROJECT)
    pm.add_hookspecs(RuleSpecs)
    for name, plugin in default_plugins():
        pm.register(plugin, name=name)
    try:
        for name, plugin in named:
            pm.register(plugin, name=name)
        pm.check_pending()
    except pluggy.PluginValidationError as exc:
        culprit = pm.get_name(exc.plugin) or name
        reason = str(exc).split(" in plugin ")[0].replace("\n", "; ")
        raise PluginError(f"{game_id}: plugin {culprit}: {reason}") from None
    return pm


class Hooks:
    """The session's rule hooks, called as ``session.hook.name(**kwargs)``.

    A hook only the core defaults implement is called directly when it is ``firstresult`` (one
    implementation: no pluggy dispatch, about 1 µs a call; per-hand hooks run a dozen times a
    hand; in the compiled build, the compiled function itself, not the Python function that
    registers it: :mod:`tricktaker.engine.hookspecs`) or through pluggy otherwise. A hook a
    game plugin implements goes through :func:`tricktaker.engine.boundary.checked_caller`: each
    plugin's result is checked and a failure names the plugin and the hook. Resolved on first
    use; rebuilt when plugins are added.
    """

    def __init__(self, pm: pluggy.PluginManager) -> None:
        self._pm = pm

    def __getattr__(self, name: str) -> Any:
        caller = getattr(self._pm.hook, name)
        impls = caller.get_hookimpls()
        target: Any
        if not all(is_default(i.plugin_name) for i in impls):
            target = checked_caller(name, caller)
        elif caller.spec is not None and caller.spec.opts.get("firstresult") and len(impls) == 1:
            function = impls[0].function  # a compiled function itself, not its Python forwarder
            target = getattr(function, "__wrapped_compiled__", function)
        else:
            target = caller
        setattr(self, name, target)
        return target
