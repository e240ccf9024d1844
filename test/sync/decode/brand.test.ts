import { expect, test } from 'vitest';
import { decodeBrands } from '../../../src/sync/decode/brand';
import { rawBrand, rawBrandGroup } from '../../kit/rows';

test('2.9 a brand keeps its receipt header fields and its groups with category ids', () => {
  const brand = rawBrand({
    brand_id: 2,
    brand_name: 'Burger Bar',
    brand_phone: '+965 1234',
    brand_thumbnail: null,
    brand_vat_no: '300000000000003',
    groups: [rawBrandGroup({ group_id: 10, group_name: 'Mains', brand_id: 2, categories: [3, '4'] })],
  });
  const { rows, dropped } = decodeBrands([brand]);
  expect(dropped).toEqual([]);
  expect(rows).toEqual([
    {
      brand_id: 2,
      brand_name: 'Burger Bar',
      localize_name: null,
      brand_address: null,
      brand_email: null,
      brand_phone: '+965 1234',
      brand_thumbnail: '',
      brand_color: null,
      brand_vat_no: '300000000000003',
      groups: [
        { group_id: 10, group_name: 'Mains', group_thumbnail: '', group_description: null, brand_id: 2, categories: [3, 4] },
      ],
    },
  ]);
});

test('2.9 groups missing is an empty list (no menu scoping)', () => {
  const brand = rawBrand({ brand_id: 3 });
  delete brand.groups;
  expect(decodeBrands([brand]).rows[0]!.groups).toEqual([]);
});

test('a group without categories scopes nothing, and its brand id defaults to the brand it is under', () => {
  const group = rawBrandGroup({ group_id: 11 });
  delete group.categories;
  delete group.brand_id;
  const { rows } = decodeBrands([rawBrand({ brand_id: 4, groups: [group] })]);
  expect(rows[0]!.groups[0]).toMatchObject({ group_id: 11, brand_id: 4, categories: [] });
});

test('a malformed group is dropped and counted; the brand keeps its other groups', () => {
  const brand = rawBrand({ brand_id: 5, groups: [rawBrandGroup({ group_id: 1, categories: ['x'] }), rawBrandGroup({ group_id: 2 })] });
  const { rows, dropped } = decodeBrands([brand]);
  expect(rows[0]!.groups.map((g) => g.group_id)).toEqual([2]);
  expect(dropped).toEqual([{ route: 'brands', id: 1, reason: 'group of brand 5: categories: expected a list of ids, got ["x"]' }]);
});

test('a brand without a name is dropped with its brand id', () => {
  const bad = rawBrand({ brand_id: 6 });
  delete bad.brand_name;
  expect(decodeBrands([bad]).dropped).toEqual([{ route: 'brands', id: 6, reason: 'brand_name: missing' }]);
});
