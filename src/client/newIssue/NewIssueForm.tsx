import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Disposable } from 'relay-runtime';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import type { NewIssueForm_project$key } from '../../../__generated__/NewIssueForm_project.graphql';
import { isUnauthenticated } from '../relay/isUnauthenticated';
import { issuePath, projectPath, signInPath } from '../paths';
import { GraphQLRequestError, NetworkError, TRY_AGAIN } from '../relay/errors';
import { CompletingTextarea } from '../ui/CompletingTextarea';
import { RouterLink } from '../ui/RouterLink';
import { useDraft } from '../ui/useDraft';
import type { UserErrorData } from '../relay/userErrors';
import { AttachFilesButton } from '../attachments/AttachFilesButton';
import { AttachmentUploadStatus } from '../attachments/AttachmentUploadStatus';
import { DropOverlay } from '../attachments/DropOverlay';
import { PendingFileList } from '../attachments/PendingFileList';
import { problemsWithFiles } from '../attachments/problemsWithFiles';
import { useUploadPolicy } from '../attachments/UploadPolicyProvider';
import { useFileDrop } from '../attachments/useFileDrop';
import type { Priority } from '../priority/priority';
import type { UploadProgress } from '../relay/uploadProgress';
import { DismissibleMessage } from '../ui/DismissibleMessage';
import { NewIssueAssigneesField } from './NewIssueAssigneesField';
import { NewIssueLabelsField } from './NewIssueLabelsField';
import { NewIssuePriorityField } from './NewIssuePriorityField';
import { useCreateIssueMutation, type CreatedIssue } from './useCreateIssueMutation';

