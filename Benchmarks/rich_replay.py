#!/usr/bin/env python3
"""What tileshell's replay does, written with Python Rich: the comparison for ./Scripts/bench.

Reads the commands the benchmark scripts use (see generate.py) and prints an equivalent view
for each, one console.print per command, as tileshell writes once per command:

    tile <fruit> <count> [<fruit> <count>]   rounded panels, filled with the fruit's colour,
                                              a three-row digit face over a rule, a bold title
    pick unit <case> / set <name> <value>     change state, print nothing
    show price | updated | name | unit        "$12,345.67" in red, "3 hr. ago" dimmed,
                                              the name in bold, a segmented picker

    rich_replay.py [--color never|always] [--width 80] [-c COMMANDS | FILE]
"""
import argparse
import sys
from decimal import Decimal

from rich import box
from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

GLYPHS = {
    "0": ["┏━┓", "┃ ┃", "┗━┛"], "1": ["╺┓ ", " ┃ ", "╺┻╸"], "2": ["╺━┓", "┏━┛", "┗━╸"],
    "3": ["╺━┓", " ━┫", "╺━┛"], "4": ["╻ ╻", "┗━┫", "  ╹"], "5": ["┏━╸", "┗━┓", "╺━┛"],
    "6": ["┏━╸", "┣━┓", "┗━┛"], "7": ["╺━┓", "  ┃", "  ╹"], "8": ["┏━┓", "┣━┫", "┗━┛"],
    "9": ["┏━┓", "┗━┫", "╺━┛"], "-": ["   ", "╺━╸", "   "],
}
FRUITS = {"apple": ("Apples", "red"), "orange": ("Oranges", "dark_orange")}
UNITS = ["second", "minute", "hour"]
OFFSETS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}


def tile(fruit, count):
    title, color = FRUITS[fruit]
    number = str(count)
    rows = [" ".join(GLYPHS[ch][r] for ch in number) for r in range(3)]
    face = len(rows[0])
    body = Text("\n".join(["", *rows, "━" * face, ""]), justify="center")
    body.append(title, style="bold")
    return Panel(body, box=box.ROUNDED, width=max(20, face + 6), height=9,
                 style=f"white on {color}", border_style=color)


def relative(seconds):
    """Numeric, abbreviated, in the largest whole unit, as tileshell's 'show updated' prints."""
    for size, unit in ((604800, "wk."), (86400, "days"), (3600, "hr."), (60, "min."), (1, "sec.")):
        if seconds >= size:
            return f"{seconds // size} {unit} ago"
    return "now"


class Replay:
    def __init__(self, console):
        self.console = console
        self.state = {"unit": 0, "price": None, "updated": None, "name": None}

    def run(self, line):
        words = line.split(None, 2)
        if not words:
            return
        command = words[0]
        if command == "tile":
            args = line.split()[1:]
            grid = Table.grid(padding=(0, 2))
            grid.add_row(*[tile(args[i], int(args[i + 1])) for i in range(0, len(args), 2)])
            self.console.print(grid)
        elif command == "pick":
            self.state[words[1]] = UNITS.index(words[2])
        elif command == "set":
            name, value = words[1], words[2]
            if name == "price":
                self.state[name] = Decimal(value)
            elif name == "updated":
                self.state[name] = int(value[1:-1]) * OFFSETS[value[-1]]
            else:
                self.state[name] = value.strip('"')
        elif command == "show":
            self.show(words[1])

    def show(self, name):
        value = self.state.get(name)
        if value is None:
            return
        if name == "price":
            self.console.print(Text(f"${value:,.2f}", style="red"))
        elif name == "updated":
            self.console.print(Text(relative(value), style="dim"))
        elif name == "name":
            self.console.print(Text(value, style="bold"))
        elif name == "unit":
            picker = Table(box=box.ROUNDED, show_header=False, padding=(0, 1))
            cells = []
            for i, case in enumerate(UNITS):
                picker.add_column()
                selected = i == value
                cells.append(Text(("✓ " if selected else "") + case, style="bold white on blue" if selected else ""))
            picker.add_row(*cells)
            self.console.print(picker)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--color", choices=["never", "always"], default="never")
    parser.add_argument("--width", type=int, default=80)
    parser.add_argument("-c", dest="commands")
    parser.add_argument("file", nargs="?")
    args = parser.parse_args()
    colored = args.color == "always"
    console = Console(file=sys.stdout, width=args.width, color_system="256" if colored else None,
                      force_terminal=colored, no_color=not colored, highlight=False, markup=False,
                      emoji=False, soft_wrap=False)
    replay = Replay(console)
    if args.commands is not None:
        for line in args.commands.split(";"):
            replay.run(line.strip())
        return
    with open(args.file, encoding="utf-8") as f:
        for line in f:
            replay.run(line.strip())


if __name__ == "__main__":
    main()
