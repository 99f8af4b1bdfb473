/** Usage notes for the fields of a form: what a person types, picks or uploads. */

/** What every field shares: the label, the star and the message under it. */
const fieldBasics = `
**Every field** has a visible label in the product's words ("Project Name", "Pincode"); a required
one carries a star, an optional one says "(optional)" beside its label. A mistake shows under the
field in one sentence that says what to do ("Please enter project name"), once the person has tried
to go on, not while they are typing.
`;

const textField = `
One line of text: a project's name, a landmark, a pincode, an e-mail address.

**When to use:** a short answer a person types; a number with a unit or a price goes in a Number
Field, a longer answer in a Text Area.

**Do**
- Add a description under the label when the answer needs a hint ("A well-known place nearby").
- Ask for the keypad that fits: digits only for a six-digit pincode or a ten-digit mobile number.

**Don't**
- Use the placeholder as the label: it goes as soon as the person types.
- Split one answer over several fields (a pincode in boxes).

**States:** empty; required; with a description and a hint; invalid with its message; disabled.
${fieldBasics}`;

const textArea = `
Several lines of text: a project's description, a reason for reporting a listing, a message to a
seller.

**When to use:** an answer of a few sentences or more; it opens four lines tall.

**Do**
- Say in the label what to write about ("Project Description"), and in a description how much.

**Don't**
- Use it for an answer that fits on one line: a Text Field keeps the form short.

**States:** four lines; invalid with its message; disabled.
${fieldBasics}`;

const numberField = `
A number typed in Indian grouping: a price in rupees shows as 1,25,00,000 as it is typed, and
elsewhere in the product as ₹1.25 Cr (₹45.00 Lakh below a crore). Also counts and areas: total
villas, floors, carpet area in square feet.

**When to use:** any amount or count. Prices are typed in full rupees; the page shows them in Lakh
or Cr.

**Do**
- Put the unit in the label ("Price (₹)", "Carpet Area (sq ft)").
- Show the − and + buttons for counts (villas, floors, bathrooms), where a press is quicker than typing.

**Don't**
- Ask for a price in Lakh or Cr, or take "1.25 Cr" as text: people and the page would disagree on zeros.
- Allow a negative number: every count and price starts at 0.

**States:** with Indian grouping; at its minimum (the − button off); cleared; invalid with its message.
${fieldBasics}`;

const select = `
One choice from a list: a project's status, a state, then a city in that state, a property type.

**When to use:** one answer from a fixed list of about four or more options.

**Do**
- Use a placeholder that says what to pick ("Select status"), or why it cannot be picked yet
  ("Select state first", with the field disabled until a state is chosen).
- Order the options as a person thinks of them: a project's stages from completed to not started,
  states and cities alphabetically.

**Don't**
- Use it for two or three choices that fit on the screen: show them all.
- Use it to choose several things: use Toggle Chips or Checkboxes.

**States:** choosing with the pointer; choosing with the keyboard; chosen; invalid with its message;
disabled.
${fieldBasics}`;

const checkbox = `
A single yes or no the person decides: "Remember me" at sign-in, "Share my phone number with this
seller" in an inquiry, "E-mail alerts" on a saved search.

**When to use:** one option, off unless the person turns it on. In a form it is sent with the form;
on its own in a list (a saved search's alerts) it takes effect at once, and a Toast says if it failed.

**Do**
- Word the label so that ticked means yes ("Share my phone number", not "Keep my number private").
- Show what the choice opens straight under it: ticking "Share my phone number" brings the
  "Mobile number" field.

**Don't**
- Use a row of them for amenities: Toggle Chips fit them better.
- Use one for something the person must agree to before going on without saying so in the label.

**States:** unchecked; checked (by the pointer, the label or the space bar); disabled.
`;

const imagePicker = `
Chooses photos from the person's device and shows them before they are sent: a project's banner
photo, its floor plans, additional photos of a listing.

**When to use:** wherever a form takes images. One picker takes one image (the banner: a new one
replaces it); a multiple picker takes several, up to its limit.

**Do**
- Name in the label what the photos are of ("Banner Photo", "Blueprint Photos").
- Show photos saved earlier first when editing, each with its own remove button.
- Say the limits before the dialog opens: the picker does, in its button (formats, 50 megapixels,
  8 MB, its count).
- Upload as photos are chosen where a form saves many (\`PhotoUploadPicker\`, docs/media.md#in-the-browser):
  each tile then shows its progress, its error and a Retry button.

**Don't**
- Accept anything but JPEG, PNG or WebP: each file is checked by its bytes as it is chosen, and
  one refused shows its reason in its own tile, never a broken thumbnail.
- Expect chosen photos to survive a reload: a browser forgets them (the Draft Notice names them).

**States:** empty; one chosen (with "Replace image"); several added; removed; files refused by
their bytes; the limits said; tiles uploading, uploaded and failed with Retry; the
limit reached ("All 2 images added"); saved images in edit mode; invalid with its message; reached
by the keyboard.
`;

const nativeSelect = `
The browser's own dropdown, in the Select's look: a phone opens its own picker. The search's sort.

**When to use:** a choice that always has a value (an order, a page size) on a page the server
renders, where a react-aria Select would cost the page's start its collection, built twice.

**Do**
- Give it a visible label, and make the first option the usual choice ("Newest first").
- Give its slot the width of the longest option: the browser's select does not wrap its value.

**Don't**
- Use it for a choice that may be empty or needs a placeholder, an error or a description: use Select.
- Use it for a list a person filters by typing: use the suggestion ComboBox.

**States:** choosing; reached by Tab, with the focus ring; on a phone.
${fieldBasics}`;

export const fieldNotes = { textField, textArea, numberField, select, nativeSelect, checkbox, imagePicker };
