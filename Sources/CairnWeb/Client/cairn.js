// Cairn's browser client. It knows nothing about any app: it applies the server's patches to
// the DOM, sends the user's events back, opens and closes dialogs, keeps the URL and focus in
// step with the server, plays sounds, and reconnects when the socket drops.
(() => {
  "use strict";

  const sessionID = document.querySelector('meta[name="cairn-session"]')?.content;
  // A reload resumes the tab's session (kept in sessionStorage), so nothing is lost; any
  // other navigation keeps the fresh session the page was rendered for.
  const navigation = performance.getEntriesByType("navigation")[0];
  const storedID = sessionStorage.getItem("cairn-session");
  let resumedID = null; // the session actually attached after a resume
  let resumeID = navigation && navigation.type === "reload" && storedID !== sessionID ? storedID : null;
  const root = () => document.getElementById("cairn-root");
  let socket = null;
  let retryDelay = 250;
  let sequence = 0;
  const lastSentSequence = new WeakMap(); // element -> sequence of its latest input event
  const queue = []; // frames to send once connected

  // ---- Connection ---------------------------------------------------------------------

  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    let address = `${scheme}//${location.host}/_cairn/socket?session=${encodeURIComponent(resumedID || sessionID)}`;
    if (resumeID && !resumedID) address += `&resume=${encodeURIComponent(resumeID)}`;
    socket = new WebSocket(address);
    socket.addEventListener("open", () => {
      retryDelay = 250;
      if (!resumeID) sessionStorage.setItem("cairn-session", sessionID);
      document.documentElement.classList.remove("cairn-offline");
      document.documentElement.dataset.cairnConnected = "true";
      while (queue.length) socket.send(queue.shift());
    });
    socket.addEventListener("message", (event) => receive(event.data));
    socket.addEventListener("close", () => {
      document.documentElement.dataset.cairnConnected = "false";
      document.documentElement.classList.add("cairn-offline");
      setTimeout(connect, retryDelay);
      retryDelay = Math.min(retryDelay * 2, 10000);
    });
  }

  function send(message) {
    const text = JSON.stringify(message);
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(text);
    else queue.push(text);
  }

  function receive(text) {
    let frame;
    try { frame = JSON.parse(text); } catch { return; }
    switch (frame.type) {
      case "update":
        for (const op of frame.ops) applyOp(op, frame.ack);
        syncDialogs();
        for (const effect of frame.effects) perform(effect);
        break;
      case "reset":
        if (frame.session) { sessionStorage.setItem("cairn-session", frame.session); resumedID = frame.session; }
        root().innerHTML = frame.html;
        if (frame.title) document.title = frame.title;
        if (frame.url && frame.url !== location.pathname + location.search) history.replaceState({}, "", frame.url);
        syncDialogs();
        break;
      case "error":
        console.warn("Cairn:", frame.message);
        if (/Unknown or expired session/.test(frame.message)) location.reload();
        break;
    }
  }

  // ---- Patches ------------------------------------------------------------------------

  function nodeAt(path) {
    let node = root();
    for (const index of path) node = node.childNodes[index];
    return node;
  }

  function parse(html) {
    const template = document.createElement("template");
    template.innerHTML = html;
    return template.content.firstChild || document.createTextNode("");
  }

  function applyOp(op, ack) {
    const [kind, path] = op;
    const node = nodeAt(path);
    switch (kind) {
      case "replace": node.replaceWith(parse(op[2])); break;
      case "text": node.nodeValue = op[2]; break;
      case "attrs": setAttributes(node, op[2], op[3], ack); break;
      case "insert": node.insertBefore(parse(op[3]), node.childNodes[op[2]] || null); break;
      case "remove": node.childNodes[op[2]].remove(); break;
      case "move": {
        const moved = node.childNodes[op[2]];
        moved.remove();
        node.insertBefore(moved, node.childNodes[op[3]] || null);
        break;
      }
    }
  }

  function setAttributes(element, set, removed, ack) {
    for (const [name, value] of Object.entries(set)) {
      if (name === "value" && "value" in element) {
        // Keep the caret and in-progress text: ignore echoes older than what the user typed.
        const typedSince = (lastSentSequence.get(element) || 0) > (ack || 0);
        if (!(document.activeElement === element && typedSince) && element.value !== value) element.value = value;
      }
      if (name === "checked") element.checked = true;
      if (name === "selected" && element.parentElement) element.parentElement.value = element.value;
      element.setAttribute(name, value);
    }
    for (const name of removed) {
      if (name === "checked") element.checked = false;
      element.removeAttribute(name);
    }
  }

  // ---- Dialogs ------------------------------------------------------------------------

  function syncDialogs() {
    for (const dialog of document.querySelectorAll("dialog[data-modal]")) {
      if (!dialog.open) {
        dialog.showModal();
        // Focus what the user most likely wants: a field, else the safe (cancel) button.
        const first = ["[autofocus]", "input, select, textarea", "[data-cancel]", "button:not([data-back])"]
          .map((selector) => dialog.querySelector(selector)).find(Boolean);
        if (first) first.focus({ focusVisible: false });
      }
    }
  }

  function dismiss(dialog) {
    const handler = dialog.dataset.onDismiss;
    if (handler) send({ type: "event", handler, event: "dismiss" });
  }

  // ---- Events -------------------------------------------------------------------------

  function handlerFor(target, event) {
    const attribute = "data-on-" + event;
    const element = target.closest ? target.closest(`[${attribute}]`) : null;
    return element ? { element, handler: element.getAttribute(attribute) } : null;
  }

  function sendEvent(target, event, extra = {}) {
    const found = handlerFor(target, event);
    if (!found || found.element.disabled) return false;
    sequence += 1;
    send({ type: "event", handler: found.handler, event, seq: sequence, ...extra });
    return found;
  }

  document.addEventListener("click", (event) => {
    if (event.target instanceof HTMLDialogElement && event.target.dataset.modal !== undefined) {
      const rect = event.target.getBoundingClientRect();
      const inside = event.clientX >= rect.left && event.clientX <= rect.right && event.clientY >= rect.top && event.clientY <= rect.bottom;
      if (!inside) { dismiss(event.target); return; }
    }
    if (sendEvent(event.target, "click")) event.preventDefault();
  });

  document.addEventListener("input", (event) => {
    const found = sendEvent(event.target, "input", { value: event.target.value });
    if (found) lastSentSequence.set(found.element, sequence);
  });

  document.addEventListener("change", (event) => {
    const target = event.target;
    const extra = target.type === "checkbox" ? { checked: target.checked } : { value: target.value };
    sendEvent(target, "change", extra);
  });

  document.addEventListener("focusin", (event) => sendEvent(event.target, "focus"));
  document.addEventListener("focusout", (event) => sendEvent(event.target, "blur"));
  document.addEventListener("submit", (event) => event.preventDefault());

  document.addEventListener("cancel", (event) => {
    if (event.target instanceof HTMLDialogElement) {
      event.preventDefault(); // the server decides; the dialog closes when its node goes
      dismiss(event.target);
    }
  }, true);

  window.addEventListener("popstate", () => {
    send({ type: "popstate", url: location.pathname + location.search });
  });

  // ---- Effects ------------------------------------------------------------------------

  function perform([kind, argument]) {
    switch (kind) {
      case "push": if (argument !== location.pathname + location.search) history.pushState({}, "", argument); break;
      case "replace": history.replaceState({}, "", argument); break;
      case "focus": document.getElementById(argument)?.focus(); break;
      case "title": document.title = argument; break;
      case "scroll": document.getElementById(argument)?.scrollIntoView({ block: "nearest" }); break;
      case "sound": playDing(); break;
    }
  }

  let audio = null;
  function playDing() {
    try {
      audio = audio || new AudioContext();
      const now = audio.currentTime;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = "sine";
      oscillator.frequency.setValueAtTime(1318.5, now);
      gain.gain.setValueAtTime(0.0001, now);
      gain.gain.exponentialRampToValueAtTime(0.3, now + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.8);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(now);
      oscillator.stop(now + 0.8);
      document.documentElement.dataset.cairnLastSound = String(Date.now());
    } catch (error) {
      console.warn("Cairn: could not play a sound", error);
    }
  }

  // ---- Start --------------------------------------------------------------------------

  // The state may have landed somewhere else than the URL asked for (a stale id): show the
  // URL of the screen actually shown.
  const canonical = document.querySelector('meta[name="cairn-url"]')?.content;
  if (canonical && canonical !== location.pathname + location.search) history.replaceState({}, "", canonical);

  syncDialogs();
  if (sessionID) connect();
})();
