/**
 * A task item's marker, read from where its list item starts in the Markdown source: the bullet (`-`, `+`,
 * `*`) or number (`1.`, `1)`), spaces, then `[ ]`, `[x]` or `[X]`. The list item's own offset is what finds
 * the right box: the same text twice, or a `- [ ]` inside code (which is no task), cannot be mistaken for it.
 */
const TASK_MARKER = /^[ \t]*(?:[-+*]|\d{1,9}[.)])[ \t]+\[([ xX])\]/;

/**
 * `source` with the task item that starts at `itemOffset` ticked (`checked`) or not: only the one character
 * between its brackets changes. Null when no task marker is there (the source changed since it was rendered).
 */
export function toggleTask(source: string, itemOffset: number, checked: boolean): string | null {
  const match = TASK_MARKER.exec(source.slice(itemOffset));
  if (!match) return null;
  // The marker's one character is the match's last but one (before the closing bracket).
  const at = itemOffset + match[0].length - 2;
  return source.slice(0, at) + (checked ? 'x' : ' ') + source.slice(at + 1);
}
