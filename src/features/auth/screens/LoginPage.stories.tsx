import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { requestsTo } from '@mocks/db';
import { users } from '@mocks/handlers';
import { LoginPage } from './LoginPage';
import { atRoutes } from '@/testing/storyFrame';

const meta = {
  title: 'Pages/Auth/Login',
  component: LoginPage,
  decorators: [atRoutes('/login')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/login' } },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], email: string, role: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), email);
  await userEvent.type(canvas.getByLabelText(/^Password/), 'Nivaas@123');
  await userEvent.click(canvas.getByRole('radio', { name: role }));
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign in to Nivaas' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  },
};

export const InvalidFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'asha@');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Please enter your password')).toBeVisible();
    await expect(canvas.getByText('Please choose your role')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('asha@');
    await expect(requestsTo('/api/users/login')).toHaveLength(0);
  },
};

export const ShowPassword: Story = {
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.type(password, 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('secret1');
  },
};

export const SignsInToTheDashboard: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'vikram@example.in', 'Seller');
    await expect(await canvas.findByText('Arrived at /seller')).toBeVisible();
    await expect(requestsTo('/api/users/login')[0]?.body).toEqual({
      email: 'vikram@example.in',
      password: 'Nivaas@123',
      role: 'Seller',
    });
  },
};

export const ReturnsToThePageThatSentThem: Story = {
  parameters: { router: { initialEntry: { pathname: '/login', state: { from: '/post-builder-property' } } } },
  play: async ({ canvas }) => {
    await fill(canvas, 'rohan@example.in', 'Builder');
    await expect(await canvas.findByText('Arrived at /post-builder-property')).toBeVisible();
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: [users.login.slow] } },
  play: async ({ canvas }) => {
    await fill(canvas, 'asha@example.in', 'Buyer');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Signing in...' })).toHaveAttribute('data-pending', 'true'),
    );
  },
};

export const UserNotFound: Story = {
  parameters: { msw: { handlers: [users.login.userNotFound] } },
  play: async ({ canvas }) => {
    await fill(canvas, 'new@example.in', 'Buyer');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please register this email first.');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('new@example.in');
  },
};

export const WrongRole: Story = {
  parameters: { msw: { handlers: [users.login.invalidCredentials] } },
  play: async ({ canvas }) => {
    await fill(canvas, 'asha@example.in', 'Agent');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid credentials or role.');
  },
};

export const NoConnection: Story = {
  parameters: { msw: { handlers: [users.login.networkError] } },
  play: async ({ canvas }) => {
    await fill(canvas, 'asha@example.in', 'Buyer');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^No response from server\. Please check if the server is running at http/,
    );
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Builder' })).toBeVisible();
  },
};
