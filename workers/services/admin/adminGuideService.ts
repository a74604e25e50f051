import {
  ADMIN_PAGE_SIZE,
  type MemberStatus,
  type NotificationKind,
  priorityOf,
} from "#machines/rules/admin/adminGuide";
import type { AppContext } from "#workers/context";
import { type CityPageInput, getCityPage, listCityPages, updateCityPage } from "#workers/db/admin/cityPages";
import {
  addVenueToList,
  findVenuesForList,
  insertFeaturedList,
  listFeaturedLists,
  removeVenueFromList,
} from "#workers/db/admin/featuredLists";
import {
  type AdminExhibitionInput,
  type AdminVenueInput,
  deleteExhibition,
  deleteVenue,
  getAdminExhibition,
  getAdminVenue,
  insertUploadedImage,
  insertVenue,
  listAdminExhibitions,
  listAdminVenues,
  listPlaces,
  placeExists,
  saveExhibition,
  setExhibitionImage,
  setMustSee,
  setVenueImage,
  updateVenue,
} from "#workers/db/admin/guide";
import {
  addVenueToGroup,
  deleteLocationGroup,
  findVenuesOutsideGroups,
  insertLocationGroup,
  listLocationGroups,
  removeVenueFromGroup,
  renameLocationGroup,
} from "#workers/db/admin/locationGroups";
import { findVenuesNotMembers, insertMember, listMembers, updateMember } from "#workers/db/admin/members";
import { currentExhibitionsForMustSee } from "#workers/db/admin/mustSee";
import { dismissNotification, listNotifications } from "#workers/db/admin/notifications";
import { venueChoices } from "#workers/db/admin/venuePick";
import { venuePlace } from "#workers/db/venues";
import { forgetPublicData } from "#workers/services/cache/publicData";
import { htmlToText } from "#workers/text/sanitize";
import { storeUploadedImage } from "./imageUpload";

/** A save with an image upload: the record's id, or the upload's error (nothing saved). */
type Saved = { ok: true; id: number } | { ok: false; message: string };

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The art-guide back office (the "artguide" admin area): venues, exhibitions, city pages,
 * must see, featured lists, location groups, members and notifications. Nothing here is
 * cached: every screen shows the rows as they are.
 */
