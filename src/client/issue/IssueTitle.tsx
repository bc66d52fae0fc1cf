import { Button, Field, Input, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueTitle_issue$key } from '../../../__generated__/IssueTitle_issue.graphql';
import { useUpdateIssueMutation } from '../issueChanges/useUpdateIssueMutation';
import { savedOrUndone } from '../relay/useOutcomeMutation';
import { useDraft } from '../ui/useDraft';
import { useClickShortcut } from '../ui/useClickShortcut';

const MAX_TITLE = 256;

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, justifyContent: 'space-between' },
  title: { margin: 0, overflowWrap: 'anywhere' },
  number: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  form: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, flexGrow: 1 },
  field: { flexGrow: 1 },
  input: { width: '100%' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, paddingTop: tokens.spacingVerticalXXS },
});

/**
 * The issue's title as the page's heading, with its number. Those who may edit the issue get an Edit
 * button that turns it into a field (Enter saves, Escape cancels); the new title shows at once and comes
 * back to the old one, with a message, if the server refuses it.
 */
export function IssueTitle({ issue }: { issue: IssueTitle_issue$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment IssueTitle_issue on Issue @throwOnFieldError {
        id
        number
        title
        revision
        viewerCanUpdate
      }
    `,
    issue,
  );
  const [updateIssue] = useUpdateIssueMutation();
  // The text being typed is kept as a draft: a reload or a visit elsewhere brings the open editor back.
  const draft = useDraft(`title:${data.id}`, data.title);
  const [editing, setEditing] = useState(draft.unsent);
  const [error, setError] = useState<string | undefined>();
  // The revision the edit started from: a title someone else saves meanwhile is not overwritten (CONFLICT).
  const [baseRevision, setBaseRevision] = useState(data.revision);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  useClickShortcut('e', editButtonRef);

  const stopEditing = () => {
    setEditing(false);
    draft.discard();
    setError(undefined);
    // Back to where the user started, rather than to the top of the page.
    requestAnimationFrame(() => editButtonRef.current?.focus());
  };

  /** Opens the editor with `text`. */
  const edit = (text: string) => {
    setEditing(true);
    draft.setText(text);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const title = draft.text.trim();
    if (title === '') return setError('Give the issue a title.');
    if (title.length > MAX_TITLE) return setError(`A title can be at most ${MAX_TITLE} characters.`);
    stopEditing();
    if (title === data.title) return;
    updateIssue(
      data.id,
      { title, expectedRevision: baseRevision },
      {
        ...savedOrUndone({ onUndone: () => edit(title) }),
        // The newer title is on the page (the store has it); the user's text comes back to compare and save again.
        onConflict: (message, revision) => {
          setBaseRevision(revision);
          edit(title);
          setError(message);
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      stopEditing();
    }
  };

  if (editing) {
    return (
      <form className={styles.form} onSubmit={onSubmit} aria-label="Edit title" noValidate>
        <Field className={styles.field} label="Title" validationState={error ? 'error' : 'none'} validationMessage={error}>
          <Input
            className={styles.input}
            size="large"
            value={draft.text}
            onChange={(_event, { value }) => {
              draft.setText(value);
              if (error) setError(undefined);
            }}
            onKeyDown={onKeyDown}
            // The field replaces the title when the user asks to edit it: the focus belongs there.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            autoComplete="off"
          />
        </Field>
        <div className={styles.buttons}>
          <Button type="submit" appearance="primary">
            Save
          </Button>
          <Button onClick={stopEditing}>Cancel</Button>
        </div>
      </form>
    );
  }

  return (
    <div className={styles.root}>
      <Title1 as="h1" block id="issue-title" className={styles.title}>
        {data.title} <span className={styles.number}>#{data.number}</span>
      </Title1>
      {data.viewerCanUpdate && (
        <Button
          ref={editButtonRef}
          icon={<EditRegular />}
          onClick={() => {
            setBaseRevision(data.revision);
            // The field shows the title; it is a draft only once something else is typed.
            setEditing(true);
          }}
          aria-label="Edit title"
        >
          Edit
        </Button>
      )}
    </div>
  );
}
