"""Every ambiguity resolution and implementation note D-1 … D-15 and every worked example of §12
is cited in the name or the docstring of at least one scenario test of this directory."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tricktaker.testing import spec_citations

TEXT = spec_citations(Path(__file__).parent, skip=[Path(__file__).name])


@pytest.mark.parametrize("n", range(1, 16))
def test_ambiguity_is_cited(n):
    assert re.search(rf"D-?{n}(?!\d)", TEXT), f"no test cites D-{n}"


@pytest.mark.parametrize("n", range(1, 7))
def test_worked_example_is_cited(n):
    assert re.search(rf"(?i)(worked example |example_){n}(?!\d)", TEXT), (
        f"no test cites worked example {n}"
    )
