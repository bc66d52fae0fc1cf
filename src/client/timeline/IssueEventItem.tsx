import { Avatar, Body1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { CheckmarkCircleRegular } from '@fluentui/react-icons/svg/checkmark-circle';
import { CircleOffRegular } from '@fluentui/react-icons/svg/circle-off';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { LinkRegular } from '@fluentui/react-icons/svg/link';
import { TaskListLtrRegular } from '@fluentui/react-icons/svg/task-list-ltr';
import { TagRegular } from '@fluentui/react-icons/svg/tag';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueEventItem_event$data, IssueEventItem_event$key } from '../../../__generated__/IssueEventItem_event.graphql';
import { RelativeTime } from '../ui/RelativeTime';
import { displayName } from '../users/displayName';
import { UserAvatar } from '../users/UserAvatar';
import { LabelChip } from '../labels/LabelChip';
import { priorityFromEventValue, priorityName } from '../priority/priority';
import { PriorityIcon } from '../priority/PriorityIcon';
import { issuePath } from '../paths';
import { RouterLink } from '../ui/RouterLink';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    // Centres the event's 24 px icon on the 32 px avatars' axis, where the thread line runs.
    paddingInlineStart: '4px',
    minHeight: '2rem',
  },
  icon: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '1.5rem',
    height: '1.5rem',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    fontSize: '1rem',
  },
  completed: { backgroundColor: tokens.colorPaletteBerryBackground2, color: tokens.colorPaletteBerryForeground2 },
  reopened: { backgroundColor: tokens.colorPaletteGreenBackground2, color: tokens.colorPaletteGreenForeground2 },
  text: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere', minWidth: 0 },
  actor: { color: tokens.colorNeutralForeground1 },
  old: { textDecorationLine: 'line-through' },
  value: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
});

type Styles = ReturnType<typeof useStyles>;

/** The timeline's phrase for an added relation, before the other issue: "marked this as blocking #12". */
const ADDED_PHRASES: Readonly<Record<string, string>> = {
  BLOCKS: 'marked this as blocking',
  BLOCKED_BY: 'marked this as blocked by',
  RELATES_TO: 'marked this as related to',
  DUPLICATE_OF: 'marked this as a duplicate of',
  HAS_DUPLICATE: 'marked as a duplicate of this:',
};

/** The timeline's phrase for a removed relation: "removed “blocked by” #12". */
const REMOVED_NAMES: Readonly<Record<string, string>> = {
  BLOCKS: 'blocking',
  BLOCKED_BY: 'blocked by',
  RELATES_TO: 'related to',
  DUPLICATE_OF: 'duplicate of',
  HAS_DUPLICATE: 'has duplicate',
};

/** The other issue of a relation's event: a link with its number and title, or words when it cannot be shown. */
function relatedIssue(event: IssueEventItem_event$data): ReactNode {
  const issue = event.relatedIssue;
  // Deleted since, or in a project this reader cannot see: the event says no more than that.
  if (!issue) return 'an issue you cannot see';
  return (
    <RouterLink to={issuePath(issue.project.slug, issue.number)}>
      #{issue.number} {issue.title}
    </RouterLink>
  );
}

const CLOSE_REASONS: Readonly<Record<string, string>> = {
  COMPLETED: 'closed this as completed',
  NOT_PLANNED: 'closed this as not planned',
  DUPLICATE: 'closed this as a duplicate',
};

