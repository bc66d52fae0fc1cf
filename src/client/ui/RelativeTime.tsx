import { makeStyles } from '@fluentui/react-components';
import { formatRelativeTime } from './formatRelativeTime';

const exact = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' });

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
      {formatRelativeTime(date)}
    </time>
  );
}
