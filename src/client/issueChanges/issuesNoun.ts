/** "the issue" or "3 issues", for messages about one or several issues. */
export function issuesNoun(count: number): string {
  return count === 1 ? 'the issue' : `${count} issues`;
}
