"""The full-screen table of ``tricktaker play`` at a terminal (Textual).

``driver`` holds the game flow (bots, the human's answers, the autosave) apart from the
widgets; ``render`` turns what the viewer may see into text; ``widgets`` and ``screens`` are the
pieces of the screen; ``app`` puts them together (:class:`~tricktaker.cli.table.app.TableApp`,
:func:`~tricktaker.cli.table.app.run_table`).
"""
