import Grid from '@mui/material/Grid';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldConfig } from '@/components/form/form-types';
import { isHidden } from '@/components/form/field-paths';
import { RenderField } from '@/components/form/render-field';

/** Lays fields out on a 12-column grid, leaving hidden ones out. */
export function FieldGrid({ fields }: { fields: FieldConfig[] }) {
  const { control } = useFormContext();
  const conditional = fields.some((f) => typeof f.hidden === 'function');
  const values = useWatch({ control, disabled: !conditional });
  return (
    <Grid container spacing={2}>
      {fields.map((f, i) =>
        isHidden(f, conditional ? values : {}) ? null : (
          <Grid key={('name' in f && f.name) || `${f.type}-${i}`} size={{ xs: 12, sm: f.width ?? 12 }}>
            <RenderField config={f} />
          </Grid>
        ),
      )}
    </Grid>
  );
}
