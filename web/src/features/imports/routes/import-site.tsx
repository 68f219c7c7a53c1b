/** /configuration/import-site: sites, their chilling units and devices from a CSV file (SITE_CONFIGURATION). */
import { ImportPage } from '@/features/imports/components/import-page';

export default function ImportSiteRoute() {
  return <ImportPage kind="sites" />;
}
