/**
 * The menu's three tab lists (ui-contract "Menu"): "Brands" when there are two or more (the
 * Unify pseudo brand counts, 2.10.8), "Groups" when the selected brand has groups, and the
 * "Categories" rail in rail order (2.10.4). Brands change only on Enter, Space or a tap,
 * because a switch can empty the order; groups and categories follow the arrow keys.
 */
import { memo, useMemo } from 'react';
import type { MenuView } from '../menuView';
import { TabList } from './TabList';

function ScopeTabsView({ view, onBrand, onGroup }: {
  view: MenuView;
  onBrand(brandId: number): void;
  onGroup(groupId: number): void;
}) {
  const brands = useMemo(() => view.brands.map((b) => ({ id: b.brand_id, name: b.brand_name })), [view.brands]);
  const groups = useMemo(() => view.groups.map((g) => ({ id: g.group_id, name: g.group_name })), [view.groups]);
  return (
    <>
      {brands.length >= 2 && (
        <TabList label="Brands" items={brands} selectedId={view.brand?.brand_id ?? null} onSelect={onBrand} activation="manual" />
      )}
      {groups.length > 0 && (
        <TabList label="Groups" items={groups} selectedId={view.group?.group_id ?? null} onSelect={onGroup} activation="auto" />
      )}
    </>
  );
}

function CategoryRailView({ view, onCategory }: { view: MenuView; onCategory(categoryId: number): void }) {
  const rail = useMemo(() => view.rail.map((c) => ({ id: c.id, name: c.name })), [view.rail]);
  if (rail.length === 0) return <p className="rail selling-menu__empty">No categories</p>;
  return (
    <TabList
      label="Categories"
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
