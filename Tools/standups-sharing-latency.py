#!/usr/bin/env python3
"""How long an edit made in one Standups tab takes to show up in another tab, and how many
edits per second the app's path sustains: with the standups in PostgreSQL and the tabs on two
`standups` processes, and with the standups in the file and all tabs on one process.

    swift build -c release --product standups   # or a debug build, given with --binary
    pip install selenium                        # once; needs Debian's chromium and chromium-driver
    python3 Tools/standups-sharing-latency.py [--edits 300] [--store postgres|file|both]

For each store it starts what it needs on free ports: a throwaway PostgreSQL cluster with
`fsync` on, as a production server runs (`initdb` in a temporary folder, run as `nobody` when
this is root), and two processes, `standups --database postgres://… --instance a|b`, straight
(no proxy); or a fresh data folder and one process. The sample standups are loaded through
the app, then (with no process running) six copies of "Design", "Team 01" to "Team 06", are
written straight into the table or the file for the rate run. Only then do the processes
start, so every edit measured edits a standup every process already holds (what a standup
added on one process does on the other is not measured here).

Latency: tab A (a headless Chromium on process a) renames "Engineering" through its edit
sheet (Edit, type the title, Done: the path a person takes), one edit at a time; tab B (a
second Chromium, on process b) shows the same standup, and the next edit starts only once tab
B has shown the previous one or `--limit` seconds have passed (then it counts as not shown).
Tab B notes, in a MutationObserver, when each title first appears on its page. Latency is
from the moment tab A clicks Done to that moment, both read from the machine's clock
(`performance.timeOrigin + performance.now()` in each browser; the offset between the two
browsers' clocks is measured and printed), so it holds everything: tab A's event to its
process, the save (a transaction and a NOTIFY, or the file key), the other process hearing it
and reading the row, rendering, the patch to tab B and tab B applying it. The first
`--warmup` edits are not counted.

Rate: then `--windows` windows in each browser (half on each process for PostgreSQL) each
rename a "Team" standup of their own as fast as their page answers, all at once, for
`--seconds`; the rate is all edits over the time from the first start to the last edit
answered. Every edit is a save through the app's real path (PostgreSQL: a transaction per
save, saves that wait behind one are merged into the next; the row writes are counted). An
edit its own window never shows within `--limit` seconds is reported by title. Afterwards
the tool checks that the store, and a fresh tab on every process, hold what every window
shows.
"""
import argparse, json, os, pwd, re, shutil, socket, statistics, subprocess, sys, tempfile
import threading, time, uuid

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def postgres_bin():
    base = "/usr/lib/postgresql"
    if not os.path.isdir(base):
        sys.exit("PostgreSQL is not installed (apt-get install postgresql)")
    for version in sorted(os.listdir(base), key=lambda v: -int(v) if v.isdigit() else 0):
        folder = os.path.join(base, version, "bin")
        if os.path.exists(os.path.join(folder, "initdb")):
            return folder
    sys.exit("PostgreSQL is not installed (apt-get install postgresql)")


