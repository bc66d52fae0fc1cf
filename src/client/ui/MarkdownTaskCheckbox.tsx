import type { ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';

/**
 * The inputs react-markdown renders: only the read-only checkboxes of GitHub task lists (`- [x] done`).
 * They get a name, which they otherwise lack (an unnamed form control); their state says done or not.
 */
export function MarkdownTaskCheckbox({ node: _node, ...rest }: ComponentProps<'input'> & ExtraProps) {
  return rest.type === 'checkbox' ? <input {...rest} aria-label="Task" /> : <input {...rest} />;
}
