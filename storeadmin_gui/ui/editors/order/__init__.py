"""The order editor's parts, each owning its widgets and what it shows (``OrderEditor`` in
``ui/editors/order_editor.py`` composes them): the header, the items table, the addresses,
payments and shipments tab, the "Add an item" row, the row of steps and the requests behind it,
the history, notes and customer tabs, and what a placed order's payments cover."""