export function adminGuideService(app: AppContext) {
  const { db } = app;
  return {
    // Venues.
    /** The venues whose name matches the search (all, newest first, when it is empty). */
    venues: (query: string) => listAdminVenues(db, query),
    /** One venue as its editor shows it, or null. */
    venue: (id: number) => getAdminVenue(db, id),
    /** The guide's cities, for a venue's city and the must-see filter. */
    places: () => listPlaces(db),
    /** Whether a city of the guide has this key. */
    placeExists: (placeUrl: string) => placeExists(db, placeUrl),
    /** Stores the upload (if any), then inserts (id null) or updates the venue and sets its image. */
    saveVenue: (id: number | null, venue: AdminVenueInput, file: File | null) => saveVenue(app, id, venue, file),
    /** Deletes a venue. */
    deleteVenue: (id: number) => deleteVenue(db, id),

    // Exhibitions.
    /** The exhibitions whose title, artists or venue match the search. */
    exhibitions: (query: string) => listAdminExhibitions(db, query),
    /** One exhibition as its editor shows it, or null. */
    exhibition: (id: number) => getAdminExhibition(db, id),
    /** The city and country of a venue (the clock its exhibitions' receptions are read on), or null. */
    venuePlace: (venueId: number) => venuePlace(db, venueId),
    /** The venues an exhibition can be at, with the one it is at among them. */
    venueChoices: (includeId: number | null) => venueChoices(db, includeId),
    /** Stores the upload (if any), then saves the exhibition (id null inserts) and sets its image. */
    saveExhibition: (id: number | null, exhibition: AdminExhibitionInput, file: File | null) =>
      saveShow(app, id, exhibition, file),
    /** Deletes an exhibition. */
    deleteExhibition: (id: number) => deleteExhibition(db, id),

    // City pages.
    /** One page of the guide's cities, each with its priority inputs and the start of its introduction as text. */
    cityPages: (page: number) => cityPages(db, page),
    /** One city page as its editor shows it, or null. */
    cityPage: (placeUrl: string) => getCityPage(db, placeUrl),
    /** Saves a city page and forgets the public pages kept in the isolate; false when there is no such city. */
    saveCityPage: async (placeUrl: string, city: CityPageInput) => {
      if (!(await updateCityPage(db, placeUrl, city))) return false;
      forgetPublicData();
      return true;
    },

    // Must see.
    /** The guide's cities and the city's current exhibitions matching the search, for the must-see selection. */
    mustSee: async (placeUrl: string, query: string) => {
      const [places, exhibitions] = await Promise.all([
        listPlaces(db),
        currentExhibitionsForMustSee(db, placeUrl, today(), query),
      ]);
      return { places, exhibitions };
    },
    /** Puts an exhibition in the must-see selection or takes it out. */
    setMustSee: (id: number, on: boolean) => setMustSee(db, id, on),

    // Featured lists.
    /** Every featured list with its venues. */
    featuredLists: () => listFeaturedLists(db),
    /** The venues named like the search that a featured list does not hold yet. */
    venuesForList: (listId: number, query: string) => findVenuesForList(db, listId, query),
    /** Creates a featured list. */
    createFeaturedList: (name: string, siteUrl: string) => insertFeaturedList(db, name, siteUrl),
    /** Adds a venue to a featured list; false when the list or the venue is missing. */
    addToFeaturedList: (listId: number, venueId: number) => addVenueToList(db, listId, venueId),
    /** Takes a venue off a featured list. */
    removeFromFeaturedList: (listId: number, venueId: number) => removeVenueFromList(db, listId, venueId),

    // Location groups.
    /** One page of the location groups with their venues. */
    groups: (page: number) => listLocationGroups(db, page, ADMIN_PAGE_SIZE),
    /** The venues named like the search that are in no group yet. */
    venuesOutsideGroups: (query: string) => findVenuesOutsideGroups(db, query),
    /** Creates a location group; null when the name is taken. */
    createGroup: (name: string) => insertLocationGroup(db, name),
    /** Renames a location group: "ok", "missing" or "taken". */
    renameGroup: (id: number, name: string) => renameLocationGroup(db, id, name),
    /** Deletes a location group; false when there is none. */
    deleteGroup: (id: number) => deleteLocationGroup(db, id),
    /** Adds a venue to a group: "ok", "missing" or "in-group". */
    addToGroup: (groupId: number, venueId: number) => addVenueToGroup(db, groupId, venueId),
    /** Takes a venue out of a group. */
    removeFromGroup: (groupId: number, venueId: number) => removeVenueFromGroup(db, groupId, venueId),

    // Members.
    /** One page of the member venues of a status, and the non-members named like the search (null without one). */
    members: async (status: MemberStatus | "all", page: number, find: string | undefined) => {
      const [list, matches] = await Promise.all([
        listMembers(db, status, page, ADMIN_PAGE_SIZE),
        find ? findVenuesNotMembers(db, find) : Promise.resolve(null),
      ]);
      return { ...list, matches };
    },
    /** Makes a venue a member: "ok", "missing" or "exists". */
    addMember: (venueId: number) => insertMember(db, venueId),
    /** Sets a member's status and renewal date; false when the venue is no member. */
    updateMember: (venueId: number, status: MemberStatus, renewalDate: string | null) =>
      updateMember(db, venueId, status, renewalDate),

    // Notifications.
    /** One page of what needs attention today, of one kind or all. */
    notifications: (kind: NotificationKind | "all", page: number) =>
      listNotifications(db, kind, today(), page, ADMIN_PAGE_SIZE),
    /** Dismisses a notification for good. */
    dismissNotification: (kind: NotificationKind, itemId: number) => dismissNotification(db, kind, itemId),
  };
}

async function saveVenue(
  app: AppContext,
  id: number | null,
  venue: AdminVenueInput,
  file: File | null,
): Promise<Saved> {
  const upload = await storeUploadedImage(app.env.MEDIA, file);
  if (!upload.ok) return upload;
  let saved = id;
  if (saved === null) saved = await insertVenue(app.db, venue);
  else await updateVenue(app.db, saved, venue);
  if (upload.image) await setVenueImage(app.db, saved, await insertUploadedImage(app.db, upload.image, venue.name));
  return { ok: true, id: saved };
}

async function saveShow(
  app: AppContext,
  id: number | null,
  exhibition: AdminExhibitionInput,
  file: File | null,
): Promise<Saved> {
  const upload = await storeUploadedImage(app.env.MEDIA, file);
  if (!upload.ok) return upload;
  const saved = await saveExhibition(app.db, id, exhibition);
  if (upload.image)
    await setExhibitionImage(app.db, saved, await insertUploadedImage(app.db, upload.image, exhibition.title));
  return { ok: true, id: saved };
}

async function cityPages(db: D1Database, page: number) {
  const { items, total } = await listCityPages(db, page, ADMIN_PAGE_SIZE);
  const cities = items.map((c) => ({
    place_url: c.place_url,
    place: c.place,
    country: c.country,
    priority: priorityOf(c.is_priority, c.sort_order),
    intro: htmlToText(c.intro_html).slice(0, 140),
    latitude: c.latitude,
    longitude: c.longitude,
  }));
  return { cities, total };
}
