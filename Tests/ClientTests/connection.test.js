// The client's connection, under Node's test runner (`node --test Tests/ClientTests`) over a
// fake socket, fake timers and a fake fetch: the secret the server hands over on every attach
// (issue 28, item 14), and a tab that lost its server process recovering through the proxy
// (issue 28, item 10).
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { createClient } = require("../../Sources/CairnWeb/Client/cairn.js");

// A tab whose page was rendered for session "a-1" with secret "page-secret".
function makeTab({ serverAnswers = true, storage = {}, now = 10_000_000 } = {}) {
  const sockets = [];
  const timers = [];
  const effects = { reloaded: 0, probes: [] };
  class FakeSocket {
    constructor(url) {
      this.url = url;
      this.readyState = 0;
      this.listeners = {};
      this.sent = [];
      sockets.push(this);
    }
    addEventListener(type, listener) { (this.listeners[type] ||= []).push(listener); }
    send(text) { this.sent.push(JSON.parse(text)); }
    fire(type, event = {}) { for (const listener of this.listeners[type] || []) listener(event); }
    open() { this.readyState = 1; this.fire("open"); }
    message(frame) { this.fire("message", { data: JSON.stringify(frame) }); }
    close() { this.readyState = 3; this.fire("close"); }
  }
  const metas = { "cairn-session": "a-1", "cairn-secret": "page-secret" };
  const document = {
    documentElement: { dataset: {}, classList: { add() {}, remove() {} } },
    querySelector(selector) {
      const name = /meta\[name="(.+)"\]/.exec(selector)?.[1];
      return name in metas ? { content: metas[name] } : null;
    },
    querySelectorAll: () => [],
    getElementById: () => null,
  };
  const stored = new Map(Object.entries(storage));
  const window = {
    document,
    location: {
      pathname: "/counter", search: "", host: "proxy", protocol: "http:",
      reload() { effects.reloaded += 1; },
    },
    history: { pushState() {}, replaceState() {} },
    sessionStorage: {
      getItem: (key) => (stored.has(key) ? stored.get(key) : null),
      setItem: (key, value) => stored.set(key, String(value)),
      removeItem: (key) => stored.delete(key),
    },
    WebSocket: FakeSocket,
    setTimeout(callback, delay) { timers.push({ callback, delay }); return timers.length; },
    fetch(url) {
      effects.probes.push(url);
      return serverAnswers ? Promise.resolve({ ok: true }) : Promise.reject(new TypeError("unreachable"));
    },
    Date: { now: () => now },
  };
  const client = createClient(window);
  // Runs the next timer (a reconnect), letting any probe it awaits settle.
  async function tick() {
    const timer = timers.shift();
    assert.ok(timer, "a reconnect was scheduled");
    await timer.callback();
    await new Promise((resolve) => setImmediate(resolve));
    return timer.delay;
  }
  return { client, sockets, timers, effects, stored, tick, latest: () => sockets.at(-1) };
}

test("the secret the server hands over replaces the page's, for reconnects and reloads", async () => {
  const tab = makeTab();
  tab.client.connect();
  tab.latest().open();
  assert.equal(tab.latest().sent[0].type, "attach");
  assert.equal(tab.latest().sent[0].secret, "page-secret");

  tab.latest().message({ type: "attached", session: "a-1", secret: "rotated-1" });
  assert.deepEqual(JSON.parse(tab.stored.get("cairn-session")), { session: "a-1", secret: "rotated-1" });

  tab.latest().close();
  await tab.tick();
  tab.latest().open();
  assert.equal(tab.latest().sent[0].secret, "rotated-1", "a reconnect presents the new secret");
  assert.ok(!tab.latest().url.includes("rotated-1"), "the secret never travels in a URL");
  assert.equal(tab.effects.reloaded, 0);
});

test("a resumed session's new secret is kept under the resumed session's id", () => {
  const tab = makeTab();
  tab.client.connect();
  tab.latest().open();
  tab.latest().message({ type: "attached", session: "b-9", secret: "rotated-2" });
  assert.deepEqual(JSON.parse(tab.stored.get("cairn-session")), { session: "b-9", secret: "rotated-2" });
  tab.latest().close();
});

test("a tab whose process is gone reloads its address once another process answers", async () => {
  const tab = makeTab();
  tab.client.connect();
  tab.latest().open();
  tab.latest().message({ type: "attached", session: "a-1", secret: "rotated-1" });
  tab.latest().close(); // the process died

  // The proxy refuses the dead process's sockets: each attempt closes without opening.
  const delays = [];
  while (tab.effects.reloaded === 0 && delays.length < 20) {
    delays.push(await tab.tick());
    if (tab.effects.reloaded === 0) tab.latest().close();
  }
  assert.equal(tab.effects.reloaded, 1, "the tab reloaded its own URL");
  assert.ok(delays.length <= 5, `a bounded number of attempts: ${delays}`);
  assert.deepEqual(delays, [...delays].sort((a, b) => a - b), "with backoff");
  assert.ok(tab.effects.probes.length >= 1, "only after a live process answered");
  assert.ok(tab.stored.get("cairn-rebuilt"), "the reloaded page will say what was lost");
  assert.ok(tab.client.isStopped);
});

