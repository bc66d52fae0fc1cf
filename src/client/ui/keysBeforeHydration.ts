// The keys pressed before the page's code ran (held by index.html's first script: shared/keysBeforeHydration.ts),
// pressed again once the shortcuts are listening. The first `useHotkeys` to attach asks for it; the keys go in a
// microtask, after every layout effect of that commit has run, so every shortcut of the hydrated page is attached
// by then (the list's `j` and its page's `?` are in one commit). Keys older than a few seconds are dropped: pressed on
// another page (one without shortcuts, the sign-in page), they are no longer meant for this one.
import { KEYS_BEFORE_HYDRATION, type HeldKey } from '../../shared/keysBeforeHydration';

const OLDEST_MS = 10_000;

type Take = () => HeldKey[];

let asked = false;

/** Presses again, once, the keys index.html's script held; later calls do nothing. */
export function replayKeysBeforeHydration(): void {
  if (asked) return;
  asked = true;
  const take = (window as unknown as Record<string, Take | undefined>)[KEYS_BEFORE_HYDRATION];
  if (typeof take !== 'function') return;
  queueMicrotask(() => {
    const now = performance.now();
    for (const { key, shiftKey, target, timeStamp } of take()) {
      if (now - timeStamp > OLDEST_MS) continue;
      // Where it was pressed, if that element is still the page's (hydration keeps the server's elements).
      const at = target instanceof Node && target.isConnected ? target : document.body;
      at.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
    }
  });
}
