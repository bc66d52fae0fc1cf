import { Button, makeStyles, SearchBox, tokens } from '@fluentui/react-components';
import { useId, useState, type FormEvent, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchForQuery } from '../paths';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalS, flexGrow: 1, minWidth: '16rem' },
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
  // Named for screen readers; the placeholder and the icon say it on screen.
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

interface Props {
  /** The search on screen (`?q=`); the form starts with it. Key the form by it to follow Back and Forward. */
  query: string;
  /** For the `/` shortcut, which focuses the box. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The search box above the issue list, in GitHub's language (`is:open label:bug assignee:@me sort:updated-desc`
 * and free text). Enter puts the search in the address (`?q=`, a new history entry), and the route loads it.
 */
export function IssueSearchForm({ query, inputRef }: Props) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [text, setText] = useState(query);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate({ search: searchForQuery(text) });
  };

  return (
    <form role="search" className={styles.form} onSubmit={onSubmit} aria-label="Issues">
      <label htmlFor={id} className={styles.visuallyHidden}>
        Search issues
      </label>
      <SearchBox
        id={id}
        className={styles.box}
        input={{ ref: inputRef }}
        value={text}
        onChange={(_event, data) => setText(data.value)}
        placeholder="is:open label:bug assignee:@me sort:updated-desc"
        autoComplete="off"
        spellCheck={false}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
