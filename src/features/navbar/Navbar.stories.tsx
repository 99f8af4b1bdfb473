import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Role } from '@/api/contract';
import { AuthProvider } from '@/features/auth';
import { requestsTo } from '@mocks/db';
import { inquiries, users } from '@mocks/handlers';
import { storeSessionOf, storeStaffSession } from '@mocks/session';
import { storyClock } from '@/testing/storyClock';
import { loadSignedInNav, Navbar } from './Navbar';

function Page() {
  const navigate = useNavigate();
  // Lets a story navigate the way the app does (not by a click), e.g. while a menu is open.
  useEffect(() => {
    const go = (event: Event) => navigate((event as CustomEvent<string>).detail);
    window.addEventListener('story:navigate', go);
    return () => window.removeEventListener('story:navigate', go);
  }, [navigate]);
  return <main style={{ height: 1600, padding: 16 }}>Page at {useLocation().pathname}</main>;
}

const meta = {
  title: 'Patterns/Navigation Bar',
  component: Navbar,
  decorators: [
    (Story) => (
      <AuthProvider>
        <Story />
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </AuthProvider>
    ),
  ],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/' } },
  // The signed-in controls are their own chunk; loaded ahead, each story sees them at its first render.
  beforeEach: loadSignedInNav,
} satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The debounce's time, moved by hand. */
const resizeClock = storyClock();

const as = (role: Role) => () => void storeSessionOf(role);
const nav = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('navigation', { name: 'Main' }));
/** The role's links of docs/routes.md#navbar-links: the notification bell sits beside them, not among them. */
const linkNames = (canvas: ReturnType<typeof within>) =>
  nav(canvas)
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href') !== '/notifications')
    .map((link) => link.textContent);
const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    await expect(linkNames(canvas)).toEqual(['Login']);
    await expect(nav(canvas).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Nivaas home' })).toHaveAttribute('href', '/');
  },
};

