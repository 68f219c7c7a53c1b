/** A titled card of label / value pairs (a profile's details, a site's address and settings). */
import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

export function DetailCard({ title, items, empty }: { title: string; items: DetailItem[]; empty: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(110px, max-content) 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
        {items.map((item) => (
          <Fragment key={item.label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {item.value === '' || item.value === null || item.value === undefined ? empty : item.value}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </Paper>
  );
}
