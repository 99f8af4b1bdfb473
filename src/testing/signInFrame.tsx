import type { Decorator } from '@storybook/react-vite';
import { Route } from 'react-router';
import { userEvent, within } from 'storybook/test';
import type { Role } from '@/api/contract';
import { LoginPage } from '@/features/auth/screens/LoginPage';
import { atRoutesWith } from './storyFrame';

/**
 * As atRoutes (storyFrame.tsx), with the app's real sign-in page at /login: a story follows a
 * signed-out visitor to sign in and back to the page that sent them.
 */
export const atRoutesWithSignIn = (...paths: string[]): Decorator =>
  atRoutesWith(<Route path="/login" element={<LoginPage googleClientId={undefined} />} />, ...paths);

/** Signs in on the sign-in page as a person does: e-mail, password, role, then Sign in. */
export async function signIn(canvasElement: HTMLElement, account: { email: string; password: string; role: Role }) {
  const page = within(canvasElement);
  await userEvent.type(await page.findByRole('textbox', { name: /Email/ }), account.email);
  await userEvent.type(page.getByLabelText(/^Password/), account.password);
  await userEvent.click(page.getByRole('radio', { name: account.role }));
  await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
}
