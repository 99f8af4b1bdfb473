import { builderProjects } from './builderProjects';
import { builders } from './builders';
import { favourites } from './favourites';
import { freshness } from './freshness';
import { inquiries } from './inquiries';
import { leads } from './leads';
import { listings } from './listings';
import { localities } from './localities';
import { map, mapTileImages } from './map';
import { notifications } from './notifications';
import { photoUploads } from './photoUploads';
import { pincodes } from './pincodes';
import { review } from './review';
import { savedSearches } from './savedSearches';
import { users } from './users';
import { visitHandlers, visits } from './visits';

export {
  builderProjects,
  builders,
  favourites,
  freshness,
  inquiries,
  leads,
  listings,
  localities,
  map,
  mapTileImages,
  notifications,
  photoUploads,
  pincodes,
  review,
  savedSearches,
  users,
  visits,
};
export { MOCK_OTP } from './users';

/** Every endpoint answering from the db: the default a story starts from. */
export const handlers = [
  users.login.ok,
  users.googleLogin.ok,
  users.logout.ok,
  users.sendRegistrationOtp.ok,
  users.verifyRegistrationOtp.ok,
  users.register.ok,
  users.forgotPassword.ok,
  users.resetPassword.ok,
  favourites.list.ok,
  favourites.add.ok,
  favourites.remove.ok,
  builders.profile.ok,
  builders.projects.ok,
  builders.me.ok,
  builders.update.ok,
  builders.photo.ok,
  photoUploads.stage.ok,
  builderProjects.get.ok,
  builderProjects.create.ok,
  builderProjects.update.ok,
  builderProjects.mine.ok,
  builderProjects.remove.ok,
  builderProjects.withdrawRevision.ok,
  review.queue.ok,
  review.approve.ok,
  review.reject.ok,
  listings.search.ok,
  listings.popularLocalities.ok,
  localities.facts.ok,
  pincodes.centre.ok,
  // Before listings.get: /api/properties/suggestions is not a listing id.
  listings.suggest.ok,
  // Before listings.get too: /api/properties/map is no listing id either.
  map.area.ok,
  map.tiles.ok,
  mapTileImages,
  listings.mine.ok,
  listings.queue.ok,
  listings.similar.ok,
  listings.get.ok,
  listings.create.ok,
  listings.update.ok,
  listings.remove.ok,
  listings.withdrawRevision.ok,
  listings.approve.ok,
  listings.reject.ok,
  inquiries.send.ok,
  inquiries.askBuilder.ok,
  leads.mine.ok,
  leads.exported.ok,
  leads.update.ok,
  inquiries.mine.ok,
  inquiries.update.ok,
  inquiries.reply.ok,
  inquiries.sent.ok,
  inquiries.unread.ok,
  inquiries.seen.ok,
  inquiries.withdraw.ok,
  savedSearches.list.ok,
  savedSearches.save.ok,
  savedSearches.update.ok,
  savedSearches.remove.ok,
  savedSearches.unsubscribe.ok,
  freshness.confirm.ok,
  freshness.confirmByLink.ok,
  freshness.markSold.ok,
  freshness.report.ok,
  freshness.reports.ok,
  freshness.respond.ok,
  freshness.restore.ok,
  freshness.remove.ok,
  inquiries.share.ok,
  inquiries.newBuyerMessages.ok,
  inquiries.posterSeen.ok,
  notifications.unread.ok,
  notifications.readAll.ok,
  notifications.readOne.ok,
  notifications.list.ok,
  notifications.mutes.ok,
  notifications.setMutes.ok,
  notifications.muteByLink.ok,
  ...visitHandlers,
];
