import {
  Button,
  Caption1,
  makeStyles,
  Menu,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
} from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons/svg/settings';
import { graphql, useFragment } from 'react-relay';
import type { NewIssueLabelsField_project$key } from '../../../__generated__/NewIssueLabelsField_project.graphql';
import { IssueSidebarSection } from '../issue/IssueSidebarSection';
import { LabelSwatch } from '../labels/LabelSwatch';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  chosen: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0, overflowWrap: 'anywhere' },
  empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  description: { color: tokens.colorNeutralForeground3 },
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
  const { labels } = useFragment(
    graphql`
      fragment NewIssueLabelsField_project on Project @throwOnFieldError {
        labels {
          id
          name
          color
          description
        }
      }
    `,
    project,
  );
  const chosen = labels.filter((label) => value.includes(label.id));
  const action = (
    <Menu checkedValues={{ labels: [...value] }} onCheckedValueChange={(_event, { checkedItems }) => onChange(checkedItems)}>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" size="small" icon={<SettingsRegular />} aria-label="Choose labels" disabled={disabled} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList aria-label="Labels">
          {labels.length === 0 ? (
            <Caption1 className={styles.empty}>This project has no labels yet.</Caption1>
          ) : (
            labels.map((label) => (
              <MenuItemCheckbox
                key={label.id}
                name="labels"
                value={label.id}
                icon={<LabelSwatch color={label.color} />}
                secondaryContent={label.description ? <span className={styles.description}>{label.description}</span> : undefined}
              >
                {label.name}
              </MenuItemCheckbox>
            ))
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
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
