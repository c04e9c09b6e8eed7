"""Entry point of the frozen program (PyInstaller runs this file)."""

from game.__main__ import main

if __name__ == "__main__":
    main()
