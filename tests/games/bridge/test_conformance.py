"""The conformance suite of tricktaker.testing, enabled in one line for bridge."""

import tricktaker_bridge
from tricktaker.testing import conformance_suite

TestConformance = conformance_suite("bridge", tricktaker_bridge)
