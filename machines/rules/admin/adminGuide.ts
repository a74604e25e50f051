/**
 * The art-guide admin's screens beyond venues and exhibitions: location
 * groups, notifications, members, city pages, the editors' help and the links
 * to outside systems. Their texts and the pure rules they follow.
 */

/** Rows per page of the admin lists (members, notifications, city pages). */
export const ADMIN_PAGE_SIZE = 25;

export const MEMBER_STATUSES = ["pending", "active", "lapsed"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const NOTIFICATION_KINDS = ["submission", "no-image", "ended"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Longest intro text of a city page, in characters of HTML. */
export const INTRO_MAX_LENGTH = 4000;
/** Longest name of a location group or a city. */
export const NAME_MAX_LENGTH = 120;
/** Highest priority number of a city page. */
export const PRIORITY_MAX = 99;

export const GUIDE_ADMIN_TEXTS = {
  groupsTitle: "location groups",
  groupsIntro:
    "A group joins the venues of one organisation, such as a gallery's several spaces. Each venue page names its group and links to the others.",
  newGroup: "New group",
  createGroup: "Create group",
  renameGroup: "Rename",
  deleteGroup: "Delete group",
  groupEmpty: "No venue in this group yet.",
  noGroups: "No location groups yet.",
  findVenue: "Add a venue: find it by name",
  noVenueMatch: "No venue outside a group is named like that.",
  groupCreated: "Group created.",
  groupRenamed: "Group renamed.",
  groupDeleted: "Group deleted.",
  venueAdded: "Venue added.",
  venueRemoved: "Venue removed.",

  notificationsTitle: "notifications",
  notificationsIntro:
    "What needs a guide editor's attention, worked out from the guide itself. Dismiss an item once it is dealt with; it does not come back.",
  noNotifications: "Nothing needs attention.",
  open: "Open",
  dismiss: "Dismiss",
  dismissed: "Dismissed.",

  membersTitle: "members",
  membersIntro:
    "Venues taking part in the artguide through “become a member”, with the state of their membership and its renewal date.",
  noMembers: "No member with this status.",
  addMember: "Add a member: find the venue by name",
  memberAdded: "Member added.",
  memberSaved: "Membership saved.",
  saveMember: "Save",
  allStatuses: "all",
  renewalOverdue: "renewal overdue",

  cityPagesTitle: "citypages",
  cityPagesIntro:
    "Each city of the guide: its name, its place in the city list, the introduction on its page and the centre of its map.",
  cityPageSaved: "City page saved.",
  saveCityPage: "Save city page",
  priorityHint: "1 to 99 lists the city among the priority cities in that order; 0 lists it with the others, by name.",
  introHint:
    "Shown at the top of the city page. Paragraphs, links, bold and italics are kept; anything else is removed.",

  helpTitle: "help",
  externalMark: "↗",
  opensInNewTab: "(opens in a new tab)",

  participateFormTitle: "Send your listing",
  participateSent: "Thank you. Your listing has reached the artguide editors; we reply within a week.",
  participateSend: "Send listing",
  participateFormIntro:
    "Or send your venue's details here: the editors see them in the artguide admin and reply by e-mail.",
} as const;

export const GUIDE_ADMIN_MESSAGES = {
  group: "Choose a group from the list.",
  groupName: `Enter the group's name, up to ${NAME_MAX_LENGTH} characters.`,
  groupTaken: "Another group already has this name.",
  venue: "Choose a venue from the list.",
  venueName: "Enter part of the venue's name, up to 80 characters.",
  venueInGroup: "This venue is already in a group: remove it there first.",
  kind: "Choose a kind of notification.",
  item: "Choose an item from the list.",
  page: "Choose a page from the list.",
  status: "Choose pending, active or lapsed.",
  renewal: "Enter the renewal date as YYYY-MM-DD, or leave it empty.",
  memberExists: "This venue is a member already.",
  place: "Choose a city of the guide.",
  placeName: `Enter the city's name, up to ${NAME_MAX_LENGTH} characters.`,
  priority: `Priority is a whole number from 0 to ${PRIORITY_MAX}.`,
  intro: `The introduction may have up to ${INTRO_MAX_LENGTH} characters.`,
  latitude: "Latitude is a number from -90 to 90.",
  longitude: "Longitude is a number from -180 to 180.",
  submissionVenue: "Enter your venue's name.",
  submissionAddress: "Enter the venue's street address.",
  submissionEmail: "Enter an e-mail address we can reply to.",
  submissionWebsite: "Enter a web address starting with http:// or https://, or leave it empty.",
  submissionMessage: "Write up to 2,000 characters.",
  submissionTooMany: "Too many listings were sent from here. Please try again in a quarter of an hour.",
} as const;

/** What each text field of the art-guide admin's forms holds, as the shared field rules' messages name it (machines/rules/forms). */
export const GUIDE_ADMIN_FIELDS = {
  groupName: "The group's name",
  placeName: "The city's name",
  venueName: "The venue's name",
  address: "The street address",
  town: "The town",
  zip: "The ZIP or postal code",
  phone: "The phone number",
  website: "The web address",
  email: "The e-mail address",
  description: "The description",
  exhibitionTitle: "The exhibition's title",
  artists: "The artists",
  pressRelease: "The press release",
  imageUrl: "The image address",
  intro: "The introduction",
  message: "The message",
  listName: "The list's name",
  listSiteUrl: "The list's site address",
} as const;

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  pending: "pending",
  active: "active",
  lapsed: "lapsed",
};

export const NOTIFICATION_LABELS: Record<NotificationKind, string> = {
  submission: "Listing submitted through “become a member”",
  "no-image": "Show without an image",
  ended: "Venue whose shows have all ended",
};

/** The filter labels of the notifications screen, one per kind. */
export const NOTIFICATION_FILTERS: Record<NotificationKind, string> = {
  submission: "submitted listings",
  "no-image": "shows without images",
  ended: "venues without current shows",
};

/** The number of pages of a list of `total` rows; an empty list has one page. */
export function adminPageCount(total: number, size = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The numbers of the pages a list's pager links to. */
export function pagerPages(pages: number): number[] {
  return Array.from({ length: Math.max(1, pages) }, (_, i) => i + 1);
}

/** An active membership whose renewal date has passed: flagged on the members screen until it is renewed or lapsed. */
export function isRenewalOverdue(status: MemberStatus, renewalDate: string | null, today: string): boolean {
  return status === "active" && renewalDate !== null && renewalDate < today;
}

/** A city's priority number as stored: a priority city (is_priority) in sort order, or one of the others. */
export function priorityColumns(priority: number): { isPriority: 0 | 1; sortOrder: number } {
  return priority > 0 ? { isPriority: 1, sortOrder: priority } : { isPriority: 0, sortOrder: 0 };
}

/** The priority number of a stored city: its sort order when it is a priority city, else 0. */
export function priorityOf(isPriority: number, sortOrder: number): number {
  return isPriority ? Math.max(1, Math.min(PRIORITY_MAX, sortOrder)) : 0;
}

/** An outside system's address as configured: shown only when it is an http(s) address. */
export function outsideAddress(value: string | undefined): string | null {
  const trimmed = (value ?? "").trim();
  if (!/^https?:\/\/[^\s/]+/i.test(trimmed)) return null;
  try {
    return new URL(trimmed).href;
  } catch {
    return null;
  }
}

/** The outside systems of the two menus, by menu label, each with its configured address or null. */
export interface OutsideLinks {
  instagram: string | null;
  CMS: string | null;
  CRM: string | null;
}

/** One part of the editors' help: the screen it explains and what to do there. */
export interface HelpSection {
  title: string;
  paragraphs: readonly string[];
}

/** The editors' guide to the admin screens, in the order of the menus. */
export const ADMIN_HELP: readonly HelpSection[] = [
  {
    title: "Who sees what",
    paragraphs: [
      "The admin menu is for the site's administrators: reports, the artguide, the newsletter, users and this help. The artguide admin menu is for the editors of the guide; administrators see it too.",
      "Every screen checks your account on the server. If a page says “Not allowed”, your account lacks the role: ask an administrator.",
    ],
  },
  {
    title: "locations",
    paragraphs: [
      "Every venue of the guide: galleries, museums, fairs, auction houses and special events. Find one by name, open it to change its address, hours, contact details, description or image, or add a new one with “New location”.",
      "Opening hours are entered as rows of days and half-hour times; “by appointment only” replaces them. Latitude and longitude place the venue on the map: copy them from any map service.",
    ],
  },
  {
    title: "exhibitions",
    paragraphs: [
      "The shows of every venue. Each has a title, artists, opening and closing dates, an optional reception and images. A show appears in its city's lists from the day it is saved, under current or upcoming by its dates.",
    ],
  },
  {
    title: "location groups",
    paragraphs: [
      "A group joins venues that belong together, such as a gallery's spaces in several cities. Create a group, then find each venue by name and add it. A venue can be in one group at a time.",
      "Each venue's public page then says “Also part of” the group and links to the other venues. Deleting a group leaves its venues as they are.",
    ],
  },
  {
    title: "notifications",
    paragraphs: [
      "A list of what needs attention, worked out from the guide every time you open it: listings sent through the “become a member” form, current and upcoming shows without an image, and venues whose shows have all ended.",
      "“Open” leads to the screen where you deal with the item. “Dismiss” takes it off the list for good, for every editor.",
    ],
  },
  {
    title: "members",
    paragraphs: [
      "Venues taking part in the artguide through “become a member”. Each membership is pending (applied, not yet confirmed), active (paid and listed) or lapsed (not renewed), with the date it is due for renewal.",
      "Filter the list by status, change a status or a renewal date in its row and save. An active membership past its renewal date is marked “renewal overdue” until you renew it or set it to lapsed. To add a member, find the venue by name; a submitted listing's “Open” link starts that search for you.",
    ],
  },
  {
    title: "must see",
    paragraphs: [
      "The editors' selection of a city's current shows. Choose a city, then switch shows on or off. Membership never buys a Must See flag.",
    ],
  },
  {
    title: "citypages",
    paragraphs: [
      "The guide's cities. Change a city's name, its priority (1 to 99 puts it among the cities listed first, in that order; 0 lists it with the others by name), the introduction shown at the top of its page, and the centre of its map as latitude and longitude.",
      "The introduction keeps paragraphs, links, bold and italics; anything else is removed when you save.",
    ],
  },
  {
    title: "featured lists",
    paragraphs: [
      "Lists of venues shared with partner sites. Find a venue by name and add it to a list, or remove it. Each venue's page names the lists it is on.",
    ],
  },
  {
    title: "Outside systems",
    paragraphs: [
      "Instagram, the CMS and the CRM are separate services. Their entries open them in a new tab and appear only when the site has been given their addresses.",
    ],
  },
  {
    title: "Reports, users and newsletter",
    paragraphs: [
      "The administrators' screens for invoices, registrations, subscribers, user accounts and the newsletter are described on their own pages.",
    ],
  },
];