export const Buyer: Story = {
  beforeEach: as('Buyer'),
  parameters: { router: { initialEntry: '/buyer' } },
  play: async ({ canvas }) => {
    await expect(linkNames(canvas)).toEqual(['Home', 'Buyer Dashboard', 'Properties']);
    await expect(nav(canvas).getByRole('link', { name: 'Buyer Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(canvas).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(nav(canvas).getByRole('button', { name: 'Profile menu for Asha Rao' })).toBeVisible();
  },
};

/** docs/listings.md#inquiry-unread: a seller's reply the buyer has not seen is counted beside the dashboard link. */
export const BuyerWithNewReplies: Story = {
  beforeEach: as('Buyer'),
  play: async ({ canvas }) => {
    await expect(await nav(canvas).findByText('1 new')).toBeVisible();
    // The count sits beside the link: the link keeps its name.
    await expect(linkNames(canvas)).toEqual(['Home', 'Buyer Dashboard', 'Properties']);
    await expect(requestsTo('/api/me/sent-inquiries/unread', 'GET')[0]?.authorization).toMatch(/^Bearer /);
  },
};

/** On a phone the links fold into the menu: the count shows beside the menu button. */
export const BuyerWithNewRepliesOnAPhone: Story = {
  beforeEach: as('Buyer'),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await nav(canvas).findByText('1 new')).toBeVisible();
    await expect(nav(canvas).getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(linkNames(canvas)).toEqual([]);
    // The bell stays in the bar on a phone, outside the folded menu.
    await expect(await nav(canvas).findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  },
};

/** docs/notifications.md#list: every signed-in role has the bell, with the unread count, beside its links. */
export const SellerWithUnreadNotifications: Story = {
  beforeEach: as('Seller'),
  play: async ({ canvas }) => {
    const bell = await nav(canvas).findByRole('button', { name: 'Notifications, 1 unread' });
    await expect(within(bell).getByText('1')).toBeVisible();
    await expect(linkNames(canvas)).toEqual(['Home', 'Seller Dashboard', 'My Inquiries']);
    await expect(requestsTo('/api/me/notifications/unread', 'GET')[0]?.authorization).toMatch(/^Bearer /);
  },
};

export const BuilderWithNoUnreadNotifications: Story = {
  beforeEach: as('Builder'),
  play: async ({ canvas }) => {
    await waitFor(() => expect(requestsTo('/api/me/notifications/unread', 'GET')).toHaveLength(1));
    await expect(nav(canvas).getByRole('button', { name: 'Notifications' })).toBeVisible();
    await userEvent.click(nav(canvas).getByRole('button', { name: 'Notifications' }));
    await expect(await canvas.findByText('Page at /notifications')).toBeVisible();
    await expect(nav(canvas).getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
  },
};

export const BuyerWithNoNewReplies: Story = {
  beforeEach: as('Buyer'),
  parameters: { msw: { handlers: [inquiries.unread.none] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(requestsTo('/api/me/sent-inquiries/unread', 'GET')).toHaveLength(1));
    await expect(nav(canvas).queryByText(/ new$/)).not.toBeInTheDocument();
  },
};

/**
 * docs/listings.md#inquiry-unread: a seller's new inquiries and buyer messages (the demo flat's two
 * inquiries, My Inquiries never opened) are counted beside My Inquiries.
 */
export const SellerWithNewBuyerMessages: Story = {
  beforeEach: as('Seller'),
  play: async ({ canvas }) => {
    await expect(await nav(canvas).findByText('2 new')).toBeVisible();
    await expect(linkNames(canvas)).toEqual(['Home', 'Seller Dashboard', 'My Inquiries']);
    await expect(requestsTo('/api/me/inquiries/unread', 'GET')[0]?.authorization).toMatch(/^Bearer /);
    await expect(requestsTo('/api/me/sent-inquiries/unread')).toEqual([]);
  },
};

/** A builder has no inquiries: the bar asks for no count. */
export const BuilderAsksForNoCount: Story = {
  beforeEach: as('Builder'),
  play: async ({ canvas }) => {
    await expect(await nav(canvas).findByRole('link', { name: 'Builder Dashboard' })).toBeVisible();
    await expect(requestsTo('/api/me/inquiries/unread')).toEqual([]);
    await expect(requestsTo('/api/me/sent-inquiries/unread')).toEqual([]);
  },
};

/** docs/auth.md#session-restore: a stored user without a name stays signed in; the menu says 'User'. */
export const BuyerWithoutName: Story = {
  beforeEach: () => {
    const { name: _name, ...nameless } = storeSessionOf('Buyer');
    localStorage.setItem('user', JSON.stringify(nameless));
  },
  parameters: { router: { initialEntry: '/buyer' } },
  play: async ({ canvas }) => {
    await expect(linkNames(canvas)).toEqual(['Home', 'Buyer Dashboard', 'Properties']);
    await expect(nav(canvas).getByRole('button', { name: 'Profile menu for User' })).toHaveTextContent('User');
  },
};

export const Seller: Story = {
  beforeEach: as('Seller'),
  parameters: { msw: { handlers: [inquiries.newBuyerMessages.none] } },
  play: async ({ canvas }) => {
    await expect(linkNames(canvas)).toEqual(['Home', 'Seller Dashboard', 'My Inquiries']);
    await expect(nav(canvas).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav(canvas).getByRole('button', { name: 'Post Property' }));
    await expect(await canvas.findByText('Page at /post_property')).toBeVisible();
  },
};

export const Agent: Story = {
  beforeEach: as('Agent'),
  parameters: { router: { initialEntry: '/inquiries' }, msw: { handlers: [inquiries.newBuyerMessages.none] } },
  play: async ({ canvas }) => {
    await expect(linkNames(canvas)).toEqual(['Home', 'Agent Dashboard', 'My Inquiries']);
    await expect(nav(canvas).getByRole('link', { name: 'Agent Dashboard' })).toHaveAttribute('href', '/agent');
    await expect(nav(canvas).getByRole('link', { name: 'My Inquiries' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Builder: Story = {
  beforeEach: as('Builder'),
  parameters: { router: { initialEntry: '/builder/properties' } },
  play: async ({ canvas }) => {
    await expect(linkNames(canvas)).toEqual(['Home', 'Builder Dashboard', 'Post Builder Property']);
    // Active by path prefix: /builder/properties lights up the Builder Dashboard.
    await expect(nav(canvas).getByRole('link', { name: 'Builder Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(canvas).getByRole('link', { name: 'Post Builder Property' })).toHaveAttribute(
      'href',
      '/post_property_builder',
    );
  },
};

export const ReviewTeamMember: Story = {
  beforeEach: () => void storeStaffSession(),
  parameters: { router: { initialEntry: '/staff/review' } },
  play: async ({ canvas }) => {
    await expect(linkNames(canvas)).toEqual(['Home', 'Buyer Dashboard', 'Properties', 'Review Queue']);
    await expect(nav(canvas).getByRole('link', { name: 'Review Queue' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LogoutDialogCancel: Story = {
  beforeEach: as('Buyer'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu for Asha Rao' }));
    await userEvent.click(body(canvasElement).getByRole('menuitem', { name: 'Logout' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Logout' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(requestsTo('/api/users/logout')).toHaveLength(0);
  },
};

export const LogoutConfirmed: Story = {
  beforeEach: as('Buyer'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu for Asha Rao' }));
    await userEvent.click(body(canvasElement).getByRole('menuitem', { name: 'Logout' }));
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Yes, Logout' }));
    await expect(await canvas.findByText('Page at /login')).toBeVisible();
    await expect(linkNames(canvas)).toEqual(['Login']);
    await expect(requestsTo('/api/users/logout')[0]?.authorization).toMatch(/^Bearer /);
  },
};

export const LogoutFailureNotice: Story = {
  beforeEach: as('Seller'),
  parameters: { msw: { handlers: [users.logout.serverError, inquiries.newBuyerMessages.none] } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu for Vikram Shah' }));
    await userEvent.click(body(canvasElement).getByRole('menuitem', { name: 'Logout' }));
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Yes, Logout' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only Sellers, Agents, or Builders can post properties',
    );
    await expect(await canvas.findByText('Page at /login')).toBeVisible();
  },
};

export const OnAPhone: Story = {
  beforeEach: as('Builder'),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(linkNames(canvas)).toEqual([]);
    const hamburger = canvas.getByRole('button', { name: 'Menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(hamburger);
    const panel = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(getComputedStyle(panel).width).toBe('288px');
    await userEvent.click(within(panel).getByRole('link', { name: 'Builder Dashboard' }));
    await expect(await canvas.findByText('Page at /builder')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  },
};

export const MobileEdge1023: Story = {
  beforeEach: as('Agent'),
  globals: { viewport: { value: 'mobileEdge' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(1023);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
  },
};

export const DesktopEdge1024: Story = {
  beforeEach: as('Agent'),
  globals: { viewport: { value: 'desktopEdge' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(1024);
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(linkNames(canvas)).toEqual(['Home', 'Agent Dashboard', 'My Inquiries']);
  },
};

export const BuyerOnAPhone: Story = {
  beforeEach: as('Buyer'),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const panel = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    await expect(panel.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Buyer Dashboard',
      'Properties',
    ]);
  },
};

export const SellerOnAPhone: Story = {
  beforeEach: as('Seller'),
  parameters: { msw: { handlers: [inquiries.newBuyerMessages.none] } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const panel = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    await userEvent.click(panel.getByRole('button', { name: 'Post Property' }));
    await expect(await canvas.findByText('Page at /post_property')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  },
};

export const LoggedOutOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(linkNames(canvas)).toEqual(['Login']);
  },
};

export const ProfileMenuOpen: Story = {
  beforeEach: as('Builder'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu for Rohan Mehta' }));
    // The menu is in the page at once but shown only once it is placed: wait for what a person sees.
    await waitFor(() => expect(body(canvasElement).getByRole('menuitem', { name: 'Logout' })).toBeVisible());
    // It closes on an outside click.
    await userEvent.click(canvas.getByText('Page at /'));
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};

/** A resize switches the layout only after 50 ms of quiet (the debounce) (docs/routes.md#mobile-layout). */
export const ResizeIsDebounced: Story = {
  decorators: [resizeClock.provide],
  parameters: {
    msw: { handlers: [inquiries.newBuyerMessages.none] },
    // docs/toolchain.md#no-sideways-scroll: the story holds the window's width at 1024 px and the
    // resize clock still, so the bar cannot see a phone's width; the other stories check the bar there.
    desktopOnly: 'holds window.innerWidth at 1024 px and the resize clock: the bar never sees a phone width',
  },
  beforeEach: () => {
    resizeClock.reset();
    storeSessionOf('Seller');
    const width = Object.getOwnPropertyDescriptor(window, 'innerWidth');
    return () => {
      if (width) Object.defineProperty(window, 'innerWidth', width);
      window.dispatchEvent(new Event('resize'));
    };
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1023 });
    window.dispatchEvent(new Event('resize'));
    resizeClock.advance(49);
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    resizeClock.advance(1);
    await expect(await canvas.findByRole('button', { name: 'Menu' })).toBeVisible();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    window.dispatchEvent(new Event('resize'));
    resizeClock.advance(50);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull());
  },
};

/** The profile menu closes on a route change (here one the app makes, not a click) (docs/routes.md#profile-menu). */
export const ProfileMenuClosesOnRouteChange: Story = {
  beforeEach: as('Buyer'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu for Asha Rao' }));
    await expect(await body(canvasElement).findByRole('menu')).toBeVisible();
    window.dispatchEvent(new CustomEvent('story:navigate', { detail: '/properties' }));
    await expect(await canvas.findByText('Page at /properties')).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};

export const Scrolled: Story = {
  beforeEach: as('Buyer'),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('banner');
    window.scrollTo(0, 4);
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    window.scrollTo(0, 60);
    await waitFor(() => expect(bar).toHaveAttribute('data-scrolled', 'true'));
    window.scrollTo(0, 0);
    await waitFor(() => expect(bar).toHaveAttribute('data-scrolled', 'false'));
  },
};
