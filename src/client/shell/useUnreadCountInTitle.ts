import { useEffect } from 'react';

const PREFIX = /^\(\d+\) /;

/**
 * Puts the inbox's unread count before every page's title: "(3) Inbox · Triage". Pages set their own titles
 * (Helmet, which under React 19 renders a plain `<title>` and applies no template across instances), so the count
 * is added to whatever title the document has, again whenever a page changes it.
 */
export function useUnreadCountInTitle(unread: number): void {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(PREFIX, '');
      const wanted = unread > 0 ? `(${unread}) ${base}` : base;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(PREFIX, '');
    };
  }, [unread]);
}
