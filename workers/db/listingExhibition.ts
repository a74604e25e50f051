import type {
  GuideExhibition,
  GuideImage,
  ListingExhibition,
  ListingLeadImage,
  ViewerImage,
} from "#machines/rules/guide/guideTypes";

const leadImage = ({ path_square: _square, ...image }: GuideImage): ListingLeadImage => image;
const viewerImage = ({ path_large, width, height, caption }: GuideImage): ViewerImage => ({
  path_large,
  width,
  height,
  caption,
});

/** Trims an exhibition to what its listing card shows (see ListingExhibition). */
export function listingExhibition(x: GuideExhibition): ListingExhibition {
  const {
    title: _title,
    openingEnd: _openingEnd,
    viewingRoom: _viewingRoom,
    images,
    primaryImage,
    location,
    ...exhibition
  } = x;
  const { description: _description, primaryImage: _venueImage, slug: _slug, location: area, ...venue } = location;
  const onlyTheLeadImage = images.length === 1 && images[0]!.path === primaryImage?.path;
  return {
    ...exhibition,
    primaryImage: primaryImage && leadImage(primaryImage),
    images: onlyTheLeadImage ? [] : images.map(viewerImage),
    location: { ...venue, location: { district: area.district } },
  };
}
