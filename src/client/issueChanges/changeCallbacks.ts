// What the callers of the optimistic issue mutations may hear back. The screen changes at once; when the
// server refuses the change or cannot be reached, Relay undoes it and the hook itself tells the user why
// (useNotify), so callers only react to the outcome if they have something of their own to do.

export interface ChangeCallbacks {
  /** The server made the change. */
  onDone?: () => void;
  /** The change was undone, and the user told why. */
  onUndone?: () => void;
}

/** "the issue" or "3 issues", for messages about one or several issues. */
export function issuesNoun(count: number): string {
  return count === 1 ? 'the issue' : `${count} issues`;
}
