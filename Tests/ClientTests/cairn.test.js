// The browser client's own tests, run by Node's built-in test runner (`node --test
// Tests/ClientTests`) over a small fake DOM: patches, recovery from a patch that does not
// apply, stale focus effects, error codes and field limits.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { createClient, CairnProtocol } = require("../../Sources/CairnWeb/Client/cairn.js");

class FakeNode {
  constructor(nodeType, { tag = null, text = "", attributes = {}, html = null } = {}) {
    this.nodeType = nodeType;
    this.tagName = tag && tag.toUpperCase();
    this.nodeValue = text;
    this.attributes = { ...attributes };
    this.html = html;
    this.childNodes = [];
    this.parentNode = null;
    this.dataset = {};
    this.focused = 0;
  }
  static element(tag, attributes = {}, children = []) {
    const node = new FakeNode(1, { tag, attributes });
    for (const child of children) node.append(child);
    return node;
  }
  static text(text) { return new FakeNode(3, { text }); }
  append(child) { child.remove(); child.parentNode = this; this.childNodes.push(child); }
  insertBefore(child, reference) {
    child.remove();
    const index = reference ? this.childNodes.indexOf(reference) : this.childNodes.length;
    child.parentNode = this;
    this.childNodes.splice(index, 0, child);
  }
  remove() {
    if (!this.parentNode) return;
    const siblings = this.parentNode.childNodes;
    siblings.splice(siblings.indexOf(this), 1);
    this.parentNode = null;
  }
  replaceWith(other) { this.parentNode.insertBefore(other, this); this.remove(); }
  setAttribute(name, value) { this.attributes[name] = value; }
  removeAttribute(name) { delete this.attributes[name]; }
  getAttribute(name) { return this.attributes[name] ?? null; }
  focus() { this.focused += 1; fakeDocument.activeElement = this; }
  closest(selector) {
    const name = selector.slice(1, -1);
    for (let node = this; node; node = node.parentNode) if (node.nodeType === 1 && name in node.attributes) return node;
    return null;
  }
  find(predicate) {
    if (predicate(this)) return this;
    for (const child of this.childNodes) { const found = child.find(predicate); if (found) return found; }
    return null;
  }
}

let fakeDocument;

function makeClient() {
  const root = FakeNode.element("div", { id: "cairn-root" }, [
    FakeNode.element("main", {}, [
      FakeNode.element("span", {}, [FakeNode.text("Hello")]),
      FakeNode.element("input", { id: "name", "data-on-focus": "hfocus" }),
      FakeNode.element("input", { id: "notes", "data-on-focus": "hnotes" }),
    ]),
  ]);
  const effects = { reloaded: 0, pushed: [], replaced: [] };
  fakeDocument = {
    title: "",
    activeElement: null,
    documentElement: { dataset: {}, classList: { add() {}, remove() {} } },
    getElementById: (id) => root.find((node) => node.attributes.id === id),
    querySelector: () => null,
    querySelectorAll: () => [],
    createTextNode: (text) => FakeNode.text(text),
    createElement: () => {
      const template = { content: { firstChild: null } };
      Object.defineProperty(template, "innerHTML", {
        set(html) { template.content.firstChild = new FakeNode(1, { tag: "div", html }); },
      });
      return template;
    },
  };
  const window = {
    document: fakeDocument,
    location: { pathname: "/", search: "", host: "127.0.0.1", protocol: "http:", reload() { effects.reloaded += 1; } },
    history: { pushState(_, __, url) { effects.pushed.push(url); }, replaceState(_, __, url) { effects.replaced.push(url); } },
    sessionStorage: { getItem: () => null, setItem() {} },
  };
  const client = createClient(window);
  const sent = [];
  client.attachSocket({ readyState: 1, send: (text) => sent.push(JSON.parse(text)) });
  return { client, root, sent, effects, document: fakeDocument };
}

const update = (ops, effects = [], ack = null) => JSON.stringify({ type: "update", ack, ops, effects });

test("every patch operation applies to the page", () => {
  const { client, root } = makeClient();
  const main = root.childNodes[0];
  client.receive(update([
    ["text", [0, 0, 0], "Hi"],
    ["attrs", [0, 0], { class: "greeting" }, []],
    ["insert", [0], 1, "<b>new</b>"],
    ["move", [0], 3, 0],
    ["remove", [0], 1],
  ]));
  assert.equal(main.childNodes.length, 3);
  assert.equal(main.childNodes[0].attributes.id, "notes", "moved to the front");
  assert.equal(main.childNodes[1].html, "<b>new</b>", "inserted, the span removed after");
  client.receive(update([["replace", [0, 1], "<i>x</i>"]]));
  assert.equal(main.childNodes[1].html, "<i>x</i>");
});

