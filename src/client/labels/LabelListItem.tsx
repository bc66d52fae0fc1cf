import {
  Body1,
  Button,
  makeStyles,
  mergeClasses,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { MoreHorizontalRegular } from '@fluentui/react-icons/svg/more-horizontal';
import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LabelListItem_label$key } from '../../../__generated__/LabelListItem_label.graphql';
import { sortUserErrors, type SortedUserErrors } from '../relay/userErrors';
import { LabelChip } from './LabelChip';
import { labelIssuesPath } from '../paths';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { RouterLink } from '../ui/RouterLink';
import { LABEL_FIELDS, LabelForm, type LabelField } from './LabelForm';
import { useDeleteLabelMutation } from './useDeleteLabelMutation';
import { useUpdateLabelMutation } from './useUpdateLabelMutation';
import { useVisuallyHiddenStyles } from '../ui/visuallyHidden';

// Where the row's Edit and Delete buttons no longer fit beside a name: they go into a menu.
const PHONE = '@media (max-width: 30rem)';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, 14rem) minmax(0, 1fr) auto auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    // On a phone: the name on one line with its count and the actions' menu beside it, the description below.
    [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr) auto auto', rowGap: tokens.spacingVerticalXXS },
  },
  // Without actions (not an admin): no column for them, so no empty gap at the row's end.
  readOnlyRow: {
    gridTemplateColumns: 'minmax(8rem, 14rem) minmax(0, 1fr) auto',
    [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
  name: { minWidth: 0 },
  description: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere', [PHONE]: { gridColumn: '1 / -1', gridRow: 2 } },
  count: { whiteSpace: 'nowrap', color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, [PHONE]: { display: 'none' } },
  actionsMenu: { display: 'none', [PHONE]: { display: 'block' } },
  editing: { padding: tokens.spacingHorizontalS },
});

const NO_ERRORS: SortedUserErrors<LabelField> = { fields: {}, form: [] };

interface Props {
  label: LabelListItem_label$key;
  projectId: string;
  /** The project's slug, for the link to its open issues with the label. */
  projectSlug: string;
  /** Whether the viewer manages the project's labels (admins): Edit and Delete. */
  canAdminister: boolean;
}

/**
 * One label: its chip, description and open issues (a link to them); for admins, Edit (in place) and Delete
 * (after confirming).
 */
export function LabelListItem({ label, projectId, projectSlug, canAdminister }: Props) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment LabelListItem_label on Label @throwOnFieldError {
        id
        name
        color
        description
        openIssueCount
        ...LabelChip_label
      }
    `,
    label,
  );
  const [updateLabel, isSaving] = useUpdateLabelMutation();
  const [deleteLabel] = useDeleteLabelMutation();
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  /** The form is done: the focus goes back to the Edit it came from (in the … menu on a narrow screen). */
  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => {
      const edit = editButtonRef.current;
      // An element hidden by the layout has no offsetParent.
      (edit?.offsetParent != null ? edit : menuButtonRef.current)?.focus();
    });
  };
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState(NO_ERRORS);
  const [failure, setFailure] = useState<Error | null>(null);

  if (editing) {
    return (
      <div className={styles.editing}>
        <LabelForm
          initial={{ name: data.name, color: data.color, description: data.description }}
          formLabel={`Edit label ${data.name}`}
          submitLabel="Save changes"
          busy={isSaving}
          errors={errors}
          failure={failure}
          onCancel={() => {
            stopEditing();
            setErrors(NO_ERRORS);
            setFailure(null);
          }}
          onSubmit={(values) => {
            setFailure(null);
            updateLabel(data.id, values, {
              onOutcome: (outcome) => {
                if (outcome.kind === 'saved') {
                  stopEditing();
                  setErrors(NO_ERRORS);
                } else {
                  setErrors(sortUserErrors(outcome.errors, LABEL_FIELDS));
                }
              },
              onError: setFailure,
            });
          }}
        />
      </div>
    );
  }

  return (
    <div className={mergeClasses(styles.row, !canAdminister && styles.readOnlyRow)}>
      <span className={styles.name}>
        <LabelChip label={data} />
      </span>
      <Body1 className={styles.description}>{data.description}</Body1>
      <OpenIssues count={data.openIssueCount} to={labelIssuesPath(projectSlug, data.name)} labelName={data.name} />
      {canAdminister && (
        <div className={styles.actions}>
          <Button
            ref={editButtonRef}
            appearance="subtle"
            icon={<EditRegular />}
            onClick={() => setEditing(true)}
            aria-label={`Edit label ${data.name}`}
          >
            Edit
          </Button>
          <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setConfirming(true)} aria-label={`Delete label ${data.name}`}>
            Delete
          </Button>
        </div>
      )}
      {canAdminister && (
        <div className={styles.actionsMenu}>
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button
                ref={menuButtonRef}
                appearance="subtle"
                icon={<MoreHorizontalRegular />}
                aria-label={`Actions for label ${data.name}`}
              />
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItem icon={<EditRegular />} onClick={() => setEditing(true)}>
                  Edit
                </MenuItem>
                <MenuItem icon={<DeleteRegular />} onClick={() => setConfirming(true)}>
                  Delete
                </MenuItem>
              </MenuList>
            </MenuPopover>
          </Menu>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Delete the label “${data.name}”?`}
        confirmLabel="Delete label"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          deleteLabel(projectId, data.id, data.name);
        }}
      >
        It will be taken off every issue that has it. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}

/**
 * A label's open issues: a link to them (the list searched for `is:open label:NAME`), named with the label so
 * that a list of such links reads apart; none is plain text (a link to an empty list leads nowhere).
 */
function OpenIssues({ count, to, labelName }: { count: number; to: string; labelName: string }) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  if (count === 0) return <Body1 className={styles.count}>No open issues</Body1>;
  return (
    <RouterLink to={to} className={styles.count}>
      {count === 1 ? '1 open issue' : `${count} open issues`}
      {/* Which label a count belongs to, so that the page's count links read apart. */}
      <span className={hidden.always}> with the label {labelName}</span>
    </RouterLink>
  );
}
