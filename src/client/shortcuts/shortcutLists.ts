// The keyboard shortcuts of each page that has them, in the order people learn them. The `?` dialog shows
// the list of the page it is opened on; README "Keyboard shortcuts" lists the same.

interface Shortcut {
  keys: readonly string[];
  action: string;
}

/** The pages with shortcuts of their own. */
export type ShortcutPage = 'issueList' | 'issue';

export const SHORTCUTS: Readonly<Record<ShortcutPage, { title: string; shortcuts: readonly Shortcut[] }>> = {
  issueList: {
    title: 'On the issue list',
    shortcuts: [
      { keys: ['c'], action: 'Create a new issue' },
      { keys: ['/'], action: 'Focus the search box' },
      { keys: ['j'], action: 'Move to the next issue' },
      { keys: ['k'], action: 'Move to the previous issue' },
      { keys: ['Enter'], action: 'Open the current issue' },
      { keys: ['x'], action: 'Select or unselect the current issue' },
      { keys: ['Esc'], action: 'Clear the selection' },
      { keys: ['?'], action: 'Show these shortcuts' },
    ],
  },
  issue: {
    title: "On an issue's page",
    shortcuts: [
      { keys: ['e'], action: 'Edit the title' },
      { keys: ['r'], action: 'Write a comment' },
      { keys: ['l'], action: 'Choose labels' },
      { keys: ['a'], action: 'Choose assignees' },
      { keys: ['x'], action: 'Close (choose the reason) or reopen the issue' },
      { keys: ['?'], action: 'Show these shortcuts' },
    ],
  },
};
