"""Shared test set-up: hypothesis profiles and small helpers.

Profiles: ``ci`` (default; quick and derandomized, so CI is deterministic) and ``fuzz``
(on demand: ``HYPOTHESIS_PROFILE=fuzz pytest tests/properties``), which plays many thousands of
whole games.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

pytest_plugins = ["pytester"]  # tests/core/test_testing.py runs pytest on generated projects

settings.register_profile(
    "ci",
    max_examples=40,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "fuzz",
    max_examples=20_000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def _private_data_dir(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Autosaved games go to a fresh directory per test, never the user's data directory."""
    monkeypatch.setenv("TRICKTAKER_DATA_DIR", str(tmp_path_factory.mktemp("data")))
