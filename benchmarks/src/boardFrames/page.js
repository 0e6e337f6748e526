// The page the boardFrames suite opens in Chromium: one <battle-board> the size of a real
// page's, as the built package is imported. Node hands it a scenario and moves the real mouse;
// the page records every animation frame's timestamp (and Chromium's long animation frames)
// while it does, and when each hover's answer is drawn. See ../suites/boardFrames.js.
import "@sightline/battle-board";

const board = document.querySelector("battle-board");
const root = board.shadowRoot;

/** A promise of the next animation frame's timestamp. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * When the frame whose rAF callbacks just ran has been rendered: a message posted from a rAF
 * callback is delivered after that frame's style, layout and paint.
 */
const afterPaint = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  });

/** What the element shows, for a failure's message. */
const state = () =>
  `the element's attacker is ${board.attacker ?? "none"}, its last events ${JSON.stringify(events.slice(-4))}`;

/** Rejects after `ms` with `message` and the element's state, so a hover that never lands fails the suite. */
const within = (promise, ms, message) =>
  Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${message}: ${state()}`)), ms)),
  ]);

// The element's events, for a failure's message.
const events = [];
for (const type of ["attacker-change", "target-focus"]) {
  board.addEventListener(type, (event) => {
    const { attacker, target } = event.detail;
    events.push({ type, attacker, target, at: Math.round(performance.now()) });
  });
}

/** The rAF timestamps of the recording under way, or undefined. */
let frames;
function record(timestamp) {
  if (!frames) return;
  frames.push(timestamp);
  requestAnimationFrame(record);
}

// Long animation frames (over 50 ms: Chromium's LoAF), with where their time went.
const longFrames = [];
const hasLongFrames =
  PerformanceObserver.supportedEntryTypes?.includes("long-animation-frame") ?? false;
if (hasLongFrames) {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longFrames.push({
        startTime: entry.startTime,
        duration: entry.duration,
        blockingDuration: entry.blockingDuration,
        // From the start of rendering (rAF callbacks, then style and layout) to the frame's end.
        renderDuration: entry.renderStart
          ? entry.startTime + entry.duration - entry.renderStart
          : 0,
        styleAndLayoutDuration: entry.styleAndLayoutStart
          ? entry.startTime + entry.duration - entry.styleAndLayoutStart
          : 0,
        scripts: entry.scripts.map((s) => ({
          invoker: s.invoker,
          duration: s.duration,
          forcedStyleAndLayoutDuration: s.forcedStyleAndLayoutDuration,
        })),
      });
    }
  }).observe({ type: "long-animation-frame", buffered: true });
}

// When the pointer last entered each figure (the event's own timestamp).
const entered = new Map();
root.addEventListener(
  "pointerenter",
  (event) => {
    const id = event.target instanceof Element ? event.target.dataset?.id : undefined;
    if (id !== undefined && event.target.classList.contains("figure")) {
      entered.set(id, event.timeStamp);
    }
  },
  { capture: true },
);

// When the pointer last entered each overlay place (the event's own timestamp).
const enteredPlace = new Map();
root.addEventListener(
  "pointerover",
  (event) => {
    const index = event.target instanceof Element ? event.target.dataset?.index : undefined;
    if (index !== undefined && event.target.classList.contains("place")) {
      enteredPlace.set(Number(index), event.timeStamp);
    }
  },
  { capture: true },
);

// When the last click on the board happened (the event's own timestamp).
let clickedAt;
root.addEventListener("click", (event) => (clickedAt = event.timeStamp), { capture: true });

/** The promise of what a hover on `id` costs, from the pointer's entry to the painted answer. */
let pending;
/** The promise of an overlay's answer painted (armed beside a selection's or a hover's). */
let overlayPending;

globalThis.boardFrames = {
  hasLongFrames,

  /** Gives the element a scenario and resolves once the worker holds it and it is drawn. */
  async open(scenario) {
    board.scenario = scenario;
    await board.updateComplete;
    await board.ready;
    await board.updateComplete;
    await nextFrame();
    await nextFrame();
    return root.querySelectorAll(".figure").length;
  },

  /**
   * Where each figure's body is on screen, and whether the pointer there would reach that
   * figure (nothing of another drawn over it).
   */
  centres() {
    return [...root.querySelectorAll(".figure")].map((figure) => {
      const box = figure.querySelector(".body").getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const hit = root.elementFromPoint(x, y)?.closest(".figure") === figure;
      return { id: figure.dataset.id, x, y, hit };
    });
  },

  /**
   * Arms the wait for a click making `id` the attacker: resolves with the targets it announced
   * once they are painted, with the click's and the paint's times.
   */
  armSelect(id) {
    clickedAt = undefined;
    pending = within(
      new Promise((resolve) => {
        const changed = (event) => {
          if (event.detail.attacker !== id) return;
          board.removeEventListener("attacker-change", changed);
          resolve(event.detail.targets);
        };
        board.addEventListener("attacker-change", changed);
      }),
      10_000,
      `clicking ${id} did not select it`,
    ).then(async (targets) => {
      await board.updateComplete;
      const frameAt = await nextFrame();
      const paintedAt = await afterPaint();
      return { targets, clickedAt, frameAt, paintedAt };
    });
  },

  /**
   * Arms the wait for the hover on `id`: its `target-focus`, the element's render of it, and
   * the paint of the frame after.
   */
  armHover(id) {
    entered.delete(id);
    pending = within(
      new Promise((resolve) => {
        const focused = (event) => {
          if (event.detail.target !== id) return;
          board.removeEventListener("target-focus", focused);
          resolve(performance.now());
        };
        board.addEventListener("target-focus", focused);
      }),
      10_000,
      `hovering ${id} focused nothing`,
    ).then(async (focusedAt) => {
      // The element sets its state, fires target-focus, then renders in a microtask.
      await board.updateComplete;
      const renderedAt = performance.now();
      const frameAt = await nextFrame();
      const paintedAt = await afterPaint();
      return { id, enteredAt: entered.get(id), focusedAt, renderedAt, frameAt, paintedAt };
    });
  },

  /** Shows `overlay` ("none", "danger", "stands") from now on. */
  async setOverlay(overlay) {
    board.overlay = overlay;
    await board.updateComplete;
  },

  /**
   * Arms the wait for the overlay of `query` (its kind and figures): resolves once its answer is
   * painted, with when the element fired overlay-shown and when that frame was painted; the
   * answer comes back for the suite to hold to the library's.
   */
  armOverlay(query) {
    overlayPending = within(
      new Promise((resolve) => {
        const shown = (event) => {
          if (JSON.stringify(event.detail.query) !== JSON.stringify(query)) return;
          board.removeEventListener("overlay-shown", shown);
          resolve({ shownAt: performance.now(), answer: event.detail.answer });
        };
        board.addEventListener("overlay-shown", shown);
      }),
      10_000,
      `the ${query.q} overlay for ${query.figure} never showed`,
    ).then(async ({ shownAt, answer }) => {
      const frameAt = await nextFrame();
      const paintedAt = await afterPaint();
      return {
        answer,
        shownAt,
        frameAt,
        paintedAt,
        drawn: root.querySelectorAll(".overlay .place").length,
      };
    });
  },

  /**
   * Up to `count` overlay places spread over the answer's order, each where the pointer reaches
   * it at its centre (no figure or other place over it), with that centre.
   */
  placeCentres(count) {
    const places = [...root.querySelectorAll(".overlay .place")];
    const reachable = places
      .map((place) => {
        const box = place.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const hit = root.elementFromPoint(x, y) === place;
        return { index: Number(place.dataset.index), x, y, hit };
      })
      .filter((p) => p.hit);
    const stride = Math.max(1, Math.floor(reachable.length / count));
    return reachable.filter((_, k) => k % stride === 0).slice(0, count);
  },

  /** Arms the wait for the hover on overlay place `index`: its tooltip rendered, then painted. */
  armPlaceHover(index) {
    enteredPlace.delete(index);
    pending = within(
      (async () => {
        // The pointer's entry sets the element's state; Lit renders in a microtask after it.
        for (;;) {
          await board.updateComplete;
          const tip = root.querySelector(".overlay-tip");
          if (tip && tip.dataset.index === String(index)) return performance.now();
          await nextFrame();
        }
      })(),
      10_000,
      `hovering overlay place ${index} showed no tooltip for it`,
    ).then(async (renderedAt) => {
      const frameAt = await nextFrame();
      const paintedAt = await afterPaint();
      return { index, enteredAt: enteredPlace.get(index), renderedAt, frameAt, paintedAt };
    });
  },

  /** What the armed overlay resolved to. */
  overlaySettled() {
    return overlayPending;
  },

  /** Selects and focuses no figure (as a page that sets `attacker` and `target` does). */
  async clearSelection() {
    board.attacker = undefined;
    board.target = undefined;
    await board.updateComplete;
  },

  /** What the armed selection or hover resolved to. */
  settled() {
    return pending;
  },

  /** Starts recording animation frames. */
  startFrames() {
    frames = [];
    requestAnimationFrame(record);
  },

  /** Stops recording: the frames' timestamps and the long frames that began meanwhile. */
  async stopFrames() {
    await nextFrame();
    const timestamps = frames;
    frames = undefined;
    const [from, to] = [timestamps[0], timestamps.at(-1)];
    return {
      timestamps,
      longFrames: longFrames.filter((f) => f.startTime >= from && f.startTime <= to),
    };
  },

  /** The element's answer for the selected attacker, and which figures it highlights. */
  shown() {
    return {
      attacker: board.attacker,
      targets: board.targets,
      highlighted: [...root.querySelectorAll(".figure.target")].map((g) => g.dataset.id),
    };
  },
};
