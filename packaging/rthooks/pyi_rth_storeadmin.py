"""Store Admin's runtime hook: runs in the bundle before PyInstaller's own PySide6 hook.

PyInstaller's PySide6 runtime hook imports QtCore at start-up, which installs shiboken's import
hook before any app code runs. That hook reads the source of every module imported afterwards
(looking for "PySide6"), and through ``inspect.unwrap`` touches pydantic's lazy module attributes,
which import ``pydantic._internal._validators`` on the spot. A thread importing pydantic at that
moment can find the module half-initialised, and the app fails to start ("cannot import name
'import_string' from partially initialized module"); it happened when the demo store ran in a
thread of the app. The store now runs in a process of its own, but the app still starts threads
early (the demo store's reply and log readers), and the store's process is this same bundle.
Importing pydantic and that module here, while only one thread exists, keeps the order a run from
source has (pydantic before PySide6) in both processes.
"""

import pydantic
import pydantic._internal._validators  # noqa: F401
