"""The machinery under every list: the Qt-free page fetcher, its plan and cache, the
table model that stores and paints, columns, sorting, filters' state, saved views, batch
work, export, the details panel.
"""
