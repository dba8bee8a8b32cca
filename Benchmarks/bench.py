#!/usr/bin/env python3
"""tileshell's benchmark suite: run by ./Scripts/bench, which builds and installs what it needs.

Every comparison runs its commands alternately in one loop (A B A B ...), so a shared machine's
noise lands on both sides; a ratio is the median of the ratios of each round's pair. Times are
wall-clock medians of whole processes started with posix_spawn, output to /dev/null.

    bench.py --tileshell BIN --bench BIN --python PY --work DIR [--quick] [--markdown FILE ...]

Prints the table and, for each --markdown file, replaces what lies between the markers
<!-- bench:start --> and <!-- bench:end --> with it (the rest of the file is left alone).
"""
import argparse
import datetime
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # no __pycache__ left in Benchmarks/
import preview_probe  # noqa: E402
import pty_probe  # noqa: E402

FLAGS = ["--width", "80", "--now", "2026-11-29T12:00:00Z", "--locale", "en_US"]
# Every program runs with the same terminal description: `--color always` means 256 colours.
ENV = {k: v for k, v in os.environ.items() if k not in ("COLORTERM", "NO_COLOR", "CLICOLOR_FORCE", "FORCE_COLOR")}
ENV.update({"TERM": "xterm-256color", "LANG": "C.UTF-8"})
START, END = "<!-- bench:start -->", "<!-- bench:end -->"


def log(message):
    print(message, file=sys.stderr, flush=True)


