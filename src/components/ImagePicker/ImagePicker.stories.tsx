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
    const preview = canvas.getByRole('img', { name: 'a.png' });
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
    const objectUrl = canvas.getByRole('img', { name: 'a.png' }).getAttribute('src');
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
    const objectUrl = canvas.getByRole('img', { name: 'a.png' }).getAttribute('src');
    // The URL on screen is alive (StrictMode's rehearsal of a remount may have revoked an earlier one).
    await expect(URL.revokeObjectURL).not.toHaveBeenCalledWith(objectUrl);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Step 5 of 5')).toBeVisible();
    await expect(URL.revokeObjectURL).toHaveBeenCalledWith(objectUrl);
  },
};

export const RefusesOtherTypes: Story = {
  args: { label: 'Blueprint Photos', multiple: true },
  play: async ({ canvas, args }) => {
    const input = pickerInput(canvas, 'Blueprint Photos');
    // As when 'All files' is chosen in the dialog or files are dropped: the accept filter is bypassed.
    const gif = new File([new Uint8Array([71, 73, 70])], 'plan.gif', { type: 'image/gif' });
    const pdf = new File([new Uint8Array([37, 80, 68, 70])], 'plan.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, [gif, pdf], { applyAccept: false });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only JPEG, PNG or WebP images are allowed');
    await expect(input).toHaveAccessibleDescription('Only JPEG, PNG or WebP images are allowed');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();

    const file = png('floor-1.png');
    await userEvent.upload(input, file);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await loaded(canvas.getByRole('img', { name: 'floor-1.png' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ files: [file], savedUrls: [] });
  },
};

export const MultipleAppends: Story = {
  args: { label: 'Additional Photos', isRequired: false, multiple: true },
  play: async ({ canvas, args }) => {
    const input = pickerInput(canvas, 'Additional Photos');
    await expect(input).toHaveAttribute('multiple');
    const [first, second, third] = [png('a.png'), png('b.png'), png('c.png')];
    await userEvent.upload(input, [first!, second!]);
    await userEvent.upload(input, third!);
    await expect(canvas.getByRole('list', { name: 'Additional Photos: 3 images' })).toBeVisible();
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
    await expect(canvas.getByRole('alert')).toHaveTextContent('You can add up to 2 images');
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
    await expect(input).toHaveAccessibleDescription('Please upload a banner photo');
    await expect(canvas.getByText('Please upload a banner photo')).toBeVisible();
  },
};

export const KeyboardReachesPicker: Story = {
  args: { description: 'A wide photo of the project works best' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = pickerInput(canvas, 'Banner Photo');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription('A wide photo of the project works best');
    await userEvent.upload(input, png('a.png'));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove a.png' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
