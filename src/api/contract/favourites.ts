import { z } from 'zod';
import { listingStatuses } from './freshnessRules';
import { projectStatuses, reviewStates } from './builderProject';
import { listingPurposes } from './listingChoices';
import { propertyKinds } from './propertySearch';
import { lazySchema } from './lazySchema';

const lenientArea = lazySchema(() => z.number().optional().catch(undefined));

/** docs/listings.md#favourites: favourites are property objects identified by _id; the rest is a card's summary. */
export const favouritePropertySchema = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      /** Issue #9: a favourite is a Seller/Agent listing or a builder project. */
      kind: z.enum(propertyKinds).optional(),
      title: z.string().optional(),
      /** docs/formatting.md#card-price: a price that is not a number is left out ('Price not available'). */
      price: z.number().optional().catch(undefined),
      /** A project's highest unit price, when it differs, and its status (docs/portfolio.md#one-vocabulary). */
      priceMax: z.number().optional().catch(undefined),
      projectStatus: z.enum(projectStatuses).optional().catch(undefined),
      city: z.string().optional(),
      coverPhoto: z.string().optional(),
      /** A project's RERA number and state, for its authority (docs/portfolio.md#project-card-rera). */
      reraNumber: z.string().optional(),
      state: z.string().optional(),
      /** A listing's price per sq.ft, carpet first (docs/listings.md#carpet-first), as on its search card. */
      purpose: z.enum(listingPurposes).optional().catch(undefined),
      propertyType: z.string().optional().catch(undefined),
      area: lenientArea,
      carpetArea: lenientArea,
      builtUpArea: lenientArea,
      superBuiltUpArea: lenientArea,
      /**
       * A listing's status (docs/listings.md#favourites-availability): a saved listing that is paused,
       * held, sold or rented stays on the list, marked, so the buyer sees it is gone rather than losing it.
       */
      listingStatus: z.enum(listingStatuses).optional().catch(undefined),
      /**
       * docs/review.md#status-said-once: a saved listing the team removed (or a project taken back) stays
       * on the list, said to be withdrawn, with no photo or price; absent in older answers: approved.
       */
      reviewState: z.enum(reviewStates).optional().catch(undefined),
    })
    .loose(),
);
export type FavouriteProperty = z.infer<typeof favouritePropertySchema>;

export const favouritesResponseSchema = lazySchema(() => z.object({ favorites: z.array(favouritePropertySchema) }));
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>;
/** docs/api.md#favourites-answers: POST may answer the favourites; anything else reads as undefined. */
export const addFavouriteResponseSchema = lazySchema(() => favouritesResponseSchema.optional().catch(undefined));

export const addFavouriteRequestSchema = lazySchema(() => z.object({ propertyId: z.string().min(1) }));
export type AddFavouriteRequest = z.infer<typeof addFavouriteRequestSchema>;
