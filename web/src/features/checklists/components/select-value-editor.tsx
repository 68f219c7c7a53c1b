/** A SELECT sub-task's options: each a name and a value, both required and unique. */
import { EntryListEditor } from '@/features/checklists/components/entry-list-editor';

const FIELDS = [
  { name: 'name', label: 'checklists.fields.optionName', required: true },
  { name: 'value', label: 'checklists.fields.optionValue', required: true },
];
const LABELS = {
  title: 'checklists.editor.options',
  entry: 'checklists.editor.option',
  add: 'checklists.editor.addOption',
  remove: 'checklists.editor.removeOption',
};

export function SelectValueEditor({ path }: { path: string }) {
  return <EntryListEditor path={path} labels={LABELS} entryFields={FIELDS} blank={() => ({ name: '', value: '' })} />;
}