const useStyles = makeStyles({
  // The text on the left, what the issue starts with on the right; one column on a phone, the text first.
  form: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalL,
    maxWidth: '64rem',
    '@media (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) 16rem', columnGap: tokens.spacingHorizontalXXL },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  details: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  body: { minHeight: '12rem' },
  files: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

/** Messages to show, by the input field they concern; `form` holds those about the input as a whole. */
interface FieldMessages {
  title?: string;
  body?: string;
  labelIds?: string;
  assigneeIds?: string;
  form: string[];
}

const FIELDS = ['title', 'body', 'labelIds', 'assigneeIds'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string | undefined): name is Field => (FIELDS as readonly (string | undefined)[]).includes(name);

function messagesByField(errors: readonly UserErrorData[]): FieldMessages {
  const messages: FieldMessages = { form: [] };
  for (const error of errors) {
    const field = error.field?.[0];
    if (isField(field)) {
      messages[field] = messages[field] ? `${messages[field]} ${error.message}` : error.message;
    } else {
      messages.form.push(error.message);
    }
  }
  return messages;
}

function describeFailure(error: Error): { title: string; detail: string } {
  // The form stays (with what was typed) and offers to sign in again rather than leaving by itself.
  if (isUnauthenticated(error)) {
    return { title: "You're signed out", detail: 'The issue was not created. Sign in again, then create it.' };
  }
  if (error instanceof NetworkError) {
    return { title: "Can't reach the server", detail: 'The issue was not created. Check your connection and try again.' };
  }
  if (error instanceof GraphQLRequestError) {
    return { title: 'The server refused the request', detail: `${error.message} The issue was not created. ${TRY_AGAIN}` };
  }
  return { title: 'The issue could not be created', detail: `${error.message} ${TRY_AGAIN}` };
}

/**
 * A new issue: its title and Markdown description, the labels, assignees and priority it starts with, and files
 * (chosen or dropped on the form), all sent in one request. On success it goes to the new issue's page, or,
 * with "Create more" ticked, stays for the next one: the text and files are cleared, the labels, assignees and
 * priority kept (a batch of issues often shares them), and a message links to the issue just opened.
 */
export function NewIssueForm({ project }: { project: NewIssueForm_project$key }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const data = useFragment(
    graphql`
      fragment NewIssueForm_project on Project @throwOnFieldError {
        id
        slug
        ...NewIssueLabelsField_project
        ...NewIssueAssigneesField_project
      }
    `,
    project,
  );
  const { id: projectId, slug } = data;
  const [createIssue, isInFlight] = useCreateIssueMutation();
  const policy = useUploadPolicy();
  // Kept as drafts of a new issue in this project: Back, Forward or a reload bring them back until it is created.
  const titleDraft = useDraft(`new-issue:${projectId}:title`);
  const bodyDraft = useDraft(`new-issue:${projectId}:body`);
  const title = titleDraft.text;
  const body = bodyDraft.text;
  const [labelIds, setLabelIds] = useState<string[]>([]);
  const [assigneeIds, setAssigneeIds] = useState<string[]>([]);
  const [priority, setPriority] = useState<Priority>('NONE');
  const [files, setFiles] = useState<readonly File[]>([]);
  const [fileProblems, setFileProblems] = useState<readonly string[]>([]);
  const [createMore, setCreateMore] = useState(false);
  const [created, setCreated] = useState<(CreatedIssue & { title: string }) | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [messages, setMessages] = useState<FieldMessages>({ form: [] });
  // A field's message is about what it held when the form was sent: editing the field takes it away.
  const clearMessage = (field: Field) =>
    setMessages((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  const [failure, setFailure] = useState<Error | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const request = useRef<Disposable | null>(null);
  // Leaving the page cancels a request under way: nobody would be left to see how it ended.
  useEffect(() => () => request.current?.dispose(), []);

  const addFiles = (chosen: readonly File[]) => {
    const next = [...files, ...chosen];
    const problems = problemsWithFiles(next, policy);
    setFileProblems(problems);
    if (problems.length === 0) setFiles(next);
  };
  const drop = useFileDrop({ enabled: true, accepting: !isInFlight, onFiles: addFiles });

  const show = (next: FieldMessages) => {
    setMessages(next);
    // Take the user to the first field that needs attention.
    if (next.title) titleRef.current?.focus();
    else if (next.body) bodyRef.current?.focus();
  };

  const onCreated = (issue: CreatedIssue, sentTitle: string) => {
    titleDraft.discard();
    bodyDraft.discard();
    if (!createMore) {
      void navigate(issuePath(issue.projectSlug, issue.number));
      return;
    }
    setCreated({ ...issue, title: sentTitle.trim() });
    setFiles([]);
    titleRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    setFailure(null);
    setCreated(null);
    // The server is the authority on validity; this only saves a round trip for the obvious case.
    if (title.trim() === '') {
      show({ title: 'Give the issue a title.', form: [] });
      return;
    }
    setMessages({ form: [] });
    const sentTitle = title;
    setProgress(null);
    request.current = createIssue(
      { projectId, title, body, labelIds, assigneeIds, priority, files },
      {
        onProgress: setProgress,
        onOutcome: (outcome) => {
          request.current = null;
          if (outcome.kind === 'saved') onCreated(outcome.result, sentTitle);
          else show(messagesByField(outcome.errors));
        },
        onError: (error) => {
          request.current = null;
          setFailure(error);
        },
      },
    );
  };

  const cancel = () => {
    request.current?.dispose();
    request.current = null;
    setProgress(null);
    setFailure(new Error('You cancelled the upload. Nothing was created; the text and the files are still here.'));
  };

  const failureText = failure && describeFailure(failure);
  const uploading = isInFlight && files.length > 0;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="New issue" {...drop.handlers}>
      <div className={styles.main}>
        {created && (
          <DismissibleMessage intent="success" onDismiss={() => setCreated(null)}>
            Opened{' '}
            <RouterLink to={issuePath(created.projectSlug, created.number)}>
              #{created.number} {created.title}
            </RouterLink>
            . Write the next one.
          </DismissibleMessage>
        )}
        {failureText && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{failureText.title}</MessageBarTitle>
              {failureText.detail}
            </MessageBarBody>
            {failure && isUnauthenticated(failure) && (
              <MessageBarActions>
                <RouterLink to={signInPath(pathname + search)}>Sign in</RouterLink>
              </MessageBarActions>
            )}
          </MessageBar>
        )}
        {messages.form.length > 0 && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{messages.form.join(' ')}</MessageBarBody>
          </MessageBar>
        )}
        <Field label="Title" required validationState={messages.title ? 'error' : 'none'} validationMessage={messages.title}>
          {/* The page exists to write an issue: the title takes the focus on arrival (the `c` shortcut too). */}
          <Input
            ref={titleRef}
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={title}
            onChange={(_event, value) => {
              titleDraft.setText(value.value);
              clearMessage('title');
            }}
            autoComplete="off"
          />
        </Field>
        <Field
          label="Description"
          hint="Markdown is supported."
          validationState={messages.body ? 'error' : 'none'}
          validationMessage={messages.body}
        >
          <CompletingTextarea
            textareaRef={bodyRef}
            className={styles.body}
            value={body}
            onChange={(text) => {
              bodyDraft.setText(text);
              clearMessage('body');
            }}
            resize="vertical"
            // No issue exists yet to attach to: pasted files join the form's files (README "A new issue").
            onFiles={addFiles}
          />
        </Field>
        <div className={styles.files}>
          <PendingFileList
            files={files}
            onRemove={(index) => setFiles((current) => current.filter((_file, i) => i !== index))}
            disabled={isInFlight}
            label="Files to attach to the issue"
          />
          {fileProblems.length > 0 && (
            <DismissibleMessage intent="error" title="The files were not added" onDismiss={() => setFileProblems([])}>
              {fileProblems.join(' ')}
            </DismissibleMessage>
          )}
          <AttachFilesButton onFiles={addFiles} inputLabel="Choose files to attach to the new issue" disabled={isInFlight} />
          {uploading && (
            <AttachmentUploadStatus
              state={{ status: 'uploading', files, progress }}
              onCancel={cancel}
              onRetry={() => {}}
              onDismiss={() => {}}
            />
          )}
        </div>
      </div>
      <div className={styles.details}>
        <NewIssueLabelsField
          project={data}
          value={labelIds}
          onChange={(ids) => {
            setLabelIds(ids);
            clearMessage('labelIds');
          }}
          error={messages.labelIds}
          disabled={isInFlight}
        />
        <NewIssueAssigneesField
          project={data}
          value={assigneeIds}
          onChange={(ids) => {
            setAssigneeIds(ids);
            clearMessage('assigneeIds');
          }}
          error={messages.assigneeIds}
          disabled={isInFlight}
        />
        <NewIssuePriorityField value={priority} onChange={setPriority} disabled={isInFlight} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={isInFlight}>
          {isInFlight ? 'Creating…' : 'Create issue'}
        </Button>
        <Checkbox label="Create more" checked={createMore} onChange={(_event, value) => setCreateMore(value.checked === true)} />
        <RouterLink to={projectPath(slug)}>Cancel</RouterLink>
      </div>
      {drop.dragging && <DropOverlay>Drop files to attach them to the issue</DropOverlay>}
    </form>
  );
}
