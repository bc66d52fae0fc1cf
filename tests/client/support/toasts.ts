// The messages the app shows in its Toaster (ui/useNotify.tsx). Fluent also copies each one into an
// aria-live region for screen readers; these helpers look at the visible toast only.
import { waitFor } from '@testing-library/react';

/** Waits for the toast whose title is `title` and returns it. */
export async function findToast(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = Array.from(document.querySelectorAll<HTMLElement>('.fui-Toast')).find((toast) =>
      toast.querySelector('.fui-ToastTitle')?.textContent?.includes(title),
    );
    expect(found).toBeDefined();
  });
  return found!;
}

/** The text of every toast on screen. */
export function toastTexts(): string[] {
  return Array.from(document.querySelectorAll('.fui-Toast')).map((toast) => toast.textContent ?? '');
}
