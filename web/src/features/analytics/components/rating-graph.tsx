/**
 * A unit's rating graph (spec 03 §2 "BMC Rating"): the attribute tree,
 * each node coloured by the slider's thresholds (below the lower red,
 * between them inclusive orange, above the upper green), with zoom 0.1–1.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import Tree, { type CustomNodeElementProps, type RawNodeDatum } from 'react-d3-tree';
import Box from '@mui/material/Box';
import { COLOURS, ratingColour } from '@/features/analytics/components/rating-model';
import type { RatingNode } from '@/features/analytics/api/ratings';

function toDatum(n: RatingNode): RawNodeDatum {
  return {
    name: n.attributeName,
    attributes: { rating: n.rating === null ? '' : n.rating.toFixed(2), weightage: n.weightage },
    children: n.attributes.map(toDatum),
  };
}

export interface RatingGraphProps {
  root: RatingNode;
  lower: number;
  upper: number;
  zoom: number;
  noRating: string;
}

export function RatingGraph({ root, lower, upper, zoom, noRating }: RatingGraphProps) {
  const box = useRef<HTMLDivElement>(null);
  const [translate, setTranslate] = useState({ x: 400, y: 40 });
  useLayoutEffect(() => {
    if (box.current) setTranslate({ x: box.current.clientWidth / 2 || 400, y: 40 });
  }, []);
  const node = ({ nodeDatum }: CustomNodeElementProps) => {
    const raw = nodeDatum.attributes?.rating;
    const rating = raw === '' || raw === undefined ? null : Number(raw);
    const colour = ratingColour(rating, lower, upper);
    return (
      <g data-testid="rating-node" data-name={nodeDatum.name} data-colour={colour} data-rating={rating ?? ''}>
        <circle r={14} fill={COLOURS[colour]} stroke="#333" strokeWidth={1} />
        <text x={20} y={-4} style={{ fontSize: 13, fontWeight: 600 }} strokeWidth={0}>
          {nodeDatum.name}
        </text>
        <text x={20} y={14} style={{ fontSize: 12 }} strokeWidth={0}>
          {rating === null ? noRating : `${rating.toFixed(2)} / 5 · ${nodeDatum.attributes?.weightage}%`}
        </text>
      </g>
    );
  };
  return (
    <Box ref={box} sx={{ height: 560, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="rating-graph">
      <Tree
        key={zoom}
        data={toDatum(root)}
        orientation="vertical"
        zoom={zoom}
        scaleExtent={{ min: 0.1, max: 1 }}
        translate={translate}
        enableLegacyTransitions={false}
        nodeSize={{ x: 220, y: 130 }}
        separation={{ siblings: 1, nonSiblings: 1.2 }}
        pathFunc="step"
        collapsible={false}
        renderCustomNodeElement={node}
      />
    </Box>
  );
}
