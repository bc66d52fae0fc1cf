import { Body1, Button, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LabelList_project$key } from '../../../__generated__/LabelList_project.graphql';
import { LabelListItem } from './LabelListItem';
import { NewLabelForm } from './NewLabelForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  toolbar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  count: { margin: 0 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    '& > li + li': { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  },
  empty: {
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  readOnly: { color: tokens.colorNeutralForeground3 },
});

/**
 * A project's labels, by name. Admins create them (New label), edit them in place and delete them;
 * everyone else reads the list.
 */
export function LabelList({ project }: { project: LabelList_project$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment LabelList_project on Project @throwOnFieldError {
        id
        slug
        viewerCanAdminister
        archivedAt
        labels {
          id
          ...LabelListItem_label
        }
      }
    `,
    project,
  );
  const [creating, setCreating] = useState(false);
  const newLabelRef = useRef<HTMLButtonElement>(null);
  /** The form is done: the focus goes back to New label, which shows again. */
  const stopCreating = () => {
    setCreating(false);
    requestAnimationFrame(() => newLabelRef.current?.focus());
  };
  const count = data.labels.length;
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <Subtitle2 as="h2" block className={styles.count}>
          {count === 1 ? '1 label' : `${count} labels`}
        </Subtitle2>
        {data.viewerCanAdminister ? (
          !creating && (
            <Button ref={newLabelRef} appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)}>
              New label
            </Button>
          )
        ) : (
          <Body1 className={styles.readOnly}>
            {data.archivedAt == null ? 'Only admins can change labels.' : 'The labels of an archived project cannot change.'}
          </Body1>
        )}
      </div>
      {creating && <NewLabelForm projectId={data.id} onClose={stopCreating} />}
      {count === 0 ? (
        <div className={styles.empty}>
          <Body1>This project has no labels yet.</Body1>
        </div>
      ) : (
        <ul className={styles.list} aria-label="Labels">
          {data.labels.map((label) => (
            <li key={label.id}>
              <LabelListItem label={label} projectId={data.id} projectSlug={data.slug} canAdminister={data.viewerCanAdminister} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
