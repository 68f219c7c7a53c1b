/** The mark of a reading outside its sub-task's expected range (issue 15 point 1): in the form, the details and the list. */
import { Chip, type SxProps, type Theme } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';

export function OutOfRangeFlag({ expected, count, sx }: { expected?: string; count?: number; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const label = count !== undefined ? t('maintenance.outOfRangeCount', { count }) : t('maintenance.outOfRange');
  return (
    <Chip
      size="small"
      color="warning"
      icon={<WarningAmberIcon />}
      label={label}
      title={expected ? t('maintenance.expectedRange', { range: expected }) : undefined}
      data-testid="out-of-range"
      sx={sx}
    />
  );
}
