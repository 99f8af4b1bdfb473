import { Suspense } from 'react';
import styled from 'styled-components';
import { describeError, type BuilderProfile } from '@/api';
import { AsyncContent } from '@/components/AsyncContent';
import { ButtonLink } from '@/components/ButtonLink';
import { Card } from '@/components/Card';
import { FactList } from '@/components/FactList';
import { PageLayout, TwoColumns } from '@/components/PageLayout';
import { EmailChoices } from '@/features/notifications';
import { paths } from '@/lib/paths';
import { useMyBuilderProfile } from './api';
import { ProfileCompleteness } from './ProfileCompleteness';

const notAdded = 'Not added yet';

/** docs/portfolio.md#builder-profile: every field of the builder profile, as the builder sees it. */
const rows = (profile: BuilderProfile): Array<[string, string]> => [
  ['Name', profile.name],
  ['Company name', profile.companyName ?? notAdded],
  ['Tagline', profile.tagline ?? notAdded],
  ['Phone', profile.phone ?? notAdded],
  ['Email', profile.email ?? notAdded],
  ['Website', profile.website ?? notAdded],
  ['Year established', profile.companyEstablished === undefined ? notAdded : String(profile.companyEstablished)],
  ['Company address', profile.companyAddress ?? notAdded],
  ['Expertise', profile.expertise?.length ? profile.expertise.join(', ') : notAdded],
  ['Username', profile.username],
];

/**
 * /builder/profile: the signed-in builder's own profile, its completeness, the ways to edit and view
 * it, and their e-mail choices (docs/notifications.md#muting), the same as on /notifications.
 */
export function MyProfilePage() {
  const profile = useMyBuilderProfile();
  return (
    <PageLayout
      title="Builder Profile"
      subtitle="What buyers see on your public page."
      actions={<ButtonLink to={paths.editBuilderProfile}>Edit Profile</ButtonLink>}
    >
      <AsyncContent
        load={profile}
        loadingLabel="Loading your profile"
        errorTitle="Unable to Load Your Profile"
        describe={describeError}
      >
        {(mine) => (
          <TwoColumns>
            <Card as="section" aria-label="Profile details">
              <Identity>
                {mine.profilePhoto ? (
                  <Photo src={mine.profilePhoto} alt="Your profile photo" width={96} height={96} />
                ) : (
                  <NoPhoto>No profile photo yet</NoPhoto>
                )}
              </Identity>
              <FactList items={rows(mine)} />
              <About>
                <h2>About</h2>
                <p data-missing={!mine.about || undefined}>{mine.about ?? notAdded}</p>
              </About>
            </Card>
            <Side>
              <Card as="section" aria-label="Completeness">
                <ProfileCompleteness profile={mine} />
              </Card>
              {mine.username && (
                <Card as="section" aria-label="Public page">
                  <p>Your public page</p>
                  <ButtonLink variant="secondary" to={paths.builderPortfolio(mine.username)}>
                    {`View /builder/${mine.username}`}
                  </ButtonLink>
                </Card>
              )}
            </Side>
          </TwoColumns>
        )}
      </AsyncContent>
      <Suspense fallback={null}>
        <EmailChoices
          title="E-mail notifications"
          note="Muted kinds still appear in your notifications (the bell); only their e-mails stop."
        />
      </Suspense>
    </PageLayout>
  );
}

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
`;

const Identity = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Photo = styled.img`
  width: 96px;
  height: 96px;
  border-radius: 50%;
  object-fit: cover;
`;

const NoPhoto = styled.p`
  display: grid;
  place-items: center;
  width: 96px;
  height: 96px;
  padding: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: 50%;
`;

const About = styled.div`
  margin-top: ${({ theme }) => theme.space(5)};
  h2 {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    white-space: pre-line;
  }
  p[data-missing] {
    font-style: italic;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
