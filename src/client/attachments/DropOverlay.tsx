import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons/svg/arrow-upload';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    inset: 0,
    // Above the content it covers (thumbnails, the editor), inside its positioned container.
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    outline: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`,
    outlineOffset: '-2px',
    backgroundColor: tokens.colorNeutralBackgroundAlpha2,
    color: tokens.colorBrandForeground1,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    // The overlay only shows; the element underneath receives the drop.
    pointerEvents: 'none',
  },
});

/**
 * What a drop zone shows while files are dragged over it (useFileDrop's `dragging`). It covers its nearest
 * positioned ancestor, which the drop zone must be. Hidden from assistive technology: dragging is a pointer
 * gesture, and every drop zone has a button that does the same.
 */
export function DropOverlay({ children = 'Drop files to attach' }: { children?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.root} aria-hidden="true">
      <ArrowUploadRegular />
      {children}
    </div>
  );
}
