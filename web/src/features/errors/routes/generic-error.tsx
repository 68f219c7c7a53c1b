/** The generic /error page: Oops, Try Again (reset and go back) and Go To Dashboard. */
import { useNavigate } from 'react-router';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { resetError, useGlobalError } from '@/lib/errors';
import { ErrorPage } from '@/features/errors/components/error-page';

export default function GenericErrorRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = useGlobalError();
  return (
    <ErrorPage
      kind="error"
      title={t('errors.generic.title')}
      message={message || t('errors.generic.message')}
      actions={
        <>
          <Button
            variant="outlined"
            onClick={() => {
              resetError();
              void navigate(-1);
            }}
          >
            {t('errors.tryAgain')}
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              resetError();
              void navigate('/dashboard');
            }}
          >
            {t('errors.goToDashboard')}
          </Button>
        </>
      }
    />
  );
}
