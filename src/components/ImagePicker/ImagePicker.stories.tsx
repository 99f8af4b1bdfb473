import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, type within } from 'storybook/test';
import { Button } from '@/components/Button';
import { docsWithUsage, usageNotes } from '@/docs/usageNotes';
import savedBannerUrl from './fixtures/saved-banner.png';
import savedBlueprintUrl from './fixtures/saved-blueprint.png';
import { ImagePicker, type ImagePickerProps } from './ImagePicker';
import { fileNameFromUrl, type ImagePickerValue } from './imageFiles';

/** A valid 2×2 PNG, so previews really decode. */
const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR42mM4ESUHRAwQCgAltgUBYOKD9QAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const png = (name: string) => new File([pngBytes], name, { type: 'image/png' });
const emptyValue: ImagePickerValue = { files: [], savedUrls: [] };

/** Holds the value as a form would, and reports every change to the `onChange` spy. */
function PickerHost({ value: initial, onChange, ...props }: ImagePickerProps) {
  const [value, setValue] = useState(initial);
  const change = (next: ImagePickerValue) => {
    setValue(next);
    onChange(next);
  };
  return <ImagePicker {...props} value={value} onChange={change} />;
}

const meta = {
  title: 'Components/Image Picker',
  component: ImagePicker,
  parameters: docsWithUsage(usageNotes.imagePicker),
  render: (args) => <PickerHost {...args} />,
  args: { label: 'Banner Photo', isRequired: true, value: emptyValue, onChange: fn() },
  beforeEach: () => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    return () => revoke.mockRestore();
  },
} satisfies Meta<typeof ImagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The file input, found by its field label (whose text also holds the required star). */
const pickerInput = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByLabelText(label, { exact: false, selector: 'input' });

const loaded = (image: HTMLElement) =>
  waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = pickerInput(canvas, 'Banner Photo');
    await expect(input).toHaveAccessibleName('Banner Photo');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).not.toHaveAttribute('multiple');
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByText('Choose image')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const PickOne: Story = {
  play: async ({ canvas, args }) => {
    const file = png('a.png');
    await userEvent.upload(pickerInput(canvas, 'Banner Photo'), file);
    const preview = await canvas.findByRole('img', { name: 'a.png' });
    await loaded(preview);
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.getByRole('button', { name: 'Remove a.png' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ files: [file], savedUrls: [] });
    await expect(canvas.getByText('Replace image')).toBeVisible();
  },
};

export const RemoveRevokesPreview: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.upload(pickerInput(canvas, 'Banner Photo'), png('a.png'));
    const preview = await canvas.findByRole('img', { name: 'a.png' });
    await loaded(preview);
    const objectUrl = preview.getAttribute('src');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove a.png' }));
    await expect(canvas.queryByRole('img', { name: 'a.png' })).not.toBeInTheDocument();
    await expect(URL.revokeObjectURL).toHaveBeenCalledWith(objectUrl);
    await expect(args.onChange).toHaveBeenLastCalledWith(emptyValue);
  },
};

/** The object URL goes with the picker, e.g. when the wizard moves to the next step. */
export const UnmountRevokesPreview: Story = {
  render: (args) => {
    const StepHost = () => {
      const [isShown, setShown] = useState(true);
      return isShown ? (
        <>
          <PickerHost {...args} />
          <Button onPress={() => setShown(false)}>Continue</Button>
        </>
      ) : (
        <p>Step 5 of 5</p>
      );
    };
    return <StepHost />;
  },
  play: async ({ canvas }) => {
    await userEvent.upload(pickerInput(canvas, 'Banner Photo'), png('a.png'));
    const preview = await canvas.findByRole('img', { name: 'a.png' });
    await loaded(preview);
    const objectUrl = preview.getAttribute('src');
    // The URL on screen is alive (StrictMode's rehearsal of a remount may have revoked an earlier one).
    await expect(URL.revokeObjectURL).not.toHaveBeenCalledWith(objectUrl);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Step 5 of 5')).toBeVisible();
    await expect(URL.revokeObjectURL).toHaveBeenCalledWith(objectUrl);
  },
};

/** A PNG header declaring width x height pixels, and no pixels: enough for the check by bytes. */
function declaredPng(name: string, width: number, height: number) {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return new File([bytes], name, { type: 'image/png' });
}

