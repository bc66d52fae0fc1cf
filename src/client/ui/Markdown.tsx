import { makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useMemo, type ComponentProps, type ReactNode } from 'react';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import { remarkGfmSyntax } from '../../shared/remarkGfmSyntax';
import { REFERENCE_ATTRIBUTE, remarkReferences } from '../../shared/references';
import { MarkdownLink } from './MarkdownLink';
import { MarkdownTaskCheckbox } from './MarkdownTaskCheckbox';
import { MarkdownTaskItem, ToggleTaskContext } from './MarkdownTaskItem';
import { toggleTask } from './taskLists';

/** Turns a reference (`#12`, `web#12`, `@ada`, as written) into what shows; `plain` is its text unchanged. */
export type RenderReference = (text: string, plain: ReactNode) => ReactNode;

// References are found in the syntax tree (shared/references.ts): never in code, links or e-mail addresses.
const remarkPlugins = [remarkGfmSyntax, remarkReferences];
const baseComponents: Components = { a: MarkdownLink, input: MarkdownTaskCheckbox, li: MarkdownTaskItem };

// Markdown renders no <span> of its own (raw HTML is shown as text): every span is a reference.
function componentsFor(renderReference: RenderReference | undefined): Components {
  const span = ({ node: _node, children, ...rest }: ComponentProps<'span'> & ExtraProps) => {
    const text = (rest as Record<string, unknown>)[REFERENCE_ATTRIBUTE];
    const plain = <>{children}</>;
    return typeof text === 'string' && renderReference ? renderReference(text, plain) : plain;
  };
  return { ...baseComponents, span };
}

const useStyles = makeStyles({
  root: {
    overflowWrap: 'anywhere',
    lineHeight: tokens.lineHeightBase400,
    '& > :first-child': { marginTop: 0 },
    '& > :last-child': { marginBottom: 0 },
    '& a': { color: tokens.colorBrandForegroundLink },
    '& pre': {
      overflowX: 'auto',
      padding: tokens.spacingVerticalM,
      borderRadius: tokens.borderRadiusMedium,
      backgroundColor: tokens.colorNeutralBackground3,
    },
    '& code': { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
    '& blockquote': {
      margin: 0,
      paddingLeft: tokens.spacingHorizontalM,
      borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
      color: tokens.colorNeutralForeground2,
    },
    '& table': { borderCollapse: 'collapse' },
    '& th, & td': {
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    },
    '& img': { maxWidth: '100%' },
    // A task item's box stands where its bullet would (as on GitHub): no bullet beside it, and its text lines
    // up with the other items' text, whether the list holds only tasks or tasks among plain items.
    '& li.task-list-item': { listStyleType: 'none' },
    '& li.task-list-item > input, & li.task-list-item > p > input': {
      marginBlock: 0,
      marginInlineStart: '-1.4em',
      marginInlineEnd: '0.3em',
      verticalAlign: 'middle',
    },
    // A list that follows another is its own block, not a continuation of the one above.
    '& ul + ul, & ol + ul, & ul + ol, & ol + ol': { marginBlockStart: tokens.spacingVerticalM },
  },
});

interface Props {
  /** Markdown source written by a user. */
  children: string;
  /** How references show; without it they stay plain text (e.g. in a preview, which knows nothing of them). */
  renderReference?: RenderReference;
  /**
   * Called with the whole source, one task ticked or unticked, when the reader ticks a task box; given only to
   * those who may edit the text. Without it the boxes are disabled.
   */
  onTaskToggle?: ((source: string) => void) | undefined;
}

/**
 * Renders user-written Markdown with GitHub's extensions (tables, task lists, strikethrough, autolinks).
 * Raw HTML in the source is not rendered: react-markdown shows it as text.
 */
export function Markdown({ children, renderReference, onTaskToggle }: Props) {
  const styles = useStyles();
  const components = useMemo(() => componentsFor(renderReference), [renderReference]);
  const toggle = useCallback(
    (offset: number, checked: boolean) => {
      const next = toggleTask(children, offset, checked);
      if (next !== null && onTaskToggle) onTaskToggle(next);
    },
    [children, onTaskToggle],
  );
  return (
    <div className={styles.root}>
      <ToggleTaskContext.Provider value={onTaskToggle ? toggle : null}>
        <ReactMarkdown remarkPlugins={remarkPlugins} components={components}>
          {children}
        </ReactMarkdown>
      </ToggleTaskContext.Provider>
    </div>
  );
}
