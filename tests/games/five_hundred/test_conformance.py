"""The conformance suite of tricktaker.testing, enabled in one line for five-hundred (issue 47)."""

import tricktaker_fivehundred
from tricktaker.testing import conformance_suite

TestConformance = conformance_suite("five-hundred", tricktaker_fivehundred)
