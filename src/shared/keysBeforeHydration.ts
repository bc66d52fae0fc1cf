// Keys pressed before the page's code runs. A page rendered on the server (the issue list) shows its rows before
// any of the app's code has arrived, and people press `j` or `?` as soon as they see them: without this, those
// keys did nothing, since the shortcuts' listeners (client/ui/useHotkeys.ts) attach only once React has hydrated.
//
// The HTML's first script (inline, so it runs before anything is painted and needs no request: vite.config.ts puts
// it into index.html's head) holds such keys; the first shortcuts to attach take them and press them again
// (client/ui/keysBeforeHydration.ts). Only what could be a shortcut is held: a single character, no Ctrl, Alt or
// Meta, not typed into a field; at most 8 of them. The Content-Security-Policy allows this one inline script by
// its hash (server/http/securityHeaders.ts), so no other inline script may run.
//
// Plain ES2017 in a string: its exact text is what the hash covers, whatever compiles the rest of the code.

/** The window property through which the app takes the held keys (and stops the holding). */
export const KEYS_BEFORE_HYDRATION = '__triageKeysBeforeHydration';

/** A key held: what a replayed keydown needs, and when it was pressed (`performance.now()`'s clock). */
export interface HeldKey {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly target: EventTarget | null;
  readonly timeStamp: number;
}

export const KEYS_BEFORE_HYDRATION_SCRIPT =
  '(function(){' +
  'var held=[];' +
  'var typing="input,textarea,select,[contenteditable],[role=textbox],[role=combobox],[role=searchbox]";' +
  'function hold(e){' +
  'if(e.key.length!==1||e.key===" "||e.ctrlKey||e.altKey||e.metaKey||e.isComposing||held.length>=8)return;' +
  'if(e.target instanceof Element&&e.target.closest(typing))return;' +
  'held.push({key:e.key,shiftKey:e.shiftKey,target:e.target,timeStamp:e.timeStamp});' +
  '}' +
  'document.addEventListener("keydown",hold,true);' +
  `window.${KEYS_BEFORE_HYDRATION}=function(){document.removeEventListener("keydown",hold,true);return held.splice(0);};` +
  '})();';
