// Griffel's insertion factory for the server's render (serverEntry.tsx), put in place of Griffel's own by the SSR
// build (vite.config.ts). Each makeStyles (makeResetStyles, makeStaticStyles) hook inserts its rules once per
// renderer and remembers that in its closure; Griffel's factory remembers it by the renderer's id, in a plain
// object that is never emptied. The browser has one renderer; the server makes one per rendered page, so each
// page would leave one entry in every hook that rendered, for the life of the process. Here the hook remembers
// the renderer itself, weakly: once a page's renderer is gone, so is what the hooks knew of it.
import type { GriffelRenderer } from '@fluentui/react-components';

type CSSRulesByBucket = Parameters<GriffelRenderer['insertCSSRules']>[0];

/** One hook's insertion: its rules go into a renderer the first time the hook runs with it. */
export function insertionFactory(): (renderer: GriffelRenderer, cssRules: CSSRulesByBucket) => void {
  const inserted = new WeakSet<GriffelRenderer>();
  return (renderer, cssRules) => {
    if (inserted.has(renderer)) return;
    renderer.insertCSSRules(cssRules);
    inserted.add(renderer);
  };
}
