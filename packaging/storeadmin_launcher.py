"""The bundle's entry point: the same ``main()`` the ``storeadmin`` console script runs."""

import sys

from storeadmin_gui.app import main

if __name__ == "__main__":
    sys.exit(main())
