import { makeStyles, tokens } from '@fluentui/react-components';
import { swatchColor } from './labelColor';

const useStyles = makeStyles({
  dot: {
    display: 'inline-block',
    width: '0.75rem',
    height: '0.75rem',
    borderRadius: tokens.borderRadiusCircular,
    boxShadow: `inset 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorNeutralStroke1}`,
  },
});

/** A small dot in a label's colour, beside its name in menus (the label pickers). */
export function LabelSwatch({ color }: { color: string }) {
  const styles = useStyles();
  return <span className={styles.dot} style={{ backgroundColor: swatchColor(color) }} />;
}
