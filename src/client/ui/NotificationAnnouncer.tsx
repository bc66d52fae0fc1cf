import type { ToasterProps } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useVisuallyHiddenStyles } from './visuallyHidden';

// The app's messages are read out from two live regions drawn with the page (by the server too), not from the
// toaster's own: the toaster mounts with its first message (its mount is a long task at load, Tabster's
// set-up among it), and a live region added to the page with its text is not read by every screen reader.

type Politeness = 'polite' | 'assertive';
type Announce = NonNullable<ToasterProps['announce']>;

const regions: Partial<Record<Politeness, HTMLElement>> = {};

/** How long a message stays in its region: read by then, and not found again by reading the page later. */
const CLEAR_AFTER_MS = 10_000;

/** Reads `message` out through the page's live region (Fluent's Toaster calls it for each toast it shows). */
export const announceNotification: Announce = (message, options) => {
  const region = regions[options?.politeness ?? 'polite'];
  if (!region || message.trim() === '') return;
  // A new element each time: a message repeated word for word is an addition, and is read again.
  const line = document.createElement('p');
  line.textContent = message;
  region.append(line);
  setTimeout(() => line.remove(), CLEAR_AFTER_MS);
};

/** The two live regions (polite, assertive), empty until a message comes; one in the app's layout. */
export function NotificationAnnouncer() {
  const hidden = useVisuallyHiddenStyles();
  const polite = useRef<HTMLDivElement>(null);
  const assertive = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const mine = { polite: polite.current, assertive: assertive.current };
    if (mine.polite) regions.polite = mine.polite;
    if (mine.assertive) regions.assertive = mine.assertive;
    return () => {
      if (regions.polite === mine.polite) delete regions.polite;
      if (regions.assertive === mine.assertive) delete regions.assertive;
    };
  }, []);
  return (
    <>
      <div ref={polite} aria-live="polite" className={hidden.always} data-notifications="polite" />
      <div ref={assertive} aria-live="assertive" className={hidden.always} data-notifications="assertive" />
    </>
  );
}
