"""The conformance suite of tricktaker.testing, enabled in one line for hearts."""

import tricktaker_hearts
from tricktaker.testing import conformance_suite

TestConformance = conformance_suite("hearts", tricktaker_hearts)
