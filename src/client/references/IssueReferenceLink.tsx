import { Badge, Link, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import type { IssueReferenceLink_issue$key } from '../../../__generated__/IssueReferenceLink_issue.graphql';
import { issuePath } from '../paths';
import { useLinkFocusRingStyles } from '../ui/useLinkFocusRingStyles';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS, maxWidth: '20rem' },
  heading: { fontWeight: tokens.fontWeightSemibold },
  key: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
});

// The state is read here rather than through IssueStateBadge's fragment: references sit deep in the issue page's
// query (timeline, comment, reference, issue), where each nested fragment multiplies graphql-armor's cost by 1.5.
function stateText(state: string, reason: string | null | undefined): string {
  if (state === 'OPEN') return 'Open';
  if (reason === 'NOT_PLANNED') return 'Closed as not planned';
  if (reason === 'DUPLICATE') return 'Closed as a duplicate';
  return 'Closed';
}

/**
 * `#12` or `web#12` in Markdown, for an issue the viewer may see: a link to the issue's page, and a card with
 * its title and state on hover or keyboard focus (a tooltip that describes the link, so a screen reader reads
 * it after the link's text).
 */
export function IssueReferenceLink({
  issue,
  text,
  projectSlug,
}: {
  issue: IssueReferenceLink_issue$key;
  text: string;
  projectSlug: string;
}) {
  const styles = useStyles();
  const focusRing = useLinkFocusRingStyles();
  const data = useFragment(
    graphql`
      fragment IssueReferenceLink_issue on Issue @throwOnFieldError {
        number
        title
        state
        stateReason
      }
    `,
    issue,
  );
  const to = issuePath(projectSlug, data.number);
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  const card = (
    <span className={styles.card}>
      <span className={styles.heading}>
        {data.title} <span className={styles.key}>{`${projectSlug}#${data.number}`}</span>
      </span>
      <Badge appearance="filled" color={data.state === 'OPEN' ? 'success' : 'important'} shape="rounded">
        {stateText(data.state, data.stateReason)}
      </Badge>
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
