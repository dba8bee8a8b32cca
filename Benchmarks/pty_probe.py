#!/usr/bin/env python3
"""Times tileshell's interactive session in a pseudo-terminal, as a user at a terminal feels it.

For each of N sessions, started with no arguments on a fresh 80x24 pty in a session of its own:
  first prompt   from spawning the process to the prompt's bytes arriving
  key echo       from writing one key to the master to the key's byte coming back
  enter to tile  from writing Enter after 'tile apple 100' to the tile's last row arriving
The session then gets Ctrl-D; one that does not exit within a second is killed.

    pty_probe.py BINARY [--sessions N] [--prompt TEXT]      prints one JSON object
    pty_probe.py BINARY --tour [--sessions N]               `tileshell learn 1.1`: Enter to the check's ✓
"""
import argparse
import fcntl
import json
import os
import select
import shutil
import signal
import statistics
import struct
import tempfile
import termios
import time

COMMAND = "tile apple 100"
TILE_BOTTOM = "╰".encode()


class Session:
    def __init__(self, binary, env, argv=None):
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.master = master
        self.started = time.perf_counter_ns()
        self.pid = os.posix_spawn(
            binary, argv or [binary], env,
            file_actions=[(os.POSIX_SPAWN_DUP2, slave, 0), (os.POSIX_SPAWN_DUP2, slave, 1),
                          (os.POSIX_SPAWN_DUP2, slave, 2), (os.POSIX_SPAWN_CLOSE, master)],
            setsid=True)
        os.close(slave)
        self.seen = b""

    def wait_for(self, needle, since, start=None, deadline=5.0):
        """Nanoseconds from `since` until `needle` appears in the output from offset `start`
        (by default, output read after the call began)."""
        start = len(self.seen) if start is None else start
        poller = select.poll()
        poller.register(self.master, select.POLLIN)
        limit = time.perf_counter_ns() + int(deadline * 1e9)
        while needle not in self.seen[start:]:
            left = (limit - time.perf_counter_ns()) / 1e6
            if left <= 0:
                raise TimeoutError(f"no {needle!r} within {deadline} s; saw {self.seen[start:][-200:]!r}")
            if poller.poll(left):
                try:
                    self.seen += os.read(self.master, 65536)
                except OSError as e:  # EIO: the child has gone
                    raise TimeoutError(f"session ended waiting for {needle!r}: {e}") from e
        return time.perf_counter_ns() - since

    def send(self, data):
        stamp = time.perf_counter_ns()
        os.write(self.master, data)
        return stamp

    def close(self, key=b"\x04"):
        try:
            os.write(self.master, key)
        except OSError:
            pass
        limit = time.monotonic() + 1.0
        while time.monotonic() < limit:
            pid, _ = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                break
            try:  # keep draining so the child never blocks on a full pty
                if select.select([self.master], [], [], 0.01)[0]:
                    os.read(self.master, 65536)
            except OSError:
                pass
        else:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        os.close(self.master)


def probe(binary, sessions, prompt):
    # A home of its own: no ~/.editrc is read and no history line is left in the user's file.
    home = tempfile.mkdtemp(prefix="tileshell-pty-")
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "xterm-256color", "LANG": "C.UTF-8",
           "HOME": home, "XDG_STATE_HOME": os.path.join(home, "state")}
    first, echo, enter = [], [], []
    for _ in range(sessions):
        s = Session(binary, env)
        try:
            first.append(s.wait_for(prompt.encode(), s.started))
            time.sleep(0.02)  # let the line editor settle into raw mode before typing
            for ch in COMMAND:
                echo.append(s.wait_for(ch.encode(), s.send(ch.encode())))
            mark = len(s.seen)
            enter.append(s.wait_for(TILE_BOTTOM, s.send(b"\r")))
            s.wait_for(prompt.encode(), time.perf_counter_ns(), start=mark)
        finally:
            s.close()
    shutil.rmtree(home, ignore_errors=True)
    ms = lambda ns: round(ns / 1e6, 3)  # noqa: E731
    echo.sort()
    return {
        "sessions": sessions,
        "first_prompt_ms": ms(statistics.median(first)),
        "key_echo_p50_ms": ms(statistics.median(echo)),
        "key_echo_p99_ms": ms(echo[min(len(echo) - 1, int(0.99 * len(echo)))]),
        "enter_to_tile_ms": ms(statistics.median(enter)),
    }


def tour(binary, sessions):
    """`tileshell learn 1.1` on a fresh pty with a progress file of its own: from Enter after the
    first step's solution to the check's ✓ line arriving, median over `sessions`."""
    home = tempfile.mkdtemp(prefix="tileshell-tour-")
    checks = []
    try:
        for n in range(sessions):
            state = os.path.join(home, f"state-{n}")  # NB: no progress, so every session starts at step 1
            env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "xterm-256color", "LANG": "C.UTF-8",
                   "HOME": home, "XDG_STATE_HOME": state}
            s = Session(binary, env, [binary, "learn", "1.1"])
            try:
                s.wait_for(b"step 1/3] tileshell> ", s.started)
                time.sleep(0.02)
                for ch in COMMAND:
                    s.wait_for(ch.encode(), s.send(ch.encode()))
                checks.append(s.wait_for("✓".encode(), s.send(b"\r")))
                s.wait_for(b"step 2/3] tileshell> ", time.perf_counter_ns())
            finally:
                s.close()
    finally:
        shutil.rmtree(home, ignore_errors=True)
    checks.sort()
    return {"sessions": sessions, "entry_to_check_ms": round(statistics.median(checks) / 1e6, 3),
            "entry_to_check_max_ms": round(checks[-1] / 1e6, 3)}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--sessions", type=int, default=20)
    parser.add_argument("--prompt", default="tileshell> ")
    parser.add_argument("--tour", action="store_true", help="time `tileshell learn 1.1`'s check instead")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    print(json.dumps(tour(binary, args.sessions) if args.tour else probe(binary, args.sessions, args.prompt)))


if __name__ == "__main__":
    main()
