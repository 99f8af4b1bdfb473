import { useEffect, useId, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { photoLimitsText } from '@/api/contract/photoLimits';
import { WrapList } from '@/components/PageLayout';
import { FilePreview, RefusedFile, SavedImagePreview, type PhotoTileStatus } from './ImagePreview';
import { ACCEPTED_IMAGE_TYPES, addPickedFiles, fileKey, fileNameFromUrl, type ImagePickerValue } from './imageFiles';
import { canShrinkPhotos, checkPhoto } from './preparePhoto';

const unchanging = () => () => {};

export interface ImagePickerProps {
  label: string;
  value: ImagePickerValue;
  onChange: (value: ImagePickerValue) => void;
  /** Several images (blueprints, additional photos) or one that a new pick replaces (banner). */
  multiple?: boolean;
  /** docs/wizard.md#form-markers: required fields carry a star. */
  isRequired?: boolean;
  /** The most images in all, saved ones included. */
  maxCount?: number;
  description?: string;
  /** The form's message for this field, e.g. 'Please upload a banner photo'. */
  errorMessage?: string;
  /**
   * A smaller address to preview a saved image at (its thumbnail variant, docs/media.md#variants):
   * a tile needs no multi-megabyte original. The image's own address otherwise.
   */
  previewOf?: (savedUrl: string) => string;
  /** What each chosen file's tile says of its upload, when the form uploads them as they are chosen. */
  statusOf?: (file: File) => PhotoTileStatus | undefined;
}

/**
 * Chooses JPEG, PNG or WebP images and previews them, each removable; in edit mode the saved
 * images show first and can be removed too. Controlled: the form holds { files, savedUrls }.
 * The limits are said beside the button before the picker opens; each file is checked by its
 * bytes as it is chosen, and one refused shows its reason in its place (docs/media.md#in-the-browser).
 */
export function ImagePicker({
  label,
  value,
  onChange,
  multiple = false,
  isRequired = false,
  maxCount,
  description,
  errorMessage,
  previewOf,
  statusOf,
}: ImagePickerProps) {
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const [refused, setRefused] = useState<{ file: File; reason: string }[]>([]);
  // The value when the byte checks end: the form may have changed it meanwhile.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const count = value.files.length + value.savedUrls.length;
  const isFull = multiple && maxCount !== undefined && count >= maxCount;
  const describedBy = [
    description && `${id}-hint`,
    `${id}-limits`,
    errorMessage && `${id}-error`,
    problem && `${id}-problem`,
  ]
    .filter(Boolean)
    .join(' ');

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.currentTarget.files ?? []);
    // Cleared so that choosing the same file again (after removing it) fires a change.
    event.currentTarget.value = '';
    if (picked.length === 0) return;
    const checks = await Promise.all(picked.map((file) => checkPhoto(file)));
    const images = picked.filter((_, i) => checks[i]!.ok);
    const refusedNow = picked.flatMap((file, i) => {
      const check = checks[i]!;
      return check.ok ? [] : [{ file, reason: check.reason }];
    });
    setRefused((earlier) => (multiple ? [...earlier, ...refusedNow] : refusedNow));
    const result = addPickedFiles(latest.current, images, { multiple, maxCount });
    setProblem(result.problem);
    if (result.value !== latest.current) onChange(result.value);
  };
  const remove = (next: ImagePickerValue) => {
    setProblem(undefined);
    onChange(next);
  };
  const tiles = count + refused.length;
  // The server renders no picker that works; the browser says what it can do.
  const shrinks = useSyncExternalStore(unchanging, canShrinkPhotos, () => true);

  return (
    <Field>
      <Label id={`${id}-label`} htmlFor={`${id}-input`}>
        {label}
        {isRequired && <Star aria-hidden="true"> *</Star>}
      </Label>
      {description && <Hint id={`${id}-hint`}>{description}</Hint>}
      <HiddenInput
        id={`${id}-input`}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple={multiple}
        disabled={isFull}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy || undefined}
        aria-required={isRequired}
        aria-invalid={errorMessage ? true : undefined}
        onChange={(event) => void pick(event)}
      />
      <DropZone htmlFor={`${id}-input`} $isInvalid={!!errorMessage} $isDisabled={isFull}>
        <strong>
          {isFull
            ? `All ${maxCount} images added`
            : multiple
              ? 'Choose images'
              : count
                ? 'Replace image'
                : 'Choose image'}
        </strong>
        <span id={`${id}-limits`}>{photoLimitsText({ maxCount: multiple ? maxCount : undefined, shrinks })}</span>
      </DropZone>
      {tiles > 0 && (
        <WrapList aria-label={`${label}: ${count} ${count === 1 ? 'image' : 'images'}`}>
          {value.savedUrls.map((url) => (
            <SavedImagePreview
              key={url}
              url={previewOf?.(url) ?? url}
              name={fileNameFromUrl(url)}
              onRemove={() => remove({ ...value, savedUrls: value.savedUrls.filter((saved) => saved !== url) })}
            />
          ))}
          {value.files.map((file) => (
            <FilePreview
              key={fileKey(file)}
              file={file}
              status={statusOf?.(file)}
              onRemove={() => remove({ ...value, files: value.files.filter((chosen) => chosen !== file) })}
            />
          ))}
          {refused.map(({ file, reason }) => (
            <RefusedFile
              key={fileKey(file)}
              name={file.name}
              reason={reason}
              onRemove={() => setRefused((all) => all.filter((entry) => entry.file !== file))}
            />
          ))}
        </WrapList>
      )}
      {problem && (
        <Message id={`${id}-problem`} role="alert">
          {problem}
        </Message>
      )}
      {errorMessage && <Message id={`${id}-error`}>{errorMessage}</Message>}
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Star = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Out of sight but focusable: keyboard users reach the native picker, the drop zone shows the focus. */
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
  clip-path: inset(50%);
`;

const DropZone = styled.label<{ $isInvalid: boolean; $isDisabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(5)};
  border: 2px dashed ${({ theme, $isInvalid }) => ($isInvalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primaryHover};
  cursor: ${({ $isDisabled }) => ($isDisabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $isDisabled }) => ($isDisabled ? 0.6 : 1)};
  span {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:hover {
    background: ${({ theme, $isDisabled }) => ($isDisabled ? theme.color.surface : theme.color.primarySoft)};
  }
  ${HiddenInput}:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Message = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger};
`;
