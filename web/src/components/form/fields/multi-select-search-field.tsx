import type { SelectFieldConfig } from '@/components/form/form-types';
import { SearchSelectInput } from '@/components/form/fields/search-select-input';

/** type 'multiSelectSearch': several values, chosen by typing to filter. */
export function MultiSelectSearchField({ config }: { config: SelectFieldConfig }) {
  return <SearchSelectInput config={config} multiple />;
}
