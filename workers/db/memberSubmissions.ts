/** Listings sent through the public "become a member" form. */
export interface MemberSubmissionInput {
  venueName: string;
  placeUrl: string;
  address: string;
  website: string;
  email: string;
  message: string;
}

/** Stores a submission; false when its city is not a guide city. */
export async function insertMemberSubmission(db: D1Database, s: MemberSubmissionInput): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO member_submissions (venue_name, place_url, address, website, email, message)
       SELECT ?, place_url, ?, ?, ?, ? FROM places WHERE place_url = ?`,
    )
    .bind(s.venueName, s.address, s.website, s.email, s.message, s.placeUrl)
    .run();
  return result.meta.changes > 0;
}
