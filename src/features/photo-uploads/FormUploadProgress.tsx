import styled from 'styled-components';
import { UploadBar } from '@/components/ImagePicker';
import { usePhotoUploads } from './usePhotoUploads';

/**
 * docs/media.md#in-the-browser: one bar for all the photos a form is uploading, beside its submit
 * button: how many are up, and which did not make it. Nothing while none of them is under way.
 */
export function FormUploadProgress({ files }: { files: readonly File[] }) {
  const { stateOf } = usePhotoUploads();
  const states = files.map((file) => stateOf(file));
  // Nothing under way yet (photos restored into a form upload when it is sent).
  if (states.every((state) => state === undefined)) return null;
  const uploaded = states.filter((state) => state?.phase === 'uploaded').length;
  const failed = states.filter((state) => state?.phase === 'failed').length;
  const moving = states.reduce(
    (sum, state) => sum + (state?.phase === 'uploading' && state.total > 0 ? state.loaded / state.total : 0),
    0,
  );
  const percent = Math.round(((uploaded + moving) / files.length) * 100);
  const photos = (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'}`;
  const text =
    failed > 0
      ? `${photos(failed)} did not upload: retry or remove ${failed === 1 ? 'it' : 'them'} above`
      : uploaded === files.length
        ? `All ${photos(files.length)} uploaded`
        : `Uploading photos: ${uploaded} of ${files.length} done`;
  return (
    <Wrap>
      <UploadBar
        aria-label="Photos of this form"
        percent={percent}
        text={text}
        tone={failed > 0 ? 'danger' : uploaded === files.length ? 'done' : 'neutral'}
      />
    </Wrap>
  );
}

/** As wide as it may be up to 24rem, in a row of buttons or in a column alike. */
const Wrap = styled.div`
  width: min(100%, 24rem);
`;
