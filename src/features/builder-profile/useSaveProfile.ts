import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import {
  isApiError,
  swrKeys,
  updateMyBuilderProfile,
  uploadMyBuilderPhoto,
  USERNAME_TAKEN,
  type BuilderProfile,
  type BuilderProfileUpdateInput,
} from '@/api';
import { useServerAction } from '@/components/form';
import { toast } from '@/components/Toast';
import { useAuth } from '@/features/auth';
import { paths } from '@/lib/paths';
import type { ProfileErrors } from './profile';

export const SAVED = 'Profile updated successfully';
export const FAILED = 'Failed to update profile. Please try again.';
export const PHOTO_FAILED = 'Your details were saved, but the photo could not be uploaded. Please try again.';

/**
 * Saves the details, then the new photo if one was chosen. Success: a toast and back to
 * /builder/profile. Failure: the form stays as typed; a taken username is reported at its field.
 */
export function useSaveProfile(onFieldErrors: (errors: ProfileErrors) => void) {
  // Each failure here has its own wording (a toast, or the username's field), not the catalogue's.
  const { pending: isSaving, run } = useServerAction();
  const { mutate } = useSWRConfig();
  const { user, signIn } = useAuth();
  const navigate = useNavigate();

  const save = (update: BuilderProfileUpdateInput, photo: File | undefined, before: BuilderProfile) =>
    run(() => saveDetailsThenPhoto(update, photo, before));

  const saveDetailsThenPhoto = async (
    update: BuilderProfileUpdateInput,
    photo: File | undefined,
    before: BuilderProfile,
  ) => {
    let saved: BuilderProfile;
    try {
      saved = await updateMyBuilderProfile(update);
    } catch (error) {
      if (isApiError(error) && error.status === 409) onFieldErrors({ username: USERNAME_TAKEN });
      else toast.error(FAILED, { timeout: 5000 });
      return;
    }
    // The name and the public address are also in the session (the navigation shows the name).
    if (user) signIn({ ...user, name: saved.name, username: saved.username });
    try {
      if (photo) saved = await uploadMyBuilderPhoto(photo);
    } catch {
      await mutate(swrKeys.myBuilderProfile, saved, { revalidate: false });
      toast.error(PHOTO_FAILED, { timeout: 5000 });
      return;
    }
    await mutate(swrKeys.myBuilderProfile, saved, { revalidate: false });
    // The public page of the old and the new address read again.
    await Promise.all([before.username, saved.username].map((username) => mutate(swrKeys.builderByUsername(username))));
    toast.success(SAVED, { timeout: 4000 });
    // Awaited: the button stays pending until the profile page is there.
    await navigate(paths.builderProfile);
  };

  return { save, isSaving };
}
