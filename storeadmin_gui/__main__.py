"""``python -m storeadmin_gui``: the same as the ``storeadmin`` command."""

import sys

from storeadmin_gui.app import main

if __name__ == "__main__":
    sys.exit(main())
