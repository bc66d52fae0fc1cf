// A saved view's "…" menu itself, loaded on first use (SavedViewList, ui/DeferredMenu.tsx): Fluent's Menu is
// not part of the issue list's first load.
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons/svg/arrow-sync';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import type { DeferredMenuProps } from '../ui/DeferredMenu';

interface Props extends DeferredMenuProps {
  onRename: () => void;
  onUpdate: () => void;
  /** The view already shows the search on screen. */
  updateDisabled: boolean;
}

/** Rename the view (a dialog), or give it the search on screen. */
export function SavedViewMenu({ trigger, defaultOpen, onRename, onUpdate, updateDisabled }: Props) {
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<EditRegular />} onClick={onRename}>
            Rename…
          </MenuItem>
          <MenuItem icon={<ArrowSyncRegular />} disabled={updateDisabled} onClick={onUpdate}>
            Update to this search
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
