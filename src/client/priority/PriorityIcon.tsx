import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { isPriority as isKnown, priorityName, type Priority } from './priority';

// In forced colours an <svg> keeps the colour it is given (the browser's `preserve-parent-color`), and the theme's
// token there is the dark high-contrast theme's white: invisible on a light system palette. The system's own
// text and background colours fit every palette.
const FORCED = '@media (forced-colors: active)';

const useStyles = makeStyles({
  icon: { flexShrink: 0, verticalAlign: 'middle', color: tokens.colorNeutralForeground2, [FORCED]: { color: 'CanvasText' } },
  urgent: { color: tokens.colorPaletteRedForeground1, [FORCED]: { color: 'CanvasText' } },
  /** The exclamation mark cut out of Urgent's square. */
  mark: { fill: '#fff', [FORCED]: { fill: 'Canvas' } },
});

/** How many of the three bars are filled for each level. */
const BARS: Readonly<Record<Priority, number>> = { URGENT: 3, HIGH: 3, MEDIUM: 2, LOW: 1, NONE: 0 };

interface Props {
  /** A level from the server: one added to the schema since this client was built shows as none. */
  priority: string;
  size?: number;
  /** Hidden from screen readers, when the priority's name is written beside it. */
  decorative?: boolean;
}

/**
 * A priority as Linear draws it: three rising bars, as many filled as the level is high; Urgent is an
 * exclamation mark in a red square; No priority, three dashes. Named "Priority: High" for screen readers.
 */
export function PriorityIcon({ priority, size = 16, decorative = false }: Props) {
  const styles = useStyles();
  const label = priority === 'NONE' ? 'No priority' : `Priority: ${priorityName(priority)}`;
  const common = decorative
    ? ({ 'aria-hidden': true, width: size, height: size, viewBox: '0 0 16 16' } as const)
    : ({ role: 'img', 'aria-label': label, width: size, height: size, viewBox: '0 0 16 16' } as const);
  if (priority === 'URGENT') {
    return (
      <svg {...common} className={mergeClasses(styles.icon, styles.urgent)}>
        {!decorative && <title>{label}</title>}
        <rect x="1" y="1" width="14" height="14" rx="3" fill="currentColor" />
        <rect x="7" y="3.5" width="2" height="6" rx="1" className={styles.mark} />
        <rect x="7" y="10.5" width="2" height="2" rx="1" className={styles.mark} />
      </svg>
    );
  }
  if (!isKnown(priority) || priority === 'NONE') {
    return (
      <svg {...common} className={styles.icon}>
        {!decorative && <title>{label}</title>}
        {[1.5, 6.5, 11.5].map((x) => (
          <rect key={x} x={x} y="7.25" width="3" height="1.5" rx="0.75" fill="currentColor" opacity="0.6" />
        ))}
      </svg>
    );
  }
  const filled = BARS[priority];
  return (
    <svg {...common} className={styles.icon}>
      {!decorative && <title>{label}</title>}
      {[0, 1, 2].map((index) => (
        <rect
          key={index}
          x={1.5 + index * 5}
          y={10 - index * 4}
          width="3"
          height={4 + index * 4}
          rx="1"
          fill="currentColor"
          opacity={index < filled ? 1 : 0.25}
        />
      ))}
    </svg>
  );
}
