import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { requestsTo } from '@mocks/db';
import { MOCK_OTP, users } from '@mocks/handlers';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { atRoutes } from '@/testing/storyFrame';

const meta = {
  title: 'Pages/Auth/Forgot Password',
  component: ForgotPasswordPage,
  decorators: [atRoutes('/forgot-password')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/forgot-password' } },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function askForCode(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'asha@example.in');
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }));
  return canvas.findByRole('textbox', { name: /Verification code/ });
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }));
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(requestsTo('/api/users/forgot-password')).toHaveLength(0);
  },
};

export const ResetsThePassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await askForCode(canvas), MOCK_OTP);
    await userEvent.type(canvas.getByLabelText(/^New password/, { selector: 'input' }), 'Naya2026pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByText('Arrived at /login')).toBeVisible();
    await expect(requestsTo('/api/users/reset-password')[0]?.body).toEqual({
      email: 'asha@example.in',
      otp: MOCK_OTP,
      password: 'Naya2026pass',
    });
  },
};

export const WeakNewPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await askForCode(canvas), MOCK_OTP);
    await userEvent.type(canvas.getByLabelText(/^New password/, { selector: 'input' }), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(requestsTo('/api/users/reset-password')).toHaveLength(0);
  },
};

export const CodeExpired: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await askForCode(canvas), '999999');
    await userEvent.type(canvas.getByLabelText(/^New password/, { selector: 'input' }), 'Naya2026pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid or expired code');
    await expect(canvas.getByLabelText(/^New password/, { selector: 'input' })).toHaveValue('Naya2026pass');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [users.forgotPassword.serverError] } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'asha@example.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('asha@example.in');
  },
};
