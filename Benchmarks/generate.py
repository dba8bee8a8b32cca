#!/usr/bin/env python3
"""Writes reproducible tileshell benchmark scripts to standard output.

    generate.py mixed N [--seed S]   N commands cycling through tile, pick, set and show of
                                     prices, dates and strings (one tile command in nine)
    generate.py tiles N [--seed S]   N tile commands of one or two tiles with varied counts
    generate.py app N --out DIR      an app target of N view files of 40 lines (a nested
                                     enum, an init, @State, a computed property, a body of
                                     stacks, ForEach and a Button), one in ten with a
                                     #Preview, and the @main App file

The same seed gives the same script, so every run and every program replays the same input.
"""
import argparse
import random
import sys

NAMES = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Ken",
         "Margaret", "Niklaus", "Radia", "Tim", "Zoë", "Dennis", "Katherine", "Linus"]
UNITS = ["second", "minute", "hour"]
FRUITS = ["apple", "orange"]
OFFSET_UNITS = ["s", "m", "h", "d", "w"]


def tile(rng):
    first = f"tile {rng.choice(FRUITS)} {rng.randint(1, 999)}"
    if rng.random() < 0.5:
        return first
    return f"{first} {rng.choice(FRUITS)} {rng.randint(1, 999)}"


def mixed(rng):
    """One cycle of the mixed script: nine commands, each kind once."""
    return [
        tile(rng),
        f"pick unit {rng.choice(UNITS)}",
        f"set price {rng.randint(0, 99999)}.{rng.randint(0, 99):02d}",
        "show price",
        f"set updated -{rng.randint(1, 59)}{rng.choice(OFFSET_UNITS)}",
        "show updated",
        f'set name "{rng.choice(NAMES)}"',
        "show name",
        "show unit",
    ]


VIEW = """import SwiftUI

struct Card{i}: View {{
    enum Size: String, CaseIterable {{
        case small, medium, large
        var scale: Double {{
            switch self {{
            case .small: return 0.5
            case .medium: return 1
            case .large: return 2
            }}
        }}
    }}

    let title: String
    var size: Size
    @State private var count = {count}

    init(title: String, size: Size = .{size}) {{
        self.title = title
        self.size = size
    }}

    var caption: String {{ "\\(title) ×\\(count)" }}

    var body: some View {{
        VStack(alignment: .leading, spacing: {spacing}) {{
            Text(caption)
                .font(.headline)
            HStack {{
                ForEach(Size.allCases, id: \\.self) {{ s in
                    Text(s.rawValue.capitalized)
                        .padding(4 * s.scale)
                        .background(s == size ? Color.{color} : Color.gray.opacity(0.2))
                }}
            }}
            Button("Add") {{ count += 1 }}
        }}
        .padding()
    }}
}}
"""

APP = """import SwiftUI

@main
struct BenchApp: App {
    var body: some Scene {
        WindowGroup { Card0(title: "Home") }
    }
}
"""


def app(directory, count, rng):
    """Writes the app target; returns its number of lines."""
    import os
    os.makedirs(directory, exist_ok=True)
    lines = 0
    for name, text in [("BenchApp.swift", APP)] + [
        (f"Card{i}.swift", VIEW.format(i=i, count=rng.randint(0, 9), size=rng.choice(["small", "medium", "large"]),
                                       spacing=rng.choice([4, 8, 12]), color=rng.choice(["blue", "green", "orange"]))
         + (f'\n#Preview {{\n    Card{i}(title: "Card {i}")\n}}\n' if i % 10 == 0 else ""))
        for i in range(count)
    ]:
        with open(os.path.join(directory, name), "w", encoding="utf-8") as f:
            f.write(text)
        lines += text.count("\n")
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("kind", choices=["mixed", "tiles", "app"])
    parser.add_argument("count", type=int)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--out", help="the folder an app is written to")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    if args.kind == "app":
        if not args.out:
            parser.error("app needs --out DIR")
        print(app(args.out, args.count, rng))
        return
    out = []
    while len(out) < args.count:
        out.extend(mixed(rng) if args.kind == "mixed" else [tile(rng)])
    sys.stdout.write("\n".join(out[: args.count]) + "\n")


if __name__ == "__main__":
    main()
