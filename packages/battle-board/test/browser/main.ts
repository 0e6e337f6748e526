// The page the browser tests open: one <battle-board>, from the built package as a page would
// import it; the tests hand it scenarios and drive it through the pointer and the keyboard.
import "@sightline/battle-board";

// No alert may ever run: a name like <img onerror=alert(1)> must stay text.
(globalThis as { alerts?: unknown[] }).alerts = [];
globalThis.alert = (message?: unknown) =>
  void (globalThis as unknown as { alerts: unknown[] }).alerts.push(message);
document.body.dataset.ready = "yes";
