"""What grew between two tracemalloc snapshots of the server (soak_server.py --snapshots):
the allocation sites whose memory grew most, with their call stacks.

    python benchmarks/memory_diff.py DIR/2.snapshot DIR/9.snapshot [--top 15]
"""

from __future__ import annotations

import argparse
import tracemalloc


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--top", type=int, default=15)
    args = parser.parse_args()
    before = tracemalloc.Snapshot.load(args.before)
    after = tracemalloc.Snapshot.load(args.after)
    stats = after.compare_to(before, "traceback")
    print(f"traced memory grew {sum(s.size_diff for s in stats) / 1e6:+.2f} MB in all")
    for stat in stats[: args.top]:
        grew, now = stat.size_diff / 1e6, stat.size / 1e6
        print(f"{grew:+8.2f} MB {stat.count_diff:+8d} blocks ({now:.2f} MB now)")
        for line in stat.traceback.format()[-8:]:
            print("    " + line.strip())


if __name__ == "__main__":
    main()
