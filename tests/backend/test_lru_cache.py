"""The application's small LRU, asked for a page's parts in one call: the same answers and the
same bound as one look-up per part."""

from __future__ import annotations

from storeadmin_gui.backend.lru_cache import LruCache


def test_many_at_once_answer_each_key_in_turn_and_none_where_absent() -> None:
    cache = LruCache(4)
    cache.put_many([("a", 1), ("b", 2)])
    assert cache.get_many(["b", "x", "a", "b"]) == [2, None, 1, 2]
    assert cache.get_many([]) == []


def test_many_at_once_stay_within_the_capacity_and_keep_what_was_asked_last() -> None:
    cache = LruCache(3)
    cache.put_many([("a", 1), ("b", 2), ("c", 3)])
    assert cache.get_many(["a"]) == [1]  # "a" is now the most recent: "b" goes first
    cache.put_many([("d", 4), ("e", 5)])
    assert cache.get_many(["a", "b", "c", "d", "e"]) == [1, None, None, 4, 5]
    cache.put_many((str(number), number) for number in range(10))
    assert cache.get_many(["6", "7", "8", "9"]) == [None, 7, 8, 9]
