/** /allalerts and /allalerts/:state: the alerts of a category (an alert type, other, all, critical or info; all by default). */
import { useParams } from 'react-router';
import { AlertListScreen } from '@/features/monitoring/components/alert-list-screen';

export default function AlertListRoute() {
  const { state = 'all' } = useParams();
  return <AlertListScreen category={state} />;
}
