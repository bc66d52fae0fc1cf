import { makeStyles, tokens } from '@fluentui/react-components';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { MarkdownLink } from './MarkdownLink';
import { MarkdownTaskCheckbox } from './MarkdownTaskCheckbox';

const remarkPlugins = [remarkGfm];
const components: Components = { a: MarkdownLink, input: MarkdownTaskCheckbox };

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
}

/**
 * Renders user-written Markdown with GitHub's extensions (tables, task lists, strikethrough, autolinks).
 * Raw HTML in the source is not rendered: react-markdown shows it as text.
 */
export function Markdown({ children }: Props) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <ReactMarkdown remarkPlugins={remarkPlugins} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
