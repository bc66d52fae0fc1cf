// A comment's actions menu itself, loaded on first use (CommentItem, ui/DeferredMenu.tsx).
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons/svg/attach';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { useEffect } from 'react';
import type { DeferredMenuProps } from '../ui/DeferredMenu';
import { preloadMarkdownEditor } from '../ui/LazyMarkdownEditor';

interface Props extends DeferredMenuProps {
  /** The comment's editor is open: Edit is disabled. */
  editing: boolean;
  /** Files are being attached: Attach files is disabled (one upload at a time). */
  uploading: boolean;
  onEdit: () => void;
  /** Opens the system's file picker. */
  onAttach: () => void;
  /** Asks to confirm the deletion, once the menu has closed and handed the focus back to its button. */
  onDelete: () => void;
}

/** Edit, Attach files and Delete of one's own comment (or any, for an admin). */
export function CommentActionsMenu({ trigger, defaultOpen, editing, uploading, onEdit, onAttach, onDelete }: Props) {
  // Opening the menu starts loading the editor's code, for its Edit; the first opening is this mount.
  useEffect(() => {
    if (defaultOpen) preloadMarkdownEditor();
  }, [defaultOpen]);

  return (
    <Menu defaultOpen={defaultOpen} onOpenChange={(_event, { open }) => open && preloadMarkdownEditor()}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {/* The editor takes the focus once the menu has handed it back to its button. */}
          <MenuItem icon={<EditRegular />} disabled={editing} onClick={onEdit}>
            Edit
          </MenuItem>
          <MenuItem icon={<AttachRegular />} disabled={uploading} onClick={onAttach}>
            Attach files
          </MenuItem>
          {/* Opened once the menu has closed and handed the focus back to its button: opened at once, the
              dialog would lose the focus to that hand-back and hide itself. */}
          <MenuItem icon={<DeleteRegular />} onClick={() => setTimeout(onDelete, 0)}>
            Delete
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
