import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { requestsTo } from '@mocks/db';
import { MOCK_OTP, users } from '@mocks/handlers';
import { RegisterPage } from './RegisterPage';
import { atRoutes } from '@/testing/storyFrame';

const meta = {
  title: 'Pages/Auth/Register',
  component: RegisterPage,
  decorators: [atRoutes('/register')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/register' } },
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function fillDetails(canvas: Canvas, email = 'kavya@example.in') {
  await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Kavya Nair');
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), email);
  await userEvent.type(canvas.getByRole('textbox', { name: /Mobile number/ }), '98450 12345');
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Ghar2026');
  await userEvent.click(canvas.getByRole('radio', { name: 'Seller' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Send verification code' }));
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
    await expect(await canvas.findByText(/We sent a 6-digit code to/)).toHaveTextContent('kavya@example.in');
    await expect(requestsTo('/api/users/send-registration-otp')[0]?.body).toEqual({
      email: 'kavya@example.in',
      role: 'Seller',
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
    await expect(requestsTo('/api/users/register')[0]?.body).toEqual({
      name: 'Kavya Nair',
      email: 'kavya@example.in',
      phone: '98450 12345',
      password: 'Ghar2026',
      role: 'Seller',
      otp: MOCK_OTP,
    });
    await expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      name: 'Kavya Nair',
      role: 'Seller',
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
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue('Kavya Nair');
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
  play: async ({ canvas }) => {
    await fillDetails(canvas, 'asha@example.in');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue('Kavya Nair');
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
