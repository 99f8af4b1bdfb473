import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { delay, http, HttpResponse } from 'msw';
import styled from 'styled-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiPaths, photoMessages } from '@/api/contract';
import { Banner } from '@/components/Banner';
import { Button } from '@/components/Button';
import type { ImagePickerValue } from '@/components/ImagePicker';
import { fileInputOf, pngFile, type Canvas } from '@/testing/formSteps';
import { db, requestsTo } from '@mocks/db';
import { storeSessionOf } from '@mocks/session';
import { FormUploadProgress } from './FormUploadProgress';
import { PhotoUploadPicker } from './PhotoUploadPicker';
import { PhotoUploadError, uploadedKeys } from './uploadQueue';

/** A form as the listing form and the wizard use the pieces: the picker, the form's bar, a save. */
function UploadForm() {
  const [value, setValue] = useState<ImagePickerValue>({ files: [], savedUrls: [] });
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string }>();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const keys = await uploadedKeys(value.files);
      setOutcome({ tone: 'success', text: `Saved with ${keys.length} ${keys.length === 1 ? 'photo' : 'photos'}` });
    } catch (error) {
      if (error instanceof PhotoUploadError) setOutcome({ tone: 'danger', text: error.message });
    }
  };
  return (
    <Form onSubmit={(event) => void save(event)} aria-label="Photos">
      <PhotoUploadPicker label="Property Photos" multiple maxCount={20} value={value} onChange={setValue} isRequired />
      {outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>}
      <Actions>
        <FormUploadProgress files={value.files} />
        <Button type="submit">Save</Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(4)};