test("while no server answers at all, the tab keeps trying and does not reload", async () => {
  const tab = makeTab({ serverAnswers: false });
  tab.client.connect();
  tab.latest().open();
  tab.latest().message({ type: "attached", session: "a-1", secret: "rotated-1" });
  tab.latest().close();
  const delays = [];
  for (let attempt = 0; attempt < 12; attempt += 1) {
    delays.push(await tab.tick());
    tab.latest().close();
  }
  assert.equal(tab.effects.reloaded, 0, "a reload now would only show the browser's error page");
  assert.ok(tab.effects.probes.length > 0);
  assert.ok(Math.max(...delays) <= 10_000, `the delay is capped: ${delays}`);
  assert.equal(tab.timers.length, 1, "and it keeps trying");
});

test("a page that never attached reloads for recovery at most once a minute", async () => {
  const recently = makeTab({ storage: { "cairn-recovered-at": String(10_000_000 - 20_000) } });
  recently.client.connect();
  recently.latest().close();
  for (let attempt = 0; attempt < 8; attempt += 1) {
    await recently.tick();
    recently.latest().close();
  }
  assert.equal(recently.effects.reloaded, 0, "no reload loop");

  const longAgo = makeTab({ storage: { "cairn-recovered-at": String(10_000_000 - 120_000) } });
  longAgo.client.connect();
  longAgo.latest().close();
  for (let attempt = 0; attempt < 8 && longAgo.effects.reloaded === 0; attempt += 1) {
    await longAgo.tick();
    if (longAgo.effects.reloaded === 0) longAgo.latest().close();
  }
  assert.equal(longAgo.effects.reloaded, 1);
});

test("an expired session reloads, and says what was lost only when the tab had been attached", () => {
  const attached = makeTab();
  attached.client.connect();
  attached.latest().open();
  attached.latest().message({ type: "attached", session: "a-1", secret: "rotated-1" });
  attached.latest().message({ type: "error", code: "sessionExpired", message: "" });
  assert.equal(attached.effects.reloaded, 1);
  assert.ok(attached.stored.get("cairn-rebuilt"));

  const fresh = makeTab();
  fresh.client.connect();
  fresh.latest().open();
  fresh.latest().message({ type: "error", code: "sessionExpired", message: "" });
  assert.equal(fresh.effects.reloaded, 1);
  assert.equal(fresh.stored.get("cairn-rebuilt"), undefined, "nothing was lost");
});

test("the recovery decision", () => {
  const { shouldRecover } = createClient({ document: { querySelector: () => null }, location: {}, history: {}, sessionStorage: {} });
  const minute = 60_000;
  assert.equal(shouldRecover({ failures: 2, attachedOnce: true, lastRecoveryAt: null, now: 0 }), false);
  assert.equal(shouldRecover({ failures: 3, attachedOnce: true, lastRecoveryAt: null, now: 0 }), true);
  assert.equal(shouldRecover({ failures: 3, attachedOnce: true, lastRecoveryAt: 5 * minute, now: 5 * minute }), true);
  assert.equal(shouldRecover({ failures: 3, attachedOnce: false, lastRecoveryAt: 5 * minute, now: 5.5 * minute }), false);
  assert.equal(shouldRecover({ failures: 3, attachedOnce: false, lastRecoveryAt: 5 * minute, now: 7 * minute }), true);
  assert.equal(shouldRecover({ failures: 3, attachedOnce: false, lastRecoveryAt: null, now: 0 }), true);
});

test("a reset of the whole screen keeps the password the person typed, unless the server emptied it", () => {
  const typed = { id: "f-password", type: "password", value: "hunter2" };
  const other = { id: "f-other", type: "password", value: "swordfish" };
  const fresh = {
    "f-password": { type: "password", value: "", hasAttribute: () => false },
    "f-other": { type: "password", value: "", hasAttribute: (name) => name === "value" }, // value=""
  };
  const root = { innerHTML: "", querySelectorAll: (selector) => (selector === "input[type=password]" ? [typed, other] : []) };
  const document = {
    title: "",
    documentElement: { dataset: {}, classList: { add() {}, remove() {} } },
    querySelector: () => null,
    querySelectorAll: () => [],
    getElementById: (id) => (id === "cairn-root" ? root : fresh[id] || null),
  };
  const client = createClient({
    document, location: { pathname: "/", search: "" }, history: { replaceState() {} }, sessionStorage: {},
  });
  client.receive(JSON.stringify({ type: "reset", html: "<form>…</form>" }));
  assert.equal(root.innerHTML, "<form>…</form>");
  assert.equal(fresh["f-password"].value, "hunter2", "the server never sent it back; the browser keeps it");
  assert.equal(fresh["f-other"].value, "", "the server emptied this one");
});
