import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { forgotPassword, resetPassword } from '@/api';
import { emailSchema, passwordSchema } from '@/api/contract';
import { Banner } from '@/components/Banner';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { paths } from '@/lib/paths';
import { AuthLayout, FormStack } from './AuthLayout';
import { CodeStep } from './CodeStep';
import { PasswordField } from './PasswordField';
import { PasswordHints } from './PasswordHints';
import { useServerAction } from './useServerAction';

/** /forgot-password: e-mail, then the mailed code with a new password, then back to sign in. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const { pending, serverError, run } = useServerAction();

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    setEmailError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) void run(() => forgotPassword({ email: parsed.data }).then(() => setStep('code')));
  };

  const reset = (otp: string) => {
    const parsed = passwordSchema.safeParse(password);
    setPasswordError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    void run(async () => {
      await resetPassword({ email: emailSchema.parse(email), otp, password });
      navigate(paths.login, { replace: true, state: { email, passwordReset: true } });
    });
  };

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="We will e-mail you a 6-digit code to set a new password."
      footer={<Link to={paths.login}>Back to sign in</Link>}
    >
      {serverError && <Banner tone="danger">{serverError}</Banner>}
      {step === 'email' ? (
        <FormStack onSubmit={sendCode} noValidate aria-label="Find your account">
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            isRequired
            value={email}
            onChange={setEmail}
            errorMessage={emailError}
          />
          <Button type="submit" isPending={pending} fullWidth>
            {pending ? 'Sending code...' : 'Send reset code'}
          </Button>
        </FormStack>
      ) : (
        <CodeStep
          email={email}
          submitLabel="Set new password"
          pendingLabel="Saving..."
          pending={pending}
          onSubmit={reset}
          onResend={() => run(() => forgotPassword({ email }).then(() => undefined))}
          onChangeEmail={() => setStep('email')}
        >
          <PasswordField
            label="New password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            errorMessage={passwordError}
          />
          <PasswordHints password={password} />
        </CodeStep>
      )}
    </AuthLayout>
  );
}
