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

// When the last click on the board happened (the event's own timestamp).
let clickedAt;
root.addEventListener("click", (event) => (clickedAt = event.timeStamp), { capture: true });

/** The promise of what a hover on `id` costs, from the pointer's entry to the painted answer. */
let pending;

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
