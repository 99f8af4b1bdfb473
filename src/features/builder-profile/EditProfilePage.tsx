import { describeError } from '@/api';
import { AsyncContent } from '@/components/AsyncContent';
import { PageLayout } from '@/components/PageLayout';
import { useMyBuilderProfile } from './api';
import { EditProfileForm } from './EditProfileForm';

/** /edit-builder-profile: the form over the saved profile, once it has loaded. */
export function EditProfilePage() {
  const profile = useMyBuilderProfile();
  return (
    <PageLayout title="Edit Builder Profile" subtitle="Your company's details, as buyers see them on your public page.">
      <AsyncContent
        load={profile}
        loadingLabel="Loading your profile"
        errorTitle="Unable to Load Your Profile"
        describe={describeError}
      >
        {(saved) => <EditProfileForm profile={saved} />}
      </AsyncContent>
    </PageLayout>
  );
}
