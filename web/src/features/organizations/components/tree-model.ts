/**
 * The hierarchy tree's model as pure functions: the kind of each node
 * (organisation, sub-organisation by orgType, site, BMC, device), its label
 * and link, inner or leaf colour, and the kinds present for the legend.
 * Sites, chilling units (BMCs) and devices are read here already, so the
 * sites issue only has to feed them in the organisation nodes' `sites`.
 */
import type { RawNodeDatum } from 'react-d3-tree';
import type { OrgNode } from '@/features/organizations/api/org-node-model';

export type NodeKind = 'organization' | 'subOrganization' | 'chillingCenter' | 'plant' | 'route' | 'zone' | 'site' | 'bmc' | 'device';

/** Every kind, in the legend's order. */
export const NODE_KINDS: readonly NodeKind[] = [
  'organization',
  'subOrganization',
  'chillingCenter',
  'plant',
  'route',
  'zone',
  'site',
  'bmc',
  'device',
];

/** The i18n key of a kind's name. */
export function kindLabelKey(kind: NodeKind): string {
  return `organizations.tree.kinds.${kind}`;
}

/** Nodes with children. */
export const INNER_COLOR = '#7b1fa2';
/** Nodes without children. */
export const LEAF_COLOR = '#1976d2';

/** The organisation profile a node's label links to. */
export function profileLink(orgName: string): string {
  return `/organization/profile/${encodeURIComponent(orgName)}`;
}

/** The kind of an organisation node: the root is the Organization, the others go by orgType. */
export function orgKind(orgType: string | null | undefined, isRoot: boolean): NodeKind {
  if (isRoot) return 'organization';
  switch ((orgType ?? '').toLowerCase().replace(/[\s_-]/g, '')) {
    case 'plant':
      return 'plant';
    case 'chillingcenter':
    case 'chillingcentre':
      return 'chillingCenter';
    case 'zone':
      return 'zone';
    case 'route':
      return 'route';
    default:
      return 'subOrganization';
  }
}

/** A site below an organisation (sites issue). */
export interface SiteData {
  siteName?: string;
  siteId?: string | number;
  chillingUnits?: UnitData[] | null;
  l1Devices?: DeviceData[] | DeviceData | null;
  l3Devices?: DeviceData[] | DeviceData | null;
}

/** A chilling unit (BMC) of a site. */
export interface UnitData {
  chillingUnitName?: string;
  l1DeviceInfo?: DeviceData[] | DeviceData | null;
}

/** A monitoring device. */
export interface DeviceData {
  deviceType?: string;
  serialNumber?: string;
}

/** A device's label: its type and serial number. */
export function deviceLabel(device: DeviceData): string {
  return [device.deviceType, device.serialNumber].filter((s) => s !== undefined && s !== null && String(s).trim() !== '').join(' - ');
}

/** The tree's datum: the label (name), its kind, and the route its label links to ('' for none). */
export interface TreeDatum extends RawNodeDatum {
  name: string;
  attributes: { kind: NodeKind; link: string; id: string };
  children: TreeDatum[];
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function list<T>(v: T[] | T | null | undefined): T[] {
  if (v === null || v === undefined) return [];
  return (Array.isArray(v) ? v : [v]).filter(isObject) as T[];
}

function deviceNode(device: DeviceData, id: string): TreeDatum {
  return { name: deviceLabel(device), attributes: { kind: 'device', link: '', id }, children: [] };
}

function unitNode(unit: UnitData, id: string): TreeDatum {
  return {
    name: unit.chillingUnitName ?? '',
    attributes: { kind: 'bmc', link: '', id },
    children: list(unit.l1DeviceInfo).map((d, i) => deviceNode(d, `${id}/d${i}`)),
  };
}

function siteNode(site: SiteData, id: string): TreeDatum {
  const devices = [...list(site.l1Devices), ...list(site.l3Devices)];
  return {
    name: site.siteName ?? '',
    attributes: { kind: 'site', link: '', id },
    children: [
      ...list(site.chillingUnits).map((u, i) => unitNode(u, `${id}/u${i}`)),
      ...devices.map((d, i) => deviceNode(d, `${id}/d${i}`)),
    ],
  };
}

/** The tree of an organisation: sub-organisations first, then its sites. */
export function buildTree(node: OrgNode, isRoot = true, id = 'o0'): TreeDatum {
  return {
    name: node.orgDisplayName || node.orgName,
    attributes: { kind: orgKind(node.orgType, isRoot), link: profileLink(node.orgName), id },
    children: [
      ...node.subOrganization.map((s, i) => buildTree(s, false, `${id}/o${i}`)),
      ...list(node.sites as SiteData[]).map((s, i) => siteNode(s, `${id}/s${i}`)),
    ],
  };
}

/** The kinds found anywhere in the tree, in the legend's order. */
export function presentKinds(root: TreeDatum | null | undefined): NodeKind[] {
  if (!root) return [];
  const found = new Set<NodeKind>();
  const walk = (n: TreeDatum) => {
    found.add(n.attributes.kind);
    n.children.forEach(walk);
  };
  walk(root);
  return NODE_KINDS.filter((k) => found.has(k));
}

/** Inner nodes (with children) and leaves are drawn apart. */
export function isInner(node: Pick<RawNodeDatum, 'children'>): boolean {
  return (node.children?.length ?? 0) > 0;
}

export function nodeColor(node: Pick<RawNodeDatum, 'children'>): string {
  return isInner(node) ? INNER_COLOR : LEAF_COLOR;
}
