import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { requestsTo } from '@mocks/db';
import { aSession } from '@mocks/factories';
import { users } from '@mocks/handlers';
import { LoginPage } from './LoginPage';
import { atRoutes } from '@/testing/storyFrame';

/** Stands in for Google's script (no network here): its button hands over a signed ID token. */
function fakeGoogleIdentity() {
  let callback: ((response: { credential: string }) => void) | undefined;
  window.google = {
    accounts: {
      id: {
        initialize: (options) => void (callback = options.callback),
        renderButton: (element) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Continue with Google';
          button.onclick = () => callback?.({ credential: 'google-id-token' });
          element.replaceChildren(button);
        },
      },
    },
  };
  return () => void delete window.google;
}

const meta = {
  title: 'Patterns/Google Sign-in',
  component: LoginPage,
  args: { googleClientId: 'nivaas-test.apps.googleusercontent.com' },
  decorators: [atRoutes('/login')],
  beforeEach: fakeGoogleIdentity,
  parameters: { layout: 'fullscreen', router: { initialEntry: '/login' } },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotConfigured: Story = {
  args: { googleClientId: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  },
};

export const NeedsRegistration: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Buyer' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }));
    await expect(await canvas.findByText('Arrived at /register')).toBeVisible();
    await expect(requestsTo('/api/users/google-login')[0]?.body).toEqual({ idToken: 'google-id-token', role: 'Buyer' });
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

export const KnownAccountSignsIn: Story = {
  parameters: { msw: { handlers: [users.googleLogin.answer(200, aSession({ role: 'Builder' }))] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Builder' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }));
    await expect(await canvas.findByText('Arrived at /builder')).toBeVisible();
    await expect(localStorage.getItem('token')).not.toBeNull();
  },
};

export const RoleFirst: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }));
    await expect(canvas.getByText('Please choose your role')).toBeVisible();
    await expect(requestsTo('/api/users/google-login')).toHaveLength(0);
  },
};
