import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import { remarkGfmSyntax } from '../../shared/remarkGfmSyntax';
import { REFERENCE_ATTRIBUTE, remarkReferences } from '../../shared/references';
import { MarkdownLink } from './MarkdownLink';
import { MarkdownTaskCheckbox } from './MarkdownTaskCheckbox';

/** Turns a reference (`#12`, `web#12`, `@ada`, as written) into what shows; `plain` is its text unchanged. */
export type RenderReference = (text: string, plain: ReactNode) => ReactNode;

// References are found in the syntax tree (shared/references.ts): never in code, links or e-mail addresses.
const remarkPlugins = [remarkGfmSyntax, remarkReferences];
const baseComponents: Components = { a: MarkdownLink, input: MarkdownTaskCheckbox };

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
  },
});

interface Props {
  /** Markdown source written by a user. */
  children: string;
  /** How references show; without it they stay plain text (e.g. in a preview, which knows nothing of them). */
  renderReference?: RenderReference;
}

/**
 * Renders user-written Markdown with GitHub's extensions (tables, task lists, strikethrough, autolinks).
 * Raw HTML in the source is not rendered: react-markdown shows it as text.
 */
export function Markdown({ children, renderReference }: Props) {
  const styles = useStyles();
  const components = useMemo(() => componentsFor(renderReference), [renderReference]);
  return (
    <div className={styles.root}>
      <ReactMarkdown remarkPlugins={remarkPlugins} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
