/** The 500 error page. */
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/features/errors/components/error-page';

export default function ServerErrorRoute() {
  const { t } = useTranslation();
  return <ErrorPage kind="500" title={t('errors.serverError.title')} message={t('errors.serverError.message')} />;
}
