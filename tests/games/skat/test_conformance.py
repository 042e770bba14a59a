"""The conformance suite of tricktaker.testing, enabled in one line for skat."""

import tricktaker_skat
from tricktaker.testing import conformance_suite

TestConformance = conformance_suite("skat", tricktaker_skat)
