"""Keeping the server's memory flat under churn (Linux, glibc; elsewhere these do nothing).

Games come and go all day (played, finished, left idle, read back), and big records are
imported and dropped. Python frees their memory, but glibc keeps what it freed: a heap per
thread that touched it (up to eight per core) and free pages at the top of each. Measured in
the soak, the server's resident memory kept rising for minutes while the live Python objects
did not (tracemalloc). So: few heaps, and free pages handed back to the system now and then.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util

M_ARENA_MAX = -8  # mallopt's parameter: how many heaps threads share


def _libc() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    with contextlib.suppress(OSError):
        return ctypes.CDLL(name)
    return None


def few_heaps(heaps: int = 2) -> None:
    """Have every thread share `heaps` malloc heaps (call before the threads start)."""
    libc = _libc()
    if libc is not None and hasattr(libc, "mallopt"):
        libc.mallopt(M_ARENA_MAX, heaps)


def give_back() -> None:
    """Return the free memory at the top of the heaps to the system."""
    libc = _libc()
    if libc is not None and hasattr(libc, "malloc_trim"):
        libc.malloc_trim(0)
