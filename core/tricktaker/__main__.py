"""``python -m tricktaker``: the console, as the ``tricktaker`` command runs it."""

from tricktaker.cli.app import main

if __name__ == "__main__":
    main()