/** What the actor did, after their name: "changed the title from X to Y", "added the bug label"... */
function sentence(event: IssueEventItem_event$data, styles: Styles): ReactNode {
  const assignee = event.assignee?.name ?? 'a deleted user';
  const selfAssigned = event.assignee != null && event.actor != null && event.assignee.id === event.actor.id;
  switch (event.kind) {
    case 'RENAMED':
      return (
        <>
          changed the title from <del className={styles.old}>{event.from}</del> to <span className={styles.value}>{event.to}</span>
        </>
      );
    case 'DESCRIPTION_EDITED':
      return 'edited the description';
    case 'ATTACHMENT_REMOVED':
      return (
        <>
          removed the file <span className={styles.value}>{event.from}</span>
        </>
      );
    case 'CLOSED':
      return (event.to && CLOSE_REASONS[event.to]) ?? 'closed this';
    case 'REOPENED':
      return 'reopened this';
    case 'PRIORITY_CHANGED': {
      const fromLevel = priorityFromEventValue(event.from);
      const toLevel = priorityFromEventValue(event.to);
      const from = fromLevel !== null && fromLevel !== 'NONE' ? priorityName(fromLevel) : null;
      const to = toLevel !== null && toLevel !== 'NONE' ? priorityName(toLevel) : null;
      if (from === null && to !== null)
        return (
          <>
            set priority to <span className={styles.value}>{to}</span>
          </>
        );
      if (to === null && from !== null)
        return (
          <>
            removed priority <span className={styles.value}>{from}</span>
          </>
        );
      return (
        <>
          changed priority from <span className={styles.value}>{from ?? 'No priority'}</span> to{' '}
          <span className={styles.value}>{to ?? 'No priority'}</span>
        </>
      );
    }
    case 'LABELED':
      return event.label ? (
        <>
          added the <LabelChip label={event.label} /> label
        </>
      ) : (
        'added a label since deleted'
      );
    case 'UNLABELED':
      return event.label ? (
        <>
          removed the <LabelChip label={event.label} /> label
        </>
      ) : (
        'removed a label since deleted'
      );
    case 'RELATION_ADDED':
      return (
        <>
          {(event.to && ADDED_PHRASES[event.to]) ?? 'related this to'} {relatedIssue(event)}
        </>
      );
    case 'RELATION_REMOVED':
      return (
        <>
          removed the “{(event.from && REMOVED_NAMES[event.from]) ?? 'related'}” relation to {relatedIssue(event)}
        </>
      );
    case 'SUB_ISSUE_ADDED':
      return <>added the sub-issue {relatedIssue(event)}</>;
    case 'SUB_ISSUE_REMOVED':
      return <>removed the sub-issue {relatedIssue(event)}</>;
    case 'PARENT_ADDED':
      return <>made this a sub-issue of {relatedIssue(event)}</>;
    case 'PARENT_REMOVED':
      return <>removed this from the sub-issues of {relatedIssue(event)}</>;
    case 'ASSIGNED':
      return selfAssigned ? (
        'self-assigned this'
      ) : (
        <>
          assigned <span className={styles.value}>{assignee}</span>
        </>
      );
    case 'UNASSIGNED':
      return selfAssigned ? (
        'removed their assignment'
      ) : (
        <>
          unassigned <span className={styles.value}>{assignee}</span>
        </>
      );
    default:
      // An event kind added to the schema after this client was built.
      return 'changed this issue';
  }
}

function icon(event: IssueEventItem_event$data, styles: Styles): { node: ReactNode; className?: string } {
  switch (event.kind) {
    case 'RENAMED':
    case 'DESCRIPTION_EDITED':
      return { node: <EditRegular /> };
    case 'CLOSED':
      return event.to === 'COMPLETED' || event.to == null
        ? { node: <CheckmarkCircleRegular />, className: styles.completed }
        : { node: <CircleOffRegular /> };
    case 'REOPENED':
      return { node: <ArrowClockwiseRegular />, className: styles.reopened };
    case 'PRIORITY_CHANGED':
      return { node: <PriorityIcon priority={priorityFromEventValue(event.to) ?? 'NONE'} size={14} decorative /> };
    case 'LABELED':
    case 'UNLABELED':
      return { node: <TagRegular /> };
    case 'ATTACHMENT_REMOVED':
      return { node: <DeleteRegular /> };
    case 'RELATION_ADDED':
    case 'RELATION_REMOVED':
      return { node: <LinkRegular /> };
    case 'SUB_ISSUE_ADDED':
    case 'SUB_ISSUE_REMOVED':
    case 'PARENT_ADDED':
    case 'PARENT_REMOVED':
      return { node: <TaskListLtrRegular /> };
    default:
      return { node: <PersonRegular /> };
  }
}

/**
 * A change in an issue's timeline, said as GitHub says it: "Ada Lovelace changed the title from X to Y
 * · 3 days ago", "Grace Hopper added the bug label", "closed this as not planned".
 */
export function IssueEventItem({ event }: { event: IssueEventItem_event$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment IssueEventItem_event on IssueEvent @throwOnFieldError {
        kind
        createdAt
        from
        to
        actor {
          id
          name
          deactivatedAt
          ...UserAvatar_user
        }
        label {
          ...LabelChip_label
        }
        assignee {
          id
          name
        }
        relatedIssue {
          number
          title
          project {
            slug
          }
        }
      }
    `,
    event,
  );
  const { node, className } = icon(data, styles);
  return (
    <div className={styles.root}>
      <span className={mergeClasses(styles.icon, className)} aria-hidden="true">
        {node}
      </span>
      {data.actor ? <UserAvatar user={data.actor} size={20} /> : <Avatar size={20} aria-label="A deleted user" />}
      <Body1 className={styles.text}>
        <strong className={styles.actor}>{data.actor ? displayName(data.actor.name, data.actor.deactivatedAt) : 'A deleted user'}</strong>{' '}
        {sentence(data, styles)}
        {' · '}
        <RelativeTime dateTime={data.createdAt} />
      </Body1>
    </div>
  );
}
