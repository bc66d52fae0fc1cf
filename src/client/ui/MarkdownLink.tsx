import type { ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';

/**
 * Links written in user content open in a new tab and give the target page neither a handle on this
 * window (`noopener`) nor our URL (`noreferrer`). react-markdown has already dropped unsafe schemes
 * such as `javascript:`.
 */
export function MarkdownLink({ node: _node, children, ...rest }: ComponentProps<'a'> & ExtraProps) {
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
