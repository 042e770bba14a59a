"""The engine: game state, sessions, the hook specifications and plugin managers, discovery.

It knows no game and no mechanic: the phases of a hand come from mechanic plugins
(:mod:`tricktaker.mechanics`), loaded by name like any game plugin.
"""
