import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { FieldOption, SelectFieldConfig } from '@/components/form/form-types';
import { MultiSelectInput } from '@/components/form/fields/multi-select-field';

/** The Select All entry's value; never stored. */
export const SELECT_ALL = '__select_all__';

/** Select All: every (enabled) option, or none when all are already selected. */
export function toggleAll(options: FieldOption[], selected: (string | number)[]): (string | number)[] {
  const all = options.filter((o) => !o.disabled).map((o) => o.value);
  const allSelected = all.length > 0 && all.every((v) => selected.includes(v));
  return allSelected ? [] : all;
}

/** type 'multiSelectAll': a multiple select with a Select All entry that toggles every option. */
export function MultiSelectAllField({ config }: { config: SelectFieldConfig }) {
  const { t } = useTranslation();
  return (
    <MultiSelectInput
      config={config}
      resolve={(raw, options, selected) => (raw.includes(SELECT_ALL) ? toggleAll(options, selected) : raw)}
      before={(selected) => {
        const enabled = config.options.filter((o) => !o.disabled);
        const count = enabled.filter((o) => selected.includes(o.value)).length;
        return (
          <MenuItem value={SELECT_ALL}>
            <Checkbox
              size="small"
              checked={enabled.length > 0 && count === enabled.length}
              indeterminate={count > 0 && count < enabled.length}
              tabIndex={-1}
              disableRipple
            />
            <ListItemText primary={t('form.selectAll')} />
          </MenuItem>
        );
      }}
    />
  );
}
