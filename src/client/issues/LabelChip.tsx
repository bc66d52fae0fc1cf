import { makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { LabelChip_label$key } from '../../../__generated__/LabelChip_label.graphql';

const useStyles = makeStyles({
  chip: {
    display: 'inline-block',
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
    // Keeps the chip's edge visible when its colour is close to the page background.
    boxShadow: `inset 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorNeutralStroke2}`,
  },
});

/** Relative luminance of an sRGB colour given as six hex digits (WCAG 2 definition). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** Black or white, whichever contrasts more with the background. */
function textColorOn(hex: string): string {
  const l = luminance(hex);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/** A label in its own colour; its description, if any, as a tooltip. */
export function LabelChip({ label }: { label: LabelChip_label$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment LabelChip_label on Label @throwOnFieldError {
        name
        color
        description
      }
    `,
    label,
  );
  // The colour comes from user data; only a well-formed one reaches the style attribute.
  const color = /^[0-9a-f]{6}$/i.test(data.color) ? data.color : 'e1e1e1';
  return (
    <span
      className={styles.chip}
      style={{ backgroundColor: `#${color}`, color: textColorOn(color) }}
      title={data.description || undefined}
    >
      {data.name}
    </span>
  );
}
