/** The 503 error page. */
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/features/errors/components/error-page';

export default function ServiceUnavailableRoute() {
  const { t } = useTranslation();
  return <ErrorPage kind="503" title={t('errors.serviceUnavailable.title')} message={t('errors.serviceUnavailable.message')} />;
}
