import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { WrapList } from '@/components/PageLayout';
import { FilePreview, SavedImagePreview } from './ImagePreview';
import { ACCEPTED_IMAGE_TYPES, addPickedFiles, fileKey, fileNameFromUrl, type ImagePickerValue } from './imageFiles';

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
}

/**
 * Chooses JPEG, PNG or WebP images and previews them, each removable; in edit mode the saved
 * images show first and can be removed too. Controlled: the form holds { files, savedUrls }.
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
}: ImagePickerProps) {
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const count = value.files.length + value.savedUrls.length;
  const isFull = multiple && maxCount !== undefined && count >= maxCount;
  const describedBy = [description && `${id}-hint`, errorMessage && `${id}-error`, problem && `${id}-problem`]
    .filter(Boolean)
    .join(' ');

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.currentTarget.files ?? []);
    // Cleared so that choosing the same file again (after removing it) fires a change.
    event.currentTarget.value = '';
    if (picked.length === 0) return;
    const result = addPickedFiles(value, picked, { multiple, maxCount });
    setProblem(result.problem);
    if (result.value !== value) onChange(result.value);
  };
  const remove = (next: ImagePickerValue) => {
    setProblem(undefined);
    onChange(next);
  };

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
        onChange={pick}
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
        <span>JPEG, PNG or WebP</span>
      </DropZone>
      {count > 0 && (
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
              onRemove={() => remove({ ...value, files: value.files.filter((chosen) => chosen !== file) })}
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
