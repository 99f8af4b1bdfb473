import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { server } from 'vitest/browser';
import { Button } from '@/components/Button';
import { theme } from '@/theme';
import { expectWholePageToMatch } from '../wholePage';

/**
 * Keeps the baselines honest (docs/toolchain.md#visual-baselines): a page whose only change is one
 * colour token, on a button or on one line of small text far below the first screen, must fail its
 * baseline. A shot cut at the fold,
 * or a tolerance that lets a token's shade through, makes this story fail.
 */
const meta = {
  title: 'Developer/Whole-Page Baseline',
  // How the test bench checks itself: for engineers (.storybook/main.ts hides it when published).
  tags: ['dev-only'],
  render: () => <TallPage />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const BelowTheFold: Story = {
  play: async ({ canvas, step }) => {
    const contact = canvas.getByRole('button', { name: 'Contact Us' });
    await expect(contact.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight);
    await step('the page as committed matches its baseline', () => expectWholePageToMatch('Below The Fold'));
    // `vitest -u` rewrites a baseline that differs instead of failing: nothing to prove in that run.
    if (server.config.snapshotOptions.updateSnapshot === 'all') return;
    await step('the button one shade darker (primaryHover for primary) fails it', async () => {
      Object.assign(contact.style, { background: theme.color.primaryHover, borderColor: theme.color.primaryHover });
      await expect(expectWholePageToMatch('Below The Fold')).rejects.toThrow(/pixels \(ratio [\d.]+\) differ/);
      Object.assign(contact.style, { background: '', borderColor: '' });
    });
    await step('one line of small text one shade darker (textSubtle for textMuted) fails it', async () => {
      const note = canvas.getByText('Prices include GST.');
      note.style.color = theme.color.textSubtle;
      await expect(expectWholePageToMatch('Below The Fold')).rejects.toThrow(/pixels \(ratio [\d.]+\) differ/);
      note.style.color = '';
    });
  },
};

function TallPage() {
  return (
    <Page>
      <h1>Whole-page baseline</h1>
      <p>The first screen stays the same; only the button and the note at the end of the page change.</p>
      <Filler aria-hidden />
      <Button>Contact Us</Button>
      <Note>Prices include GST.</Note>
    </Page>
  );
}

const Page = styled.main`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: start;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Pushes the button well past the first screen of any story viewport. */
const Filler = styled.div`
  height: 1600px;
  width: 100%;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;
