// The lazy lists' script (issue 34): it presses a window's "Show more" button when the button
// scrolls into view, once per answer from the server; it leaves a button nobody can see; and
// it scrolls the row a deep link names into view once, moving focus there only when nothing
// else has it. Run by Node's built-in test runner, the script evaluated afresh in a small fake
// page for each test.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("node:fs");
const path = require("node:path");
const vm = require("node:vm");

const source = fs.readFileSync(
  path.join(__dirname, "../../Sources/CairnWeb/Client/cairn-lazy.js"),
  "utf8"
);

class Element {
  constructor(attributes, { visible = true } = {}) {
    this.attributes = { ...attributes };
    this.visible = visible;
    this.isConnected = true;
    this.disabled = false;
    this.clicks = 0;
    this.scrolls = [];
    this.focusable = null;
  }
  getAttribute(name) { return this.attributes[name] ?? null; }
  setAttribute(name, value) { this.attributes[name] = String(value); }
  getClientRects() { return this.visible ? [{ width: 100, height: 20 }] : []; }
  click() { this.clicks += 1; }
  scrollIntoView(options) { this.scrolls.push(options); }
  querySelector() { return this.focusable; }
  closest() { return null; }
}

// A page holding `elements`, with the observers the script uses: `intersect(button)` reports a
// button entering the view, `mutate()` reports a change of the page and runs the next frame.
function makePage(elements) {
  const page = { elements, observed: new Set(), frames: [], mutationCallbacks: [] };
  const document = {
    readyState: "complete",
    body: { name: "body" },
    documentElement: {},
    querySelectorAll(selector) {
      const attribute = /^\[(.+)\]$/.exec(selector)[1];
      return page.elements.filter((element) => attribute in element.attributes);
    },
    addEventListener() {},
  };
  document.activeElement = document.body;
  let intersection = null;
  const context = {
    window: {},
    document,
    Node: { DOCUMENT_POSITION_FOLLOWING: 4 },
    IntersectionObserver: class {
      constructor(callback) { intersection = callback; }
      observe(element) { page.observed.add(element); }
      unobserve(element) { page.observed.delete(element); }
    },
    MutationObserver: class {
      constructor(callback) { page.mutationCallbacks.push(callback); }
      observe() {}
      disconnect() {}
    },
    requestAnimationFrame: (callback) => page.frames.push(callback),
    setTimeout: () => 0,
  };
  vm.runInNewContext(source, context);
  page.document = document;
  page.intersect = (element) => intersection([{ target: element, isIntersecting: true }]);
  page.mutate = () => {
    for (const callback of page.mutationCallbacks) callback([]);
    const frames = page.frames.splice(0);
    for (const frame of frames) frame();
  };
  return page;
}

const showMore = (hidden, options) =>
  new Element({ "data-cairn-lazy": "end", "data-cairn-lazy-hidden": String(hidden) }, options);

test("a button that scrolls into view is pressed once, and again only after the server answered", () => {
  const button = showMore(9950);
  const page = makePage([button]);
  assert.ok(page.observed.has(button), "the button is watched from the start");
  page.intersect(button);
  assert.equal(button.clicks, 1);
  page.intersect(button);
  assert.equal(button.clicks, 1, "no second press while the first is unanswered");
  button.setAttribute("data-cairn-lazy-hidden", 9900);
  page.intersect(button);
  assert.equal(button.clicks, 2, "the rows arrived, so the next page may be asked for");
});

test("a button nobody can see (a screen under another, a closed dialog) or a disabled one is left alone", () => {
  const hidden = showMore(100, { visible: false });
  const disabled = showMore(100);
  disabled.disabled = true;
  const page = makePage([hidden, disabled]);
  page.intersect(hidden);
  page.intersect(disabled);
  assert.equal(hidden.clicks, 0);
  assert.equal(disabled.clicks, 0);
});

test("a button that arrives with a change of the page is watched after the next frame", () => {
  const page = makePage([]);
  const button = showMore(50);
  page.elements.push(button);
  assert.equal(page.observed.has(button), false);
  page.mutate();
  assert.ok(page.observed.has(button));
  page.intersect(button);
  assert.equal(button.clicks, 1);
});

test("the row a deep link names is scrolled to the middle once, and its control takes the focus", () => {
  const row = new Element({ "data-cairn-scroll-to": "true" });
  const focused = [];
  row.focusable = { focus(options) { focused.push(options); } };
  const page = makePage([row]);
  // The options come from the script's own realm: compare them as plain data.
  assert.equal(JSON.stringify(row.scrolls), '[{"block":"center"}]');
  assert.equal(JSON.stringify(focused), '[{"preventScroll":true}]', "focused once, no second scroll");
  page.mutate();
  assert.equal(row.scrolls.length, 1, "a row is scrolled to once, not at every change");
});

test("a deep-linked row leaves the focus where the person put it", () => {
  const elsewhere = { name: "search field" };
  const row = new Element({ "data-cairn-scroll-to": "true" });
  row.focusable = { focus() { throw new Error("focus moved"); } };
  const page = makePage([]);
  page.document.activeElement = elsewhere;
  page.elements.push(row);
  page.mutate();
  assert.equal(row.scrolls.length, 1);
  assert.equal(page.document.activeElement, elsewhere);
});

test("a deep-linked row that is not drawn yet (in a closed dialog) waits until it is", () => {
  const row = new Element({ "data-cairn-scroll-to": "true" }, { visible: false });
  const page = makePage([row]);
  assert.equal(row.scrolls.length, 0);
  row.visible = true;
  page.mutate();
  assert.equal(row.scrolls.length, 1);
});
