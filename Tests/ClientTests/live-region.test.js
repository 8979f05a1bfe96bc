// A live region a patch brings into the page (the record screen's "Blob is speaking", pushed
// as the meeting starts; issue 33 item 9) arrives empty and gets its text a moment later, so
// a screen reader, which reads a region when its text changes, says the first speaker too.
// Run by Node's built-in test runner over a small fake page.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { createClient } = require("../../Sources/CairnWeb/Client/cairn.js");

class Text {
  constructor(value) { this.nodeType = 3; this.nodeValue = value; this.childNodes = []; }
}

class Element {
  constructor(attributes = {}, children = []) {
    this.nodeType = 1;
    this.attributes = attributes;
    this.childNodes = children;
  }
  getAttribute(name) { return this.attributes[name] ?? null; }
  // Only the selector the client asks for: a live region or a status.
  matches() { return "aria-live" in this.attributes || this.attributes.role === "status"; }
  querySelectorAll(selector) {
    const found = [];
    const walk = (node) => {
      for (const child of node.childNodes) {
        if (child.nodeType !== 1) continue;
        if (child.matches(selector)) found.push(child);
        walk(child);
      }
    };
    walk(this);
    return found;
  }
}

// A client whose timers the test runs by hand.
function makeClient(root = null) {
  const timers = [];
  const document = { querySelector: () => null, getElementById: () => root };
  const window = {
    document, location: { pathname: "/", search: "" },
    setTimeout: (run, delay) => { timers.push({ run, delay }); },
  };
  return { client: createClient(window), timers };
}

test("a pushed screen's live regions come in empty and are filled a moment later", () => {
  const { client, timers } = makeClient();
  const speaker = new Text("Blob is speaking, speaker 1 of 2.");
  const timeLeft = new Text("6 minutes left.");
  const shown = new Text("Blob is speaking");
  const screen = new Element({ class: "screen" }, [
    new Element({ class: "panel" }, [shown]),
    new Element({ role: "status", "aria-live": "polite" }, [speaker]),
    new Element({ role: "status", "aria-live": "polite" }, [new Element({}, [timeLeft])]),
  ]);
  client.announceLater(screen);
  assert.equal(speaker.nodeValue, "", "empty as it arrives");
  assert.equal(timeLeft.nodeValue, "");
  assert.equal(shown.nodeValue, "Blob is speaking", "text outside a live region is left alone");
  assert.equal(timers.length, 1);
  assert.ok(timers[0].delay >= 100 && timers[0].delay === client.announcementDelay);
  timers[0].run();
  assert.equal(speaker.nodeValue, "Blob is speaking, speaker 1 of 2.");
  assert.equal(timeLeft.nodeValue, "6 minutes left.");
});

test("a region that arrives on its own is filled later too; an aria-live=off one is not touched", () => {
  const { client, timers } = makeClient();
  const words = new Text("3 minutes left.");
  const region = new Element({ "aria-live": "polite" }, [words]);
  client.announceLater(region);
  assert.equal(words.nodeValue, "");
  timers[0].run();
  assert.equal(words.nodeValue, "3 minutes left.");

  const quiet = new Text("not read");
  client.announceLater(new Element({ "aria-live": "off" }, [quiet]));
  assert.equal(quiet.nodeValue, "not read");
  assert.equal(timers.length, 1, "nothing to fill in later");
});

test("a patch that changes the text before the delay ends wins over the text it came with", () => {
  const words = new Text("Blob is speaking, speaker 1 of 2.");
  const region = new Element({ role: "status", "aria-live": "polite" }, [words]);
  const root = new Element({ id: "cairn-root" }, [region]);
  const { client, timers } = makeClient(root);
  client.announceLater(region);
  // The server's next text op for that node: the next speaker, already.
  client.applyOp(["text", [0, 0], "Blob Jr is speaking, speaker 2 of 2."]);
  timers[0].run();
  assert.equal(words.nodeValue, "Blob Jr is speaking, speaker 2 of 2.");
});
