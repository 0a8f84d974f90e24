"""The "low stock" filter: a check box and the threshold it applies, as one filter value.

Its value is the threshold while checked and "" while not, so a saved view or the remembered
filters hold one thing; the threshold itself stays in the spin box (and the page keeps it) while
the filter is off, ready for the next time.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QSpinBox, QWidget

from storeadmin_gui.ui.i18n import tr

__all__ = ["LowStockFilter"]

DEFAULT_THRESHOLD = 5  # the server's own default (docs/api.md section 11)
MAX_THRESHOLD = 1_000_000


class LowStockFilter(QWidget):
    """Emits ``value_changed`` with the filter's value when either part changes it."""

    value_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.check = QCheckBox(tr("widgets.low_stock", "Low stock: at most"))
        self.check.setToolTip(
            tr("widgets.low_stock", "Only tracked variants with at most this many units available")
        )
        self.threshold = QSpinBox()
        self.threshold.setRange(0, MAX_THRESHOLD)
        self.threshold.setValue(DEFAULT_THRESHOLD)
        self.threshold.setSuffix(tr("widgets.low_stock", " available"))
        self.threshold.setAccessibleName(tr("widgets.low_stock", "Low stock threshold"))
        self.threshold.setToolTip(
            tr("widgets.low_stock", "How many available units still count as low stock")
        )
        self.check.setAccessibleName(tr("widgets.low_stock", "Low stock only"))
        self.setToolTip(self.check.toolTip())
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.check)
        layout.addWidget(self.threshold)
        self._sent = ""
        # Typed digits count once Enter is pressed or the box is left; the arrows at once.
        self.threshold.setKeyboardTracking(False)
        self.check.toggled.connect(lambda _on: self._send())
        self.threshold.valueChanged.connect(lambda _n: self._send())

    @property
    def value(self) -> str:
        """The threshold while the filter is on, else ""."""
        return str(self.threshold.value()) if self.check.isChecked() else ""

    def set_value(self, value: str) -> None:
        """On at ``value`` (a whole number), or off for ""; the threshold stays as it was then."""
        if value.strip().isdigit():
            self.threshold.setValue(int(value))
        self.check.setChecked(value.strip().isdigit())
        self._sent = self.value

    def shown(self) -> str:
        """The filter as a sentence's part ("at most 5 available")."""
        return tr("widgets.low_stock", "at most {count} available").format(
            count=self.threshold.value()
        )

    def _send(self) -> None:
        value = self.value
        if value != self._sent:
            self._sent = value
            self.value_changed.emit(value)
