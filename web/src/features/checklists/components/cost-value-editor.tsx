/** A COST sub-task's entries: currency strings such as 'INR' or '₹ 500', each required and unique. */
import { EntryListEditor } from '@/features/checklists/components/entry-list-editor';

const FIELDS = [{ name: 'currency', label: 'checklists.fields.currency', placeholder: 'checklists.placeholders.currency', required: true }];
const LABELS = {
  title: 'checklists.editor.costs',
  entry: 'checklists.editor.cost',
  add: 'checklists.editor.addCurrency',
  remove: 'checklists.editor.removeCurrency',
};

export function CostValueEditor({ path }: { path: string }) {
  return <EntryListEditor path={path} labels={LABELS} entryFields={FIELDS} blank={() => ({ currency: '' })} />;
}
