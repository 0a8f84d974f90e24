"""Editors for every write the API allows, and the functions the pages and main window open them by.

Each editor is a QWidget built on :mod:`storeadmin_gui.ui.editors.form`; the ``open_*`` functions
below host one in an :class:`~storeadmin_gui.ui.editors.form.EditorDialog`.
"""
