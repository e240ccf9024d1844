/**
 * The menu's three tab lists (ui-contract "Menu"): "Brands" when there are two or more (the
 * Unify pseudo brand counts, 2.10.8), "Groups" when the selected brand has groups, and the
 * "Categories" rail in rail order (2.10.4). Brands change only on Enter, Space or a tap,
 * because a switch can empty the order; groups and categories follow the arrow keys.
 */
import { memo, useMemo } from 'react';
import type { MenuView } from '../menuView';
import { TabList } from './TabList';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';

function ScopeTabsView({ view, onBrand, onGroup }: {
  view: MenuView;
  onBrand(brandId: number): void;
  onGroup(groupId: number): void;
}) {
  const { t } = useLingui();
  const { name, translate } = useLanguage();
  // The Unify pseudo brand (2.10.8) is named by the till, so its name is a message of the catalog.
  const brands = useMemo(
    () => view.brands.map((b) => ({ id: b.brand_id, name: b.brand_id === 0 ? translate(b.brand_name) : name({ name: b.brand_name, localize_name: b.localize_name }) })),
    [view.brands, name, translate],
  );
  const groups = useMemo(() => view.groups.map((g) => ({ id: g.group_id, name: g.group_name })), [view.groups]);
  return (
    <>
      {brands.length >= 2 && (
        <TabList label={t`Brands`} items={brands} selectedId={view.brand?.brand_id ?? null} onSelect={onBrand} activation="manual" />
      )}
      {groups.length > 0 && (
        <TabList label={t`Groups`} items={groups} selectedId={view.group?.group_id ?? null} onSelect={onGroup} activation="auto" />
      )}
    </>
  );
}

function CategoryRailView({ view, onCategory }: { view: MenuView; onCategory(categoryId: number): void }) {
  const { t } = useLingui();
  const { name } = useLanguage();
  const rail = useMemo(() => view.rail.map((c) => ({ id: c.id, name: name(c) })), [view.rail, name]);
  if (rail.length === 0) return <p className="rail selling-menu__empty">{t`No categories`}</p>;
  return (
    <TabList
      label={t`Categories`}
      items={rail}
      selectedId={view.category?.id ?? null}
      onSelect={onCategory}
      orientation="vertical"
      activation="auto"
      className="rail"
    />
  );
}

export const ScopeTabs = memo(ScopeTabsView);
export const CategoryRail = memo(CategoryRailView);
