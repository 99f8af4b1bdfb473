import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { forgotPassword, resetPassword } from '@/api';
import { Banner } from '@/components/Banner';
import { Button } from '@/components/Button';
import { useServerAction } from '@/components/form';
import { checkForm } from '@/lib/fieldMessages';
import { paths } from '@/lib/paths';
import { AuthLayout, FormStack } from './AuthLayout';
import { newPasswordSchema, resetEmailSchema } from './authForms';
import { CodeStep } from './CodeStep';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { PasswordHints } from './PasswordHints';

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
    const checked = checkForm(resetEmailSchema, { email });
    setEmailError(checked.ok ? undefined : checked.errors.email);
    if (checked.ok) void run(() => forgotPassword(checked.value).then(() => setStep('code')));
  };

  const reset = (otp: string) => {
    const checked = checkForm(newPasswordSchema, { password });
    setPasswordError(checked.ok ? undefined : checked.errors.password);
    if (!checked.ok) return;
    void run(async () => {
      await resetPassword({ ...resetEmailSchema.parse({ email }), otp, password });
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
          <EmailField value={email} onChange={setEmail} errorMessage={emailError} />
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
          onResend={() => run(() => forgotPassword({ email }))}
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
