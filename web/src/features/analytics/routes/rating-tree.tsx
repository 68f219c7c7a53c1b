/**
 * /analytics/rating-tree: the organisation → sub-organisation → site →
 * unit ratings of a month (the previous month by default, or one of the
 * months the organisation has ratings for); each unit opens its BMC
 * Rating, each other node opens and closes its children.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { PageHeader } from '@/components/page-header/page-header';
import { useRatingDates, useRatingTree, type TreeNode } from '@/features/analytics/api/ratings';
import { COLOURS, DEFAULT_THRESHOLDS, monthRange, previousMonth, ratingColour } from '@/features/analytics/components/rating-model';

const R = 'rating';

function RatingChip({ rating }: { rating: number | null }) {
  const { t } = useTranslation();
  const colour = ratingColour(rating, DEFAULT_THRESHOLDS[0], DEFAULT_THRESHOLDS[1]);
  return (
    <Chip
      size="small"
      data-colour={colour}
      label={rating === null ? t(`${R}.noRating`) : rating.toFixed(2)}
      sx={{ bgcolor: COLOURS[colour], color: '#fff', fontWeight: 600 }}
    />
  );
}

function Node({ node, month, depth }: { node: TreeNode; month: string; depth: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(depth < 1);
  const label = `${node.name}`;
  return (
    <Box component="li" sx={{ listStyle: 'none', my: 0.5 }} data-testid={`tree-${node.type}`} data-name={node.name}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {node.type === 'chillingUnit' ? (
          <Link component={RouterLink} to={`/bmc-rating/${encodeURIComponent(node.chillingUnitUuid)}?month=${month}`}>
            {label}
          </Link>
        ) : (
          <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open} sx={{ textTransform: 'none' }}>
            {open ? '▾' : '▸'} {label}
          </Button>
        )}
        <Typography variant="caption" color="text.secondary">
          {t(`${R}.kind.${node.type}`)}
          {node.type !== 'chillingUnit' && ` · ${t(`${R}.units`, { rated: node.ratedUnits, units: node.units })}`}
        </Typography>
        <RatingChip rating={node.rating} />
      </Stack>
      {open && node.children.length > 0 && (
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {node.children.map((c) => (
            <Node key={`${c.type}:${c.chillingUnitUuid || c.siteUuid || c.name}`} node={c} month={month} depth={depth + 1} />
          ))}
        </Box>
      )}
    </Box>
  );
}

export default function RatingTreeRoute() {
  const { t } = useTranslation();
  const dates = useRatingDates();
  const [month, setMonth] = useState(() => previousMonth(new Date()));
  const tree = useRatingTree(month ? monthRange(month) : null);
  const months = Array.from(new Set([month, ...(dates.data?.content ?? []).map((m) => m.month)]))
    .sort()
    .reverse();
  return (
    <Box>
      <PageHeader
        crumbs={[
          { label: t(`${R}.crumbs.dashboard`), to: '/dashboard' },
          { label: t(`${R}.crumbs.analytics`) },
          { label: t(`${R}.treeTitle`) },
        ]}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t(`${R}.treeTitle`)}
          </Typography>
          <TextField
            select
            size="small"
            label={t(`${R}.fields.month`)}
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            sx={{ maxWidth: 220 }}
            slotProps={{ htmlInput: { 'data-testid': 'tree-month' } }}
          >
            {months.map((m) => (
              <MenuItem key={m} value={m}>
                {m}
              </MenuItem>
            ))}
          </TextField>
          {tree.isError && <Alert severity="error">{tree.error.message}</Alert>}
          {tree.isPending && <CircularProgress aria-label={t(`${R}.loading`)} />}
          {tree.data?.provisional && <Alert severity="info">{t(`${R}.provisionalMonth`)}</Alert>}
          {tree.data?.content && tree.data.content.ratedUnits === 0 && <Alert severity="info">{t(`${R}.noData`)}</Alert>}
          {tree.data?.content && (
            <Box component="ul" sx={{ p: 0, m: 0 }} data-testid="rating-tree">
              <Node node={tree.data.content} month={month} depth={0} />
            </Box>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
