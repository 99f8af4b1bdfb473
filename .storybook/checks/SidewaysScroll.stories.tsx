import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { expectNoSidewaysScroll } from '../sidewaysScroll';

/**
 * Keeps the phone-width check honest (docs/toolchain.md#no-sideways-scroll): the check every story
 * gets after its play function fails on a page one element wider than a 412 px phone, names that
 * element, and passes once it fits. A check that cannot fail makes this story fail.
 */
const meta = {
  title: 'Developer/No Sideways Scroll',
  // How the test bench checks itself: for engineers (.storybook/main.ts hides it when published).
  tags: ['dev-only'],
  parameters: { visual: false },
  render: () => (
    <main>
      <h1>No sideways scroll</h1>
      <Name data-testid="name">Villas in Blr longlonglonglonglonglonglonglonglonglonglonglonglong</Name>
    </main>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const NamesWhatSticksOut: Story = {
  play: async ({ canvas, step }) => {
    const name = canvas.getByTestId('name');
    await step('a name that cannot wrap pans the page, and the check names it', async () => {
      await expect(expectNoSidewaysScroll()).rejects.toThrow(/at 320 px .*"Villas in Blr long/);
    });
    await step('wider than 320 px only: the check still fails at 320', async () => {
      name.textContent = 'Villas in Bengaluru';
      name.style.width = '360px';
      await expect(expectNoSidewaysScroll()).rejects.toThrow(/at 320 px the page is \d+ px wide/);
    });
    await step('the name wraps: the page fits at both widths', async () => {
      name.style.width = '';
      name.style.overflowWrap = 'anywhere';
      await expectNoSidewaysScroll();
    });
    await step('the story’s own viewport comes back after the check', async () => {
      await expect(window.innerWidth).toBeGreaterThan(412);
    });
  },
};

/** A name in one unbroken piece, as a person may type one. */
const Name = styled.p`
  font-size: 1.5rem;
  font-weight: 600;
`;
