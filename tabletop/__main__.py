"""``python -m tabletop``: same as the ``tabletop`` command."""

import multiprocessing

from tabletop.cli import main

if __name__ == "__main__":  # a spawned bot worker imports this module too: it must not run
    multiprocessing.freeze_support()
    raise SystemExit(main())
