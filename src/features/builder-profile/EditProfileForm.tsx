import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { BuilderProfile } from '@/api/contract';
import { Button } from '@/components/Button';
import { ButtonLink } from '@/components/ButtonLink';
import { builderHeaderOf } from '@/entities/builder';
import { ImagePicker, useObjectUrl, type ImagePickerValue } from '@/components/ImagePicker';
import { ProfileHeader } from '@/components/ProfileHeader';
import { TextArea } from '@/components/TextArea';
import { TextField } from '@/components/TextField';
import { paths } from '@/lib/paths';
import { ExpertiseField } from './ExpertiseField';
import { checkProfile, previewOf, toFormValues, type ProfileErrors, type ProfileFormValues } from './profile';
import { useSaveProfile } from './useSaveProfile';

/** The edit-profile form with a live preview of the public header. */
export function EditProfileForm({ profile }: { profile: BuilderProfile }) {
  const [values, setValues] = useState<ProfileFormValues>(() => toFormValues(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [photo, setPhoto] = useState<ImagePickerValue>({
    files: [],
    savedUrls: profile.profilePhoto ? [profile.profilePhoto] : [],
  });
  const { save, isSaving } = useSaveProfile(setErrors);
  const chosen = photo.files[0];
  const chosenUrl = useObjectUrl(chosen);

  const field = <K extends keyof ProfileFormValues>(key: K) => ({
    value: values[key],
    onChange: (value: ProfileFormValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      // A corrected field loses its message; the others keep theirs until the next save.
      setErrors(({ [key]: _fixed, ...rest }) => rest);
    },
    errorMessage: errors[key],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkProfile(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    void save(checked.value, chosen, profile);
  };

  const preview = previewOf(profile, values, chosenUrl ?? photo.savedUrls[0]);
  return (
    <Layout>
      <Form onSubmit={submit} noValidate aria-label="Edit builder profile">
        <Group>
          <h2>About you</h2>
          <TextField label="Full name" isRequired autoComplete="name" {...field('name')} />
          <TextField
            label="Username"
            isRequired
            description={`Your public page: /builder/${values.username.trim().toLowerCase() || '…'}`}
            {...field('username')}
          />
          <TextField label="Phone" isRequired type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} />
          <TextField
            label="Email"
            value={profile.email ?? ''}
            isReadOnly
            description="The e-mail you sign in with. It is shown on your public page."
          />
          <ImagePicker
            label="Profile photo"
            value={photo}
            onChange={setPhoto}
            description="A logo or photo, JPEG, PNG or WebP. A new photo replaces the current one when you save."
          />
        </Group>
        <Group>
          <h2>Your company</h2>
          <TextField label="Company name" isRequired autoComplete="organization" {...field('companyName')} />
          <TextField label="Tagline" hint="(shown under your name)" {...field('tagline')} />
          <TextField label="Website" type="url" inputMode="url" placeholder="example.in" {...field('website')} />
          <TextField label="Year established" inputMode="numeric" placeholder="2004" {...field('companyEstablished')} />
          <TextField label="Company address" {...field('companyAddress')} />
          <TextArea label="About" rows={5} {...field('about')} />
          <ExpertiseField {...field('expertise')} />
        </Group>
        <Actions>
          <ButtonLink variant="secondary" to={paths.builderProfile}>
            Cancel
          </ButtonLink>
          <Button type="submit" isPending={isSaving}>
            {isSaving ? 'Saving...' : 'Save Profile'}
          </Button>
        </Actions>
      </Form>
      <Preview aria-label="Preview of your public page">
        <PreviewTitle>Preview</PreviewTitle>
        <ProfileHeader {...builderHeaderOf(preview)} headingLevel={2} />
      </Preview>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  border: none;
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

const Preview = styled.section`
  position: sticky;
  top: ${({ theme }) => theme.space(20)};
  ${({ theme }) => theme.media.mobile} {
    position: static;
    order: -1;
  }
`;

const PreviewTitle = styled.p`
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;
