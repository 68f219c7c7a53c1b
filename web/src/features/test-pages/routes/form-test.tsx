/** /formtest: a test or placeholder page (spec 01 §2.3). */
import { TestPage } from '@/features/test-pages/components/test-page';

export default function FormTestRoute() {
  return <TestPage name="form" />;
}
