import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { db, requestsTo } from '@mocks/db';
import { MOCK_OTP, users } from '@mocks/handlers';
import { RegisterPage } from './RegisterPage';
import { atRoutes } from '@/testing/storyFrame';

/** What a new Seller types into the form; no account in the mock db has this address. */
const kavya = {
  name: 'Kavya Nair',
  email: 'kavya@example.in',
  phone: '98450 12345',
  password: 'Ghar2026',
  role: 'Seller',
} as const;

/** The mock Buyer's address: registering it again is refused. */
const registeredEmail = 'asha@example.in';

const meta = {
  title: 'Pages/Auth/Register',
  component: RegisterPage,
  decorators: [atRoutes('/register')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/register' } },
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function fillDetails(canvas: Canvas, email: string = kavya.email, role: string = kavya.role) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), kavya.name);
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), email);
  await userEvent.type(canvas.getByRole('textbox', { name: /Mobile number/ }), kavya.phone);
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), kavya.password);
  await userEvent.click(canvas.getByRole('radio', { name: role }));
  await userEvent.click(canvas.getByRole('button', { name: 'Send verification code' }));
}

async function enterCode(canvas: Canvas) {
  await userEvent.type(await canvas.findByRole('textbox', { name: /Verification code/ }), MOCK_OTP);
  await userEvent.click(canvas.getByRole('button', { name: 'Verify and create account' }));
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Create your Nivaas account' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByRole('textbox', { name: /Mobile number/ })).toHaveAttribute(
      'autocomplete',
      'tel-national',
    );
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const InvalidFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile number/ }), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Send verification code' }));
    await expect(canvas.getByText('Please enter your full name')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid 10-digit Indian mobile number')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(canvas.getByText('Please choose your role')).toBeVisible();
    await expect(requestsTo('/api/users/send-registration-otp')).toHaveLength(0);
    // Typing in a field clears its message and keeps what was typed elsewhere.
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'K');
    await expect(canvas.queryByText('Please enter your full name')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('12345');
  },
};

export const PasswordStrengthHints: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'abc1');
    const hints = canvas.getByRole('list', { name: 'Password requirements' });
    await expect(hints).toHaveTextContent('A letter (met)');
    await expect(hints).toHaveTextContent('A number (met)');
    await expect(hints).toHaveTextContent('At least 8 characters (not yet)');
  },
};

export const SendsTheCode: Story = {
  play: async ({ canvas }) => {
    await fillDetails(canvas);
    await expect(await canvas.findByText(/We sent a 6-digit code to/)).toHaveTextContent(kavya.email);
    await expect(requestsTo('/api/users/send-registration-otp')[0]?.body).toEqual({
      email: kavya.email,
      role: kavya.role,
    });
    await expect(canvas.getByRole('textbox', { name: /Verification code/ })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    await expect(canvas.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
  },
};

export const RegistersAndSignsIn: Story = {
  play: async ({ canvas }) => {
    await fillDetails(canvas);
    const code = await canvas.findByRole('textbox', { name: /Verification code/ });
    await userEvent.click(code);
    await userEvent.paste(`${MOCK_OTP.slice(0, 3)} ${MOCK_OTP.slice(3)}`);
    await expect(code).toHaveValue(MOCK_OTP);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and create account' }));
    await expect(await canvas.findByText('Arrived at /seller')).toBeVisible();
    await expect(requestsTo('/api/users/register')[0]?.body).toEqual({ ...kavya, otp: MOCK_OTP });
    await expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      name: kavya.name,
      role: kavya.role,
    });
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: [users.sendRegistrationOtp.slow] } },
  play: async ({ canvas }) => {
    await fillDetails(canvas);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Sending code...' })).toHaveAttribute('data-pending', 'true'),
    );
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue(kavya.name);
  },
};

export const WrongCode: Story = {
  play: async ({ canvas }) => {
    await fillDetails(canvas);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Verification code/ }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and create account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid or expired code');
    await expect(canvas.getByRole('textbox', { name: /Verification code/ })).toHaveValue('000000');
    await expect(requestsTo('/api/users/register')).toHaveLength(0);
  },
};

export const EmailAlreadyRegistered: Story = {
  beforeEach: () => {
    db.accounts.find((account) => account.role === 'Buyer')!.email = registeredEmail;
  },
  play: async ({ canvas }) => {
    await fillDetails(canvas, registeredEmail);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue(kavya.name);
  },
};

export const NoConnection: Story = {
  parameters: { msw: { handlers: [users.sendRegistrationOtp.networkError] } },
  play: async ({ canvas }) => {
    await fillDetails(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^No response from server\./);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send verification code' })).toBeEnabled());
  },
};

export const PrefilledFromGoogle: Story = {
  parameters: {
    router: { initialEntry: { pathname: '/register', state: { email: 'new.user@gmail.com', name: 'New User' } } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('new.user@gmail.com');
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue('New User');
  },
};

/** docs/portfolio.md#company-name: a Builder names the company before the code is sent; the field is only theirs. */
export const BuilderWithoutCompany: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: /Company name/ })).toBeNull();
    await fillDetails(canvas, kavya.email, 'Builder');
    await expect(canvas.getByText('Please enter your company name')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Company name/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(requestsTo('/api/users/send-registration-otp')).toHaveLength(0);
    // What was typed stays.
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue(kavya.name);
    await expect(canvas.getByRole('textbox', { name: /Mobile number/ })).toHaveValue(kavya.phone);
  },
};

export const BuilderRegistersTheCompany: Story = {
  play: async ({ canvas }) => {
    await fillDetails(canvas, kavya.email, 'Builder');
    const company = canvas.getByRole('textbox', { name: /Company name/ });
    await userEvent.type(company, '  Nair Constructions ');
    await expect(canvas.queryByText('Please enter your company name')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send verification code' }));
    await enterCode(canvas);
    await expect(await canvas.findByText('Arrived at /builder')).toBeVisible();
    await expect(requestsTo('/api/users/register')[0]?.body).toEqual({
      ...kavya,
      role: 'Builder',
      companyName: 'Nair Constructions',
      otp: MOCK_OTP,
    });
    await expect(db.builders.find((b) => b.email === kavya.email)?.companyName).toBe('Nair Constructions');
  },
};

/** A company typed before choosing another role is not sent: only a Builder has one. */
export const CompanyLeftBehindBySeller: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Builder' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Company name/ }), 'Nair Constructions');
    await fillDetails(canvas);
    await expect(canvas.queryByRole('textbox', { name: /Company name/ })).toBeNull();
    await enterCode(canvas);
    await expect(await canvas.findByText('Arrived at /seller')).toBeVisible();
    await expect(requestsTo('/api/users/register')[0]?.body).toEqual({ ...kavya, otp: MOCK_OTP });
  },
};
