/**
 * A content list's address query that opens it on the items whose image has no Russian
 * description, with that filter shown (and a button to hide it): `ResourceList`'s `undescribed`.
 */
const undescribed = encodeURIComponent(JSON.stringify({ undescribed: true }));
export const UNDESCRIBED_FILTER = `filter=${undescribed}&displayedFilters=${undescribed}`;
