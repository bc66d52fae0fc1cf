import type { ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';
import { useTaskItem } from './MarkdownTaskItem';

/**
 * The inputs react-markdown renders: only the checkboxes of GitHub task lists (`- [x] done`). They get a
 * name, which they otherwise lack (an unnamed form control); their state says done or not. Where the reader
 * may edit the text (Markdown's `onTaskToggle`), a box can be ticked and the Markdown is changed; otherwise
 * it stays disabled, as react-markdown renders it.
 */
export function MarkdownTaskCheckbox({ node: _node, ...rest }: ComponentProps<'input'> & ExtraProps) {
  const { offset, toggle } = useTaskItem();
  if (rest.type !== 'checkbox') return <input {...rest} />;
  if (toggle === null || offset === null) return <input {...rest} aria-label="Task" />;
  const checked = rest.checked === true;
  return <input type="checkbox" checked={checked} aria-label="Task" onChange={() => toggle(offset, !checked)} />;
}
