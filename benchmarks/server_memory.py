"""What the server holds per game or per connection: two tracemalloc snapshots compared.

Take the snapshots with ``BENCH_TRACEMALLOC=/tmp/mem benchmarks/server.py --games N …``
(``/tmp/mem.0`` before any game, ``.1`` with every game loaded, ``.2`` with both seats of every
game connected, ``.3`` in the midst of play), then, e.g. per connection:

    .venv/bin/python benchmarks/server_memory.py /tmp/mem.1 /tmp/mem.2 --per 2N

prints the traced memory grown between them divided by ``--per``, and its largest parts by
file (``--by lineno`` or ``--by traceback`` for more detail).
"""

from __future__ import annotations

import argparse
import tracemalloc


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--per", type=int, default=1, help="divide by (games, connections)")
    parser.add_argument("--by", default="filename", choices=["filename", "lineno", "traceback"])
    parser.add_argument("--top", type=int, default=20)
    args = parser.parse_args()
    ours = [tracemalloc.Filter(False, tracemalloc.__file__)]
    before = tracemalloc.Snapshot.load(args.before).filter_traces(ours)
    after = tracemalloc.Snapshot.load(args.after).filter_traces(ours)

    def total(snapshot: tracemalloc.Snapshot) -> int:
        return sum(stat.size for stat in snapshot.statistics("filename"))

    grown = (total(after) - total(before)) / 1024 / args.per
    print(f"traced memory grown: {grown:.1f} KiB per unit ({args.per} units)")
    for stat in after.compare_to(before, args.by)[: args.top]:
        size = f"{stat.size_diff / 1024 / args.per:8.2f} KiB {stat.count_diff / args.per:7.1f}"
        if args.by == "traceback":
            print(f"{size} blocks")
            for line in stat.traceback.format()[-12:]:
                print(f"      {line}")
        else:
            print(f"{size}  {stat.traceback}")


if __name__ == "__main__":
    main()
