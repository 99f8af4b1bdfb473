import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Banner } from '@/components/Banner';
import { editableVersion, revisionNote, revisionTexts, type Revisable } from '@/entities/revision';

interface PreviewOfChangesProps {
  live: Revisable<object>;
  liveHref: string;
  /** The page of a version (a method: it takes the caller's own item type). */
  render(shown: Revisable<object>, banner: ReactNode): ReactNode;
}

/**
 * The item with its changes, under the banner: the preview, not what buyers see, why the changes
 * were not approved if so, and the way back to the live page.
 */
export default function PreviewOfChanges({ live, liveHref, render }: PreviewOfChangesProps) {
  const note = revisionNote(live);
  const rejected = note?.state === 'rejected';
  return render(
    editableVersion(live),
    <Banner tone={rejected ? 'danger' : 'info'} title={revisionTexts.previewBanner}>
      {rejected && <p>{note.text}</p>}
      <Link to={liveHref}>See the live page</Link>
    </Banner>,
  );
}
