import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError, LOGIN_CODE_REQUIRED_STATUS, type Role } from '@/api';
import { Banner } from '@/components/Banner';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { useServerAction } from '@/components/form';
import { checkForm, type FieldMessages } from '@/lib/fieldMessages';
import { dashboardPath, paths } from '@/lib/paths';
import { useAuth } from '../AuthProvider';
import { AuthLayout, FormStack } from './AuthLayout';
import { loginFormSchema } from './authForms';
import { GoogleSignIn } from './GoogleSignIn';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { RoleChoice } from './RoleChoice';

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
  // docs/auth.md#lockout: after failed sign-ins the server asks for the code it mailed; the field stays from then on.
  const [codeAsked, setCodeAsked] = useState(false);
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<FieldMessages<'email' | 'password' | 'role' | 'otp'>>({});
  const { pending, serverError, setServerError, run } = useServerAction('login');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(loginFormSchema, { email, password, role, otp: codeAsked ? otp : undefined });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    void run(async () => {
      try {
        const session = await login({
          email,
          password,
          role: checked.value.role,
          ...(checked.value.otp ? { otp: checked.value.otp } : {}),
        });
        // Awaited: the button stays pending until the dashboard is there.
        await navigate(from ?? dashboardPath(session.role), { replace: true });
      } catch (error) {
        if (isApiError(error) && error.status === LOGIN_CODE_REQUIRED_STATUS) setCodeAsked(true);
        throw error;
      }
    });
  };

  const signInWithGoogle = (idToken: string) => {
    const chosen = checkForm(loginFormSchema.pick({ role: true }), { role });
    if (!chosen.ok) return setErrors(chosen.errors);
    void run(async () => {
      const answer = await googleLogin({ idToken, role: chosen.value.role });
      // docs/auth.md#google-needs-registration: a Google account without a Nivaas account continues to registration.
      // Awaited: the button stays pending until the next page is there.
      if (answer.needsRegistration)
        await navigate(paths.register, { state: { email: answer.email, name: answer.name } });
      else await navigate(from ?? dashboardPath(answer.role), { replace: true });
    });
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
        <EmailField value={email} onChange={setEmail} errorMessage={errors.email} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          errorMessage={errors.password}
        />
        <RoleChoice value={role} onChange={setRole} errorMessage={errors.role} />
        {codeAsked && (
          <TextField
            label="Sign-in code"
            description="The 6-digit code we e-mailed you. Leave it empty and sign in to get a new one."
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            value={otp}
            onChange={(value) => setOtp(value.replace(/\D/g, '').slice(0, 6))}
            errorMessage={errors.otp}
          />
        )}
        <Button type="submit" isPending={pending} fullWidth>
          {pending ? 'Signing in...' : 'Sign in'}
        </Button>
      </FormStack>
      {googleClientId && (
        <GoogleSignIn clientId={googleClientId} onCredential={signInWithGoogle} onUnavailable={setServerError} />
      )}
    </AuthLayout>
  );
}
