import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useChipColors } from './useChipColors';

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
    '@media (forced-colors: active)': { outline: `${tokens.strokeWidthThin} solid CanvasText`, outlineOffset: '-1px' },
  },
});

/** How a label being typed will look. */
export function LabelPreview({ name, color }: { name: string; color: string }) {
  const styles = useStyles();
  const colours = useChipColors(color);
  return (
    <span className={mergeClasses(styles.chip, colours.className)} style={colours.style}>
      {name}
    </span>
  );
}