def spawn(argv, stdin=None, stdout=None, env=None):
    """Runs argv to completion; returns (wall ns, max RSS in KiB, exit status)."""
    fin = os.open(stdin or os.devnull, os.O_RDONLY)
    fout = os.open(stdout or os.devnull, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        start = time.perf_counter_ns()
        pid = os.posix_spawnp(argv[0], argv, env if env is not None else ENV,
                              file_actions=[(os.POSIX_SPAWN_DUP2, fin, 0), (os.POSIX_SPAWN_DUP2, fout, 1)])
        _, status, usage = os.wait4(pid, 0)
        elapsed = time.perf_counter_ns() - start
    finally:
        os.close(fin)
        os.close(fout)
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        raise RuntimeError(f"{' '.join(argv[:4])} ... exited with {code}")
    return elapsed, usage.ru_maxrss, code


def alternate(commands, rounds):
    """Runs each named command once per round, rotating the order; returns ns lists by name."""
    names = list(commands)
    times = {name: [] for name in names}
    for r in range(rounds):
        for name in names[r % len(names):] + names[:r % len(names)]:
            argv, stdin = commands[name]
            times[name].append(spawn(argv, stdin)[0])
    return times


def paired_ratio(a, b):
    return statistics.median(x / y for x, y in zip(a, b))


def ms(ns):
    return ns / 1e6


class Suite:
    def __init__(self, args):
        self.args = args
        self.quick = args.quick
        self.tsh = args.tileshell
        self.work = args.work
        self.rows = []  # (measure, median, comparison, target, verdict)
        self.details = {}
        os.makedirs(self.work, exist_ok=True)

    def row(self, measure, value, comparison, target, met):
        verdict = "—" if met is None else ("met" if met else "**missed**")
        self.rows.append((measure, value, comparison, target, verdict))
        log(f"  {measure}: {value}; {comparison}; target {target}: {verdict}")

    def script(self, kind, count):
        path = os.path.join(self.work, f"{kind}-{count}.tsh")
        if not os.path.exists(path):
            with open(path, "w") as f:
                subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), kind, str(count)], stdout=f, check=True)
        return path

    # 1. Start-up --------------------------------------------------------------------------------
    def startup(self):
        log("start-up")
        out = os.path.join(self.work, "startup.out")
        tsh = [self.tsh, "--color", "never"] + FLAGS + ["-c", "tile apple 100"]
        spawn(tsh, stdout=out)
        with open(out, "rb") as f:
            expected = f.read()
        bash = ["bash", "-c", 'printf "%s" "$1"', "bash", expected.decode()]
        check = os.path.join(self.work, "startup-bash.out")
        spawn(bash, stdout=check)
        with open(check, "rb") as f:
            assert f.read() == expected, "bash printf does not print tileshell's bytes"
        rounds = 20 if self.quick else 100
        t = alternate({"tileshell": (tsh, None), "bash": (bash, None)}, rounds)
        ratio = paired_ratio(t["tileshell"], t["bash"])
        rich = [self.args.python, os.path.join(HERE, "rich_replay.py"), "-c", "tile apple 100"]
        rt = alternate({"tileshell": (tsh, None), "rich": (rich, None)}, 5 if self.quick else 15)
        self.details["startup"] = {"tileshell_ms": ms(statistics.median(t["tileshell"])),
                                   "bash_ms": ms(statistics.median(t["bash"])),
                                   "rich_ms": ms(statistics.median(rt["rich"]))}
        d = self.details["startup"]
        self.row("Start-up, `-c 'tile apple 100'`", f"{d['tileshell_ms']:.2f} ms",
                 f"bash printf {d['bash_ms']:.2f} ms: **{ratio:.2f}×**; Rich panel {d['rich_ms']:.0f} ms",
                 "≤ 2.5× bash", ratio <= 2.5)

    # 1b, 5. The pty --------------------------------------------------------------------------
    def interactive(self):
        log("pty")
        try:
            p = pty_probe.probe(self.tsh, 5 if self.quick else 20, "tileshell> ")
        except (TimeoutError, OSError) as e:
            self.details["pty"] = {"error": str(e)}
            self.row("First prompt in a pty", "not measured", str(e)[:80], "≤ 10 ms", False)
            return
        self.details["pty"] = p
        self.row("First prompt in a pty", f"{p['first_prompt_ms']:.2f} ms", f"{p['sessions']} sessions",
                 "≤ 10 ms", p["first_prompt_ms"] <= 10)
        self.row("Key echo in a pty", f"p50 {p['key_echo_p50_ms']:.3f} ms", f"p99 {p['key_echo_p99_ms']:.3f} ms",
                 "< 5 ms", p["key_echo_p99_ms"] < 5)
        self.row("Enter to rendered tile", f"{p['enter_to_tile_ms']:.2f} ms", "`tile apple 100`", "—", None)

    # 1c. The live preview: a save to the new output --------------------------------------------
    def preview(self):
        log("preview")
        try:
            p = preview_probe.probe(self.tsh, 10 if self.quick else 40)
        except (TimeoutError, OSError) as e:
            self.details["preview"] = {"error": str(e)}
            self.row("Save to new output, `--preview`", "not measured", str(e)[:80], "< 100 ms", False)
            return
        self.details["preview"] = p
        self.row("Save to new output, `--preview`", f"{p['p50_ms']:.1f} ms",
                 f"p90 {p['p90_ms']:.1f} ms, {p['saves']} saves by rename; 50 ms of it is the settle time",
                 "< 100 ms", p["p90_ms"] < 100)

    # 2. Replay ----------------------------------------------------------------------------
    def replay(self):
        log("replay")
        count = 100_000
        mixed = self.script("mixed", count)
        rich_count = 2_000 if self.quick else 10_000
        rich_script = self.script("mixed", rich_count)
        rounds = 3 if self.quick else 15
        rich_rounds = 3 if self.quick else 9  # NB: the ratio is a median of paired rounds: over 5 it moved ±25 %
        rich = os.path.join(HERE, "rich_replay.py")
        tsh = {c: [self.tsh, "--color", c] + FLAGS + [mixed] for c in ["never", "always"]}
        py = {c: [self.args.python, rich, "--color", c, rich_script] for c in ["never", "always"]}
        # Colour off and on alternate; then each alternates with Rich doing the same.
        t = alternate({f"tileshell {c}": (tsh[c], None) for c in tsh}, rounds)
        r = alternate({"tileshell never": (tsh["never"], None), "rich never": (py["never"], None),
                       "tileshell always": (tsh["always"], None), "rich always": (py["always"], None)}, rich_rounds)
        # NB: Rich's interpreter start-up and imports (the start-up row) are taken off its time, so
        # the ratio compares rendering throughput; tileshell keeps its own start-up in.
        setup = self.details["startup"]["rich_ms"] * 1e6
        for color in ["never", "always"]:
            mine = t[f"tileshell {color}"] + r[f"tileshell {color}"]
            rate = count / (statistics.median(mine) / 1e9)
            rich_rate = rich_count / ((statistics.median(r[f"rich {color}"]) - setup) / 1e9)
            vs = paired_ratio([count / x for x in r[f"tileshell {color}"]],
                              [rich_count / (x - setup) for x in r[f"rich {color}"]])
            self.details[f"mixed_{color}"] = {"commands": count, "median_s": statistics.median(mine) / 1e9,
                                              "per_s": rate, "rich_commands": rich_count, "rich_per_s": rich_rate,
                                              "times_vs_rich": vs}
            label = "off" if color == "never" else "on"
            self.row(f"Mixed replay, colour {label} (100 000 commands)", f"{rate:,.0f} commands/s",
                     f"{ms(statistics.median(mine)):.0f} ms", "≥ 500 000/s" if color == "never" else "—",
                     rate >= 500_000 if color == "never" else None)
            self.row(f"… against Python Rich, colour {label}", f"**{vs:,.0f}×** Rich",
                     f"Rich {rich_rate:,.0f} commands/s over {rich_count:,}", "≥ 100×", vs >= 100)

        tiles = self.script("tiles", count)
        out = os.path.join(self.work, "tiles.out")
        tsh = [self.tsh, "--color", "never"] + FLAGS + [tiles]
        spawn(tsh, stdout=out)
        size = os.path.getsize(out)
        block = max(1, size // count)
        t = alternate({"tileshell": (tsh, None), "cat": (["cat", out], None),
                       "dd": (["dd", f"if={out}", "of=/dev/null", f"bs={block}", "status=none"], None)}, rounds)
        ratio = paired_ratio(t["tileshell"], t["cat"])
        self.details["tiles"] = {"commands": count, "bytes": size, "tileshell_ms": ms(statistics.median(t["tileshell"])),
                                 "cat_ms": ms(statistics.median(t["cat"])), "dd_ms": ms(statistics.median(t["dd"])),
                                 "dd_block": block, "vs_dd": paired_ratio(t["tileshell"], t["dd"])}
        d = self.details["tiles"]
        self.row("Tile-only replay (100 000 commands)",
                 f"{d['tileshell_ms']:.0f} ms", f"cat {d['cat_ms']:.1f} ms: **{ratio:.1f}×**; "
                 f"one write per command (dd bs={block}) {d['dd_ms']:.0f} ms: {d['vs_dd']:.1f}×",
                 "≤ 4× cat", ratio <= 4)

    # Watches: what five watches cost a replay whose commands they do not read -------------------
    def watches(self):
        log("watches")
        count = 100_000
        mixed = self.script("mixed", count)
        with open(mixed) as f:
            body = f.read()

        def variant(name, prefix):
            path = os.path.join(self.work, f"mixed-{count}-{name}.tsh")
            with open(path, "w") as f:
                f.write("".join(line + "\n" for line in prefix) + body)
            return path

        # NB: the mixed script sets unit, price, updated and name; none of these five reads them.
        five = variant("five-watches", ["watch show jobTitle", "watch show discount", "watch show symbol",
                                        "watch show style", "watch show currency"])
        price = variant("price-watch", ["watch show price"])
        rounds = 3 if self.quick else 15
        argv = [self.tsh, "--color", "never"] + FLAGS
        t = alternate({"none": (argv + [mixed], None), "five": (argv + [five], None),
                       "price": (argv + [price], None)}, rounds)
        five_ratio = paired_ratio(t["five"], t["none"])
        price_extra = (statistics.median(t["price"]) - statistics.median(t["none"])) / (count / 9)
        self.details["watches"] = {"commands": count, "none_ms": ms(statistics.median(t["none"])),
                                   "five_ms": ms(statistics.median(t["five"])),
                                   "price_ms": ms(statistics.median(t["price"])), "five_vs_none": five_ratio,
                                   "ns_per_price_redraw": price_extra}
        d = self.details["watches"]
        self.row("Mixed replay under five watches it does not touch", f"{d['five_ms']:.0f} ms",
                 f"no watches {d['none_ms']:.0f} ms: **{five_ratio:.2f}×**", "≤ 2× (issue 14), ≤ 1.1× (issue 17)",
                 five_ratio <= 1.1)
        self.row("… one watch on price, redrawn by every `set price`", f"{d['price_ms']:.0f} ms",
                 f"{price_extra / 1e3:.1f} µs per redraw (a `show price` with its header)", "—", None)

    # 3. Completion ---------------------------------------------------------------------------
    def completion(self):
        log("completion")
        rounds = "50" if self.quick else "400"
        result = subprocess.run([self.args.bench, "completion", "--rounds", rounds], capture_output=True,
                                text=True, check=True)
        c = json.loads(result.stdout)
        self.details["completion"] = c
        self.row("Completion, 10 000 bindings + 10 000-case enum", f"p50 {c['p50_ns'] / 1e3:.0f} µs",
                 f"p99 {c['p99_ns'] / 1e3:.0f} µs (worst line `{c['worst_line']}` p99 {c['worst_p99_ns'] / 1e3:.0f} µs)",
                 "p99 < 1 ms", c["p99_ns"] < 1_000_000)

    # 4. Memory -------------------------------------------------------------------------------
    def memory(self):
        log("memory")
        peaks = {}
        for count in [100_000, 1_000_000]:
            path = self.script("mixed", count)
            runs = [spawn([self.tsh, "--color", "never"] + FLAGS + [path])[1] for _ in range(1 if self.quick else 3)]
            peaks[count] = statistics.median(runs) / 1024
        growth = peaks[1_000_000] / peaks[100_000] - 1
        self.details["memory_mib"] = peaks
        self.row("Peak RSS, 1 000 000 mixed commands", f"{peaks[1_000_000]:.1f} MiB",
                 f"100 000: {peaks[100_000]:.1f} MiB (**{growth * 100:+.1f} %**)", "< 40 MiB, within 10 %",
                 peaks[1_000_000] < 40 and abs(growth) <= 0.10)

    # Instructions per command: deterministic where wall time is not (full runs, with valgrind) --
    def instructions(self):
        if self.quick or shutil.which("valgrind") is None:
            return
        log("instructions (callgrind)")
        empty = os.path.join(self.work, "empty.tsh")
        open(empty, "w").close()

        def count(path):
            result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", self.tsh,
                                     "--color", "never"] + FLAGS + [path], capture_output=True, text=True, env=ENV)
            return int(re.search(r"Collected : (\d+)", result.stderr).group(1))

        base = count(empty)
        per = {kind: (count(self.script(kind, 100_000)) - base) / 100_000 for kind in ["mixed", "tiles"]}
        self.details["instructions_per_command"] = per
        self.row("Instructions per command (callgrind)", f"mixed {per['mixed']:,.0f}",
                 f"tile-only {per['tiles']:,.0f}; start-up {base:,}", "—", None)

    # 6. Pictures: SVG export against Rich's export_svg; a PNG against rsvg-convert's start-up -----
    def pictures(self):
        log("pictures")
        probe = subprocess.run([self.tsh, "--format", "svg"] + FLAGS + ["-c", "tile apple 100"], capture_output=True,
                               env=ENV)
        if probe.returncode != 0 or b"<svg" not in probe.stdout:
            log("  skipped: this tileshell has no --format svg")
            return
        try:
            self.export_rows()
        except (RuntimeError, OSError) as e:
            self.row("SVG export", "failed", str(e), "≥ 100× Rich", False)

    def export_rows(self):
        rounds = 5 if self.quick else 15
        rich = os.path.join(HERE, "rich_export.py")
        # NB: each side's process start-up is taken off its time (Rich's interpreter and imports,
        # tileshell's `-c 'tile apple 100'` run), so the ratio compares the export itself.
        setup = self.details["startup"]["rich_ms"] * 1e6
        tsh_setup = self.details["startup"]["tileshell_ms"] * 1e6
        for n in (1, 100):
            tiles = " ".join(f"apple {100 + i}" for i in range(n))
            tsh = [self.tsh, "--format", "svg"] + FLAGS + ["-c", f"tile {tiles}"]
            t = alternate({"tileshell": (tsh, None), "rich": ([self.args.python, rich, str(n)], None)}, rounds)
            vs = paired_ratio([max(1.0, x - setup) for x in t["rich"]], [max(1.0, x - tsh_setup) for x in t["tileshell"]])
            self.details[f"svg_{n}"] = {"tileshell_ms": ms(statistics.median(t["tileshell"])),
                                        "rich_ms": ms(statistics.median(t["rich"])), "times_vs_rich": vs}
            d = self.details[f"svg_{n}"]
            self.row(f"SVG export, {n} tile{'s' if n > 1 else ''}", f"{d['tileshell_ms']:.2f} ms",
                     f"Rich export_svg {d['rich_ms']:.0f} ms; both less start-up: **{vs:,.0f}×**", "≥ 100× Rich", vs >= 100)
        if shutil.which("rsvg-convert") is None:
            return
        empty = os.path.join(self.work, "empty.svg")
        with open(empty, "w") as f:
            f.write('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')
        png = [self.tsh, "--format", "png"] + FLAGS + ["-c", "tile apple 100"]
        rsvg = ["rsvg-convert", "--format", "png"]
        t = alternate({"tileshell": (png, None), "rsvg": (rsvg, empty)}, rounds)
        ratio = paired_ratio(t["tileshell"], t["rsvg"])
        self.details["png_1"] = {"tileshell_ms": ms(statistics.median(t["tileshell"])),
                                 "rsvg_startup_ms": ms(statistics.median(t["rsvg"]))}
        d = self.details["png_1"]
        self.row("PNG of one tile", f"{d['tileshell_ms']:.0f} ms",
                 f"rsvg-convert start-up {d['rsvg_startup_ms']:.0f} ms: **{ratio:.2f}×**", "≤ 2× rsvg-convert",
                 ratio <= 2)

    def table(self):
        lines = ["| measure | median | compared with | target | |", "|---|---|---|---|---|"]
        lines += [f"| {' | '.join(r)} |" for r in self.rows]
        return "\n".join(lines)


