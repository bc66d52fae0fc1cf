import { makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { width: '6rem' },
});

/** Placeholder for the header's account area (avatar and name) while the viewer loads. */
export function HeaderAccountSkeleton() {
  const styles = useStyles();
  return (
    <Skeleton className={styles.root} aria-label="Loading account">
      <SkeletonItem shape="circle" size={24} />
      <SkeletonItem size={16} className={styles.name} />
    </Skeleton>
  );
}
