"""The conformance suite of tricktaker.testing, enabled in one line for oh-hell."""

import tricktaker_ohhell
from tricktaker.testing import conformance_suite

TestConformance = conformance_suite("oh-hell", tricktaker_ohhell)
