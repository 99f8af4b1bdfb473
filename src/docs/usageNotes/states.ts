/** Usage notes for what a page shows while it loads, when it is empty and when loading failed. */

const spinner = `
A turning ring that says something is on its way.

**When to use:** a short wait inside part of a page, or on a button while its action runs (the ring
is then silent: the button says it is busy).

**Do**
- Give it a label that says what is loading ("Loading property data"); a screen reader announces it.
- Pick the size of what it replaces: small in a button, large for a section.

**Don't**
- Show several at once on one page: one for the part that waits.
- Use it for a whole page: use the Loading Fallback.

**States:** with the default label; with its own label; silent (in a button); small, medium, large.
`;

const loadingFallback = `
What a whole page shows while it is on its way: "Loading...", centred, with a spinner.

**When to use:** only while a page's code loads, after a link to it was followed.

**Do**
- Keep the words exactly "Loading...": people meet it between every two pages.

**Don't**
- Put content or actions in it: it lasts a moment.

**States:** loading; on a phone.
`;

const asyncContent = `
The three faces of anything read from the server: a spinner while it loads, the content once it
has come, and an error with "Try Again" when it failed.

**When to use:** every list or section that waits for the server (a builder's projects, a buyer's
favourites), so each fails and recovers the same way.

**Do**
- Say in the spinner's label and in the error's title what is loading ("Loading your projects",
  "Unable to Load Your Projects").
- Follow it with an Empty State when the answer is an empty list.
- On a detail page, give it the page's not-found state (\`notFound\`: a 404 or 410 as an Empty
  State) and the column the states stand in (\`frame\`), so a missing record, a failure and the
  wait look the same on every page.

**Don't**
- Show an empty list when the load failed: "No favourites" is not "We could not load them".

**States:** loading; loaded; the load fails, then a retry brings the content.
`;

const emptyState = `
What a page or a section shows when there is nothing in it yet, and what to do about it: "No
Properties Listed Yet", "Builder Not Found".

**When to use:** an empty list, a search without results, a page for something that is not there.

**Do**
- Make the title say what is missing, and the message what the person can do ("Post your first
  property"), with the action as a link.
- Use a smaller heading inside a section ("No projects in this section" under "Completed Projects").

**Don't**
- Use it when loading failed: that is an Error State.
- Blame the person ("You have not...").

**States:** title only; with a message and an action; inside a section.
`;

const errorState = `
Says that part of a page could not be loaded, and offers to try again: "Unable to Load Portfolio —
Failed to load builder portfolio. Please try again later." with "Try Again".

**When to use:** a read from the server failed (no connection, a server error) and the part of the
page cannot show anything without it.

**Do**
- Name what could not be loaded in the title, and keep the rest of the page working.
- Let "Try Again" show it is busy while it retries; use another word only when it fits better ("Reload").

**Don't**
- Use it for a form that could not be sent: that is a Banner above the form, or a Toast.
- Show technical words (status codes, "fetch failed").

**States:** failed; retried by the keyboard; retrying; with its own retry label.
`;

export const stateNotes = { spinner, loadingFallback, asyncContent, emptyState, errorState };
