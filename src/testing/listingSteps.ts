import { expect, userEvent, waitFor } from 'storybook/test';
import { choosePhotos, fillIn, pick, pngFile, type Canvas } from './formSteps';

/** Stories only: a Seller fills the whole form for a 2 BHK flat in Koramangala. */
export async function fillFlat(canvas: Canvas) {
  await pick(canvas, 'Listing For', 'For Sale');
  await pick(canvas, 'Property Type', 'Flat');
  await fillIn(canvas, 'Title', '2 BHK Flat in Koramangala');
  await pick(canvas, 'BHK', '2 BHK');
  await fillIn(canvas, 'Bathrooms', '2');
  await fillIn(canvas, 'Built-up Area (sq ft)', '1150');
  await fillIn(canvas, 'Carpet Area (sq ft)', '980');
  await fillIn(canvas, 'Price (₹)', '9500000');
  await pick(canvas, 'Furnishing', 'Semi-Furnished');
  await fillIn(canvas, 'Floor', '4');
  await fillIn(canvas, 'Total Floors', '12');
  await pick(canvas, 'Facing', 'East');
  await pick(canvas, 'Availability', 'Ready to Move');
  await fillIn(canvas, 'Age of Property (years)', '5');
  await userEvent.click(canvas.getByRole('button', { name: 'Lift & Elevator' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Parking' }));
  await pick(canvas, 'State', 'Karnataka');
  await pick(canvas, 'City', 'Bengaluru');
  await fillIn(canvas, 'Locality', 'Koramangala');
  await fillIn(canvas, 'Pincode', '560095');
  await fillIn(canvas, /^Landmark/, 'Near Forum Mall');
  await choosePhotos(canvas, 'Property Photos', [pngFile('living-room.png'), pngFile('kitchen.png')]);
  await fillIn(canvas, 'Description', 'A bright, east-facing flat close to Forum Mall.');
}

export const submitButton = (canvas: Canvas, name = 'Post Property') => canvas.getByRole('button', { name });

/** Submits and waits for the field's message to show beside it. */
export async function submitAndSee(canvas: Canvas, message: string, submit = 'Post Property') {
  await userEvent.click(submitButton(canvas, submit));
  await waitFor(() => expect(canvas.getAllByText(message)[0]).toBeVisible());
}
