"""The PySide6 user interface: main window, paged tables, editors and dialogs."""
