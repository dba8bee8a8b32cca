#!/usr/bin/env python3
"""tileshell's benchmark suite: run by ./Scripts/bench, which builds and installs what it needs.

Every comparison runs its commands alternately in one loop (A B A B ...), so a shared machine's
noise lands on both sides; a ratio is the median of the ratios of each round's pair. Times are
wall-clock medians of whole processes started with posix_spawn, output to /dev/null.

    bench.py --tileshell BIN --bench BIN --python PY --work DIR [--lipgloss BIN] [--hello BIN] [--hello-plain BIN]
             [--quick] [--markdown FILE ...]

Prints the table and, for each --markdown file, replaces what lies between the markers
<!-- bench:start --> and <!-- bench:end --> with it (the rest of the file is left alone).
"""
import argparse
import datetime
import json
import os
import platform
import random
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # no __pycache__ left in Benchmarks/
import generate  # noqa: E402
import preview_probe  # noqa: E402
import pty_probe  # noqa: E402

FLAGS = ["--width", "80", "--now", "2026-11-29T12:00:00Z", "--locale", "en_US"]
# Every program runs with the same terminal description: `--color always` means 256 colours.
ENV = {k: v for k, v in os.environ.items() if k not in ("COLORTERM", "NO_COLOR", "CLICOLOR_FORCE", "FORCE_COLOR")}
ENV.update({"TERM": "xterm-256color", "LANG": "C.UTF-8"})
# Callgrind's counts with the standard library's hash seed fixed: with a seed per process, the
# collisions of a `Set<String>` alone moved a mixed command by 200 instructions from run to run.
COUNTED = dict(ENV, SWIFT_DETERMINISTIC_HASHING="1")
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
        d["vs_bash"] = ratio
        self.row("Start-up, `-c 'tile apple 100'`", f"{d['tileshell_ms']:.2f} ms",
                 f"bash printf {d['bash_ms']:.2f} ms: **{ratio:.2f}×**; Rich panel {d['rich_ms']:.0f} ms",
                 "≤ 1.8× bash", ratio <= 1.8)

    # 1a. Start-up against a static "hello" built by the same toolchain --------------------------------
    def startup_hello(self):
        if not self.args.hello:
            return
        log("start-up against a static hello")
        empty = os.path.join(self.work, "empty.tsh")
        open(empty, "w").close()
        tsh = [self.tsh, "--color", "never"] + FLAGS + [empty]
        commands = {"tileshell": (tsh, None), "hello": ([self.args.hello], None)}
        if self.args.hello_plain:
            commands["plain"] = ([self.args.hello_plain], None)
        t = alternate(commands, 20 if self.quick else 100)
        ratio = paired_ratio(t["tileshell"], t["hello"])
        d = {"tileshell_ms": ms(statistics.median(t["tileshell"])), "hello_ms": ms(statistics.median(t["hello"])),
             "vs_hello": ratio}
        plain = ""
        if "plain" in t:
            d["plain_ms"] = ms(statistics.median(t["plain"]))
            plain = f"; without Foundation {d['plain_ms']:.2f} ms"
        self.details["startup_hello"] = d
        # NB: the verdict is the instructions' (below): the target is in instructions.
        self.row("Start-up, an empty script, against a static Foundation hello", f"{d['tileshell_ms']:.2f} ms",
                 f"hello {d['hello_ms']:.2f} ms: **{ratio:.2f}×**{plain}", "≤ 1.3× (instructions, below)", None)

    # 1b, 5. The pty --------------------------------------------------------------------------
    def interactive(self):
        log("pty")
        try:
            p = pty_probe.probe(self.tsh, 5 if self.quick else 20, "tileshell> ")
        except (TimeoutError, OSError) as e:
            self.details["pty"] = {"error": str(e)}
            self.row("First prompt in a pty", "not measured", str(e)[:80], "≤ 5 ms", False)
            return
        self.details["pty"] = p
        self.row("First prompt in a pty", f"{p['first_prompt_ms']:.2f} ms", f"{p['sessions']} sessions",
                 "≤ 5 ms", p["first_prompt_ms"] <= 5)
        self.row("Key echo in a pty", f"p50 {p['key_echo_p50_ms']:.3f} ms", f"p99 {p['key_echo_p99_ms']:.3f} ms",
                 "< 5 ms", p["key_echo_p99_ms"] < 5)
        self.row("Enter to rendered tile", f"{p['enter_to_tile_ms']:.2f} ms", "`tile apple 100`", "—", None)
        try:
            t = pty_probe.tour(self.tsh, 5 if self.quick else 20)
        except (TimeoutError, OSError) as e:
            self.details["tour_pty"] = {"error": str(e)}
            self.row("`tileshell learn`: Enter to the step's ✓, in a pty", "not measured", str(e)[:80], "< 10 ms", False)
            return
        self.details["tour_pty"] = t
        self.row("`tileshell learn`: Enter to the step's ✓, in a pty", f"{t['entry_to_check_ms']:.2f} ms",
                 f"lesson 1.1 step 1, `{pty_probe.COMMAND}`, {t['sessions']} sessions; worst "
                 f"{t['entry_to_check_max_ms']:.2f} ms", "< 10 ms", t["entry_to_check_ms"] < 10)

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
                     f"{ms(statistics.median(mine)):.0f} ms", "≥ 1 000 000/s" if color == "never" else "—",
                     rate >= 1_000_000 if color == "never" else None)
            self.row(f"… against Python Rich, colour {label}", f"**{vs:,.0f}×** Rich",
                     f"Rich {rich_rate:,.0f} commands/s over {rich_count:,}", "≥ 200×", vs >= 200)

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

    # 2b. The compiled peer: Go with lipgloss drawing the same views --------------------------
    def peer(self):
        if not self.args.lipgloss:
            log("lipgloss peer: not built (needs golang-go and golang-github-charmbracelet-lipgloss-dev); skipped")
            return
        log("lipgloss peer")
        count = 100_000
        peer_count = 2_000 if self.quick else 10_000
        rounds = 3 if self.quick else 7
        go = self.args.lipgloss
        # NB: the peer's own start-up (about a millisecond) is taken off its time, as Rich's is.
        setup = statistics.median(spawn([go, "-c", "show name"])[0] for _ in range(5))
        for kind, label in (("tiles", "Tile-only"), ("mixed", "Mixed")):
            script, peer_script = self.script(kind, count), self.script(kind, peer_count)
            commands = {}
            for color in ("never", "always"):
                commands[f"tileshell {color}"] = ([self.tsh, "--color", color] + FLAGS + [script], None)
                commands[f"lipgloss {color}"] = ([go, "--color", color, peer_script], None)
            t = alternate(commands, rounds)
            ratios, rates = {}, {}
            for color in ("never", "always"):
                ratios[color] = paired_ratio([count / x for x in t[f"tileshell {color}"]],
                                             [peer_count / max(1.0, x - setup) for x in t[f"lipgloss {color}"]])
                rates[color] = peer_count / ((statistics.median(t[f"lipgloss {color}"]) - setup) / 1e9)
            self.details[f"lipgloss_{kind}"] = {"commands": count, "peer_commands": peer_count,
                                                "peer_per_s": rates, "times_vs_peer": ratios,
                                                "peer_startup_ms": ms(setup)}
            self.row(f"{label} replay against Go lipgloss, colour off", f"**{ratios['never']:,.0f}×** lipgloss",
                     f"lipgloss {rates['never']:,.0f} commands/s over {peer_count:,}; colour on: "
                     f"{ratios['always']:,.0f}× ({rates['always']:,.0f}/s)", "≥ 40×", ratios["never"] >= 40)

    # Watches: what five watches cost a replay whose commands they do not read, and what one
    # watch redrawn on every `set price` costs against the same script drawing it by hand --------
    def watch_scripts(self, count=100_000):
        mixed = self.script("mixed", count)
        with open(mixed) as f:
            lines = f.read().splitlines()

        def variant(name, body):
            path = os.path.join(self.work, f"mixed-{count}-{name}.tsh")
            if not os.path.exists(path):
                with open(path, "w") as f:
                    f.write("".join(line + "\n" for line in body))
            return path

        # NB: the mixed script sets unit, price, updated and name; none of these five reads them.
        five = variant("five-watches", ["watch show jobTitle", "watch show discount", "watch show symbol",
                                        "watch show style", "watch show currency"] + lines)
        price = variant("price-watch", ["watch show price"] + lines)
        shown = []
        for line in lines:
            shown.append(line)
            if line.startswith("set price "):
                shown.append("show price")
        explicit = variant("price-shown", shown)
        sets = sum(1 for line in lines if line.startswith("set price "))
        return mixed, five, price, explicit, sets

    def watches(self):
        log("watches")
        mixed, five, price, explicit, sets = self.watch_scripts()
        rounds = 3 if self.quick else 15
        argv = [self.tsh, "--color", "never"] + FLAGS
        t = alternate({"none": (argv + [mixed], None), "five": (argv + [five], None),
                       "price": (argv + [price], None), "explicit": (argv + [explicit], None)}, rounds)
        five_ratio = paired_ratio(t["five"], t["none"])
        price_ratio = paired_ratio(t["price"], t["explicit"])
        redraw = (statistics.median(t["price"]) - statistics.median(t["none"])) / sets
        shown = (statistics.median(t["explicit"]) - statistics.median(t["none"])) / sets
        self.details["watches"] = {"commands": 100_000, "price_sets": sets,
                                   "none_ms": ms(statistics.median(t["none"])),
                                   "five_ms": ms(statistics.median(t["five"])),
                                   "price_ms": ms(statistics.median(t["price"])),
                                   "explicit_ms": ms(statistics.median(t["explicit"])), "five_vs_none": five_ratio,
                                   "price_vs_explicit": price_ratio, "ns_per_redraw": redraw,
                                   "ns_per_explicit_show": shown}
        d = self.details["watches"]
        # NB: the verdicts are the instructions' (below) when valgrind runs: a few per cent of time
        # swung these rows across their limits from run to run of one binary.
        timed_verdict = None if (not self.quick and shutil.which("valgrind")) else five_ratio <= 1.1
        self.row("Mixed replay under five watches it does not touch", f"{d['five_ms']:.0f} ms",
                 f"no watches {d['none_ms']:.0f} ms: **{five_ratio:.2f}×**", "≤ 1.1×", timed_verdict)
        self.row("… one watch on price, redrawn by every `set price`", f"{d['price_ms']:.0f} ms",
                 f"a `show price` after every `set price` instead {d['explicit_ms']:.0f} ms: **{price_ratio:.2f}×**; "
                 f"{redraw / 1e3:.2f} µs a redraw, {shown / 1e3:.2f} µs a `show`", "≤ 1.05×",
                 None if timed_verdict is None else price_ratio <= 1.05)

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

    def tree_layout(self):
        log("view tree layout")
        rounds = "50" if self.quick else "400"
        result = subprocess.run([self.args.bench, "layout", "--nodes", "1000", "--rounds", rounds],
                                capture_output=True, text=True, check=True)
        t = json.loads(result.stdout)
        self.details["tree_layout"] = t
        worst = max(t["cells_p50_ns"], t["points_p50_ns"])
        self.row(f"A {t['nodes']:,}-node view tree laid out and drawn", f"p50 {worst / 1e3:.0f} µs",
                 f"cells (laid out and drawn) p50 {t['cells_p50_ns'] / 1e3:.0f} µs, p99 {t['cells_p99_ns'] / 1e3:.0f} µs; "
                 f"points (laid out) p50 {t['points_p50_ns'] / 1e3:.0f} µs, p99 {t['points_p99_ns'] / 1e3:.0f} µs",
                 "< 1 ms", worst < 1_000_000)

    def tour(self):
        log("the tour's check")
        result = subprocess.run([self.args.bench, "tour", "--rounds", "5" if self.quick else "40"],
                                capture_output=True, text=True, check=True)
        t = json.loads(result.stdout)
        self.details["tour"] = t
        self.row("`tileshell learn`: an entry run and its step checked (in-process)",
                 f"worst {t['worst_ns'] / 1e3:.0f} µs",
                 f"each of the {t['entries']} solution lines of the {t['steps']} built-in steps ({t['steps_met']} "
                 f"met), median over {t['rounds']} rounds: p50 {t['p50_ns'] / 1e3:.0f} µs, worst `{t['worst']}`; "
                 f"first use {t['first_worst_ns'] / 1e6:.2f} ms (`{t['first_worst']}`)", "< 10 ms",
                 max(t["worst_ns"], t["first_worst_ns"]) < 10_000_000)

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
        # NB: flat: the memory of a long replay does not grow with its length.
        self.row("Peak RSS, 1 000 000 mixed commands", f"{peaks[1_000_000]:.1f} MiB",
                 f"100 000: {peaks[100_000]:.1f} MiB (**{growth * 100:+.1f} %**)", "≤ 24.6 MiB, within 10 %",
                 peaks[1_000_000] <= 24.6 and abs(growth) <= 0.10)

    # Instructions per command: deterministic where wall time is not (full runs, with valgrind) --
    def instructions(self):
        if self.quick or shutil.which("valgrind") is None:
            return
        log("instructions (callgrind)")
        empty = os.path.join(self.work, "empty.tsh")
        open(empty, "w").close()

        def count(path):
            result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", self.tsh,
                                     "--color", "never"] + FLAGS + [path], capture_output=True, text=True, env=COUNTED)
            return int(re.search(r"Collected : (\d+)", result.stderr).group(1))

        base = count(empty)
        per = {kind: (count(self.script(kind, 100_000)) - base) / 100_000 for kind in ["mixed", "tiles"]}
        # NB: the watch scripts on 20 000 commands: valgrind is 50 times slower than the run.
        plain, five, price, explicit, sets = self.watch_scripts(20_000)
        mixed = count(plain)
        watched = {"five": (count(five) - mixed) / 20_000, "redraw": (count(price) - mixed) / sets,
                   "show": (count(explicit) - mixed) / sets}
        five_ratio = (count(five) - base) / (mixed - base)
        self.details["instructions"] = {"startup": base, "per_command": per, "watches": watched,
                                        "five_watches_ratio": five_ratio}
        hello = {}
        for name, path in (("foundation", self.args.hello), ("plain", self.args.hello_plain)):
            if path:
                result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", path],
                                        capture_output=True, text=True, env=ENV)
                hello[name] = int(re.search(r"Collected : (\d+)", result.stderr).group(1))
        self.details["instructions"]["hello"] = hello
        if "foundation" in hello:
            plain = f"; without Foundation {hello['plain'] / 1e6:.2f} M" if "plain" in hello else ""
            self.row("Start-up instructions (callgrind, empty script)", f"{base / 1e6:.2f} M",
                     f"static hello linking Foundation {hello['foundation'] / 1e6:.2f} M: "
                     f"**{base / hello['foundation']:.2f}×**{plain}", "≤ 1.3× hello",
                     base <= 1.3 * hello["foundation"])
        else:
            self.row("Start-up instructions (callgrind, empty script)", f"{base / 1e6:.2f} M", "no hello built",
                     "≤ 1.3× hello", None)
        # A 200-line SwiftUI lesson file opened, evaluated, laid out and drawn, against the start-up.
        # NB: the three seed lessons (Examples/lessons) in one file, one `import SwiftUI`: 212 lines.
        lesson = os.path.join(self.work, "Lesson200.swift")
        with open(lesson, "w", encoding="utf-8") as out:
            out.write("import SwiftUI\n")
            for name in ["InitializerBootcamp.swift", "FailableText.swift", "EnumPickers.swift"]:
                with open(os.path.join(HERE, "..", "Examples", "lessons", name), encoding="utf-8") as f:
                    out.writelines(l for l in f if l.strip() != "import SwiftUI" and not l.startswith("// expect"))
        lesson_count = count(lesson)
        self.details["instructions"]["lesson_200"] = lesson_count
        self.row("A 200-line SwiftUI lesson file, opened and drawn (callgrind)", f"{lesson_count / 1e6:.2f} M",
                 f"**{lesson_count / base:.2f}×** the start-up ({base / 1e6:.2f} M)", "≤ 2× start-up",
                 lesson_count <= 2 * base)
        # An app target of 200 view files of 40 lines, one in ten with a preview, opened as a folder
        # (one program: every file read, declared and checked; 20 previews evaluated and drawn),
        # against the lesson, per line of Swift.
        folder = os.path.join(self.work, "App200")
        shutil.rmtree(folder, ignore_errors=True)
        folder_lines = generate.app(folder, 200, random.Random(2026))
        folder_count = count(folder)
        lesson_lines = sum(1 for _ in open(lesson, encoding="utf-8"))
        per_line = {"folder": folder_count / folder_lines, "lesson": lesson_count / lesson_lines}
        self.details["instructions"]["app_200_files"] = folder_count
        self.details["instructions"]["per_line"] = per_line
        self.row("An app folder of 200 files, 20 previews, per line of Swift (callgrind)",
                 f"{per_line['folder']:,.0f}",
                 f"{folder_count / 1e6:.2f} M for {folder_lines:,} lines; the 200-line lesson "
                 f"{per_line['lesson']:,.0f} a line (**{per_line['folder'] / per_line['lesson']:.2f}×**)",
                 "≤ the lesson's", per_line["folder"] <= per_line["lesson"])
        self.row("Instructions per tile-only command (callgrind)", f"{per['tiles']:,.0f}", "start-up subtracted",
                 "≤ 4 000", per["tiles"] <= 4_000)
        self.row("Instructions per mixed command (callgrind)", f"{per['mixed']:,.0f}",
                 f"five untouched watches add {watched['five']:,.0f} a command; a `price` watch's redraw "
                 f"{watched['redraw']:,.0f}, a `show price` {watched['show']:,.0f}", "≤ 5 000", per["mixed"] <= 5_000)
        self.row("Mixed replay under five untouched watches (callgrind)", f"{five_ratio:.3f}×",
                 "instructions, start-up subtracted, against the same 20 000 commands with no watches", "≤ 1.1×",
                 five_ratio <= 1.1)
        # NB: whole scripts, as the timed row compares them: a redraw also writes the watch's header
        # line, which a typed `show price` does not.
        price_ratio = (mixed - base + watched["redraw"] * sets) / (mixed - base + watched["show"] * sets)
        self.details["instructions"]["price_watch_ratio"] = price_ratio
        self.row("… one watch on price against a typed `show price` after each `set price` (callgrind)",
                 f"{price_ratio:.3f}×",
                 f"whole scripts; a redraw {watched['redraw']:,.0f} instructions, a `show price` line "
                 f"{watched['show']:,.0f}", "≤ 1.05×", price_ratio <= 1.05)

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
        rounds = 3 if self.quick else 7
        rich = os.path.join(HERE, "rich_export.py")
        count = 10_000
        rich_count = 50 if self.quick else 200
        script = os.path.join(self.work, f"svg-tiles-{count}.tsh")
        with open(script, "w") as f:
            f.write("".join(f"tile apple {100 + i}\n" for i in range(count)))
        # NB: both draw tile `apple 100 + i` for each i, one per line; each side's start-up (Rich's
        # interpreter, imports and an empty export; tileshell exporting one tile) is taken off,
        # so the ratio compares the export of one more tile.
        t = alternate({"tileshell": ([self.tsh, "--format", "svg"] + FLAGS + [script], None),
                       "tileshell one": ([self.tsh, "--format", "svg"] + FLAGS + ["-c", "tile apple 100"], None),
                       "rich": ([self.args.python, rich, str(rich_count)], None),
                       "rich none": ([self.args.python, rich, "0"], None)}, rounds)
        mine = [max(1.0, (a - b) / (count - 1)) for a, b in zip(t["tileshell"], t["tileshell one"])]
        theirs = [max(1.0, (a - b) / rich_count) for a, b in zip(t["rich"], t["rich none"])]
        vs = paired_ratio(theirs, mine)
        self.details["svg_tiles"] = {"tiles": count, "tileshell_ms": ms(statistics.median(t["tileshell"])),
                                     "tileshell_us_per_tile": statistics.median(mine) / 1e3,
                                     "rich_tiles": rich_count, "rich_ms": ms(statistics.median(t["rich"])),
                                     "rich_us_per_tile": statistics.median(theirs) / 1e3, "times_vs_rich": vs}
        d = self.details["svg_tiles"]
        self.row(f"SVG export, {count:,} tiles", f"{d['tileshell_ms']:.0f} ms ({d['tileshell_us_per_tile']:.0f} µs a tile)",
                 f"Rich export_svg {d['rich_us_per_tile'] / 1e3:.2f} ms a tile (over {rich_count}): **{vs:,.0f}×**",
                 "≥ 100× Rich", vs >= 100)
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
    parser.add_argument("--lipgloss", help="Benchmarks/lipgloss_replay.go, built")
    parser.add_argument("--hello", help="Benchmarks/hello_foundation.swift, built static: the start-up reference")
    parser.add_argument("--hello-plain", help="Benchmarks/hello.swift, built static")
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
    suite.startup_hello()
    suite.interactive()
    suite.preview()
    suite.replay()
    suite.peer()
    suite.watches()
    suite.completion()
    suite.tree_layout()
    suite.tour()
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
