// Priorities: an issue stores its priority as a rank so that ascending order means "most urgent first"; a
// change event stores the priority's code. Only the timeline's text spells them out.
import type { IssueEventKind } from '../db/tables/timeline.ts';

export const PRIORITIES = ['URGENT', 'HIGH', 'MEDIUM', 'LOW', 'NONE'] as const;
export type Priority = (typeof PRIORITIES)[number];

export function priorityRank(priority: Priority): number {
  return PRIORITIES.indexOf(priority) + 1;
}

export function priorityOfRank(rank: number): Priority {
  return PRIORITIES[rank - 1] ?? 'NONE';
}

/** How a priority reads in the timeline, e.g. "High". */
function priorityLabel(priority: Priority): string {
  return priority === 'NONE' ? 'No priority' : priority[0] + priority.slice(1).toLowerCase();
}

/**
 * How a change event's stored value reads in the timeline: a priority (stored as its code) by its words,
 * anything else (a title, a close reason) as stored.
 */
export function eventValueText(kind: IssueEventKind, value: string | null): string | null {
  const priority = PRIORITIES.find((code) => code === value);
  return kind === 'PRIORITY_CHANGED' && priority ? priorityLabel(priority) : value;
}
