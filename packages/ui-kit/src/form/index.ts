export { Form, type FormProps, type FormValidationErrors } from './form.tsx';
export { FormError, type FormErrorProps } from './form-error.tsx';
export { SubmitButton, type SubmitButtonProps } from './submit-button.tsx';
export { useFormState, type FormState } from './form-context.ts';
export { defaultMapError, type MappedFormError } from './map-error.ts';
export {
  EMAIL_MAX,
  EMAIL_MESSAGES,
  EMAIL_PATTERN,
  PASSWORD_MESSAGES,
  PASSWORD_MIN,
  changePasswordErrors,
  emailError,
  isEmail,
  maxLengthError,
  newPasswordErrors,
  passwordError,
  requiredError,
  text,
  type ChangePasswordValues,
  type EmailMessages,
  type NewPasswordErrors,
} from './rules.ts';
