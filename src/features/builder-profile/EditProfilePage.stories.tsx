import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, requestsTo } from '@mocks/db';
import { builders } from '@mocks/handlers';
import { storeSessionOf } from '@mocks/session';
import { builderNamed, builderProfile as profile } from '@/testing/builderFixtures';
import { atRoutes } from '@/testing/storyFrame';
import { EditProfilePage } from './EditProfilePage';

/** A small real PNG, so the preview decodes. */
const logo = () =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEUlEQVR4nGM4ES6FjBjIFQIAGzoaKVkpqSwAAAAASUVORK5CYII='),
        (char) => char.charCodeAt(0),
      ),
    ],
    'logo.png',
    { type: 'image/png' },
  );

const meta = {
  title: 'Pages/Builder/Edit Profile',
  component: EditProfilePage,
  decorators: [atRoutes('/edit-builder-profile')],
  parameters: { layout: 'fullscreen', router: { initialEntry: '/edit-builder-profile' } },
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    builderNamed();
    storeSessionOf('Builder');
  },
} satisfies Meta<typeof EditProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const box = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('textbox', { name });
async function retype(canvas: Canvas, name: string | RegExp, text: string) {
  await userEvent.clear(box(canvas, name));
  if (text) await userEvent.type(box(canvas, name), text);
}
const body = () => within(document.body);

export const Prefilled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Full name' })).toHaveValue(profile.name);
    await expect(box(canvas, 'Username')).toHaveValue(profile.username);
    await expect(box(canvas, 'Company name')).toHaveValue(profile.companyName);
    await expect(box(canvas, 'Year established')).toHaveValue(String(profile.companyEstablished));
    await expect(box(canvas, 'Email')).toHaveAttribute('readonly');
    await expect(canvas.getByRole('list', { name: 'Your areas of expertise' })).toHaveTextContent(
      new RegExp(profile.expertise.join('.*')),
    );
    const preview = within(canvas.getByRole('region', { name: 'Preview of your public page' }));
    await expect(preview.getByRole('heading', { level: 2, name: profile.companyName })).toBeVisible();
    await expect(preview.getByText('Verified Builder')).toBeVisible();
  },
};

export const LivePreview: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: 'Full name' });
    await retype(canvas, /^Tagline/, 'Trusted since 2004');
    await retype(canvas, 'Company name', 'Skyline Homes');
    const preview = within(canvas.getByRole('region', { name: 'Preview of your public page' }));
    await expect(preview.getByRole('heading', { level: 2, name: 'Skyline Homes' })).toBeVisible();
    await expect(preview.getByText('Trusted since 2004')).toBeVisible();
    // An empty company name falls back to the person's name, as on the public page.
    await retype(canvas, 'Company name', '');
    await expect(preview.getByRole('heading', { level: 2, name: profile.name })).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('Profile photo'), logo());
    await waitFor(() =>
      expect(preview.getByRole('img', { name: `${profile.name} logo` }).getAttribute('src')).toMatch(/^blob:/),
    );
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: 'Full name' });
    await retype(canvas, 'Full name', 'R');
    await retype(canvas, 'Username', 'Skyline Developers!');
    await retype(canvas, 'Phone', '12345');
    await retype(canvas, 'Website', 'http://exa mple');
    await retype(canvas, 'Company name', '  ');
    await retype(canvas, 'Year established', '20x4');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    const messages: Array<[string | RegExp, string]> = [
      ['Full name', 'Please enter your full name'],
      ['Company name', 'Please enter your company name'],
      ['Username', 'A username has 3 to 40 lowercase letters, digits or hyphens'],
      ['Phone', 'Please enter a valid 10-digit Indian mobile number'],
      ['Website', 'Please enter a valid website address'],
      ['Year established', 'Please enter the year the company was established'],
    ];
    await expect(messages.map(([field]) => [field, box(canvas, field).getAttribute('aria-invalid')])).toEqual(
      messages.map(([field]) => [field, 'true']),
    );
    for (const [field, message] of messages)
      await expect(box(canvas, field)).toHaveAccessibleDescription(expect.stringContaining(message));
    // Fixing a field clears its message only.
    await retype(canvas, 'Full name', profile.name);
    await expect(box(canvas, 'Full name')).not.toHaveAttribute('aria-invalid');
    await expect(box(canvas, 'Phone')).toHaveAttribute('aria-invalid', 'true');
    // A year still to come is no founding year.
    await retype(canvas, 'Year established', '3025');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(box(canvas, 'Year established')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a year from 1800 to this year'),
    );
    await expect(requestsTo('/api/builder/me/profile', 'PUT')).toHaveLength(0);
  },
};

