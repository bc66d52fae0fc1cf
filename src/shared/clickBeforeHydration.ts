// A click before the page's code runs. A page rendered on the server (the issue list, the issue page) is painted
// before its code is fetched (shared/codeAfterPaint.ts), and people click its buttons as soon as they see them
// ("Save view", a tab, the theme menu): without this, such a click did nothing, since React attaches its listeners
// only when it hydrates. Links and a form's submit button need no code (the browser follows and submits them), so
// only a button the page's code answers is held, and only the last click: a button pressed twice while waiting is
// pressed once, and a click anywhere else (into a field, on the text) drops it, as a change of mind. The app
// presses it again after its first commit (client/shell/FirstCommit.tsx). index.html carries this script inline,
// beside the keys' (shared/keysBeforeHydration.ts); the Content-Security-Policy allows it by its hash
// (server/http/securityHeaders.ts).
//
// Plain ES2017 in a string: its exact text is what the hash covers, whatever compiles the rest of the code.

/** The window property through which the app takes the held click (and stops the holding). */
export const CLICK_BEFORE_HYDRATION = '__triageClickBeforeHydration';

/** The click held: the button pressed, and when (`performance.now()`'s clock). */
export interface HeldClick {
  readonly target: Element;
  readonly timeStamp: number;
}

export const CLICK_BEFORE_HYDRATION_SCRIPT =
  '(function(){' +
  'var held=null;' +
  'var button="button,[role=button],[role=tab],[role=menuitem],[role=menuitemradio],[role=switch]";' +
  'function hold(e){' +
  'if(e.button!==0||e.ctrlKey||e.altKey||e.metaKey||e.shiftKey||!(e.target instanceof Element))return;' +
  'var at=e.target.closest(button+",a[href],input,select,textarea,label,summary");' +
  'if(!at||!at.matches(button)||at.matches("a[href]")||at.closest("[disabled],[aria-disabled=true]")){held=null;return;}' +
  'if(at.type==="submit"&&at.form){held=null;return;}' +
  'held={target:at,timeStamp:e.timeStamp};' +
  '}' +
  'document.addEventListener("click",hold,true);' +
  `window.${CLICK_BEFORE_HYDRATION}=function(){document.removeEventListener("click",hold,true);var h=held;held=null;return h;};` +
  '})();';
