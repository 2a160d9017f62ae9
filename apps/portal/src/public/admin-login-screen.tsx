import { LoginForm } from './login-form.tsx';

export default function AdminLoginScreen() {
  return <LoginForm admin />;
}
