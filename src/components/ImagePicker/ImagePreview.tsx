import { Button } from 'react-aria-components';
import styled from 'styled-components';
import { useObjectUrl } from './useObjectUrl';

interface PreviewTileProps {
  name: string;
  onRemove: () => void;
  src: string | undefined;
}

/** One thumbnail with a remove button named after the image ('Remove a.png'). */
function PreviewTile({ name, onRemove, src }: PreviewTileProps) {
  return (
    <Tile>
      <Thumb src={src} alt={name} />
      <RemoveButton aria-label={`Remove ${name}`} onPress={onRemove}>
        ×
      </RemoveButton>
    </Tile>
  );
}

/** An image saved earlier (edit mode), shown from its URL. */
export function SavedImagePreview({ url, name, onRemove }: { url: string; name: string; onRemove: () => void }) {
  return <PreviewTile src={url} name={name} onRemove={onRemove} />;
}

/** A file chosen on this visit, shown through an object URL that lives as long as the preview (useObjectUrl). */
export function FilePreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  return <PreviewTile src={useObjectUrl(file)} name={file.name} onRemove={onRemove} />;
}

const Tile = styled.li`
  position: relative;
  width: 6rem;
  height: 6rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Thumb = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
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
