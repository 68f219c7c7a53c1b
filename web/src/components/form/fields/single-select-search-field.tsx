import type { SelectFieldConfig } from '@/components/form/form-types';
import { SearchSelectInput } from '@/components/form/fields/search-select-input';

/** type 'singleSelectSearch': one value ('' when none), chosen by typing to filter. */
export function SingleSelectSearchField({ config }: { config: SelectFieldConfig }) {
  return <SearchSelectInput config={config} multiple={false} />;
}
