import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Route, Routes, useLocation } from 'react-router';
import styled from 'styled-components';
import { buttonVariants } from '@/components/Button';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import { AA_TEXT, contrastRatio } from '@/theme/contrast';
import { ButtonLink, ButtonLinkStandIn } from './ButtonLink';

function Arrived() {
  return <p>Arrived at {useLocation().pathname}</p>;
}

const meta = {
  title: 'Components/Button Link',
  component: ButtonLink,
  parameters: docsWithUsage(usageNotes.buttonLink),
  args: { to: '/post-builder-property', children: 'Post Builder Property' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/" element={<Story />} />
        <Route path="*" element={<Arrived />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Post Builder Property' });
    await expect(link).toHaveAttribute('href', '/post-builder-property');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Arrived at /post-builder-property')).toBeVisible();
  },
};

export const SecondarySmall: Story = {
  args: { variant: 'secondary', size: 'sm', to: '/builder/properties', children: 'My Projects' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'My Projects' }));
    await expect(await canvas.findByText('Arrived at /builder/properties')).toBeVisible();
  },
};

/** A page section that colours its own links, as the dashboards' sections do. */
const SectionWithLinkColour = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  a {
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;

/** `rgb(r, g, b)` as `#rrggbb`. */
const hexOf = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;
const contrastOf = (link: HTMLElement) => {
  const style = getComputedStyle(link);
  return contrastRatio(hexOf(style.color), hexOf(style.backgroundColor));
};

/**
 * Every variant keeps its label readable at rest and hovered inside a section that colours its
 * links (issue #36: "Find properties" read brown on orange, and no check saw it because the story
 * left the page before the accessibility check ran).
 */
export const EveryVariantInAColouredSection: Story = {
  render: () => (
    <SectionWithLinkColour>
      {buttonVariants
        .filter((variant) => variant !== 'ghost')
        .map((variant) => (
          <ButtonLink key={variant} to="/properties" variant={variant}>
            {`Find properties (${variant})`}
          </ButtonLink>
        ))}
    </SectionWithLinkColour>
  ),
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) {
      await expect(contrastOf(link), `${link.textContent} at rest`).toBeGreaterThanOrEqual(AA_TEXT);
      await userEvent.hover(link);
      await expect(contrastOf(link), `${link.textContent} hovered`).toBeGreaterThanOrEqual(AA_TEXT);
      await userEvent.unhover(link);
    }
  },
};

/** docs/auth.md#first-paint: the stand-in a stored session shows until the app makes the link. */
export const StandInBesideTheLink: Story = {
  render: (args) => (
    <SectionWithLinkColour>
      <ButtonLinkStandIn>{args.children}</ButtonLinkStandIn>
      <ButtonLink {...args} />
    </SectionWithLinkColour>
  ),
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Post Builder Property' });
    const standIn = canvasElement.querySelector('span[aria-hidden="true"]')!;
    // Not a link, not read out: only its look stands in.
    await expect(canvas.getAllByRole('link')).toEqual([link]);
    await expect(standIn).toHaveTextContent('Post Builder Property');
    // The same box: the link takes its place without moving what follows.
    const [drawn, real] = [standIn.getBoundingClientRect(), link.getBoundingClientRect()];
    await expect([drawn.width, drawn.height]).toEqual([real.width, real.height]);
    await expect(getComputedStyle(standIn).backgroundColor).toBe(getComputedStyle(link).backgroundColor);
  },
};
