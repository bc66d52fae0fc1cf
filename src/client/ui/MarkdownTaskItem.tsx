import { createContext, useContext, type ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';

/** Ticks the task item that starts at `offset` in the Markdown source (ui/taskLists.ts), or untick it. */
export type ToggleTask = (offset: number, checked: boolean) => void;

/** Given by Markdown when the reader may change the text; absent, the task boxes are read-only. */
export const ToggleTaskContext = createContext<ToggleTask | null>(null);

/** The source offset of the list item a task box belongs to (null outside a list item, or unknown). */
export const TaskItemOffsetContext = createContext<number | null>(null);

/** The offset of the task item around the caller (MarkdownTaskCheckbox), and the way to tick it. */
export function useTaskItem(): { offset: number | null; toggle: ToggleTask | null } {
  return { offset: useContext(TaskItemOffsetContext), toggle: useContext(ToggleTaskContext) };
}

/** A list item as react-markdown renders it, telling its task box (if any) where in the source it starts. */
export function MarkdownTaskItem({ node, ...rest }: ComponentProps<'li'> & ExtraProps) {
  const offset = node?.position?.start.offset ?? null;
  return (
    <TaskItemOffsetContext.Provider value={offset}>
      <li {...rest} />
    </TaskItemOffsetContext.Provider>
  );
}
