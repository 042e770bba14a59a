"""The conformance suite of tricktaker.testing, enabled in one line for euchre."""

import tricktaker_euchre
from tricktaker.testing import conformance_suite

TestConformance = conformance_suite("euchre", tricktaker_euchre)
