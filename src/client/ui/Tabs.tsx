import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { KeyboardEvent, ReactNode } from 'react';

// Drawn like Fluent's Tab (padding, the indicator under the selected one, semibold label), but not Fluent's
// TabList: its arrow keys come from a Tabster mover, about 23 kB gzip for a page's first load, and the mover puts
// focusable aria-hidden sentinels inside the list (Lighthouse's `aria-hidden-focus`). The arrow keys are the few
// lines of onKeyDown below (WAI-ARIA's tabs pattern, manual activation as Fluent's: arrows move the focus,
// Enter, Space or a click chooses).
const useStyles = makeStyles({
  list: { display: 'flex', alignItems: 'center' },
  tab: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorTransparentBackground,
    color: tokens.colorNeutralForeground2,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightRegular,
    cursor: 'pointer',
    '::after': {
      content: '""',
      position: 'absolute',
      bottom: 0,
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorTransparentStroke,
    },
    ':hover': { color: tokens.colorNeutralForeground2Hover, backgroundColor: tokens.colorSubtleBackgroundHover },
    ':hover::after': { backgroundColor: tokens.colorNeutralStroke1Hover },
    ':focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
    },
  },
  small: {
    gap: tokens.spacingHorizontalXXS,
    paddingBlock: tokens.spacingVerticalSNudge,
    paddingInline: tokens.spacingHorizontalSNudge,
    '::after': { insetInline: tokens.spacingHorizontalSNudge, height: tokens.strokeWidthThick },
  },
  medium: {
    gap: tokens.spacingHorizontalSNudge,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalMNudge,
    '::after': { insetInline: tokens.spacingHorizontalMNudge, height: tokens.strokeWidthThicker },
  },
  selected: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    '::after': { backgroundColor: tokens.colorCompoundBrandStroke },
    ':hover': { color: tokens.colorNeutralForeground1 },
    ':hover::after': { backgroundColor: tokens.colorCompoundBrandStrokeHover },
    '@media (forced-colors: active)': { '::after': { backgroundColor: 'Highlight' } },
  },
});

export interface TabItem<V extends string> {
  value: V;
  /** The tab's element id (a panel's `aria-labelledby` names it). */
  id: string;
  /** The id of the panel the tab shows. */
  controls: string;
  /** The tab's text, and anything drawn beside it (a count): all of it is the tab's accessible name. */
  children: ReactNode;
}

interface Props<V extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<V>[];
  /** The selected tab; none when undefined (the first is then the one the Tab key reaches). */
  selected: V | undefined;
  onSelect: (value: V) => void;
  size?: 'small' | 'medium';
}

/** Moves the focus between the tabs of the list the key was pressed in; the arrows wrap around, as Fluent's do. */
function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
  const list = event.currentTarget.parentElement;
  if (list === null) return;
  const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>(':scope > [role="tab"]'));
  const at = tabs.indexOf(event.currentTarget);
  if (at < 0) return;
  const rtl = getComputedStyle(list).direction === 'rtl';
  const moves: Partial<Record<string, number>> = {
    ArrowRight: rtl ? -1 : 1,
    ArrowLeft: rtl ? 1 : -1,
    Home: -at,
    End: tabs.length - 1 - at,
  };
  const move = moves[event.key];
  if (move === undefined) return;
  event.preventDefault();
  tabs[(at + move + tabs.length) % tabs.length]?.focus();
}

/** A row of tabs (`role="tablist"`) with one tab in the Tab order (roving tabindex): the selected one. */
export function Tabs<V extends string>({ label, tabs, selected, onSelect, size = 'medium' }: Props<V>) {
  const styles = useStyles();
  const tabbable = selected ?? tabs[0]?.value;
  return (
    <div role="tablist" aria-label={label} className={styles.list}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          id={tab.id}
          aria-controls={tab.controls}
          aria-selected={tab.value === selected}
          tabIndex={tab.value === tabbable ? 0 : -1}
          className={mergeClasses(styles.tab, styles[size], tab.value === selected && styles.selected)}
          onClick={() => onSelect(tab.value)}
          onKeyDown={onTabKeyDown}
        >
          {tab.children}
        </button>
      ))}
    </div>
  );
}
