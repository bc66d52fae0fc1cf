import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PlugConnectedRegular } from '@fluentui/react-icons/svg/plug-connected';
import { PlugDisconnectedRegular } from '@fluentui/react-icons/svg/plug-disconnected';
import { useSyncExternalStore } from 'react';
import type { LiveState } from '../relay/liveConnection';
import { useLiveConnection } from '../relay/resetEnvironment';
import { useVisuallyHiddenStyles } from '../ui/visuallyHidden';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  down: { color: tokens.colorPaletteMarigoldForeground2 },
  icon: { fontSize: '16px' },
});

const LABELS: Record<Exclude<LiveState, 'idle'>, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
};

/**
 * A quiet word in the header on the state of live updates: nothing while the page has none, a small plug
 * while they flow, "Reconnecting…" (announced politely) while they are down.
 */
export function LiveIndicator() {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const live = useLiveConnection();
  const state = useSyncExternalStore(live.subscribe, live.getState, () => 'idle' as const);
  if (state === 'idle') return null;
  const down = state === 'reconnecting';
  return (
    <span
      className={mergeClasses(styles.root, down && styles.down)}
      role="status"
      title={down ? 'Live updates are interrupted; the page catches up once reconnected.' : 'Changes made by others appear as they happen.'}
    >
      {down ? (
        <PlugDisconnectedRegular className={styles.icon} aria-hidden />
      ) : (
        <PlugConnectedRegular className={styles.icon} aria-hidden />
      )}
      {/* On a phone the plug alone (its title and the status text still say it): the header's tools share 390 px,
          and an unread count beside the inbox pushed the account menu off the screen. */}
      <span className={hidden.onPhone}>{LABELS[state]}</span>
    </span>
  );
}
