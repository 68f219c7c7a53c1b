/** The noData error page. */
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/features/errors/components/error-page';

export default function NoDataRoute() {
  const { t } = useTranslation();
  return <ErrorPage kind="noData" title={t('errors.noData.title')} message={t('errors.noData.message')} />;
}