export const SavesAndReturns: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: 'Full name' });
    await retype(canvas, /^Tagline/, 'Trusted since 2004');
    await retype(canvas, 'Website', 'skyline.example.in');
    await retype(canvas, 'About', '');
    await userEvent.type(box(canvas, /^Expertise/), 'Plotted Development{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Commercial' }));
    await userEvent.upload(canvas.getByLabelText('Profile photo'), logo());
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));

    await expect(await body().findByText('Profile updated successfully')).toBeVisible();
    await expect(await canvas.findByText('Arrived at /builder/profile')).toBeVisible();
    const [sent] = requestsTo('/api/builder/me/profile', 'PUT');
    await expect(sent?.body).toEqual({
      name: profile.name,
      companyName: profile.companyName,
      tagline: 'Trusted since 2004',
      phone: profile.phone,
      website: 'skyline.example.in',
      about: '',
      companyEstablished: String(profile.companyEstablished),
      companyAddress: profile.companyAddress,
      expertise: ['Villas', 'Apartments', 'Plotted Development'],
      username: profile.username,
    });
    const [photo] = requestsTo('/api/builder/me/profile/photo', 'POST');
    await expect(photo?.parts?.profilePhoto).toEqual([
      expect.objectContaining({ name: 'logo.png', type: 'image/png' }),
    ]);
    // What the mock saved: the blank about is cleared, the address gained https://.
    await expect(db.builders[0]).toMatchObject({
      tagline: 'Trusted since 2004',
      website: 'https://skyline.example.in',
    });
    await expect(db.builders[0]?.about).toBeUndefined();
  },
};

export const UsernameTaken: Story = {
  parameters: { msw: { handlers: [builders.update.usernameTaken] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: 'Full name' });
    await retype(canvas, 'Username', 'lotus-homes');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(box(canvas, 'Username')).toHaveAttribute('aria-invalid', 'true'));
    await expect(box(canvas, 'Username')).toHaveAccessibleDescription(
      expect.stringContaining('This username is taken'),
    );
    await expect(box(canvas, 'Username')).toHaveValue('lotus-homes');
    await expect(canvas.queryByText(/Arrived at/)).not.toBeInTheDocument();
    await expect(requestsTo('/api/builder/me/profile/photo', 'POST')).toHaveLength(0);
  },
};

export const SaveFails: Story = {
  parameters: { msw: { handlers: [builders.update.serverError] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: 'Full name' });
    await retype(canvas, /^Tagline/, 'Still typed');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(await body().findByText('Failed to update profile. Please try again.')).toBeVisible();
    await expect(box(canvas, /^Tagline/)).toHaveValue('Still typed');
    await expect(canvas.getByRole('button', { name: 'Save Profile' })).toBeEnabled();
    await expect(canvas.queryByText(/Arrived at/)).not.toBeInTheDocument();
  },
};

export const PhotoUploadFails: Story = {
  parameters: { msw: { handlers: [builders.photo.networkError] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: 'Full name' });
    await userEvent.upload(canvas.getByLabelText('Profile photo'), logo());
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(
      await body().findByText('Your details were saved, but the photo could not be uploaded. Please try again.'),
    ).toBeVisible();
    await expect(requestsTo('/api/builder/me/profile', 'PUT')).toHaveLength(1);
    // The chosen photo stays, ready to send again.
    await expect(canvas.getByRole('button', { name: /Remove logo.png/ })).toBeVisible();
    await expect(canvas.queryByText(/Arrived at/)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [builders.me.slow] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your profile' })).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const LoadFailure: Story = {
  parameters: { msw: { handlers: [builders.me.serverError] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unable to Load Your Profile')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: 'Full name' });
    const preview = canvas.getByRole('region', { name: 'Preview of your public page' });
    // The preview leads on a phone, the form follows.
    await expect(preview.getBoundingClientRect().bottom).toBeLessThanOrEqual(name.getBoundingClientRect().top);
  },
};
