import type { GuideExhibition, ListingExhibition } from "./guideTypes";

/** Trims an exhibition to what its listing card shows (see ListingExhibition). */
export function listingExhibition(x: GuideExhibition): ListingExhibition {
  const { description: _venueDescription, primaryImage: _venueImage, ...venue } = x.location;
  const onlyTheLeadImage = x.images.length === 1 && x.images[0]!.path === x.primaryImage?.path;
  return { ...x, images: onlyTheLeadImage ? [] : x.images, location: venue };
}
