import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router';
import { expect } from 'storybook/test';
import { AuthProvider } from '@/features/auth';
import { storeSessionOf, storeStaffSession } from '@mocks/session';
import { RequireRole, RequireStaff } from './RequireRole';

function Landing() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return <p>{`Landed on ${location.pathname}${from ? ` from ${from}` : ''}`}</p>;
}

const meta = {
  title: 'Developer/Require Role',
  // How the app guards and remembers sessions: for engineers (.storybook/main.ts hides it when published).
  tags: ['dev-only'],
  component: RequireRole,
  args: { roles: ['Builder'], children: <p>The builder wizard</p> },
  decorators: [
    (Story) => (
      <AuthProvider>
        <Routes>
          <Route path="/post-builder-property" element={<Story />} />
          <Route path="*" element={<Landing />} />
        </Routes>
      </AuthProvider>
    ),
  ],
  parameters: { router: { initialEntry: '/post-builder-property' } },
} satisfies Meta<typeof RequireRole>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllowedRole: Story = {
  beforeEach: () => void storeSessionOf('Builder'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The builder wizard')).toBeVisible();
  },
};

export const SignedOutGoesToLogin: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Landed on /login from /post-builder-property')).toBeVisible();
  },
};

export const OtherRoleGoesHome: Story = {
  beforeEach: () => void storeSessionOf('Seller'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Landed on /')).toBeVisible();
  },
};

export const StaffPageForTheTeam: Story = {
  render: () => (
    <RequireStaff>
      <p>The review queue</p>
    </RequireStaff>
  ),
  beforeEach: () => void storeStaffSession(),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The review queue')).toBeVisible();
  },
};

export const StaffPageRefusesOthers: Story = {
  render: () => (
    <RequireStaff>
      <p>The review queue</p>
    </RequireStaff>
  ),
  beforeEach: () => void storeSessionOf('Builder'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Landed on /')).toBeVisible();
  },
};
