import { GALLERY_ROTATE_MS } from "#machines/rules/magazine/magazine";
import { rotatorEvery } from "./rotator";

/**
 * Gallery ads rotate every 10 s, looping through their batch:
 * the homepage rotator (rotator.ts) at 10 s. Hover and focus pause them
 * (PAUSE/RESUME), and so does a reader who prefers reduced motion
 *; a batch of one never moves.
 */
export const galleryRotationMachine = rotatorEvery(GALLERY_ROTATE_MS);
