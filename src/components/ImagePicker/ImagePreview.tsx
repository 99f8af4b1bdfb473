import { Button } from 'react-aria-components';
import styled from 'styled-components';
import { UploadBar } from './UploadBar';
import { useObjectUrl } from './useObjectUrl';

/** What a chosen photo's tile says of its upload (docs/media.md#in-the-browser). */
export interface PhotoTileStatus {
  /** 'Making smaller…', 'Uploading 40%', 'Uploaded'. */
  text: string;
  /** Percent done; undefined while unknown. */
  percent?: number;
  isDone?: boolean;
  /** Why this photo did not upload; with `onRetry` when a second try may work. */
  error?: string;
  onRetry?: () => void;
}

interface TileProps {
  name: string;
  onRemove: () => void;
}

/** One thumbnail with a remove button named after the image ('Remove a.png'). */
function PreviewTile({
  name,
  onRemove,
  src,
  status,
}: TileProps & { src: string | undefined; status?: PhotoTileStatus }) {
  return (
    <Tile>
      <Thumb src={src} alt={name} />
      <RemoveButton aria-label={`Remove ${name}`} onPress={onRemove}>
        ×
      </RemoveButton>
      {status && (
        <Status>
          {status.error ? (
            <>
              <Reason>{status.error}</Reason>
              {status.onRetry && (
                <RetryButton aria-label={`Retry ${name}`} onPress={status.onRetry}>
                  Retry
                </RetryButton>
              )}
            </>
          ) : (
            <UploadBar
              aria-label={`Upload of ${name}`}
              percent={status.percent}
              text={status.text}
              tone={status.isDone ? 'done' : 'neutral'}
            />
          )}
        </Status>
      )}
    </Tile>
  );
}

/** An image saved earlier (edit mode), shown from its URL. */
export function SavedImagePreview({ url, ...tile }: TileProps & { url: string }) {
  return <PreviewTile src={url} {...tile} />;
}

/** A file chosen on this visit, shown through an object URL that lives as long as the preview (useObjectUrl). */
export function FilePreview({
  file,
  status,
  onRemove,
}: {
  file: File;
  status?: PhotoTileStatus;
  onRemove: () => void;
}) {
  return <PreviewTile src={useObjectUrl(file)} name={file.name} status={status} onRemove={onRemove} />;
}

/**
 * A chosen file refused by its bytes: its name and the reason, where its thumbnail would be (a text
 * file named .jpg never shows as a broken image), and a remove button.
 */
export function RefusedFile({ name, reason, onRemove }: TileProps & { reason: string }) {
  return (
    <Tile $refused>
      <RefusedName>{name}</RefusedName>
      <RemoveButton aria-label={`Remove ${name}`} onPress={onRemove}>
        ×
      </RemoveButton>
      <Status>
        <Reason>{reason}</Reason>
      </Status>
    </Tile>
  );
}

const Tile = styled.li<{ $refused?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 7.5rem;
  border: 1px solid ${({ theme, $refused }) => ($refused ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
`;

const Thumb = styled.img`
  width: 100%;
  height: 5.5rem;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const RefusedName = styled.span`
  display: flex;
  align-items: center;
  height: 5.5rem;
  padding: ${({ theme }) => theme.space(2)};
  padding-right: 2.25rem;
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Status = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1.5)};
`;

const Reason = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.danger};
  overflow-wrap: anywhere;
`;

const RetryButton = styled(Button)`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
`;

const RemoveButton = styled(Button)`
  position: absolute;
  top: ${({ theme }) => theme.space(1)};
  right: ${({ theme }) => theme.space(1)};
  display: grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  padding: 0;
  border: none;
  border-radius: 50%;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.overlay};
  cursor: pointer;
  &[data-hovered],
  &[data-pressed] {
    background: ${({ theme }) => theme.color.danger};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
`;
