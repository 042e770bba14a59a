"""The conformance suite of tricktaker.testing, enabled in one line for spades."""

import tricktaker_spades
from tricktaker.testing import conformance_suite

TestConformance = conformance_suite("spades", tricktaker_spades)
