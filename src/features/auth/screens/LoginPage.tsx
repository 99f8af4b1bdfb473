import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { describeError } from '@/api';
import { emailSchema, type Role } from '@/api/contract';
import { Banner } from '@/components/Banner';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { dashboardPath, paths } from '@/lib/paths';
import { useAuth } from '../AuthProvider';
import { AuthLayout, FormStack } from './AuthLayout';
import { GoogleSignIn } from './GoogleSignIn';
import { PasswordField } from './PasswordField';
import { RoleChoice } from './RoleChoice';

interface LoginErrors {
  email?: string;
  password?: string;
  role?: string;
}

function validate(email: string, password: string, role: Role | ''): LoginErrors {
  const errors: LoginErrors = {};
  if (!emailSchema.safeParse(email).success) errors.email = 'Please enter a valid email address';
  if (!password) errors.password = 'Please enter your password';
  if (!role) errors.role = 'Please choose your role';
  return errors;
}

/** /login: after signing in, back to the page that sent the user here, else their dashboard. */
export interface LoginPageProps {
  /** Google sign-in shows only when a client id is configured (DESIGN.md). */
  googleClientId?: string | undefined;
}

export function LoginPage({
  googleClientId = import.meta.env.VITE_GOOGLE_CLIENT_ID as string | undefined,
}: LoginPageProps) {
  const { login, googleLogin } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const [email, setEmail] = useState((location.state as { email?: string } | null)?.email ?? '');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [serverError, setServerError] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(email, password, role);
    setErrors(found);
    if (Object.keys(found).length > 0 || !role) return;
    setPending(true);
    setServerError('');
    try {
      const session = await login({ email, password, role });
      navigate(from ?? dashboardPath(session.role), { replace: true });
    } catch (error) {
      setServerError(describeError(error, 'login'));
      setPending(false);
    }
  };

  const signInWithGoogle = async (idToken: string) => {
    if (!role) return setErrors({ role: 'Please choose your role' });
    setPending(true);
    setServerError('');
    try {
      const answer = await googleLogin({ idToken, role });
      // docs/auth.md#google-needs-registration: a Google account without a Nivaas account continues to registration.
      if (answer.needsRegistration) navigate(paths.register, { state: { email: answer.email, name: answer.name } });
      else navigate(from ?? dashboardPath(answer.role), { replace: true });
    } catch (error) {
      setServerError(describeError(error, 'login'));
      setPending(false);
    }
  };

  return (
    <AuthLayout
      title="Sign in to Nivaas"
      subtitle="Buy, sell and build with India's property marketplace."
      footer={
        <>
          <Link to={paths.forgotPassword}>Forgot password?</Link>
          <span>
            New to Nivaas? <Link to={paths.register}>Create an account</Link>
          </span>
        </>
      }
    >
      {serverError && <Banner tone="danger">{serverError}</Banner>}
      <FormStack onSubmit={submit} noValidate aria-label="Sign in">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          isRequired
          value={email}
          onChange={setEmail}
          errorMessage={errors.email}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          errorMessage={errors.password}
        />
        <RoleChoice value={role} onChange={setRole} errorMessage={errors.role} />
        <Button type="submit" isPending={pending} fullWidth>
          {pending ? 'Signing in...' : 'Sign in'}
        </Button>
      </FormStack>
      {googleClientId && (
        <GoogleSignIn
          clientId={googleClientId}
          onCredential={(token) => void signInWithGoogle(token)}
          onUnavailable={setServerError}
        />
      )}
    </AuthLayout>
  );
}
