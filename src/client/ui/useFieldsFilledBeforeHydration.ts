// A form the server rendered (the sign-in page) can be typed into, or filled in by a password manager, before the
// page's code has run. Hydration keeps that text on the screen but the form's state does not know it: submitted,
// the form would say the fields are empty, and its next render would blank them. Once hydrated, each named field
// of the form that holds text hands it to its state.
import { useLayoutEffect, type RefObject } from 'react';

export function useFieldsFilledBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  setters: Readonly<Record<string, (value: string) => void>>,
): void {
  useLayoutEffect(() => {
    for (const [name, set] of Object.entries(setters)) {
      const field = form.current?.elements.namedItem(name);
      if (field instanceof HTMLInputElement && field.value !== '') set(field.value);
    }
    // Once, after the first commit (hydration's, before anything renders again): the state leads from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
