import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE_OPTIONS } from '@/components/data-table/use-url-paging';

export interface DataTablePaginationProps {
  /** 0-based. */
  page: number;
  size: number;
  totalPages: number;
  hasNextPage: boolean;
  disabled?: boolean;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
}

/**
 * The table's own footer: 'Page N of total', the page-size select (10 to 100,
 * plus the current size when the URL asked for another, e.g. 1000), Previous
 * and Next.
 */
export function DataTablePagination({
  page,
  size,
  totalPages,
  hasNextPage,
  disabled,
  onPageChange,
  onSizeChange,
}: DataTablePaginationProps) {
  const { t } = useTranslation();
  const id = useId();
  const options: number[] = [...PAGE_SIZE_OPTIONS];
  if (!options.includes(size)) {
    options.push(size);
    options.sort((a, b) => a - b);
  }
  return (
    <Stack
      component="nav"
      aria-label={t('table.pagination')}
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', py: 1 }}
    >
      <TextField
        select
        size="small"
        id={`${id}-size`}
        label={t('table.rowsPerPage')}
        value={size}
        onChange={(e) => onSizeChange(Number(e.target.value))}
        sx={{ minWidth: 130 }}
      >
        {options.map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" data-testid="page-of">
        {t('table.pageOf', { page: page + 1, total: Math.max(totalPages, 1) })}
      </Typography>
      <Button variant="outlined" size="small" disabled={disabled || page <= 0} onClick={() => onPageChange(page - 1)}>
        {t('table.previous')}
      </Button>
      <Button variant="outlined" size="small" disabled={disabled || !hasNextPage} onClick={() => onPageChange(page + 1)}>
        {t('table.next')}
      </Button>
    </Stack>
  );
}
