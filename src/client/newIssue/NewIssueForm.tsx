import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import type { NewIssueForm_project$key } from '../../../__generated__/NewIssueForm_project.graphql';
import { isUnauthenticated } from '../relay/isUnauthenticated';
import { issuePath, projectPath, signInPath } from '../paths';
import { GraphQLRequestError, NetworkError } from '../relay/errors';
import { RouterLink } from '../ui/RouterLink';
import { useDraft } from '../ui/useDraft';
import type { UserErrorData } from '../relay/userErrors';
import { useCreateIssueMutation } from './useCreateIssueMutation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '48rem' },
  body: { minHeight: '12rem' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

/** Messages to show, by the input field they concern; `form` holds those about the input as a whole. */
interface FieldMessages {
  title?: string;
  body?: string;
  form: string[];
}

function messagesByField(errors: readonly UserErrorData[]): FieldMessages {
  const messages: FieldMessages = { form: [] };
  for (const error of errors) {
    const field = error.field?.[0];
    if (field === 'title' || field === 'body') {
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
    return { title: 'The server refused the request', detail: error.message };
  }
  return { title: 'The issue could not be created', detail: error.message };
}

/** Title and Markdown description of a new issue; on success, goes to the new issue's page. */
export function NewIssueForm({ project }: { project: NewIssueForm_project$key }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { id: projectId, slug } = useFragment(
    graphql`
      fragment NewIssueForm_project on Project @throwOnFieldError {
        id
        slug
      }
    `,
    project,
  );
  const [createIssue, isInFlight] = useCreateIssueMutation();
  // Kept as drafts of a new issue in this project: Back, Forward or a reload bring them back until it is created.
  const titleDraft = useDraft(`new-issue:${projectId}:title`);
  const bodyDraft = useDraft(`new-issue:${projectId}:body`);
  const title = titleDraft.text;
  const body = bodyDraft.text;
  const [messages, setMessages] = useState<FieldMessages>({ form: [] });
  const [failure, setFailure] = useState<Error | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  const show = (next: FieldMessages) => {
    setMessages(next);
    // Take the user to the first field that needs attention.
    if (next.title) titleRef.current?.focus();
    else if (next.body) bodyRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    setFailure(null);
    // The server is the authority on validity; this only saves a round trip for the obvious case.
    if (title.trim() === '') {
      show({ title: 'Give the issue a title.', form: [] });
      return;
    }
    setMessages({ form: [] });
    createIssue(
      { projectId, title, body },
      {
        onOutcome: (outcome) => {
          if (outcome.kind === 'saved') {
            titleDraft.discard();
            bodyDraft.discard();
            void navigate(issuePath(outcome.result.projectSlug, outcome.result.number));
          } else {
            show(messagesByField(outcome.errors));
          }
        },
        onError: setFailure,
      },
    );
  };

  const failureText = failure && describeFailure(failure);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="New issue">
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
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Input ref={titleRef} autoFocus value={title} onChange={(_event, data) => titleDraft.setText(data.value)} autoComplete="off" />
      </Field>
      <Field
        label="Description"
        hint="Markdown is supported."
        validationState={messages.body ? 'error' : 'none'}
        validationMessage={messages.body}
      >
        <Textarea
          ref={bodyRef}
          className={styles.body}
          value={body}
          onChange={(_event, data) => bodyDraft.setText(data.value)}
          resize="vertical"
        />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={isInFlight}>
          {isInFlight ? 'Creating…' : 'Create issue'}
        </Button>
        <RouterLink to={projectPath(slug)}>Cancel</RouterLink>
      </div>
    </form>
  );
}
