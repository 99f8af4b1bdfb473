import { useState } from 'react';
import { visitMessages } from '@/api/contract/visits';
import { TextArea } from '@/components/TextArea';

/**
 * docs/leads.md#site-visits: the reason a move or a cancellation needs. `given()` answers it trimmed,
 * or null with the message shown beside the field (gone again once something is typed); `field` is
 * the field under its question.
 */
export function useReason(question: string) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const given = () => {
    const trimmed = reason.trim();
    if (!trimmed) setError(visitMessages.needsReason);
    return trimmed || null;
  };
  const field = (
    <TextArea
      label={question}
      rows={2}
      value={reason}
      onChange={(value) => {
        setReason(value);
        setError('');
      }}
      errorMessage={error}
      isRequired
    />
  );
  return { given, field };
}
