export { TextField, type TextFieldProps } from './text-field.tsx';
export { PasswordField, type PasswordFieldProps } from './password-field.tsx';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field.tsx';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field.tsx';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field.tsx';
export { SwitchField, type SwitchFieldProps } from './switch-field.tsx';
export type { CommonFieldProps } from './field-shell.tsx';
export { FieldError } from './field-parts.tsx';
