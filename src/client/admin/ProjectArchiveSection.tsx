import { Body1, Button, makeStyles, MessageBar, MessageBarBody, Subtitle2, tokens } from '@fluentui/react-components';
import { ArchiveRegular } from '@fluentui/react-icons/svg/archive';
import { ArchiveArrowBackRegular } from '@fluentui/react-icons/svg/archive-arrow-back';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProjectArchiveSection_project$key } from '../../../__generated__/ProjectArchiveSection_project.graphql';
import { FormErrors } from '../account/FormErrors';
import type { UserErrorData } from '../relay/userErrors';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { RelativeTime } from '../ui/RelativeTime';
import type { MutationCallbacks } from '../relay/useOutcomeMutation';
import { useSetProjectArchivedMutation } from './useSetProjectArchivedMutation';

const useStyles = makeStyles({
  // Set apart from the settings form above it: a different kind of change.
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    alignItems: 'flex-start',
    maxWidth: '36rem',
    marginTop: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    alignSelf: 'stretch',
  },
  heading: { margin: 0 },
  text: { margin: 0 },
});

/** Archive (after asking) or unarchive a project, on its admin page. */
export function ProjectArchiveSection({ project }: { project: ProjectArchiveSection_project$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment ProjectArchiveSection_project on Project @throwOnFieldError {
        id
        name
        archivedAt
      }
    `,
    project,
  );
  const [setArchived, busy] = useSetProjectArchivedMutation();
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<readonly UserErrorData[]>([]);
  const [failure, setFailure] = useState<Error | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const archived = data.archivedAt != null;

  const callbacks = (message: string): MutationCallbacks<string> => ({
    onOutcome: (outcome) => {
      if (outcome.kind === 'rejected') setErrors(outcome.errors);
      else setDone(message);
    },
    onError: setFailure,
  });
  const start = () => {
    setErrors([]);
    setFailure(null);
    setDone(null);
  };

  return (
    <section className={styles.section} aria-labelledby="archive-heading">
      <Subtitle2 as="h2" id="archive-heading" block className={styles.heading}>
        {archived ? 'Archived' : 'Archive'}
      </Subtitle2>
      <FormErrors
        errors={errors}
        failure={failure}
        notDone={archived ? 'The project is still archived.' : 'The project was not archived.'}
      />
      {done && (
        <MessageBar intent="success">
          <MessageBarBody>{done}</MessageBarBody>
        </MessageBar>
      )}
      {data.archivedAt != null ? (
        <>
          <Body1 as="p" block className={styles.text}>
            Archived <RelativeTime dateTime={data.archivedAt} />. It is read-only and left out of the project list; its issues can still be
            read and searched. Unarchive it to change it again.
          </Body1>
          <Button
            icon={<ArchiveArrowBackRegular />}
            disabled={busy}
            onClick={() => {
              start();
              setArchived(data.id, false, callbacks(`${data.name} is active again.`));
            }}
          >
            {busy ? 'Unarchiving…' : 'Unarchive project'}
          </Button>
        </>
      ) : (
        <>
          <Body1 as="p" block className={styles.text}>
            Archiving makes the project read-only and leaves it out of the project list. Its issues stay readable and searchable (
            <code>is:archived</code>), and you can unarchive it at any time.
          </Body1>
          <Button icon={<ArchiveRegular />} disabled={busy} onClick={() => setConfirming(true)}>
            {busy ? 'Archiving…' : 'Archive project'}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Archive ${data.name}?`}
        confirmLabel="Archive project"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          start();
          setArchived(data.id, true, callbacks(`${data.name} is archived.`));
        }}
      >
        Nobody will be able to open, edit or comment on its issues, or change its labels, until an admin unarchives it.
      </ConfirmDialog>
    </section>
  );
}
