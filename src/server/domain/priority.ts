// Priorities are stored as a rank so that ascending order means "most urgent first".
export const PRIORITIES = ['URGENT', 'HIGH', 'MEDIUM', 'LOW', 'NONE'] as const;
export type Priority = (typeof PRIORITIES)[number];

export function priorityRank(priority: Priority): number {
  return PRIORITIES.indexOf(priority) + 1;
}

export function priorityOfRank(rank: number): Priority {
  return PRIORITIES[rank - 1] ?? 'NONE';
}

/** How a priority reads in the timeline, e.g. "High". */
export function priorityLabel(priority: Priority): string {
  return priority === 'NONE' ? 'No priority' : priority[0] + priority.slice(1).toLowerCase();
}
