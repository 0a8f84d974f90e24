"""The packing bench: what a desktop app does beside the staffer's work that a web admin cannot.

New orders announced (``new_orders.py``, ``announcer.py``), their slips printed by themselves
(``print_queue.py``, ``print_queue_window.py``), scanners understood (``scanner.py``) and orders
picked and packed by scanning (``pick_pack.py``), all set per connection (``bench_settings.py``)
and put together for a main window by ``bench.py``; what the staffer's role and the server permit
of each window is asked as it opens (``role_gate.py``). State that several copies of the app share
(which orders were announced, the print queue) lives in files of the app's data folder, read and
written under a lock (``shared_file.py``).
"""
