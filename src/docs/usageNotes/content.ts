/** Usage notes for what shows a listing, a project or a page's frame. */

const card = `
A white panel that groups one thing: a builder's "About Us", a project in a list, a form's section.

**When to use:** content that belongs together and should read as one block on a busy page.

**Do**
- Give a card that stands for something (a project) a heading, so it is found by its name; a
  header for the name and a badge, a footer for its action ("View Details").

**Don't**
- Put a card inside a card.
- Use a card for a single line of text: let it sit on the page.

**States:** body only; a section with a header; an article with a header and a footer.
`;

const photoCard = `
A card led by a photo, for a property or a project in a grid: search results, favourites, a
builder's portfolio.

**When to use:** browsing many listings, where the photo is what a buyer scans first.

**Do**
- Put the title, the locality and city, and the price in Lakh or Cr ("₹95.00 Lakh", "₹1.25 Cr")
  under the photo.
- Use badges on the photo for what sets it apart ("For Rent", "New Project"), and the corner for
  the one quick action (save to favourites).

**Don't**
- Leave a card without a photo blank: it says "Photo coming soon".
- Add more than two badges: the photo must stay visible.

**States:** with a photo; no photo yet; with badges and a corner action; a long title on a phone.
`;

const photoGallery = `
A property's or a project's photos on its page: one large photo, the arrows and a row of thumbnails.
A sideways swipe moves; the large photo opens them full screen, with zoom (loaded only then).

**When to use:** at the top of a listing's or a project's page.

**Do**
- Put the best photo first: it is what the card showed.
- Let the count show where the person is ("2 / 3"); the arrow keys move, and wrap at both ends.
- Leave a phone its gestures: swipe between photos, pinch to zoom full screen, Escape or Close to leave.

**Don't**
- Show arrows and thumbnails for one photo.
- Put text in the photos (a price, a phone number): it cannot be read out and is not reviewed.

**States:** several photos by the arrows or the keyboard; a thumbnail chosen; one photo; no photos
("Photos coming soon"); on a phone; swiped; full screen on a phone.
`;

const mediaRow = `
A row with a small photo, a few lines about the item and its actions: a builder's project in "My
Projects", a seller's listing on the dashboard.

**When to use:** a list of things the person owns and acts on (edit, pause, delete), where the
actions matter more than the photo.

**Do**
- Lead with the name, then one line of facts ("Residential Flat · Under Construction ·
  Indiranagar, Bengaluru").
- Keep the actions short verbs ("Edit"); on a phone they move under the text.

**Don't**
- Use it for browsing: buyers scan photos, so search shows Photo Cards.

**States:** with actions; without a photo; on a phone.
`;

const factList = `
Pairs of a name and a value, such as a project's facts: "Status — Under Construction", "Price Range —
₹1.25 Cr - ₹1.80 Cr".

**When to use:** the details of one property or project that a buyer compares.

**Do**
- Use the same names on every page, and prices in Lakh or Cr, areas in sq ft.
- Leave out a fact nobody gave: it is left out, never shown as "N/A" or "—".

**Don't**
- Put long text in a value: a description goes in a paragraph.

**States:** every fact given; missing values left out.
`;

const dataTable = `
Rows and columns of figures or short text in the app's small type: a project's configurations, the
changes an edit makes. The caption names the table; the column heads are muted.

**When to use:** values a person reads across a row and down a column, such as each type's area and
price.

**Do**
- Give it a caption, so the table is found and read out by its name, and head each row with what it
  is about (\`<th scope="row">\`).
- Add the spacing and rules where it is used, and give it its phone layout: below 600 px the same
  figures as cards (\`TableOrCards\` with \`TableCards\`).

**Don't**
- Lay out a page or a form with it.
- Use it for a name and one value: that is a fact list.

**States:** the table as given; with its user's spacing and rules.
`;

const tableCards = `
A table read as cards on a phone: below 600 px each row (a configuration) or each compared item (a
property) is a card, every value under its column's name, so nothing scrolls sideways and every price
stays in view. \`TableOrCards\` holds the table and the cards; CSS shows the one that fits.

**When to use:** wherever a table of figures would be wider than a phone: a project's configurations,
the comparison.

**Do**
- Name the cards' list with the table's caption, and give each card the row's own header as its title.
- Keep the table for wider screens: reading across a row is what a table is for.

**Don't**
- Make a phone scroll sideways to reach a price.
- Put the cards in a table's cell, or hide a column from the cards: each card has every value.

**States:** a table on a desktop; the cards on a phone; a value marked (what differs).
`;

const reraLine = `
A project's RERA registration (Real Estate Regulatory Authority): the number, with the state's
authority and the site where a buyer can look it up ("MahaRERA · maharera.maharashtra.gov.in").

**When to use:** on every project card and page that has a registration; buyers look for it before
they trust a builder.

**Do**
- Show the number exactly as registered, so it can be typed into the authority's site.

**Don't**
- Make the site a link: it is text to look up, and Nivaas does not send buyers away.
- Guess an authority we do not know: the number stands alone.

**States:** with its authority; the number alone.
`;

