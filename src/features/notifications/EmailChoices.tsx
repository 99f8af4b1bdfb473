import { describeError } from '@/api';
import { AsyncContent } from '@/components/AsyncContent';
import { useMuteChoices } from './api';
import { MuteChoices, type MuteChoicesProps } from './MuteChoices';

/**
 * docs/notifications.md#muting: my e-mail choices, loaded and saved through the same calls wherever
 * they are shown (the notifications page, a builder's profile).
 */
export function EmailChoices(shown: Pick<MuteChoicesProps, 'title' | 'note'>) {
  const mutes = useMuteChoices();
  return (
    <AsyncContent
      load={mutes.load}
      loadingLabel="Loading your e-mail choices"
      errorTitle="Unable to Load Your E-mail Choices"
      describe={describeError}
    >
      {({ muted }) => (
        <MuteChoices {...shown} muted={muted} onChoose={(kind, emailed) => void mutes.choose(kind, emailed)} />
      )}
    </AsyncContent>
  );
}
