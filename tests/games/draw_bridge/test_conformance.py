"""The conformance suite of tricktaker.testing, enabled in one line for draw-bridge."""

import tricktaker_drawbridge
from tricktaker.testing import conformance_suite

TestConformance = conformance_suite("draw-bridge", tricktaker_drawbridge)
