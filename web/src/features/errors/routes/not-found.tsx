/** The 404 error page. */
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/features/errors/components/error-page';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return <ErrorPage kind="404" title={t('errors.notFound.title')} message={t('errors.notFound.message')} />;
}
