import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { isPriority, PRIORITIES, priorityName, type Priority } from './priority';
import { PriorityIcon } from './PriorityIcon';

interface Props {
  /** The button that opens the menu. */
  trigger: ReactElement;
  /** Open from the start (loaded on first use by the issue page, ui/DeferredMenu.tsx). */
  defaultOpen?: boolean;
  /** The level ticked, as the schema gives it (one this client does not know ticks nothing). */
  chosen: string;
  /** Called when another level is chosen (not when the current one is chosen again). */
  onChange: (priority: Priority) => void;
}

/** The five priority levels in a menu of radio items: the issue page's and the new-issue form's. */
export function PriorityMenu({ trigger, defaultOpen, chosen, onChange }: Props) {
  return (
    <Menu
      defaultOpen={defaultOpen}
      checkedValues={{ priority: [chosen] }}
      onCheckedValueChange={(_event, { checkedItems: [picked] }) => {
        if (isPriority(picked) && picked !== chosen) onChange(picked);
      }}
    >
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList aria-label="Priority">
          {PRIORITIES.map((priority) => (
            <MenuItemRadio key={priority} name="priority" value={priority} icon={<PriorityIcon priority={priority} decorative />}>
              {priorityName(priority)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
