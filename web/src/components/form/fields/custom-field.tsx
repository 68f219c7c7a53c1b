import { useFormContext } from 'react-hook-form';
import type { CustomFieldConfig } from '@/components/form/form-types';
import { useBuilderField } from '@/components/form/use-builder-field';

/** type 'custom': the caller's component, given the field's controller. */
export function CustomField({ config }: { config: CustomFieldConfig }) {
  const form = useFormContext();
  const { field, fieldState, error } = useBuilderField(config.name);
  return <>{config.render({ field, fieldState, error, form, config })}</>;
}
