// Cairn's browser client. It knows nothing about any app: it applies the server's patches to
// the DOM, sends the user's events back, opens and closes dialogs, keeps the URL and focus in
// step with the server, plays the ding, captures the microphone when the server asks (audio
// goes out as binary frames), and reconnects when the socket drops.
//
// In the browser it starts by itself. Under Node (the client's own tests) it exports
// `createClient(window)`, which builds a client over any window-like object.

// The wire protocol's names, declared once here and once in Swift (Frames.swift and
// WireProtocol.swift); a Swift test holds the two tables to each other.
const CairnProtocol = Object.freeze({
  clientFrame: Object.freeze({ attach: "attach", event: "event", popstate: "popstate", resync: "resync", microphone: "microphone" }),
  serverFrame: Object.freeze({ attached: "attached", update: "update", reset: "reset", error: "error" }),
  event: Object.freeze({ click: "click", input: "input", change: "change", focus: "focus", blur: "blur", dismiss: "dismiss", truncate: "truncate" }),
  op: Object.freeze({ replace: "replace", text: "text", attrs: "attrs", insert: "insert", remove: "remove", move: "move" }),
  effect: Object.freeze({
    pushURL: "pushURL", replaceURL: "replaceURL", focus: "focus", title: "title", ding: "ding",
    requestMicrophone: "requestMicrophone", startCapture: "startCapture", stopCapture: "stopCapture",
    showMessage: "showMessage", openURL: "openURL",
  }),
  microphone: Object.freeze({ granted: "granted", denied: "denied", prompt: "prompt", unavailable: "unavailable", failed: "failed" }),
  error: Object.freeze({
    sessionExpired: "sessionExpired", replaced: "replaced", malformed: "malformed", tooLarge: "tooLarge",
    unknownHandler: "unknownHandler", urlTooLong: "urlTooLong", renderTooSlow: "renderTooSlow", notAttached: "notAttached",
    unexpectedAudio: "unexpectedAudio", audioBacklog: "audioBacklog", tooManyEvents: "tooManyEvents",
  }),
});