class Cluster:
    """A throwaway cluster: initdb in a temporary folder, postgres on a loopback port."""

    def __init__(self):
        self.bin = postgres_bin()
        self.folder = tempfile.mkdtemp(prefix="cairn-measure-pg-")
        self.port = free_port()
        self.prefix = []
        if os.getuid() == 0:  # initdb and postgres refuse to run as root
            nobody = pwd.getpwnam("nobody")
            os.chown(self.folder, nobody.pw_uid, nobody.pw_gid)
            self.prefix = ["setpriv", f"--reuid={nobody.pw_uid}", f"--regid={nobody.pw_gid}",
                           "--clear-groups"]
        data = os.path.join(self.folder, "data")
        subprocess.run(self.prefix + [f"{self.bin}/initdb", "-D", data, "-U", "cairn",
                                      "--auth=trust", "--encoding=UTF8", "--locale=C"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.log = open(os.path.join(self.folder, "postgres.log"), "w")
        self.server = subprocess.Popen(
            self.prefix + [f"{self.bin}/postgres", "-D", data, "-k", self.folder,
                           "-p", str(self.port), "-c", "listen_addresses=127.0.0.1"],
            stdout=self.log, stderr=self.log)
        deadline = time.monotonic() + 30
        while "ready to accept connections" not in open(self.log.name).read():
            if time.monotonic() > deadline or self.server.poll() is not None:
                sys.exit("postgres did not start: " + open(self.log.name).read())
            time.sleep(0.05)
        self.url = f"postgres://cairn@127.0.0.1:{self.port}/postgres"

    def query(self, sql):
        """Rows of `sql`, columns split at `|` (an empty list while the table is missing)."""
        done = subprocess.run(
            [f"{self.bin}/psql", "--no-psqlrc", "-X", "-q", "-A", "-t", "-h", "127.0.0.1",
             "-p", str(self.port), "-U", "cairn", "-d", "postgres", "-c", sql],
            capture_output=True, text=True)
        if done.returncode != 0:
            return []
        return [line.split("|") for line in done.stdout.splitlines() if line]

    def titles(self):
        return {row[0] for row in self.query(
            "SELECT data->>'title' FROM cairn_shared_rows WHERE collection = 'standups'")}

    def row_writes(self):
        rows = self.query(
            "SELECT coalesce(sum(version), 0) FROM cairn_shared_rows "
            "WHERE collection = 'standups'")
        return int(rows[0][0]) if rows else 0

    def stop(self):
        self.server.terminate()
        self.server.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


def start_standups(binary, arguments):
    server = subprocess.Popen([binary, "--port", "0"] + arguments,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    for line in server.stdout:
        match = re.search(r"http://127\.0\.0\.1:(\d+)\D", line + " ")
        if match:
            # Keep reading what it prints, so a full pipe never blocks it.
            threading.Thread(target=server.stdout.read, daemon=True).start()
            return server, f"http://127.0.0.1:{match.group(1)}"
    sys.exit(f"standups {' '.join(arguments)} did not start")


def stop_standups(server):
    server.terminate()
    try:
        server.wait(timeout=15)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--window-size=900,900"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(120)
    return driver


def progress(message):
    print(f"  [{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def wait(driver, script, seconds=30):
    WebDriverWait(driver, seconds, poll_frequency=0.02).until(
        lambda d: d.execute_script("return " + script))


def wait_for(what, condition, seconds=30, fatal=True):
    """Whether `condition` came true within `seconds` (if not and `fatal`, the run ends)."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            if fatal:
                sys.exit(f"gave up waiting: {what}")
            progress(f"gave up waiting: {what}")
            return False
        time.sleep(0.05)
    return True


CONNECTED = "document.documentElement.dataset.cairnConnected === 'true'"

# Helpers every script below starts with.
PRELUDE = """
// Resolves with true once f() holds (checked on every change to the page), or with false
// after `limit` ms.
const until = (f, limit = 30000) => new Promise((resolve) => {
  if (f()) return resolve(true);
  const finish = (result) => { observer.disconnect(); clearInterval(timer); clearTimeout(stop); resolve(result); };
  const observer = new MutationObserver(() => { if (f()) finish(true); });
  observer.observe(document.documentElement,
    { subtree: true, childList: true, characterData: true, attributes: true });
  const timer = setInterval(() => { if (f()) finish(true); }, 100);
  const stop = setTimeout(() => finish(false), limit);
});
const sheet = () => document.querySelector('dialog.sheet[open]');
const button = (root, name) => [...root.querySelectorAll('button')].find((b) => b.textContent.trim() === name);
const heading = () => document.querySelector('h1') && document.querySelector('h1').innerText;
const now = () => performance.timeOrigin + performance.now();
// Renames the standup through its edit sheet; `shown` says whether this tab's heading then
// showed the new title within `limit` ms.
const rename = async (title, limit = 30000) => {
  button(document, 'Edit').click();
  await until(() => sheet() && sheet().querySelector("input[aria-label='Title']"));
  const input = sheet().querySelector("input[aria-label='Title']");
  input.value = title;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await until(() => !sheet().textContent.includes('A standup needs a title'));
  const sent = now();
  button(sheet(), 'Done').click();
  const shown = await until(() => !sheet() && heading() === title, limit);
  return { sent, acked: now(), shown };
};
"""

# Tab B: note when each title an edit gives ("edit 0001", …) first appears on
# the page (in a detail's heading or a row of the list), from a MutationObserver.
WATCH = """
window.cairnSeen = {};
window.cairnWaiters = [];
const note = () => {
  let fresh = false;
  for (const [title] of document.body.textContent.matchAll(/(?:edit|from [ab]) \\d{4}/g)) {
    if (!(title in window.cairnSeen)) {
      window.cairnSeen[title] = performance.timeOrigin + performance.now();
      fresh = true;
    }
  }
  if (fresh) window.cairnWaiters = window.cairnWaiters.filter((w) => !w());
};
new MutationObserver(note).observe(document.documentElement,
  { subtree: true, childList: true, characterData: true });
note();
"""

# Tab B: resolves with the moment `title` was first seen (at once if it already was), or with
# null if it has not shown within `arguments[1]` ms.
SEEN = """
const [title, limit, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
let finished = false;
const check = () => {
  if (finished) return true;
  if (!(title in window.cairnSeen)) return false;
  finished = true;
  done(window.cairnSeen[title]);
  return true;
};
if (!check()) {
  window.cairnWaiters.push(check);
  setTimeout(() => { if (!finished) { finished = true; done(null); } }, limit);
}
"""

# Tab A: one rename through the edit sheet.
EDIT_ONE = PRELUDE + """
const [title, done] = [arguments[0], arguments[arguments.length - 1]];
rename(title).then(done);
"""

# Any tab: renames its standup to "<prefix> 0001", "<prefix> 0002", … one after another, as
# fast as the page answers, for `arguments[1]` ms; it runs on after the script returns and
# leaves what it did in `window.cairnRate`.
RENAME_FOR = PRELUDE + """
const [prefix, duration, limit] = [arguments[0], arguments[1], arguments[2]];
window.cairnRate = null;
(async () => {
  const start = now();
  let count = 0, last = start, lost = [], stuck = false;
  while (now() - start < duration) {
    count += 1;
    window.cairnCount = count;
    const title = prefix + ' ' + String(count).padStart(4, '0');
    const result = await rename(title, limit);
    last = result.acked;
    if (!result.shown) {
      lost.push(title);
      if (sheet()) { stuck = true; break; }
    }
  }
  window.cairnRate = { count, start, last, lost, stuck, heading: heading() };
})();
"""

# The offset of this browser's `performance.timeOrigin + performance.now()` from the system
# clock (`Date.now()`, whole milliseconds, so averaged over many readings).
CLOCK_OFFSET = """
let sum = 0; const n = 2000;
for (let i = 0; i < n; i++) sum += performance.timeOrigin + performance.now() - Date.now();
return sum / n;
"""


def load_samples(driver, url):
    driver.get(url)
    wait(driver, CONNECTED)
    wait(driver, "document.body.textContent.includes('No standups yet.')")
    driver.find_element(By.XPATH, "//button[contains(., 'Load sample data')]").click()
    wait(driver, "document.body.textContent.includes('Engineering')")


def open_standup(driver, url, title):
    driver.get(url)
    wait(driver, CONNECTED)
    wait(driver, f"document.body.textContent.includes('{title}')")
    driver.find_element(By.XPATH, f"//a[contains(., '{title}')]").click()
    wait(driver, f"document.querySelector('h1') && document.querySelector('h1').innerText === '{title}'")
    wait(driver, CONNECTED)


def team(n):
    return f"Team {n:02d}"


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def latency(tab_a, tab_b, edits, warmup, limit):
    """Renames from tab A, one at a time, each until tab B shows it or `limit` seconds pass
    (then it counts as missed and the next edit starts)."""
    skew = tab_b.execute_script(CLOCK_OFFSET) - tab_a.execute_script(CLOCK_OFFSET)
    tab_b.execute_script(WATCH)
    seen, own, missed = [], [], []
    for n in range(1, warmup + edits + 1):
        title = "edit " + str(n).zfill(4)
        if n % 50 == 1 or os.environ.get("VERBOSE"):
            progress(f"latency: edit {n}")
        times = tab_a.execute_async_script(EDIT_ONE, title)
        shown = tab_b.execute_async_script(SEEN, title, limit * 1000)
        if n <= warmup:
            continue
        own.append(times["acked"] - times["sent"])
        if shown is None:
            missed.append(n - warmup)
            progress(f"latency: tab B did not show edit {n} within {limit} s")
        else:
            seen.append(shown - times["sent"])
    return {
        "edits": edits, "seen": len(seen), "missed": missed, "limit": limit, "skew": skew,
        "p50": percentile(seen, 0.5), "p99": percentile(seen, 0.99), "max": max(seen),
        "mean": statistics.mean(seen),
        "own_p50": percentile(own, 0.5), "own_p99": percentile(own, 0.99),
    }


def rate(editors, seconds, limit):
    """Every editor (a browser, its url and the standup it renames) renames its standup in a
    window of its own, all at the same time, for `seconds`; edits per second over all."""
    windows = []
    for driver, url, title in editors:
        driver.switch_to.new_window("window")
        open_standup(driver, url, title)
        windows.append((driver, driver.current_window_handle, title))
    for driver, handle, title in windows:
        driver.switch_to.window(handle)
        driver.execute_script(RENAME_FOR, title, seconds * 1000, limit * 1000)
    progress(f"rate: {len(windows)} windows editing for {seconds} s")
    results = []
    deadline = time.monotonic() + seconds + 120
    for driver, handle, title in windows:
        driver.switch_to.window(handle)
        while (result := driver.execute_script("return window.cairnRate")) is None:
            if time.monotonic() > deadline:
                state = driver.execute_script(
                    "return [window.cairnCount, document.querySelector('h1').innerText, "
                    "!!document.querySelector('dialog.sheet[open]'), "
                    "document.documentElement.dataset.cairnConnected, document.hidden]")
                sys.exit(f"the window editing {title} never finished: {state}")
            time.sleep(0.2)
        results.append(result)
    for driver, handle, _ in windows:
        driver.switch_to.window(handle)
        driver.close()
    for driver in {id(d): d for d, _, _ in editors}.values():
        driver.switch_to.window(driver.window_handles[0])
    count = sum(r["count"] for r in results)
    span = (max(r["last"] for r in results) - min(r["start"] for r in results)) / 1000
    return {"edits": count, "seconds": span, "rate": count / span, "windows": len(results),
            "shown": [r["heading"] for r in results],
            "lost": [title for r in results for title in r["lost"]],
            "stuck": sum(1 for r in results if r["stuck"])}


def lists(url, titles):
    """Whether a fresh tab on `url` lists every one of `titles` (what that process holds)."""
    driver = browser()
    try:
        driver.get(url)
        wait(driver, CONNECTED)
        wanted = json.dumps(sorted(titles))
        wait(driver, f"{wanted}.every((t) => document.body.textContent.includes(t))", 60)
        return True
    except TimeoutException:
        return False
    finally:
        driver.quit()


def report(name, figures, throughput, extra):
    print(f"{name}:")
    print(f"  latency, {figures['edits']} edits after the warm-up, one at a time, "
          f"{figures['seen']} shown in tab B within {figures['limit']} s"
          f" (not shown: {len(figures['missed'])}, edits {figures['missed']}); "
          f"tab A Done -> tab B shows it: p50 {figures['p50']:.1f} ms, "
          f"p99 {figures['p99']:.1f} ms, max {figures['max']:.1f} ms, "
          f"mean {figures['mean']:.1f} ms")
    print(f"  tab A's own Done -> its heading: p50 {figures['own_p50']:.1f} ms, "
          f"p99 {figures['own_p99']:.1f} ms")
    print(f"  clock offset tab B - tab A: {figures['skew']:.3f} ms (not subtracted)")
    print(f"  rate, {throughput['windows']} windows editing at once: {throughput['edits']} edits "
          f"in {throughput['seconds']:.1f} s, {throughput['rate']:.1f} edits/s{extra}")
    print(f"  edits whose own window never showed them within {figures['limit']} s: "
          f"{len(throughput['lost'])} {throughput['lost'][:20]}; windows left with the sheet "
          f"open: {throughput['stuck']}")


def copies(standup, count):
    """`count` copies of `standup` (a row's JSON) titled Team 01, Team 02, … with new ids."""
    made = []
    for n in range(1, count + 1):
        copy = json.loads(json.dumps(standup))
        copy["id"] = str(uuid.uuid4()).upper()
        copy["title"] = team(n)
        made.append(copy)
    return made


def measure_postgres(arguments):
    cluster = Cluster()
    processes, tabs = [], []
    start = lambda tag: start_standups(arguments.binary, [
        "--instance", tag, "--database", cluster.url, "--flavour", arguments.flavour])
    try:
        # The samples through the app (this also creates the schema), then the standups the
        # rate run edits, written straight into the table while no process runs.
        progress("loading the samples")
        seeder = start("a")
        tabs.append(browser())
        load_samples(tabs[0], seeder[1])
        wait_for("the samples in the database",
                 lambda: {"Design", "Engineering", "Product"} <= cluster.titles())
        stop_standups(seeder[0])
        rows = cluster.query("SELECT data FROM cairn_shared_rows WHERE data->>'title' = 'Design'")
        for position, copy in enumerate(copies(json.loads(rows[0][0]), 2 * arguments.windows)):
            data = json.dumps(copy).replace("'", "''")
            cluster.query(
                "INSERT INTO cairn_shared_rows (collection, id, position, data) VALUES "
                f"('standups', '{copy['id']}', {position + 3}, '{data}'::jsonb)")
        processes = [start("a"), start("b")]
        (url_a, url_b) = (processes[0][1], processes[1][1])
        tabs.append(browser())
        open_standup(tabs[0], url_a, "Engineering")
        open_standup(tabs[1], url_b, "Engineering")
        figures = latency(tabs[0], tabs[1], arguments.edits, arguments.warmup, arguments.limit)
        writes_before = cluster.row_writes()
        editors = [(tabs[n % 2], [url_a, url_b][n % 2], team(n + 1))
                   for n in range(2 * arguments.windows)]
        throughput = rate(editors, arguments.seconds, arguments.limit)
        last = throughput["shown"]
        progress("checking the last edits")
        stored = wait_for("the database to hold what every window shows",
                          lambda: set(last) <= cluster.titles(), fatal=False)
        writes = cluster.row_writes() - writes_before
        if stored:
            served = lists(url_a, last) and lists(url_b, last)
            agree = ("the database and a fresh tab on each process hold what every window "
                     f"shows: {served}")
        else:
            teams = sorted(t for t in cluster.titles() if t.startswith("Team"))
            agree = ("THE DATABASE DOES NOT HOLD WHAT EVERY WINDOW SHOWS: windows "
                     f"{sorted(last)}, database {teams}")
        report("PostgreSQL, tab A on process a, tab B on process b", figures, throughput,
               f" (half the windows on each process; {writes} row writes); {agree}")
    finally:
        for driver in tabs:
            driver.quit()
        for server, _ in processes:
            stop_standups(server)
        cluster.stop()


def measure_file(arguments):
    data = tempfile.mkdtemp(prefix="cairn-measure-file-")
    path = os.path.join(data, "standups.json")
    start = lambda: start_standups(arguments.binary, [
        "--data-dir", data, "--flavour", arguments.flavour])

    def titles():
        try:
            with open(path) as file:
                return {standup.get("title") for standup in json.load(file)}
        except (OSError, ValueError):
            return set()

    tabs, server = [], None
    try:
        progress("loading the samples")
        server, url = start()
        tabs.append(browser())
        load_samples(tabs[0], url)
        wait_for("the samples in the file", lambda: {"Design", "Engineering"} <= titles())
        stop_standups(server)
        with open(path) as file:
            standups = json.load(file)
        design = next(s for s in standups if s["title"] == "Design")
        with open(path, "w") as file:
            json.dump(standups + copies(design, 2 * arguments.windows), file)
        server, url = start()
        tabs.append(browser())
        open_standup(tabs[0], url, "Engineering")
        open_standup(tabs[1], url, "Engineering")
        figures = latency(tabs[0], tabs[1], arguments.edits, arguments.warmup, arguments.limit)
        editors = [(tabs[n % 2], url, team(n + 1)) for n in range(2 * arguments.windows)]
        throughput = rate(editors, arguments.seconds, arguments.limit)
        last = throughput["shown"]
        progress("checking the last edits")
        wait_for("the last edits in the file", lambda: set(last) <= titles())
        report("File, both tabs on one process", figures, throughput,
               " (all on the one process); the file holds what every window shows at the end")
    finally:
        for driver in tabs:
            driver.quit()
        if server:
            stop_standups(server)
        shutil.rmtree(data, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=300)
    parser.add_argument("--warmup", type=int, default=20)
    parser.add_argument("--limit", type=float, default=5,
                        help="seconds tab B is given to show an edit before it counts as missed")
    parser.add_argument("--windows", type=int, default=3,
                        help="windows per browser in the rate run (each edits its own standup)")
    parser.add_argument("--seconds", type=float, default=30, help="length of the rate run")
    parser.add_argument("--store", default="both", choices=["postgres", "file", "both"])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "standups"))
    parser.add_argument("--flavour", default="models", choices=["models", "reducers"])
    arguments = parser.parse_args()
    if not os.access(arguments.binary, os.X_OK):
        sys.exit(f"{arguments.binary} is not built (swift build -c release --product standups)")
    print(f"{arguments.binary}, flavour {arguments.flavour}, {os.cpu_count()} cores; latency: "
          f"{arguments.edits} edits after {arguments.warmup} unmeasured; rate: "
          f"{2 * arguments.windows} windows for {arguments.seconds:.0f} s")
    if arguments.store in ("postgres", "both"):
        measure_postgres(arguments)
    if arguments.store in ("file", "both"):
        measure_file(arguments)


if __name__ == "__main__":
    main()
