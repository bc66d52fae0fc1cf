import { makeStyles, tokens } from '@fluentui/react-components';
import { swatchColor, textColorOn } from './labelColor';

const useStyles = makeStyles({
  // The same look as issues/LabelChip.tsx, for a label that is not saved yet.
  chip: {
    display: 'inline-block',
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
    boxShadow: `inset 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorNeutralStroke2}`,
  },
});

/** How a label being typed will look. */
export function LabelPreview({ name, color }: { name: string; color: string }) {
  const styles = useStyles();
  return (
    <span className={styles.chip} style={{ backgroundColor: swatchColor(color), color: textColorOn(color) }}>
      {name}
    </span>
  );
}
