import type { ReactElement } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LabelsMenu_project$key } from '../../../__generated__/LabelsMenu_project.graphql';
import { FilteredChecklistMenu } from '../ui/FilteredChecklistMenu';
import { LabelSwatch } from './LabelSwatch';

interface Props {
  project: LabelsMenu_project$key;
  /** The button that opens the menu. */
  trigger: ReactElement;
  /** Open from the start (loaded on first use by the issue page, ui/DeferredMenu.tsx). */
  defaultOpen?: boolean;
  /** The ids of the labels ticked. */
  chosen: readonly string[];
  /** The ids some of the issues at hand have and others not (the bulk bar's), shown as mixed. */
  mixed?: readonly string[];
  /** Called with every label ticked after each change. */
  onChange: (labelIds: string[]) => void;
}

const LABEL_NOUN = { plural: 'labels', count: (n: number) => `${n} ${n === 1 ? 'label' : 'labels'}` };

/**
 * The project's labels in a menu of checkboxes, with a filter box (by name or description). Used where an
 * issue's labels are chosen: the issue page (each change saved at once) and the new-issue form (kept until sent).
 */
export function LabelsMenu({ project, trigger, defaultOpen, chosen, mixed, onChange }: Props) {
  const { labels } = useFragment(
    graphql`
      fragment LabelsMenu_project on Project @throwOnFieldError {
        labels {
          # eslint-disable-next-line relay/unused-fields -- the option's value, read by FilteredChecklistMenu
          id
          name
          color
          description
        }
      }
    `,
    project,
  );
  return (
    <FilteredChecklistMenu
      trigger={trigger}
      defaultOpen={defaultOpen}
      label="Labels"
      noun={LABEL_NOUN}
      options={labels}
      matches={(label, query) => label.name.toLowerCase().includes(query) || (label.description?.toLowerCase().includes(query) ?? false)}
      view={(label) => ({
        icon: <LabelSwatch color={label.color} />,
        text: label.name,
        secondary: label.description ? label.description : undefined,
      })}
      chosen={chosen}
      mixed={mixed}
      onChange={onChange}
      empty="This project has no labels yet."
    />
  );
}
