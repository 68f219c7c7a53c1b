/** The 401 error page. */
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/features/errors/components/error-page';

export default function UnauthorizedRoute() {
  const { t } = useTranslation();
  return <ErrorPage kind="401" title={t('errors.unauthorized.title')} message={t('errors.unauthorized.message')} />;
}
