import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { describeError, sendThreadMessage, threadMessageRequestSchema, type ThreadMessage } from '@/api';
import { Banner } from '@/components/Banner';
import { Button } from '@/components/Button';
import { TextArea } from '@/components/TextArea';
import { formatDateTime } from '@/lib/dates';

export interface InquiryThreadProps {
  inquiryId: string;
  /** Names the conversation among others on the page: who with, about which listing. */
  label: string;
  /** The inquiry's own message, by the buyer: the thread's first entry. */
  opening: { authorName: string; text: string; createdAt: string };
  thread: ThreadMessage[];
  /** Whose screen this is: their own messages read "You". */
  viewer: ThreadMessage['from'];
  /** The saved message, for the page to add to its data. */
  onSent: (message: ThreadMessage) => void;
}

/**
 * docs/listings.md#inquiry-thread: the conversation about one inquiry, oldest first, each message with
 * its author and time, and a reply box. A refused or failed reply keeps what was typed.
 */
export function InquiryThread({ inquiryId, label, opening, thread, viewer, onSent }: InquiryThreadProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const entries = [{ _id: 'opening', from: 'buyer' as const, ...opening }, ...thread];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = threadMessageRequestSchema.safeParse({ text });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    setFailure(null);
    if (!parsed.success) return;
    setSending(true);
    try {
      const saved = await sendThreadMessage(inquiryId, parsed.data.text);
      setText('');
      onSent(saved);
    } catch (caught) {
      setFailure(describeError(caught));
    } finally {
      setSending(false);
    }
  }

  return (
    <Section role="group" aria-label={label}>
      <h3>Conversation</h3>
      <Messages>
        {entries.map((message) => (
          <Message key={message._id} $own={message.from === viewer}>
            <Meta>
              <strong>{message.from === viewer ? 'You' : message.authorName}</strong> ·{' '}
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </Meta>
            <Text>{message.text}</Text>
          </Message>
        ))}
      </Messages>
      <form onSubmit={submit} noValidate>
        {failure && (
          <Banner tone="danger" title="Your message was not sent">
            {failure}
          </Banner>
        )}
        <TextArea
          label="Your reply"
          rows={2}
          value={text}
          onChange={(value) => {
            setText(value);
            setError(undefined);
          }}
          errorMessage={error}
        />
        <Button type="submit" size="sm" isPending={sending}>
          {sending ? 'Sending...' : 'Send reply'}
        </Button>
      </form>
    </Section>
  );
}

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  form {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(2)};
  }
  form > :first-child,
  form > div {
    align-self: stretch;
  }
`;

const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
`;

const Message = styled.li<{ $own: boolean }>`
  max-width: 36rem;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $own }) => ($own ? theme.color.primarySoft : theme.color.surfaceMuted)};
  align-self: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
`;

const Meta = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  strong {
    color: ${({ theme }) => theme.color.text};
  }
`;

const Text = styled.p`
  white-space: pre-line;
`;
