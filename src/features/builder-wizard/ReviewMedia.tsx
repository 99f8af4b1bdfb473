import styled from 'styled-components';
import { useObjectUrl, type ImagePickerValue } from '@/components/ImagePicker';
import { WrapList } from '@/components/PageLayout';
import { ReviewSection } from './reviewParts';
import type { WizardMedia } from './wizardMedia';

const countOf = (value: ImagePickerValue) => value.savedUrls.length + value.files.length;

/** A chosen file shown through an object URL that lives as long as the thumbnail (useObjectUrl). */
function FileThumb({ file, alt }: { file: File; alt: string }) {
  return <Thumb src={useObjectUrl(file)} alt={alt} />;
}

interface ThumbsProps {
  title: string;
  /** One image's name, numbered in its alt text: 'Blueprint photo 2'. */
  imageName: string;
  value: ImagePickerValue;
}

function Thumbs({ title, imageName, value }: ThumbsProps) {
  const count = countOf(value);
  const alt = (index: number) => (count === 1 ? imageName : `${imageName} ${index + 1}`);
  return (
    <Group>
      <GroupTitle>{title}</GroupTitle>
      {count === 0 ? (
        <None>None added</None>
      ) : (
        <WrapList aria-label={title}>
          {value.savedUrls.map((url, index) => (
            <li key={url}>
              <Thumb src={url} alt={alt(index)} />
            </li>
          ))}
          {value.files.map((file, index) => (
            // The same file may be chosen twice; its place tells the two apart.
            <li key={`${file.name}-${index}`}>
              <FileThumb file={file} alt={alt(value.savedUrls.length + index)} />
            </li>
          ))}
        </WrapList>
      )}
    </Group>
  );
}

/** docs/wizard.md#wizard-review: the banner, and the blueprint and additional photos with their counts. */
export function ReviewMedia({ media }: { media: WizardMedia }) {
  const { bannerPhoto, blueprintPhotos, additionalPhotos } = media;
  return (
    <ReviewSection title="Media">
      <Thumbs title="Banner Photo" imageName="Banner photo" value={bannerPhoto} />
      <Thumbs
        title={`Blueprint Photos (${countOf(blueprintPhotos)})`}
        imageName="Blueprint photo"
        value={blueprintPhotos}
      />
      <Thumbs
        title={`Additional Photos (${countOf(additionalPhotos)})`}
        imageName="Additional photo"
        value={additionalPhotos}
      />
    </ReviewSection>
  );
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const GroupTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const None = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Thumb = styled.img`
  display: block;
  width: 7.5rem;
  height: 5rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;
