import { expect, waitFor, within } from 'storybook/test';
import type { Canvas } from './formSteps';

/**
 * docs/listings.md#inquiry-thread: after Send reply, waits until the reply is saved (the box empties)
 * and checks it is the thread's newest message. The text alone is no proof: the reply box holds it
 * too until the server answers.
 */
export async function seeSavedReply(card: Canvas, text: string) {
  await waitFor(() => expect(card.getByRole('textbox', { name: 'Your reply' })).toHaveValue(''));
  const conversation = within(card.getByRole('group', { name: /^Conversation with / }));
  await expect(conversation.getAllByRole('listitem').at(-1)).toHaveTextContent(text);
}