function createClient(window) {
  "use strict";
  const { document, history, location, sessionStorage } = window;
  const P = CairnProtocol;

  // The page carries its session's id and secret; the secret only ever travels in the
  // socket's first frame (never in a URL), so holding an id is not enough to attach.
  const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.content;
  const page = { session: meta("cairn-session"), secret: meta("cairn-secret") };
  let resume = null; // the tab's earlier session, after a reload
  let current = page; // the session actually attached (the resumed one after a resume)
  const root = () => document.getElementById("cairn-root");
  let socket = null;
  let retryDelay = 250;
  let stopped = false; // replaced by another socket of this tab: never reconnect
  let attachedOnce = false; // the server accepted this page's socket at least once
  let failures = 0; // reconnect attempts in a row whose socket never opened
  let sequence = 0;
  let lastFocusSequence = 0; // sequence of the latest focus change the user made
  let applyingFocus = false; // focus moved by the server: not echoed back
  const lastSentSequence = new WeakMap(); // element -> sequence of its latest input event
  const queue = []; // frames to send once attached

  // ---- Connection ---------------------------------------------------------------------

  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    // The URL names the session (never its secret) so a proxy in front of several server
    // processes can send the socket to the process that made the session.
    const path = `${meta("cairn-prefix") || ""}/_cairn/socket?session=${encodeURIComponent(current.session)}`;
    socket = new window.WebSocket(`${scheme}//${location.host}${path}`);
    let opened = false;
    socket.addEventListener("open", () => {
      opened = true;
      failures = 0;
      retryDelay = 250;
      const attach = { type: P.clientFrame.attach, session: current.session, secret: current.secret };
      if (resume) attach.resume = resume;
      try { attach.timeZone = window.Intl.DateTimeFormat().resolvedOptions().timeZone; } catch { }
      socket.send(JSON.stringify(attach));
      document.documentElement.classList.remove("cairn-offline");
      document.documentElement.dataset.cairnConnected = "true";
      while (queue.length) socket.send(queue.shift());
      reportMicrophonePermission();
      startDeferredCapture();
    });
    socket.addEventListener("message", (event) => receive(event.data));
    socket.addEventListener("close", () => {
      document.documentElement.dataset.cairnConnected = "false";
      document.documentElement.classList.add("cairn-offline");
      if (stopped) return;
      if (!opened) failures += 1;
      window.setTimeout(reconnect, retryDelay);
      retryDelay = Math.min(retryDelay * 2, 10000);
    });
  }

  // ---- Recovery -----------------------------------------------------------------------
  // A socket that cannot even open, several times in a row, while the server still answers
  // plain requests means the process that held this tab's session is gone (a proxy refuses
  // its tag): the tab reloads its address, which a live process rebuilds, and the reloaded
  // page says what could not be kept. While nothing answers at all (the network or the only
  // server is down) the tab keeps trying: a reload would leave only the browser's error page.

  const recoverAfterFailures = 3;
  const recoveryInterval = 60000; // a page that never attached reloads at most this often

  function shouldRecover({ failures, attachedOnce, lastRecoveryAt, now }) {
    if (failures < recoverAfterFailures) return false;
    return attachedOnce || lastRecoveryAt == null || now - lastRecoveryAt >= recoveryInterval;
  }

  function storedNumber(key) {
    try {
      const value = sessionStorage.getItem(key);
      return value == null ? null : Number(value);
    } catch { return null; }
  }

  async function reconnect() {
    if (stopped) return;
    const decision = { failures, attachedOnce, lastRecoveryAt: storedNumber("cairn-recovered-at"), now: window.Date.now() };
    if (shouldRecover(decision) && await serverAnswers() && !stopped) {
      try { sessionStorage.setItem("cairn-recovered-at", String(window.Date.now())); } catch { }
      reloadRebuilt(true);
      return;
    }
    connect();
  }

  // Whether the server (any process behind the proxy) answers a plain request, within 5 s (a
  // server that accepts and never answers must not stop the reconnecting).
  async function serverAnswers() {
    try {
      const AbortSignal = window.AbortSignal;
      const signal = AbortSignal && AbortSignal.timeout ? AbortSignal.timeout(5000) : undefined;
      const response = await window.fetch(`${meta("cairn-prefix") || ""}/_cairn/cairn.js`, { method: "HEAD", cache: "no-store", signal });
      return response.ok;
    } catch {
      return false;
    }
  }

  // Reloads the page's address; `lost` when the tab held a session whose state is gone, so
  // the reloaded page tells the user.
  function reloadRebuilt(lost) {
    stopped = true;
    if (lost) try { sessionStorage.setItem("cairn-rebuilt", "1"); } catch { }
    location.reload();
  }

  // Shown once on the page a recovery reloaded, outside the server's screen (patches never
  // touch it); a polite status, filled in after it is in the page so screen readers read it.
  function showRebuiltNotice() {
    let flagged = null;
    try {
      flagged = sessionStorage.getItem("cairn-rebuilt");
      sessionStorage.removeItem("cairn-rebuilt");
    } catch { }
    if (!flagged) return;
    const notice = document.createElement("div");
    notice.className = "cairn-notice";
    notice.setAttribute("role", "status");
    const text = document.createElement("p");
    const dismiss = document.createElement("button");
    dismiss.type = "button";
    dismiss.className = "button";
    dismiss.textContent = "Dismiss";
    dismiss.addEventListener("click", () => notice.remove());
    notice.append(text, dismiss);
    document.body.append(notice);
    window.setTimeout(() => {
      text.textContent = "The server lost this screen, so it was rebuilt from its address. " +
        "Anything not yet saved, such as text typed in an open form, could not be kept.";
    }, 50);
  }

  function send(message) {
    const text = JSON.stringify(message);
    if (socket && socket.readyState === 1) socket.send(text);
    else queue.push(text);
  }

  function receive(text) {
    let frame;
    try { frame = JSON.parse(text); } catch { return; }
    switch (frame.type) {
      case P.serverFrame.update:
        const focusBefore = focusSnapshot();
        try {
          for (const op of frame.ops || []) applyOp(op, frame.ack);
        } catch (error) {
          // The page no longer matches what the server diffed against: ask for the whole
          // screen instead of leaving a broken page.
          console.warn("Cairn: a patch did not apply; asking for the whole screen", error);
          send({ type: P.clientFrame.resync });
          return;
        }
        const closed = syncDialogs(focusBefore);
        for (const effect of frame.effects || []) perform(effect, frame.ack);
        // After the effects: focus the server moved (a focus binding) wins.
        settleFocus(focusBefore, closed);
        // The latest event the server had seen when it sent this: lets tests and tools tell
        // when the page has caught up.
        if (frame.ack != null) document.documentElement.dataset.cairnAck = String(frame.ack);
        break;
      case P.serverFrame.attached:
        // Every attach hands the tab a new secret, and the one it presented (the page's, or
        // the one kept for a reload) stops working. After a resume the session is the earlier
        // one. Kept in the tab's storage so a reload can resume it.
        current = { session: frame.session, secret: frame.secret };
        resume = null;
        attachedOnce = true;
        try { sessionStorage.setItem("cairn-session", JSON.stringify(current)); } catch { }
        break;
      case P.serverFrame.reset: {
        // The server never sends a secure field's text back: keep what the person typed.
        const typedSecrets = secureValues();
        const focusBefore = focusSnapshot();
        root().innerHTML = frame.html;
        restoreSecureValues(typedSecrets);
        if (frame.title) document.title = frame.title;
        if (frame.url && frame.url !== location.pathname + location.search) history.replaceState({}, "", frame.url);
        settleFocus(focusBefore, syncDialogs(focusBefore));
        break;
      }
      case P.serverFrame.error:
        switch (frame.code) {
          case P.error.sessionExpired:
          case P.error.renderTooSlow:
            // The session is gone (expired, ended, or its process restarted): the address
            // rebuilds the screen; a tab that had been attached says what it could not keep.
            reloadRebuilt(attachedOnce);
            break;
          case P.error.replaced:
            stopped = true;
            document.documentElement.dataset.cairnReplaced = "true";
            break;
          default:
            console.warn("Cairn:", frame.code, frame.message);
        }
        break;
    }
  }

  // A secure field's text, by field id: the server never sends it, so a reset of the whole
  // screen would empty the field while the server still holds what was typed. A field the
  // server emptied carries `value=""` and is left empty.
  function secureValues() {
    const values = new Map();
    const container = root();
    if (!container || typeof container.querySelectorAll !== "function") return values;
    for (const input of container.querySelectorAll("input[type=password]")) {
      if (input.id && input.value) values.set(input.id, input.value);
    }
    return values;
  }

  function restoreSecureValues(values) {
    for (const [id, value] of values) {
      const input = document.getElementById(id);
      if (input && input.type === "password" && !input.hasAttribute("value")) input.value = value;
    }
  }

  // ---- Patches ------------------------------------------------------------------------

  function nodeAt(path) {
    let node = root();
    for (const index of path) {
      node = node.childNodes[index];
      if (!node) throw new Error(`no node at ${path.join("/")}`);
    }
    return node;
  }

  // Rows the server marks as new since their list was last drawn animate in (CSS keyed on
  // the class); the class outlives the server's mark, which the next render drops.
  function markEntering(node) {
    if (node.nodeType !== 1 || !node.matches) return;
    const marked = node.matches("[data-entering]") ? [node] : [];
    for (const element of [...marked, ...node.querySelectorAll("[data-entering]")]) {
      element.classList.add("cairn-enter");
      element.addEventListener("animationend", () => element.classList.remove("cairn-enter"), { once: true });
    }
  }

  // A live region is read when its text changes while it is in the page, not when it
  // arrives with its text: one a patch brings (the record screen's speaker, pushed as the
  // meeting starts) comes in empty and gets its text a moment later, so its first words are
  // said too. A patch that changes the text meanwhile wins.
  const pendingAnnouncements = new WeakMap(); // text node -> the text it gets back
  function announceLater(node) {
    if (node.nodeType !== 1 || !node.matches) return;
    const selector = "[aria-live], [role=status]";
    const regions = [...(node.matches(selector) ? [node] : []), ...node.querySelectorAll(selector)];
    const texts = [];
    const collect = (parent) => {
      for (const child of parent.childNodes) {
        if (child.nodeType === 3 && child.nodeValue !== "") texts.push(child);
        else if (child.nodeType === 1) collect(child);
      }
    };
    for (const region of regions) if (region.getAttribute("aria-live") !== "off") collect(region);
    if (texts.length === 0) return;
    for (const text of texts) {
      pendingAnnouncements.set(text, text.nodeValue);
      text.nodeValue = "";
    }
    const later = window.setTimeout ? window.setTimeout.bind(window) : setTimeout;
    later(() => {
      for (const text of texts) {
        if (!pendingAnnouncements.has(text)) continue;
        text.nodeValue = pendingAnnouncements.get(text);
        pendingAnnouncements.delete(text);
      }
    }, announcementDelay);
  }
  // Long enough for a screen reader to have seen the empty region.
  const announcementDelay = 150;

  // Markup for a place inside an <svg> (a new arc of a drawing) is parsed inside one, so its
  // elements are SVG elements rather than unknown HTML ones that never draw.
  const SVG = "http://www.w3.org/2000/svg";
  function parse(html, parent) {
    const template = document.createElement("template");
    const inSVG = parent && parent.namespaceURI === SVG && parent.localName !== "foreignObject";
    template.innerHTML = inSVG ? `<svg xmlns="${SVG}">${html}</svg>` : html;
    const container = inSVG ? template.content.firstChild : template.content;
    return (container && container.firstChild) || document.createTextNode("");
  }

  function childAt(node, index) {
    const child = node.childNodes[index];
    if (!child) throw new Error(`no child ${index}`);
    return child;
  }

  function applyOp(op, ack) {
    const [kind, path] = op;
    const node = nodeAt(path);
    switch (kind) {
      case P.op.replace: {
        const replacement = parse(op[2], node.parentNode);
        node.replaceWith(replacement);
        markEntering(replacement);
        announceLater(replacement);
        break;
      }
      case P.op.text:
        if (node.nodeType !== 3) throw new Error("not a text node");
        node.nodeValue = op[2];
        pendingAnnouncements.delete(node);
        break;
      case P.op.attrs: setAttributes(node, op[2], op[3], ack); break;
      case P.op.insert: {
        if (op[2] > node.childNodes.length) throw new Error(`cannot insert at ${op[2]}`);
        const inserted = parse(op[3], node);
        node.insertBefore(inserted, node.childNodes[op[2]] || null);
        markEntering(inserted);
        announceLater(inserted);
        break;
      }
      case P.op.remove: childAt(node, op[2]).remove(); break;
      case P.op.move: {
        const moved = childAt(node, op[2]);
        moved.remove();
        node.insertBefore(moved, node.childNodes[op[3]] || null);
        break;
      }
      default: throw new Error(`unknown operation ${kind}`);
    }
  }

  function setAttributes(element, set, removed, ack) {
    if (element.nodeType !== 1) throw new Error("not an element");
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

  // Each open dialog's opener: what had focus when it opened, so focus can go back there
  // when it closes.
  const dialogOpeners = new Map(); // dialog -> identity (see `identify`)

  // Opens the dialogs the server added (each remembering its opener: what had focus before
  // the frame, `focusBefore`) and returns the dialogs the server removed, with their
  // openers, the most recently opened first.
  function syncDialogs(focusBefore = null) {
    const closed = [];
    for (const [dialog, opener] of dialogOpeners) {
      if (!dialog.isConnected) {
        closed.unshift({ dialog, opener });
        dialogOpeners.delete(dialog);
      }
    }
    for (const dialog of document.querySelectorAll("dialog[data-modal]")) {
      if (!dialog.open) {
        // A dialog drawn anew in place of one the same frame removed (the same dismiss
        // handler) is the same dialog: it keeps that one's opener.
        const handler = dialog.getAttribute("data-on-dismiss");
        const same = handler ? closed.findIndex(({ dialog: old }) => old.getAttribute("data-on-dismiss") === handler) : -1;
        const opener = same >= 0 ? closed.splice(same, 1)[0].opener : focusBefore && focusBefore.identity;
        if (!dialogOpeners.has(dialog)) dialogOpeners.set(dialog, opener || null);
        dialog.showModal();
        // showModal focused the first focusable element, which may be a destructive button:
        // move focus to the safe choice. A button focused here shows its ring, so the person
        // sees what Enter would press; with no safe choice the dialog itself holds focus.
        const first = initialDialogFocus(dialog);
        if (first) {
          focusQuietly(first, { visible: first.tagName === "BUTTON" });
        } else {
          dialog.tabIndex = -1;
          focusQuietly(dialog);
        }
      }
    }
    return closed;
  }

  // What a dialog focuses when it opens: a field, else the safe (cancel) button, else the
  // first button that destroys nothing. A destructive button is never focused first, so
  // pressing Enter as an alert appears cannot delete anything.
  function initialDialogFocus(dialog) {
    const selectors = [
      "[autofocus]", "input:not([disabled]), select:not([disabled]), textarea:not([disabled])",
      "button[data-cancel]:not([disabled])",
      "button:not([data-back]):not(.role-destructive):not([disabled])",
    ];
    for (const selector of selectors) {
      const found = dialog.querySelector(selector);
      if (found) return found;
    }
    return null;
  }

  function dismiss(dialog) {
    const handler = dialog.dataset.onDismiss;
    if (handler) send({ type: P.clientFrame.event, handler, event: P.event.dismiss });
  }

  // The browser may close a dialog by itself: Chromium does when Escape comes again with no
  // click or keystroke since the last one (its cancel event cannot then be prevented). A
  // dialog the server still shows with dismissal disabled (a form with unsaved changes) is
  // opened again at once, with the dialogs after it (an alert it raised) back on top, and
  // the field that had focus focused again.
  const focusBeforeCancel = new WeakMap(); // dialog -> element focused when Escape came
  function reopenIfKept(dialog) {
    if (dialog.open || !dialog.isConnected || dialog.dataset.dismissDisabled === undefined) return;
    const dialogs = Array.from(document.querySelectorAll("dialog[data-modal]"));
    const above = dialogs.slice(dialogs.indexOf(dialog) + 1).filter((other) => other.open);
    for (const other of above) other.close();
    dialog.showModal();
    for (const other of above) other.showModal();
    const focused = focusBeforeCancel.get(dialog);
    if (!above.length && focused && focused.isConnected && dialog.contains(focused)) focusQuietly(focused);
  }

  // ---- Focus after a change -------------------------------------------------------------
  // A patch that removes what had focus (a dialog closing, a screen pushed or popped, a row
  // deleted) would leave focus on <body>, where a keyboard or screen reader user is lost.
  // Focus goes instead to the closed dialog's opener when it is still in the page (and not
  // behind a dialog still open), else back to the same control drawn anew, else to the top
  // dialog's heading, else to the heading of the screen now shown.

  // What identifies a focused element across patches: the element itself, and its id or
  // click handler, by which the same control drawn anew can be found again.
  function identify(element) {
    if (!element || element === document.body || element === document.documentElement || !element.getAttribute) return null;
    return { element, id: element.id || null, handler: element.getAttribute("data-on-click") };
  }

  function locate(identity) {
    if (!identity) return null;
    if (identity.element.isConnected) return identity.element;
    if (identity.id) {
      const found = document.getElementById(identity.id);
      if (found) return found;
    }
    if (identity.handler && /^[\w-]+$/.test(identity.handler)) {
      return document.querySelector(`[data-on-click="${identity.handler}"]`);
    }
    return null;
  }

  // The screens shown, on the page and in its dialogs (each navigation stack shows its top
  // one).
  const shownScreens = () => Array.from(document.querySelectorAll("#cairn-root section.screen"));

  function focusSnapshot() {
    return { identity: identify(document.activeElement), screens: shownScreens() };
  }

  function topDialog() {
    const open = Array.from(document.querySelectorAll("dialog[open]"));
    return open.length ? open[open.length - 1] : null;
  }

  // Whether `element` can take focus now: in the page, not disabled, and not behind the top
  // dialog.
  function canFocus(element) {
    if (!element || !element.isConnected || element.disabled) return false;
    const top = topDialog();
    return !top || top.contains(element);
  }

  // Focuses the heading of `container` (made focusable by script only, tabindex -1), else the
  // container itself.
  function focusHeading(container) {
    const heading = container.querySelector("h1, h2, [role=heading]") || container;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    focusQuietly(heading);
  }

  let keyboardInput = false; // the person's latest input was a key, not a pointer

  function settleFocus(before, closed) {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (!lost || !before) return;
    const previous = before.identity;
    const screens = shownScreens();
    const pushed = screens.filter((screen) => !before.screens.includes(screen));
    const changed = closed.length > 0 || pushed.length > 0 || (previous && !previous.element.isConnected);
    if (!changed) return;
    // A control focused again is reported like the person's own focus change, so a focus
    // binding on it follows.
    const options = { visible: keyboardInput, report: true };
    for (const { opener } of closed) {
      const element = locate(opener);
      if (canFocus(element)) return focusQuietly(element, options);
    }
    if (!pushed.length) {
      const again = locate(previous);
      if (canFocus(again)) return focusQuietly(again, options);
    }
    // Behind an open dialog nothing can take focus: the screen pushed inside it, else its
    // heading. Without one, the screen pushed or popped to, else the top screen.
    const top = topDialog();
    const candidates = top ? pushed.filter((screen) => top.contains(screen)) : pushed;
    const fallback = top || screens[screens.length - 1] || document.getElementById("cairn-content");
    const target = candidates[candidates.length - 1] || fallback;
    if (target) focusHeading(target);
  }

  // A radio group (an inline picker) is one tab stop, the checked option; the arrow keys
  // move to the next or previous option (wrapping) and choose it, as native radio buttons
  // do; Home and End choose the first and the last. A key held with Control, Alt or Meta is
  // the browser's.
  function moveInRadioGroup(event) {
    const steps = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    const target = event.target;
    const key = event.key;
    if (!(key in steps) && key !== "Home" && key !== "End") return;
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    if (!target.matches || !target.matches("[role=radiogroup] [role=radio]")) return;
    const group = target.closest("[role=radiogroup]");
    const radios = Array.from(group.querySelectorAll("[role=radio]")).filter((radio) => !radio.disabled);
    if (radios.length < 2) return;
    event.preventDefault();
    const index = radios.indexOf(target);
    const next = key === "Home" ? radios[0]
      : key === "End" ? radios[radios.length - 1]
      : radios[(index + steps[key] + radios.length) % radios.length];
    for (const radio of radios) radio.setAttribute("tabindex", radio === next ? "0" : "-1");
    next.focus();
    // Home on the first option (or End on the last) stays put: nothing new is chosen.
    if (next !== target || target.getAttribute("aria-checked") !== "true") sendEvent(next, P.event.click);
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
    send({ type: P.clientFrame.event, handler: found.handler, event, seq: sequence, ...extra });
    return found;
  }

  // The value sent never exceeds the field's visible limit (maxlength), whatever was pasted.
  function limitedValue(target) {
    const value = target.value;
    return target.maxLength > 0 && value.length > target.maxLength ? value.slice(0, target.maxLength) : value;
  }

  // Whether inserting `text` (a paste or a drop) into `target` goes past its limit, so the
  // browser keeps only the start of it: the field is told, and says so beside itself.
  function insertionIsCut(target, text) {
    if (!(target.maxLength > 0) || typeof target.value !== "string" || typeof text !== "string") return false;
    const start = typeof target.selectionStart === "number" ? target.selectionStart : target.value.length;
    const end = typeof target.selectionEnd === "number" ? target.selectionEnd : start;
    return target.value.length - (end - start) + text.length > target.maxLength;
  }

  function reportCutInsertion(target, text) {
    if (insertionIsCut(target, text)) sendEvent(target, P.event.truncate);
  }

  // Focus changes the user makes are numbered like keystrokes, so a focus effect the server
  // computed before it saw them is recognised as stale and ignored (no ping-pong between two
  // fields). Focus the server moves is not echoed back.
  function focusChanged(target, event) {
    if (applyingFocus) return;
    if (sendEvent(target, event)) lastFocusSequence = sequence;
  }

  function listen() {
    document.addEventListener("click", (event) => {
      const target = event.target;
      if (target.tagName === "DIALOG" && target.dataset.modal !== undefined) {
        const rect = target.getBoundingClientRect();
        const inside = event.clientX >= rect.left && event.clientX <= rect.right && event.clientY >= rect.top && event.clientY <= rect.bottom;
        // A click on the backdrop closes a sheet; an alert waits for one of its buttons.
        if (!inside) { if (!target.classList.contains("alert")) dismiss(target); return; }
      }
      // A link opened in a new tab or window (a modified or middle click) is the browser's:
      // the new tab loads the link's URL. A plain click follows the link in this tab.
      const link = target.closest ? target.closest("a[href]") : null;
      if (link && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) return;
      if (sendEvent(target, P.event.click)) event.preventDefault();
    });

    // A drill-down whose label holds buttons is a div with the button role (a <button> cannot
    // hold buttons): Enter and Space press it, as they press a button.
    document.addEventListener("keydown", moveInRadioGroup);
    document.addEventListener("keydown", () => { keyboardInput = true; }, true);
    document.addEventListener("pointerdown", () => { keyboardInput = false; }, true);
    document.addEventListener("keydown", (event) => {
      const target = event.target;
      if (event.key !== "Enter" && event.key !== " ") return;
      if (!target.matches || !target.matches("div[role=button][tabindex]")) return;
      if (sendEvent(target, P.event.click)) event.preventDefault();
    });

    // As in native apps, pressing a button does not take focus from the field being edited (so
    // it does not blur it and clear the model's focus); keyboard users still tab to buttons.
    document.addEventListener("mousedown", (event) => {
      const button = event.target.closest ? event.target.closest("button") : null;
      const active = document.activeElement;
      if (button && active && active.matches("input[type=text], input[type=password], textarea")) event.preventDefault();
    });

    document.addEventListener("input", (event) => {
      const found = sendEvent(event.target, P.event.input, { value: limitedValue(event.target) });
      if (found) lastSentSequence.set(found.element, sequence);
    });

    document.addEventListener("paste", (event) => {
      reportCutInsertion(event.target, event.clipboardData ? event.clipboardData.getData("text") : null);
    });
    document.addEventListener("drop", (event) => {
      reportCutInsertion(event.target, event.dataTransfer ? event.dataTransfer.getData("text") : null);
    });

    document.addEventListener("change", (event) => {
      const target = event.target;
      const extra = target.type === "checkbox" ? { checked: target.checked } : { value: limitedValue(target) };
      sendEvent(target, P.event.change, extra);
    });

    document.addEventListener("focusin", (event) => focusChanged(event.target, P.event.focus));
    document.addEventListener("focusout", (event) => focusChanged(event.target, P.event.blur));
    document.addEventListener("submit", (event) => event.preventDefault());

    document.addEventListener("cancel", (event) => {
      if (event.target.tagName === "DIALOG" && event.target.dataset.modal !== undefined) {
        event.preventDefault(); // the server decides; the dialog closes when its node goes
        dismiss(event.target);
      }
    }, true);
    document.addEventListener("cancel", (event) => {
      if (event.target.tagName === "DIALOG") focusBeforeCancel.set(event.target, document.activeElement);
    }, true);
    document.addEventListener("close", (event) => {
      if (event.target.tagName === "DIALOG") reopenIfKept(event.target);
    }, true);

    window.addEventListener("popstate", () => {
      send({ type: P.clientFrame.popstate, url: location.pathname + location.search });
    });
  }

  // ---- Effects ------------------------------------------------------------------------

  // Focuses `element` without reporting it back (unless `report`), with the caret after any
  // text; its focus ring shows only when `visible` is asked for.
  function focusQuietly(element, { visible = false, report = false } = {}) {
    applyingFocus = !report;
    try {
      element.focus({ focusVisible: visible });
      if (typeof element.setSelectionRange === "function" && typeof element.value === "string") {
        try { element.setSelectionRange(element.value.length, element.value.length); } catch { }
      }
    } finally {
      applyingFocus = false;
    }
  }

  function perform([kind, argument, second], ack) {
    switch (kind) {
      case P.effect.pushURL:
        if (argument !== location.pathname + location.search) history.pushState({}, "", argument);
        break;
      case P.effect.replaceURL: history.replaceState({}, "", argument); break;
      case P.effect.focus: {
        if ((ack || 0) < lastFocusSequence) break; // the user moved focus since: stale
        const element = document.getElementById(argument);
        if (element && document.activeElement !== element) focusQuietly(element);
        break;
      }
      case P.effect.title: document.title = argument; break;
      case P.effect.ding: playDing(); break;
      case P.effect.requestMicrophone: requestMicrophone(); break;
      case P.effect.startCapture: startCapture(argument); break;
      case P.effect.stopCapture: stopCapture(argument); break;
      case P.effect.showMessage: showMessage(argument, second); break;
      case P.effect.openURL: openURL(argument); break;
    }
  }

  // An `openURL` from the app: the tab goes there, but only to a web or mail address or a path
  // on this origin (the server checks the same; never a `javascript:` or `data:` URL).
  function openURL(url) {
    if (typeof url !== "string") return;
    const isPath = url.startsWith("/") && !url.startsWith("//") && !url.includes("\\");
    if (isPath || /^(https?:\/\/|mailto:)/i.test(url)) location.assign(url);
  }

  // A message the page owns, outside the server's screen: patches never touch it.
  function showMessage(title, message) {
    const dialog = document.createElement("dialog");
    dialog.className = "presentation alert cairn-message";
    const heading = document.createElement("h2");
    heading.className = "alert-title";
    heading.id = "cairn-message-title";
    heading.textContent = title;
    const text = document.createElement("p");
    text.className = "alert-message";
    text.textContent = message;
    const buttons = document.createElement("div");
    buttons.className = "alert-buttons";
    const ok = document.createElement("button");
    ok.className = "button role-cancel";
    ok.textContent = "OK";
    const opener = focusSnapshot();
    const closed = () => {
      dialog.remove();
      settleFocus(opener, [{ dialog, opener: opener.identity }]);
    };
    ok.addEventListener("click", () => dialog.close());
    dialog.addEventListener("close", closed);
    dialog.setAttribute("aria-labelledby", heading.id);
    buttons.append(ok);
    dialog.append(heading, text, buttons);
    document.body.append(dialog);
    dialog.showModal();
    focusQuietly(ok);
  }

  // ---- Microphone -----------------------------------------------------------------------
  // Nothing is captured unless the server starts a capture; audio goes out as binary frames
  // (a 4-byte capture number, then 16 kHz mono 16-bit samples) only while the socket is open.

  const mediaDevices = () => window.navigator && window.navigator.mediaDevices;
  const canCapture = () =>
    !!(window.isSecureContext && mediaDevices() && mediaDevices().getUserMedia && window.AudioWorkletNode);
  let capture = null; // { id, stream, context }
  let wantedCapture = 0; // the capture the server wants running, 0 for none
  let watchingPermission = false;

  function sendMicrophone(state, captureID) {
    const frame = { type: P.clientFrame.microphone, state };
    if (captureID) frame.capture = captureID;
    send(frame);
  }

  // Tells the server what it may expect before it asks, so a screen can decide at once
  // whether to offer recording; and again whenever the person changes the permission or a
  // microphone comes or goes.
  async function microphoneState() {
    if (!canCapture()) return P.microphone.unavailable;
    let state = P.microphone.prompt; // a browser that cannot tell will ask
    try {
      const status = await window.navigator.permissions.query({ name: "microphone" });
      state = P.microphone[status.state] || state;
      if (!watchingPermission) status.addEventListener("change", reportMicrophonePermission);
    } catch { }
    if (state === P.microphone.prompt) {
      try {
        const devices = await mediaDevices().enumerateDevices();
        if (!devices.some((device) => device.kind === "audioinput")) state = P.microphone.unavailable;
      } catch { }
    }
    return state;
  }

  async function reportMicrophonePermission() {
    const state = await microphoneState();
    if (!watchingPermission && canCapture()) {
      watchingPermission = true;
      mediaDevices().addEventListener("devicechange", reportMicrophonePermission);
    }
    sendMicrophone(state);
  }

  function refusal(error) {
    return error && (error.name === "NotAllowedError" || error.name === "SecurityError")
      ? P.microphone.denied : P.microphone.unavailable;
  }

  // A page opened straight onto a recording screen (from the address bar, or restored by the
  // browser) has not been touched yet: where the browser tracks user activation, the
  // microphone waits for the person's first click or key press on the page, so it never
  // switches on in a tab nobody has used. Meanwhile the page says so (for styles and tests).
  function afterUserGesture(work) {
    const activation = window.navigator && window.navigator.userActivation;
    if (!activation || activation.hasBeenActive) return work();
    const marks = document.documentElement.dataset;
    marks.cairnMicrophone = "waiting";
    const go = () => {
      document.removeEventListener("pointerdown", go, true);
      document.removeEventListener("keydown", go, true);
      if (marks.cairnMicrophone === "waiting") marks.cairnMicrophone = "off";
      work();
    };
    document.addEventListener("pointerdown", go, true);
    document.addEventListener("keydown", go, true);
  }

  function requestMicrophone() {
    if (!canCapture()) return sendMicrophone(P.microphone.unavailable);
    afterUserGesture(askForMicrophone);
  }

  async function askForMicrophone() {
    try {
      const stream = await mediaDevices().getUserMedia({ audio: true });
      for (const track of stream.getTracks()) track.stop();
      sendMicrophone(P.microphone.granted);
    } catch (error) {
      sendMicrophone(refusal(error));
    }
  }

  function startCapture(id) {
    stopCapture();
    wantedCapture = id;
    if (!canCapture()) return sendMicrophone(P.microphone.unavailable, id);
    afterUserGesture(() => {
      if (wantedCapture !== id) return; // stopped meanwhile
      // Audio only ever goes to an attached session: with the socket down, wait for it.
      if (socket && socket.readyState === 1) beginCapture(id);
      else deferredCapture = id;
    });
  }

  let deferredCapture = 0; // a capture the person allowed while the socket was down
  function startDeferredCapture() {
    const id = deferredCapture;
    deferredCapture = 0;
    if (id && wantedCapture === id && !capture) beginCapture(id);
  }

  async function beginCapture(id) {
    let stream = null;
    let context = null;
    try {
      stream = await mediaDevices().getUserMedia({ audio: { channelCount: 1, echoCancellation: false, noiseSuppression: false, autoGainControl: false } });
      if (wantedCapture !== id) throw null; // stopped while the browser was asking
      context = new window.AudioContext();
      await context.audioWorklet.addModule(`${meta("cairn-prefix") || ""}/_cairn/cairn-audio.js`);
      if (wantedCapture !== id) throw null;
      const source = context.createMediaStreamSource(stream);
      const node = new window.AudioWorkletNode(context, "cairn-capture");
      node.port.onmessage = (event) => sendAudio(id, event.data);
      source.connect(node).connect(context.destination); // the node outputs silence
      capture = { id, stream, context };
      for (const track of stream.getTracks()) {
        track.addEventListener("ended", () => {
          if (capture && capture.id === id) { stopCapture(id); sendMicrophone(P.microphone.failed, id); }
        });
      }
      // A page opened straight onto a recording screen has had no click yet, and browsers
      // keep its audio suspended until one: resume on the first.
      if (context.state === "suspended") resumeOnGesture(context);
      document.documentElement.dataset.cairnMicrophone = "capturing";
      sendMicrophone(P.microphone.granted);
    } catch (error) {
      if (stream) for (const track of stream.getTracks()) track.stop();
      if (context) context.close();
      if (error === null) return; // stopped meanwhile: nothing to report
      if (wantedCapture === id) sendMicrophone(error.name ? refusal(error) : P.microphone.failed, id);
    }
  }

  function resumeOnGesture(context) {
    const resume = () => {
      context.resume();
      document.removeEventListener("pointerdown", resume, true);
      document.removeEventListener("keydown", resume, true);
    };
    document.addEventListener("pointerdown", resume, true);
    document.addEventListener("keydown", resume, true);
  }

  function sendAudio(id, samples) {
    if (!capture || capture.id !== id || !socket || socket.readyState !== 1) return;
    const frame = new Uint8Array(4 + samples.byteLength);
    new DataView(frame.buffer).setUint32(0, id, true);
    frame.set(new Uint8Array(samples), 4);
    socket.send(frame);
  }

  function stopCapture(id) {
    if (id === undefined || id === wantedCapture) wantedCapture = 0;
    if (!capture || (id !== undefined && capture.id !== id)) return;
    for (const track of capture.stream.getTracks()) track.stop();
    capture.context.close();
    capture = null;
    document.documentElement.dataset.cairnMicrophone = "off";
  }

  let audio = null;
  function playDing() {
    try {
      audio = audio || new window.AudioContext();
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
      console.warn("Cairn: could not play the ding", error);
    }
  }

  // ---- Start --------------------------------------------------------------------------

  function start() {
    // A reload resumes the tab's session (kept in sessionStorage), so nothing is lost; any
    // other navigation keeps the fresh session the page was rendered for.
    const navigation = window.performance.getEntriesByType("navigation")[0];
    let stored = null;
    try { stored = JSON.parse(sessionStorage.getItem("cairn-session") || "null"); } catch { }
    if (navigation && navigation.type === "reload" && stored && stored.session !== page.session) resume = stored;

    // The state may have landed somewhere else than the URL asked for (a stale id): show the
    // URL of the screen actually shown.
    const canonical = meta("cairn-url");
    if (canonical && canonical !== location.pathname + location.search) history.replaceState({}, "", canonical);

    listen();
    syncDialogs();
    const initialFocus = document.querySelector("#cairn-content [autofocus]");
    if (initialFocus && !document.querySelector("dialog[open]")) focusQuietly(initialFocus);
    showRebuiltNotice();
    if (page.session && page.secret) connect();
  }

  return {
    start, receive, applyOp, limitedValue, insertionIsCut, perform,
    // For the client's own tests: simulate the socket and the user's focus changes.
    attachSocket(fake) { socket = fake; },
    connect, shouldRecover, // for the client's tests: the socket without the page; the decision
    noteUserFocus(target) { focusChanged(target, P.event.focus); },
    get isStopped() { return stopped; },
    reopenIfKept, // for the client's tests: the browser closed a dialog by itself
    moveInRadioGroup, // for the client's tests: a key pressed in an inline picker
    announceLater, announcementDelay, // for the client's tests: a live region a patch brought
  };
}

if (typeof module === "object" && module.exports) {
  module.exports = { createClient, CairnProtocol };
} else {
  createClient(window).start();
}
