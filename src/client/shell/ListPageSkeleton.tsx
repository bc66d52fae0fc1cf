import { makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { width: '40%' },
  row: { display: 'grid', gridTemplateColumns: '1fr 6rem', gap: tokens.spacingHorizontalL },
});

/** Placeholder for a page that is a heading and a list (projects, a project's issues) while its query loads. */
export function ListPageSkeleton({ label, rows = 8 }: { label: string; rows?: number }) {
  const styles = useStyles();
  return (
    <Skeleton className={styles.root} aria-label={label}>
      <SkeletonItem size={32} className={styles.heading} />
      <SkeletonItem size={16} />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.row}>
          <SkeletonItem size={20} />
          <SkeletonItem size={20} />
        </div>
      ))}
    </Skeleton>
  );
}
