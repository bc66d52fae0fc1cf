import { makeStyles } from '@fluentui/react-components';
import { formatRelativeTime } from './formatRelativeTime';
import { useHydrated } from './useHydrated';

const exact = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' });

const useStyles = makeStyles({
  // A dotted underline hints that hovering shows the exact time.
  time: { textDecorationLine: 'underline', textDecorationStyle: 'dotted', textUnderlineOffset: '2px' },
});

interface Props {
  /** An ISO-8601 date-time, as the schema's DateTime scalar. */
  dateTime: string;
}

/**
 * "3 days ago", with the exact time as a tooltip and in the machine-readable `dateTime`. A server-rendered page
 * has the server's "ago" (its clock, its language) and no tooltip (its time zone is not the reader's): the
 * browser's text and tooltip replace them once the page has hydrated, without a mismatch warning for this one
 * element.
 */
export function RelativeTime({ dateTime }: Props) {
  const styles = useStyles();
  const hydrated = useHydrated();
  const date = new Date(dateTime);
  if (Number.isNaN(date.getTime())) return <time dateTime={dateTime}>{dateTime}</time>;
  return (
    <time className={styles.time} dateTime={dateTime} title={hydrated ? exact.format(date) : undefined} suppressHydrationWarning>
      {formatRelativeTime(date)}
    </time>
  );
}
