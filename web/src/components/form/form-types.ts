import type { ReactNode } from 'react';
import type { ControllerFieldState, ControllerRenderProps, FieldValues, UseFormReturn } from 'react-hook-form';

/** A choice of a select: the stored value and its label (an i18n key or text). */
export interface FieldOption {
  value: string | number;
  label: string;
  disabled?: boolean;
  /** A second line under the label in the multiple selects' lists (an i18n key or text). */
  description?: string;
}

/** Where a field sits; every field type has these. */
export interface FieldLayout {
  /** Columns out of 12 from the sm breakpoint up (always 12 on phones); 12 by default. */
  width?: number;
  /** Not rendered, and left out of the completion, when true. */
  hidden?: boolean | ((values: FieldValues) => boolean);
}

/** What every input field has. Labels, placeholders and help are i18n keys or text. */
export interface InputFieldBase extends FieldLayout {
  /** The value's path in the form (dot path for nested values, e.g. address.pinCode). */
  name: string;
  label?: string;
  placeholder?: string;
  helperText?: string;
  /** Shows the required mark; the rule itself belongs to the schema. */
  required?: boolean;
  disabled?: boolean;
}

export interface TextFieldConfig extends InputFieldBase {
  type: 'text' | 'email';
  autoComplete?: string;
}

export interface PasswordFieldConfig extends InputFieldBase {
  type: 'password';
  autoComplete?: string;
}

/** Stores a number, or null when empty. */
export interface NumberFieldConfig extends InputFieldBase {
  type: 'number';
  min?: number;
  max?: number;
  step?: number;
}

export interface TextareaFieldConfig extends InputFieldBase {
  type: 'textarea';
  /** Visible rows; 3 by default. */
  rows?: number;
}

/** Stores File[]. */
export interface FilesFieldConfig extends InputFieldBase {
  type: 'files';
  /** MIME types ('image/png'), families ('image/*') or extensions ('.csv'); images by default. */
  accept?: string[];
  /** Several files (true by default) or one. */
  multiple?: boolean;
  /** Shown when a file is refused; 'Please add only Image Files' for images. */
  refusedHint?: string;
  buttonLabel?: string;
}

/** Stores a Date, or null. */
export interface DatePickerFieldConfig extends InputFieldBase {
  type: 'datePicker';
  minDate?: Date;
  maxDate?: Date;
  /** date-fns format; 'dd MMM  yyyy' by default. */
  format?: string;
  disableFuture?: boolean;
  disablePast?: boolean;
}

/** Stores a Date in the chosen month, or null. */
export interface MonthPickerFieldConfig extends InputFieldBase {
  type: 'monthPicker';
  minDate?: Date;
  maxDate?: Date;
  /** 'MMMM yyyy' by default. */
  format?: string;
}

/** Stores a Date holding the time, or null. */
export interface TimePickerFieldConfig extends InputFieldBase {
  type: 'timePicker';
  minTime?: Date;
  maxTime?: Date;
  /** 'HH:mm' by default. */
  format?: string;
}

/**
 * select and singleSelectSearch store one value ('' when none); multiSelect,
 * multiSelectAll and multiSelectSearch store an array of values.
 */
export interface SelectFieldConfig extends InputFieldBase {
  type: 'select' | 'multiSelect' | 'multiSelectAll' | 'multiSelectSearch' | 'singleSelectSearch';
  options: FieldOption[];
  loading?: boolean;
}

/** Stores a boolean. */
export interface CheckboxFieldConfig extends InputFieldBase {
  type: 'checkbox';
}

/** Display-only text: 'label' is a paragraph, 'header' a section title. */
export interface TextBlockConfig extends FieldLayout {
  type: 'label' | 'header';
  text: string;
  name?: string;
}

export interface HrConfig extends FieldLayout {
  type: 'hr';
  name?: string;
}

/** The result of a validate check: a message, or whether it passed and its message. */
export type ValidateResult = string | { ok: boolean; message: string };

/** A button running the caller's (async) check on the form's values and showing its result. */
export interface ValidateFieldConfig extends FieldLayout {
  type: 'validate';
  name?: string;
  /** The button's text; 'Validate' by default. */
  label?: string;
  check: (values: FieldValues) => Promise<ValidateResult> | ValidateResult;
  disabled?: boolean;
}

export interface CustomFieldRenderProps {
  field: ControllerRenderProps<FieldValues, string>;
  fieldState: ControllerFieldState;
  /** The message to show: set only once the field is touched or the form submitted. */
  error?: string;
  form: UseFormReturn<FieldValues>;
  config: CustomFieldConfig;
}

/** Renders the caller's component bound to the field's controller. */
export interface CustomFieldConfig extends InputFieldBase {
  type: 'custom';
  render: (props: CustomFieldRenderProps) => ReactNode;
  /** Counts toward the completion; true by default. */
  countsToCompletion?: boolean;
}

export interface TaskItemRenderProps {
  index: number;
  /** The item's path prefix, e.g. 'tasks.2.' — prepend it to the item's field names. */
  prefix: string;
  remove: () => void;
  form: UseFormReturn<FieldValues>;
}

/** A repeating group (an array of objects) with add and remove. */
export interface TaskFieldsConfig extends InputFieldBase {
  type: 'TaskFields';
  /** The fields of one item, named relative to the item (e.g. 'taskName'). */
  itemFields?: FieldConfig[];
  /** Or render an item yourself. */
  renderItem?: (props: TaskItemRenderProps) => ReactNode;
  /** A new item's values. */
  newItem: Record<string, unknown> | (() => Record<string, unknown>);
  /** i18n key or text of the add button; 'Add' by default. */
  addLabel?: string;
  /** i18n key or text of an item's title, given {{n}}; 'Item {{n}}' by default. */
  itemLabel?: string;
  minItems?: number;
  maxItems?: number;
}

/** New password and confirm password; they must be the same. */
export interface UserPasswordChangeConfig extends InputFieldBase {
  type: 'userPasswordChange';
  /** The confirm value's path; it gets 'Both password need to be the same'. */
  confirmName: string;
  confirmLabel?: string;
}

/** The share of input fields holding a value, as a coloured bar with the number. */
export interface CompletedPercentageConfig extends FieldLayout {
  type: 'completedPercentage';
  name?: string;
  label?: string;
  /** Count only these paths; every input field by default. */
  fields?: string[];
}

/** The cascading country/state/district selector, over three form values. */
export interface LocationFieldConfig extends FieldLayout {
  type: 'location';
  name?: string;
  names: { country: string; state: string; district: string };
  labels?: { country?: string; state?: string; district?: string };
  required?: boolean;
  disabled?: boolean;
}

export type FieldConfig =
  | TextFieldConfig
  | PasswordFieldConfig
  | NumberFieldConfig
  | TextareaFieldConfig
  | FilesFieldConfig
  | DatePickerFieldConfig
  | MonthPickerFieldConfig
  | TimePickerFieldConfig
  | SelectFieldConfig
  | CheckboxFieldConfig
  | TextBlockConfig
  | HrConfig
  | ValidateFieldConfig
  | CustomFieldConfig
  | TaskFieldsConfig
  | UserPasswordChangeConfig
  | CompletedPercentageConfig
  | LocationFieldConfig;

export type FieldType = FieldConfig['type'];
