#!/usr/bin/env python3
"""What tileshell's SVG export does, written with Python Rich: the comparison for ./Scripts/bench.

Prints N tiles (the panels of rich_replay.py, one per line) to a recording console and writes
Console.export_svg() to standard output, as `tileshell --format svg` writes one document.

    rich_export.py N
"""
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True
from rich.console import Console  # noqa: E402

import rich_replay  # noqa: E402


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    console = Console(record=True, width=80, file=io.StringIO(), color_system="truecolor")
    for i in range(count):
        console.print(rich_replay.tile("apple", 100 + i))
    sys.stdout.write(console.export_svg(title="tileshell"))


if __name__ == "__main__":
    main()
