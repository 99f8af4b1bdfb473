/** Usage notes for what a person presses: buttons, links that look like buttons, menus, dialogs. */

const button = `
Starts an action on this page: "Continue", "Submit Project", "Contact Seller".

| Variant | For | For example |
| --- | --- | --- |
| primary | The one action the page is for | Continue, Post Property |
| secondary | A second action beside it | Previous, Save as draft |
| ghost | A quiet action that should not compete | Cancel |
| danger | An action that removes or ends something | Yes, Logout, Delete |

**When to use:** something happens here (a form is sent, a step moves, a dialog opens). To go to
another page, use a Button Link.

**Do**
- Start the label with a verb and say what happens ("Submit Project", not "OK").
- Keep one primary button per form or dialog.
- Show it pending ("Creating...") while the work runs, so it is not pressed twice.

**Don't**
- Disable "Continue" or a submit button to hint that a form is incomplete: let the person press
  it and show the fields' messages. Disable only what cannot apply yet ("Previous" on step 1).
- Use danger for anything that can be undone in one press.

**States:** primary, secondary, ghost, danger; small, medium, large; pending (a spinner, presses
ignored); disabled.
`;

const buttonLink = `
A link dressed as a button, for a call to go somewhere: "Post Builder Property" on the builder's
dashboard, "My Projects".

**When to use:** pressing it opens another page of Nivaas and nothing else happens.

**Do**
- Name the page it opens, in the same words as the page's title or the navigation bar.
- Use the same variants and sizes as Button, so a page keeps one primary action.

**Don't**
- Use it to send a form or change anything: that is a Button.
- Link away from Nivaas with it (a RERA site, a bank's EMI page): use a plain text link.

**States:** primary, secondary, small; focused (Enter opens the page).
`;

const menuButton = `
A button that opens a short list of choices: the profile menu in the navigation bar ("My Profile",
"Logout").

**When to use:** a few related actions that would crowd the page as separate buttons.

**Do**
- Label the button with what the menu is about (the person's name for their profile menu), and
  give it a spoken name that says it is a menu ("Profile menu for Asha Rao").
- Put a line before an action that ends something, like Logout, and keep it last.

**Don't**
- Hide the page's main action in a menu: a seller looking for "Post Property" will not open one.
- Put more than about six choices in it.

**States:** closed; open; chosen with the pointer or with the arrow keys and Enter; closed by a
click outside or Escape.
`;

const toggleChip = `
A pill that is on or off, for choosing several of a set: the amenities of a project ("24/7
Security", "Swimming Pool", "Gym").

**When to use:** many short options that can be picked in any combination, and all should be seen
at once.

**Do**
- Keep each label to a few words a buyer would search for.
- Show the chosen ones clearly on (filled, with a tick), not by colour alone.

**Don't**
- Use it for one yes-or-no question: use a Checkbox.
- Use it for choices that exclude each other (Flat, Villa, Plot): use a Select.

**States:** off; on; disabled.
`;

const chipGroup = `
A row of chips that wraps, named as one group: the amenities of a listing, the search's property
types, the inquiry filters, a reviewer's one-click reasons.

**When to use:** every set of Toggle Chips, or of small Buttons for one-click choices, so each set
wraps and spaces the same way and is heard as one group.

**Do**
- Name it: by its visible label (\`aria-labelledby\`) or, with none, by \`aria-label\`.
- Inside a group that already holds its label (a heading, then the chips), leave it unnamed: it is
  then only the row.
- For choices that are each on or off under a visible label (a search filter, a wizard's amenities),
  use \`ChipChoices\`: the label, its group and the Toggle Chips in one piece.

**Don't**
- Rebuild the row with a styled \`div\` and \`role="group"\`: the spacing drifts apart.
- Use it for choices that exclude each other: use a Select.

**States:** toggle chips; one-click buttons; under its label.
`;

const confirmDialog = `
Asks before something that cannot be taken back, or that ends what the person was doing: "Logout
— Are you sure you want to log out?".

**When to use:** logging out, deleting a listing or a saved search, leaving a form with changes.

**Do**
- Make the title the action and the confirm button repeat it ("Yes, Logout"); a danger button for
  what removes or ends something.
- Always offer "Cancel"; Escape closes it too, and the focus goes back to the button that opened it.

**Don't**
- Ask for something that is easy to undo (saving a favourite): just do it.
- Put a form in it: a dialog of its own, or a page, carries a form.

**States:** open; closed by Cancel or Escape; confirmed; pending (both buttons wait while the
action runs).
`;

const rateQuestion = `
Asks before a price far from what its city and type usually ask is sent: "Is ₹1.50 Lakh right?",
with the rate it works out to and the usual range (docs/listings.md#plausible-rates).

**When to use:** when a form that carries a price is submitted and the contract's rate check flags it
(the listing form, the project wizard).

**Do**
- Let the person send it as it is ("Yes, send it"): a rare price can be right, and staff see the flag.
- Take them back to the price on "Change the price" (or Escape), with everything else kept.

**Don't**
- Use it for a price that is never right (₹1): the form's rules refuse that beside the field.
- Ask again about the same price in the same submit.

**States:** a sale; a rent per month on a phone; a project's unit, named first.
`;

const sheet = `
A panel that rises from the bottom of a phone's screen for a task beside the page: the search's
filters, sort and view.

**When to use:** on a phone, for choices that sit beside the page on a desktop (filters), without
leaving the page.

**Do**
- Keep its actions ("Apply", "Show 11 properties") in view at the bottom while its body scrolls.
- Let it close without applying, by its close button or Escape, and return the focus to what opened it.

**Don't**
- Use it on a desktop: there the content sits beside the page.
- Open one sheet from another.

**States:** open with a long body; closed by its action; closed without applying.
`;

export const actionNotes = {
  button,
  buttonLink,
  menuButton,
  toggleChip,
  chipGroup,
  confirmDialog,
  rateQuestion,
  sheet,
};
