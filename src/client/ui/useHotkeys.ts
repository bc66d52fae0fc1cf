import { useLayoutEffect, useRef } from 'react';
import { replayKeysBeforeHydration } from './keysBeforeHydration';

/** What a key does; the event is the keydown, already known not to be typing. */
export type HotkeyHandler = (event: KeyboardEvent) => void;

/** Whether the key press belongs to something else: typing in a field, or a dialog or menu that is open. */
export function isTypingOrInPopup(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  // Fields that take text (a checkbox or a button takes no letters, so the keys stay shortcuts there).
  const typing =
    'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]):not([type="reset"]), ' +
    'textarea, select, [role="textbox"], [role="combobox"], [role="searchbox"]';
  if (target.closest(typing)) return true;
  return target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') !== null;
}

/**
 * Single-key shortcuts for the page (`c`, `/`, `j`...), keyed by `KeyboardEvent.key`. Ignored while the
 * user types in a field, inside an open dialog or menu, and with Ctrl, Alt or Meta held (those belong to
 * the browser and the system). Shift is allowed: on most layouts `?` needs it.
 */
export function useHotkeys(bindings: Readonly<Record<string, HotkeyHandler>>, enabled = true): void {
  // The latest bindings, without re-subscribing on every render; updated once React has committed (a ref
  // written during render could hold the bindings of a render React then throws away).
  const current = useRef(bindings);
  useLayoutEffect(() => {
    current.current = bindings;
  });

  // A layout effect, so the keys work as soon as the page is painted: a passive effect ran after the paint, and a
  // key pressed as the page came back (Back to the list, then `/` at once) found no listener yet.
  useLayoutEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
      if (isTypingOrInPopup(event.target)) return;
      const handler = current.current[event.key];
      if (handler === undefined) return;
      handler(event);
    };
    document.addEventListener('keydown', onKeyDown);
    // Keys pressed before the page's code ran (a server-rendered list shows its rows before): pressed again now.
    replayKeysBeforeHydration();
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
