import { Badge, Button, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { SessionRow_session$key } from '../../../__generated__/SessionRow_session.graphql';
import { RelativeTime } from '../ui/RelativeTime';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flex: '1 1 14rem', minWidth: 0 },
  title: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground2 },
});

interface Props {
  session: SessionRow_session$key;
  /** Asks to end this session (the list asks first when it is this browser's own). */
  onSignOut: (session: { id: string; device: string; current: boolean }) => void;
  disabled: boolean;
}

/** One signed-in browser: which one, since when, last used; Sign out. */
export function SessionRow({ session, onSignOut, disabled }: Props) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment SessionRow_session on Session @throwOnFieldError {
        id
        device
        current
        createdAt
        lastUsedAt
      }
    `,
    session,
  );
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <div className={styles.title}>
          <Text weight="semibold">{data.device}</Text>
          {data.current && (
            <Badge appearance="tint" color="brand">
              This session
            </Badge>
          )}
        </div>
        <Caption1 className={styles.meta}>
          Signed in <RelativeTime dateTime={data.createdAt} />
          {data.current ? null : (
            <>
              {' · last used '}
              <RelativeTime dateTime={data.lastUsedAt} />
            </>
          )}
        </Caption1>
      </div>
      <Button
        size="small"
        disabled={disabled}
        aria-label={data.current ? 'Sign out of this session' : `Sign out ${data.device}`}
        onClick={() => onSignOut({ id: data.id, device: data.device, current: data.current })}
      >
        Sign out
      </Button>
    </li>
  );
}
