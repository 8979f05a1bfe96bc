// The client's microphone against a page nobody has touched yet (issue 28, item 1): opened
// straight onto a recording screen, it asks for the microphone and starts capturing only
// after the person's first click or key press, and only while its socket is attached.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const { createClient } = require("../../Sources/CairnWeb/Client/cairn.js");

function makePage({ hasBeenActive = false } = {}) {
  const listeners = {};
  const document = {
    title: "",
    documentElement: { dataset: {}, classList: { add() {}, remove() {} } },
    getElementById: () => null,
    querySelector: () => null,
    querySelectorAll: () => [],
    addEventListener(type, listener) { (listeners[type] ||= []).push(listener); },
    removeEventListener(type, listener) {
      listeners[type] = (listeners[type] || []).filter((other) => other !== listener);
    },
  };
  const asked = []; // the constraints of every getUserMedia call
  const sockets = [];
  class FakeWebSocket {
    constructor() { this.readyState = 0; this.handlers = {}; this.sent = []; sockets.push(this); }
    addEventListener(type, handler) { (this.handlers[type] ||= []).push(handler); }
    send(frame) { this.sent.push(frame); }
    fire(type) {
      this.readyState = type === "open" ? 1 : 3;
      for (const handler of this.handlers[type] || []) handler({});
    }
  }
  class FakeAudioContext {
    constructor() { this.state = "running"; this.audioWorklet = { addModule: async () => {} }; this.destination = {}; }
    createMediaStreamSource() { return { connect: (node) => node }; }
    close() {}
    resume() {}
  }
  const window = {
    document,
    isSecureContext: true,
    location: { pathname: "/", search: "", host: "127.0.0.1", protocol: "http:", reload() {} },
    history: { pushState() {}, replaceState() {} },
    sessionStorage: { getItem: () => null, setItem() {} },
    navigator: {
      userActivation: { hasBeenActive },
      mediaDevices: {
        addEventListener() {},
        async enumerateDevices() { return [{ kind: "audioinput" }]; },
        async getUserMedia(constraints) {
          asked.push(constraints);
          return { getTracks: () => [{ stop() {}, addEventListener() {} }] };
        },
      },
    },
    WebSocket: FakeWebSocket,
    AudioContext: FakeAudioContext,
    AudioWorkletNode: class { constructor() { this.port = {}; } connect() { return {}; } },
    setTimeout() {},
  };
  const client = createClient(window);
  const gesture = (type = "pointerdown") => {
    window.navigator.userActivation.hasBeenActive = true;
    for (const listener of [...(listeners[type] || [])]) listener({});
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { client, asked, sockets, gesture, settle, marks: document.documentElement.dataset };
}

const socketOpen = (client) => client.attachSocket({ readyState: 1, send() {} });

test("a page nobody has touched asks for the microphone only after the first gesture", async () => {
  const page = makePage();
  socketOpen(page.client);
  page.client.perform(["requestMicrophone"]);
  await page.settle();
  assert.equal(page.asked.length, 0, "no prompt, no microphone, before the person acts");

  page.gesture("keydown");
  await page.settle();
  assert.equal(page.asked.length, 1, "the first key press asks");
  page.gesture("pointerdown");
  await page.settle();
  assert.equal(page.asked.length, 1, "and only once");
});

test("a capture on a page nobody has touched starts at the first gesture", async () => {
  const page = makePage();
  socketOpen(page.client);
  page.client.perform(["startCapture", 1]);
  await page.settle();
  assert.equal(page.asked.length, 0);
  assert.equal(page.marks.cairnMicrophone, "waiting", "the page says it waits for the person");

  page.gesture();
  await page.settle();
  assert.equal(page.asked.length, 1);
  assert.equal(page.marks.cairnMicrophone, "capturing");
});

test("a page the person already used captures at once", async () => {
  const page = makePage({ hasBeenActive: true });
  socketOpen(page.client);
  page.client.perform(["startCapture", 1]);
  await page.settle();
  assert.equal(page.asked.length, 1);
});

test("a capture stopped before the gesture never starts", async () => {
  const page = makePage();
  socketOpen(page.client);
  page.client.perform(["startCapture", 1]);
  page.client.perform(["stopCapture", 1]);
  page.gesture();
  await page.settle();
  assert.equal(page.asked.length, 0);
});

test("a gesture while the socket is down starts the capture only once it is attached again", async () => {
  const page = makePage();
  page.client.connect();
  const first = page.sockets[0];
  first.fire("open");
  page.client.perform(["startCapture", 1]);
  first.fire("close");
  page.gesture();
  await page.settle();
  assert.equal(page.asked.length, 0, "no capture for a tab that is not attached");

  page.client.connect();
  page.sockets[1].fire("open");
  await page.settle();
  assert.equal(page.asked.length, 1, "attached again: the capture starts");
});
