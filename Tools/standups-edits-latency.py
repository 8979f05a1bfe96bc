#!/usr/bin/env python3
"""Edit latency in Standups with many standups and many tabs open, as issue 34 asks ("any
edit's p99 at most 50 ms with 20 tabs open" at 10,000 standups), for the file store and for
PostgreSQL.

    swift build -c release --product standups && cp .build/release/standups /tmp/m-bin/
    python3 Tools/standups-edits-latency.py --binary /tmp/m-bin/standups \
        --store file --standups 10000 --tabs 20 --rounds 80

No browser and no third-party package: each tab is a session opened the way the browser
client opens one (GET the page, read its session and secret, attach a WebSocket to
`/_cairn/socket`), driven with the frames the client sends (`event` click/input with a `seq`,
`popstate` to go to a link, `resync` for the whole screen). One tab edits; the other tabs show
the list (`/`, the first window of the lazy list).

Each round makes three edits through the screens a person uses:
  rename  go to /standups/<id>/edit, type the title into the sheet's Title field, click Done
          (one of the first 10 standups, which every other tab shows);
  add     go to /standups/new, type a title, click Add (appended: the other tabs' lists show
          one more hidden row);
  delete  go to /standups/<id>, click Delete, then Yes (a standup in the other tabs' window,
          which then draws the next one in its place).
Latency of an edit: from sending the last click (Done, Add, Yes) until the editing tab has
the update that shows it (the heading with the new title; the add sheet closed; the list
again). Fan-out: from the same moment until each other tab receives its first update
afterwards (for a rename, the first holding the new title). The editing tab's navigation and
typing are not measured.

The standups are written before the server starts: the sample data is loaded through the app
once (so the data has the app's own format), then `--standups` copies of one sample standup
with new ids go into the file (or, for PostgreSQL, straight into `cairn_shared_rows`). With
`--processes 2` (PostgreSQL only) the other tabs are split over two `standups` processes
sharing the database, so the fan-out includes the other process hearing the change.

It also reports the first page's size and serve time, and the server's resident memory
before and after the tabs open (per tab).
"""
import argparse, asyncio, base64, html, json, os, re, shutil, statistics, struct, subprocess
import sys, tempfile, time, urllib.request, uuid

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def progress(message):
    print(f"  [{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


# ---- A small WebSocket client (RFC 6455, text frames, no extensions) -----------------------


class Socket:
    def __init__(self, reader, writer):
        self.reader, self.writer = reader, writer

    @classmethod
    async def connect(cls, host, port, path):
        reader, writer = await asyncio.open_connection(host, port)
        key = base64.b64encode(os.urandom(16)).decode()
        writer.write((f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                      f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                      f"Sec-WebSocket-Version: 13\r\nOrigin: http://{host}:{port}\r\n\r\n").encode())
        head = await reader.readuntil(b"\r\n\r\n")
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError(f"socket refused: {head[:200]!r}")
        return cls(reader, writer)

    def send(self, text):
        payload = text.encode()
        mask = os.urandom(4)
        length = len(payload)
        if length < 126:
            head = struct.pack("!BB", 0x81, 0x80 | length)
        elif length < 65536:
            head = struct.pack("!BBH", 0x81, 0x80 | 126, length)
        else:
            head = struct.pack("!BBQ", 0x81, 0x80 | 127, length)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.writer.write(head + mask + masked)

    async def receive(self):
        """The next whole text message, or None once the socket closed."""
        parts = []
        while True:
            first, second = await self.reader.readexactly(2)
            opcode, length = first & 0x0F, second & 0x7F
            if length == 126:
                (length,) = struct.unpack("!H", await self.reader.readexactly(2))
            elif length == 127:
                (length,) = struct.unpack("!Q", await self.reader.readexactly(8))
            payload = await self.reader.readexactly(length)
            if opcode == 8:
                return None
            if opcode == 9:  # ping: answer with a pong carrying the same bytes
                mask = os.urandom(4)
                self.writer.write(struct.pack("!BB", 0x8A, 0x80 | len(payload)) + mask
                                  + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
                continue
            if opcode in (1, 0):
                parts.append(payload)
                if first & 0x80:
                    return b"".join(parts).decode()

    def close(self):
        self.writer.close()


# ---- Reading a page -------------------------------------------------------------------------


def meta(name, text):
    match = re.search(rf'<meta name="{name}" content="([^"]*)"', text)
    return match and match.group(1)


def attributes(tag):
    return {k: html.unescape(v) for k, v in re.findall(r'([\w:-]+)="([^"]*)"', tag)}


def controls(text):
    """Buttons by label ({label: click handler}) and text fields by aria-label ({label: input
    handler}) in an HTML fragment; later ones win."""
    buttons, fields = {}, {}
    for match in re.finditer(r"<button\b([^>]*)>(.*?)</button>", text, re.S):
        found = attributes(match.group(1))
        handler = found.get("data-on-click")
        if not handler:
            continue
        label = html.unescape(re.sub(r"<[^>]*>", "", match.group(2))).strip()
        for name in {label, found.get("aria-label", "")} - {""}:
            buttons[name] = handler
    for match in re.finditer(r"<input\b([^>]*)>", text):
        found = attributes(match.group(1))
        if found.get("data-on-input") and found.get("aria-label"):
            fields[found["aria-label"]] = found["data-on-input"]
    return buttons, fields


def fragments(frame):
    """The HTML strings an update or reset frame carries."""
    if frame.get("type") == "reset":
        return [frame.get("html", "")]
    return [part for op in frame.get("ops", []) for part in op if isinstance(part, str)
            and "<" in part]


class Tab:
    """One session, attached like the browser client, recording every frame it receives."""

    def __init__(self, base):
        self.base = base
        self.seq = 0
        self.frames = []  # (arrival, text)
        self.waiters = []
        self.buttons, self.fields = {}, {}

    async def open(self, path="/"):
        started = time.perf_counter()
        page = await asyncio.to_thread(lambda: urllib.request.urlopen(self.base + path).read())
        self.page_seconds = time.perf_counter() - started
        self.page_bytes = len(page)
        text = page.decode()
        self.buttons, self.fields = controls(text)
        session, secret = meta("cairn-session", text), meta("cairn-secret", text)
        host, port = self.base.split("//")[1].split(":")
        self.socket = await Socket.connect(host, int(port), f"/_cairn/socket?session={session}")
        self.socket.send(json.dumps({"type": "attach", "session": session, "secret": secret}))
        self.reading = asyncio.create_task(self.read())

    async def read(self):
        while (text := await self.socket.receive()) is not None:
            now = time.perf_counter()
            self.frames.append((now, text))
            frame = json.loads(text)
            if frame.get("type") == "error":
                progress(f"error frame: {text[:200]}")
            for part in fragments(frame):
                buttons, fields = controls(part)
                self.buttons.update(buttons)
                self.fields.update(fields)
            for waiter in list(self.waiters):
                if waiter[0](frame, text) and not waiter[1].done():
                    waiter[1].set_result(now)

    async def until(self, condition, limit=10.0):
        """When a frame arrives for which condition(frame, text) holds, or None after limit."""
        future = asyncio.get_running_loop().create_future()
        waiter = (condition, future)
        self.waiters.append(waiter)
        try:
            return await asyncio.wait_for(future, limit)
        except asyncio.TimeoutError:
            return None
        finally:
            self.waiters.remove(waiter)

    def first_after(self, moment, needle=None):
        for arrival, text in self.frames:
            if arrival >= moment and (needle is None or needle in text):
                return arrival
        return None

    async def event(self, handler, event="click", value=None, wait=True):
        self.seq += 1
        seq = self.seq
        frame = {"type": "event", "handler": handler, "event": event, "seq": seq}
        if value is not None:
            frame["value"] = value
        acked = self.until(lambda f, _: (f.get("ack") or 0) >= seq)
        waiting = asyncio.ensure_future(acked)
        sent = time.perf_counter()
        self.socket.send(json.dumps(frame))
        if not wait:
            return sent, waiting
        return sent, await waiting

    async def go(self, path, wanted):
        """Goes to `path` (as back/forward would), then reads the whole screen (resync) until
        it has the control `wanted` (a button label or a field's aria-label)."""
        self.buttons, self.fields = {}, {}
        for _ in range(50):
            self.socket.send(json.dumps({"type": "popstate", "url": path}))
            await asyncio.sleep(0.05)
            reset = self.until(lambda f, _: f.get("type") == "reset")
            self.socket.send(json.dumps({"type": "resync"}))
            await reset
            if wanted in self.buttons or wanted in self.fields:
                return
            await asyncio.sleep(0.05)
        raise RuntimeError(f"{path}: no {wanted} ({sorted(self.buttons)})")

    def close(self):
        self.reading.cancel()
        self.socket.close()


# ---- Servers and data -----------------------------------------------------------------------


def start_standups(binary, arguments):
    server = subprocess.Popen(
        [binary, "--port", "0", "--sessions-per-client", "200", "--connections-per-client", "300"]
        + arguments, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    for line in server.stdout:
        match = re.search(r"http://127\.0\.0\.1:(\d+)\D", line + " ")
        if match:
            import threading
            threading.Thread(target=server.stdout.read, daemon=True).start()
            return server, f"http://127.0.0.1:{match.group(1)}"
    sys.exit(f"standups {' '.join(arguments)} did not start")


def stop_standups(server):
    server.terminate()
    try:
        server.wait(timeout=20)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()


def rss(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


async def load_samples(base):
    tab = Tab(base)
    await tab.open("/")
    await asyncio.sleep(0.2)
    await tab.event(tab.buttons["Load sample data"])
    await asyncio.sleep(0.5)
    tab.close()


def copies(sample, count):
    made = []
    for n in range(1, count + 1):
        copy = json.loads(json.dumps(sample))
        copy["id"] = str(uuid.uuid4()).upper()
        copy["title"] = f"Standup {n:05d}"
        made.append(copy)
    return made


def seed_file(binary, count):
    data = tempfile.mkdtemp(prefix="cairn-m-file-")
    path = os.path.join(data, "standups.json")
    server, base = start_standups(binary, ["--data-dir", data])
    asyncio.run(load_samples(base))
    deadline = time.monotonic() + 20
    while not (os.path.exists(path) and "Engineering" in open(path).read()):
        if time.monotonic() > deadline:
            sys.exit("the samples never reached the file")
        time.sleep(0.1)
    stop_standups(server)
    with open(path) as file:
        samples = json.load(file)
    sample = next(s for s in samples if s["title"] == "Design")
    standups = copies(sample, count)
    with open(path, "w") as file:
        json.dump(standups, file, indent=2, sort_keys=True)
    return data, [s["id"] for s in standups]


def seed_postgres(binary, cluster, count):
    server, base = start_standups(binary, ["--database", cluster.url, "--instance", "seed"])
    asyncio.run(load_samples(base))
    deadline = time.monotonic() + 20
    while "Design" not in cluster.titles():
        if time.monotonic() > deadline:
            sys.exit("the samples never reached the database")
        time.sleep(0.1)
    stop_standups(server)
    rows = cluster.query("SELECT data FROM cairn_shared_rows WHERE data->>'title' = 'Design'")
    sample = json.loads(rows[0][0])
    cluster.query("DELETE FROM cairn_shared_rows WHERE collection = 'standups'")
    standups = copies(sample, count)
    folder = tempfile.mkdtemp(prefix="cairn-m-copy-")
    os.chmod(folder, 0o755)
    copy_file = os.path.join(folder, "rows.csv")
    with open(copy_file, "w") as out:
        for position, standup in enumerate(standups):
            data = json.dumps(standup).replace('"', '""')
            out.write(f'standups,{standup["id"]},{position},"{data}"\n')
    os.chmod(copy_file, 0o644)
    cluster.query(f"\\copy cairn_shared_rows (collection, id, position, data) FROM '{copy_file}' "
                  "WITH (FORMAT csv)")
    shutil.rmtree(folder, ignore_errors=True)
    stored = cluster.query("SELECT count(*) FROM cairn_shared_rows WHERE collection='standups'")
    progress(f"database holds {stored[0][0]} standups")
    return [s["id"] for s in standups]


# ---- The measurement ------------------------------------------------------------------------


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def summary(values):
    if not values:
        return "none"
    ms = [v * 1000 for v in values]
    return (f"n {len(ms)}, p50 {percentile(ms, .5):.1f} ms, p99 {percentile(ms, .99):.1f} ms, "
            f"max {max(ms):.1f} ms")


async def loaded(base, title, seconds=120):
    """Waits until a fresh page on `base` lists `title` (the store has loaded)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        page = await asyncio.to_thread(lambda: urllib.request.urlopen(base + "/").read())
        if title.encode() in page:
            return
        await asyncio.sleep(0.2)
    sys.exit(f"{base} never listed {title}")


async def measure(bases, pids, ids, tabs, rounds, warmup, limit):
    for base in bases:
        await loaded(base, "Standup 00001")
    editor = Tab(bases[0])
    await editor.open("/")
    first = editor
    await asyncio.sleep(0.5)
    rss_before = [rss(pid) for pid in pids]
    others = []
    for n in range(tabs - 1):
        tab = Tab(bases[n % len(bases)])
        await tab.open("/")
        others.append(tab)
    await asyncio.sleep(1.0)
    rss_after = [rss(pid) for pid in pids]
    progress(f"{tabs} tabs open; first page {first.page_bytes} bytes in "
             f"{first.page_seconds * 1000:.1f} ms")
    results = {"rename": [], "add": [], "delete": []}
    fanout = {"rename": [], "add": [], "delete": []}
    slowest = {"rename": [], "add": [], "delete": []}
    missed = 0
    deleting = 20
    for round_number in range(warmup + rounds):
        counted = round_number >= warmup
        if round_number % 10 == 0:
            progress(f"round {round_number}")
        for kind in ("rename", "add", "delete"):
            if kind == "rename":
                target = ids[round_number % 10]
                title = f"Renamed {round_number:04d}"
                await editor.go(f"/standups/{target}/edit", "Title")
                await editor.event(editor.fields["Title"], "input", title)
                click = editor.buttons["Done"]
                needle = title
            elif kind == "add":
                title = f"Added {round_number:04d}"
                await editor.go("/standups/new", "Title")
                await editor.event(editor.fields["Title"], "input", title)
                click = editor.buttons["Add"]
                needle = None
            else:
                target = ids[deleting]
                deleting += 1
                await editor.go(f"/standups/{target}", "Delete")
                await editor.event(editor.buttons["Delete"])
                for _ in range(100):
                    if "Yes" in editor.buttons:
                        break
                    await asyncio.sleep(0.01)
                click = editor.buttons["Yes"]
                needle = None
            await asyncio.sleep(0.05)  # let the typing's own updates reach every tab first
            sent, acked = await editor.event(click)
            # The edit is done in its own tab when the screen shows it: the heading with the
            # new title, the closed add sheet (the acknowledgement), the list again after a
            # deletion (whose alert action runs after the click is acknowledged).
            shown = {"rename": title if kind == "rename" else None, "add": None,
                     "delete": '["replaceURL","/"]'}[kind]
            if acked is not None and shown is not None:
                deadline = time.perf_counter() + limit
                while (acked := editor.first_after(sent, shown)) is None and \
                        time.perf_counter() < deadline:
                    await asyncio.sleep(0.002)
            if acked is None:
                missed += 1
                progress(f"{kind}: no acknowledgement within the limit")
                continue
            spread = []
            deadline = time.perf_counter() + limit
            for tab in others:
                while (arrival := tab.first_after(sent, needle)) is None and \
                        time.perf_counter() < deadline:
                    await asyncio.sleep(0.005)
                if arrival is None:
                    missed += 1
                else:
                    spread.append(arrival - sent)
            if counted:
                results[kind].append(acked - sent)
                fanout[kind].extend(spread)
                if spread:
                    slowest[kind].append(max(spread))
    await asyncio.sleep(0.5)
    rss_end = [rss(pid) for pid in pids]
    for tab in [editor] + others:
        tab.close()
    return {"results": results, "fanout": fanout, "slowest": slowest, "missed": missed,
            "expected": len(ids) + warmup + rounds - (warmup + rounds),
            "renamed": {ids[n % 10]: f"Renamed {n:04d}" for n in range(warmup + rounds)},
            "rss_before": rss_before, "rss_after": rss_after, "rss_end": rss_end,
            "page_bytes": first.page_bytes, "page_ms": first.page_seconds * 1000}


def report(name, figures, tabs):
    print(f"{name}:")
    print(f"  first page {figures['page_bytes'] / 1024:.1f} KiB, served in "
          f"{figures['page_ms']:.1f} ms (GET to last byte, once the store has loaded)")
    everything = [v for values in figures["results"].values() for v in values]
    spread = [v for values in figures["fanout"].values() for v in values]
    slowest = [v for values in figures["slowest"].values() for v in values]
    print(f"  every edit, last click -> its acknowledging update: {summary(everything)}")
    for kind, values in figures["results"].items():
        print(f"    {kind:6}: {summary(values)}; to the other tabs: {summary(figures['fanout'][kind])}")
    print(f"  fan-out, each of the other {tabs - 1} tabs receives the change: {summary(spread)}")
    print(f"  fan-out, the last of the other tabs per edit: {summary(slowest)}")
    print(f"  missed (no answer within the limit): {figures['missed']}")
    for before, after, end in zip(figures["rss_before"], figures["rss_after"], figures["rss_end"]):
        print(f"  server RSS with one tab {before / 1048576:.1f} MiB, with {tabs} tabs "
              f"{after / 1048576:.1f} MiB ({(after - before) / max(tabs - 1, 1) / 1024:.0f} KiB "
              f"per further tab), after the edits {end / 1048576:.1f} MiB")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default="/tmp/m-bin/standups")
    parser.add_argument("--store", default="file", choices=["file", "postgres"])
    parser.add_argument("--standups", type=int, default=10000)
    parser.add_argument("--tabs", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=70, help="rounds of rename, add, delete")
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--limit", type=float, default=10)
    parser.add_argument("--processes", type=int, default=1, choices=[1, 2])
    arguments = parser.parse_args()
    print(f"{arguments.binary}, {arguments.store}, {arguments.standups} standups, "
          f"{arguments.tabs} tabs, {arguments.rounds} rounds of 3 edits after "
          f"{arguments.warmup}, {arguments.processes} process(es), {os.cpu_count()} cores")
    servers, folder, cluster = [], None, None
    try:
        if arguments.store == "file":
            folder, ids = seed_file(arguments.binary, arguments.standups)
            servers = [start_standups(arguments.binary, ["--data-dir", folder])]
        else:
            from importlib import util
            spec = util.spec_from_file_location(
                "latency", os.path.join(ROOT, "Tools", "standups-sharing-latency.py"))
            latency = util.module_from_spec(spec)
            try:
                spec.loader.exec_module(latency)
            except ImportError:
                sys.exit("Tools/standups-sharing-latency.py needs selenium for its imports")
            cluster = latency.Cluster()
            ids = seed_postgres(arguments.binary, cluster, arguments.standups)
            servers = [start_standups(arguments.binary, [
                "--database", cluster.url, "--instance", tag])
                for tag in ["a", "b"][:arguments.processes]]
        figures = asyncio.run(measure(
            [base for _, base in servers], [server.pid for server, _ in servers], ids,
            arguments.tabs, arguments.rounds, arguments.warmup, arguments.limit))
        report(f"{arguments.store}, {arguments.standups} standups, {arguments.processes} "
               "process(es)", figures, arguments.tabs)
        for server, _ in servers:
            stop_standups(server)
        servers = []
        if arguments.store == "file":
            with open(os.path.join(folder, "standups.json")) as file:
                stored = {s["id"]: s["title"] for s in json.load(file)}
        else:
            stored = dict(cluster.query(
                "SELECT id, data->>'title' FROM cairn_shared_rows WHERE collection='standups'"))
        kept = all(stored.get(i) == t for i, t in figures["renamed"].items())
        print(f"  after the servers stopped the store holds {len(stored)} standups (expected "
              f"{figures['expected']}: as many added as deleted) and every last rename: {kept}")
    finally:
        for server, _ in servers:
            stop_standups(server)
        if folder:
            shutil.rmtree(folder, ignore_errors=True)
        if cluster:
            cluster.stop()


if __name__ == "__main__":
    main()
