#!/usr/bin/env python3
"""Screenshots of every Standups screen at desktop and phone widths, to look at and to compare
before and after a change to the app's look.

    swift build --product standups
    pip install selenium            # once; needs Debian's chromium and chromium-driver
    python3 Tools/standups-screenshots.py [--flavour reducers] [--out /tmp/standups-shots]

It starts the built `standups` on a free port with a fresh data folder, loads the sample data,
and visits the list, a detail, the edit sheet, the theme picker, the record screen (Chromium's
fake microphone plays Tests/Fixtures/settings-page.wav, so the transcript fills in) a past
meeting, the add sheet, and a standup in a dark theme (navy). Files are named <screen>-<width>.png.
"""
import argparse, os, re, shutil, socket, subprocess, sys, tempfile, time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}


def start_server(flavour, data):
    binary = os.path.join(ROOT, ".build", "debug", "standups")
    server = subprocess.Popen(
        [binary, "--port", "0", "--data-dir", data, "--flavour", flavour],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    for line in server.stdout:
        match = re.search(r"http://127\.0\.0\.1:(\d+)\D", line + " ")
        if match:
            return server, f"http://127.0.0.1:{match.group(1)}"
    sys.exit("standups did not start")


def browser(width, height):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    fixture = os.path.join(ROOT, "Tests", "Fixtures", "settings-page.wav")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                     f"--window-size={width},{height}", "--use-fake-ui-for-media-stream",
                     "--use-fake-device-for-media-stream",
                     f"--use-file-for-fake-audio-capture={fixture}"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_window_size(width, height)
    return driver


def wait(driver, script):
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return " + script))


def click(driver, xpath):
    driver.find_element(By.XPATH, xpath).click()


def text(words):
    return f"document.body.textContent.includes({words!r})"


def shoot(driver, out, name, size):
    time.sleep(0.4)  # let transitions finish; a screenshot tool, not a test
    driver.save_screenshot(os.path.join(out, f"{name}-{size}.png"))


def tour(driver, url, out, size):
    driver.get(url)
    wait(driver, "document.documentElement.dataset.cairnConnected === 'true'")
    shoot(driver, out, "01-empty-list", size)
    click(driver, "//button[contains(., 'Load sample data')]")
    wait(driver, text("Engineering"))
    shoot(driver, out, "02-list", size)
    click(driver, "//a[contains(., 'Design')]")
    wait(driver, "document.querySelector('h1').innerText === 'Design'")
    shoot(driver, out, "03-detail", size)
    click(driver, "//button[normalize-space(.)='Edit']")
    wait(driver, "!!document.querySelector('dialog.sheet[open]')")
    shoot(driver, out, "04-edit", size)
    click(driver, "//dialog//button[contains(., 'Cancel')]")
    wait(driver, "!document.querySelector('dialog')")
    click(driver, "//button[contains(., 'Start Meeting')]")
    wait(driver, "location.pathname.endsWith('/record')")
    wait(driver, text("settings"))
    shoot(driver, out, "05-record", size)
    click(driver, "//button[contains(., 'Next speaker') or @aria-label='Next speaker']")
    click(driver, "//button[contains(., 'Next speaker') or @aria-label='Next speaker']")
    time.sleep(1)
    shoot(driver, out, "06-record-third-speaker", size)
    click(driver, "//button[contains(., 'End meeting')]")
    wait(driver, "!!document.querySelector('dialog.alert[open]')")
    shoot(driver, out, "07-end-alert", size)
    click(driver, "//dialog//button[contains(., 'Save and end')]")
    wait(driver, "!location.pathname.endsWith('/record')")
    time.sleep(0.1)
    shoot(driver, out, "08-detail-new-meeting", size)
    click(driver, "//section[h2[contains(., 'Past meetings')]]//a")
    wait(driver, text("Transcript"))
    shoot(driver, out, "09-meeting", size)
    driver.get(url)
    wait(driver, "document.documentElement.dataset.cairnConnected === 'true'")
    click(driver, "//button[@aria-label='New standup' or contains(., 'New standup')]")
    wait(driver, "!!document.querySelector('dialog.sheet[open]')")
    shoot(driver, out, "10-new-standup", size)
    # A dark theme, for contrast: Product in navy, then its meeting.
    click(driver, "//dialog//button[contains(., 'Dismiss')]")
    wait(driver, "!document.querySelector('dialog')")
    wait(driver, text("Product"))
    click(driver, "//a[contains(., 'Product')]")
    wait(driver, "document.querySelector('h1').innerText === 'Product'")
    click(driver, "//button[normalize-space(.)='Edit']")
    wait(driver, "!!document.querySelector('dialog.sheet[open]')")
    click(driver, "//dialog//button[@role='radio'][contains(., 'Navy')]")
    click(driver, "//dialog//button[contains(., 'Done')]")
    wait(driver, "!document.querySelector('dialog')")
    shoot(driver, out, "11-detail-navy", size)
    click(driver, "//button[contains(., 'Start Meeting')]")
    wait(driver, "location.pathname.endsWith('/record')")
    shoot(driver, out, "12-record-navy", size)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flavour", default="models", choices=["models", "reducers"])
    parser.add_argument("--out", default="/tmp/standups-shots")
    arguments = parser.parse_args()
    os.makedirs(arguments.out, exist_ok=True)
    for size, (width, height) in SIZES.items():
        data = tempfile.mkdtemp(prefix="standups-shots-")
        server, url = start_server(arguments.flavour, data)
        driver = browser(width, height)
        try:
            tour(driver, url, arguments.out, size)
        finally:
            driver.quit()
            server.terminate()
            server.wait()
            shutil.rmtree(data, ignore_errors=True)
    print(f"Screenshots in {arguments.out}")


if __name__ == "__main__":
    main()