/**
 * Each file is checked by its bytes as it is chosen (docs/media.md#in-the-browser): a text file
 * named .jpg, a GIF and a photo over 50 megapixels each show their reason in their own place, never
 * as a broken thumbnail, and the form gets only the good photo.
 */
export const RefusesByBytes: Story = {
  args: { label: 'Blueprint Photos', multiple: true },
  play: async ({ canvas, args }) => {
    const input = pickerInput(canvas, 'Blueprint Photos');
    // As when 'All files' is chosen in the dialog or files are dropped: the accept filter is bypassed.
    const text = new File(['Floor plan notes'], 'notes.jpg', { type: 'image/jpeg' });
    const gif = new File([new Uint8Array([71, 73, 70, 56, 57, 97])], 'plan.gif', { type: 'image/gif' });
    const huge = declaredPng('drone.png', 9000, 6000);
    const good = png('floor-1.png');
    await userEvent.upload(input, [text, gif, huge, good], { applyAccept: false });
    await loaded(await canvas.findByRole('img', { name: 'floor-1.png' }));
    const list = canvas.getByRole('list', { name: 'Blueprint Photos: 1 image' });
    // Each name, its remove button (×), then its reason.
    await expect(list).toHaveTextContent('notes.jpg×This file must be a JPEG, PNG or WebP image');
    await expect(list).toHaveTextContent('plan.gif×This file must be a JPEG, PNG or WebP image');
    await expect(list).toHaveTextContent('drone.png×This photo is too large: at most 50 megapixels');
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(args.onChange).toHaveBeenLastCalledWith({ files: [good], savedUrls: [] });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove notes.jpg' }));
    await expect(list).not.toHaveTextContent('notes.jpg');
  },
};

/** The limits are said beside the button, before the picker opens, and read with the input. */
export const LimitsBeforePicking: Story = {
  args: { label: 'Property Photos', multiple: true, maxCount: 20 },
  play: async ({ canvas }) => {
    const limits =
      'JPEG, PNG or WebP, up to 50 megapixels. Large photos are made smaller on your device, to 8 MB at most each. Up to 20 photos.';
    await expect(canvas.getByText(limits)).toBeVisible();
    await expect(pickerInput(canvas, 'Property Photos')).toHaveAccessibleDescription(limits);
  },
};

