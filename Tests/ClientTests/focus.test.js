// Where focus goes when a patch takes away what had it (issue 33, item 8), over a small fake
// page: back to a closed dialog's opener if it is still there and not behind a dialog still
// open, else to the top dialog's heading, else to the heading of the screen pushed or popped
// to; never left on <body>.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { createClient } = require("../../Sources/CairnWeb/Client/cairn.js");

let document;

class El {
  constructor(tag, attributes = {}, children = []) {
    this.tagName = tag.toUpperCase();
    this.attributes = { ...attributes };
    this.childNodes = [];
    this.parentNode = null;
    this.dataset = {};
    this.nodeType = 1;
    this.open = false;
    this.disabled = false;
    for (const child of children) this.append(child);
  }
  get id() { return this.attributes.id || ""; }
  get isConnected() {
    let node = this;
    while (node.parentNode) node = node.parentNode;
    return node === document.root;
  }
  append(child) { child.parentNode = this; this.childNodes.push(child); }
  remove() {
    if (!this.parentNode) return;
    const siblings = this.parentNode.childNodes;
    siblings.splice(siblings.indexOf(this), 1);
    this.parentNode = null;
  }
  getAttribute(name) { return this.attributes[name] ?? null; }
  setAttribute(name, value) { this.attributes[name] = value; }
  hasAttribute(name) { return name in this.attributes; }
  removeAttribute(name) { delete this.attributes[name]; }
  contains(other) {
    for (let node = other; node; node = node.parentNode) if (node === this) return true;
    return false;
  }
  all() { return [this, ...this.childNodes.flatMap((child) => child.all())]; }
  querySelector(selector) { return select(this.all().slice(1), selector)[0] || null; }
  showModal() { this.open = true; }
  focus() { document.activeElement = this; }
}

// The few selectors the client's focus code asks for.
function select(elements, selector) {
  const is = (tag) => (element) => element.tagName === tag;
  const tests = {
    "dialog[data-modal]": (e) => is("DIALOG")(e) && e.hasAttribute("data-modal"),
    "dialog[open]": (e) => is("DIALOG")(e) && e.open,
    "#cairn-root section.screen": (e) => is("SECTION")(e) && e.attributes.class === "screen",
    "h1, h2, [role=heading]": (e) => is("H1")(e) || is("H2")(e),
    "input:not([disabled]), select:not([disabled]), textarea:not([disabled])": is("INPUT"),
    "button[data-cancel]:not([disabled])": (e) => is("BUTTON")(e) && e.hasAttribute("data-cancel"),
  };
  const handler = /^\[data-on-click="(.+)"\]$/.exec(selector);
  const test = handler ? (e) => e.attributes["data-on-click"] === handler[1] : tests[selector];
  return test ? elements.filter(test) : [];
}

function screen(title, children = []) {
  return new El("section", { class: "screen" }, [new El("h1", { tabindex: "-1" }), ...children]);
}

function makePage(content, overlays = []) {
  const main = new El("main", { id: "cairn-content" }, content);
  const overlay = new El("div", { id: "cairn-overlays" }, overlays);
  const hook = { nodeType: 3, parentNode: null, all: () => [], set nodeValue(_) { document.hook(); } };
  const root = new El("div", { id: "cairn-root" }, [main, overlay]);
  root.childNodes.push(hook);
  document = {
    root, body: new El("body"), activeElement: null,
    documentElement: { dataset: {}, classList: { add() {}, remove() {} } },
    getElementById: (id) => root.all().find((e) => e.id === id) || null,
    querySelector: (selector) => select(root.all(), selector)[0] || null,
    querySelectorAll: (selector) => select(root.all(), selector),
    createTextNode: () => new El("span"),
  };
  document.activeElement = document.body;
  const window = {
    document,
    location: { pathname: "/", search: "", host: "h", protocol: "http:" },
    history: { pushState() {}, replaceState() {} },
    sessionStorage: { getItem: () => null, setItem() {} },
  };
  const client = createClient(window);
  client.attachSocket({ readyState: 1, send() {} });
  return { client, main, overlay };
}

// Receives a frame whose patch is `change`: the frame's one op sets a text node whose
// setter makes the change, so it happens where the client applies patches (after it noted
// what had focus, before it opens dialogs and settles focus).
function receive(client, change) {
  document.hook = change;
  client.receive(JSON.stringify({ type: "update", ops: [["text", [2], "x"]], effects: [] }));
}

test("a closed sheet gives focus back to the button that opened it", () => {
  const opener = new El("button", { "data-on-click": "open" });
  const { client, main, overlay } = makePage([screen("List", [opener])]);
  opener.focus();
  const sheet = new El("dialog", { "data-modal": "" }, [new El("input", { id: "title" })]);
  receive(client, () => overlay.append(sheet));
  assert.equal(sheet.open, true);
  assert.equal(document.activeElement.id, "title", "the sheet focuses its field");

  receive(client, () => { sheet.remove(); document.activeElement = document.body; });
  assert.equal(document.activeElement, opener);
});

test("an alert over a sheet gives focus back inside the sheet, never behind it", () => {
  const pageButton = new El("button", { "data-on-click": "open" });
  const { client, main, overlay } = makePage([screen("List", [pageButton])]);
  pageButton.focus();
  const join = new El("button", { "data-on-click": "join" });
  const sheet = new El("dialog", { "data-modal": "" }, [new El("h1"), join]);
  receive(client, () => overlay.append(sheet));
  join.focus();
  const ok = new El("button", { "data-cancel": "" });
  const alert = new El("dialog", { "data-modal": "" }, [new El("h2"), ok]);
  receive(client, () => overlay.append(alert));
  assert.equal(alert.open, true);

  // The sheet drew its button anew while the alert was up: it is found by its handler.
  const joinAgain = new El("button", { "data-on-click": "join" });
  receive(client, () => {
    alert.remove();
    join.remove();
    sheet.append(joinAgain);
    document.activeElement = document.body;
  });
  assert.equal(document.activeElement, joinAgain);
});

test("an opener that is gone leaves focus on the heading of the screen shown", () => {
  const remove = new El("button", { "data-on-click": "delete" });
  const detail = screen("Detail", [remove]);
  const { client, main, overlay } = makePage([detail]);
  remove.focus();
  const alert = new El("dialog", { "data-modal": "" }, [new El("button", { "data-cancel": "" })]);
  receive(client, () => overlay.append(alert));
  const list = screen("List");
  receive(client, () => {
    alert.remove();
    detail.remove();
    main.append(list);
    document.activeElement = document.body;
  });
  assert.equal(document.activeElement, list.childNodes[0], "the list's heading");
  assert.equal(document.activeElement.tagName, "H1");
});

test("a push moves focus to the new screen's heading; a change elsewhere leaves focus alone", () => {
  const link = new El("a", { "data-on-click": "drill" });
  const first = screen("First", [link]);
  const { client, main } = makePage([first]);
  link.focus();
  const second = screen("Second");
  receive(client, () => {
    first.remove();
    main.append(second);
    document.activeElement = document.body;
  });
  assert.equal(document.activeElement, second.childNodes[0]);

  // Focus on <body> already and nothing removed or pushed: not moved (a clock's tick).
  document.activeElement = document.body;
  receive(client, () => {});
  assert.equal(document.activeElement, document.body);
});
