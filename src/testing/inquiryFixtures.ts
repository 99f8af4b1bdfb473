import type { Inquiry } from '@/api/contract';

/**
 * One conversation on the Seller's flat, seen by its buyer (BuyerDashboard) and by the Seller
 * (InquiriesPage): the number shared the day it was asked, and the Seller's answer.
 */
export const maintenanceQuestion = {
  buyer: { name: 'Karan Mehta', phone: '9123456780', phoneSharedAt: '2026-10-13T17:45:00.000Z' },
  message: 'What is the maintenance per month, and is the price negotiable?',
  state: 'replied',
  createdAt: '2026-10-13T17:45:00.000Z',
} satisfies Partial<Inquiry>;

/** The Seller's answer to it, the next afternoon. */
export const sellersAnswer = {
  text: 'Maintenance is ₹3,500 a month. There is a little room on the price.',
  createdAt: '2026-10-14T09:30:00.000Z',
};
