import type { BuilderProject } from '@/api/contract';
import { db } from '@mocks/db';
import { aProject, completeBuilderProfile, type ProjectKind } from '@mocks/factories';

/** The Builder's complete profile (mocks/factories.ts): 'Rohan Mehta' of 'Skyline Developers'. */
export const builderProfile = completeBuilderProfile;

/** The signed-in Builder of the builder workspace's stories, and their public profile's address. */
export const builderName = builderProfile.name;
export const builderUsername = builderProfile.username;

/** The Builder's account and public profile say what builderProfile says. */
export function builderNamed() {
  Object.assign(
    db.accounts.find((a) => a.role === 'Builder')!,
    { name: builderName, username: builderUsername },
  );
  Object.assign(db.builders[0]!, builderProfile);
}

/** A project as the pages show it: the place by its area, city and state, the rest from the factory. */
type ProjectFixture = Omit<Partial<BuilderProject>, 'location'> & {
  kind: ProjectKind;
  projectName: string;
  location?: Partial<BuilderProject['location']>;
};

/**
 * The Builder's five projects, one of each kind and every stage of construction, live but for the
 * heights; each story gives others the review state it is about.
 */
export const palmVillas = {
  kind: 'villa',
  projectName: 'Skyline Palm Villas',
  projectStatus: 'completed',
  completionTimeline: undefined,
  expectedPrice: 12_500_000,
  location: { area: 'Indiranagar', city: 'Bengaluru', state: 'Karnataka' },
} satisfies ProjectFixture;
/** Changed last, and waiting for review. */
export const skylineHeights = {
  kind: 'flat',
  projectName: 'Skyline Heights',
  projectStatus: 'under construction',
  reviewState: 'pending_review',
  updatedAt: '2026-11-20T09:00:00.000Z',
} satisfies ProjectFixture;
export const marketSquare = {
  kind: 'shops',
  projectName: 'Skyline Market Square',
  projectStatus: 'complete soon',
  completionTimeline: '3 months',
} satisfies ProjectFixture;
export const businessPark = {
  kind: 'office',
  projectName: 'Skyline Business Park',
  projectStatus: 'not started',
  completionTimeline: '2 years',
} satisfies ProjectFixture;
export const skylineCentral = {
  kind: 'mixed',
  projectName: 'Skyline Central',
  projectStatus: 'under construction',
} satisfies ProjectFixture;

/**
 * The Builder (named as above) owns the five projects, and only these, in the mock db; `changes`
 * replace the project of the same name.
 */
export function builderWith(...changes: ProjectFixture[]) {
  builderNamed();
  const account = db.accounts.find((a) => a.role === 'Builder')!;
  const projects: ProjectFixture[] = [palmVillas, skylineHeights, marketSquare, businessPark, skylineCentral].map(
    (project) => changes.find((change) => change.projectName === project.projectName) ?? project,
  );
  db.projects = projects.map(({ kind, location, ...fields }) => {
    const project = aProject(kind, { postedBy: account._id, ...fields });
    return { ...project, location: { ...project.location, ...location } };
  });
}
