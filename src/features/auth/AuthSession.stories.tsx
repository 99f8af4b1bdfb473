import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { db } from '@mocks/db';
import { aSession } from '@mocks/factories';
import { users } from '@mocks/handlers';
import { AuthDemo } from '@/testing/AuthDemo';
import { AuthProvider } from './AuthProvider';

const buyerEmail = 'asha@example.in';

const meta = {
  title: 'Developer/Session',
  // How the app guards and remembers sessions: for engineers (.storybook/main.ts hides it when published).
  tags: ['dev-only'],
  component: AuthDemo,
  args: { email: buyerEmail },
  decorators: [
    (Story) => (
      <AuthProvider>
        <Story />
      </AuthProvider>
    ),
  ],
  parameters: { router: { initialEntry: '/buyer' } },
} satisfies Meta<typeof AuthDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const store = (session: { token: string }) => {
  localStorage.setItem('token', session.token);
  localStorage.setItem('user', JSON.stringify(session));
};

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Signed out')).toBeVisible();
  },
};

export const RestoredSession: Story = {
  beforeEach: () => store(aSession({ name: 'Asha Rao', role: 'Buyer' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Signed in as Asha Rao (Buyer)')).toBeVisible();
  },
};

export const ExpiredTokenLogsOut: Story = {
  beforeEach: () => store(aSession({ exp: Math.floor(Date.now() / 1000) - 60 })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Signed out')).toBeVisible();
    await expect(localStorage.getItem('token')).toBeNull();
    await expect(localStorage.getItem('user')).toBeNull();
  },
};

export const UnparseableTokenLogsOut: Story = {
  beforeEach: () => store({ ...aSession(), token: 'not-a-jwt' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Signed out')).toBeVisible();
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

export const LoginStoresTheSession: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Log in as Buyer' }));
    await expect(await canvas.findByText('Signed in as Asha Rao (Buyer)')).toBeVisible();
    const account = db.accounts.find((a) => a.email === buyerEmail);
    await expect(localStorage.getItem('token')).toBe(account?.token);
    await expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      name: 'Asha Rao',
      token: account?.token,
    });
  },
};

export const LoginUserNotFound: Story = {
  parameters: { msw: { handlers: [users.login.userNotFound] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Log in as Buyer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please register this email first.');
    await expect(canvas.getByText('Signed out')).toBeVisible();
  },
};

export const LoginWrongRole: Story = {
  parameters: { msw: { handlers: [users.login.invalidCredentials] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Log in as Buyer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid credentials or role.');
  },
};

export const LoginNoConnection: Story = {
  parameters: { msw: { handlers: [users.login.networkError] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Log in as Buyer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      // docs/api.md#no-response: the stories run on a loopback address, which is never named.
      'No response from server. Please check your connection and try again.',
    );
  },
};

export const GoogleNeedsRegistration: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please register new.user@gmail.com');
    await expect(canvas.getByText('Signed out')).toBeVisible();
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

export const LogoutFailureStillSignsOut: Story = {
  beforeEach: () => store(aSession({ name: 'Asha Rao' })),
  parameters: { msw: { handlers: [users.logout.serverError] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByText('Path: /login')).toBeVisible();
    await expect(canvas.getByText('Signed out')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Logout failed on the server');
    await expect(localStorage.getItem('token')).toBeNull();
  },
};
