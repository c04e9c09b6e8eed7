"""Entry point of the frozen program (PyInstaller runs this file)."""

import multiprocessing

from game.__main__ import main

if __name__ == "__main__":
    # the Hard bot's search workers are this program started again: in a frozen program,
    # this makes such a start run the worker instead of a second window
    multiprocessing.freeze_support()
    main()
