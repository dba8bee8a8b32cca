#!/usr/bin/env python3
"""Times `tileshell --preview`: from a save to the first byte of the new output.

tileshell previews a small script on a fresh 80x24 pty (full-screen mode, in a session of its
own, TERM=xterm-256color). Each round saves the script as editors do, a new file renamed over
the old one, with a new marker word in it, and times from the rename to the marker's bytes
arriving (the frame is written in one write, so its first byte arrives with the marker). The
preview's settle time (about 50 ms, so that one save is one run) is part of every figure.
The session then gets `q`; one that does not exit within a second is killed.

    preview_probe.py BINARY [--saves N]      prints one JSON object
"""
import argparse
import json
import os
import shutil
import statistics
import tempfile
import time

import pty_probe

SCRIPT = 'set name "{word}"\nshow name\ntile apple 100 orange 46\nset price 9.99\nshow price\n'


def save(path, text):
    """Writes a new file beside `path` and renames it over it; returns the time of the rename."""
    new = path + ".new"
    with open(new, "w") as f:
        f.write(text)
    stamp = time.perf_counter_ns()
    os.replace(new, path)
    return stamp


def probe(binary, saves):
    home = tempfile.mkdtemp(prefix="tileshell-preview-")
    script = os.path.join(home, "demo.tsh")
    with open(script, "w") as f:
        f.write(SCRIPT.format(word="start0"))
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "xterm-256color", "LANG": "C.UTF-8",
           "HOME": home}
    latencies = []
    s = pty_probe.Session(binary, env, [binary, "--preview", script])
    try:
        s.wait_for(b"start0", s.started)
        for i in range(1, saves + 1):
            word = f"save{i}end".encode()
            latencies.append(s.wait_for(word, save(script, SCRIPT.format(word=word.decode()))))
    finally:
        s.close(b"q")
        shutil.rmtree(home, ignore_errors=True)
    latencies.sort()
    ms = lambda ns: round(ns / 1e6, 2)  # noqa: E731
    return {
        "saves": saves,
        "p50_ms": ms(statistics.median(latencies)),
        "p90_ms": ms(latencies[min(len(latencies) - 1, int(0.9 * len(latencies)))]),
        "max_ms": ms(latencies[-1]),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--saves", type=int, default=40)
    args = parser.parse_args()
    print(json.dumps(probe(os.path.abspath(args.binary), args.saves)))


if __name__ == "__main__":
    main()
