// A menu whose code loads on first use (the header's theme switch and account menu). Fluent's Menu brings react-menu, the positioning engine
// (Floating UI) and the portal with it, about 25 kB gzip that no page needs before someone opens a menu;
// until then its button is rendered alone, looking and announcing itself exactly as the menu's trigger.
// A popover works the same way (the issue list's Views on a phone). For a popover it also keeps Tabster's
// modal focus handling away until it is opened: a mounted PopoverTrigger sets that up at once, and it puts
// focusable aria-hidden sentinels under body, which Lighthouse's accessibility audit reports.
import type { MenuButtonProps } from '@fluentui/react-components';
import { cloneElement, useEffect, useState, useSyncExternalStore, type KeyboardEvent, type ReactElement } from 'react';
import type { DeferredComponent } from './deferredComponent';

/** What a deferred menu component receives besides its own props. */
export interface DeferredMenuProps {
  /** The menu button, to place inside the menu's `MenuTrigger`. */
  trigger: ReactElement<MenuButtonProps>;
  /** Open at once: the user asked for the menu while its code was loading. */
  defaultOpen: boolean;
}

interface Props<P> {
  menu: DeferredComponent<P & DeferredMenuProps>;
  /** The menu's own props (its items' state and handlers). */
  menuProps: P;
  trigger: ReactElement<MenuButtonProps>;
  /**
   * What opens: a Fluent `Menu` (the default) or a `Popover`, whose trigger announces no popup kind and does
   * not open on ArrowDown.
   */
  popup?: 'menu' | 'popover';
}

/**
 * Renders `trigger` alone until the menu is asked for, then the loaded menu around the same button, open.
 * The code starts loading as soon as the pointer or the focus reaches the button, so by the time of the
 * click it is usually there. Enter, Space, a click and ArrowDown open it, as they open a Fluent menu.
 */
export function DeferredMenu<P extends object>({ menu, menuProps, trigger, popup = 'menu' }: Props<P>) {
  const loaded = useSyncExternalStore(menu.subscribe, menu.current, menu.current);
  const [requested, setRequested] = useState(false);
  // Loaded before this mounted: the menu from the start. Otherwise the button stays until asked for, even
  // once the code is here (prefetched on focus): replacing the focused button would drop the focus.
  const [loadedAtMount] = useState(menu.current);
  const Menu = loadedAtMount ?? (requested ? loaded : undefined);

  useEffect(() => {
    if (!requested || loaded !== undefined) return;
    let current = true;
    menu.load().catch(() => {
      // The code did not arrive (offline): the button stays as it was, and the next click tries again.
      if (current) setRequested(false);
    });
    return () => {
      current = false;
    };
  }, [requested, loaded, menu]);

  // Not a component made during render: `menu` loads it once and keeps it, so every render gets the same one.
  // eslint-disable-next-line react-hooks/static-components
  if (Menu !== undefined) return <Menu {...menuProps} trigger={trigger} defaultOpen={requested} />;

  const prefetch = () => void menu.load().catch(() => undefined);
  const open = () => setRequested(true);
  return cloneElement(trigger, {
    // What Fluent's MenuTrigger (or PopoverTrigger) puts on its button.
    'aria-haspopup': popup === 'menu' ? 'menu' : undefined,
    'aria-expanded': false,
    // While the code loads after a click.
    'aria-busy': requested || undefined,
    onClick: open,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (popup !== 'menu' || event.key !== 'ArrowDown') return;
      event.preventDefault();
      open();
    },
    onPointerEnter: prefetch,
    onFocus: prefetch,
  });
}
