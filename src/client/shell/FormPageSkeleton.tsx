import { makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '48rem' },
  heading: { width: '30%' },
  button: { width: '8rem' },
});

/** Placeholder for a form page (the new-issue form) while its query loads. */
export function FormPageSkeleton({ label }: { label: string }) {
  const styles = useStyles();
  return (
    <Skeleton className={styles.root} aria-label={label}>
      <SkeletonItem size={32} className={styles.heading} />
      <SkeletonItem size={32} />
      <SkeletonItem size={128} />
      <SkeletonItem size={32} className={styles.button} />
    </Skeleton>
  );
}
