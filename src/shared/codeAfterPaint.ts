// A page rendered on the server is painted before the app's code is fetched. Lighthouse's simulation of a phone
// (Lantern) counts every script whose download ended before the paint it observed as if the paint had waited
// for it; over a fast link the app's 230 kB arrive before Chromium's first paint, so the simulated paint
// waited for their download at 1.6 Mbit/s although a phone paints the HTML long before (docs/performance.md,
// issue 13's twelfth pass). So, on a page the server rendered (server/http/codeAfterPaint.ts), the entry
// script and the modulepreload and prefetch links are sent inert (<link data-after-paint>) and this script, inline and
// allowed by its hash like the keys' (server/http/securityHeaders.ts), turns them into real ones once the page
// has been parsed and a frame painted: all the code is then fetched at once, in parallel, as before. A hidden
// tab (no frame comes) or a page that takes more than 500 ms to paint starts it without waiting.
//
// Plain ES2017 in a string: its exact text is what the hash covers, whatever compiles the rest of the code.

/**
 * The attribute of an inert link: `entry` for the app's module script, `preload` for a module to preload,
 * `prefetch` for one to prefetch (the next page's: server/http/pagePreloads.ts).
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

export const CODE_AFTER_PAINT_SCRIPT =
  '(function(){' +
  'var started=false;' +
  'function start(){' +
  'if(started)return;started=true;' +
  'document.querySelectorAll("link[data-after-paint]").forEach(function(inert){' +
  'var real,kind=inert.getAttribute("data-after-paint");' +
  'if(kind==="entry"){real=document.createElement("script");real.type="module";real.src=inert.href;}' +
  'else{real=document.createElement("link");real.rel=kind==="prefetch"?"prefetch":"modulepreload";real.href=inert.href;}' +
  'real.crossOrigin="";' +
  'document.head.appendChild(real);' +
  '});' +
  '}' +
  'function afterFrame(){' +
  'if(document.visibilityState!=="visible")return start();' +
  'requestAnimationFrame(function(){setTimeout(start,0);});' +
  'setTimeout(start,500);' +
  '}' +
  'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",afterFrame);else afterFrame();' +
  '})();';
