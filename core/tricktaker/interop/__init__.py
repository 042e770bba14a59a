"""Interfaces to other frameworks: every installed game as an OpenSpiel game
(:mod:`tricktaker.interop.openspiel`, extra ``openspiel``) and as a PettingZoo AEC environment
(:mod:`tricktaker.interop.pettingzoo`, extra ``pettingzoo``).

Both are built on :mod:`tricktaker.interop.table` (chance made explicit, actions as integers,
what a seat has seen as text) and :mod:`tricktaker.interop.vector` (an observation as numbers),
which need neither framework; each framework is imported only by its own module.
"""
