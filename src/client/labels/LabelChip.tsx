import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { LabelChip_label$key } from '../../../__generated__/LabelChip_label.graphql';
import { RouterLink } from '../ui/RouterLink';
import { useChipColors } from './useChipColors';

const useStyles = makeStyles({
  chip: {
    display: 'inline-block',
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
    // A long name is cut with an ellipsis rather than widening its row (the labels page shows it whole).
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'bottom',
    boxSizing: 'border-box',
    // Keeps the chip's edge visible when its colour is close to the page background.
    boxShadow: `inset 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorNeutralStroke2}`,
    // Forced colours replace the chip's colours with the system's and drop the shadow: an outline keeps its shape.
    '@media (forced-colors: active)': { outline: `${tokens.strokeWidthThin} solid CanvasText`, outlineOffset: '-1px' },
  },
  // A chip that leads somewhere is underlined on hover, as links are, and keeps its own colours.
  link: { textDecorationLine: 'none', ':hover': { textDecorationLine: 'underline' } },
});

interface Props {
  label: LabelChip_label$key;
  /** Where the chip leads (the project's issues with this label); a chip without it is not a link. */
  to?: string | undefined;
}

/** A label in its own colour (made readable for the page's scheme, labelColor.ts); its description, if any, as a tooltip. */
export function LabelChip({ label, to }: Props) {
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
  const colours = useChipColors(data.color);
  if (to !== undefined) {
    return (
      <RouterLink
        to={to}
        className={mergeClasses(styles.chip, styles.link, colours.className)}
        style={colours.style}
        title={data.description || undefined}
      >
        {data.name}
      </RouterLink>
    );
  }
  return (
    <span className={mergeClasses(styles.chip, colours.className)} style={colours.style} title={data.description || undefined}>
      {data.name}
    </span>
  );
}
