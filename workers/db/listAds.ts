import type { Ad } from "#machines/rules/magazine/adTypes";
import { MOBILE_GALLERY_BATCH, MOBILE_GALLERY_EVERY } from "#machines/rules/magazine/magazine";
import { BANNER_SIZES, listAds } from "./ads";

export interface GalleryBatches {
  mobile: Ad[][];
  desktop: Ad[];
  total: number;
}

/** Gallery ads (size 110): `batchMobile` batches of 4 and one desktop batch, reusing the pool when it is smaller than asked. */
export async function listGalleryBatches(
  db: D1Database,
  section: string | undefined,
  batchMobile: number,
  batchDesktop: number,
): Promise<GalleryBatches> {
  const wanted = batchMobile * MOBILE_GALLERY_BATCH + batchDesktop;
  const ads = await listAds(db, {
    kind: "display",
    sizes: ["110"],
    section,
    shuffle: true,
    limit: Math.max(wanted, 1),
  });
  const cycle = (n: number, from: number) =>
    ads.length === 0 ? [] : Array.from({ length: n }, (_, i) => ads[(from + i) % ads.length]!);
  const mobileAds = cycle(batchMobile * MOBILE_GALLERY_BATCH, 0);
  const mobile: Ad[][] = [];
  for (let i = 0; i < mobileAds.length; i += MOBILE_GALLERY_BATCH)
    mobile.push(mobileAds.slice(i, i + MOBILE_GALLERY_BATCH));
  return { mobile, desktop: cycle(batchDesktop, mobileAds.length), total: ads.length };
}

export interface ListPageAds {
  banners: Ad[];
  mobileGalleries: Ad[][];
  desktopGallery: Ad[];
}

/** The ads a list page places: banners and gallery batches for a page of `pageSize` entries. */
export async function listPageAds(
  db: D1Database,
  section: string,
  pageSize: number,
  desktopBatch: number,
  every = MOBILE_GALLERY_EVERY,
): Promise<ListPageAds> {
  const [banners, galleries] = await Promise.all([
    listAds(db, { kind: "display", sizes: BANNER_SIZES, section }),
    listGalleryBatches(db, section, Math.max(1, Math.floor(pageSize / every)), desktopBatch),
  ]);
  return { banners, mobileGalleries: galleries.mobile, desktopGallery: galleries.desktop };
}
