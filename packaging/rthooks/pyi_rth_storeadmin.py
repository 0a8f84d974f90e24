"""Store Admin's runtime hook: runs in the bundle before PyInstaller's own PySide6 hook.

PyInstaller's PySide6 runtime hook imports QtCore at start-up, which installs shiboken's import
hook before any app code runs. That hook reads the source of every module imported afterwards
(looking for "PySide6"), and through ``inspect.unwrap`` touches pydantic's lazy module attributes,
which import ``pydantic._internal._validators`` on the spot. When the demo backend's thread is
importing pydantic at the same moment, that import can find the module half-initialised and the
app fails to start ("cannot import name 'import_string' from partially initialized module").
Run from source the app imports its pydantic models before PySide6; importing pydantic and that
module here, while only one thread exists, restores that order in the bundle.
"""

import pydantic
import pydantic._internal._validators  # noqa: F401
