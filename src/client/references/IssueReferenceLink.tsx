import { Link, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import type { IssueReferenceLink_issue$key } from '../../../__generated__/IssueReferenceLink_issue.graphql';
import { IssueStateBadge } from '../issue/IssueStateBadge';
import { issuePath } from '../paths';
import { useLinkFocusRingStyles } from '../ui/useLinkFocusRingStyles';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS, maxWidth: '20rem' },
  heading: { fontWeight: tokens.fontWeightSemibold },
  key: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
});

/**
 * `#12` or `web#12` in Markdown, for an issue the viewer may see: a link to the issue's page, and a card with
 * its title and state on hover or keyboard focus (a tooltip that describes the link, so a screen reader reads
 * it after the link's text).
 */
export function IssueReferenceLink({ issue, text }: { issue: IssueReferenceLink_issue$key; text: string }) {
  const styles = useStyles();
  const focusRing = useLinkFocusRingStyles();
  const data = useFragment(
    graphql`
      fragment IssueReferenceLink_issue on Issue @throwOnFieldError {
        number
        title
        project {
          slug
        }
        ...IssueStateBadge_issue
      }
    `,
    issue,
  );
  const to = issuePath(data.project.slug, data.number);
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  const card = (
    <span className={styles.card}>
      <span className={styles.heading}>
        {data.title} <span className={styles.key}>{`${data.project.slug}#${data.number}`}</span>
      </span>
      <IssueStateBadge issue={data} />
    </span>
  );
  return (
    <Tooltip content={card} relationship="description" withArrow>
      <Link href={href} onClick={onClick} className={focusRing.ring}>
        {text}
      </Link>
    </Tooltip>
  );
}
