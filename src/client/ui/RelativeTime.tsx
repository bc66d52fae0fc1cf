import { makeStyles } from '@fluentui/react-components';

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const exact = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' });

// Largest unit first: the first one that fits at least once names the distance ("3 days ago").
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

function formatRelative(date: Date, now: Date = new Date()): string {
  const seconds = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return relative.format(0, 'second');
}

const useStyles = makeStyles({
  // A dotted underline hints that hovering shows the exact time.
  time: { textDecorationLine: 'underline', textDecorationStyle: 'dotted', textUnderlineOffset: '2px' },
});

interface Props {
  /** An ISO-8601 date-time, as the schema's DateTime scalar. */
  dateTime: string;
}

/** "3 days ago", with the exact time as a tooltip and in the machine-readable `dateTime`. */
export function RelativeTime({ dateTime }: Props) {
  const styles = useStyles();
  const date = new Date(dateTime);
  if (Number.isNaN(date.getTime())) return <time dateTime={dateTime}>{dateTime}</time>;
  return (
    <time className={styles.time} dateTime={dateTime} title={exact.format(date)}>
      {formatRelative(date)}
    </time>
  );
}
