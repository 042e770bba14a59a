"""The conformance suite of tricktaker.testing, enabled in one line for bridgette."""

import tricktaker_bridgette
from tricktaker.testing import conformance_suite

TestConformance = conformance_suite("bridgette", tricktaker_bridgette)
