// Text for screen readers only: kept in the accessibility tree, drawn nowhere. One definition, so that the
// pages share one set of atomic classes instead of each shipping its own copy of the same rules.
import { makeStyles } from '@fluentui/react-components';

/** Phone width, where some labels give way to their icon alone (the header's tools share 390 px). */
const PHONE = '@media (max-width: 30rem)';

const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** `always`: hidden at every width; `onPhone`: hidden at phone width only, shown beside its icon elsewhere. */
export const useVisuallyHiddenStyles = makeStyles({
  always: HIDDEN,
  onPhone: { [PHONE]: HIDDEN },
});
