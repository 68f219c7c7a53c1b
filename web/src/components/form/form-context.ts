import { createContext, useContext } from 'react';
import type { FieldConfig } from '@/components/form/form-types';

/** The builder's whole field list, for fields that look at the others (completedPercentage). */
export const FormFieldsContext = createContext<FieldConfig[]>([]);

export function useFormFields(): FieldConfig[] {
  return useContext(FormFieldsContext);
}
