"""The conformance suite of tricktaker.testing, enabled in one line for klaberjass."""

import tricktaker_klaberjass
from tricktaker.testing import conformance_suite

TestConformance = conformance_suite("klaberjass", tricktaker_klaberjass)
