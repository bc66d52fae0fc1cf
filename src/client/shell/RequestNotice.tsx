import { Body1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useSyncExternalStore } from 'react';
import type { RequestActivity, RequestNotice as Notice } from '../relay/requestActivity';

const useStyles = makeStyles({
  // Over the bottom of the page, centred, away from the toasts (bottom right); it takes no clicks of its own.
  region: {
    position: 'fixed',
    insetInline: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalL,
    display: 'flex',
    justifyContent: 'center',
    pointerEvents: 'none',
    zIndex: 1,
  },
  bar: {
    pointerEvents: 'auto',
    maxWidth: '32rem',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow16,
    // High contrast draws no shadows: the border keeps the bar's edge.
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
});

const TEXT: Record<Exclude<Notice, null>, string> = {
  busy: 'The server is busy — retrying…',
  unreachable: "Can't reach the server — trying again…",
};

/**
 * One calm line about the app's requests (relay/requestActivity.ts) while one waits to be sent again: the
 * server said it is busy, or the last attempt got no answer. Announced politely; it goes away by itself once
 * the requests are answered or given up. The region is always there, so that screen readers hear what
 * appears in it.
 */
export function RequestNotice({ activity }: { activity: RequestActivity }) {
  const styles = useStyles();
  const notice = useSyncExternalStore(activity.subscribe, activity.getNotice, () => null);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {notice && (
        <div className={styles.bar}>
          <Spinner size="extra-tiny" aria-hidden />
          <Body1>{TEXT[notice]}</Body1>
        </div>
      )}
    </div>
  );
}
