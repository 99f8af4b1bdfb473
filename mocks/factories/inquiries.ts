import type { Inquiry, ThreadMessage } from '@/api/contract';
import { newId } from './ids';

export function anInquiry(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    _id: newId('inquiry-'),
    listingId: 'listing-0001',
    listingTitle: '2 BHK Flat in Koramangala',
    buyer: { name: 'Asha Rao' },
    message: 'Is the flat still available? I would like to visit this Saturday morning.',
    state: 'new',
    createdAt: '2026-10-14T11:15:00.000Z',
    thread: [],
    ...overrides,
  };
}

/** A message in an inquiry's thread: by default the poster's answer. */
export function aThreadMessage(overrides: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    _id: newId('message-'),
    from: 'poster',
    authorName: 'Vikram Shah',
    text: 'Yes, it is available. Saturday at 11 am works for me.',
    createdAt: '2026-10-15T09:00:00.000Z',
    ...overrides,
  };
}
