import { lazy, Suspense, useState } from 'react';
import type { RateFlag } from '@/api/contract';

// The question and its dialog load when a price is asked about, not with the form that asks.
const RateQuestion = lazy(() => import('./RateQuestion').then((m) => ({ default: m.RateQuestion })));

interface RateQuestionActions {
  /** Sends the form as it is. */
  send: () => Promise<void>;
  /** Takes the person back to the price, after the question has closed. */
  changePrice: () => void;
}

/**
 * docs/listings.md#plausible-rates, for a form with a price: `submit` sends at once, or first asks
 * about a price far from its city's usual rate (`flag`); `question` is the dialog to render while it asks.
 * Imported by its path, not the folder's index, which would bring the dialog into the form's chunk.
 */
export function useRateQuestion(flag: RateFlag | null, { send, changePrice }: RateQuestionActions) {
  const [asking, setAsking] = useState(false);
  const submit = async () => {
    if (flag) setAsking(true);
    else await send();
  };
  const question =
    flag && asking ? (
      <Suspense fallback={null}>
        <RateQuestion
          flag={flag}
          isOpen
          onChangePrice={() => {
            setAsking(false);
            changePrice();
          }}
          onConfirm={() => {
            setAsking(false);
            void send();
          }}
        />
      </Suspense>
    ) : null;
  return { submit, question };
}
