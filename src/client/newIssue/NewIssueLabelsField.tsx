import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons/svg/settings';
import { graphql, useFragment } from 'react-relay';
import type { NewIssueLabelsField_project$key } from '../../../__generated__/NewIssueLabelsField_project.graphql';
import { IssueSidebarSection } from '../issue/IssueSidebarSection';
import { LabelSwatch } from '../labels/LabelSwatch';
import { LabelsMenu } from '../labels/LabelsMenu';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  chosen: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0, overflowWrap: 'anywhere' },
  empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

interface Props {
  project: NewIssueLabelsField_project$key;
  /** The ids of the labels chosen. */
  value: readonly string[];
  onChange: (labelIds: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** The labels a new issue starts with: the project's labels in a menu of checkboxes, the chosen ones listed. */
export function NewIssueLabelsField({ project, value, onChange, error, disabled = false }: Props) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment NewIssueLabelsField_project on Project @throwOnFieldError {
        labels {
          id
          name
          color
        }
        ...LabelsMenu_project
      }
    `,
    project,
  );
  const chosen = data.labels.filter((label) => value.includes(label.id));
  const action = (
    <LabelsMenu
      project={data}
      chosen={value}
      onChange={onChange}
      trigger={<Button appearance="subtle" size="small" icon={<SettingsRegular />} aria-label="Choose labels" disabled={disabled} />}
    />
  );
  return (
    <IssueSidebarSection title="Labels" action={action}>
      {chosen.length === 0 ? (
        <Caption1 className={styles.empty}>None yet</Caption1>
      ) : (
        <ul className={styles.list} aria-label="Labels chosen">
          {chosen.map((label) => (
            <li key={label.id} className={styles.chosen}>
              <LabelSwatch color={label.color} />
              {label.name}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <Caption1 role="alert" className={styles.error}>
          {error}
        </Caption1>
      )}
    </IssueSidebarSection>
  );
}
