"""The conformance suite of tricktaker.testing, enabled in one line for five-hundred (issue 47)."""

import tricktaker_fivehundred
from tricktaker.testing import conformance_suite

TestConformance = conformance_suite("five-hundred", tricktaker_fivehundred)


def test_random_option_draws_skip_the_combinations_the_spec_refuses_section_9_2() -> None:
    """§9.2, issue 47: ``target_score = 1`` with ``start_scores = [1]`` and ``must_bid_out =
    false`` is an option error (refused when the game is created); the conformance suite's
    random draws take another combination instead of failing on it, and every draw starts."""
    import random

    from tricktaker import RulesError, default_registry
    from tricktaker.testing.conformance import random_options

    game = default_registry().game("five-hundred")
    refused = {"target_score": 1, "start_scores": [1], "must_bid_out": False}
    try:
        game.compiled(refused)
    except RulesError as exc:
        assert "at or above the target" in str(exc)
    else:
        raise AssertionError("§9.2: a start total at the target without bidding out is refused")
    rnd = random.Random(3)
    for _ in range(300):
        game.compiled(random_options(game, rnd))  # never refused
