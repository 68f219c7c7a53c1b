/**
 * The site form's Validate action: before saving, asks the server whether
 * another site holds the form's serial numbers or customer BMC ids.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { ErrorDialog } from '@/components/dialogs/error-dialog';
import { statusOf } from '@/lib/errors';
import { useValidateAssignments, type Assignment } from '@/features/sites/api/validate-assignments';
import type { SiteValues } from '@/features/sites/components/site-values';
import { toAssignmentCheck } from '@/features/sites/components/to-payload';
import { ValidationDialog } from '@/features/sites/components/validation-dialog';

export function ValidateButton({ siteUUID }: { siteUUID?: string }) {
  const { t } = useTranslation();
  const { getValues } = useFormContext();
  const validate = useValidateAssignments();
  const [result, setResult] = useState<Assignment | null>(null);
  const run = async () => {
    try {
      setResult(await validate.mutateAsync(toAssignmentCheck(getValues() as SiteValues, siteUUID)));
    } catch {
      // The error dialog below shows it.
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => void run()}
        disabled={validate.isPending}
        startIcon={validate.isPending ? <CircularProgress size={16} /> : <FactCheckIcon />}
      >
        {t('sites.validate.action')}
      </Button>
      <ValidationDialog
        result={result}
        onClose={() => {
          setResult(null);
          validate.reset();
        }}
      />
      <ErrorDialog
        open={validate.isError}
        onClose={() => validate.reset()}
        status={statusOf(validate.error)}
        message={validate.error?.message}
      />
    </>
  );
}
