import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atRoutes } from '@/testing/storyFrame';
import { HomeSearch } from './HomeSearch';

const meta = {
  title: 'Pages/Home',
  component: HomeSearch,
  decorators: [atRoutes('/')],
} satisfies Meta<typeof HomeSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

export const BuyInACityAndLocality: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Buy' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: /City$/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'Pune' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Locality or project' }), 'Hinjewadi');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(
      await canvas.findByText('Arrived at /all-properties?city=Pune&q=Hinjewadi&purpose=sale'),
    ).toBeVisible();
  },
};

export const RentByKeyboard: Story = {
  play: async ({ canvas }) => {
    // Arrow keys move between the modes; Enter in the locality field searches.
    await userEvent.click(canvas.getByRole('radio', { name: 'Buy' }));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Rent' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Locality or project' }), 'Whitefield{Enter}');
    await expect(await canvas.findByText('Arrived at /all-properties?q=Whitefield&purpose=rent')).toBeVisible();
  },
};

export const NewProjectsAnywhere: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'New Projects' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('Arrived at /all-properties?kind=builder-project')).toBeVisible();
  },
};

export const PopularCity: Story = {
  play: async ({ canvas }) => {
    const cities = within(canvas.getByRole('list', { name: 'Popular cities' }));
    await expect(cities.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Mumbai',
      'Bengaluru',
      'Pune',
      'Hyderabad',
      'Chennai',
      'New Delhi',
      'Ahmedabad',
    ]);
    await userEvent.click(cities.getByRole('link', { name: 'New Delhi' }));
    await expect(await canvas.findByText('Arrived at /all-properties?city=New%20Delhi')).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const locality = canvas.getByRole('textbox', { name: 'Locality or project' });
    const search = canvas.getByRole('button', { name: 'Search' });
    // One column: the button sits under the fields.
    await expect(search.getBoundingClientRect().top).toBeGreaterThan(locality.getBoundingClientRect().bottom);
  },
};
