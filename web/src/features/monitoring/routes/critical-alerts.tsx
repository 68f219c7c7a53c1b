/** /critical-alerts: the critical alerts, e.g. of one unit from the BMC state table's alerts count. */
import { AlertListScreen } from '@/features/monitoring/components/alert-list-screen';

export default function CriticalAlertsRoute() {
  return <AlertListScreen category="critical" />;
}
