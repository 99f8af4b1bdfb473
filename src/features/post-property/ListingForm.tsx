import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ListingFiles } from '@/api';
import { listingFieldErrors, listingRateFlag, type ListingFields, type Photo } from '@/api/contract';
import { Button } from '@/components/Button';
import { DraftNotice, useDraftedForm, useServerAction } from '@/components/form';
import { Banner } from '@/components/Banner';
import { PageLayout } from '@/components/PageLayout';
import { FormUploadProgress, PhotoUploadError, uploadedKeys } from '@/features/photo-uploads';
import { thumbnailOf } from '@/lib/photoSources';
import { BasicsSection } from './BasicsSection';
import { DetailsSection } from './DetailsSection';
import { listingDraft } from './draft';
import { firstErrorIn, listingFormReducer, photoCount, type ListingFormState } from './listingForm';
import { useRateQuestion } from '@/components/RateQuestion/useRateQuestion';
import { LocationSection } from './LocationSection';
import { AmenitiesSection, DescriptionSection, PhotosSection } from './MoreSections';

export type ListingFormMode = 'create' | 'edit';

export interface ListingFormProps {
  mode: ListingFormMode;
  /** Where the draft lives: per user and per listing (see listingDraftKey). */
  draftKey: string;
  /** The form as it opens: empty, or the saved listing in edit mode. */
  initial: ListingFormState;
  /** Sends the listing. Rejects when it was not saved; the caller has told the person why. */
  onSubmit: (fields: ListingFields, files: ListingFiles) => Promise<void>;
  /** Today, for the possession months offered. */
  now?: Date;
  /** Edit mode: the saved photos with their variants, previewed at their thumbnails (docs/media.md#variants). */
  savedPhotos?: readonly Photo[];
}

const copy = {
  create: {
    title: 'Post Property',
    subtitle: 'List your property for sale or rent. Our team reviews it before buyers see it.',
    submit: 'Post Property',
  },
  edit: {
    title: 'Edit Property',
    subtitle: 'Update your listing. An edited listing goes back to our team for review.',
    submit: 'Update Property',
  },
} as const;

const focusable = 'input:not([type="hidden"]):not([tabindex="-1"]), textarea, button:not([tabindex="-1"])';
const focusField = (form: HTMLFormElement | null, field: string) =>
  form?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.querySelector<HTMLElement>(focusable)?.focus();

/** The listing form of /post_property and /edit-property/{id}: every section on one page. */
export function ListingForm({
  mode,
  draftKey,
  initial,
  onSubmit,
  now = new Date(),
  savedPhotos = [],
}: ListingFormProps) {
  const { state, dispatch, restored, startOver, dismissDraft, forgetDraft } = useDraftedForm(
    listingFormReducer,
    initial,
    draftKey,
    listingDraft,
  );
  const { fields, photos } = state;
  const [attempt, setAttempt] = useState(0);
  const { pending: saving, run } = useServerAction();
  // Photos that did not upload, named: the save waits until they are retried or removed.
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // docs/listings.md#plausible-rates: a price far from the city's usual rate is asked about before it is sent.

  // After the first submit the messages follow the form, going away as each field is put right.
  const errors = attempt > 0 ? listingFieldErrors(fields, photoCount(photos)) : {};

  // A failed submit moves focus to the first field with a message, in the order the form shows them.
  useEffect(() => {
    if (attempt === 0) return;
    const slots = Array.from(formRef.current?.querySelectorAll<HTMLElement>('[data-field]') ?? []);
    const first = firstErrorIn(
      slots.map((slot) => slot.dataset.field ?? ''),
      listingFieldErrors(fields, photoCount(photos)),
    );
    if (first) focusField(formRef.current, first);
    // Only a new attempt moves focus; typing afterwards must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const send = async () => {
    setUploadProblem(null);
    // A failure keeps the person on the form with everything kept (and the draft too); the caller said what failed.
    const saved = await run(async () => {
      let uploadedPhotos: string[];
      try {
        uploadedPhotos = await uploadedKeys(photos.files);
      } catch (error) {
        if (error instanceof PhotoUploadError) setUploadProblem(error.message);
        throw error;
      }
      await onSubmit(fields, {
        photos: [],
        uploadedPhotos,
        ...(mode === 'edit' ? { keptPhotos: photos.savedUrls } : {}),
      });
    });
    if (saved) forgetDraft();
  };

  const askingAboutRate = useRateQuestion(listingRateFlag(fields), {
    send,
    // After the question has closed (and handed focus back), the price is where to go.
    changePrice: () => requestAnimationFrame(() => focusField(formRef.current, 'price')),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (Object.keys(listingFieldErrors(fields, photoCount(photos))).length > 0) return;
    await askingAboutRate.submit();
  };

  const sectionProps = { fields, errors, dispatch };
  return (
    <PageLayout title={copy[mode].title} subtitle={copy[mode].subtitle}>
      {restored && (
        <DraftNotice
          lostFiles={restored.lostFiles}
          chooseAgainWhere="in the Photos section"
          onStartOver={() => {
            startOver();
            setAttempt(0);
          }}
          onDismiss={dismissDraft}
        />
      )}
      <Form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label={copy[mode].title}>
        <Required>
          Fields marked with a star (<span>*</span>) are required.
        </Required>
        <BasicsSection {...sectionProps} />
        <DetailsSection {...sectionProps} now={now} />
        <AmenitiesSection fields={fields} dispatch={dispatch} />
        <LocationSection {...sectionProps} />
        <PhotosSection
          photos={photos}
          error={errors.photos}
          onChange={(next) => dispatch({ type: 'photos', photos: next })}
          previewOf={(url) => {
            const saved = savedPhotos.find((photo) => photo.url === url);
            return saved ? thumbnailOf(saved) : url;
          }}
        />
        <DescriptionSection {...sectionProps} />
        {uploadProblem && <Banner tone="danger">{uploadProblem}</Banner>}
        <Actions>
          <FormUploadProgress files={photos.files} />
          <Button type="submit" isPending={saving}>
            {copy[mode].submit}
          </Button>
        </Actions>
      </Form>
      {askingAboutRate.question}
    </PageLayout>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 56rem;
`;

const Required = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  span {
    color: ${({ theme }) => theme.color.danger};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(4)};
`;
