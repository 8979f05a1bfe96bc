// The keys of an inline picker (a radio group, issue 33 item 9): one tab stop, the arrows
// move to the next or previous option and choose it (wrapping), Home and End choose the
// first and the last; a key held with Control, Alt or Meta stays the browser's. Run by
// Node's built-in test runner over a small fake group.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { createClient } = require("../../Sources/CairnWeb/Client/cairn.js");

let document;

class Radio {
  constructor(name, handler, checked) {
    this.name = name;
    this.disabled = false;
    this.parent = null;
    this.attributes = { role: "radio", "data-on-click": handler, "aria-checked": String(checked), tabindex: checked ? "0" : "-1" };
  }
  getAttribute(name) { return this.attributes[name] ?? null; }
  setAttribute(name, value) { this.attributes[name] = value; }
  matches(selector) { return selector === "[role=radiogroup] [role=radio]" && !!this.parent; }
  closest(selector) {
    if (selector === "[role=radiogroup]") return this.parent;
    const attribute = /^\[(.+)\]$/.exec(selector);
    return attribute && attribute[1] in this.attributes ? this : null;
  }
  focus() { document.activeElement = this; }
}

// A group of `names`, the one at `checked` chosen, in a client whose sent frames are kept.
function makeGroup(names, checked = 0) {
  const radios = names.map((name, index) => new Radio(name, `choose-${name}`, index === checked));
  const group = { querySelectorAll: (selector) => (selector === "[role=radio]" ? radios : []) };
  for (const radio of radios) radio.parent = group;
  document = { activeElement: radios[checked], querySelector: () => null };
  const sent = [];
  const client = createClient({ document, location: { pathname: "/", search: "" } });
  client.attachSocket({ readyState: 1, send: (text) => sent.push(JSON.parse(text)) });
  return { radios, sent, client };
}

// Presses `key` on `target`; whether the client took the key from the browser.
function press(client, target, key, modifiers = {}) {
  let prevented = false;
  client.moveInRadioGroup({ key, target, ...modifiers, preventDefault() { prevented = true; } });
  return prevented;
}

const chosen = (sent) => sent.filter((frame) => frame.event === "click").map((frame) => frame.handler);
const tabStops = (radios) => radios.filter((radio) => radio.getAttribute("tabindex") === "0").map((radio) => radio.name);

test("Home and End choose the first and the last option, and move the one tab stop there", () => {
  const { radios, sent, client } = makeGroup(["Bubblegum", "Buttercup", "Indigo", "Lavender"], 1);
  assert.equal(press(client, radios[1], "End"), true);
  assert.equal(document.activeElement, radios[3]);
  assert.deepEqual(tabStops(radios), ["Lavender"]);
  assert.equal(press(client, radios[3], "Home"), true);
  assert.equal(document.activeElement, radios[0]);
  assert.deepEqual(tabStops(radios), ["Bubblegum"]);
  assert.deepEqual(chosen(sent), ["choose-Lavender", "choose-Bubblegum"]);
});

test("Home on the chosen first option keeps it, sending nothing", () => {
  const { radios, sent, client } = makeGroup(["One", "Two", "Three"], 0);
  assert.equal(press(client, radios[0], "Home"), true, "the page does not scroll either");
  assert.equal(document.activeElement, radios[0]);
  assert.deepEqual(chosen(sent), []);
});

test("the arrows still step and wrap around the ends", () => {
  const { radios, sent, client } = makeGroup(["One", "Two", "Three"], 2);
  press(client, radios[2], "ArrowRight");
  assert.equal(document.activeElement, radios[0]);
  press(client, radios[0], "ArrowUp");
  assert.equal(document.activeElement, radios[2]);
  press(client, radios[2], "ArrowLeft");
  assert.equal(document.activeElement, radios[1]);
  assert.deepEqual(chosen(sent), ["choose-One", "choose-Three", "choose-Two"]);
});

test("a disabled option is skipped by End, and other keys or modified keys are the browser's", () => {
  const { radios, sent, client } = makeGroup(["One", "Two", "Three"], 0);
  radios[2].disabled = true;
  press(client, radios[0], "End");
  assert.equal(document.activeElement, radios[1]);
  assert.equal(press(client, radios[1], "Home", { ctrlKey: true }), false);
  assert.equal(press(client, radios[1], "PageDown"), false);
  assert.equal(document.activeElement, radios[1]);
  assert.deepEqual(chosen(sent), ["choose-Two"]);
});
