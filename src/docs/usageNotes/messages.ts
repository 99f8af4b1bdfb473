/**
 * Usage notes for the components that tell a person something: Banner, Notice and Toast share the
 * table that tells them apart; Badge labels; Draft Notice says a form came back.
 */

const choosingAMessage = `
#### Banner, Notice or Toast?

| | Banner | Notice | Toast |
| --- | --- | --- | --- |
| Where | In the page, at the top of the section it is about | Beside what the person just tried | Top-right corner, over the page |
| How long | Until the situation changes | 3 seconds, or until closed | 5 seconds (4 for confirmations); waits while hovered or while the window is away |
| For | What blocks or concerns this part of the page | A refusal of something just tried | The outcome of an action that has finished |
`;

const banner = `
A message that belongs to part of a page and stays while it is true: why a step of a form cannot
go on, why a listing was sent back. Errors are read out at once; success and information wait for
a pause.

**When to use:** the person has to read it, or act on it, before going on with this part of the page.

**Do**
- Put it at the top of the section it is about, and say what happened and what to do next
  ("Please upload a banner photo").
- Move keyboard focus to an error banner when a step fails, so a screen reader hears it.

**Don't**
- Use it for a field's own mistake: the field shows its message under it.
- Stack several: say the first thing to fix.

**States:** danger (an error), success and info; with a bold title; with an action at the end.
${choosingAMessage}`;

const notice = `
A small banner that shows beside what a person just tried, and goes by itself after 3 seconds (or
when closed): "Only Sellers, Agents, or Builders can post properties" under Post Property.

**When to use:** something the person tried is not open to them here, and nothing else on the page changes.

**Do**
- Keep it to one sentence.
- Show it again, for a full 3 seconds, each time the person tries again.

**Don't**
- Put in it anything a person must read twice or act on: use a Banner.
- Report a save or a failed save with it: use a Toast.

**States:** error (the usual), info and success; closed by its button or by time.
${choosingAMessage}`;

const toast = `
A notification in the top-right corner about something that has just finished, often as the person
moves on to another page: "Property posted successfully", "Failed to update property. Please try
again." It closes by itself, waits while the pointer is on it or while the window is in the
background, and Alt+T reaches it from the keyboard.

**When to use:** the outcome of an action, once the page has moved on or the work ran in the background.

**Do**
- Make the title the outcome, in a few words; an error adds a line on what to do.
- Use the success tone for confirmations and the error tone for failures.

**Don't**
- Put a button or a link the person needs in it: it goes away.
- Use it to explain why a form cannot be sent: use a Banner and the fields' messages.

**States:** success, error and info; with a description; several at once, the newest on top.
${choosingAMessage}`;

const badge = `
A small pill that labels something: a project's stage, a listing's purpose, an inquiry's state,
"Verified Builder". The words carry the meaning; the tone only colours them.

| Tone | Means | For example |
| --- | --- | --- |
| neutral | A plain fact, nothing to notice | Not started, Read |
| info | New or worth a look | New inquiry, For rent, Completing soon |
| success | Done or approved | Completed, Approved, Replied |
| warning | Under way or waiting | Under construction, Pending review |
| danger | Refused or needing a fix | Rejected |
| brand | Nivaas vouches for it | Verified Builder, For sale |

**Do**
- Keep it to one to three words, and the same word for the same state everywhere.
- Use the tone that matches the meaning above, so green always means done.

**Don't**
- Make it a button or a link: it labels, it does not act.
- Rely on the colour alone: "Rejected" must say rejected.
`;

const toastTimers = `
How long a toast stays, and when it waits. A person who looked away for a moment must still be able
to read it.

| Toast | Stays for |
| --- | --- |
| Most outcomes ("Property posted successfully", "Failed to post property. Please try again.") | 5 seconds |
| Confirmations such as "Property updated successfully", and "You don't have permission to edit this property" | 4 seconds |

**Do**
- Keep the default unless the product's rules name another time.
- Let it wait: while the pointer rests on it, and while the person is in another tab or window
  (a save that fails in the background is still there when they come back).

**Don't**
- Shorten a toast that carries an error: the person needs the time to read what to do next.
- Make a toast stay for good: what must stay belongs in a Banner.

**States:** counting down; paused while hovered; paused while the window is away; raised while
the window is away (it waits for the person); closed by time.
${choosingAMessage}`;

const draftNotice = `
Tells a person that what they typed into a long form (posting a property, creating a project) came
back after the page reloaded or they returned later: "Draft restored".

**When to use:** at the top of a form that keeps a draft, once, when a draft was found.

**Do**
- Name the photos that could not be kept, and the step where they are chosen again: a browser
  cannot keep chosen files across a reload.
- Offer "Start over" beside "Dismiss", so a person who wanted a clean form gets one in one press.

**Don't**
- Show it on a form with nothing restored, or again after it was dismissed.
- Use it for errors in the form: those go beside the fields, or in a Banner.

**States:** everything restored; details restored with photos to choose again.
`;

export const messageNotes = { banner, notice, toast, toastTimers, badge, draftNotice };
