import { useEffect, useState } from "react";
import { fetchJson } from "#app/lib/jsonApi";
import { useRootData } from "#app/lib/rootData";
import type { Ad } from "#machines/rules/magazine/adTypes";
import { desktopGalleryBatch } from "#machines/rules/magazine/magazine";
import { GalleryAd } from "./GalleryAd";

/**
 * The desktop gallery-ad rail: the server sends the minimum batch of 6; once
 * the page's height is known the batch grows to floor(height / 160).
 */
export function DesktopGallery({ ads, section }: { ads: Ad[]; section: string }) {
  const { apiPath } = useRootData().config;
  const [batch, setBatch] = useState(ads);
  useEffect(() => {
    const wanted = desktopGalleryBatch(document.documentElement.scrollHeight);
    if (wanted <= ads.length) return;
    let cancelled = false;
    fetchJson<{ desktop: Ad[] }>(
      `${apiPath}/ads/galleries?section=${encodeURIComponent(section)}&batch_mobile=0&batch_desktop=${Math.min(wanted, 60)}`,
    )
      .then((body) => {
        if (!cancelled && body.desktop.length > 0) setBatch(body.desktop);
      })
      // Only logged: the first batch keeps rotating.
      .catch((error: unknown) => console.warn("Gallery ads", error));
    return () => {
      cancelled = true;
    };
  }, [apiPath, section, ads.length]);
  return <GalleryAd key={batch.length} ads={batch} className="mag-gallery-ad--desktop" />;
}
