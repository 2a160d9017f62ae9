import { Button, type ButtonProps } from '#button/button.tsx';
import { useFormState } from './form-context.ts';

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'asChild'>;

/** Disabled and busy while the enclosing form's submit is pending, so it cannot be sent twice. */
export function SubmitButton({ loading, ...props }: SubmitButtonProps) {
  const { pending } = useFormState();
  return <Button {...props} type="submit" loading={pending || loading} />;
}
