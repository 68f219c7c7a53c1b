/** /configuration/import-alert: users' alert configurations from a CSV file (USER_CONFIGURATION). */
import { ImportPage } from '@/features/imports/components/import-page';

export default function ImportAlertRoute() {
  return <ImportPage kind="alerts" />;
}