/** A form that uploads as photos are chosen tells each tile's state: the picker shows it as given. */
export const UploadStates: Story = {
  args: {
    label: 'Property Photos',
    multiple: true,
    value: { files: [png('hall.png'), png('kitchen.png'), png('terrace.png'), png('garden.png')], savedUrls: [] },
    statusOf: (file: File) =>
      ({
        'hall.png': { text: 'Uploaded', percent: 100, isDone: true },
        'kitchen.png': { text: 'Uploading 40%', percent: 40 },
        'terrace.png': { text: 'Making it smaller…' },
        'garden.png': { text: 'Not uploaded', error: 'No response from server.', onRetry: fn() },
      })[file.name],
  },
  play: async ({ canvas }) => {
    for (const name of ['hall.png', 'kitchen.png', 'terrace.png', 'garden.png'])
      await loaded(canvas.getByRole('img', { name }));
    await expect(canvas.getByRole('progressbar', { name: 'Upload of kitchen.png' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Upload of kitchen.png' })).toHaveAttribute(
      'aria-valuetext',
      'Uploading 40%',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Upload of terrace.png' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    await expect(canvas.getByText('No response from server.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry garden.png' })).toBeVisible();
  },
};

export const MultipleAppends: Story = {
  args: { label: 'Additional Photos', isRequired: false, multiple: true },
  play: async ({ canvas, args }) => {
    const input = pickerInput(canvas, 'Additional Photos');
    await expect(input).toHaveAttribute('multiple');
    const [first, second, third] = [png('a.png'), png('b.png'), png('c.png')];
    await userEvent.upload(input, [first!, second!]);
    await canvas.findByRole('img', { name: 'b.png' });
    await userEvent.upload(input, third!);
    await expect(await canvas.findByRole('list', { name: 'Additional Photos: 3 images' })).toBeVisible();
    for (const name of ['a.png', 'b.png', 'c.png']) await loaded(canvas.getByRole('img', { name }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ files: [first, second, third], savedUrls: [] });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove b.png' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ files: [first, third], savedUrls: [] });
    await expect(canvas.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['a.png', 'c.png']);
  },
};

/** Edit mode: images saved earlier show first and can be removed like new ones. */
export const EditModeSavedImages: Story = {
  args: {
    label: 'Blueprint Photos',
    multiple: true,
    value: { files: [], savedUrls: [savedBlueprintUrl, savedBannerUrl] },
  },
  play: async ({ canvas, args }) => {
    const blueprintName = fileNameFromUrl(savedBlueprintUrl);
    for (const url of [savedBlueprintUrl, savedBannerUrl])
      await loaded(canvas.getByRole('img', { name: fileNameFromUrl(url) }));
    const file = png('floor-2.png');
    await userEvent.upload(pickerInput(canvas, 'Blueprint Photos'), file);
    await canvas.findByRole('img', { name: 'floor-2.png' });
    await expect(args.onChange).toHaveBeenLastCalledWith({
      files: [file],
      savedUrls: [savedBlueprintUrl, savedBannerUrl],
    });
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${blueprintName}` }));
    await expect(canvas.queryByRole('img', { name: blueprintName })).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith({ files: [file], savedUrls: [savedBannerUrl] });
    await loaded(canvas.getByRole('img', { name: 'floor-2.png' }));
  },
};

/**
 * A saved image previewed at a smaller address (its thumbnail variant, docs/media.md#variants),
 * still named, kept and removed as the saved image.
 */
export const SavedPreviewedSmall: Story = {
  args: {
    label: 'Property Photos',
    multiple: true,
    value: { files: [], savedUrls: [savedBannerUrl] },
    previewOf: (url: string) => (url === savedBannerUrl ? savedBlueprintUrl : url),
  },
  play: async ({ canvas, args }) => {
    const name = fileNameFromUrl(savedBannerUrl);
    const preview = canvas.getByRole('img', { name });
    await expect(preview).toHaveAttribute('src', savedBlueprintUrl);
    await loaded(preview);
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${name}` }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ files: [], savedUrls: [] });
  },
};

/** A single picker: a new banner replaces the saved one. */
export const ReplaceSaved: Story = {
  args: { value: { files: [], savedUrls: [savedBannerUrl] } },
  play: async ({ canvas, args }) => {
    await loaded(canvas.getByRole('img', { name: fileNameFromUrl(savedBannerUrl) }));
    const file = png('new-banner.png');
    await userEvent.upload(pickerInput(canvas, 'Banner Photo'), file);
    await canvas.findByRole('img', { name: 'new-banner.png' });
    await expect(args.onChange).toHaveBeenLastCalledWith({ files: [file], savedUrls: [] });
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await loaded(canvas.getByRole('img', { name: 'new-banner.png' }));
  },
};

export const MaxCount: Story = {
  args: { label: 'Blueprint Photos', multiple: true, maxCount: 2 },
  play: async ({ canvas, args }) => {
    const input = pickerInput(canvas, 'Blueprint Photos');
    const files = [png('a.png'), png('b.png'), png('c.png')];
    await userEvent.upload(input, files);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You can add up to 2 images');
    await expect(args.onChange).toHaveBeenLastCalledWith({ files: files.slice(0, 2), savedUrls: [] });
    await expect(input).toBeDisabled();
    await expect(canvas.getByText('All 2 images added')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove a.png' }));
    await expect(input).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await loaded(canvas.getByRole('img', { name: 'b.png' }));
  },
};

export const WithErrorMessage: Story = {
  args: { errorMessage: 'Please upload a banner photo' },
  play: async ({ canvas }) => {
    const input = pickerInput(canvas, 'Banner Photo');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Please upload a banner photo$/);
    await expect(canvas.getByText('Please upload a banner photo')).toBeVisible();
  },
};

export const KeyboardReachesPicker: Story = {
  args: { description: 'A wide photo of the project works best' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = pickerInput(canvas, 'Banner Photo');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription(/^A wide photo of the project works best JPEG, PNG or WebP/);
    await userEvent.upload(input, png('a.png'));
    await canvas.findByRole('img', { name: 'a.png' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove a.png' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
