import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons/svg/copy';
import { useState } from 'react';
import type { InvitationEmailDelivery } from '../../../__generated__/useCreateInvitationMutation.graphql';
import { invitationPath } from '../paths';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '40rem' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  input: { flex: '1 1 16rem', minWidth: 0 },
});

interface Props {
  token: string;
  email: string;
  /** Whether the server mails the link (QUEUED); null when it did not say. */
  emailDelivery: InvitationEmailDelivery | null;
  onDone: () => void;
}

/**
 * The link of an invitation just made, to copy and pass on, or mailed by the server in the background when it
 * has a mail server (the link is shown either way: a mail may get lost). It is shown only now: the server keeps only a hash of
 * its secret. Lost it? Invite the address again; the old link stops working.
 */
export function InvitationLink({ token, email, emailDelivery, onDone }: Props) {
  const styles = useStyles();
  const url = new URL(invitationPath(token), window.location.origin).toString();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  return (
    <section className={styles.root} aria-label="Invitation link">
      {emailDelivery === 'QUEUED' ? (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Invitation created and being mailed</MessageBarTitle>
            The link is on its way to {email}; the list below says when the mail server has taken it. It works once; here it is too, if they
            need it another way.
          </MessageBarBody>
        </MessageBar>
      ) : (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Invitation created</MessageBarTitle>
            Send this link to {email}. It works once, and this is the only time it is shown.
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        <Field
          className={styles.input}
          label="Invitation link"
          validationState={copied === 'yes' ? 'success' : copied === 'failed' ? 'warning' : 'none'}
          validationMessage={
            copied === 'yes' ? 'Copied.' : copied === 'failed' ? "Couldn't copy: select the link and copy it yourself." : undefined
          }
        >
          <Input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </Field>
        <Button
          icon={<CopyRegular />}
          onClick={() => {
            navigator.clipboard.writeText(url).then(
              () => setCopied('yes'),
              () => setCopied('failed'),
            );
          }}
        >
          Copy link
        </Button>
      </div>
      <Button appearance="primary" onClick={onDone} style={{ alignSelf: 'flex-start' }}>
        Invite someone else
      </Button>
    </section>
  );
}
