// Cairn's lazy lists, in the browser. A List or LazyVStack draws a window of its rows with a
// "Show more" button after the last (and a "Show earlier" one before the first once rows were
// dropped from the top). This script presses a button when it scrolls into view, so rows
// arrive as the user scrolls; the button stays a real button, so keyboard and screen reader
// users can press it too. It also scrolls a row a deep link names into view.
//
// It needs no hook in cairn.js: a press is an ordinary click, which cairn.js sends like any
// other, and the buttons are found by watching the page for changes.
(() => {
  "use strict";
  if (window.cairnLazy || typeof IntersectionObserver === "undefined") return;
  window.cairnLazy = true;

  const SENTINEL = "[data-cairn-lazy]";
  const TARGET = "[data-cairn-scroll-to]";
  // What each button said ("how many rows are hidden") when it was last pressed: a button is
  // pressed again only once the server answered (its count changed), never twice in a row.
  const pressed = new WeakMap();
  const scrolled = new WeakSet();

  function hiddenCount(button) {
    return button.getAttribute("data-cairn-lazy-hidden");
  }

  function press(button) {
    if (pressed.get(button) === hiddenCount(button) || button.disabled) return;
    // Only a list the user sees: a screen under a pushed one, or a closed dialog, is not drawn.
    if (!button.isConnected || button.getClientRects().length === 0) return;
    pressed.set(button, hiddenCount(button));
    button.click();
  }

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) press(entry.target);
    },
    // Rows arrive a little before the user reaches the end of what is drawn.
    { rootMargin: "600px 0px" }
  );

  function scan() {
    // Observing again reports each button's current state, so one still in view after its
    // rows arrived is pressed again, until the view is full.
    for (const button of document.querySelectorAll(SENTINEL)) {
      observer.unobserve(button);
      observer.observe(button);
    }
    for (const row of document.querySelectorAll(TARGET)) {
      if (scrolled.has(row) || row.getClientRects().length === 0) continue;
      scrolled.add(row);
      row.scrollIntoView({ block: "center" });
      const focusable = row.querySelector("a[href], button, [tabindex]");
      if (focusable && document.activeElement === document.body) focusable.focus({ preventScroll: true });
    }
  }

  // A keyboard user who presses "Show more", or tabs onto it so that it grows by itself, lands
  // on the nearest control that arrived, not on the button, which has moved past the new rows.
  // The new rows arrive on the button's near side: in its own list, or, when the list is made
  // of sections, in the section before it and in new sections between the two, so every
  // control in the list that was not there before the press counts.
  const FOCUSABLE = "a[href], button, input, [tabindex]";

  function precedes(a, b) {
    return (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  }

  function focusFirstNewRow(button) {
    const row = button.closest("[role=listitem], .lazy-row");
    if (!row) return;
    const scope = row.getAttribute("role") === "listitem" ? row.closest(".list") || row.parentElement : row.parentElement;
    if (!scope) return;
    const atEnd = button.getAttribute("data-cairn-lazy") === "end";
    const controls = () => Array.from(scope.querySelectorAll(FOCUSABLE)).filter((control) => !row.contains(control));
    const known = new Set(controls());
    const watch = new MutationObserver(() => {
      if (!button.isConnected) return watch.disconnect();
      const arrived = controls().filter(
        (control) => !known.has(control) && (atEnd ? precedes(control, button) : precedes(button, control))
      );
      if (arrived.length === 0) return;
      watch.disconnect();
      // The one nearest the rows the person was on: the first below them, or the last above.
      const target = atEnd ? arrived[0] : arrived[arrived.length - 1];
      if (document.activeElement === button) target.focus();
    });
    watch.observe(scope, { childList: true, subtree: true });
    setTimeout(() => watch.disconnect(), 10000);
  }

  document.addEventListener(
    "click",
    (event) => {
      const button = event.target.closest ? event.target.closest(SENTINEL) : null;
      if (button && event.detail === 0 && document.activeElement === button) focusFirstNewRow(button);
    },
    true
  );

  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      scan();
    });
  }).observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-cairn-lazy-hidden", "data-cairn-scroll-to", "hidden", "open"] });

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", scan);
  else scan();
})();
