import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ValidateFieldConfig } from '@/components/form/form-types';
import { useTx } from '@/components/form/translate-text';

type Outcome = { ok: boolean; message: string };

/** type 'validate': a button running the caller's check on the form's values, then its result. */
export function ValidateField({ config }: { config: ValidateFieldConfig }) {
  const { t } = useTranslation();
  const tx = useTx();
  const { getValues } = useFormContext();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const r = await config.check(getValues());
      setOutcome(typeof r === 'string' ? { ok: true, message: r } : r);
    } catch (e) {
      setOutcome({ ok: false, message: t('form.failed', { message: e instanceof Error ? e.message : String(e) }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        variant="outlined"
        onClick={() => void run()}
        disabled={busy || config.disabled}
        startIcon={busy ? <CircularProgress size={16} /> : undefined}
      >
        {busy ? t('form.validating') : config.label ? tx(config.label) : t('form.validate')}
      </Button>
      {outcome && (
        <Typography role="status" variant="body2" color={outcome.ok ? 'success.main' : 'error.main'}>
          {tx(outcome.message)}
        </Typography>
      )}
    </Stack>
  );
}
