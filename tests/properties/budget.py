"""How many examples (mostly whole games) each property test plays in the active profile.

``examples(ci=..., fuzz=...)`` gives a test's hypothesis settings:

* the ``ci`` profile (the default) plays the ``ci`` number: a few dozen games per test, seconds;
* the ``fuzz`` profile plays the ``fuzz`` number. The numbers were measured (a run at
  ``FUZZ_MINUTES=5``, a tenth of each) so that the long run,
  ``HYPOTHESIS_PROFILE=fuzz pytest tests/properties tests/cli/test_saves.py``, takes about
  :data:`FUZZ_MINUTES` minutes on two shared cores: each game gets about 8 1/2 minutes, split
  among its tests by their cost per example; the 100 kills of ``test_saves.py`` take about 4
  more. ``FUZZ_MINUTES=N`` in the environment scales every number for a run of about N minutes
  (``FUZZ_MINUTES=1`` to measure, ``600`` for a night); the kills stay 100;
* any other profile plays the ``ci`` number scaled by its ``max_examples`` (``ci`` has 40).

Test modules import this file by name: ``tests/properties/conftest.py`` puts its folder on
``sys.path`` (the suite runs with ``--import-mode=importlib``).
"""

from __future__ import annotations

import os

from hypothesis import settings

FUZZ_MINUTES = 50.0
"""The length of the fuzz run the ``fuzz`` numbers are measured for."""

CI_EXAMPLES = 40
"""``max_examples`` of the ``ci`` profile: the ``ci`` numbers are meant for it."""


def fuzz_scale() -> float:
    """``FUZZ_MINUTES`` (environment) over :data:`FUZZ_MINUTES`: 1 for the standard run."""
    text = os.environ.get("FUZZ_MINUTES", "").strip()
    if not text:
        return 1.0
    try:
        minutes = float(text)
    except ValueError:
        raise ValueError(f"FUZZ_MINUTES={text!r}: a number of minutes, e.g. 50") from None
    if not minutes > 0:
        raise ValueError(f"FUZZ_MINUTES={text!r}: a number of minutes above 0")
    return minutes / FUZZ_MINUTES


def examples(ci: int, fuzz: int) -> settings:
    """Hypothesis settings playing ``ci`` examples in the ``ci`` profile and ``fuzz`` in the
    ``fuzz`` profile (see the module docstring); never fewer than one."""
    profile = settings.get_current_profile_name()
    if profile == "fuzz":
        count = fuzz * fuzz_scale()
    elif profile == "ci":
        count = ci
    else:
        count = ci * settings.default.max_examples / CI_EXAMPLES
    return settings(max_examples=max(1, round(count)))
