import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompletedPercentageConfig } from '@/components/form/form-types';
import { completionPercentage, progressColor } from '@/components/form/completion';
import { useFormFields } from '@/components/form/form-context';
import { useTx } from '@/components/form/translate-text';

/**
 * type 'completedPercentage': the share of input fields holding a value (an
 * empty array counts as empty), as a bar — red below 20, amber below 60,
 * green from 60 — with the number.
 */
export function CompletedPercentageField({ config }: { config: CompletedPercentageConfig }) {
  const { t } = useTranslation();
  const tx = useTx();
  const fields = useFormFields();
  const { control } = useFormContext();
  const values = useWatch({ control });
  const percent = completionPercentage(fields, values, config.fields);
  const label = config.label ? tx(config.label) : t('form.completed');
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">{label}</Typography>
      <Box sx={{ flex: 1 }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={progressColor(percent)}
          aria-label={label}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
      <Typography variant="body2" data-testid="completed-percentage">
        {percent}%
      </Typography>
    </Stack>
  );
}
