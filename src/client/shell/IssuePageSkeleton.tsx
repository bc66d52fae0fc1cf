import { makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { width: '60%' },
  meta: { width: '30%' },
  comment: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: tokens.spacingHorizontalM },
});

/** Placeholder for an issue page (title, metadata, body, comments) while its query loads. */
export function IssuePageSkeleton() {
  const styles = useStyles();
  return (
    <Skeleton className={styles.root} aria-label="Loading issue">
      <SkeletonItem size={32} className={styles.title} />
      <SkeletonItem size={16} className={styles.meta} />
      <SkeletonItem size={96} />
      {[0, 1].map((index) => (
        <div key={index} className={styles.comment}>
          <SkeletonItem shape="circle" size={32} />
          <SkeletonItem size={64} />
        </div>
      ))}
    </Skeleton>
  );
}
