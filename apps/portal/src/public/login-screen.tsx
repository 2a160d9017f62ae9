import { LoginForm } from './login-form.tsx';

export default function LoginScreen() {
  return <LoginForm />;
}
