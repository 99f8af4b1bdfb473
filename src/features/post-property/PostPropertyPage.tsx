import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Role } from '@/api/contract';
import { PageSpinner } from '@/components/PageLayout';
import { toast } from '@/components/Toast';
import { useAuth } from '@/features/auth';
import { editableVersion } from '@/entities/revision';
import { dashboardPath } from '@/lib/paths';
import { useListingRecord, useSubmitListing } from './api';
import { listingDraftKey } from './draft';
import { ListingForm, type ListingFormProps } from './ListingForm';
import { formOfListing, newListingForm } from './listingForm';

/**
 * /post_property (create) and /edit-property/:id (edit). The app mounts it behind RequireRole
 * (Seller and Agent); an edit is for the listing's owner only.
 */
export function PostPropertyPage({ now }: Pick<ListingFormProps, 'now'>) {
  const { id } = useParams<{ id: string }>();
  const { user } = useAuth();
  const userId = user?._id ?? '';
  const role: Role = user?.role ?? 'Seller';
  const submit = useSubmitListing(id, role);
  const [emptyForm] = useState(newListingForm);

  if (id) {
    // Keyed by listing, so moving from one edit to another starts afresh.
    return <EditListing key={id} listingId={id} userId={userId} role={role} onSubmit={submit} now={now} />;
  }
  return (
    <ListingForm mode="create" draftKey={listingDraftKey(userId)} initial={emptyForm} onSubmit={submit} now={now} />
  );
}

interface EditListingProps extends Pick<ListingFormProps, 'onSubmit' | 'now'> {
  listingId: string;
  userId: string;
  role: Role;
}

type Refusal = 'load-failed' | 'not-owner';
const refusals: Record<Refusal, { message: string; timeout: number }> = {
  'load-failed': { message: 'Failed to load property data', timeout: 5000 },
  'not-owner': { message: "You don't have permission to edit this property", timeout: 4000 },
};

/** Loads the listing (spinner meanwhile); a failed load or another poster's listing goes back to the dashboard. */
function EditListing({ listingId, userId, role, onSubmit, now }: EditListingProps) {
  const navigate = useNavigate();
  const { data: listing, error } = useListingRecord(listingId);
  const refusal: Refusal | null = error ? 'load-failed' : listing && listing.postedBy !== userId ? 'not-owner' : null;
  const initial = useMemo(() => (listing && !refusal ? formOfListing(listing) : null), [listing, refusal]);

  // Told once, even when React runs the effect twice (StrictMode) before the page leaves.
  const told = useRef(false);
  useEffect(() => {
    if (!refusal || told.current) return;
    told.current = true;
    toast.error(refusals[refusal].message, { timeout: refusals[refusal].timeout });
    navigate(dashboardPath(role), { replace: true });
  }, [refusal, navigate, role]);

  if (!initial) return <PageSpinner label="Loading property data" />;
  return (
    <ListingForm
      mode="edit"
      draftKey={listingDraftKey(userId, listingId)}
      initial={initial}
      onSubmit={onSubmit}
      now={now}
      savedPhotos={listing ? editableVersion(listing).photos : []}
    />
  );
}
