/** The 403 error page. */
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/features/errors/components/error-page';

export default function ForbiddenRoute() {
  const { t } = useTranslation();
  return <ErrorPage kind="403" title={t('errors.forbidden.title')} message={t('errors.forbidden.message')} />;
}