def machine():
    model = "unknown"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    with open("/proc/meminfo") as f:
        total = int(re.search(r"MemTotal:\s+(\d+)", f.read()).group(1))
    root = os.path.dirname(HERE)
    commit = subprocess.run(["git", "-C", root, "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True).stdout.strip() or "unknown"
    dirty = subprocess.run(["git", "-C", root, "status", "--porcelain", "--untracked-files=no"],
                           capture_output=True, text=True).stdout.strip()
    return {"cpus": os.cpu_count(), "cpu": model, "memory_gib": round(total / 1024 / 1024, 1),
            "kernel": platform.release(), "load": os.getloadavg()[0],
            "commit": commit + (" with uncommitted changes" if dirty else ""),
            "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")}


def replace_between_markers(path, text):
    with open(path) as f:
        content = f.read()
    if START not in content or END not in content:
        log(f"{path}: no {START} … {END} markers; left alone")
        return
    head, rest = content.split(START, 1)
    _, tail = rest.split(END, 1)
    with open(path, "w") as f:
        f.write(head + START + "\n" + text + "\n" + END + tail)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tileshell", required=True)
    parser.add_argument("--bench", required=True)
    parser.add_argument("--python", required=True, help="a Python with rich installed")
    parser.add_argument("--work", required=True)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--markdown", action="append", default=[])
    parser.add_argument("--json", help="write every measurement here too")
    args = parser.parse_args()
    suite = Suite(args)
    m = machine()
    started = time.monotonic()
    log(f"tileshell benchmarks{' (quick)' if args.quick else ''}: {m['cpus']} × {m['cpu']}, load {m['load']:.2f}")
    suite.startup()
    suite.interactive()
    suite.preview()
    suite.replay()
    suite.watches()
    suite.completion()
    suite.memory()
    suite.instructions()
    suite.pictures()
    rich_version = subprocess.run([args.python, "-c", "import importlib.metadata as m; print(m.version('rich'))"],
                                  capture_output=True, text=True).stdout.strip()
    summary = (f"{suite.table()}\n\n"
               f"{'Quick run' if args.quick else 'Full run'} ({time.monotonic() - started:.0f} s) on {m['date']}, "
               f"commit {m['commit']}: {m['cpus']} × {m['cpu']}, {m['memory_gib']} GiB, Linux {m['kernel']}, "
               f"load average {m['load']:.2f} at the start; Rich {rich_version}, "
               f"Python {platform.python_version()}.")
    print(summary)
    for path in args.markdown:
        replace_between_markers(path, summary)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"machine": m, "details": suite.details, "rows": suite.rows}, f, indent=2, default=str)


if __name__ == "__main__":
    main()
