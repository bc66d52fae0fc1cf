import type { RefObject } from 'react';
import { useHotkeys } from './useHotkeys';

/**
 * A single-key shortcut that does what clicking `target` does, with the focus moved to it first, so that a
 * menu it opens returns the focus there when it closes. Nothing happens while `target` is not on the page
 * (a control the viewer may not use is not rendered).
 */
export function useClickShortcut(key: string, target: RefObject<HTMLElement | null>): void {
  useHotkeys({
    [key]: (event) => {
      const element = target.current;
      if (element === null) return;
      event.preventDefault();
      element.focus();
      element.click();
    },
  });
}
