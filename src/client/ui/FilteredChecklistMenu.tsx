import {
  Caption1,
  Input,
  makeStyles,
  Menu,
  MenuItem,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { Subtract16Filled } from '@fluentui/react-icons/svg/subtract';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { useVisuallyHiddenStyles } from './visuallyHidden';

const useStyles = makeStyles({
  filter: { padding: tokens.spacingHorizontalXS, paddingBottom: tokens.spacingVerticalXS },
  input: { width: '100%' },
  note: { display: 'block', color: tokens.colorNeutralForeground3, fontStyle: 'italic', padding: tokens.spacingHorizontalS },
  secondary: { color: tokens.colorNeutralForeground3 },
});

/**
 * Tells Tabster (the focus manager under Fluent's menus) to leave ArrowUp on the first option alone: the menu's
 * list moves round from the first option to the last, before React's handlers see the key. Tabster reads its
 * settings from this attribute; Fluent exports no hook that sets a focusable's `ignoreKeydown`.
 */
const FIRST_ITEM_KEEPS_ARROW_UP = { 'data-tabster': JSON.stringify({ focusable: { ignoreKeydown: { ArrowUp: true } } }) };

/** How one option shows in the menu. */
export interface ChecklistOptionView {
  icon: ReactElement;
  text: ReactNode;
  secondary?: ReactNode;
}

export interface FilteredChecklistMenuProps<Option extends { id: string }> {
  /** The button that opens the menu (each use names it: "Edit labels", "Choose labels"). */
  trigger: ReactElement;
  /** Open from the start (a menu whose code loaded on first use, ui/DeferredMenu.tsx). */
  defaultOpen?: boolean;
  /** The accessible name of the list of options ("Labels"). */
  label: string;
  /** What the options are, for the filter's name and the count read out: `(3) => "3 labels"`. */
  noun: { plural: string; count: (n: number) => string };
  options: readonly Option[];
  /** Whether `option` fits what was typed (`query` is trimmed and lower-cased, never empty). */
  matches: (option: Option, query: string) => boolean;
  view: (option: Option) => ChecklistOptionView;
  /** The ids ticked. */
  chosen: readonly string[];
  /**
   * The ids in the mixed state (some of several issues have it, not all): shown with a dash and
   * `aria-checked="mixed"`; choosing one ticks it (onChange then includes it).
   */
  mixed?: readonly string[];
  onChange: (ids: string[]) => void;
  /** Shown instead of the filter and list when there are no options at all. */
  empty?: ReactNode;
}

/**
 * A menu of checkboxes with a filter box at the top (type-ahead, as GitHub's and Linear's pickers): the focus
 * starts in the box, typing narrows the list, Enter ticks or unticks the first option left (a mixed one is ticked), the arrow keys go
 * into the list, Escape closes. How many options fit is announced; "No matches" when none does.
 */
export function FilteredChecklistMenu<Option extends { id: string }>({
  trigger,
  defaultOpen,
  label,
  ...list
}: FilteredChecklistMenuProps<Option>) {
  return (
    <Menu
      defaultOpen={defaultOpen}
      checkedValues={{ [label]: [...list.chosen] }}
      onCheckedValueChange={(_event, { checkedItems }) => list.onChange(checkedItems)}
    >
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        {/* Its own component, so that what was typed goes when the menu closes (the popover unmounts). */}
        <FilteredChecklist label={label} {...list} />
      </MenuPopover>
    </Menu>
  );
}

function FilteredChecklist<Option extends { id: string }>({
  label,
  noun,
  options,
  matches,
  view,
  chosen,
  mixed = [],
  onChange,
  empty,
}: Omit<FilteredChecklistMenuProps<Option>, 'trigger' | 'defaultOpen'>) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  // The menu puts the focus on its first focusable element, which is the filter; said here too, so that it
  // does not depend on how the menu finds that element.
  useEffect(() => filterRef.current?.focus(), []);
  const needle = query.trim().toLowerCase();
  const shown = needle === '' ? options : options.filter((option) => matches(option, needle));

  if (options.length === 0) return <Caption1 className={styles.note}>{empty}</Caption1>;

  // ArrowUp on the first option goes back up to the filter box, as in a combobox, rather than round to the last.
  const backToFilter = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowUp' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    filterRef.current?.focus();
  };

  const onFilterKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const items = listRef.current?.querySelectorAll<HTMLElement>('[role="menuitemcheckbox"]');
    if (event.key === 'Enter') {
      event.preventDefault();
      const first = shown[0];
      if (first) onChange(chosen.includes(first.id) ? chosen.filter((id) => id !== first.id) : [...chosen, first.id]);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const target = event.key === 'ArrowDown' ? items?.item(0) : items?.item(items.length - 1);
      target?.focus();
    }
  };

  return (
    <>
      <div className={styles.filter}>
        <Input
          ref={filterRef}
          className={styles.input}
          size="small"
          contentBefore={<SearchRegular aria-hidden />}
          aria-label={`Filter ${noun.plural}`}
          placeholder={`Filter ${noun.plural}`}
          value={query}
          onChange={(_event, { value }) => setQuery(value)}
          onKeyDown={onFilterKeyDown}
        />
      </div>
      <span role="status" className={hidden.always}>
        {needle === '' ? '' : shown.length === 0 ? 'No matches' : noun.count(shown.length)}
      </span>
      {shown.length === 0 ? (
        <Caption1 className={styles.note}>No matches</Caption1>
      ) : (
        <MenuList ref={listRef} aria-label={label}>
          {shown.map((option, index) => {
            const { icon, text, secondary } = view(option);
            const secondaryContent = secondary === undefined ? undefined : <span className={styles.secondary}>{secondary}</span>;
            // Fluent's checkbox item knows only ticked or not; a mixed one is a plain item that says so itself.
            if (!chosen.includes(option.id) && mixed.includes(option.id))
              return (
                <MenuItem
                  key={option.id}
                  role="menuitemcheckbox"
                  aria-checked="mixed"
                  persistOnClick
                  checkmark={<Subtract16Filled />}
                  {...(index === 0 ? FIRST_ITEM_KEEPS_ARROW_UP : {})}
                  onKeyDown={index === 0 ? backToFilter : undefined}
                  onClick={() => onChange([...chosen, option.id])}
                  icon={icon}
                  secondaryContent={secondaryContent}
                >
                  {text}
                </MenuItem>
              );
            return (
              <MenuItemCheckbox
                key={option.id}
                name={label}
                value={option.id}
                {...(index === 0 ? FIRST_ITEM_KEEPS_ARROW_UP : {})}
                onKeyDown={index === 0 ? backToFilter : undefined}
                icon={icon}
                secondaryContent={secondaryContent}
              >
                {text}
              </MenuItemCheckbox>
            );
          })}
        </MenuList>
      )}
    </>
  );
}
