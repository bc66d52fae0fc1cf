import { Button, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useId, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueSubIssues_issue$key } from '../../../__generated__/IssueSubIssues_issue.graphql';
import { RelatedIssueRow } from '../relations/RelatedIssueRow';
import { useSetIssueParentMutation } from './useSetIssueParentMutation';
import { deferredComponent } from '../ui/deferredComponent';
import { DeferredDialog } from '../ui/DeferredDialog';
import { useUndoNotice } from '../ui/useUndoNotice';

// The picker (a Fluent Dialog) and its mutation load when first opened, not with the page.
const addSubIssueDialog = deferredComponent(() => import('./AddSubIssueDialog').then((module) => module.AddSubIssueDialog));

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  title: { margin: 0 },
  progress: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexGrow: 1, minWidth: '8rem' },
  // A bar of our own rather than Fluent's ProgressBar, which in forced colours drew the whole track filled
  // whatever the progress (seen at 1 of 2): a track and its filled part, in system colours there.
  bar: {
    flexGrow: 1,
    maxWidth: '10rem',
    height: '6px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground5,
    overflow: 'hidden',
    '@media (forced-colors: active)': { outline: '1px solid CanvasText' },
  },
  filled: {
    height: '100%',
    backgroundColor: tokens.colorPaletteGreenBackground3,
    '@media (forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'Highlight' },
  },
  count: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/**
 * An issue's sub-issues, below its description: how far they are done ("3 of 5 done": closed as completed is
 * done; not planned and duplicates are left out of the count), each child with its state and, for those who may
 * edit the issue, a remove button; "Add sub-issue" opens the picker. Nothing at all for an issue without
 * sub-issues, to those who may not add one.
 */
export function IssueSubIssues({ issue }: { issue: IssueSubIssues_issue$key }) {
  const styles = useStyles();
  const headingId = useId();
  const data = useFragment(
    graphql`
      fragment IssueSubIssues_issue on Issue @throwOnFieldError {
        id
        viewerCanUpdate
        project {
          slug
        }
        parent {
          id
        }
        subIssues {
          id
          ...RelatedIssueRow_issue
        }
        subIssueProgress {
          done
          total
        }
      }
    `,
    issue,
  );
  const [picking, setPicking] = useState(false);
  const [setParent] = useSetIssueParentMutation();
  const undoNotice = useUndoNotice();
  const taken = useMemo(
    () =>
      new Map([
        ...data.subIssues.map((child) => [child.id, 'already a sub-issue'] as const),
        ...(data.parent ? [[data.parent.id, 'the parent of this issue'] as const] : []),
      ]),
    [data.subIssues, data.parent],
  );
  if (data.subIssues.length === 0 && !data.viewerCanUpdate) return null;
  const { done, total } = data.subIssueProgress;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Subtitle2 as="h2" id={headingId} className={styles.title}>
          Sub-issues
        </Subtitle2>
        {data.subIssues.length > 0 ? (
          <div className={styles.progress}>
            {total > 0 && (
              <div className={styles.bar} aria-hidden>
                <div className={styles.filled} style={{ width: `${(100 * done) / total}%` }} />
              </div>
            )}
            <Caption1 className={styles.count}>
              {done} of {total} done
            </Caption1>
          </div>
        ) : (
          <span className={styles.progress} />
        )}
        {data.viewerCanUpdate && (
          <Button appearance="subtle" size="small" icon={<AddRegular />} onClick={() => setPicking(true)}>
            Add sub-issue
          </Button>
        )}
      </div>
      {data.subIssues.length > 0 && (
        <ul className={styles.list} aria-labelledby={headingId}>
          {data.subIssues.map((child) => (
            <RelatedIssueRow
              key={child.id}
              issue={child}
              hereSlug={data.project.slug}
              removeLabel="Remove the sub-issue"
              onRemove={data.viewerCanUpdate ? () => setParent(child.id, null, undoNotice("Couldn't remove the sub-issue")) : undefined}
            />
          ))}
        </ul>
      )}
      {picking && (
        <DeferredDialog
          dialog={addSubIssueDialog}
          props={{ issueId: data.id, projectSlug: data.project.slug, taken, onClose: () => setPicking(false) }}
          name="Add sub-issue"
          onFailed={() => setPicking(false)}
        />
      )}
    </section>
  );
}