test("a patch that does not apply asks for the whole screen instead of breaking the page", () => {
  const { client, sent, document } = makeClient();
  client.receive(update([["text", [0, 9, 9], "lost"]], [["title", "Never"]]));
  assert.deepEqual(sent.at(-1), { type: CairnProtocol.clientFrame.resync });
  assert.equal(document.title, "", "the rest of the frame is not applied");

  client.receive(update([["text", [0, 1], "not a text node"]]));
  assert.deepEqual(sent.at(-1), { type: "resync" });
  client.receive(update([["teleport", [0]]]));
  assert.deepEqual(sent.at(-1), { type: "resync" });
});

test("a focus effect older than the user's own focus change is ignored", () => {
  const { client, root, sent } = makeClient();
  const name = root.find((node) => node.attributes.id === "name");
  const notes = root.find((node) => node.attributes.id === "notes");
  client.noteUserFocus(notes);
  const seq = sent.at(-1).seq;
  assert.equal(sent.at(-1).event, "focus");

  client.receive(update([], [["focus", "name"]], seq - 1));
  assert.equal(name.focused, 0, "stale: computed before the server saw the user's click");
  client.receive(update([], [["focus", "name"]], seq));
  assert.equal(name.focused, 1, "current: the server had seen the click");
  assert.equal(sent.length, 1, "focus the server moved is not echoed back");
});

test("error codes decide what the client does, never the message text", () => {
  const first = makeClient();
  first.client.receive(JSON.stringify({ type: "error", code: "sessionExpired", message: "whatever" }));
  assert.equal(first.effects.reloaded, 1);

  const second = makeClient();
  second.client.receive(JSON.stringify({ type: "error", code: "replaced", message: "Unknown or expired session." }));
  assert.equal(second.effects.reloaded, 0, "the message text is not read");
  assert.equal(second.document.documentElement.dataset.cairnReplaced, "true");
  assert.ok(second.client.isStopped, "a displaced tab does not reconnect");
});

test("effects: URLs, titles", () => {
  const { client, effects, document } = makeClient();
  client.receive(update([], [["pushURL", "/a"], ["replaceURL", "/b"], ["title", "T"]]));
  assert.deepEqual(effects.pushed, ["/a"]);
  assert.deepEqual(effects.replaced, ["/b"]);
  assert.equal(document.title, "T");
});

test("a field never sends more than its limit", () => {
  const { client } = makeClient();
  assert.equal(client.limitedValue({ value: "x".repeat(70000), maxLength: 1000 }).length, 1000);
  assert.equal(client.limitedValue({ value: "short", maxLength: 1000 }), "short");
  assert.equal(client.limitedValue({ value: "no limit", maxLength: -1 }), "no limit");
});

test("a paste or drop past a field's limit is recognised as cut", () => {
  const { client } = makeClient();
  const field = (value, start, end) => ({ value, maxLength: 10, selectionStart: start, selectionEnd: end });
  assert.equal(client.insertionIsCut(field("12345", 5, 5), "123456"), true, "11 characters");
  assert.equal(client.insertionIsCut(field("12345", 5, 5), "12345"), false, "exactly 10 fit");
  assert.equal(client.insertionIsCut(field("12345", 0, 5), "1234567890"), false, "replaces the selection");
  assert.equal(client.insertionIsCut({ value: "", maxLength: -1 }, "x".repeat(5000)), false, "no limit");
  assert.equal(client.insertionIsCut(field("", 0, 0), null), false, "nothing pasted");
});

test("op and effect names are distinct", () => {
  const ops = Object.values(CairnProtocol.op);
  for (const effect of Object.values(CairnProtocol.effect)) assert.ok(!ops.includes(effect), effect);
});

test("a dialog the browser closed by itself is opened again while the server keeps it undismissable", () => {
  const { client, document } = makeClient();
  const shown = [];
  const dialog = (name, attributes) => {
    const node = FakeNode.element("dialog", { "data-modal": "", ...attributes });
    node.dataset = attributes["data-dismiss-disabled"] === undefined ? {} : { dismissDisabled: "" };
    node.open = true;
    node.isConnected = true;
    node.showModal = () => { node.open = true; shown.push(name); };
    node.close = () => { node.open = false; };
    node.contains = () => false;
    return node;
  };
  const sheet = dialog("sheet", { "data-dismiss-disabled": "" });
  const alert = dialog("alert", {});
  const plain = dialog("plain", {});
  document.querySelectorAll = (selector) => (selector === "dialog[data-modal]" ? [plain, sheet, alert] : []);

  sheet.open = false; // a second Escape: Chromium closed it without a cancelable event
  client.reopenIfKept(sheet);
  assert.equal(sheet.open, true, "the server still shows it");
  assert.deepEqual(shown, ["sheet", "alert"], "the alert it raised goes back on top");
  assert.equal(alert.open, true);

  shown.length = 0;
  plain.open = false;
  client.reopenIfKept(plain);
  assert.equal(plain.open, false, "a dismissable dialog waits for the server to remove it");
  sheet.open = false;
  sheet.isConnected = false;
  client.reopenIfKept(sheet);
  assert.equal(sheet.open, false, "a dialog the server removed stays closed");
  assert.deepEqual(shown, []);
});
