#!/usr/bin/env python3
"""How long an edit made in one Standups tab takes to show up in another tab, and how many
edits a tab gets through per second: with the standups in PostgreSQL and the two tabs on two
`standups` processes, and with the standups in the file and both tabs on one process.

    swift build --product standups          # or -c release, and --binary .build/release/standups
    pip install selenium                    # once; needs Debian's chromium and chromium-driver
    python3 Tools/standups-sharing-latency.py [--edits 300] [--store postgres|file|both]

For each store it starts what it needs on free ports (a throwaway PostgreSQL cluster with
`fsync` on, as a production server runs, `initdb` in a temporary folder, run as `nobody` when
this is root; or a fresh data folder), opens two headless Chromium browsers on the same
standup's detail (tab A on process a, tab B on process b, or both on the one process), and
renames the standup from tab A through its edit sheet, one edit after another, as fast as
tab A's page answers. Tab B notes when each new title appears in its heading.

Latency is from the moment tab A clicks Done to the moment tab B's page shows the title, both
read from the same machine's clock (`performance.timeOrigin + performance.now()`), so it holds
everything: tab A's event to its process, the save (a transaction and a NOTIFY, or the file's
write), the other process hearing it and reading the row, rendering, the patch to tab B and
tab B applying it. The rate is tab A's: edits finished per second, each one three round trips
(open the sheet, type, Done), so it says what one person's tab sustains, not what the
database could take.
"""
import argparse, os, pwd, re, shutil, socket, statistics, subprocess, sys, tempfile, time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def postgres_bin():
    base = "/usr/lib/postgresql"
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
            return server, f"http://127.0.0.1:{match.group(1)}"
    sys.exit(f"standups {' '.join(arguments)} did not start")


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--window-size=900,900"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(600)
    return driver


def wait(driver, script, seconds=30):
    WebDriverWait(driver, seconds, poll_frequency=0.02).until(
        lambda d: d.execute_script("return " + script))


CONNECTED = "document.documentElement.dataset.cairnConnected === 'true'"

# Tab B: note when each heading first appears.
WATCH = """
window.cairnSeen = {};
const note = () => {
  const heading = document.querySelector('h1');
  const title = heading && heading.innerText;
  if (title && !(title in window.cairnSeen)) {
    window.cairnSeen[title] = performance.timeOrigin + performance.now();
  }
};
new MutationObserver(note).observe(document.documentElement,
  { subtree: true, childList: true, characterData: true });
note();
"""

# Tab A: rename the standup `count` times through the edit sheet, one edit after another.
EDIT_LOOP = """
const [count, done] = [arguments[0], arguments[arguments.length - 1]];
const until = (f) => new Promise((r) => { const t = () => (f() ? r() : requestAnimationFrame(t)); t(); });
const sheet = () => document.querySelector('dialog.sheet[open]');
const button = (root, name) => [...root.querySelectorAll('button')].find((b) => b.textContent.trim() === name);
const heading = () => document.querySelector('h1') && document.querySelector('h1').innerText;
const now = () => performance.timeOrigin + performance.now();
(async () => {
  const sent = {}, acked = {};
  for (let n = 1; n <= count; n++) {
    const title = 'edit ' + String(n).padStart(4, '0');
    button(document, 'Edit').click();
    await until(() => sheet() && sheet().querySelector("input[aria-label='Title']"));
    const input = sheet().querySelector("input[aria-label='Title']");
    input.value = title;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => !sheet().textContent.includes('A standup needs a title'));
    sent[title] = now();
    button(sheet(), 'Done').click();
    await until(() => !sheet() && heading() === title);
    acked[title] = now();
  }
  done({ sent, acked });
})();
"""