const placeLine = `
Where a listing or a project is ("Baner, Pune"), its locality a link to the locality's page: asking
prices, listings and neighbours (docs/localities.md#locality-links).

**When to use:** wherever a card or a page names an item's locality and city.

**Do**
- Give it the locality and the city as the item spells them; the page matches them without case.
- Put it inside the card's text: it sits above a whole-card link and takes its own clicks.

**Don't**
- Link a place without both a locality and a city: there is no page to open, so it says the words alone.
- Build the locality's address by hand: \`paths.locality\` encodes each part.

**States:** a locality and its city; with the state after; no locality (words only); no place at all.
`;

const reviewSummary = `
Where a listing or a project stands in our team's review, in the owner's own list: its title, a
badge ("Live", "Pending Review", "Rejected") and what happens next.

**When to use:** in a seller's, an agent's or a builder's list of what they posted.

**Do**
- Say how long a review usually takes ("usually within two working days").
- When it was sent back, give our team's reason and the way out: "Edit the listing and submit it again".

**Don't**
- Show a rejection without a next step, even when no reason was given.

**States:** live; pending review; sent back with a reason; sent back without one.
`;

const statCard = `
One number with its name, in a row of them: a builder's "Total Projects 12", "Completed 5",
"Completing Soon 3".

**When to use:** a dashboard's or a portfolio's summary, three or four numbers a person checks at a
glance.

**Do**
- Name it as the list below does, so "Pending Review 2" matches the two rows marked Pending Review.
- Write large numbers in Indian grouping ("12,50,000 sq ft").

**Don't**
- Put a price in it without its Lakh or Cr, or more than four in a row.

**States:** with an icon; without one; a large number; four across on a desktop, two by two on a phone.
`;

const map = `
A map drawn with Leaflet, loaded only when it shows: the search's results, a pin to place a home.

**When to use:** where a place matters more than a name: where the results are, where a home stands.

**Do**
- Name it ("Map of the properties found") and say in its description where the same information
  is in words (the list beside it, the address fields).
- Keep that text alternative on screen when the map fails: its tiles may be down or blocked.

**Don't**
- Make the map the only way to choose or read a place.
- Draw markers with images from elsewhere: use \`pinIcon\` and \`labelIcon\`.

**States:** loading (a muted box), drawn, tiles failed (the caller shows its note).
`;

const qrCode = `
A QR code a buyer scans with a phone, such as a project's RERA registration.

**When to use:** beside information a buyer may want on their phone or want to check on an official
site.

**Do**
- Give it a name that says what it opens ("QR code of RERA registration P51800012345"), and show
  the same text beside it for those who cannot scan.

**Don't**
- Make it the only way to reach the information.

**States:** drawn (it appears once its drawing code has loaded).
`;

const pageLayout = `
The frame of a page: its title, a line under it, the page's main actions, then its content.

**When to use:** every page of the signed-in workspaces ("My Projects", dashboards).

**Do**
- Make the title the name in the navigation bar; the line under it says what the page is for.
- Put the page's main action beside the title ("Post Builder Property"); on a phone it wraps under it.

**Don't**
- Put more than two actions in the header.

**States:** with actions; on a phone.
`;

const stepProgress = `
Where a person is in a form of several steps: "Step 3 of 5", a bar, and the steps' titles.

**When to use:** the project wizard and other forms split into steps.

**Do**
- Name each step by what it asks ("Location", "Media", "Review"), in the same words as its heading.
- Keep the count visible on a phone, where the titles leave the screen.

**Don't**
- Use it for a form of one page, or let a step be skipped without the count saying so.

**States:** first step; a middle step with titles; last step; on a phone.
`;

const profileHeader = `
The head of a public profile: the photo (or the name's initials), a badge, the name, a tagline and
the contact links (phone, e-mail, website).

**When to use:** at the top of a builder's portfolio, and wherever that head is previewed (the
edit-profile form), filled from \`builderHeaderOf\` (\`src/entities/builder\`).

**Do**
- Give it heading level 2 inside another page, so the page keeps one level-1 heading.
- Pass the contacts as stored: it dials the phone without its spaces and shows the website without
  its \`https://\`.

**Don't**
- Rebuild the head in a feature: the portfolio and its preview must look the same.

**States:** initials and contacts; as a preview.
`;

export const contentNotes = {
  card,
  photoCard,
  photoGallery,
  mediaRow,
  factList,
  dataTable,
  tableCards,
  reraLine,
  placeLine,
  profileHeader,
  reviewSummary,
  statCard,
  qrCode,
  map,
  pageLayout,
  stepProgress,
};
