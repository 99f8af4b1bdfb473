import { describeError } from '@/api';
import { AsyncContent } from '@/components/AsyncContent';
import { StackList } from '@/components/PageLayout';
import { useAuth } from '@/features/auth';
import { useMarkRepliesSeen, useReplyAsBuyer, useSentInquiries, usePhoneConsent } from './api';
import { SentInquiryCard } from './SentInquiryCard';

/**
 * docs/listings.md#buyer-inquiries: the buyer's inquiries, newest first, with the posters' replies.
 * Showing them marks the replies seen (the top bar's count goes to zero).
 */
export function SentInquiries() {
  const sent = useSentInquiries();
  const { user } = useAuth();
  const phoneConsent = usePhoneConsent();
  const reply = useReplyAsBuyer();
  useMarkRepliesSeen(sent.data?.reduce((sum, inquiry) => sum + inquiry.unreadReplies, 0) ?? 0);
  return (
    <AsyncContent
      load={sent}
      loadingLabel="Loading your inquiries"
      errorTitle="Unable to Load Your Inquiries"
      describe={describeError}
    >
      {(inquiries) =>
        inquiries.length === 0 ? (
          <p>When you ask a seller or an agent about a property, the conversation shows here.</p>
        ) : (
          <StackList aria-label="Your inquiries">
            {inquiries.map((inquiry) => (
              <li key={inquiry._id}>
                <SentInquiryCard
                  inquiry={inquiry}
                  accountPhone={user?.phone ?? ''}
                  onWithdraw={(chosen) => void phoneConsent.withdraw(chosen)}
                  onShare={(chosen, phone) => phoneConsent.share(chosen, phone)}
                  onReplied={(chosen, message) => void reply(chosen, message)}
                  isBusy={phoneConsent.busy === inquiry._id}
                />
              </li>
            ))}
          </StackList>
        )
      }
    </AsyncContent>
  );
}
