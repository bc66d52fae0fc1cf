import { Avatar, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { UserMention_user$key } from '../../../__generated__/UserMention_user.graphql';
import { displayName } from '../users/displayName';

const useStyles = makeStyles({
  mention: {
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusSmall,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  card: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * `@ada` in Markdown, for a person who exists: the mention stands out, and a card with their avatar and name
 * shows on hover or keyboard focus. Triage has no profile pages, so a mention is not a link: it is reachable
 * with Tab (as a described element) so that keyboard users get the card too.
 */
export function UserMention({ user, text }: { user: UserMention_user$key; text: string }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment UserMention_user on User @throwOnFieldError {
        login
        name
        deactivatedAt
        avatarUrl
      }
    `,
    user,
  );
  const card = (
    <span className={styles.card}>
      {/* The name follows in text. The avatar is drawn here rather than through UserAvatar's fragment: mentions sit
          deep in the issue page's query, where each nested fragment multiplies graphql-armor's cost by 1.5. */}
      <Avatar name={data.name} image={{ src: data.avatarUrl }} size={24} aria-hidden="true" />
      <span>{`${displayName(data.name, data.deactivatedAt)} (@${data.login})`}</span>
    </span>
  );
  return (
    <Tooltip content={card} relationship="description" withArrow>
      {/* A focusable mention: the card is its description, and Tab reaches it as it reaches links. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <span className={styles.mention} tabIndex={0}>
        {text}
      </span>
    </Tooltip>
  );
}
