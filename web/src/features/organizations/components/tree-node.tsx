/**
 * One node of the hierarchy tree: a circle (purple with children, blue
 * without) that expands or collapses it, the icon of its kind, and its label
 * linking to the organisation's profile.
 */
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { CustomNodeElementProps } from 'react-d3-tree';
import { NodeKindIcon } from '@/features/organizations/components/node-kind-icon';
import { isInner, nodeColor, type TreeDatum } from '@/features/organizations/components/tree-model';

/** The width of a node's label (spec 01 §9). */
export const LABEL_WIDTH = 320;
const RADIUS = 20;

export function TreeNode({ nodeDatum, toggleNode }: CustomNodeElementProps) {
  const { t } = useTranslation();
  const { kind, link } = (nodeDatum as unknown as TreeDatum).attributes;
  const inner = isInner(nodeDatum);
  const collapsed = nodeDatum.__rd3t.collapsed;
  const color = nodeColor(nodeDatum);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      toggleNode();
    }
  };
  return (
    <g data-kind={kind} data-node={inner ? 'inner' : 'leaf'} data-collapsed={inner ? String(collapsed) : undefined}>
      <circle
        r={RADIUS}
        fill={color}
        stroke="#fff"
        strokeWidth={2}
        style={{ cursor: inner ? 'pointer' : 'default' }}
        // A leaf has nothing to open: only an inner node is a button.
        {...(inner
          ? {
              role: 'button',
              tabIndex: 0,
              'aria-label': t('organizations.tree.toggle', { name: nodeDatum.name }),
              'aria-expanded': !collapsed,
              onClick: toggleNode,
              onKeyDown,
            }
          : {})}
      />
      <foreignObject x={-RADIUS} y={-RADIUS} width={RADIUS * 2} height={RADIUS * 2} pointerEvents="none">
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', color: '#fff' }}>
          <NodeKindIcon kind={kind} sx={{ fontSize: 22 }} />
        </div>
      </foreignObject>
      <foreignObject x={-LABEL_WIDTH / 2} y={RADIUS + 6} width={LABEL_WIDTH} height={48}>
        <div style={{ textAlign: 'center', fontSize: 14, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          {link ? (
            <Link component={RouterLink} to={link} sx={{ color, fontWeight: 500 }}>
              {nodeDatum.name}
            </Link>
          ) : (
            <span style={{ color, fontWeight: 500 }}>{nodeDatum.name}</span>
          )}
        </div>
      </foreignObject>
    </g>
  );
}
