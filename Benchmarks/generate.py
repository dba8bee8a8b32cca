#!/usr/bin/env python3
"""Writes reproducible tileshell benchmark scripts to standard output.

    generate.py mixed N [--seed S]   N commands cycling through tile, pick, set and show of
                                     prices, dates and strings (one tile command in nine)
    generate.py tiles N [--seed S]   N tile commands of one or two tiles with varied counts

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


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("kind", choices=["mixed", "tiles"])
    parser.add_argument("count", type=int)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    out = []
    while len(out) < args.count:
        out.extend(mixed(rng) if args.kind == "mixed" else [tile(rng)])
    sys.stdout.write("\n".join(out[: args.count]) + "\n")


if __name__ == "__main__":
    main()
