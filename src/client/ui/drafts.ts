// Text typed into a form and not yet sent: kept in the tab's sessionStorage, so Back, Forward and a reload
// bring it back, and closing the tab (after the leave prompt) lets it go. sessionStorage rather than
// localStorage: a draft never outlives the tab, so a shared computer keeps nobody's half-written text
// for days, and two tabs never fight over one draft. Every key names the user it belongs to (another user
// signed in later in this tab never sees it), and signing out clears them all.
// Which forms on screen hold unsent text (for the leave prompt) is counted elsewhere: ui/unsentForms.

const PREFIX = 'triage:draft:';

/** The storage key of `owner`'s draft `name` (e.g. `comment:<issue id>`). */
function storageKey(owner: string, name: string): string {
  return `${PREFIX}${owner}:${name}`;
}

/** The saved text, or null when there is none (or storage is unavailable). */
export function readDraft(owner: string, name: string): string | null {
  try {
    return window.sessionStorage.getItem(storageKey(owner, name));
  } catch {
    return null;
  }
}

/** Saves `text`, or forgets the draft when it is empty. */
export function writeDraft(owner: string, name: string, text: string): void {
  try {
    if (text === '') window.sessionStorage.removeItem(storageKey(owner, name));
    else window.sessionStorage.setItem(storageKey(owner, name), text);
  } catch {
    // Storage full or refused (private mode): the text stays on screen, only its copy is lost.
  }
}

/** Forgets every draft of every user in this tab (on sign-out). */
export function clearAllDrafts(): void {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_unused, index) => window.sessionStorage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * The drafts whose editor a page opens as it loads (IssueTitle's, IssueDescription's and CommentItem's edits):
 * their first render is not the server's, which cannot read this tab's storage.
 */
const OPEN_AT_LOAD = /^triage:draft:[^:]+:(?:title|description|comment-edit):/;

/** Whether this tab keeps a draft that opens an editor on load (main.tsx then renders the page afresh). */
export function holdsDraftsOpenAtLoad(): boolean {
  try {
    return Array.from({ length: window.sessionStorage.length }, (_unused, index) => window.sessionStorage.key(index)).some(
      (key) => key !== null && OPEN_AT_LOAD.test(key),
    );
  } catch {
    return false;
  }
}
