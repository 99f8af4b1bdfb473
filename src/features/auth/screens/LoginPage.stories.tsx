import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { db, requestsTo } from '@mocks/db';
import { MOCK_OTP, users } from '@mocks/handlers';
import { FREE_FAILED_LOGINS, loginMessages } from '@/api/contract';
import { LoginPage } from './LoginPage';
import { atRoutes } from '@/testing/storyFrame';
import type { Role } from '@/api/contract';

interface SignIn {
  email: string;
  password: string;
  role: Role;
}

/** The sign-ins the stories type: the Seller's and the Builder's are accounts in the mock db. */
const seller = { email: 'vikram@example.in', password: 'Nivaas@123', role: 'Seller' } satisfies SignIn;
const builder = { email: 'rohan@example.in', password: 'Nivaas@123', role: 'Builder' } satisfies SignIn;
/** A Buyer's address for the stories whose answer comes from a named scenario, not the db. */
const buyer = { email: 'asha@example.in', password: 'Nivaas@123', role: 'Buyer' } satisfies SignIn;
/** An address no account has. */
const stranger = { ...buyer, email: 'new@example.in' } satisfies SignIn;

const meta = {
  title: 'Pages/Auth/Login',
  component: LoginPage,
  decorators: [atRoutes('/login')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/login' } },
  beforeEach: () => {
    for (const signIn of [seller, builder]) {
      const account = db.accounts.find((a) => a.role === signIn.role)!;
      Object.assign(account, signIn);
    }
  },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], { email, password, role }: SignIn) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), email);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
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
    await fill(canvas, seller);
    await expect(await canvas.findByText('Arrived at /seller')).toBeVisible();
    await expect(requestsTo('/api/users/login')[0]?.body).toEqual(seller);
  },
};

export const ReturnsToThePageThatSentThem: Story = {
  parameters: { router: { initialEntry: { pathname: '/login', state: { from: '/post-builder-property' } } } },
  play: async ({ canvas }) => {
    await fill(canvas, builder);
    await expect(await canvas.findByText('Arrived at /post-builder-property')).toBeVisible();
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: [users.login.slow] } },
  play: async ({ canvas }) => {
    await fill(canvas, buyer);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Signing in...' })).toHaveAttribute('data-pending', 'true'),
    );
  },
};

export const UserNotFound: Story = {
  parameters: { msw: { handlers: [users.login.userNotFound] } },
  play: async ({ canvas }) => {
    await fill(canvas, stranger);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please register this email first.');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue(stranger.email);
  },
};

export const WrongRole: Story = {
  parameters: { msw: { handlers: [users.login.invalidCredentials] } },
  play: async ({ canvas }) => {
    // Asha's address with a role she does not have.
    await fill(canvas, { ...buyer, role: 'Agent' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid credentials or role.');
  },
};

export const NoConnection: Story = {
  parameters: { msw: { handlers: [users.login.networkError] } },
  play: async ({ canvas }) => {
    await fill(canvas, buyer);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No response from server. Please check your connection and try again.',
    );
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Builder' })).toBeVisible();
  },
};

/** docs/auth.md#lockout: the Seller's account after 5 failed sign-ins in a row (a stranger's guesses). */
const afterFailedSignIns = () => {
  db.failedLogins[db.accounts.find((a) => a.role === 'Seller')!._id] = FREE_FAILED_LOGINS;
};

export const AsksForTheMailedCode: Story = {
  beforeEach: afterFailedSignIns,
  play: async ({ canvas }) => {
    await fill(canvas, seller);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(loginMessages.codeSent);
    const code = canvas.getByRole('textbox', { name: /Sign-in code/ });
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // Everything typed stays, so the code is all there is to add.
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue(seller.email);
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue(seller.password);
    await expect(canvas.getByRole('radio', { name: seller.role })).toBeChecked();
    await expect(requestsTo('/api/users/login')[0]?.body).toEqual(seller);
  },
};

export const SignsInWithTheCode: Story = {
  beforeEach: afterFailedSignIns,
  play: async (context) => {
    await AsksForTheMailedCode.play!(context);
    const { canvas } = context;
    await userEvent.type(canvas.getByRole('textbox', { name: /Sign-in code/ }), MOCK_OTP);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Arrived at /seller')).toBeVisible();
    await expect(requestsTo('/api/users/login')[1]?.body).toEqual({ ...seller, otp: MOCK_OTP });
  },
};

export const WrongCode: Story = {
  beforeEach: afterFailedSignIns,
  play: async (context) => {
    await AsksForTheMailedCode.play!(context);
    const { canvas } = context;
    const code = canvas.getByRole('textbox', { name: /Sign-in code/ });
    await userEvent.type(code, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Please enter the 6-digit code')).toBeVisible();
    await expect(requestsTo('/api/users/login')).toHaveLength(1);
    await userEvent.type(code, '9999');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Invalid or expired code'));
    await expect(code).toHaveValue('129999');
  },
};
