// The theme switch's menu, loaded on first use (ThemeSwitch, DeferredMenu).
import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, type MenuProps } from '@fluentui/react-components';
import type { DeferredMenuProps } from '../ui/DeferredMenu';
import { THEME_OPTIONS } from './themeOptions';
import { isThemePreference, type ThemePreference } from './themePreference';

interface Props extends DeferredMenuProps {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
}

export function ThemeMenu({ preference, setPreference, trigger, defaultOpen }: Props) {
  const onCheckedValueChange: MenuProps['onCheckedValueChange'] = (_event, { checkedItems }) => {
    const [choice] = checkedItems;
    if (isThemePreference(choice)) setPreference(choice);
  };

  return (
    <Menu checkedValues={{ theme: [preference] }} onCheckedValueChange={onCheckedValueChange} defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {THEME_OPTIONS.map((option) => (
            <MenuItemRadio key={option.value} name="theme" value={option.value} icon={option.icon}>
              {option.label}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
