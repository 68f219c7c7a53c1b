import type { FieldConfig } from '@/components/form/form-types';
import { CheckboxField } from '@/components/form/fields/checkbox-field';
import { CompletedPercentageField } from '@/components/form/fields/completed-percentage-field';
import { CustomField } from '@/components/form/fields/custom-field';
import { DatePickerField } from '@/components/form/fields/date-picker-field';
import { EmailField } from '@/components/form/fields/email-field';
import { FilesField } from '@/components/form/fields/files-field';
import { HeaderField } from '@/components/form/fields/header-field';
import { HrField } from '@/components/form/fields/hr-field';
import { LabelField } from '@/components/form/fields/label-field';
import { LocationField } from '@/components/form/fields/location-field';
import { MonthPickerField } from '@/components/form/fields/month-picker-field';
import { MultiSelectAllField } from '@/components/form/fields/multi-select-all-field';
import { MultiSelectField } from '@/components/form/fields/multi-select-field';
import { MultiSelectSearchField } from '@/components/form/fields/multi-select-search-field';
import { NumberField } from '@/components/form/fields/number-field';
import { PasswordField } from '@/components/form/fields/password-field';
import { SelectField } from '@/components/form/fields/select-field';
import { SingleSelectSearchField } from '@/components/form/fields/single-select-search-field';
import { TaskFieldsField } from '@/components/form/fields/task-fields-field';
import { TextFieldInput } from '@/components/form/fields/text-field';
import { TextareaField } from '@/components/form/fields/textarea-field';
import { TimePickerField } from '@/components/form/fields/time-picker-field';
import { UserPasswordChangeField } from '@/components/form/fields/user-password-change-field';
import { ValidateField } from '@/components/form/fields/validate-field';

/** The component of one field type. */
export function RenderField({ config }: { config: FieldConfig }) {
  switch (config.type) {
    case 'text':
      return <TextFieldInput config={config} />;
    case 'email':
      return <EmailField config={config} />;
    case 'number':
      return <NumberField config={config} />;
    case 'password':
      return <PasswordField config={config} />;
    case 'textarea':
      return <TextareaField config={config} />;
    case 'files':
      return <FilesField config={config} />;
    case 'datePicker':
      return <DatePickerField config={config} />;
    case 'timePicker':
      return <TimePickerField config={config} />;
    case 'monthPicker':
      return <MonthPickerField config={config} />;
    case 'select':
      return <SelectField config={config} />;
    case 'multiSelect':
      return <MultiSelectField config={config} />;
    case 'multiSelectAll':
      return <MultiSelectAllField config={config} />;
    case 'multiSelectSearch':
      return <MultiSelectSearchField config={config} />;
    case 'singleSelectSearch':
      return <SingleSelectSearchField config={config} />;
    case 'checkbox':
      return <CheckboxField config={config} />;
    case 'label':
      return <LabelField config={config} />;
    case 'header':
      return <HeaderField config={config} />;
    case 'hr':
      return <HrField />;
    case 'validate':
      return <ValidateField config={config} />;
    case 'custom':
      return <CustomField config={config} />;
    case 'TaskFields':
      return <TaskFieldsField config={config} />;
    case 'userPasswordChange':
      return <UserPasswordChangeField config={config} />;
    case 'completedPercentage':
      return <CompletedPercentageField config={config} />;
    case 'location':
      return <LocationField config={config} />;
  }
}
