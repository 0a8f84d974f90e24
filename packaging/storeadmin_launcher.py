"""The bundle's entry point: the same ``main()`` as the ``storeadmin`` console script, or, when
started by a link named ``storeadmin-server`` (the Debian package's ``/usr/bin/storeadmin-server``),
the server's, so one bundle carries both commands."""

import sys
from pathlib import Path

if __name__ == "__main__":
    if Path(sys.argv[0]).name == "storeadmin-server":
        from storeadmin_gui.backend.cli import main
    else:
        from storeadmin_gui.app import main
    sys.exit(main())
