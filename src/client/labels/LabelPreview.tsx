import { makeStyles, tokens } from '@fluentui/react-components';
import { useColorScheme } from '../ui/colorScheme';
import { chipColors } from './labelColor';

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
  const { background, text } = chipColors(color, useColorScheme());
  return (
    <span className={styles.chip} style={{ backgroundColor: background, color: text }}>
      {name}
    </span>
  );
}
