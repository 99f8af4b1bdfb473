import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { register, sendRegistrationOtp, verifyRegistrationOtp } from '@/api';
import type { Role } from '@/api/contract';
import { Banner } from '@/components/Banner';
import { Button } from '@/components/Button';
import { useServerAction } from '@/components/form';
import { TextField } from '@/components/TextField';
import { checkForm, type FieldMessages } from '@/lib/fieldMessages';
import { dashboardPath, paths } from '@/lib/paths';
import { useAuth } from '../AuthProvider';
import { AuthLayout, FormStack } from './AuthLayout';
import { registrationDetailsSchema } from './authForms';
import { CodeStep } from './CodeStep';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { PasswordHints } from './PasswordHints';
import { RoleChoice } from './RoleChoice';

type Field = 'name' | 'email' | 'phone' | 'password' | 'role' | 'companyName';

/** /register: details, then the e-mail code (docs/auth.md#registration), then the account; nothing typed is lost. */
export function RegisterPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const prefill = (useLocation().state as { email?: string; name?: string } | null) ?? {};
  const [details, setDetails] = useState({
    name: prefill.name ?? '',
    email: prefill.email ?? '',
    phone: '',
    password: '',
    role: '' as Role | '',
    companyName: '',
  });
  const [errors, setErrors] = useState<FieldMessages<Field>>({});
  const [step, setStep] = useState<'details' | 'code'>('details');
  const { pending, serverError, run } = useServerAction();
  const set = (field: Field) => (value: string) => {
    setDetails((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(registrationDetailsSchema, details);
    if (!checked.ok) return setErrors(checked.errors);
    void run(async () => {
      await sendRegistrationOtp({ email: checked.value.email, role: checked.value.role });
      setStep('code');
    });
  };

  const createAccount = (otp: string) =>
    void run(async () => {
      const parsed = registrationDetailsSchema.parse(details);
      await verifyRegistrationOtp({ email: parsed.email, otp });
      // A Builder's company as checked; none for other roles, whatever was typed before switching.
      const session = await register({ ...details, role: parsed.role, companyName: parsed.companyName, otp });
      signIn(session);
      navigate(dashboardPath(session.role), { replace: true });
    });

  return (
    <AuthLayout
      title="Create your Nivaas account"
      subtitle="Buyers, sellers, agents and builders: one account, one role."
      footer={
        <span>
          Already registered? <Link to={paths.login}>Sign in</Link>
        </span>
      }
    >
      {serverError && <Banner tone="danger">{serverError}</Banner>}
      {step === 'details' ? (
        <FormStack onSubmit={sendCode} noValidate aria-label="Your details">
          <TextField
            label="Full name"
            autoComplete="name"
            isRequired
            value={details.name}
            onChange={set('name')}
            errorMessage={errors.name}
          />
          <EmailField value={details.email} onChange={set('email')} errorMessage={errors.email} />
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            isRequired
            description="10 digits, e.g. 98765 43210"
            value={details.phone}
            onChange={set('phone')}
            errorMessage={errors.phone}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            value={details.password}
            onChange={set('password')}
            errorMessage={errors.password}
          />
          <PasswordHints password={details.password} />
          <RoleChoice value={details.role} onChange={(role) => set('role')(role)} errorMessage={errors.role} />
          {details.role === 'Builder' && (
            // docs/portfolio.md#company-name: the portfolio names the company, not the person.
            <TextField
              label="Company name"
              autoComplete="organization"
              isRequired
              description="Shown on your public portfolio"
              value={details.companyName}
              onChange={set('companyName')}
              errorMessage={errors.companyName}
            />
          )}
          <Button type="submit" isPending={pending} fullWidth>
            {pending ? 'Sending code...' : 'Send verification code'}
          </Button>
        </FormStack>
      ) : (
        <CodeStep
          email={details.email}
          submitLabel="Verify and create account"
          pendingLabel="Creating account..."
          pending={pending}
          onSubmit={createAccount}
          onResend={() => run(() => sendRegistrationOtp({ email: details.email, role: details.role as Role }))}
          onChangeEmail={() => setStep('details')}
        />
      )}
    </AuthLayout>
  );
}
