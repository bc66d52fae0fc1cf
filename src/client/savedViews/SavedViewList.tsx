import { Button, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { MoreHorizontalRegular } from '@fluentui/react-icons/svg/more-horizontal';
import { useRef, useState, type MouseEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SavedViewList_project$key } from '../../../__generated__/SavedViewList_project.graphql';
import { normalizeQuery, projectPath } from '../paths';
import { ProjectNavLink } from '../issueList/ProjectNavLink';
import { savedOrUndone } from '../relay/useOutcomeMutation';
import { deferredComponent } from '../ui/deferredComponent';
import { DeferredDialog } from '../ui/DeferredDialog';
import { DeferredMenu } from '../ui/DeferredMenu';
import { useNotify } from '../ui/useNotify';
import { useUndoNotice } from '../ui/useUndoNotice';
import { useCreateSavedViewMutation } from './useCreateSavedViewMutation';
import { useDeleteSavedViewMutation } from './useDeleteSavedViewMutation';
import { useUpdateSavedViewMutation } from './useUpdateSavedViewMutation';

// The menu and the rename dialog load on first use: Fluent's Menu and Dialog (with Tabster's modal focus
// handling) stay out of the issue list's first load (issue 13's size budget).
const savedViewMenu = deferredComponent(() => import('./SavedViewMenu').then((module) => module.SavedViewMenu));
const renameSavedViewDialog = deferredComponent(() => import('./RenameSavedViewDialog').then((module) => module.RenameSavedViewDialog));

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  item: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    paddingInlineStart: tokens.spacingHorizontalS,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
  },
  // As the built-in views mark theirs (ProjectNav).
  current: { backgroundColor: tokens.colorSubtleBackgroundSelected, fontWeight: tokens.fontWeightSemibold },
  link: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    paddingBlock: tokens.spacingVerticalXS,
  },
  empty: { color: tokens.colorNeutralForeground3, paddingInline: tokens.spacingHorizontalS },
});

interface Props {
  project: SavedViewList_project$key;
  /**
   * The search on screen (normalizeQuery), when no built-in view shows it: the first saved view of that search
   * is marked as the current one. Null: none is.
   */
  currentQuery: string | null;
  /** The search on screen (normalizeQuery), which a view can be updated to. */
  searchOnScreen: string;
}

/**
 * The viewer's saved searches in this project, by name: each a link to `?q=`, with a Delete button whose
 * message offers Undo, and a menu to rename it (a dialog) or to update it to the search on screen (a message
 * offers Undo: the view gets its former search back).
 */
export function SavedViewList({ project, currentQuery, searchOnScreen }: Props) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment SavedViewList_project on Project @throwOnFieldError {
        id
        slug
        savedViews {
          id
          name
          query
        }
      }
    `,
    project,
  );
  const [deleteSavedView] = useDeleteSavedViewMutation();
  const [createSavedView] = useCreateSavedViewMutation();
  const [updateSavedView] = useUpdateSavedViewMutation();
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const notify = useNotify();
  const undoNotice = useUndoNotice();
  if (data.savedViews.length === 0) {
    return <Caption1 className={styles.empty}>Save a search to find it here.</Caption1>;
  }
  /**
   * Deletes a view; the focus moves to the Delete button of the view after it (or before it), where a
   * keyboard user deleting several views expects it, instead of falling to the page with the button; after
   * the last one, to the first link of the navigation the list is in (the project's standard views).
   */
  const remove = (event: MouseEvent<HTMLButtonElement>, { id, name, query }: { id: string; name: string; query: string }) => {
    const item = event.currentTarget.closest('li');
    const neighbour =
      (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector<HTMLButtonElement>('button[data-view-delete]') ??
      item?.closest('nav')?.querySelector('a') ??
      null;
    // Once deleted, a message offers Undo: the view is saved again under its name, with its search.
    deleteSavedView(
      data.id,
      id,
      name,
      savedOrUndone({
        onSaved: () =>
          notify({
            intent: 'success',
            title: `Deleted the view “${name}”`,
            action: {
              label: 'Undo',
              run: () => createSavedView({ projectId: data.id, name, query }, undoNotice(`Couldn't bring back the view “${name}”`)),
            },
          }),
      }),
    );
    neighbour?.focus();
  };
  /** Gives a view the search on screen; the message's Undo gives it back the one it had. */
  const updateToScreen = ({ id, name, query }: { id: string; name: string; query: string }) => {
    updateSavedView(
      { savedViewId: id, name: null, query: searchOnScreen },
      undoNotice(
        `Couldn't update the view “${name}”`,
        savedOrUndone({
          onSaved: () =>
            notify({
              intent: 'success',
              title: `The view “${name}” now shows this search`,
              action: {
                label: 'Undo',
                run: () =>
                  updateSavedView({ savedViewId: id, name: null, query }, undoNotice(`Couldn't give the view “${name}” its search back`)),
              },
            }),
        }),
      ),
    );
  };
  /** The dialog is done: the focus goes back to the view's menu button. */
  const stopRenaming = () => {
    const id = renaming?.id;
    setRenaming(null);
    requestAnimationFrame(() =>
      Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-view-menu]') ?? [])
        .find((button) => button.dataset['viewMenu'] === id)
        ?.focus(),
    );
  };
  const currentId = data.savedViews.find((view) => currentQuery !== null && normalizeQuery(view.query) === currentQuery)?.id;
  return (
    <ul ref={listRef} className={styles.list} aria-label="Saved views">
      {data.savedViews.map((view) => {
        const current = view.id === currentId;
        return (
          <li key={view.id} className={mergeClasses(styles.item, current && styles.current)}>
            <ProjectNavLink className={styles.link} to={projectPath(data.slug, view.query)} current={current} title={view.query}>
              {view.name}
            </ProjectNavLink>
            <DeferredMenu
              menu={savedViewMenu}
              menuProps={{
                onRename: () => setRenaming(view),
                onUpdate: () => updateToScreen(view),
                updateDisabled: normalizeQuery(view.query) === searchOnScreen,
              }}
              trigger={
                <Button
                  appearance="subtle"
                  size="small"
                  icon={<MoreHorizontalRegular />}
                  aria-label={`More actions for saved view ${view.name}`}
                  data-view-menu={view.id}
                />
              }
            />
            <Button
              appearance="subtle"
              size="small"
              icon={<DeleteRegular />}
              aria-label={`Delete saved view ${view.name}`}
              data-view-delete
              onClick={(event) => remove(event, view)}
            />
          </li>
        );
      })}
      {renaming && (
        <DeferredDialog
          dialog={renameSavedViewDialog}
          props={{ view: renaming, onClose: stopRenaming }}
          name="Rename"
          onFailed={stopRenaming}
        />
      )}
    </ul>
  );
}
