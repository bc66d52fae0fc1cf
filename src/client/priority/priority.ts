// Issue priorities as people read them, in the schema's order (most urgent first).
import type { Priority as SchemaPriority } from '../../../__generated__/useUpdateIssueMutation.graphql';

/** The levels this client knows (the generated type also allows values added to the schema later). */
export type Priority = Exclude<SchemaPriority, '%future added value'>;

export const PRIORITIES: readonly Priority[] = ['URGENT', 'HIGH', 'MEDIUM', 'LOW', 'NONE'];

const NAMES: Readonly<Record<Priority, string>> = {
  URGENT: 'Urgent',
  HIGH: 'High',
  MEDIUM: 'Medium',
  LOW: 'Low',
  NONE: 'No priority',
};

/** "High", "No priority"; an unknown value (a newer server) as it comes. */
export function priorityName(priority: string): string {
  return (NAMES as Readonly<Record<string, string>>)[priority] ?? priority;
}

/** Whether a string from the server (an event's from/to) is a priority this client knows. */
export function isPriority(value: string | null | undefined): value is Priority {
  return value != null && (PRIORITIES as readonly string[]).includes(value);
}

/**
 * The priority a timeline event's `from` or `to` names. The server writes it as people read it ("High",
 * "No priority"); the enum's spelling ("HIGH", "NONE") is accepted too. Null when it names none we know.
 */
export function priorityFromEventValue(value: string | null | undefined): Priority | null {
  if (value == null) return null;
  const normalized = value.trim().toUpperCase().replace(/\s+/g, '_');
  if (normalized === 'NO_PRIORITY') return 'NONE';
  return isPriority(normalized) ? normalized : null;
}
