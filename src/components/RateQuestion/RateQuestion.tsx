import type { RateFlag } from '@/api/contract';
import { ConfirmDialog } from '@/components/Dialog';
import { rateQuestion } from './rateWords';

export interface RateQuestionProps {
  flag: RateFlag;
  isOpen: boolean;
  /** Closes the question and takes the person back to the price. */
  onChangePrice: () => void;
  /** The price is right: send it as it is. */
  onConfirm: () => void;
}

/**
 * docs/listings.md#plausible-rates: "Is ₹1.5 Lakh right?" before a price far from its city's usual
 * rate is sent. A question, not a refusal: the person may send it as it is.
 */
export function RateQuestion({ flag, isOpen, onChangePrice, onConfirm }: RateQuestionProps) {
  const { title, message } = rateQuestion(flag);
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onChangePrice();
      }}
      title={title}
      message={message}
      cancelLabel="Change the price"
      confirmLabel="Yes, send it"
      onConfirm={onConfirm}
    />
  );
}
