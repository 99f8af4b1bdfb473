import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthProvider } from '@/features/auth';
import { loadSignedInNav, Navbar } from '@/features/navbar';
import { SESSION_STORED } from '@/lib/sessionHint';
import { storeSessionOf } from '@mocks/session';
import indexHtml from '/index.html?raw';
import footerCss from '/public/footer.css?raw';

/** The footer as every page has it: index.html's own markup, drawn by public/footer.css. */
const footerHtml = indexHtml.slice(indexHtml.indexOf('<footer'), indexHtml.indexOf('</footer>') + '</footer>'.length);

function Footer() {
  return (
    <>
      <style>{footerCss}</style>
      {/* The footer's own HTML from index.html: no input reaches it. */}
      <div dangerouslySetInnerHTML={{ __html: footerHtml }} />
    </>
  );
}

function PageWithFooter() {
  return (
    <AuthProvider>
      <Navbar />
      <main style={{ padding: 16 }}>The page</main>
      <Footer />
    </AuthProvider>
  );
}

/**
 * docs/routes.md#site-footer: the footer offers Sign in and Register to a visitor who is signed out,
 * and never to one who holds a session, from the first paint (issue #36: it offered them to a
 * signed-in buyer). The mark it reads is docs/auth.md#session-mark.
 */
const meta = {
  title: 'Developer/Site Footer',
  // The footer lives outside the app (index.html); how the page is marked for it is for engineers.
  tags: ['dev-only'],
  component: PageWithFooter,
  parameters: { layout: 'fullscreen', router: { initialEntry: '/' } },
  // The signed-in controls are their own chunk; loaded ahead, the story sees them at its first render.
  beforeEach: async () => {
    await loadSignedInNav();
    // Each story starts from a page no head script has marked.
    document.documentElement.removeAttribute(SESSION_STORED);
  },
} satisfies Meta<typeof PageWithFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

const footerOf = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('navigation', { name: 'Site' }));

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    const footer = footerOf(canvas);
    await expect(footer.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Register' })).toBeVisible();
  },
};

export const SignedInThenLogsOut: Story = {
  beforeEach: () => void storeSessionOf('Buyer'),
  play: async ({ canvas }) => {
    const footer = footerOf(canvas);
    await expect(await canvas.findByRole('button', { name: /^Profile menu for / })).toBeVisible();
    await expect(footer.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await expect(footer.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    await expect(footer.getByRole('link', { name: 'Post your property' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute(SESSION_STORED);
    await userEvent.click(canvas.getByRole('button', { name: /^Profile menu for / }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Logout' }));
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Yes, Logout' }));
    await waitFor(() => expect(footer.getByRole('link', { name: 'Sign in' })).toBeVisible());
    await expect(document.documentElement).not.toHaveAttribute(SESSION_STORED);
  },
};

/**
 * A server-rendered page before the app has run: only the footer and the mark its head puts on
 * <html> for a stored session (server/ssr/sessionHint.ts, tested in sessionHint.test.ts). Sign in and
 * Register are hidden already, so a signed-in visitor never sees them flash.
 */
export const FirstPaintWithAStoredSession: Story = {
  render: () => <Footer />,
  beforeEach: () => {
    document.documentElement.setAttribute(SESSION_STORED, '');
    return () => document.documentElement.removeAttribute(SESSION_STORED);
  },
  play: async ({ canvas }) => {
    const footer = footerOf(canvas);
    await expect(footer.getByRole('link', { name: 'Post your property' })).toBeVisible();
    await expect(footer.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await expect(footer.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  },
};

/** The app refuses a stored session it cannot read: the mark the head put on goes, and the footer offers Sign in again. */
export const RefusedStoredSessionDropsTheMark: Story = {
  beforeEach: () => {
    localStorage.setItem('token', 'not-a-token');
    localStorage.setItem('user', JSON.stringify({ name: 'Someone' }));
    document.documentElement.setAttribute(SESSION_STORED, '');
  },
  play: async ({ canvas }) => {
    const footer = footerOf(canvas);
    await expect(await canvas.findByRole('link', { name: 'Login' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(document.documentElement).not.toHaveAttribute(SESSION_STORED);
  },
};
