import type { OrgNode } from '@/features/organizations/api/org-node-model';
import {
  buildTree,
  deviceLabel,
  INNER_COLOR,
  isInner,
  LEAF_COLOR,
  nodeColor,
  orgKind,
  presentKinds,
  profileLink,
  type TreeDatum,
} from '@/features/organizations/components/tree-model';

function org(orgName: string, orgType: string, subOrganization: OrgNode[] = [], sites: unknown[] = []): OrgNode {
  return { orgId: null, orgName, orgDisplayName: `${orgName} display`, orgType, subOrganization, sites };
}

describe('orgKind', () => {
  it.each([
    ['plant', 'plant'],
    ['chillingcenter', 'chillingCenter'],
    ['Chilling Center', 'chillingCenter'],
    ['zone', 'zone'],
    ['route', 'route'],
    ['ROUTE', 'route'],
    ['dairy_cooperative', 'subOrganization'],
    ['', 'subOrganization'],
    [null, 'subOrganization'],
  ])('a sub-organisation of type %s is a %s', (orgType, kind) => {
    expect(orgKind(orgType, false)).toBe(kind);
  });

  it('the root is the Organization whatever its type', () => {
    expect(orgKind('plant', true)).toBe('organization');
    expect(orgKind('dairy_cooperative', true)).toBe('organization');
  });
});

describe('buildTree', () => {
  it('labels organisations by display name and links them to their profile', () => {
    const tree = buildTree(org('acme', 'dairy_cooperative', [org('north', 'zone', [org('cc1', 'chillingcenter')])]));
    expect(tree.name).toBe('acme display');
    expect(tree.attributes).toMatchObject({ kind: 'organization', link: '/organization/profile/acme' });
    const north = tree.children[0];
    expect(north.attributes).toMatchObject({ kind: 'zone', link: '/organization/profile/north' });
    expect(north.children[0].attributes).toMatchObject({ kind: 'chillingCenter', link: '/organization/profile/cc1' });
    expect(north.children[0].children).toEqual([]);
  });

  it('falls back to the name when there is no display name', () => {
    expect(buildTree({ ...org('acme', ''), orgDisplayName: '' }).name).toBe('acme');
  });

  it('encodes the name in the profile link', () => {
    expect(profileLink('a b/c')).toBe('/organization/profile/a%20b%2Fc');
  });

  it('reads sites, their chilling units (BMCs) and devices', () => {
    const tree = buildTree(
      org(
        'acme',
        'x',
        [],
        [
          {
            siteName: 'Kothrud',
            chillingUnits: [
              { chillingUnitName: 'BMC 1', l1DeviceInfo: { deviceType: 'L1', serialNumber: 'SN-001' } },
              { chillingUnitName: 'BMC 2', l1DeviceInfo: [{ deviceType: 'L1', serialNumber: 'SN-002' }] },
            ],
            l3Devices: [{ deviceType: 'L3', serialNumber: 'SN-900' }],
          },
        ],
      ),
    );
    const site = tree.children[0];
    expect(site).toMatchObject({ name: 'Kothrud', attributes: { kind: 'site', link: '' } });
    expect(site.children.map((c) => [c.attributes.kind, c.name])).toEqual([
      ['bmc', 'BMC 1'],
      ['bmc', 'BMC 2'],
      ['device', 'L3 - SN-900'],
    ]);
    expect(site.children[0].children[0]).toMatchObject({ name: 'L1 - SN-001', attributes: { kind: 'device' } });
    expect(site.children[1].children[0].name).toBe('L1 - SN-002');
  });

  it('lists sub-organisations before sites, and ignores sites that are not objects', () => {
    const tree = buildTree(org('acme', 'x', [org('p', 'plant')], [{ siteName: 'S' }, null, 'junk']));
    expect(tree.children.map((c) => c.attributes.kind)).toEqual(['plant', 'site']);
  });
});

describe('deviceLabel', () => {
  it('is the device type and serial number', () => {
    expect(deviceLabel({ deviceType: 'L1', serialNumber: 'SN-1' })).toBe('L1 - SN-1');
    expect(deviceLabel({ serialNumber: 'SN-1' })).toBe('SN-1');
    expect(deviceLabel({ deviceType: 'L3' })).toBe('L3');
  });
});

describe('presentKinds', () => {
  it('lists only the kinds in the tree, in the legend order', () => {
    const tree = buildTree(org('acme', 'x', [org('r', 'route'), org('p', 'plant', [org('z', 'zone')])]));
    expect(presentKinds(tree)).toEqual(['organization', 'plant', 'route', 'zone']);
  });

  it('takes in sites, BMCs and devices', () => {
    const tree = buildTree(
      org(
        'acme',
        'x',
        [org('s', 'other')],
        [{ siteName: 'S', chillingUnits: [{ chillingUnitName: 'B', l1DeviceInfo: { deviceType: 'L1', serialNumber: '1' } }] }],
      ),
    );
    expect(presentKinds(tree)).toEqual(['organization', 'subOrganization', 'site', 'bmc', 'device']);
  });

  it('is empty without a tree', () => {
    expect(presentKinds(null)).toEqual([]);
  });
});

describe('node colours', () => {
  const leaf: TreeDatum = { name: 'l', attributes: { kind: 'plant', link: '', id: 'l' }, children: [] };
  const inner: TreeDatum = { name: 'i', attributes: { kind: 'zone', link: '', id: 'i' }, children: [leaf] };
  it('inner nodes are purple, leaves blue', () => {
    expect(isInner(inner)).toBe(true);
    expect(isInner(leaf)).toBe(false);
    expect(isInner({ children: undefined })).toBe(false);
    expect(nodeColor(inner)).toBe(INNER_COLOR);
    expect(nodeColor(leaf)).toBe(LEAF_COLOR);
    expect(INNER_COLOR).toBe('#7b1fa2');
    expect(LEAF_COLOR).toBe('#1976d2');
  });
});
