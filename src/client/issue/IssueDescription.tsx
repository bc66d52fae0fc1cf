import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueDescription_issue$key } from '../../../__generated__/IssueDescription_issue.graphql';
import { useUpdateIssueMutation } from '../issueChanges/useUpdateIssueMutation';
import { savedOrUndone } from '../relay/useOutcomeMutation';
import { Markdown } from '../ui/Markdown';
import { useDraft } from '../ui/useDraft';
import { LazyMarkdownEditor, preloadMarkdownEditor } from '../ui/LazyMarkdownEditor';
import { ReferencedMarkdown } from '../references/ReferencedMarkdown';

/** The server's limit on a description (domain/issues.ts BODY_MAX_LENGTH), told before sending. */
const MAX_BODY = 65_536;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  toolbar: { display: 'flex', justifyContent: 'flex-end', marginBlockEnd: `calc(-1 * ${tokens.spacingVerticalS})` },
  empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

/**
 * The issue's description (Markdown). Those who may edit the issue get "Edit description", which turns it
 * into a Markdown editor with a preview; Save shows the new text at once and records the edit in the timeline.
 * As with the title, an edit made while someone else saved the description is refused (CONFLICT): the newer
 * text shows, and the editor keeps the user's words to compare and save again.
 */
export function IssueDescription({ issue }: { issue: IssueDescription_issue$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment IssueDescription_issue on Issue @throwOnFieldError {
        id
        body
        revision
        viewerCanUpdate
        project {
          slug
        }
        references {
          ...ReferencedMarkdown_references
        }
      }
    `,
    issue,
  );
  const [updateIssue] = useUpdateIssueMutation();
  // The text being typed is kept as a draft: a reload or a visit elsewhere brings the open editor back.
  const draft = useDraft(`description:${data.id}`, data.body);
  const [editing, setEditing] = useState(draft.unsent);
  const [error, setError] = useState<string | undefined>();
  // After a CONFLICT: the newer description shows above the editor until the user saves or cancels.
  const [comparing, setComparing] = useState(false);
  // The revision the edit started from: a description someone else saves meanwhile is not overwritten.
  const [baseRevision, setBaseRevision] = useState(data.revision);
  const editButtonRef = useRef<HTMLButtonElement>(null);

  const stopEditing = () => {
    setEditing(false);
    draft.discard();
    setError(undefined);
    setComparing(false);
    requestAnimationFrame(() => editButtonRef.current?.focus());
  };

  /** Opens the editor with `text`. */
  const edit = (text: string) => {
    setEditing(true);
    draft.setText(text);
  };

  const save = () => {
    if (draft.text.length > MAX_BODY) return setError(`A description can be at most ${MAX_BODY.toLocaleString('en')} characters.`);
    const body = draft.text;
    stopEditing();
    if (body === data.body) return;
    updateIssue(
      data.id,
      { body, expectedRevision: baseRevision },
      {
        ...savedOrUndone({ onUndone: () => edit(body) }),
        // The newer description is on the page (the store has it); the user's text comes back to compare.
        onConflict: (message, revision) => {
          setBaseRevision(revision);
          edit(body);
          setError(message);
          setComparing(true);
        },
      },
    );
  };

  if (editing) {
    return (
      <form
        className={styles.root}
        aria-label="Edit description"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {comparing && (
          <section aria-label="The description as it is now">
            <Markdown>{data.body}</Markdown>
          </section>
        )}
        <LazyMarkdownEditor
          label="Description"
          value={draft.text}
          onChange={(value) => {
            draft.setText(value);
            if (error) setError(undefined);
          }}
          onSubmitShortcut={save}
          onCancelShortcut={stopEditing}
          error={error}
          // The editor replaces the text when the user asks to edit it: the focus belongs there.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        <div className={styles.actions}>
          <Button onClick={stopEditing}>Cancel</Button>
          <Button type="submit" appearance="primary">
            Save
          </Button>
        </div>
      </form>
    );
  }

  return (
    <section className={styles.root} aria-label="Description">
      {data.viewerCanUpdate && (
        <div className={styles.toolbar}>
          <Button
            ref={editButtonRef}
            appearance="subtle"
            size="small"
            icon={<EditRegular />}
            aria-label="Edit description"
            // The editor's code loads on demand: asked for when the pointer or the focus reaches the button.
            onPointerEnter={preloadMarkdownEditor}
            onFocus={preloadMarkdownEditor}
            onClick={() => {
              setBaseRevision(data.revision);
              // The editor shows the description; it is a draft only once something else is typed.
              setEditing(true);
            }}
          >
            Edit
          </Button>
        </div>
      )}
      {data.body.trim() ? (
        <ReferencedMarkdown
          references={data.references}
          projectSlug={data.project.slug}
          // A ticked task saves the description with that one box changed; if someone else changed it
          // meanwhile, the tick is refused (CONFLICT) and the newer text shows with the message.
          onTaskToggle={data.viewerCanUpdate ? (body) => updateIssue(data.id, { body, expectedRevision: data.revision }) : undefined}
        >
          {data.body}
        </ReferencedMarkdown>
      ) : (
        <Body1 as="p" block className={styles.empty}>
          No description provided.
        </Body1>
      )}
    </section>
  );
}
