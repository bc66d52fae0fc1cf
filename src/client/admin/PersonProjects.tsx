import { Button, Caption1, makeStyles, Tag, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PersonProjects_user$key } from '../../../__generated__/PersonProjects_user.graphql';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { describeRequestFailure } from './describeRequestFailure';
import { useRemoveProjectMemberMutation } from './useRemoveProjectMemberMutation';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  list: { display: 'contents', listStyleType: 'none', margin: 0, padding: 0 },
  item: { display: 'inline-flex', alignItems: 'center' },
  label: { color: tokens.colorNeutralForeground2 },
  problem: { color: tokens.colorPaletteRedForeground1, flexBasis: '100%' },
});

/** The private projects a person belongs to, each with Remove (after asking); nothing when there are none. */
export function PersonProjects({ user }: { user: PersonProjects_user$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment PersonProjects_user on User @throwOnFieldError {
        id
        name
        privateProjects {
          id
          name
        }
      }
    `,
    user,
  );
  const [remove, isInFlight] = useRemoveProjectMemberMutation();
  const [asking, setAsking] = useState<{ id: string; name: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (data.privateProjects.length === 0) return null;
  return (
    <div className={styles.root}>
      <Caption1 className={styles.label}>Private projects:</Caption1>
      <ul className={styles.list} aria-label={`Private projects of ${data.name}`}>
        {data.privateProjects.map((project) => (
          <li key={project.id} className={styles.item}>
            <Tag size="small" appearance="outline">
              {project.name}
            </Tag>
            <Button
              size="small"
              appearance="subtle"
              icon={<DismissRegular />}
              aria-label={`Remove ${data.name} from ${project.name}`}
              title={`Remove ${data.name} from ${project.name}`}
              disabled={isInFlight}
              onClick={() => setAsking(project)}
            />
          </li>
        ))}
      </ul>
      {problem && (
        <Caption1 role="alert" className={styles.problem}>
          {problem}
        </Caption1>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={`Remove ${data.name} from ${asking?.name ?? ''}?`}
        confirmLabel="Remove from project"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking === null) return;
          setAsking(null);
          setProblem(null);
          remove(asking.id, data.id, {
            onOutcome: (outcome) => {
              if (outcome.kind === 'rejected') setProblem(outcome.errors.map((e) => e.message).join(' '));
            },
            onError: (error) => setProblem(describeRequestFailure(error, `${data.name} is still in ${asking.name}.`)),
          });
        }}
      >
        They will no longer see {asking?.name} or its issues, unless they are an admin. Their issues and comments there stay.
      </ConfirmDialog>
    </div>
  );
}
