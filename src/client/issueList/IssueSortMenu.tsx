import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, type MenuProps } from '@fluentui/react-components';
import { ArrowSortRegular } from '@fluentui/react-icons/svg/arrow-sort';
import { useNavigate } from 'react-router-dom';
import { searchForQuery } from '../paths';
import { ISSUE_SORTS, sortLabel, sortOfQuery, withSort, type IssueSortKey } from './issueSearch';

interface Props {
  /** The search on screen. */
  query: string;
}

function isSortKey(value: string | undefined): value is IssueSortKey {
  return ISSUE_SORTS.some((choice) => choice.key === value);
}

/**
 * The list's sort control: choosing an order writes its `sort:` into the search (`?q=`, a new history
 * entry), keeping the rest, so the order is part of what is bookmarked, shared and saved as a view.
 */
export function IssueSortMenu({ query }: Props) {
  const navigate = useNavigate();
  const current = sortOfQuery(query);
  const label = sortLabel(query);

  const onCheckedValueChange: MenuProps['onCheckedValueChange'] = (_event, { checkedItems }) => {
    const chosen = checkedItems[0];
    if (isSortKey(chosen)) void navigate({ search: searchForQuery(withSort(query, chosen)) });
  };

  return (
    <Menu checkedValues={{ sort: current === null ? [] : [current] }} onCheckedValueChange={onCheckedValueChange}>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<ArrowSortRegular />}>
          Sort: {label}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {ISSUE_SORTS.map((choice) => (
            <MenuItemRadio key={choice.key} name="sort" value={choice.key}>
              {choice.label}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
