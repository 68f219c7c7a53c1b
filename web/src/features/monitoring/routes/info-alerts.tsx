/** /info-alerts: the info events, e.g. of one unit from the BMC state table's events count. */
import { AlertListScreen } from '@/features/monitoring/components/alert-list-screen';

export default function InfoAlertsRoute() {
  return <AlertListScreen category="info" />;
}
