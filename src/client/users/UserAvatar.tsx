import { Avatar, type AvatarProps } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { UserAvatar_user$key } from '../../../__generated__/UserAvatar_user.graphql';
import { displayName } from './displayName';

interface Props {
  user: UserAvatar_user$key;
  size?: AvatarProps['size'];
}

/**
 * A user's picture. Fluent renders it as `role="img"` named by the user's name (the image inside is
 * marked decorative), so screen readers announce the name exactly once.
 */
export function UserAvatar({ user, size = 24 }: Props) {
  const data = useFragment(
    graphql`
      fragment UserAvatar_user on User {
        name
        login
        avatarUrl
        deactivatedAt
      }
    `,
    user,
  );
  const name = displayName(data.name, data.deactivatedAt);
  // Fluent leaves words in parentheses out of the initials, so "(deactivated)" only changes the name read out.
  return <Avatar name={name} image={{ src: data.avatarUrl }} size={size} title={`${name} (@${data.login})`} />;
}