def open_engineering(driver, url, load_samples):
    driver.get(url)
    wait(driver, CONNECTED)
    if load_samples:
        wait(driver, "document.body.textContent.includes('No standups yet.')")
        driver.find_element(By.XPATH, "//button[contains(., 'Load sample data')]").click()
    wait(driver, "document.body.textContent.includes('Engineering')")
    driver.find_element(By.XPATH, "//a[contains(., 'Engineering')]").click()
    wait(driver, "document.querySelector('h1') && document.querySelector('h1').innerText === 'Engineering'")
    wait(driver, CONNECTED)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def measure(url_a, url_b, edits, warmup):
    tab_a, tab_b = browser(), browser()
    try:
        open_engineering(tab_a, url_a, load_samples=True)
        open_engineering(tab_b, url_b, load_samples=False)
        tab_b.execute_script(WATCH)
        total = warmup + edits
        started = time.monotonic()
        result = tab_a.execute_async_script(EDIT_LOOP, total)
        elapsed = time.monotonic() - started
        last = "edit " + str(total).zfill(4)
        wait(tab_b, f"'{last}' in window.cairnSeen", 60)
        seen = tab_b.execute_script("return window.cairnSeen")
    finally:
        tab_a.quit()
        tab_b.quit()
    titles = ["edit " + str(n).zfill(4) for n in range(warmup + 1, total + 1)]
    latencies = [seen[t] - result["sent"][t] for t in titles if t in seen]
    own = [result["acked"][t] - result["sent"][t] for t in titles]
    first = result["sent"][titles[0]]
    last_ack = result["acked"][titles[-1]]
    return {
        "edits": len(titles), "seen": len(latencies),
        "p50": percentile(latencies, 0.5), "p99": percentile(latencies, 0.99),
        "max": max(latencies), "mean": statistics.mean(latencies),
        "own_p50": percentile(own, 0.5), "own_p99": percentile(own, 0.99),
        "rate": len(titles) / ((last_ack - first) / 1000),
        "wall": elapsed,
    }


def report(name, figures):
    print(f"{name}: {figures['edits']} edits, {figures['seen']} seen in the other tab")
    print(f"  tab A -> tab B: p50 {figures['p50']:.1f} ms, p99 {figures['p99']:.1f} ms, "
          f"max {figures['max']:.1f} ms, mean {figures['mean']:.1f} ms")
    print(f"  tab A's own Done -> heading: p50 {figures['own_p50']:.1f} ms, "
          f"p99 {figures['own_p99']:.1f} ms")
    print(f"  edits per second from one tab: {figures['rate']:.1f}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=300)
    parser.add_argument("--warmup", type=int, default=20)
    parser.add_argument("--store", default="both", choices=["postgres", "file", "both"])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "standups"))
    parser.add_argument("--flavour", default="models", choices=["models", "reducers"])
    arguments = parser.parse_args()
    print(f"{arguments.binary}, flavour {arguments.flavour}, {os.cpu_count()} cores, "
          f"{arguments.edits} measured edits after {arguments.warmup} unmeasured")
    if arguments.store in ("postgres", "both"):
        cluster = Cluster()
        processes = []
        try:
            for tag in ("a", "b"):
                processes.append(start_standups(arguments.binary, [
                    "--instance", tag, "--database", cluster.url,
                    "--flavour", arguments.flavour]))
            report("PostgreSQL, tab A on process a, tab B on process b",
                   measure(processes[0][1], processes[1][1], arguments.edits, arguments.warmup))
        finally:
            for server, _ in processes:
                server.terminate()
                server.wait()
            cluster.stop()
    if arguments.store in ("file", "both"):
        data = tempfile.mkdtemp(prefix="cairn-measure-file-")
        server, url = start_standups(arguments.binary, [
            "--data-dir", data, "--flavour", arguments.flavour])
        try:
            report("File, both tabs on one process",
                   measure(url, url, arguments.edits, arguments.warmup))
        finally:
            server.terminate()
            server.wait()
            shutil.rmtree(data, ignore_errors=True)


if __name__ == "__main__":
    main()
