import { createContext, useContext, useState, type ReactNode } from 'react';

interface ShownForm {
  /** The path of the page the form is on (the router's pathname when it was rendered). */
  path: string;
  unsent: boolean;
}

/**
 * The forms on screen (ui/useDraft) and whether each holds text not yet sent, for the leave prompt
 * (shell/LeaveGuard), which must know at the moment of a navigation, synchronously.
 *
 * Each form is counted under the path of its page, and the prompt asks only about the page being left:
 * the router changes the address before React has replaced the page, so for a moment the page just left
 * (after "Leave page") is still mounted while the address is the next one; Back then is not leaving it
 * again. A form is counted from the moment React shows it until it is gone: a late callback (an undone
 * edit reopening its editor after the page was left) cannot count a form that is no longer there.
 *
 * One per app (shell/AppLayout), not per module: nothing outlives the app that showed it.
 */
export class UnsentForms {
  readonly #forms = new Map<symbol, ShownForm>();

  /** A form rendered on the page at `path`, holding unsent text or not. */
  show(form: symbol, path: string, unsent: boolean): void {
    this.#forms.set(form, { path, unsent });
  }

  /** Text typed, sent or given up, before React renders it: a form not (or no longer) shown is ignored. */
  mark(form: symbol, unsent: boolean): void {
    const shown = this.#forms.get(form);
    if (shown !== undefined) shown.unsent = unsent;
  }

  /** The form is gone from the screen. */
  hide(form: symbol): void {
    this.#forms.delete(form);
  }

  /** Whether leaving the page at `path` would leave typed text behind. */
  holdTextAt(path: string): boolean {
    for (const form of this.#forms.values()) if (form.unsent && form.path === path) return true;
    return false;
  }

  /** Whether any form on screen holds unsent text (closing the tab or reloading asks then). */
  holdText(): boolean {
    for (const form of this.#forms.values()) if (form.unsent) return true;
    return false;
  }

  /** Signing out: what is on screen is given up on purpose, and leaving asks nothing. */
  forgetAll(): void {
    for (const form of this.#forms.values()) form.unsent = false;
  }
}

const UnsentFormsContext = createContext<UnsentForms | null>(null);

/** Gives the pages below one count of their forms (in the layout, around the header and the page). */
export function UnsentFormsProvider({ children }: { children: ReactNode }) {
  const [forms] = useState(() => new UnsentForms());
  return <UnsentFormsContext.Provider value={forms}>{children}</UnsentFormsContext.Provider>;
}

/** The app's count of forms, or null outside the layout (a form shown alone keeps its draft but is never asked about). */
export function useUnsentForms(): UnsentForms | null {
  return useContext(UnsentFormsContext);
}
