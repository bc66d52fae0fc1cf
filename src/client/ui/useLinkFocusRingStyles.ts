import { createCustomFocusIndicatorStyle, makeStyles, tokens } from '@fluentui/react-components';

/**
 * A focus ring for Fluent's Link, whose own keyboard focus indicator is only a double underline: hard to
 * see, and nothing at all around a link that is already underlined. Drawn on keyboard focus only
 * (Fluent's focus-visible attribute), as on Fluent's buttons and tabs. Link sets `outline-style: none`
 * on `:focus-visible`, a rule Griffel emits after attribute selectors; the attribute is repeated here so
 * the ring's selector is the more specific one, whatever the order of the style sheets.
 */
export const useLinkFocusRingStyles = makeStyles({
  ring: createCustomFocusIndicatorStyle(
    {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
      outlineOffset: '1px',
      borderRadius: tokens.borderRadiusSmall,
    },
    { customizeSelector: (selector) => `${selector}${selector.replace(/^&/, '')}` },
  ),
});
