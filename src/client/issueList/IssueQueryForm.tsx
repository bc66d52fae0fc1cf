import { Button, makeStyles, mergeClasses, SearchBox, tokens, useMergedRefs } from '@fluentui/react-components';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchForQuery } from '../paths';
import { applyCompletion, completeSearch, type CompletionOption, type SearchVocabulary } from './searchCompletion';
import { useVisuallyHiddenStyles } from '../ui/visuallyHidden';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalS, flexGrow: 1, minWidth: '16rem', '@media (max-width: 30rem)': { minWidth: 0 } },
  field: { position: 'relative', flexGrow: 1, display: 'flex', minWidth: 0 },
  box: {
    flexGrow: 1,
    maxWidth: 'none',
    // A ring around the whole box while it has the focus (as on GitHub), on top of Fluent's underline.
    ':focus-within': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
      outlineOffset: '1px',
    },
  },
  suggestions: {
    position: 'absolute',
    top: '100%',
    insetInlineStart: 0,
    zIndex: 2,
    minWidth: '12rem',
    maxWidth: '100%',
    marginBlock: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalXXS,
    listStyleType: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
  },
  option: {
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusSmall,
    cursor: 'pointer',
    fontFamily: tokens.fontFamilyMonospace,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
    outlineOffset: '-2px',
  },
});

interface Props {
  /** The search on screen (`?q=`); the form starts with it. Key the form by it to follow Back and Forward. */
  query: string;
  /** The values offered for `label:` and for `assignee:`/`author:` (besides `@me`) while typing. */
  vocabulary: SearchVocabulary;
  /** For the `/` shortcut, which focuses the box. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A search box for issues, in GitHub's language (`is:open label:bug assignee:@me sort:updated-desc` and free
 * text), for any list of issues whose address carries its search. Enter puts the search in the address (`?q=`,
 * a new history entry), and the route loads it. While typing, a list offers the qualifier or value being typed
 * (a combobox: ↓/↑ choose, Enter or a click takes one, Esc closes the list).
 */
export function IssueQueryForm({ query, vocabulary, inputRef }: Props) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const navigate = useNavigate();
  const [text, setText] = useState(query);
  const [caret, setCaret] = useState(query.length);
  // The list shows while the box has the focus and the user types; Esc or a choice hides it until the next key.
  const [listing, setListing] = useState(false);
  const [active, setActive] = useState(-1);
  const ownInput = useRef<HTMLInputElement>(null);
  const input = useMergedRefs(ownInput, inputRef);
  const id = useId();
  const listId = `${id}-suggestions`;

  const completion = listing ? completeSearch(text, caret, vocabulary) : null;
  const options = completion?.options ?? [];
  const open = options.length > 0;

  const choose = (option: CompletionOption) => {
    if (completion === null) return;
    const next = applyCompletion(text, completion, option);
    setText(next.text);
    setCaret(next.caret);
    setActive(-1);
    // A qualifier goes on to its values; a value closes the list.
    setListing(!option.text.endsWith(' '));
    requestAnimationFrame(() => ownInput.current?.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => {
        const next = index + step;
        if (next >= options.length) return 0;
        return next < 0 ? options.length - 1 : next;
      });
    } else if (event.key === 'Enter' && open && active >= 0 && active < options.length) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only.
      event.preventDefault();
      event.stopPropagation();
      setListing(false);
      setActive(-1);
    } else if (event.key === 'Escape') {
      // A search box's own Esc empties it while the list below still shows that search's results. Here Esc
      // puts back the search the list shows, so the box and the results always agree.
      event.preventDefault();
      setText(query);
      setCaret(query.length);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setListing(false);
    void navigate({ search: searchForQuery(text) });
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <form role="search" className={styles.form} onSubmit={onSubmit} aria-label="Issues">
      {/* Named for screen readers; the placeholder and the icon say it on screen. */}
      <label htmlFor={id} className={hidden.always}>
        Search issues
      </label>
      <div className={styles.field}>
        <SearchBox
          id={id}
          className={styles.box}
          input={{
            ref: input,
            // Submitted by the browser itself before the page's code has run: `?q=…`, the search's own address.
            name: 'q',
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': open,
            'aria-controls': listId,
            'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
            onKeyDown,
            onSelect: (event) => setCaret(event.currentTarget.selectionStart ?? event.currentTarget.value.length),
            onBlur: () => setListing(false),
          }}
          value={text}
          onChange={(event, { value }) => {
            setText(value);
            const target = event.target;
            setCaret(target instanceof HTMLInputElement ? (target.selectionStart ?? value.length) : value.length);
            setListing(true);
            setActive(-1);
          }}
          placeholder="is:open label:bug assignee:@me sort:updated-desc"
          autoComplete="off"
          spellCheck={false}
        />
        {/* Always in the page (aria-controls names it), shown only with something to offer. */}
        <ul role="listbox" id={listId} aria-label="Search suggestions" className={styles.suggestions} hidden={!open}>
          {options.map((option, index) => (
            // The keyboard chooses from the box (aria-activedescendant), so the option needs only the click.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.text}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={mergeClasses(styles.option, index === active && styles.active)}
              // Keeps the focus in the box (a click would otherwise blur it and close the list first).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}
