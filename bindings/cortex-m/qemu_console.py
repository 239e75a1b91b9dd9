#!/usr/bin/env python3
"""Play the micro:bit v1 image under QEMU (`-machine microbit`) through its serial console.

    qemu_console.py ELF [--matrix EXPECTED] [--then LINE] TRANSCRIPT...

For each transcript: start QEMU, type the transcript's inputs (what follows each prompt on its
line) one line at a time, each after the firmware has asked for it, and compare everything the
console shows with the transcript, byte for byte (line ends as CR LF on the wire, LF in the
files). With --matrix, first read the GPIO output register through the QEMU monitor while the
menu is shown, many times, and compare the values seen with the pin patterns that the host
computed for that frame (EXPECTED, one hex value a line): every value seen must be one of them,
and each of them must be seen. With --then, type LINE after the last transcript's inputs and
print what the console answers (`stack` reports the peak stack).

Exits 0 when everything matches, 1 otherwise (printing the first difference).
"""

import os
import re
import socket
import subprocess
import sys
import tempfile
import time

PROMPTS = ("Game [quixo, tictactoe]: ", "Your move [R1 C1 R2 C2]: ", "Your square [0 - 8]: ")
GPIO_OUT = 0x50000504  # nRF51 P0.OUT
TIMEOUT = 60  # seconds for one reply (the computer's Quixo search runs under emulation)
SAMPLES = 400


def inputs(transcript):
    """The lines typed: what follows a prompt on a complete line."""
    found = []
    for line in transcript.split("\n")[:-1]:
        for prompt in PROMPTS:
            if line.startswith(prompt):
                found.append(line[len(prompt):])
                break
    return found


def prompts(text):
    return sum(text.count(p) for p in PROMPTS)


class Machine:
    """QEMU running ELF, its serial port and monitor on Unix sockets."""

    def __init__(self, elf, directory):
        self.serial_path = os.path.join(directory, "serial")
        self.monitor_path = os.path.join(directory, "monitor")
        self.qemu = subprocess.Popen(
            ["qemu-system-arm", "-machine", "microbit", "-display", "none",
             "-chardev", f"socket,id=serial,path={self.serial_path},server=on,wait=on",
             "-serial", "chardev:serial",
             "-monitor", f"unix:{self.monitor_path},server=on,wait=off",
             "-kernel", elf],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self.serial = self._connect(self.serial_path)
        self.monitor = self._connect(self.monitor_path)
        self.received = b""
        self._monitor_command("")

    def _connect(self, path):
        deadline = time.monotonic() + 10
        while True:
            try:
                s = socket.socket(socket.AF_UNIX)
                s.connect(path)
                return s
            except OSError:
                if time.monotonic() > deadline or self.qemu.poll() is not None:
                    raise RuntimeError(f"QEMU did not start: {self.qemu.stderr.read().decode()}")
                time.sleep(0.05)

    def text(self):
        return self.received.decode("ascii", errors="replace").replace("\r\n", "\n")

    def wait_for_prompts(self, count):
        """Read the console until it has shown `count` prompts in all."""
        deadline = time.monotonic() + TIMEOUT
        self.serial.settimeout(0.5)
        while prompts(self.text()) < count:
            if time.monotonic() > deadline:
                raise RuntimeError("timed out waiting for the console")
            try:
                chunk = self.serial.recv(4096)
            except socket.timeout:
                continue
            if not chunk:
                raise RuntimeError("the console closed")
            self.received += chunk

    def type(self, line):
        self.serial.sendall(line.encode("ascii") + b"\r")

    def _monitor_command(self, command):
        self.monitor.settimeout(10)
        self.monitor.sendall(command.encode() + b"\n")
        reply = b""
        while not reply.endswith(b"(qemu) "):
            reply += self.monitor.recv(4096)
        return reply.decode(errors="replace")

    def read_word(self, address):
        reply = self._monitor_command(f"xp /1wx {address:#x}")
        match = re.search(r"[0-9a-f]+: (0x[0-9a-f]{8})", reply)
        if not match:
            raise RuntimeError(f"unexpected monitor reply: {reply!r}")
        return int(match.group(1), 16)

    def close(self):
        self.qemu.kill()
        self.qemu.wait()
        self.serial.close()
        self.monitor.close()


def first_difference(got, expected):
    for i, (a, b) in enumerate(zip(got, expected)):
        if a != b:
            break
    else:
        i = min(len(got), len(expected))
    line = expected.count("\n", 0, i) + 1
    return (f"first difference at byte {i} (line {line}):\n"
            f"  expected: {expected[max(0, i - 80):i + 80]!r}\n"
            f"  got:      {got[max(0, i - 80):i + 80]!r}")


def check_matrix(machine, expected_file):
    """Sample P0.OUT while the menu shows its icon; compare with the host's patterns."""
    lines = [l for l in open(expected_file).read().splitlines() if l and not l.startswith("#")]
    mask = int(lines[0].split()[1], 16)
    expected = {int(l, 16) for l in lines[1:]}
    seen = {}
    for _ in range(SAMPLES):
        value = machine.read_word(GPIO_OUT) & mask
        seen[value] = seen.get(value, 0) + 1
    stray = sorted(set(seen) - expected)
    missing = sorted(expected - set(seen))
    print(f"matrix: {SAMPLES} reads of P0.OUT, {len(seen)} distinct patterns, "
          f"{len(expected)} expected")
    if stray or missing:
        print("matrix: FAIL: seen but not expected " + " ".join(f"{v:#06x}" for v in stray)
              + "; expected but not seen " + " ".join(f"{v:#06x}" for v in missing))
        return False
    return True


def play(elf, transcript_file, matrix_file, then=None):
    transcript = open(transcript_file).read()
    typed = inputs(transcript)
    with tempfile.TemporaryDirectory() as directory:
        machine = Machine(elf, directory)
        try:
            start = time.monotonic()
            machine.wait_for_prompts(1)
            ok = check_matrix(machine, matrix_file) if matrix_file else True
            for n, line in enumerate(typed):
                machine.type(line)
                machine.wait_for_prompts(n + 2)
            got = machine.text()
            if then is not None:
                machine.type(then)
                machine.wait_for_prompts(len(typed) + 2)
                answer = machine.text()[len(got) + len(then) + 1:]
                print(answer[:answer.rfind("\n") + 1], end="")
        except RuntimeError as error:
            got = machine.text()
            print(f"{transcript_file}: FAIL: {error}\n" + first_difference(got, transcript))
            return False
        finally:
            machine.close()
    name = os.path.basename(transcript_file)
    if got != transcript:
        print(f"{name}: FAIL: the console differs from the transcript\n"
              + first_difference(got, transcript))
        return False
    print(f"{name}: {len(typed)} lines typed, {len(got)} bytes shown, identical "
          f"({time.monotonic() - start:.1f} s under QEMU)")
    return ok


def main(argv):
    args = argv[1:]
    options = {}
    for option in ("--matrix", "--then"):
        if option in args:
            i = args.index(option)
            options[option] = args[i + 1]
            del args[i:i + 2]
    elf, transcripts = args[0], args[1:]
    last = len(transcripts) - 1
    results = [play(elf, t, options.get("--matrix") if i == 0 else None,
                    options.get("--then") if i == last else None)
               for i, t in enumerate(transcripts)]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