`;

/** The phone of issue #36's walk: 412 px wide. */
const phone412 = {
  parameters: {
    viewport: { options: { p412: { name: 'Phone 412', styles: { width: '412px', height: '915px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'p412' } },
};

const meta = {
  title: 'Patterns/Photo Uploads',
  component: UploadForm,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => void storeSessionOf('Seller'),
} satisfies Meta<typeof UploadForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const tileOf = (canvas: Canvas, name: string) => within(canvas.getByRole('img', { name }).closest('li')!);
const formBar = (canvas: Canvas) => canvas.getByRole('progressbar', { name: 'Photos of this form' });
const save = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Save' }));

/**
 * A phone photo made here: a JPEG of `width` x `height` drawn with a gradient (so it does not
 * compress to nothing), with an EXIF block saying "turn me a quarter right" (orientation 6) and a
 * GPS position, as a phone writes them.
 */
async function phonePhoto(name: string, width: number, height: number) {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#c2571a');
  gradient.addColorStop(1, '#1a5fc2');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  const jpeg = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })).arrayBuffer());
  // APP1 'Exif', big-endian TIFF: IFD0 (Orientation 6, a GPS IFD pointer), then the GPS IFD (latitude 'N').
  const tiff = [
    ...[0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8],
    ...[0, 2],
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0],
    ...[0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 38],
    ...[0, 0, 0, 0],
    ...[0, 1],
    ...[0x00, 0x01, 0, 2, 0, 0, 0, 2, 0x4e, 0, 0, 0],
    ...[0, 0, 0, 0],
  ];
  const exif = [...Array.from('Exif\0\0', (c) => c.charCodeAt(0)), ...tiff];
  const segment = [0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff, ...exif];
  return new File([jpeg.subarray(0, 2), new Uint8Array(segment), jpeg.subarray(2)], name, { type: 'image/jpeg' });
}

/** The limits are said before the picker opens, on a phone. */
export const LimitsOnAPhone: Story = {
  ...phone412,
  play: async ({ canvas }) => {
    await expect(fileInputOf(canvas, 'Property Photos')).toHaveAccessibleDescription(
      'JPEG, PNG or WebP, up to 50 megapixels. Large photos are made smaller on your device, to 8 MB at most each. Up to 20 photos.',
    );
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/**
 * A 12-megapixel phone photo lying on its side: made upright, 2560 px on its longer side, without
 * its EXIF block (its position), smaller than chosen, before it is sent (docs/media.md#in-the-browser).
 */
export const ResizedBeforeUpload: Story = {
  play: async ({ canvas }) => {
    const photo = await phonePhoto('terrace.jpg', 4000, 3000);
    await userEvent.upload(fileInputOf(canvas, 'Property Photos'), photo);
    await canvas.findByRole('img', { name: 'terrace.jpg' });
    await waitFor(() => expect(tileOf(canvas, 'terrace.jpg').getByText('Uploaded')).toBeVisible(), { timeout: 10_000 });
    const [sent] = [...db.stagedPhotos.values()];
    await expect(sent).toMatchObject({
      name: 'terrace.jpg',
      type: 'image/jpeg',
      width: 1920,
      height: 2560,
      exif: false,
    });
    await expect(sent!.bytes).toBeLessThan(photo.size);
    await expect(requestsTo(apiPaths.photoUploads, 'POST')).toHaveLength(1);
    await expect(formBar(canvas)).toHaveAttribute('aria-valuetext', 'All 1 photo uploaded');
    await save(canvas);
    await expect(await canvas.findByText('Saved with 1 photo')).toBeVisible();
  },
};

/** A text file named .jpg and a PDF are refused beside themselves, never uploaded, never a broken thumbnail. */
export const WrongType: Story = {
  ...phone412,
  play: async ({ canvas }) => {
    const input = fileInputOf(canvas, 'Property Photos');
    await userEvent.upload(
      input,
      [new File(['just some notes'], 'notes.jpg', { type: 'image/jpeg' }), pngFile('hall.png')],
      {
        applyAccept: false,
      },
    );
    await canvas.findByRole('img', { name: 'hall.png' });
    await expect(canvas.getByText('notes.jpg')).toBeVisible();
    await expect(canvas.getByText('This file must be a JPEG, PNG or WebP image')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'notes.jpg' })).not.toBeInTheDocument();
    await waitFor(() => expect(formBar(canvas)).toHaveAttribute('aria-valuetext', 'All 1 photo uploaded'));
    await expect([...db.stagedPhotos.values()].map((photo) => photo.name)).toEqual(['hall.png']);
  },
};

/**
 * A browser that cannot make photos smaller (no OffscreenCanvas) says 8 MB each before the picker
 * opens, and refuses a larger photo beside itself; the server would refuse it too.
 */
export const TooLargeWithoutResizing: Story = {
  ...phone412,
  beforeEach: () => {
    const own = Object.getOwnPropertyDescriptor(globalThis, 'OffscreenCanvas')!;
    Reflect.deleteProperty(globalThis, 'OffscreenCanvas');
    return () => Object.defineProperty(globalThis, 'OffscreenCanvas', own);
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('JPEG, PNG or WebP, up to 50 megapixels and 8 MB each. Up to 20 photos.'),
    ).toBeVisible();
    // A JPEG's first bytes and 9 MB after them: the check reads the start and the size only.
    const big = new Uint8Array(9 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    await userEvent.upload(
      fileInputOf(canvas, 'Property Photos'),
      new File([big], 'drone.jpg', { type: 'image/jpeg' }),
    );
    await expect(await canvas.findByText('This photo is 9.0 MB: each photo may be at most 8 MB')).toBeVisible();
    await expect(requestsTo(apiPaths.photoUploads)).toHaveLength(0);
  },
};

/** An answer held back: the photos wait at 'Saving…', the next in line is being made smaller, the form's bar counts. */
const heldUploads: (() => void)[] = [];
export const UploadingWithProgress: Story = {
  ...phone412,
  parameters: {
    ...phone412.parameters,
    msw: {
      handlers: [
        http.post(`*${apiPaths.photoUploads}`, async () => {
          await new Promise<void>((resolve) => heldUploads.push(resolve));
          await delay(0);
          return HttpResponse.json(
            { key: `${'a'.repeat(32)}.webp`, url: '/mock-media/flat.jpg', width: 6 },
            { status: 201 },
          );
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.upload(fileInputOf(canvas, 'Property Photos'), [
      pngFile('hall.png'),
      pngFile('kitchen.png'),
      pngFile('pool.png'),
    ]);
    await canvas.findByRole('img', { name: 'pool.png' });
    // Two at a time: the first two are on their way (a service worker, as MSW's, reports their
    // bytes only with the answer; the real server's journey sees them move) and the third waits its turn.
    const sending = /^(Uploading \d+%|Saving…)$/;
    for (const name of ['hall.png', 'kitchen.png'])
      await waitFor(() =>
        expect(tileOf(canvas, name).getByRole('progressbar', { name: `Upload of ${name}` })).toHaveAttribute(
          'aria-valuetext',
          expect.stringMatching(sending),
        ),
      );
    await expect(tileOf(canvas, 'pool.png').getByText('Making it smaller…')).toBeVisible();
    await waitFor(() => expect(heldUploads).toHaveLength(2));
    await expect(formBar(canvas)).toHaveAttribute('aria-valuetext', 'Uploading photos: 0 of 3 done');
    await expect(canvas.getByRole('list', { name: 'Property Photos: 3 images' })).toBeVisible();
    // The visual baseline is taken at the end: every photo up.
    await waitFor(() => {
      for (const release of heldUploads.splice(0)) release();
      return expect(formBar(canvas)).toHaveAttribute('aria-valuetext', 'All 3 photos uploaded');
    });
  },
};

/** No answer for one photo: it says so beside itself, the save waits and names it, and Retry sends it alone. */
export const FailedAndRetried: Story = {
  parameters: {
    msw: { handlers: [http.post(`*${apiPaths.photoUploads}`, () => HttpResponse.error(), { once: true })] },
  },
  play: async ({ canvas }) => {
    await userEvent.upload(fileInputOf(canvas, 'Property Photos'), pngFile('hall.png'));
    await canvas.findByRole('img', { name: 'hall.png' });
    const tile = tileOf(canvas, 'hall.png');
    await expect(
      await tile.findByText('No response from server. Please check your connection and try again.'),
    ).toBeVisible();
    await expect(formBar(canvas)).toHaveAttribute('aria-valuetext', '1 photo did not upload: retry or remove it above');
    await save(canvas);
    await expect(
      await canvas.findByText(
        'hall.png did not upload: No response from server. Please check your connection and try again. Try it again or remove it.',
      ),
    ).toBeVisible();
    await userEvent.click(tile.getByRole('button', { name: 'Retry hall.png' }));
    await expect(await tile.findByText('Uploaded')).toBeVisible();
    await expect(formBar(canvas)).toHaveAttribute('aria-valuetext', 'All 1 photo uploaded');
    await save(canvas);
    await expect(await canvas.findByText('Saved with 1 photo')).toBeVisible();
  },
};

/** A refusal with an answer (413) says the server's own message beside the photo, and offers no retry. */
export const RefusedByTheServer: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${apiPaths.photoUploads}`, () =>
          HttpResponse.json({ message: photoMessages.tooManyBytes }, { status: 413 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.upload(fileInputOf(canvas, 'Property Photos'), pngFile('hall.png'));
    await canvas.findByRole('img', { name: 'hall.png' });
    const tile = tileOf(canvas, 'hall.png');
    await expect(await tile.findByText('Each photo must be at most 8 MB')).toBeVisible();
    await expect(tile.queryByRole('button', { name: 'Retry hall.png' })).not.toBeInTheDocument();
  },
};
